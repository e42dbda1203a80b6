"""A lean copy of the trick rules on value counts, for the searching bots' playouts.

Search plays thousands of deals per decision, so it cannot afford the engine's
general objects. This module keeps one deal as plain lists (13 counts per hand,
the central meld as ``(kind, low index, size)``) and lists and applies plays as
``(action, cards)`` tuples of value indexes. It follows the engine exactly for
everything within a deal (overwrite, add, pass, the four ends of a trick, going
out, *open pass* and *no limit*); ``tests/games/five_three_five/test_bots_fastplay``
plays random deals through both and checks they agree. Totals and the next deal
are the engine's business: a playout stops when someone goes out.
"""

from __future__ import annotations

import random

from score5_desktop.games.five_three_five.bots.values import BAND_END, EIGHT, N_VALUES, VALUES

LEAD, OVERWRITE, ADD, PASS = 0, 1, 2, 3
SINGLE, SET, RUN = 1, 2, 3
PASS_PLAY: tuple[int, tuple[int, ...]] = (PASS, ())
Play = tuple[int, tuple[int, ...]]
Meld = tuple[int, int, int]  # kind, low index, size

BAND_START: tuple[int, ...] = tuple(0 if e == 4 else 5 if e == 7 else 8 for e in BAND_END)
_RUN = [[tuple(range(i, i + k)) for k in range(6)] for i in range(N_VALUES)]
_SAME = [[(i,) * k for k in range(6)] for i in range(N_VALUES)]


def meld_of(cards: tuple[int, ...]) -> Meld:
    """The meld a lead or an overwrite puts down (cards sorted, already known legal)."""
    k = len(cards)
    if k == 1:
        return (SINGLE, cards[0], 1)
    if cards[0] == cards[-1]:
        return (SET, cards[0], k)
    return (RUN, cards[0], k)


def strength_number(meld: Meld) -> int:
    """F13: a single's or set's value; a run's 16 minus its lowest value."""
    kind, lo, _ = meld
    return 16 - VALUES[lo] if kind == RUN else VALUES[lo]


def lead_plays(h: list[int], action: int = LEAD) -> list[Play]:
    """Every single, set of 2–3 and run of 2–3 the hand holds."""
    out: list[Play] = []
    for i in range(N_VALUES):
        c = h[i]
        if not c:
            continue
        same = _SAME[i]
        out.append((action, same[1]))
        if c >= 2:
            out.append((action, same[2]))
            if c >= 3:
                out.append((action, same[3]))
        if i < BAND_END[i] and h[i + 1]:
            run = _RUN[i]
            out.append((action, run[2]))
            if i + 1 < BAND_END[i] and h[i + 2]:
                out.append((action, run[3]))
    return out


def overwrites(h: list[int], central: Meld, no_limit: bool) -> list[Play]:
    """Stronger melds of the same kind and size (F3), or of any shape under F13."""
    kind, lo, size = central
    out: list[Play] = []
    if no_limit:
        need = strength_number(central)
        for play in lead_plays(h, OVERWRITE):
            if strength_number(meld_of(play[1])) > need:
                out.append(play)
        return out
    if size > 3:
        return out
    if kind == RUN:
        for j in range(lo):
            end = j + size - 1
            if end <= BAND_END[j] and all(h[x] for x in range(j, end + 1)):
                out.append((OVERWRITE, _RUN[j][size]))
        return out
    for j in range(lo + 1, N_VALUES):
        if h[j] >= size:
            out.append((OVERWRITE, _SAME[j][size]))
    return out


def adds(h: list[int], central: Meld) -> list[Play]:
    """1–3 cards that leave the central meld one set or one run (F4)."""
    kind, lo, size = central
    out: list[Play] = []
    if kind != RUN:
        for k in range(1, min(3, h[lo]) + 1):
            out.append((ADD, _SAME[lo][k]))
        if kind == SET:
            return out
    hi = lo + size - 1
    start, end = BAND_START[lo], BAND_END[lo]
    below = 0
    while below < 3 and lo - below - 1 >= start and h[lo - below - 1]:
        below += 1
    above = 0
    while above < 3 and hi + above + 1 <= end and h[hi + above + 1]:
        above += 1
    for a in range(below + 1):
        for b in range(min(above, 3 - a) + 1):
            if a + b:
                out.append((ADD, tuple(range(lo - a, lo)) + tuple(range(hi + 1, hi + b + 1))))
    return out


def responses(h: list[int], central: Meld, no_limit: bool) -> list[Play]:
    """Every legal play but the pass when a central meld is down."""
    return overwrites(h, central, no_limit) + adds(h, central)


def merged(central: Meld, cards: tuple[int, ...]) -> Meld:
    """The central meld after an add."""
    kind, lo, size = central
    k = len(cards)
    if kind != RUN and cards[0] == lo:
        return (SET, lo, size + k)
    return (RUN, min(lo, cards[0]), size + k)


class Deal:
    """One deal in progress on counts: hands, central meld, passes, who acts."""

    __slots__ = (
        "n",
        "hands",
        "sizes",
        "central",
        "owner",
        "passed",
        "passes",
        "turn",
        "copies",
        "open_pass",
        "no_limit",
        "out",
    )

    def __init__(
        self,
        hands: list[list[int]],
        turn: int,
        copies: int,
        central: Meld | None = None,
        owner: int = -1,
        passed: list[bool] | None = None,
        passes: int = 0,
        open_pass: bool = False,
        no_limit: bool = False,
    ) -> None:
        self.n = len(hands)
        self.hands = hands
        self.sizes = [sum(h) for h in hands]
        self.central = central
        self.owner = owner
        self.passed = passed if passed is not None else [False] * self.n
        self.passes = passes  # passes in a row since the last play (open pass)
        self.turn = turn
        self.copies = copies
        self.open_pass = open_pass
        self.no_limit = no_limit
        self.out = -1  # the seat that went out, once someone has

    def copy(self) -> Deal:
        d = Deal.__new__(Deal)
        d.n = self.n
        d.hands = [h[:] for h in self.hands]
        d.sizes = self.sizes[:]
        d.central = self.central
        d.owner = self.owner
        d.passed = self.passed[:]
        d.passes = self.passes
        d.turn = self.turn
        d.copies = self.copies
        d.open_pass = self.open_pass
        d.no_limit = self.no_limit
        d.out = self.out
        return d

    def legal(self) -> list[Play]:
        h = self.hands[self.turn]
        if self.central is None:
            return lead_plays(h)
        return responses(h, self.central, self.no_limit) + [PASS_PLAY]

    def ends_trick(self, play: Play) -> bool:
        """Whether this overwrite or add ends the trick at once (F6, items 2–4)."""
        action, cards = play
        if action == LEAD or action == PASS:
            return False
        if EIGHT in cards:
            return True
        central = self.central
        assert central is not None
        kind, _, size = merged(central, cards) if action == ADD else meld_of(cards)
        return (kind == SET and size == self.copies) or (kind == RUN and size == 5)

    def apply(self, play: Play) -> None:
        p = self.turn
        action, cards = play
        n = self.n
        if action == PASS:
            if self.open_pass:
                self.passes += 1
                if self.passes >= n - 1:
                    self._new_trick(self.owner)
                    return
            else:
                passed = self.passed
                passed[p] = True
                if passed.count(True) >= n - 1:
                    self._new_trick(self.owner)
                    return
            self.turn = self._next(p)
            return
        h = self.hands[p]
        for c in cards:
            h[c] -= 1
        self.sizes[p] -= len(cards)
        if self.sizes[p] == 0:
            self.out = p
            return
        ends = self.ends_trick(play)
        if action == ADD:
            assert self.central is not None
            self.central = merged(self.central, cards)
        else:
            self.central = meld_of(cards)
        self.owner = p
        self.passes = 0
        if ends:
            self._new_trick(p)
        else:
            following = self._next(p)
            if following == p:  # everyone else is out of this trick already
                self._new_trick(p)
            else:
                self.turn = following

    def _new_trick(self, leader: int) -> None:
        self.central = None
        self.passed = [False] * self.n
        self.passes = 0
        self.owner = -1
        self.turn = leader

    def _next(self, p: int) -> int:
        n = self.n
        q = (p + 1) % n
        if not self.open_pass:
            passed = self.passed
            while q != p and passed[q]:
                q = (q + 1) % n
        return q


def sample_hands(
    unseen: list[int], sizes: list[int], me: int, my_hand: list[int], rng: random.Random
) -> list[list[int]]:
    """Deal the unseen cards at random to the other seats, ``sizes[s]`` each (the rest
    stays undealt): one world consistent with what ``me`` has seen."""
    pool = [i for i in range(N_VALUES) for _ in range(unseen[i])]
    rng.shuffle(pool)
    hands = []
    at = 0
    for s, size in enumerate(sizes):
        if s == me:
            hands.append(my_hand[:])
            continue
        h = [0] * N_VALUES
        for c in pool[at : at + size]:
            h[c] += 1
        at += size
        hands.append(h)
    return hands
