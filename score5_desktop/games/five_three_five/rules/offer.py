"""The action offer: from the cards a player has chosen, the plays the rules allow.

The table asks this, never the other way round: a player picks cards from the
hand, and the offer says which of *lead*, *overwrite* and *add* that choice
makes legal, whether *pass* is open, and, when the choice makes no play, a
typed reason the table words ("not a meld", "a run stays in one band", "not
stronger than the central meld" ...). Plain Python on card values, as the
rules (docs/rulings.md, F3-F5, F10, F11, F13) put it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from score5_desktop.games.five_three_five.rules.cards import BAND_OF, VALUES
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.legal import MAX_PLAY
from score5_desktop.games.five_three_five.rules.melds import Meld, after_add, beats, classify
from score5_desktop.games.five_three_five.rules.view import SeatView


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


def shape_of(cards: Sequence[int]) -> Meld | Refusal:
    """The meld these cards form (any number of them), or why they form none."""
    values = tuple(sorted(cards))
    if not values:
        return Refusal.NOTHING_CHOSEN
    if any(v not in BAND_OF for v in values):
        raise ValueError(f"no card has the value {values!r}")
    meld = classify(values)
    if meld is not None:
        return meld
    distinct = sorted(set(values))
    positions = [VALUES.index(v) for v in distinct]
    consecutive = len(distinct) == len(values) and positions == list(
        range(positions[0], positions[0] + len(values))
    )
    return Refusal.RUN_LEAVES_BAND if consecutive else Refusal.NOT_A_MELD


@dataclass(frozen=True, slots=True)
class Offer:
    """What the table offers for a choice of cards.

    ``plays``: the legal plays with exactly these cards (an overwrite and an add
    can both be legal); ``can_pass``: whether passing is open; ``refusal``: why
    the choice makes no play (None when it makes one, or nothing is chosen and
    the player may simply pass); ``central``: the central meld, which the
    reason's wording may name."""

    plays: tuple[Play, ...]
    can_pass: bool
    refusal: Refusal | None
    central: Meld | None = None

    def play(self, action: Action) -> Play | None:
        return next((p for p in self.plays if p.action is action), None)


@dataclass(frozen=True, slots=True)
class Trick:
    """The facts of the trick the offer needs: whose choice it is, the central meld's
    cards (empty when that seat leads), whether the seat may act now, and *no limit*.

    ``legal``: the engine's own legal plays for the seat now (``trick_of``). When given,
    the offer offers those and nothing else: the table never keeps a rule of its own
    (with *open pass*, a seat that passed plays again when the turn comes back, though
    it is in ``SeatView.passed``). ``to_act`` and ``passed`` then follow from it."""

    seat: int
    central: tuple[int, ...] = ()
    to_act: bool = True
    passed: bool = False
    no_limit: bool = False
    legal: frozenset[Play] | None = None


def trick_of(view: SeatView) -> Trick:
    """The trick as ``view``'s seat decides in it, with the engine's legal plays."""
    legal = frozenset(view.legal_plays())
    return Trick(
        view.seat,
        central=view.central,
        to_act=bool(legal),
        no_limit=view.options.no_limit,
        legal=legal,
    )


def can_add(central: Sequence[int], cards: Sequence[int]) -> bool:
    """Whether the central meld with ``cards`` added is still one set or one run (F4)."""
    meld = classify(tuple(sorted(central))) if central else None
    return meld is not None and after_add(meld, tuple(sorted(cards))) is not None


def _overwrite_refusal(central: Meld, cards: Sequence[int], no_limit: bool) -> Refusal | None:
    mine = shape_of(cards)
    if isinstance(mine, Refusal):
        return mine
    if mine.size > MAX_PLAY:
        return Refusal.TOO_MANY
    if beats(mine, central, no_limit=no_limit):
        return None
    if no_limit:
        return Refusal.NOT_STRONGER
    if central.size > MAX_PLAY:
        return Refusal.TOO_LONG_TO_OVERWRITE
    if mine.kind is not central.kind:
        return Refusal.WRONG_KIND
    if mine.size != central.size:
        return Refusal.WRONG_SIZE
    return Refusal.NOT_STRONGER


def offer(hand: Sequence[int], chosen: Sequence[int], trick: Trick) -> Offer:
    """The plays ``chosen`` (cards of ``hand``) makes legal in ``trick``, or why none.

    Raises ``ValueError`` when ``chosen`` is not part of ``hand`` (the table can
    only choose cards the player holds) or the central meld is no meld."""
    pool = list(hand)
    for card in chosen:
        if card not in pool:
            raise ValueError(f"{card!r} is not in the hand {sorted(hand)!r}")
        pool.remove(card)
    cards = tuple(sorted(chosen))
    central = classify(tuple(sorted(trick.central))) if trick.central else None
    if trick.central and central is None:
        raise ValueError(f"the central meld {trick.central!r} is not a meld")
    if trick.legal is not None:
        return _within(offer(hand, chosen, replace(trick, legal=None)), trick)
    can_pass = trick.to_act and not trick.passed and central is not None
    if not trick.to_act:
        return Offer((), False, Refusal.NOT_YOUR_TURN, central)
    if trick.passed:
        return Offer((), False, Refusal.PASSED, central)
    if not cards:
        return Offer((), can_pass, None if can_pass else Refusal.NOTHING_CHOSEN, central)
    if len(cards) > MAX_PLAY:
        return Offer((), can_pass, Refusal.TOO_MANY, central)
    if central is None:
        mine = shape_of(cards)
        if isinstance(mine, Refusal):
            return Offer((), False, mine, None)
        return Offer((Play(trick.seat, Action.LEAD, cards),), False, None, None)
    plays: list[Play] = []
    refusal = _overwrite_refusal(central, cards, trick.no_limit)
    if refusal is None:
        plays.append(Play(trick.seat, Action.OVERWRITE, cards))
    if after_add(central, cards) is not None:
        plays.append(Play(trick.seat, Action.ADD, cards))
    if plays:
        return Offer(tuple(plays), can_pass, None, central)
    return Offer((), can_pass, refusal, central)


def _within(found: Offer, trick: Trick) -> Offer:
    """``found`` (the offer's reading of the rules) kept to the engine's ``trick.legal``."""
    legal = trick.legal or frozenset()
    plays = tuple(p for p in found.plays if p in legal)
    can_pass = Play(trick.seat, Action.PASS, ()) in legal
    return Offer(plays, can_pass, found.refusal, found.central)


def all_plays(hand: Sequence[int], trick: Trick) -> list[Play]:
    """Every legal play from ``hand`` found through the offer (each distinct choice of
    one to three cards), passes aside: the tests hold it equal to the engine's list."""
    values = sorted(hand)
    choices: set[tuple[int, ...]] = set()

    def grow(start: int, picked: tuple[int, ...]) -> None:
        if picked:
            choices.add(picked)
        if len(picked) == MAX_PLAY:
            return
        for index in range(start, len(values)):
            if index > start and values[index] == values[index - 1]:
                continue
            grow(index + 1, (*picked, values[index]))

    grow(0, ())
    plays = []
    for choice in sorted(choices):
        plays.extend(offer(values, choice, trick).plays)
    return plays
