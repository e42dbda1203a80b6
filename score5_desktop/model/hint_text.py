"""A bot's reason for a hint, in the interface language.

The bots (``ai/explain.py``) give their reason as one English phrase built
from a small fixed grammar ("bid 45: the red-115 adds 75 to my red"): the ai
layer knows no Qt and runs in worker processes. Here, at the model edge, the
phrase is read back into its parts (card ids, numbers, families) and each
part is worded again through ``translate``, addressed to the player ("your
red"). A phrase this module does not recognise is left out rather than shown
in English in a French window: the decision itself is always shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from score5_desktop.engine.cards import Deck
from score5_desktop.model.text import arg, card_id_text, family_name_text, plural, translate

_CARD = r"(?P<card>[a-z]+-\d+)"
_N = r"(?P<n>\d+)"
_FAMILY = r"(?P<family>green|red|yellow|purple|blue)"

# The prefixes repeat what the decision text already says, so they are dropped.
_PREFIXES = (
    re.compile(r"^bid \d+: "),
    re.compile(r"^take the [a-z]+-\d+: "),
    re.compile(r"^no bid: "),
    re.compile(r"^the wild as [a-z]+: "),
)


def _simulated(match: re.Match[str]) -> int:
    return int(match["count"])


class HintReason(QObject):
    """The plural sentences: lupdate sees plural forms only in ``self.tr(..., n)``."""

    def did_not_pay(self, n: int) -> str:
        return plural(self.tr("Bidding did not pay in %n simulated game(s).", None, n), n)

    def won_share(self, n: int) -> str:
        return plural(self.tr("This bid won the card in %1 of %n simulated game(s).", None, n), n)


_PLURALS: list[HintReason] = []


def _plurals() -> HintReason:
    if not _PLURALS:
        _PLURALS.append(HintReason())
    return _PLURALS[0]


Wording = Callable[[re.Match[str], Deck, Sequence[str]], str]


def _card(match: re.Match[str], deck: Deck) -> str:
    return card_id_text(deck, match["card"])


def _rules() -> list[tuple[re.Pattern[str], Wording]]:
    """Each English phrase the bots use, and how to word it again."""
    return [
        (
            re.compile(r"it adds nothing to my score"),
            lambda m, d, n: translate("HintReason", "It adds nothing to your score."),
        ),
        (
            re.compile(rf"the others look ready to pay over {_N}"),
            lambda m, d, n: arg(
                translate("HintReason", "The others look ready to pay more than %1."), m["n"]
            ),
        ),
        (
            re.compile(r"no bid reaching the price is worth its cost"),
            lambda m, d, n: translate(
                "HintReason", "No bid high enough to win is worth what it costs."
            ),
        ),
        (
            re.compile(rf"the {_CARD} adds nothing to my score but is money for later bids"),
            lambda m, d, n: arg(
                translate(
                    "HintReason", "The %1 adds nothing to your score but is money for later bids."
                ),
                _card(m, d),
            ),
        ),
        (
            re.compile(rf"the {_CARD} adds {_N} to my score"),
            lambda m, d, n: arg(
                translate("HintReason", "The %1 adds %2 points to your score."), _card(m, d), m["n"]
            ),
        ),
        (
            re.compile(rf"the {_CARD} adds {_N} to my {_FAMILY}"),
            lambda m, d, n: arg(
                translate("HintReason", "The %1 adds %2 points to your %3 family."),
                _card(m, d),
                m["n"],
                family_name_text(m["family"]),
            ),
        ),
        (
            re.compile(rf"it adds {_N} to my score"),
            lambda m, d, n: arg(
                translate("HintReason", "It adds %1 points to your score."), m["n"]
            ),
        ),
        (
            re.compile(rf"it adds {_N} to my {_FAMILY}"),
            lambda m, d, n: arg(
                translate("HintReason", "It adds %1 points to your %2 family."),
                m["n"],
                family_name_text(m["family"]),
            ),
        ),
        (
            re.compile(r"the biggest card for later bids"),
            lambda m, d, n: translate("HintReason", "It is the biggest card for later bids."),
        ),
        (
            re.compile(r"the biggest card"),
            lambda m, d, n: translate("HintReason", "It is the biggest card."),
        ),
        (
            re.compile(rf"it keeps {_N} points from seat (?P<seat>\d+), the leader"),
            lambda m, d, n: arg(
                translate("HintReason", "It keeps %1 points from %2, who leads."),
                m["n"],
                _seat_name(n, int(m["seat"])),
            ),
        ),
        (
            re.compile(r"bidding did not pay in (?P<count>\d+) simulated games"),
            lambda m, d, n: _plurals().did_not_pay(_simulated(m)),
        ),
        (
            re.compile(r"(?P<pct>\d+%) of (?P<count>\d+) simulated games"),
            lambda m, d, n: arg(_plurals().won_share(_simulated(m)), m["pct"]),
        ),
        (
            re.compile(r"it did best in simulated games"),
            lambda m, d, n: translate("HintReason", "It did best in simulated games."),
        ),
        (
            re.compile(r"I have nothing to bid"),
            lambda m, d, n: translate("HintReason", "You have nothing to bid."),
        ),
        (
            re.compile(r"a random legal choice"),
            lambda m, d, n: translate("HintReason", "A random legal choice."),
        ),
    ]


def _seat_name(names: Sequence[str], seat: int) -> str:
    """The bots count seats from 1."""
    if 1 <= seat <= len(names):
        return names[seat - 1]
    return arg(translate("HintReason", "seat %1"), seat)


def reason_text(reason: str, deck: Deck, names: Sequence[str]) -> str:
    """The bot's reason as translated sentences, or "" if it is not recognised."""
    text = reason.strip()
    for prefix in _PREFIXES:
        text = prefix.sub("", text, count=1)
    if text in ("", "no bid"):
        return ""
    sentences = []
    for clause in re.split(r", and it won the card in ", text):
        for pattern, wording in _rules():
            match = pattern.fullmatch(clause)
            if match is not None:
                sentences.append(wording(match, deck, names))
                break
        else:
            return ""
    return " ".join(sentences)
