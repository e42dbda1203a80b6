"""SCORE 5's side panels (scores, public memory, the log) and its end-of-game window."""
