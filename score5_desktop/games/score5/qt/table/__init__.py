"""SCORE 5's table: its scene, layout, piles, controller, action bar and sounds."""
