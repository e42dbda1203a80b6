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
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.model.text import arg, card_id_text, family_name_text, translate

K = ReasonKind


class HintReason(QObject):
    """The sentences with a count: lupdate sees plural forms only in ``self.tr(..., n)``."""

    def did_not_pay(self, n: int) -> str:
        return self.tr("Bidding did not pay in %n simulated game(s).", None, n)

    def won_share(self, n: int) -> str:
        return self.tr("This bid won the card in %1 of %n simulated game(s).", None, n)

    def did_best(self, n: int) -> str:
        return self.tr("It did best in %n simulated game(s).", None, n)

    def count_is_cheap(self, n: int) -> str:
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


def _percent(share: float | None) -> str:
    """A share as a percentage, the sign placed as the language places it."""
    number = QLocale().toString(round(100 * (share or 0.0)))
    return arg(translate("HintReason", "%1%", "a percentage, e.g. 63%"), number)


def _seat_name(names: Sequence[str], seat: int | None) -> str:
    if seat is not None and 0 <= seat < len(names):
        return names[seat]
    return arg(translate("HintReason", "seat %1"), _number((seat or 0) + 1))


Template = Callable[[Reason, Deck, Sequence[str]], str]


def _card(reason: Reason, deck: Deck) -> str:
    return card_id_text(deck, reason.card or "")


TEMPLATES: dict[ReasonKind, Template] = {
    K.NOTHING_TO_BID: lambda r, d, n: translate("HintReason", "You have nothing to bid."),
    K.NO_GAIN: lambda r, d, n: translate("HintReason", "It adds nothing to your score."),
    K.OTHERS_PAY_MORE: lambda r, d, n: arg(
        translate("HintReason", "The others look ready to pay more than %1."), _number(r.amount)
    ),
    K.NOT_WORTH_COST: lambda r, d, n: translate(
        "HintReason", "No bid high enough to win is worth what it costs."
    ),
    K.COUNT_IS_CHEAP: lambda r, d, n: arg(
        _plurals().count_is_cheap(r.count or 0), _seat_name(n, r.seat), _number(r.amount)
    ),
    K.CARD_ADDS_TO_FAMILY: lambda r, d, n: arg(
        translate("HintReason", "The %1 adds %2 points to your %3 family."),
        _card(r, d),
        _number(r.amount),
        family_name_text(r.family or ""),
    ),
    K.CARD_ADDS_TO_SCORE: lambda r, d, n: arg(
        translate("HintReason", "The %1 adds %2 points to your score."),
        _card(r, d),
        _number(r.amount),
    ),
    K.CARD_IS_MONEY: lambda r, d, n: arg(
        translate("HintReason", "The %1 adds nothing to your score but is money for later bids."),
        _card(r, d),
    ),
    K.SIM_NO_PAY: lambda r, d, n: _plurals().did_not_pay(r.count or 0),
    K.SIM_WON_SHARE: lambda r, d, n: arg(_plurals().won_share(r.count or 0), _percent(r.share)),
    K.PICK_ADDS: lambda r, d, n: arg(
        translate("HintReason", "It adds %1 points to your %2 family."),
        _number(r.amount),
        family_name_text(r.family or ""),
    ),
    K.PICK_DENIES: lambda r, d, n: arg(
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
        translate("HintReason", "It adds %1 points to your score."), _number(r.amount)
    ),
    K.RANDOM: lambda r, d, n: translate("HintReason", "A random legal choice."),
}


def reason_text(reasons: Sequence[Reason], deck: Deck, names: Sequence[str]) -> str:
    """The bot's reasons as translated sentences ("" when it gave none)."""
    return " ".join(TEMPLATES[r.kind](r, deck, names) for r in reasons)
