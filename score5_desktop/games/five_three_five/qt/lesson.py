"""Five Three Five's guided first game: a fixed deal against two ``normal`` bots in a
short game (10 points), and the words that explain each step the first time it happens.

Each explanation is a whole sentence of its own (no meld or name pasted in), in the
game's terms, so every language writes it as it likes; the table and the game log show
the particulars beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Outcome
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.events import TrickEnd
from score5_desktop.model.text import translate
from score5_desktop.ui.game_ui import LessonNote, LessonSetup

# The fixed deal of the lesson.
LESSON_SEED = 535


class F35Lesson:
    """``ui.game_ui.Lesson`` for Five Three Five."""

    def setup(self, name: str) -> LessonSetup:
        players = (
            Player(name),
            Player("Ada", "bot", "normal"),
            Player("Bruno", "bot", "normal"),
        )
        options = dict(GAME.default_options())
        options["target"] = 10  # the short game: a first game of a few rounds
        return LessonSetup(0, players, options, LESSON_SEED)

    def introduction(self) -> str:
        return translate(
            "F35Lesson",
            "This is a real game of Five Three Five against two bots, Ada and Bruno, played "
            "to 10 points. Be the first to empty your hand: the others then take penalty "
            "points for the cards they still hold, and the lowest total wins. This panel "
            "explains each step the first time it happens, and the table waits while you "
            "read. Press Continue to begin.",
        )

    def about_event(self, event: Any, you: int, names: Sequence[str]) -> LessonNote | None:
        match event:
            case ev.Dealt(deal=0):
                return LessonNote(
                    "deal",
                    translate(
                        "F35Lesson",
                        "The cards are dealt. Values go from 1 to 5, 7 to 9 and 11 to 15: there "
                        "is no 6 and no 10. A few cards stay face down, seen by nobody.",
                    ),
                )
            case ev.Played(action=Action.LEAD):
                return LessonNote(
                    "lead",
                    translate(
                        "F35Lesson",
                        "A trick starts with a lead: a single card, two or three cards of one "
                        "value, or a run of two or three values in a row (within 1 to 5, 7 to 9 "
                        "or 11 to 15). The lead becomes the central meld.",
                    ),
                )
            case ev.Played(action=Action.OVERWRITE):
                return LessonNote(
                    "overwrite",
                    translate(
                        "F35Lesson",
                        "An overwrite: a meld of the same kind and size, but stronger, takes "
                        "the central meld's place. Higher singles and sets are stronger; "
                        "among runs, the lower run is the stronger.",
                    ),
                )
            case ev.Played(action=Action.ADD):
                return LessonNote(
                    "add",
                    translate(
                        "F35Lesson",
                        "An add: up to three cards joined to the central meld, which must "
                        "still be one set or one run afterwards.",
                    ),
                )
            case ev.Passed():
                return LessonNote(
                    "pass",
                    translate(
                        "F35Lesson",
                        "A pass: that player is out of this trick and plays again in the next one.",
                    ),
                )
            case ev.TrickEnded(reason=TrickEnd.ALL_PASSED):
                return LessonNote(
                    "all-passed",
                    translate(
                        "F35Lesson",
                        "Everyone else passed, so the trick is over. Whoever played last "
                        "clears the table and leads the next trick.",
                    ),
                )
            case ev.TrickEnded(reason=TrickEnd.RULE_OF_8):
                return LessonNote(
                    "rule-of-8",
                    translate(
                        "F35Lesson",
                        "The rule of 8: an 8 played to overwrite or to add ends the trick at "
                        "once, and its player leads the next one.",
                    ),
                )
            case ev.TrickEnded(reason=TrickEnd.ALL_COPIES):
                return LessonNote(
                    "all-copies",
                    translate(
                        "F35Lesson",
                        "The central meld holds every copy of its value, so nobody can beat "
                        "it: the trick ends, and its last player leads the next one.",
                    ),
                )
            case ev.TrickEnded(reason=TrickEnd.RUN_OF_FIVE):
                return LessonNote(
                    "run-of-five",
                    translate(
                        "F35Lesson",
                        "The central meld is a run of five, 1 to 5 or 11 to 15: the trick ends, "
                        "and its last player leads the next one.",
                    ),
                )
            case ev.DealEnded(out=out) if out == you:
                return LessonNote(
                    "you-out",
                    translate(
                        "F35Lesson",
                        "You emptied your hand: the round is over and you take no points. "
                        "The others take penalty points for their cards left: an 8 costs 5, "
                        "a 1 or a 15 costs 3, 11 to 14 cost 2, and every other card 1.",
                    ),
                )
            case ev.DealEnded():
                return LessonNote(
                    "penalties",
                    translate(
                        "F35Lesson",
                        "A player emptied their hand: the round is over. Everyone else takes "
                        "penalty points for their cards left: an 8 costs 5, a 1 or a 15 "
                        "costs 3, 11 to 14 cost 2, and every other card 1.",
                    ),
                )
        return None

    def about_decision(self, view: Any, you: int) -> LessonNote | None:
        if not view.central:
            return LessonNote(
                "you-lead",
                translate(
                    "F35Lesson",
                    "You lead: choose the cards of a single, a set or a run (click them, or "
                    "use the arrow keys and Space), then Lead (Enter). Leading your weak "
                    "cards early keeps your strong ones for later.",
                ),
            )
        return LessonNote(
            "you-answer",
            translate(
                "F35Lesson",
                "Your turn: overwrite the central meld with a stronger one of the same kind "
                "and size, add to it, or pass (P). Choose cards and the buttons offer only "
                "what those cards allow.",
            ),
        )

    def conclusion(self, outcome: Outcome, you: int) -> str:
        if you in outcome.winners:
            return translate(
                "F35Lesson",
                "You won your first game with the lowest total! Play a full game, or try the "
                "options, from Game > New; Help > Rules has every rule.",
            )
        return translate(
            "F35Lesson",
            "The game is over: the lowest total wins. Try again, or choose your own game "
            "from Game > New; Help > Rules has every rule.",
        )
