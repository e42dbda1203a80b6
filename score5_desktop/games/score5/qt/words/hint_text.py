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

    def count_is_cheap(self, n: int) -> str:
        #: A hint's reason. %1 a player's name, e.g. "Bot 2"; %n the cards they bid, e.g.
        #: 3; %2 the most those cards can be worth, e.g. 30, from the cards you have seen.
        return self.tr(
            "%1 bids %n card(s), worth at most %2 from what you know of that hand.", None, n
        )


# Below this share of the coach's simulated games, a recommended bid is said to win the
# card rarely, and why it is still the bid to make is told (issue 48: a bid that wins 2%
# of the time was recommended with no reason).
RARELY = 0.25


def won_share_text(share: float | None) -> str:
    """How often the recommended bid won the card, without the count of simulated games
    (a player cannot use "in 50% of 2 games"); a rare win says why the bid still pays."""
    if (share or 0.0) < RARELY:
        #: A hint's reason after a bid's advice. %1 a percentage, e.g. "7%". Why a bid
        #: that seldom wins is recommended: the rules let a bidder choose among the
        #: winner's bid cards before the players who bid nothing.
        text = translate(
            "HintReason",
            "This bid wins the card only about %1 of the time, but a bidder chooses among "
            "the winner's cards before those who bid nothing.",
        )
    else:
        #: A hint's reason after a bid's advice. %1 a percentage, e.g. "63%".
        text = translate("HintReason", "This bid wins the card about %1 of the time.")
    return arg(text, percent_text(share))


def bid_net_text(r: Reason, deck: Deck) -> str:
    """What a bid gains and what it gives up (``BID_NET``), and the score's change in all."""
    if r.family is None:
        return arg(
            #: A hint's reason. %1 the wild card's name, e.g. "wild 75"; %2 points, e.g. 40;
            #: %3 a family name as it follows the word "family", e.g. "green"; %4 that
            #: family's value after the bid cards are given away, e.g. 0; %5 the change of
            #: the whole score, signed, e.g. "+35" or "−20".
            translate(
                "HintReason",
                "The %1 adds %2 points to your score, but your bid takes your %3 family "
                "down to %4: %5 points in all.",
            ),
            _card(r, deck),
            _number(r.amount),
            family_name_text(r.other or ""),
            _number(r.rest),
            _signed(r.net),
        )
    return arg(
        #: A hint's reason. %1 a card name, e.g. "blue 70"; %2 points, e.g. 55; %3 its
        #: family's name as it follows the word "family", e.g. "blue"; %4 another family
        #: name, e.g. "green"; %5 that family's value after the bid cards are given away,
        #: e.g. 0; %6 the change of the whole score, signed, e.g. "+35" or "−20".
        translate(
            "HintReason",
            "The %1 adds %2 points to your %3 family, but your bid takes your %4 family "
            "down to %5: %6 points in all.",
        ),
        _card(r, deck),
        _number(r.amount),
        family_name_text(r.family or ""),
        family_name_text(r.other or ""),
        _number(r.rest),
        _signed(r.net),
    )


def _signed(value: int | None) -> str:
    """A whole number with its sign always shown: "+35", "−20"."""
    number = int(value or 0)
    text = QLocale().toString(abs(number))
    return text if number == 0 else ("+" if number > 0 else "−") + text


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
    K.BID_NET: lambda r, d, n: bid_net_text(r, d),
    K.SIM_NO_PAY: lambda r, d, n: translate(
        #: A hint's reason after "Bid nothing.": the coach played the game ahead with each
        #: bid that could win the card.
        "HintReason",
        "Played ahead, every bid that could win this card cost you more than it brought.",
    ),
    K.SIM_WON_SHARE: lambda r, d, n: won_share_text(r.share),
    K.SIM_NEVER_WON: lambda r, d, n: translate(
        #: A hint's reason after a bid's advice that (played ahead) never wins the card.
        "HintReason",
        "This bid lets the card go, but a bidder chooses among the winner's cards before "
        "those who bid nothing.",
    ),
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
    K.SIM_BEST: lambda r, d, n: translate(
        #: A hint's reason after "Take green 10.": a card that adds nothing to your
        #: families now; the coach played the rest of the game ahead with each card.
        "HintReason",
        "It adds nothing to your families now, but played ahead it left you best placed "
        "of the cards on offer.",
    ),
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
