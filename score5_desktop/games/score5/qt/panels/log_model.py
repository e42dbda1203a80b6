"""SCORE 5's game log: the shell's log model (``model.game_log``) with SCORE 5's words,
one sentence per public event or bot failure, reworded when the language changes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from score5_desktop.games.score5.qt.words.event_text import bot_failure_text, describe_event
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.model.game_log import GameLogModel as SharedLogModel


@dataclass(frozen=True, slots=True)
class BotFailure:
    """A bot broke and a simple legal move was played for it; ``problem`` is already
    worded (an error's own message, or the model's translated reason)."""

    seat: int
    problem: str


Entry = ev.Event | BotFailure


class GameLogModel(SharedLogModel):
    """SCORE 5's wording of the shell's game log: one sentence per event, the round as
    each row's group (``RoundRole``)."""

    RoundRole = SharedLogModel.GroupRole

    def start(self, names: Sequence[str], deck: Deck, you: int | None) -> None:  # type: ignore[override]
        """A new game: empty log, the seats' names, and ``you``, the seat of the one
        human at a table of bots (their lines are in the second person), else None."""
        names = tuple(names)

        def wording(entry: object) -> tuple[str, ...]:
            if isinstance(entry, BotFailure):
                return (bot_failure_text(names[entry.seat], entry.problem),)
            return (describe_event(entry, names, deck, you),)

        super().start(wording)
