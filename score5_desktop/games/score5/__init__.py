"""SCORE 5, the auction card game: its rules, bots, Qt part and ``game.GAME``."""
