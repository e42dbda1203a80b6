"""Reasons for bot decisions, for the app's hint feature.

Kept in one place so every level explains the same way: what the auction card
adds to my score, why a pick is good. The values are typed (``reasons``); the
model layer words them.
"""

from __future__ import annotations

from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.bots.tables import Tables
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Family

Reasons = tuple[Reason, ...]


def card_gain(t: Tables, hand: int, card: int) -> Reason:
    """What the auction card adds to my score (to its family, or to the score for the
    wild), or that it is only money for later bids."""
    c = t.deck.cards[card]
    gain = t.gain(hand, card)
    if gain <= 0:
        return Reason(ReasonKind.CARD_IS_MONEY, card=c.id)
    if c.is_wild:
        return Reason(ReasonKind.CARD_ADDS_TO_SCORE, card=c.id, amount=gain)
    return Reason(ReasonKind.CARD_ADDS_TO_FAMILY, card=c.id, amount=gain, family=c.family)


def bid_gain(t: Tables, hand: int, card: int, mask: int) -> Reason:
    """What winning ``card`` with the bid ``mask`` does to the hand: the card's gain when
    the bid costs no family anything, else ``BID_NET`` (what the card adds, the family the
    bid cards leave lowest and the score's change in all), so a hint never tells the
    gain without what the bid gives up."""
    plain = card_gain(t, hand, card)
    if not mask:
        return plain
    after = (hand & ~mask) | 1 << card
    net = t.score(after) - t.score(hand)
    gain = t.gain(hand, card)
    if net >= gain:
        return plain
    c = t.deck.cards[card]
    own = -1 if c.is_wild else t.family_of[card]
    falls = [(t.best_in(hand, f) - t.best_in(after, f), f) for f in range(5) if f != own]
    drop, family = max(falls)
    if drop <= 0:  # only the wild's placement moved: the net says it all
        return plain
    return Reason(
        ReasonKind.BID_NET,
        card=c.id,
        amount=max(gain, 0),
        family=None if c.is_wild else c.family,
        other=SCORING_FAMILIES[family],
        rest=t.best_in(after, family),
        net=net,
    )


def describe_bid(t: Tables, hand: int, card: int, mask: int, why: Reason | None) -> Reasons:
    """A bid's reason: ``why`` if given, else (for a real bid) what it gains and gives up."""
    if why is not None:
        return (why,)
    return (bid_gain(t, hand, card, mask),) if mask else ()


def describe_pick(t: Tables, hand: int, card: int, why: Reason | None) -> Reasons:
    if why is not None:
        return (why,)
    c = t.deck.cards[card]
    gain = t.gain(hand, card)
    if gain > 0:
        return (Reason(ReasonKind.PICK_ADDS, amount=gain, family=c.family),)
    return (Reason(ReasonKind.BIGGEST),)


def forced_pick(card_count: int) -> Reasons:
    """A pick that is no decision (``engine.forced``)."""
    kind = ReasonKind.ONLY_CARD if card_count == 1 else ReasonKind.FORCED_PICK
    return (Reason(kind),)


def describe_wild(t: Tables, hand: int, family: Family) -> Reasons:
    base = t.score(hand & ~t.wild_bit)
    return (Reason(ReasonKind.WILD_ADDS, amount=t.score(hand) - base, family=family),)
