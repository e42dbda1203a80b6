"""What SCORE 5 gives the new-game dialog: its name, description and its one table
option (R3: the most adjustment rounds), as every game's ``QT_PART`` does; and, through
``Score5Stats`` (``stats_words.py``), its family chart in the Statistics window.

The words keep the "NewGameDialog" context they had when the dialog held them, so
their translations stay.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from score5_desktop.games.score5.game import GAME
from score5_desktop.games.score5.qt.stats_words import Score5Stats
from score5_desktop.games.score5.rules.state import ROUNDS
from score5_desktop.model.text import arg
from score5_desktop.ui.option_spec import OptionKind, OptionSpec

# The most adjustment rounds the dialog offers (R3).
MAX_ADJUST_ROUNDS = 5


def _adjust_label() -> str:
    return QCoreApplication.translate("NewGameDialog", "Maximum &adjustment rounds:")


def _adjust_explanation() -> str:
    return QCoreApplication.translate(
        "NewGameDialog",
        "After the secret bids, players may change their bids this many times; "
        "0 means one sealed bid.",
    )


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "max_adjust_rounds",
        _adjust_label,
        _adjust_explanation,
        kind=OptionKind.NUMBER,
        minimum=0,
        maximum=MAX_ADJUST_ROUNDS,
    ),
)


class Score5QtPart(Score5Stats):
    """The game's new-game words and options; its statistics words come from ``Score5Stats``."""

    game_id = GAME.id

    def name(self) -> str:
        #: New game: the name of the auction game, as printed on its box (glossary: ok).
        return QCoreApplication.translate("NewGameDialog", "SCORE 5")

    def description(self) -> str:
        #: The one line under SCORE 5 in the new-game dialog.
        return QCoreApplication.translate(
            "NewGameDialog",
            "Bid for the cards you need and score your best card per colour; 2 to 5 players.",
        )

    def options(self) -> tuple[OptionSpec, ...]:
        return OPTIONS

    def options_for(self, chosen: Mapping[str, Any], players: int) -> dict[str, Any]:
        """The game's options from the dialog's number boxes."""
        out = dict(GAME.default_options())
        out.update((spec.key, chosen[spec.key]) for spec in OPTIONS if spec.key in chosen)
        return dict(GAME.check_options(out, players))

    def choices_from(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Each option's number for the dialog, from a setup's options (default if absent)."""
        defaults = GAME.default_options()
        return {spec.key: options.get(spec.key, defaults[spec.key]) for spec in OPTIONS}

    def saved_game_text(self, state: Any, names: str, when: str) -> str:
        """Where a saved game in progress stopped (``ui.windows.saved_game_question``)."""
        reached = min(state.round, ROUNDS - 1) + 1
        #: Start-up, before another game takes the saved game's place. %1 its players,
        #: e.g. "Ann, Bot 1 and Bot 2"; %2 the round being played, 1 to 12; %3 when it was
        #: last saved, a date and time, e.g. "02/12/2026 01:05".
        text = QCoreApplication.translate(
            "SavedGameQuestion",
            "A game of SCORE 5 with %1 is in progress, in round %2 of 12. It was saved on %3.",
        )
        return arg(text, names, reached, when)


QT_PART = Score5QtPart()
