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
from score5_desktop.games.score5.rules.state import ROUNDS, GameState
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


def _level_descriptions() -> dict[str, str]:
    return {
        #: New game: what the random bot level does (shown under the seats and as the
        #: level's tooltip).
        "random": QCoreApplication.translate(
            "NewGameDialog", "Random: bids any cards and takes any card. For trying the table."
        ),
        #: New game: what the easy bot level does.
        "easy": QCoreApplication.translate(
            "NewGameDialog",
            "Easy: knows what a card is worth to it, but ignores the other players and "
            "aims its bids loosely.",
        ),
        #: New game: what the normal bot level does.
        "normal": QCoreApplication.translate(
            "NewGameDialog",
            "Normal: weighs what the card is worth against what its bid would cost and "
            "reads the others' bid counts. A fair opponent for a first game.",
        ),
        #: New game: what the hard bot level does.
        "hard": QCoreApplication.translate(
            "NewGameDialog",
            "Hard: plays each bid it considers through to the last auction in many imagined "
            "deals, thinking about 0.2 s a decision. A step above normal.",
        ),
        #: New game: what the expert bot level does; the figures are measured.
        "expert": QCoreApplication.translate(
            "NewGameDialog",
            "Expert: the deepest search, on two cores, about 0.8 s a decision. It won 22 "
            "of 24 two-player games against hard, and half of its four-player games "
            "against three hard bots.",
        ),
    }


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

    def level_description(self, level: str) -> str:
        """What a bot of ``level`` does in SCORE 5 and how strong it is, in one or two
        sentences (the figures are the ladder's, docs/bots.md)."""
        return _level_descriptions().get(level, "")

    def options_for(self, chosen: Mapping[str, Any], players: int) -> dict[str, Any]:
        """The game's options from the dialog's number boxes."""
        out = dict(GAME.default_options())
        out.update((spec.key, chosen[spec.key]) for spec in OPTIONS if spec.key in chosen)
        return dict(GAME.check_options(out, players))

    def choices_from(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Each option's number for the dialog, from a setup's options (default if absent)."""
        defaults = GAME.default_options()
        return {spec.key: options.get(spec.key, defaults[spec.key]) for spec in OPTIONS}


QT_PART = Score5QtPart()


def replacing_text(state: GameState, names: str, when: str) -> str:
    """Where a saved game in progress stopped, before another game takes its place
    (``ui.windows.saved_game_question``)."""
    reached = min(state.round, ROUNDS - 1) + 1
    #: Start-up, before another game takes the saved game's place. %1 its players,
    #: e.g. "Ann, Bot 1 and Bot 2"; %2 the round being played, 1 to 12; %3 when it was
    #: last saved, a date and time, e.g. "02/12/2026 01:05".
    text = QCoreApplication.translate(
        "SavedGameQuestion",
        "A game of SCORE 5 with %1 is in progress, in round %2 of 12. It was saved on %3.",
    )
    return arg(text, names, reached, when)
