"""Decisions in words, for hints ("Bid green 15 and blue 10 (25)")."""

from __future__ import annotations

from score5_desktop.engine.cards import Deck
from score5_desktop.engine.decisions import AssignWild, Bid, Decision, Pick
from score5_desktop.model.text import arg, card_text, cards_text, family_text, translate


def decision_text(deck: Deck, decision: Decision, current_bid: int = 0) -> str:
    match decision:
        case Bid(cards=mask):
            if mask == current_bid and current_bid:
                return translate("Hint", "Keep your bid.")
            if not mask:
                return translate("Hint", "Bid nothing.")
            return arg(
                translate("Hint", "Bid %1 (total %2)."), cards_text(deck, mask), deck.total(mask)
            )
        case Pick(card=index):
            return arg(translate("Hint", "Take %1."), card_text(deck.cards[index]))
        case AssignWild(family=family):
            return arg(translate("Hint", "Place the wild in %1."), family_text(family))
    raise TypeError(f"not a decision: {decision!r}")
