"""Why a bot chose what it chose, as typed values the app words in its own language.

A ``Reason`` is plain data (an enum kind plus the numbers and names the sentence
needs): picklable, so it crosses from a worker process, and free of English, so
the model layer gives each kind one translatable template instead of parsing
phrases back. Seats are 0-based; ``card`` is a card id ("red-115").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from score5_desktop.games.score5.rules.cards import Family


class ReasonKind(StrEnum):
    """What a reason says; the fields each kind fills are listed in its comment."""

    # Bids.
    NOTHING_TO_BID = "nothing_to_bid"  # the hand is empty
    NO_GAIN = "no_gain"  # the card adds nothing to my score
    OTHERS_PAY_MORE = "others_pay_more"  # amount: what the others look ready to pay
    NOT_WORTH_COST = "not_worth_cost"  # no bid that reaches the price is worth it
    COUNT_IS_CHEAP = "count_is_cheap"  # seat, count, amount: its shown cards total at most
    CARD_ADDS_TO_FAMILY = "card_adds_to_family"  # card, amount, family
    CARD_ADDS_TO_SCORE = "card_adds_to_score"  # card, amount (the wild)
    CARD_IS_MONEY = "card_is_money"  # card: adds nothing, but is money for later bids
    # What a bid gains and what it gives up, should it win: card, amount (what the card
    # adds to its family, or to the score for the wild), family (the card's; None for the
    # wild), other (the family the bid cards leave lowest), rest (that family's value
    # afterwards), net (the score's change in all).
    BID_NET = "bid_net"
    # Counts of simulated games are kept for the tools but never worded: a player cannot
    # use "in 50% of 2 games".
    SIM_NO_PAY = "sim_no_pay"  # count: simulated games in which bidding never paid
    SIM_WON_SHARE = "sim_won_share"  # share (0-1), count: won the card in share of games
    SIM_NEVER_WON = "sim_never_won"  # count: a bid that won the card in none of the games
    # Picks.
    PICK_ADDS = "pick_adds"  # amount, family
    PICK_DENIES = "pick_denies"  # amount, seat: keeps points from the leader
    BIGGEST_FOR_LATER = "biggest_for_later"
    BIGGEST = "biggest"
    SIM_BEST = "sim_best"  # count: did best in that many simulated games
    FORCED_PICK = "forced_pick"  # every card left goes to me: order does not matter
    ONLY_CARD = "only_card"  # one card left
    # The wild at the end.
    WILD_ADDS = "wild_adds"  # amount, family
    # Any decision.
    RANDOM = "random"


@dataclass(frozen=True, slots=True)
class Reason:
    kind: ReasonKind
    card: str | None = None
    amount: int | None = None
    count: int | None = None
    share: float | None = None
    family: Family | None = None
    seat: int | None = None
    other: Family | None = None  # BID_NET: the family the bid gives up most of
    rest: int | None = None  # BID_NET: that family's value afterwards
    net: int | None = None  # BID_NET: the change of the whole score
