"""The errors every game raises on purpose, so the shell can catch them without knowing the game."""

from __future__ import annotations


class GameError(Exception):
    """Base of every error a game raises on purpose."""


class IllegalDecision(GameError):
    """A decision the rules do not allow now; the state is left unchanged."""

    def __init__(self, message: str, *, seat: int | None = None) -> None:
        super().__init__(message)
        self.seat = seat


class RecordError(GameError):
    """A record that cannot be read. The message names where (deal/round, play, seat);
    ``kind`` is a short typed tag the interface words, never the English message."""

    def __init__(self, message: str, *, kind: str = "field") -> None:
        super().__init__(message)
        self.kind = kind
