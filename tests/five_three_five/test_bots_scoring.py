"""What a playout's end is worth to each seat (``rollout.rewards``): the searching
levels choose by it, so it must rank ends as the game does (F7, F8)."""

from __future__ import annotations

import math

import pytest

from score5_desktop.games.five_three_five.bots.fastplay import Deal
from score5_desktop.games.five_three_five.bots.rollout import rewards
from score5_desktop.games.five_three_five.rules.cards import INDEX


def ended(hands: list[dict[int, int]], out: int) -> Deal:
    """A finished deal: ``hands`` by value (what each seat still holds), ``out`` went out."""
    counts = []
    for held in hands:
        h = [0] * 13
        for value, k in held.items():
            h[INDEX[value]] = k
        counts.append(h)
    deal = Deal(counts, 0, 5)
    deal.out = out
    return deal


# Seat 0 went out; the others hold a 1 (3 points), a 2 (1), an 8 (5), a 15 (3), an 11 (2).
SIX = [{}, {1: 1}, {2: 1}, {8: 1}, {15: 1}, {11: 1}]
POINTS = [0, 3, 1, 5, 3, 2]


def _margin(seat: int, points: list[int] = POINTS) -> float:
    return 0.3 * max(-1.0, min(1.0, (sum(points) / len(points) - points[seat]) / 10.0))


def test_a_deal_that_does_not_end_the_game_pays_a_smooth_chance_and_the_margin() -> None:
    totals = (6, 0, 4, 1, 2, 5)
    got = rewards(ended(SIX, 0), totals, 20)
    new = [t + p for t, p in zip(totals, POINTS, strict=True)]
    weights = [math.exp(-t / 6.0) for t in new]
    for s in range(6):
        assert got[s] == pytest.approx(weights[s] / sum(weights) + _margin(s))
    # Seat 3 ends below seat 5 (6 against 7) but took the most points this deal.
    assert got[3] < got[5]


def test_the_deal_that_ends_the_game_pays_the_winner_the_whole_game() -> None:
    """F8: once a total reaches the target the lowest total wins and fewer cards break a
    tie: seats 1 and 5 both end on 3, seat 1 with one card, seat 5 with two."""
    hands = [{}, {1: 1}, {2: 1}, {8: 1}, {15: 1}, {3: 2}]
    points = [0, 3, 1, 5, 3, 2]
    totals = (19, 0, 15, 15, 2, 1)  # new totals 19, 3, 16, 20, 5, 3
    got = rewards(ended(hands, 0), totals, 20)
    shares = [g - _margin(s, points) for s, g in enumerate(got)]
    assert shares == pytest.approx([0, 1, 0, 0, 0, 0])


def test_seats_still_tied_on_cards_share_the_win() -> None:
    hands = [{}, {1: 1}, {2: 1}, {8: 1}, {15: 1}, {12: 1}]  # seat 5: 2 points, 1 card
    points = [0, 3, 1, 5, 3, 2]
    totals = (19, 0, 15, 15, 2, 1)  # new totals 19, 3, 16, 20, 5, 3
    got = rewards(ended(hands, 0), totals, 20)
    shares = [g - _margin(s, points) for s, g in enumerate(got)]
    assert shares == pytest.approx([0, 0.5, 0, 0, 0, 0.5])
