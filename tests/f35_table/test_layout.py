"""The Five Three Five table's geometry, checked without Qt: nothing overlaps what it must
not, for every seat count and window shape, and the hand keeps its bands apart."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.qt.layout import (
    HEIGHT,
    MAX_WIDTH,
    MIN_WIDTH,
    F35Layout,
    Rect,
    card_rect,
)

ASPECTS = (1024 / 700, 1280 / 800, 2560 / 1440, 1.0, 2.4)
MAX_HAND = {2: 12, 3: 16, 4: 12, 5: 12, 6: 10}


def layouts():
    for players in range(2, 7):
        for aspect in ASPECTS:
            for tray in (True, False):
                yield F35Layout.for_aspect(aspect, players, tray)


def _plate(layout: F35Layout, slot: int) -> Rect:
    return layout.plate_rect(slot)


def _fan(layout: F35Layout, slot: int, count: int) -> list[Rect]:
    return [card_rect(p) for p in layout.seat_cards(slot, count)]


def _span(rects: list[Rect]) -> Rect:
    left = min(r.x for r in rects)
    top = min(r.y for r in rects)
    right = max(r.x + r.width for r in rects)
    bottom = max(r.y + r.height for r in rects)
    return Rect(left, top, right - left, bottom - top)


@pytest.mark.parametrize("layout", list(layouts()), ids=repr)
def test_plates_and_hands_keep_apart(layout: F35Layout) -> None:
    n = layout.players
    cards = MAX_HAND[n]
    plates = [_plate(layout, s) for s in range(n)]
    fans = [_span(_fan(layout, s, cards)) for s in range(n)]
    felt = layout.felt()
    for a in range(n):
        assert felt.x <= plates[a].x and plates[a].x + plates[a].width <= felt.x + felt.width
        for b in range(n):
            if a != b:
                assert not plates[a].intersects(plates[b])
                assert not fans[a].intersects(plates[b]), (a, b)
                assert not fans[a].intersects(fans[b]), (a, b)
        assert not fans[a].intersects(plates[a])


@pytest.mark.parametrize("layout", list(layouts()), ids=repr)
def test_the_melds_keep_clear_of_every_seat(layout: F35Layout) -> None:
    """A run of five on top of four covered melds of three, the biggest pile a trick makes."""
    n = layout.players
    melds = _span(
        [card_rect(p) for depth in range(5) for p in layout.meld(5 if depth == 0 else 3, depth)]
    )
    for slot in range(n):
        if slot == 0 and layout.tray:
            assert not melds.intersects(_plate(layout, 0))
            continue
        assert not melds.intersects(_plate(layout, slot)), slot
        assert not melds.intersects(_span(_fan(layout, slot, MAX_HAND[n]))), slot


@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("aspect", ASPECTS)
def test_the_hand_fits_the_window_and_gaps_the_bands(players: int, aspect: float) -> None:
    layout = F35Layout.for_aspect(aspect, players)
    bands = [0] * 6 + [1] * 3 + [2] * 7  # sixteen cards: the big deal
    places = layout.hand(bands)
    rects = [card_rect(p) for p in places]
    assert min(r.x for r in rects) >= 0
    assert max(r.x + r.width for r in rects) <= layout.width
    assert max(r.y + r.height for r in rects) <= HEIGHT
    assert min(r.y for r in rects) >= layout.felt().y + layout.felt().height
    steps = [b.x - a.x for a, b in zip(places, places[1:], strict=False)]
    inside = steps[0]
    assert steps[5] > inside * 1.15 and steps[8] > inside * 1.15  # rain|cloud, cloud|sun
    assert places == sorted(places, key=lambda p: p.x)


def test_a_short_hand_is_not_overlapped() -> None:
    layout = F35Layout.for_aspect(1.6, 4)
    rects = [card_rect(p) for p in layout.hand([0, 0, 2])]
    assert rects[0].x + rects[0].width <= rects[1].x


def test_width_follows_the_window_within_limits() -> None:
    assert F35Layout.for_aspect(0.5, 4).width == MIN_WIDTH
    assert F35Layout.for_aspect(4.0, 4).width == MAX_WIDTH
    assert F35Layout.for_aspect(1.6, 4).width == 1280


def test_the_home_seat_is_at_the_bottom_and_seats_go_clockwise() -> None:
    layout = F35Layout.for_aspect(1.6, 6)
    home = layout.seat_pos(0)
    assert all(home.y > layout.seat_pos(s).y for s in range(1, 6))
    assert layout.seat_pos(1).x < home.x  # clockwise: next seat to the left


@pytest.mark.parametrize("layout", list(layouts()), ids=repr)
def test_the_counts_at_the_end_of_a_round_touch_no_cards_and_no_other_count(layout) -> None:
    n = layout.players
    badges = []
    for slot in range(n):
        at = layout.seat_label_pos(slot)
        badges.append(Rect(at.x - 80, at.y - 12, 160, 24))  # "+17 Minuspunkte" at 16 px
    for a in range(n):
        assert 0 <= badges[a].y and badges[a].y + badges[a].height <= HEIGHT
        for b in range(n):
            assert not badges[a].intersects(_span(_fan(layout, b, MAX_HAND[n]))), (a, b)
            if a != b:
                assert not badges[a].intersects(badges[b]), (a, b)
