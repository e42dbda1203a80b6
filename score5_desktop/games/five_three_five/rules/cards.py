"""The cards of Five Three Five: values, bands, penalties and the deck per player count (F1).

Copies of a value are identical in play, so a card *is* its value. Inside the
engine a hand is a ``Counts`` code: one 4-bit digit per value (the count of
that value, at most 5), so that "does this hand hold these cards" is one
subtraction and one mask (see ``holds``). Values are indexed 0..12 in
``VALUES`` order for those digits.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from functools import cache
from typing import NamedTuple

#: The thirteen values: no 6 and no 10.
VALUES: tuple[int, ...] = (1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 14, 15)
VALUE_SET = frozenset(VALUES)
#: Position of each value in ``VALUES`` (its digit in a counts code).
INDEX: dict[int, int] = {v: i for i, v in enumerate(VALUES)}
EIGHT = 8
MIN_PLAYERS = 2
MAX_PLAYERS = 6


class Band(StrEnum):
    """The three runs of consecutive values; a run never crosses from one to the next."""

    RAIN = "rain"  # 1-5
    CLOUD = "cloud"  # 7-9
    SUN = "sun"  # 11-15


BANDS: dict[Band, tuple[int, ...]] = {
    Band.RAIN: (1, 2, 3, 4, 5),
    Band.CLOUD: (7, 8, 9),
    Band.SUN: (11, 12, 13, 14, 15),
}
BAND_OF: dict[int, Band] = {v: band for band, values in BANDS.items() for v in values}


def penalty(value: int) -> int:
    """Points a card left in hand costs at the end of a deal: 8 is 5, 1 and 15 are 3,
    11-14 are 2, everything else 1."""
    if value == EIGHT:
        return 5
    if value in (1, 15):
        return 3
    if 11 <= value <= 14:
        return 2
    return 1


PENALTY: dict[int, int] = {v: penalty(v) for v in VALUES}


class Setup(NamedTuple):
    """How the cards are shared at a player count (F1, F2, F12)."""

    copies: int  # copies of each value in play
    hand_size: int
    hands_per_shuffle: int  # 2 only for two players without *one hand*

    @property
    def deck_size(self) -> int:
        return self.copies * len(VALUES)

    def undealt(self, players: int) -> int:
        """Cards of a shuffle left face down: what no hand of that shuffle takes."""
        return self.deck_size - players * self.hand_size * self.hands_per_shuffle


def setup_for(players: int, *, one_hand: bool = False, big_deal: bool = False) -> Setup:
    """The sharing of the cards for ``players`` seats and the options that change it."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Five Three Five is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    if players == 2:
        return Setup(copies=4, hand_size=12, hands_per_shuffle=1 if one_hand else 2)
    if players == 3:
        return Setup(copies=4, hand_size=16 if big_deal else 13, hands_per_shuffle=1)
    if players == 4:
        return Setup(copies=4, hand_size=12, hands_per_shuffle=1)
    return Setup(copies=5, hand_size=12 if players == 5 else 10, hands_per_shuffle=1)


def deck_for(copies: int) -> list[int]:
    """Every card in play, sorted: ``copies`` of each value."""
    return [v for v in VALUES for _ in range(copies)]


# -- counts codes ------------------------------------------------------------------
#: The spare top bit of every 4-bit digit; see ``holds``.
GUARD = sum(8 << (4 * i) for i in range(len(VALUES)))
DIGIT = [1 << (4 * i) for i in range(len(VALUES))]


def encode(cards: Iterable[int]) -> int:
    """The counts code of some cards (values)."""
    code = 0
    for value in cards:
        code += DIGIT[INDEX[value]]
    return code


@cache  # plays hold at most three cards: a few hundred distinct tuples
def encode_play(cards: tuple[int, ...]) -> int:
    """``encode`` for the cards of one play, remembered."""
    return encode(cards)


def _decode_slowly(code: int, first: int = 0) -> tuple[int, ...]:
    out: list[int] = []
    for i, value in enumerate(VALUES[first:], start=first):
        out.extend([value] * ((code >> (4 * (i - first))) & 15))
    return tuple(out)


# Two digits (one byte) at a time: the values each byte of a code stands for.
_BYTES = [
    {byte: _decode_slowly(byte, first) for byte in range(256) if byte & 15 < 8 and byte >> 4 < 8}
    for first in range(0, len(VALUES), 2)
]


def decode(code: int) -> tuple[int, ...]:
    """The sorted values a counts code holds."""
    out: tuple[int, ...] = ()
    for table in _BYTES:
        out += table[code & 255]
        code >>= 8
    return out


def deck_code(copies: int) -> int:
    """The counts code of every card in play: ``copies`` of each value."""
    return copies * sum(DIGIT)


def counts(code: int) -> tuple[int, ...]:
    """How many of each value (in ``VALUES`` order) a counts code holds."""
    return tuple((code >> (4 * i)) & 15 for i in range(len(VALUES)))


def holds(code: int, need: int) -> bool:
    """Whether the cards ``code`` holds include the cards ``need`` holds.

    Every digit is at most 5, so with the guard bit set in each digit no
    subtraction borrows across digits unless one digit of ``need`` is larger."""
    return (((code | GUARD) - need) & GUARD) == GUARD
