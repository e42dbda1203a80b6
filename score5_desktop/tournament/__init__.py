"""Bots against bots for any game: whole games, duplicate arenas and the level ladder.

Everything here goes through the game protocol (``core.protocol``) and finds a
game by its id in ``core.registry``, so it imports no game and no Qt.
"""
