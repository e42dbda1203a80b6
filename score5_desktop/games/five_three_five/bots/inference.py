"""What the passes of this deal say about the other hands, and worlds that agree with them.

A seat that passes when it could have played is telling the table something:
either it holds nothing that beats or extends the central meld, or everything
it holds is worth more kept. The view's ``history`` lists every play of the
deal, so for each pass of another seat we know the central meld it passed on,
how many cards everyone held then, and which cards that seat has played since.
In a sampled world, the seat's hand at that moment is its sampled hand plus
those later cards; if the playout policy (``rollout.policy_play``, without its
noise: the way the search expects everyone to play) would have played rather
than passed with that hand, the world disagrees with what happened.

``sample_hands`` deals the unseen cards seat by seat (in a random order, so no
seat is favoured) and redraws a seat's hand while it disagrees with one of its
passes, a bounded number of times; after that it keeps the draw that disagreed
with the fewest. Where the evidence can be met (the usual case), every seat's
hand in a sampled world agrees with all its passes.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from score5_desktop.games.five_three_five.bots.fastplay import (
    ADD,
    LEAD,
    OVERWRITE,
    PASS,
    PASS_PLAY,
    Deal,
    responses,
)
from score5_desktop.games.five_three_five.bots.rollout import policy_play
from score5_desktop.games.five_three_five.bots.values import N_VALUES
from score5_desktop.games.five_three_five.rules.cards import INDEX
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.view import SeatView

#: Redraws of one seat's hand before settling for the draw that fits its passes best.
TRIES = 12
#: Whole worlds dealt again when a seat could not be made to agree.
ATTEMPTS = 3
_ACTIONS = {Action.LEAD: LEAD, Action.OVERWRITE: OVERWRITE, Action.ADD: ADD, Action.PASS: PASS}


class PassNote(NamedTuple):
    """One pass of another seat: the table as it was, and what the seat played since."""

    spot: Deal  # the deal at the pass; only the passing seat's hand is filled in a check
    later: tuple[int, ...]  # per value index, cards this seat has played since the pass


class _Steady:
    """A generator without noise, so the policy gives its one considered choice."""

    @staticmethod
    def random() -> float:
        return 0.5


_STEADY = _Steady()


def view_notes(view: SeatView) -> dict[int, list[PassNote]]:
    """``pass_notes`` of a seat's view: its deal's plays, sizes and options."""
    rules = view.options
    return pass_notes(
        view.history, view.hand_sizes, view.seat, view.copies, rules.open_pass, rules.no_limit
    )


def pass_notes(
    history: tuple[Play, ...],
    sizes: tuple[int, ...],
    me: int,
    copies: int,
    open_pass: bool,
    no_limit: bool,
) -> dict[int, list[PassNote]]:
    """Per other seat, its passes of this deal that had a choice behind them.

    ``history`` is the deal's plays so far (the view's), ``sizes`` the hands' sizes
    now. The deal is replayed on blank hands of the right sizes to know the central
    meld and every seat's size at each pass."""
    n = len(sizes)
    notes: dict[int, list[tuple[Deal, int]]] = {}
    if not history:
        return {}
    start = list(sizes)
    for play in history:
        start[play.seat] += len(play.cards)
    big = [[copies] * N_VALUES for _ in range(n)]  # never runs out while replaying
    deal = Deal(big, history[0].seat, copies, open_pass=open_pass, no_limit=no_limit)
    deal.sizes = start
    played: list[list[int]] = [[0] * N_VALUES for _ in range(n)]
    for at, play in enumerate(history):
        seat = play.seat
        if play.action is Action.PASS and seat != me and deal.central is not None:
            spot = deal.copy()
            spot.hands = [[0] * N_VALUES for _ in range(n)]
            spot.turn = seat
            notes.setdefault(seat, []).append((spot, at))
        cards = tuple(INDEX[v] for v in play.cards)
        for c in cards:
            played[seat][c] += 1
        deal.turn = seat
        deal.apply((_ACTIONS[play.action], cards))
    # What each seat played after each of its passes: all it played, less what it
    # had played by then.
    out: dict[int, list[PassNote]] = {}
    for seat, spots in notes.items():
        so_far = [0] * N_VALUES
        at_pass = []
        step = 0
        for spot, at in spots:
            while step < at:
                play = history[step]
                if play.seat == seat:
                    for v in play.cards:
                        so_far[INDEX[v]] += 1
                step += 1
            later = tuple(played[seat][c] - so_far[c] for c in range(N_VALUES))
            at_pass.append(PassNote(spot, later))
        out[seat] = at_pass
    return out


def disagrees(hand: list[int], note: PassNote) -> bool:
    """Whether a seat holding ``hand`` now would not have passed at ``note``."""
    then = [hand[c] + note.later[c] for c in range(N_VALUES)]
    spot = note.spot
    central = spot.central
    assert central is not None
    if not responses(then, central, spot.no_limit):
        return False  # it had to pass
    seat = spot.turn
    spot.hands[seat] = then
    try:
        return policy_play(spot, _STEADY) != PASS_PLAY  # type: ignore[arg-type]
    finally:
        spot.hands[seat] = [0] * N_VALUES


def misfits(hand: list[int], notes: list[PassNote], stop: int = N_VALUES) -> int:
    """How many of ``notes`` the hand disagrees with (counting stops at ``stop``)."""
    found = 0
    for note in notes:
        if disagrees(hand, note):
            found += 1
            if found >= stop:
                break
    return found


def sample_hands(
    unseen: list[int],
    sizes: list[int],
    me: int,
    my_hand: list[int],
    notes: dict[int, list[PassNote]],
    rng: random.Random,
    tries: int = TRIES,
    attempts: int = ATTEMPTS,
) -> list[list[int]]:
    """Deal the unseen cards to the other seats, ``sizes[s]`` each (the rest stays
    undealt), each seat's hand agreeing with its passes where the draws allow: a seat
    redraws up to ``tries`` times, and a world in which some seat could not be
    satisfied is dealt again from the start up to ``attempts`` times (an earlier seat
    may have taken the only cards a later one could hold); then the world that
    disagreed least is kept."""
    best: list[list[int]] = []
    fewest = -1
    for _ in range(attempts):
        hands, wrong = _deal(unseen, sizes, me, my_hand, notes, rng, tries)
        if fewest < 0 or wrong < fewest:
            best, fewest = hands, wrong
        if not wrong:
            break
    return best


def _hand(pool: list[int], picks: list[int]) -> list[int]:
    h = [0] * N_VALUES
    for at in picks:
        h[pool[at]] += 1
    return h


def _deal(
    unseen: list[int],
    sizes: list[int],
    me: int,
    my_hand: list[int],
    notes: dict[int, list[PassNote]],
    rng: random.Random,
    tries: int,
) -> tuple[list[list[int]], int]:
    """One world dealt seat by seat, and how many seats still disagree with a pass."""
    pool = [i for i in range(N_VALUES) for _ in range(unseen[i])]
    hands: list[list[int]] = [[] for _ in sizes]
    hands[me] = my_hand[:]
    order = [s for s in range(len(sizes)) if s != me]
    rng.shuffle(order)
    # Seats with evidence draw first, while the pool is widest.
    order.sort(key=lambda s: s not in notes)
    total = 0
    for s in order:
        size = sizes[s]
        mine = notes.get(s)
        picks = rng.sample(range(len(pool)), size)
        h = _hand(pool, picks)
        if mine:
            # Redraw while the hand disagrees with a pass; the last draw stays when
            # none agrees (counted once: only whether the seat fits matters here).
            for _ in range(tries - 1):
                if not misfits(h, mine, 1):
                    break
                picks = rng.sample(range(len(pool)), size)
                h = _hand(pool, picks)
            else:
                if misfits(h, mine, 1):
                    total += 1
        hands[s] = h
        for at in sorted(picks, reverse=True):
            pool[at] = pool[-1]
            pool.pop()
    return hands, total
