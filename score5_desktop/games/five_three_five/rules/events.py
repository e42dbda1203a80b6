"""What applying a play caused, in the order a table shows it.

Events are ``NamedTuple``s carrying public facts only (no hand but counts), so
the table and a replay can show them to everyone. Deals and seats are 0-based.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.melds import Meld


class TrickEnd(StrEnum):
    """Why a trick ended (F6)."""

    ALL_PASSED = "all_passed"  # every other player passed
    ALL_COPIES = "all_copies"  # the central meld holds every copy of its value
    RUN_OF_FIVE = "run_of_five"  # 1-5 or 11-15
    RULE_OF_8 = "rule_of_8"  # an 8 was played to overwrite or add


class Dealt(NamedTuple):
    """A deal begins: each seat's card count, the cards face down, who leads.

    ``second_hand``: with two players, the second hand of the same shuffle (F2)."""

    deal: int
    hand_sizes: tuple[int, ...]
    undealt: int
    leader: int
    second_hand: bool


class Played(NamedTuple):
    """``seat`` led, overwrote or added ``cards``; ``central`` is the central meld now."""

    seat: int
    action: Action
    cards: tuple[int, ...]
    central: Meld
    cards_left: int


class Passed(NamedTuple):
    seat: int


class TrickEnded(NamedTuple):
    """The table is cleared; ``leader`` (who made the last play) leads the next trick."""

    reason: TrickEnd
    leader: int
    cards: tuple[int, ...]  # the central meld cleared


class Penalty(NamedTuple):
    """One card left in a hand at the end of a deal and what it costs."""

    value: int
    points: int


class DealEnded(NamedTuple):
    """``out`` emptied their hand; every other seat adds its penalties card by card (F7)."""

    deal: int
    out: int
    penalties: tuple[tuple[Penalty, ...], ...]  # per seat (empty for ``out``)
    points: tuple[int, ...]  # per seat, this deal
    totals: tuple[int, ...]  # per seat, after this deal


class GameEnded(NamedTuple):
    """Someone reached the target (F8). ``ranking`` is best first; ``tie_break``
    is True when fewer cards left in hand decided between equal totals."""

    totals: tuple[int, ...]
    cards_left: tuple[int, ...]  # per seat, at the end of the last deal
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: bool


Event = Dealt | Played | Passed | TrickEnded | DealEnded | GameEnded
