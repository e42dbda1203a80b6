"""The errors every game raises on purpose, so the shell can catch them without knowing the game."""

from __future__ import annotations

from typing import Literal, NamedTuple


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

    def place(self) -> RecordPlace:
        """Where in the record the problem is, for the interface to word; nowhere in
        particular unless the game's error says."""
        return RecordPlace()


class RecordPlace(NamedTuple):
    """Where a record is wrong, counted as players count (from 1), one typed value for
    every game: a game's numbered part (SCORE 5's rounds, Five Three Five's deals), a
    play within it, and a seat. The interface words it in the player's language, the
    same places the command line names in English."""

    part: Literal["round", "deal"] | None = None
    number: int | None = None  # the round's or deal's number, from 1
    play: int | None = None  # the play's number within the deal, from 1
    seat: int | None = None  # the seat, from 0 (worded "player seat + 1")
