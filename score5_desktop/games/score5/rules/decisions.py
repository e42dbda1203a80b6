"""The decisions players make, and the phase that asks for each.

Decisions hold card masks / indexes (see ``cards``) rather than ids so that
bots can create millions of them cheaply; ``Deck.mask_of`` and ``Deck.ids_of``
convert at the edges (records, UI).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from score5_desktop.games.score5.rules.cards import Family


class Phase(StrEnum):
    """What the game waits for. BID and ADJUST are simultaneous: several seats act."""

    BID = "bid"
    ADJUST = "adjust"
    PICK = "pick"
    WILD = "wild"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Options:
    """Table options. ``max_adjust_rounds`` 0 means one sealed bid (R3)."""

    max_adjust_rounds: int = 2

    def __post_init__(self) -> None:
        if not 0 <= self.max_adjust_rounds <= 5:
            raise ValueError("max_adjust_rounds must be between 0 and 5")


class Bid(NamedTuple):
    """A secret bid or an adjustment: the full set of hand cards bid (may be empty)."""

    seat: int
    cards: int


class Pick(NamedTuple):
    """Take one card (by index) from the auction winner's bid."""

    seat: int
    card: int


class AssignWild(NamedTuple):
    """The wild's owner chooses the family it scores in (R7)."""

    seat: int
    family: Family


Decision = Bid | Pick | AssignWild
