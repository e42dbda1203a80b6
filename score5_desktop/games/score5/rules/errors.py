"""Exceptions a caller can act on: each says what went wrong in plain words."""

from __future__ import annotations

from score5_desktop.core import errors as core


class Score5Error(core.GameError):
    """Base of every error the engine raises on purpose; a ``core.errors.GameError``, so
    the shell catches it without knowing the game."""


class DeckError(Score5Error):
    """A deck file does not describe a playable SCORE 5 deck."""


class IllegalDecision(Score5Error, core.IllegalDecision):
    """A decision the rules do not allow now; the state is left unchanged."""

    def __init__(self, message: str, *, seat: int | None = None) -> None:
        super().__init__(message)
        self.seat = seat


class RecordError(Score5Error, core.RecordError):
    """A game record that cannot be read; the message names where (round, seat).

    ``kind`` says what sort of problem it is (a short tag such as ``too_large`` or ``rules``), so
    the interface can word it in the player's language without reading the
    English ``detail``, which stays for logs, bug reports and the command line."""

    def __init__(
        self,
        message: str,
        *,
        round: int | None = None,
        seat: int | None = None,
        kind: str = "field",
    ):
        where = []
        if round is not None:
            where.append(f"round {round}")
        if seat is not None:
            where.append(f"seat {seat}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message)
        self.round = round
        self.seat = seat
        self.detail = message
        self.kind = kind

    def place(self) -> core.RecordPlace:
        """The round (counted from 1, as in the message) and the seat."""
        part = None if self.round is None else "round"
        return core.RecordPlace(part, self.round, None, self.seat)
