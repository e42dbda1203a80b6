"""One-sentence reasons for bot decisions, for the app's hint feature.

Kept in one place so every level speaks the same way ("bid 45: the red-115 adds
75 to my red"). English only here; the app translates around card ids.
"""

from __future__ import annotations

from score5_desktop.ai.tables import Tables
from score5_desktop.engine.cards import Family


def card_gain_phrase(t: Tables, hand: int, card: int) -> str:
    """'the red-115 adds 75 to my red' (or to my score, for the wild)."""
    c = t.deck.cards[card]
    gain = t.gain(hand, card)
    if gain <= 0:
        return f"the {c.id} adds nothing to my score but is money for later bids"
    where = "score" if c.is_wild else str(c.family)
    return f"the {c.id} adds {gain} to my {where}"


def describe_bid(t: Tables, hand: int, card: int, mask: int, why: str | None) -> str:
    if not mask:
        return f"no bid: {why}" if why else "no bid"
    total = t.deck.total(mask)
    reason = why or card_gain_phrase(t, hand, card)
    return f"bid {total}: {reason}"


def describe_pick(t: Tables, hand: int, card: int, why: str | None) -> str:
    c = t.deck.cards[card]
    if why is None:
        gain = t.gain(hand, card)
        why = f"it adds {gain} to my {c.family}" if gain > 0 else "the biggest card"
    return f"take the {c.id}: {why}"


def describe_wild(t: Tables, hand: int, family: Family) -> str:
    base = t.score(hand & ~t.wild_bit)
    return f"the wild as {family}: it adds {t.score(hand) - base} to my score"
