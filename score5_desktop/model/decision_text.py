"""Decisions in words, for hints ("Bid green 15 and blue 10 (25)")."""

from __future__ import annotations

from score5_desktop.engine.cards import Deck
from score5_desktop.engine.decisions import AssignWild, Bid, Decision, Pick
from score5_desktop.model.text import (
    arg,
    card_text,
    cards_text,
    family_name_text,
    number_text,
    translate,
)


def decision_text(deck: Deck, decision: Decision, current_bid: int = 0) -> str:
    """A hint's advice, addressed to the player deciding (FR vous, DE du, IT tu)."""
    match decision:
        case Bid(cards=mask):
            if mask == current_bid and current_bid:
                #: Hint advice in an adjustment round: bid the same cards again.
                return translate("Hint", "Keep your bid.")
            if not mask:
                #: Hint advice: bid no card this round.
                return translate("Hint", "Bid nothing.")
            #: Hint advice. %1 the cards to bid, e.g. "green 15, blue 10"; %2 their total, e.g. 25.
            text = translate("Hint", "Bid %1 (total %2).")
            return arg(text, cards_text(deck, mask), number_text(deck.total(mask)))
        case Pick(card=index):
            #: Hint advice when sharing out a bid. %1 a card name, e.g. "green 15".
            return arg(translate("Hint", "Take %1."), card_text(deck.cards[index]))
        case AssignWild(family=family):
            #: Hint advice at the end. %1 a family name as it follows the word "family",
            #: e.g. "green" (FR verte, DE Grün, IT rossa).
            text = translate("Hint", "Place the wild in the %1 family.")
            return arg(text, family_name_text(family))
    raise TypeError(f"not a decision: {decision!r}")
