"""Five Three Five's game log: the shell's log model (``model.game_log``) with Five Three
Five's words, one row per sentence of a public event or a bot's failure, worded again
when the language changes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from score5_desktop.games.five_three_five.qt.words import log_lines
from score5_desktop.model.game_log import GameLogModel as SharedLogModel
from score5_desktop.model.text import arg


@dataclass(frozen=True, slots=True)
class BotFailure:
    """A bot broke and a pass or the smallest legal play was made for it; ``problem``
    is already worded (an error's own message, or the model's translated reason)."""

    seat: int
    problem: str


def bot_failure_text(name: str, problem: str) -> str:
    #: Five Three Five log: %1 a bot's name; %2 what went wrong. A pass or the
    #: smallest legal play was made for it.
    text = QCoreApplication.translate(
        "F35SidePanels", "%1 failed (%2): a simple play was made for it."
    )
    return arg(text, name, problem)


class F35LogModel(SharedLogModel):
    """Five Three Five's wording of the shell's game log; each row's group is its deal."""

    def start(self, names: Sequence[str], you: int | None) -> None:  # type: ignore[override]
        """A new game: empty log, the seats' names, and ``you``, the seat of the one
        human at a table of bots (their lines are in the second person), else None."""
        names = tuple(names)

        def wording(entry: object) -> Sequence[str]:
            if isinstance(entry, BotFailure):
                return (bot_failure_text(names[entry.seat], entry.problem),)
            return log_lines(entry, names, you)

        super().start(wording)
