"""The ``normal`` level's judgement of a play, and the words-free reasons for any play.

A play is worth the hand plan it leaves (``plan``: fewer, stronger melds), less
the penalty points still held (weighted by how close another seat is to going
out), plus the lead it wins back when it ends the trick (an 8, the last copy of
a value, a run of five) or cannot be beaten by any card still unseen. A pass
keeps the hand as it is but gives the trick away, which costs little early and
a lot when someone is about to go out.
"""

from __future__ import annotations

from score5_desktop.games.five_three_five.bots.fastplay import (
    ADD,
    LEAD,
    OVERWRITE,
    PASS,
    RUN,
    SET,
    SINGLE,
    Meld,
    Play,
    meld_of,
    merged,
)
from score5_desktop.games.five_three_five.bots.plan import control, cost_of, meld_cards, plan
from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.bots.situation import Situation
from score5_desktop.games.five_three_five.bots.values import (
    BAND_END,
    EIGHT,
    N_VALUES,
    PENALTY,
    VALUES,
    penalty_of,
)

GOES_OUT = 100.0
#: Worth of leading the next trick (I choose what to shed).
LEAD_BONUS = 0.6
#: Worth of a meld nothing unseen can overwrite (others may still add to it).
SAFE_BONUS = 0.25
#: Worth of each card shed, besides the plan: fewer cards is closer to going out.
CARD_WEIGHT = 0.3
#: Cost of splitting a set: a pair played later as a pair is one turn, a card of it
#: played now leaves a single that is easier to beat.
SPLIT_COST = 0.3


def danger(sit: Situation) -> tuple[float, float]:
    """The weight of a penalty point and the cost of a pass, by the smallest other hand."""
    d = sit.fewest_others()
    if d >= 6:
        return 0.02, 0.1
    if d >= 4:
        return 0.06, 0.15
    if d >= 2:
        return 0.15, 0.4
    return 0.3, 0.8


def after(hand: list[int], play: Play) -> list[int]:
    out = hand[:]
    for c in play[1]:
        out[c] -= 1
    return out


def central_after(sit: Situation, play: Play) -> Meld | None:
    action, cards = play
    if action == PASS:
        return None
    if action == ADD:
        assert sit.deal.central is not None
        return merged(sit.deal.central, cards)
    return meld_of(cards)


def safe(meld: Meld, unseen: list[int], no_limit: bool) -> bool:
    """No card I have not seen can overwrite this central meld."""
    kind, lo, size = meld
    if no_limit:
        return kind == SINGLE and lo == N_VALUES - 1 or kind == RUN and lo == 0
    if size > 3:
        return True
    if kind == RUN:
        for j in range(lo):
            if j + size - 1 <= BAND_END[j] and all(unseen[x] for x in range(j, j + size)):
                return False
        return True
    return not any(unseen[x] >= size for x in range(lo + 1, N_VALUES))


def scores(sit: Situation, plays: list[Play]) -> list[float]:
    """``normal``'s worth of each play (higher is better)."""
    hand = sit.hand
    w_pen, pass_cost = danger(sit)
    deal = sit.deal
    out = []
    for play in plays:
        rest = after(hand, play)
        if not any(rest):
            out.append(GOES_OUT)
            continue
        value = -cost_of(bytes(rest)) - w_pen * penalty_of(rest) - CARD_WEIGHT * sum(rest)
        action = play[0]
        if SPLIT_COST:
            for c in set(play[1]):
                if rest[c] and hand[c] >= 2:
                    value -= SPLIT_COST
        if action == PASS:
            value -= pass_cost
        else:
            if action != LEAD and deal.ends_trick(play):
                value += LEAD_BONUS
            else:
                meld = central_after(sit, play)
                if meld is not None and safe(meld, sit.unseen, deal.no_limit):
                    value += SAFE_BONUS
        out.append(value)
    return out


def _values(cards: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(VALUES[c] for c in cards)


def _broken(hand: list[int], play: Play) -> Meld | None:
    """The set or run of my plan this play would split, if any."""
    used = set(play[1])
    for meld in plan(hand).melds:
        if meld[0] == SINGLE:
            continue
        cards = meld_cards(meld)
        if used & set(cards) and sorted(cards) != sorted(play[1]):
            inside = [c for c in play[1] if c in cards]
            if len(inside) < len(cards):
                return meld
    return None


def describe(sit: Situation, play: Play, plays: list[Play]) -> tuple[Reason, ...]:
    """The facts that make ``play`` a good choice, as typed reasons."""
    hand = sit.hand
    action, cards = play
    deal = sit.deal
    values = _values(cards)
    if action == PASS:
        others = [p for p in plays if p[0] != PASS]
        if not others:
            return (Reason(ReasonKind.NO_PLAY),)
        broken = [m for m in (_broken(hand, p) for p in others) if m is not None]
        if len(broken) == len(others):
            meld = broken[0]
            if meld[0] == RUN:
                return (Reason(ReasonKind.PASS_KEEPS_RUN, values=_values(meld_cards(meld))),)
            # The set as the player holds it: every copy of the value, not the part of it
            # the plan groups (a "pair 3 3" said to a player holding 3 3 3 misleads).
            count = max(meld[2], hand[meld[1]])
            return (Reason(ReasonKind.PASS_KEEPS_SET, values=(VALUES[meld[1]],), count=count),)
        strongest = max(c for p in others for c in p[1])
        return (Reason(ReasonKind.PASS_SAVES_STRENGTH, values=(VALUES[strongest],)),)
    if sum(hand) == len(cards):
        return (Reason(ReasonKind.GOES_OUT, values=values),)
    why: list[Reason] = []
    if action != LEAD and deal.ends_trick(play):
        meld = central_after(sit, play)
        assert meld is not None
        if EIGHT in cards:
            why.append(Reason(ReasonKind.EIGHT_ENDS_TRICK))
        elif meld[0] == SET:
            why.append(Reason(ReasonKind.COMPLETES_SET, values=(VALUES[meld[1]],)))
        else:
            why.append(Reason(ReasonKind.RUN_OF_FIVE, values=_values(meld_cards(meld))))
    else:
        meld = central_after(sit, play)
        assert meld is not None
        if meld[2] > 3 and not deal.no_limit:
            why.append(Reason(ReasonKind.TOO_BIG_TO_OVERWRITE, count=meld[2]))
        elif meld[0] == RUN and meld[1] == 0:
            why.append(Reason(ReasonKind.UNBEATABLE_RUN, values=_values(meld_cards(meld))))
        elif safe(meld, sit.unseen, deal.no_limit):
            why.append(Reason(ReasonKind.UNBEATABLE, values=_values(meld_cards(meld))))
    if action == ADD:
        why.append(Reason(ReasonKind.ADDS, values=values))
    elif action == OVERWRITE:
        same = [p for p in plays if p[0] == OVERWRITE and len(p[1]) == len(cards)]
        kind = meld_of(cards)[0]
        weakest = (max if kind == RUN else min)(same, key=lambda p: p[1][0])
        if weakest == play and len(same) > 1:
            why.append(Reason(ReasonKind.CHEAPEST_OVERWRITE, values=values))
    melds = plan(hand).melds
    mine = tuple(sorted(cards))
    whole = any(tuple(sorted(meld_cards(m))) == mine for m in melds)
    if whole and meld_of(cards)[0] != RUN and hand[cards[0]] > len(cards):
        whole = False  # part of a bigger set in the hand: not a whole meld to the player
    if len(cards) > 1 and whole:
        why.append(Reason(ReasonKind.PLAYS_WHOLE_MELD, values=values))
    elif action == LEAD and len(cards) == 1 and control(meld_of(cards)) < 0.4:
        why.append(Reason(ReasonKind.LEADS_LOW, values=values))
    points = sum(PENALTY[c] for c in cards)
    if any(PENALTY[c] >= 3 for c in cards) and danger(sit)[0] >= 0.06:
        why.append(Reason(ReasonKind.SHEDS_PENALTY, values=values, points=points))
    kept = _kept(hand, play, plays)
    if kept is not None:
        why.append(kept)
    if sit.fewest_others() <= 2:
        seat = sit.fewest_seat()
        why.append(Reason(ReasonKind.RACE, seat=seat, count=deal.sizes[seat]))
    if not why:
        why.append(Reason(ReasonKind.BEST_FOR_PLAN, values=values))
    return tuple(why)


def _kept(hand: list[int], play: Play, plays: list[Play]) -> Reason | None:
    """A set or run that another play of the same size would have split and this one keeps."""
    if _broken(hand, play) is not None:
        return None
    for other in plays:
        if other[0] == PASS or other == play:
            continue
        meld = _broken(hand, other)
        if meld is not None and not set(meld_cards(meld)) & set(play[1]):
            if meld[0] == RUN:
                return Reason(ReasonKind.KEEPS_RUN, values=_values(meld_cards(meld)))
            count = max(meld[2], hand[meld[1]])  # every copy the player holds
            return Reason(ReasonKind.KEEPS_SET, values=(VALUES[meld[1]],), count=count)
    return None
