"""The action offer: from the cards a player has chosen, the plays the rules allow.

The table asks this, never the other way round: a player picks cards from the
hand, and the offer says which of *lead*, *overwrite* and *add* that choice
makes legal, whether *pass* is open, and, when the choice makes no play, a
typed reason the table words ("not a meld", "a run stays in one band", "not
stronger than the central meld" ...). Plain Python on card values, as the
rules (``FIVE_THREE_FIVE.md``, F3-F5, F10, F11, F13) put it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

BANDS: tuple[tuple[int, ...], ...] = ((1, 2, 3, 4, 5), (7, 8, 9), (11, 12, 13, 14, 15))
"""The three bands, rain, cloud and sun; a run never leaves its band."""
ALL_VALUES: tuple[int, ...] = tuple(v for band in BANDS for v in band)
MAX_PLAYED = 3
"""Cards from hand are played at most three at a time (a lead, an overwrite, an add)."""


class Kind(Enum):
    SINGLE = "single"
    SET = "set"
    RUN = "run"


class Action(Enum):
    LEAD = "lead"
    OVERWRITE = "overwrite"
    ADD = "add"
    PASS = "pass"


class Refusal(Enum):
    """Why the chosen cards make no play."""

    NOTHING_CHOSEN = "nothing-chosen"
    TOO_MANY = "too-many"
    """More than three cards at once."""
    NOT_A_MELD = "not-a-meld"
    """Neither one value nor consecutive values."""
    RUN_LEAVES_BAND = "run-leaves-band"
    """Consecutive across a missing value (5-7, 9-11): a run stays in one band."""
    WRONG_KIND = "wrong-kind"
    """An overwrite must be of the central meld's kind (and adding does not fit either)."""
    WRONG_SIZE = "wrong-size"
    """An overwrite must have as many cards as the central meld (and adding does not fit)."""
    NOT_STRONGER = "not-stronger"
    """Of the right kind and size, but not stronger (and adding does not fit)."""
    TOO_LONG_TO_OVERWRITE = "too-long-to-overwrite"
    """A central meld of four cards or more can only be added to (without *no limit*)."""
    NOT_YOUR_TURN = "not-your-turn"
    PASSED = "passed"
    """This player passed in this trick (without *open pass*) and is out of it."""


@dataclass(frozen=True, slots=True)
class Shape:
    """A meld's kind, size and lowest value; ``strength`` as F3 and F13 compare them."""

    kind: Kind
    size: int
    low: int

    def beats(self, other: Shape) -> bool:
        """Stronger than ``other`` of the same kind and size (F3): higher singles and
        sets, lower runs."""
        if self.kind is Kind.RUN:
            return self.low < other.low
        return self.low > other.low

    def strength(self) -> int:
        """The strength number of F13 (*no limit*): a single's or a set's value; a run's
        16 minus its lowest value."""
        return 16 - self.low if self.kind is Kind.RUN else self.low


def _band(value: int) -> int:
    for index, band in enumerate(BANDS):
        if value in band:
            return index
    raise ValueError(f"no card has the value {value!r}")


def shape_of(cards: Sequence[int]) -> Shape | Refusal:
    """The shape of these cards as one meld, or why they are none (any number of cards)."""
    values = sorted(cards)
    if not values:
        return Refusal.NOTHING_CHOSEN
    for value in values:
        _band(value)
    if len(set(values)) == 1:
        return Shape(Kind.SINGLE if len(values) == 1 else Kind.SET, len(values), values[0])
    if len(set(values)) != len(values):
        return Refusal.NOT_A_MELD
    positions = [ALL_VALUES.index(v) for v in values]
    if positions != list(range(positions[0], positions[0] + len(values))):
        return Refusal.NOT_A_MELD
    if len({_band(v) for v in values}) > 1:
        return Refusal.RUN_LEAVES_BAND
    return Shape(Kind.RUN, len(values), values[0])


@dataclass(frozen=True, slots=True)
class Play:
    action: Action
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Offer:
    """What the table offers for a choice of cards.

    ``plays``: the legal plays with exactly these cards (an overwrite and an add
    can both be legal); ``can_pass``: whether passing is open; ``refusal``: why
    the choice makes no play (None when it makes one, or nothing is chosen and
    the player may simply pass); ``central``: the central meld's shape, which
    the reason's wording may name."""

    plays: tuple[Play, ...]
    can_pass: bool
    refusal: Refusal | None
    central: Shape | None = None

    def play(self, action: Action) -> Play | None:
        return next((p for p in self.plays if p.action is action), None)


@dataclass(frozen=True, slots=True)
class Table:
    """The facts of the trick the offer needs: the central meld (empty when the player
    leads), whether the player may act now, and the options that change the offer."""

    central: tuple[int, ...] = ()
    to_act: bool = True
    passed: bool = False
    no_limit: bool = False


def can_add(central: Sequence[int], cards: Sequence[int]) -> bool:
    """Whether the central meld with ``cards`` added is still one set or one run (F4)."""
    if not central or not cards or len(cards) > MAX_PLAYED:
        return False
    result = shape_of([*central, *cards])
    return isinstance(result, Shape) and result.kind is not Kind.SINGLE


def can_overwrite(central: Sequence[int], cards: Sequence[int], no_limit: bool = False) -> bool:
    """Whether ``cards`` overwrite the central meld (F3; F13 with *no limit*)."""
    return _overwrite_refusal(central, cards, no_limit) is None


def _overwrite_refusal(
    central: Sequence[int], cards: Sequence[int], no_limit: bool
) -> Refusal | None:
    mine = shape_of(cards)
    if isinstance(mine, Refusal):
        return mine
    if mine.size > MAX_PLAYED:
        return Refusal.TOO_MANY
    theirs = shape_of(central)
    if not isinstance(theirs, Shape):
        raise ValueError(f"the central meld {central!r} is not a meld")
    if no_limit:
        return None if mine.strength() > theirs.strength() else Refusal.NOT_STRONGER
    if theirs.size > MAX_PLAYED:
        return Refusal.TOO_LONG_TO_OVERWRITE
    if mine.kind is not theirs.kind:
        return Refusal.WRONG_KIND
    if mine.size != theirs.size:
        return Refusal.WRONG_SIZE
    return None if mine.beats(theirs) else Refusal.NOT_STRONGER


def offer(hand: Sequence[int], chosen: Sequence[int], table: Table) -> Offer:
    """The plays ``chosen`` (cards of ``hand``) makes legal on ``table``, or why none.

    Raises ``ValueError`` when ``chosen`` is not part of ``hand``: the table can
    only choose cards the player holds."""
    pool = list(hand)
    for card in chosen:
        if card not in pool:
            raise ValueError(f"{card!r} is not in the hand {sorted(hand)!r}")
        pool.remove(card)
    cards = tuple(sorted(chosen))
    central = tuple(sorted(table.central))
    central_shape = shape_of(central) if central else None
    shape = central_shape if isinstance(central_shape, Shape) else None
    leading = not central
    can_pass = table.to_act and not table.passed and not leading
    if not table.to_act:
        return Offer((), False, Refusal.NOT_YOUR_TURN, shape)
    if table.passed:
        return Offer((), False, Refusal.PASSED, shape)
    if not cards:
        return Offer((), can_pass, None if can_pass else Refusal.NOTHING_CHOSEN, shape)
    if len(cards) > MAX_PLAYED:
        return Offer((), can_pass, Refusal.TOO_MANY, shape)
    if leading:
        mine = shape_of(cards)
        if isinstance(mine, Refusal):
            return Offer((), False, mine, None)
        return Offer((Play(Action.LEAD, cards),), False, None, None)
    plays: list[Play] = []
    refusal = _overwrite_refusal(central, cards, table.no_limit)
    if refusal is None:
        plays.append(Play(Action.OVERWRITE, cards))
    if can_add(central, cards):
        plays.append(Play(Action.ADD, cards))
    if plays:
        return Offer(tuple(plays), can_pass, None, shape)
    return Offer((), can_pass, refusal, shape)


def all_plays(hand: Sequence[int], table: Table) -> list[Play]:
    """Every legal play from ``hand`` (each distinct choice of one to three cards), for
    tests and for spotting a forced pass: no play at all means the player must pass."""
    values = sorted(hand)
    choices: set[tuple[int, ...]] = set()

    def grow(start: int, picked: tuple[int, ...]) -> None:
        if picked:
            choices.add(picked)
        if len(picked) == MAX_PLAYED:
            return
        for index in range(start, len(values)):
            if index > start and values[index] == values[index - 1]:
                continue
            grow(index + 1, (*picked, values[index]))

    grow(0, ())
    plays = []
    for choice in sorted(choices):
        plays.extend(offer(values, choice, table).plays)
    return plays
