"""SCORE 5's guided first game: a fixed deal against two ``normal`` bots, with one
adjustment round, and the words that explain each step the first time it happens.

Each explanation is a whole sentence of its own (no card or name pasted in), in the
rulebooks' terms, so every language writes it as it likes; the table and the game log
show the particulars (which card, which bid) beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Outcome
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.model.text import translate
from score5_desktop.ui.game_ui import LessonNote, LessonSetup

# The fixed deal of the lesson.
LESSON_SEED = 2024
# The two-star cards start with this round, counted from 1 as the events count them
# (rule R2: rounds 1-4 auction one-star cards); the wild's is the last.
FIRST_TWO_STAR_ROUND = 5
LAST_ROUND = 12


class Score5Lesson:
    """``ui.game_ui.Lesson`` for SCORE 5."""

    def setup(self, name: str) -> LessonSetup:
        players = (
            Player(name),
            Player("Ada", "bot", "normal"),
            Player("Bruno", "bot", "normal"),
        )
        return LessonSetup(0, players, {"max_adjust_rounds": 1}, LESSON_SEED)

    def introduction(self) -> str:
        return translate(
            "Score5Lesson",
            "This is a real game of SCORE 5 against two bots, Ada and Bruno. Twelve cards "
            "are put up for auction one after another; at the end, your best card of each "
            "of the five families counts. This panel explains each step the first time it "
            "happens, and the table waits while you read. Press Continue to begin.",
        )

    def about_event(self, event: Any, you: int, names: Sequence[str]) -> LessonNote | None:
        match event:
            case ev.CardRevealed(round=1):
                return LessonNote(
                    "reveal",
                    translate(
                        "Score5Lesson",
                        "The top card of the pile is turned face up: it is the card up for "
                        "auction. Everyone now bids for it, secretly and at the same time, "
                        "with cards from their own hand.",
                    ),
                )
            case ev.CardRevealed(round=r) if r == FIRST_TWO_STAR_ROUND:
                return LessonNote(
                    "two-star",
                    translate(
                        "Score5Lesson",
                        "From this round on, the cards up for auction are two-star cards, "
                        "worth 80 to 150: they are worth bidding more for.",
                    ),
                )
            case ev.CardRevealed(round=r) if r == LAST_ROUND:
                return LessonNote(
                    "wild-up",
                    translate(
                        "Score5Lesson",
                        "The last auction is the wild. Whoever owns it at the end places it "
                        "in any family, where it counts 75.",
                    ),
                )
            case ev.BidCountsShown(step=0):
                return LessonNote(
                    "counts",
                    translate(
                        "Score5Lesson",
                        "Everyone has bid. Only the number of cards in each bid is shown, "
                        "never their values: guess from the counts how keen the others are.",
                    ),
                )
            case ev.BidsRevealed():
                return LessonNote(
                    "revealed",
                    translate(
                        "Score5Lesson",
                        "The bids are revealed. A bid's total is the sum of its cards' "
                        "values, and the highest total wins the card up for auction.",
                    ),
                )
            case ev.AuctionWon(by_tiebreak=True):
                return LessonNote(
                    "tiebreak",
                    translate(
                        "Score5Lesson",
                        "The highest totals were equal. The tie goes to the bid holding the "
                        "single card with the highest tiebreaker value: the small number in "
                        "the circle on each card.",
                    ),
                )
            case ev.AuctionWon(seat=seat) if seat == you:
                return LessonNote(
                    "you-won",
                    translate(
                        "Score5Lesson",
                        "You won the auction: the card joins your hand, and you may bid it "
                        "in later rounds. The cards you bid are shared out among the others.",
                    ),
                )
            case ev.AuctionWon():
                return LessonNote(
                    "won",
                    translate(
                        "Score5Lesson",
                        "The highest bid wins the card. The cards of the winning bid are "
                        "not returned: they are shared out among the other players.",
                    ),
                )
            case ev.NoWinner():
                return LessonNote(
                    "no-winner",
                    translate(
                        "Score5Lesson", "Nobody bid, so nobody wins: the card leaves the game."
                    ),
                )
            case ev.TiebreakCardShown():
                return LessonNote(
                    "tiebreak-shown",
                    translate(
                        "Score5Lesson",
                        "Players who bid nothing take their turn after the bidders, ordered "
                        "by the highest tiebreaker value in their hand; that card is shown "
                        "to everyone.",
                    ),
                )
            case ev.PickOrderSet():
                return LessonNote(
                    "order",
                    translate(
                        "Score5Lesson",
                        "Now the others take the winning bid's cards one at a time: first "
                        "the other bidders, highest total first, then those who bid "
                        "nothing. Everyone else takes their own bid back.",
                    ),
                )
            case ev.WildAssigned():
                return LessonNote(
                    "wild",
                    translate(
                        "Score5Lesson",
                        "The wild's owner has placed it in a family, where it counts 75.",
                    ),
                )
        return None

    def about_decision(self, view: Any, you: int) -> LessonNote | None:
        match view.phase:
            case Phase.BID:
                return LessonNote(
                    "bid",
                    translate(
                        "Score5Lesson",
                        "Your bid: click the cards you offer (or use the arrow keys and "
                        "Space), then Confirm bid (Enter). Bidding nothing is allowed. A card "
                        "you bid only costs you if your bid wins, and then it goes to the "
                        "others.",
                    ),
                )
            case Phase.ADJUST:
                return LessonNote(
                    "adjust",
                    translate(
                        "Score5Lesson",
                        "An adjustment round: knowing the counts, everyone may change their "
                        "bid at the same time. Change your cards and press Confirm bid, or "
                        "press Keep my bid.",
                    ),
                )
            case Phase.PICK:
                return LessonNote(
                    "pick",
                    translate(
                        "Score5Lesson",
                        "Your turn to take one of the winning bid's cards: choose the one "
                        "that brings you the most points, or one you would rather keep from "
                        "the winner.",
                    ),
                )
            case Phase.WILD:
                return LessonNote(
                    "place-wild",
                    translate(
                        "Score5Lesson",
                        "You own the wild: choose the family where it brings you the most points. "
                        "The best one is already chosen.",
                    ),
                )
        return None

    def conclusion(self, outcome: Outcome, you: int) -> str:
        won = you in outcome.winners
        if won:
            return translate(
                "Score5Lesson",
                "You won your first game! Each family's highest card scored. Play again "
                "against stronger bots from Game > New; Help > Rules has every rule.",
            )
        return translate(
            "Score5Lesson",
            "The game is over: each family's highest card scored. Try again, or choose your own "
            "game from Game > New; Help > Rules has every rule.",
        )
