"""What Five Three Five gives the new-game dialog: its name, description and options
as the dialog shows them; and, through ``F35Stats`` (``stats_words.py``), its own words and
tile in the Statistics window (its table, controls, docks and end window are ``GAME_UI``,
in ``game_ui.py``, driven by the shared ``GameModel``).

The shell finds this through the registry (``GAME.qt_part()`` imports this
package and gives its ``GAME_UI``) and never imports it by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.qt.stats_words import F35Stats
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState
from score5_desktop.model.text import arg
from score5_desktop.ui.option_spec import OptionSpec

_OPTION_WORDS = {
    "target": (
        #: Five Three Five option (check box).
        lambda: QCoreApplication.translate("F35Options", "&Short game"),
        #: Five Three Five option: what "Short game" does; the default follows in brackets.
        lambda: QCoreApplication.translate(
            "F35Options", "The game ends at 10 points instead of 20 (default: off)."
        ),
    ),
    "hands": (
        #: Five Three Five option (check box), two players only.
        lambda: QCoreApplication.translate("F35Options", "&One hand"),
        lambda: QCoreApplication.translate(
            "F35Options",
            "Two players: each shuffle deals one hand each, not two in a row (default: off).",
        ),
    ),
    "big_deal": (
        #: Five Three Five option (check box), three players only.
        lambda: QCoreApplication.translate("F35Options", "&Big deal"),
        lambda: QCoreApplication.translate(
            "F35Options", "Three players: 16 cards each, 4 left face down (default: off)."
        ),
    ),
    "open_pass": (
        #: Five Three Five option (check box).
        lambda: QCoreApplication.translate("F35Options", "Op&en pass"),
        lambda: QCoreApplication.translate(
            "F35Options",
            "A player who passed may play again when the turn comes back (default: off).",
        ),
    ),
    "no_limit": (
        #: Five Three Five option (check box).
        lambda: QCoreApplication.translate("F35Options", "No &limit"),
        lambda: QCoreApplication.translate(
            "F35Options",
            "Overwrite with any stronger meld of one to three cards, whatever its kind or size "
            "(default: off).",
        ),
    ),
}


def _level_descriptions() -> dict[str, str]:
    return {
        #: New game: what the random bot level does in Five Three Five.
        "random": QCoreApplication.translate(
            "F35Options", "Random: plays any legal play. For trying the table."
        ),
        #: New game: what the easy bot level does in Five Three Five.
        "easy": QCoreApplication.translate(
            "F35Options",
            "Easy: plays whenever it can, as many cards as it can, and never passes by choice.",
        ),
        #: New game: what the normal bot level does in Five Three Five.
        "normal": QCoreApplication.translate(
            "F35Options",
            "Normal: keeps its sets and runs together, leads its weak cards first and gets "
            "rid of its 8s, 1s and 15s in time. A fair opponent for a first game.",
        ),
        #: New game: what the hard bot level does in Five Three Five; the figure is measured.
        "hard": QCoreApplication.translate(
            "F35Options",
            "Hard: plays each move it considers to the end of the round in imagined deals "
            "of the cards it cannot see. It won a third of its four-player games against "
            "three normal bots.",
        ),
        #: New game: what the expert bot level does in Five Three Five; the figure is measured.
        "expert": QCoreApplication.translate(
            "F35Options",
            "Expert: the same search with eight times the thinking, about 0.8 s a decision. "
            "It won 36% of its four-player games against three hard bots.",
        ),
    }


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("target", *_OPTION_WORDS["target"], on=10, off=20),
    OptionSpec("hands", *_OPTION_WORDS["hands"], on=1, off=2, players=(2,)),
    OptionSpec("big_deal", *_OPTION_WORDS["big_deal"], players=(3,)),
    OptionSpec("open_pass", *_OPTION_WORDS["open_pass"]),
    OptionSpec("no_limit", *_OPTION_WORDS["no_limit"]),
)


class F35QtPart(F35Stats):
    """The game's new-game words and options; its statistics words come from ``F35Stats``."""

    game_id = GAME.id

    def name(self) -> str:
        return QCoreApplication.translate("F35", "Five Three Five")

    def description(self) -> str:
        #: The one line under Five Three Five in the new-game dialog.
        return QCoreApplication.translate(
            "F35Options",
            "Climb with singles, sets and runs and be first to empty your hand; 2 to 6 players.",
        )

    def options(self) -> tuple[OptionSpec, ...]:
        return OPTIONS

    def level_description(self, level: str) -> str:
        """What a bot of ``level`` does in Five Three Five and how strong it is (the
        figures are the ladder's, docs/bots.md)."""
        return _level_descriptions().get(level, "")

    def options_for(self, chosen: Mapping[str, Any], players: int) -> dict[str, Any]:
        """The game's options from the dialog's ticks (options that do not apply to this
        player count take their default)."""
        out = dict(GAME.default_options())
        for spec in OPTIONS:
            out[spec.key] = spec.on if spec.applies(players) and chosen.get(spec.key) else spec.off
        return dict(GAME.check_options(out, players))

    def choices_from(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Each option's tick for the dialog, from a setup's options."""
        return {spec.key: options.get(spec.key) == spec.on for spec in OPTIONS}


QT_PART = F35QtPart()


def replacing_text(state: FiveThreeFiveState, names: str, when: str) -> str:
    """Where a saved game in progress stopped, before another game takes its place
    (``ui.windows.saved_game_question``)."""
    #: Start-up, before another game takes the saved game's place. %1 its players,
    #: e.g. "Ann, Bot 1 and Bot 2"; %2 the round (deal) being played, e.g. "3"; %3 when
    #: it was last saved, a date and time, e.g. "02/12/2026 01:05".
    text = QCoreApplication.translate(
        "SavedGameQuestion",
        "A game of Five Three Five with %1 is in progress, in round %2. It was saved on %3.",
    )
    return arg(text, names, max(state.deal, 0) + 1, when)
