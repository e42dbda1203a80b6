"""Decisions in words, for hints ("Bid green 15 and blue 10 (25)")."""

from __future__ import annotations

from PySide6.QtCore import QObject

from score5_desktop.games.score5.qt.words.card_words import card_text, cards_text, family_name_text
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Pick
from score5_desktop.model.text import arg, number_text, translate


class HintText(QObject):
    """The advice with a count (``self.tr`` gives it plural forms, so a language can
    write "la carte" for one card and "les cartes" for several)."""

    def bid(self, cards: str, count: int, total: str) -> str:
        #: Hint advice. %n the number of cards to bid; %1 the cards, e.g. "green 15, blue 10";
        #: %2 their total, e.g. 25.
        return arg(self.tr("Bid %1 (total %2).", None, count), cards, total)


_HINTS: HintText | None = None


def _hints() -> HintText:
    global _HINTS
    if _HINTS is None:
        _HINTS = HintText()
    return _HINTS


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
            count = mask.bit_count()
            return _hints().bid(cards_text(deck, mask), count, number_text(deck.total(mask)))
        case Pick(card=index):
            #: Hint advice when sharing out a bid. %1 a card name, e.g. "green 15".
            return arg(translate("Hint", "Take %1."), card_text(deck.cards[index]))
        case AssignWild(family=family):
            #: Hint advice at the end. %1 a family name as it follows the word "family",
            #: e.g. "green" (FR verte, DE Grün, IT rossa).
            text = translate("Hint", "Place the wild in the %1 family.")
            return arg(text, family_name_text(family))
    raise TypeError(f"not a decision: {decision!r}")
