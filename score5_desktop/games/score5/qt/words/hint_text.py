"""A bot's reasons for a hint, in the interface language.

The bots give typed ``Reason`` values (``ai/reasons.py``): a kind and the numbers,
card and family it speaks of. Each kind has one translatable template here,
addressed to the player ("your red family"); numbers are written by ``QLocale``.
Nothing is parsed back from English. ``TEMPLATES`` covers every kind (a test runs
the real bots and checks it), so a reason is never silently dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale, QObject

from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.qt.words.card_words import card_id_text, family_name_text
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.model.text import arg, translate

K = ReasonKind


class HintReason(QObject):
    """The sentences with a count: lupdate sees plural forms only in ``self.tr(..., n)``."""

    def did_not_pay(self, n: int) -> str:
        #: A hint's reason after "Bid nothing."; %n simulated games, e.g. 400.
        return self.tr("Bidding did not pay in %n simulated game(s).", None, n)

    def won_share(self, n: int) -> str:
        #: A hint's reason after a bid's advice. %1 a percentage, e.g. "63%"; %n simulated
        #: games, e.g. 400.
        return self.tr("This bid won the card in %1 of %n simulated game(s).", None, n)

    def never_won(self, n: int) -> str:
        #: A hint's reason after a bid's advice that won the card in none of %n simulated
        #: games, e.g. 400: it lets the card go, yet a bidder chooses among the winner's
        #: bid cards before the players who bid nothing.
        return self.tr(
            "This bid won the card in none of %n simulated game(s): it lets the card go, "
            "but bidding lets you choose among the winner's cards before those who bid "
            "nothing.",
            None,
            n,
        )

    def did_best(self, n: int) -> str:
        #: A hint's reason: the advised decision did best; %n simulated games, e.g. 400.
        return self.tr("This choice did best in %n simulated game(s).", None, n)

    def count_is_cheap(self, n: int) -> str:
        #: A hint's reason. %1 a player's name, e.g. "Bot 2"; %n the cards they bid, e.g.
        #: 3; %2 the most those cards can be worth, e.g. 30, from the cards you have seen.
        return self.tr(
            "%1 bids %n card(s), worth at most %2 from what you know of that hand.", None, n
        )


_PLURALS: list[HintReason] = []


def _plurals() -> HintReason:
    if not _PLURALS:
        _PLURALS.append(HintReason())
    return _PLURALS[0]


def _number(value: int | None) -> str:
    return QLocale().toString(int(value or 0))


def percent_text(share: float | None) -> str:
    """A share as a percentage, the sign placed as the language places it."""
    number = QLocale().toString(round(100 * (share or 0.0)))
    #: %1 a number, e.g. 63 (French: a no-break space before %).
    return arg(translate("HintReason", "%1%", "a percentage, e.g. 63%"), number)


def _seat_name(names: Sequence[str], seat: int | None) -> str:
    if seat is not None and 0 <= seat < len(names):
        return names[seat]
    #: Stands for a player whose name is unknown; %1 the seat's number, e.g. 2.
    return arg(translate("HintReason", "seat %1"), _number((seat or 0) + 1))


Template = Callable[[Reason, Deck, Sequence[str]], str]


def _card(reason: Reason, deck: Deck) -> str:
    return card_id_text(deck, reason.card or "")


TEMPLATES: dict[ReasonKind, Template] = {
    K.NOTHING_TO_BID: lambda r, d, n: translate("HintReason", "You have nothing to bid."),
    # After "Bid nothing.": "it" would point at nothing, so the card is named.
    K.NO_GAIN: lambda r, d, n: translate(
        "HintReason", "The card up for auction adds nothing to your score."
    ),
    K.OTHERS_PAY_MORE: lambda r, d, n: arg(
        #: A hint's reason after "Bid nothing."; %1 an amount, e.g. 45.
        translate("HintReason", "The others look ready to pay more than %1."),
        _number(r.amount),
    ),
    K.NOT_WORTH_COST: lambda r, d, n: translate(
        "HintReason", "No bid high enough to win is worth what it costs."
    ),
    K.COUNT_IS_CHEAP: lambda r, d, n: arg(
        _plurals().count_is_cheap(r.count or 0), _seat_name(n, r.seat), _number(r.amount)
    ),
    K.CARD_ADDS_TO_FAMILY: lambda r, d, n: arg(
        #: A hint's reason. %1 a card name, e.g. "purple 110" (write the word for card if
        #: your language needs it: FR "La carte %1"); %2 points, e.g. 50; %3 a family name
        #: as it follows the word "family", e.g. "purple" (FR violette, DE Violett).
        translate("HintReason", "The %1 adds %2 points to your %3 family."),
        _card(r, d),
        _number(r.amount),
        family_name_text(r.family or ""),
    ),
    K.CARD_ADDS_TO_SCORE: lambda r, d, n: arg(
        #: A hint's reason. %1 a card name, e.g. "wild 75"; %2 points, e.g. 75.
        translate("HintReason", "The %1 adds %2 points to your score."),
        _card(r, d),
        _number(r.amount),
    ),
    K.CARD_IS_MONEY: lambda r, d, n: arg(
        #: A hint's reason. %1 a card name, e.g. "red 5": a card worth winning only to bid
        #: it again in later rounds.
        translate(
            "HintReason", "The %1 adds nothing to your score, but you can bid it in later rounds."
        ),
        _card(r, d),
    ),
    K.SIM_NO_PAY: lambda r, d, n: _plurals().did_not_pay(r.count or 0),
    K.SIM_WON_SHARE: lambda r, d, n: arg(_plurals().won_share(r.count or 0), percent_text(r.share)),
    K.SIM_NEVER_WON: lambda r, d, n: _plurals().never_won(r.count or 0),
    K.PICK_ADDS: lambda r, d, n: arg(
        #: A hint's reason after "Take green 15." ("it" is that card). %1 points, e.g. 15;
        #: %2 a family name as it follows the word "family", e.g. "green" (DE Grün).
        translate("HintReason", "It adds %1 points to your %2 family."),
        _number(r.amount),
        family_name_text(r.family or ""),
    ),
    K.PICK_DENIES: lambda r, d, n: arg(
        #: A hint's reason after "Take green 15." ("it" is that card). %1 points, e.g. 15;
        #: %2 the name of the player in the lead, e.g. "Bot 2".
        translate("HintReason", "It keeps %1 points from %2, who leads."),
        _number(r.amount),
        _seat_name(n, r.seat),
    ),
    K.BIGGEST_FOR_LATER: lambda r, d, n: translate(
        "HintReason", "It is the biggest card for later bids."
    ),
    K.BIGGEST: lambda r, d, n: translate("HintReason", "It is the biggest card."),
    K.SIM_BEST: lambda r, d, n: _plurals().did_best(r.count or 0),
    K.FORCED_PICK: lambda r, d, n: translate(
        "HintReason", "All the cards left go to you, so the order does not matter."
    ),
    K.ONLY_CARD: lambda r, d, n: translate("HintReason", "It is the only card left."),
    K.WILD_ADDS: lambda r, d, n: arg(
        #: A hint's reason after "Place the wild in the green family." ("it" is that
        #: choice, not the card). %1 points, e.g. 40.
        translate("HintReason", "This adds %1 points to your score."),
        _number(r.amount),
    ),
    K.RANDOM: lambda r, d, n: translate("HintReason", "A random legal choice."),
}


def reason_text(reasons: Sequence[Reason], deck: Deck, names: Sequence[str]) -> str:
    """The bot's reasons as translated sentences ("" when it gave none)."""
    return " ".join(TEMPLATES[r.kind](r, deck, names) for r in reasons)
