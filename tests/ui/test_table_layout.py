"""The table's layout at every seat count and window shape: nothing overlaps, badges
sit by their own seat, and the hand stays inside the view, from 1024x700 to 2560x1440.

Two levels: the layout's own rectangles over many table widths (fast, exhaustive),
and the real scene's item rectangles in a main window mid-game at the extreme sizes.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF

from score5_desktop.games.score5.qt.table.pile_item import PileItem
from score5_desktop.games.score5.qt.table.table_layout import (
    BADGE_HEIGHT,
    HEIGHT,
    MAX_WIDTH,
    MIN_WIDTH,
    PICK_ROOM,
    TRAY_SCALE,
    TableLayout,
    card_height,
    card_width,
    pile_pill,
)
from score5_desktop.ui.art.card_art import CARD_HEIGHT, CARD_WIDTH
from score5_desktop.ui.table.badge_item import BadgeItem
from score5_desktop.ui.table.card_item import SELECTED_LIFT, CardItem
from score5_desktop.ui.table.seat_plate import PLATE_HEIGHT, PLATE_WIDTH, SeatPlate
from tests.ui.app_fixtures import make_window, setup_of

WIDTHS = range(int(MIN_WIDTH), int(MAX_WIDTH) + 1, 40)
PILL_WIDTH = 142.0  # "3★ · 7★★ · 1★★★" or "Stapel ist leer" on the pile's pill
BADGE_WIDTH = 110.0  # wider than "total 145" or "to share out" at the badge's font


def _box(centre: QPointF, width: float, height: float) -> QRectF:
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def _stack(layout: TableLayout, slot: int, count: int) -> QRectF:
    spots = layout.fan(layout.bid_pos(slot), count)
    w, h = card_width(layout.bid_scale()), card_height(layout.bid_scale())
    return _box(spots[0], w, h).united(_box(spots[-1], w, h))


def _pieces(layout: TableLayout) -> dict[str, QRectF]:
    """Every piece at its largest: full bids (the fan's widest), both kinds of badge."""
    pieces: dict[str, QRectF] = {}
    for slot in range(layout.players):
        pieces[f"plate {slot}"] = _box(layout.seat_pos(slot), PLATE_WIDTH, PLATE_HEIGHT)
        pieces[f"bid {slot}"] = _stack(layout, slot, 6)
        pieces[f"badge {slot}"] = _box(layout.badge_pos(slot), BADGE_WIDTH, BADGE_HEIGHT)
    pile = layout.pile_pos()
    pieces["pile"] = _box(pile, card_width(layout.pile_scale()), card_height(layout.pile_scale()))
    # The pill under the pile that counts the tiers left ("3★ · 7★★ · 1★★★").
    pill = pile_pill(PILL_WIDTH)
    scale = layout.pile_scale()
    pieces["pile count"] = QRectF(pile + pill.topLeft() * scale, pill.size() * scale)
    auction = layout.auction_pos()
    size = layout.auction_scale()
    pieces["auction"] = _box(auction, card_width(size), card_height(size))
    # A won bid being shared out (long: ten cards), its cards raised to be picked.
    row = layout.pool_row(10)
    w, h = card_width(layout.pool_scale(10)), card_height(layout.pool_scale(10))
    pool = _box(row[0], w, h).united(_box(row[-1], w, h)).adjusted(0, -PICK_ROOM, 0, 0)
    pieces["shared out"] = pool
    if layout.tray:
        spots = layout.tray_positions(12)
        w, h = card_width(TRAY_SCALE), card_height(TRAY_SCALE)
        lifted = SELECTED_LIFT * TRAY_SCALE + 4  # a chosen card rises, its outline too
        tray = _box(spots[0], w, h).united(_box(spots[-1], w, h)).adjusted(0, -lifted, 0, 0)
        pieces["hand"] = tray
        pieces["hand caption"] = _box(layout.tray_label_pos(), 400, 22)
    else:
        pieces["caption"] = _box(layout.tray_label_pos(), 400, 22)
    return pieces


def _same_seat(a: str, b: str) -> bool:
    """The pile's count hangs from the pile by design; a bid is shared out where the
    auction card stood, once that card has gone to its winner."""
    return {a, b} in ({"pile", "pile count"}, {"auction", "shared out"})


@pytest.mark.parametrize("tray", [True, False])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_nothing_overlaps_and_everything_is_on_the_table(players, tray):
    for width in WIDTHS:
        layout = TableLayout(width, players, tray)
        pieces = _pieces(layout)
        scene = layout.scene_rect()
        for name, rect in pieces.items():
            assert scene.contains(rect), (width, name)
        names = list(pieces)
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                if _same_seat(a, b):
                    continue
                assert not pieces[a].intersects(pieces[b]), (width, a, b)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_badge_is_nearer_its_own_seat_than_any_other(players):
    for width in WIDTHS:
        layout = TableLayout(width, players)
        seats = [layout.seat_pos(slot) for slot in range(players)]
        for slot in range(players):
            badge = layout.badge_pos(slot)
            distances = [math.dist(badge.toTuple(), s.toTuple()) for s in seats]
            assert min(range(players), key=distances.__getitem__) == slot, (width, slot)
            # ... and nearer its seat than the auction card, unlike the old 5-seat table.
            auction = layout.auction_pos()
            assert distances[slot] < math.dist(badge.toTuple(), auction.toTuple())


def test_the_hand_is_the_largest_card_and_the_auction_card_the_largest_on_the_felt():
    for width in WIDTHS:
        layout = TableLayout(width, 4)
        assert TRAY_SCALE > layout.auction_scale() > layout.bid_scale()
        assert layout.auction_scale() > layout.pile_scale()


def test_the_table_fills_the_window_shape_within_limits():
    assert TableLayout.for_aspect(1.6, 4).scene_rect().width() == pytest.approx(HEIGHT * 1.6, 1)
    assert TableLayout.for_aspect(0.5, 4).width == MIN_WIDTH
    assert TableLayout.for_aspect(4.0, 4).width == MAX_WIDTH


def _play_until_adjust(window, qtbot, round_: int) -> None:
    """Play the human's part (bid the two highest cards, keep, first card) until the
    first adjustment of ``round_``, so bids, badges and a grown hand are on the table."""
    bar, scene = window.actions_bar, window.scene
    while True:
        qtbot.waitUntil(lambda: bar._seat >= 0 and not scene.isAnimating(), timeout=10000)
        if bar._phase == "adjust" and window.model.picture().round >= round_:
            return
        if bar._phase == "pick":
            scene.pickRequested.emit(scene.interactiveItems()[0].card().index)
        elif bar._phase == "adjust":
            bar.keepBid()
        elif bar._phase == "bid":
            tray = scene.trayItems()
            scene.setSelectedMask(sum(1 << item.card().index for item in tray[-2:]))
            bar.confirm()
        else:
            bar.confirm()


def _scene_rect(item) -> QRectF:
    """A card's face (its bounding rect also holds its shadow and the flip's bulge)."""
    if isinstance(item, CardItem):
        return item.mapRectToScene(item.cardRect())
    return item.sceneBoundingRect()


def _view_rect(window, item) -> QRectF:
    return window.view.mapFromScene(_scene_rect(item)).boundingRect()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_scene_items_fit_and_keep_apart_at_the_smallest_and_largest_window(
    qtbot, tmp_path, players
):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    names = ["Ann", "Bob", "Cleo", "Dan", "Eve"]
    seats = [("Ann", "human", None)] + [(n, "bot", "easy") for n in names[1:players]]
    window.startGame("score5", setup_of(*seats), seed=60 + players)
    _play_until_adjust(window, qtbot, 3)
    scene, view = window.scene, window.view
    for size in ((1024, 700), (1280, 800), (2560, 1440)):
        window.resize(*size)
        qtbot.wait(20)
        viewport = QRectF(view.viewport().rect())
        hand = scene.trayItems()
        assert hand
        for item in hand:
            assert viewport.contains(_view_rect(window, item)), size
        plates = scene.plates()
        for plate in plates:
            assert viewport.contains(_view_rect(window, plate)), size
        badges = [scene.badge(s) for s in range(players)]
        assert all(badge.isVisible() for badge in badges)  # the counts are shown
        for seat, badge in enumerate(badges):
            pos = badge.scenePos().toTuple()
            nearest = min(plates, key=lambda p: math.dist(pos, p.scenePos().toTuple()))
            assert nearest is plates[seat], (size, seat)
        # Plates, badges, the pile, the auction card and the hand keep apart.
        solid = [*plates, scene.pile(), *badges, *scene.cardItems()]
        assert scene.auctionItem() in solid
        rects = [(item, _body(item)) for item in solid]
        for i, (a, ra) in enumerate(rects):
            for b, rb in rects[i + 1 :]:
                if _belong_together(scene, a, b):
                    continue
                assert not ra.intersects(rb), (size, a, b)
        hand_top = min(_scene_rect(item).top() for item in hand)
        felt = scene.tableLayout().felt()
        assert hand_top > felt.bottom() - 1, size
        # The lower third of the window is used: the hand reaches into it.
        assert _view_rect(window, hand[0]).bottom() > viewport.height() * 2 / 3


def _body(item) -> QRectF:
    """What an item covers: a plate without its glow margin, a card's face."""
    if isinstance(item, SeatPlate):
        return _box(item.scenePos(), PLATE_WIDTH, PLATE_HEIGHT)
    if isinstance(item, PileItem):  # the stack of backs, its tiers' pill inside it
        scale = item.scale()
        return _box(item.scenePos(), CARD_WIDTH * scale, CARD_HEIGHT * scale).adjusted(-6, -6, 0, 0)
    return _scene_rect(item)


def _belong_together(scene, a, b) -> bool:
    """A badge hangs from its own plate; the cards of one bid overlap in a fan; a
    seat's cards in the tray overlap when the hand is large."""
    for one, other in ((a, b), (b, a)):
        if isinstance(one, BadgeItem) and isinstance(other, SeatPlate):
            return scene.badge(other.seat) is one
    if isinstance(a, CardItem) and isinstance(b, CardItem):
        tray = scene.trayItems()
        if a in tray and b in tray:
            return True
        return any(a in scene.stackItems(s) and b in scene.stackItems(s) for s in range(9))
    return False


@pytest.mark.real_speed  # a resize in the middle of a move
def test_resizing_mid_move_neither_skips_the_move_nor_leaves_cards_behind(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, speed="normal")
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(("Ann", "human", None), ("Bob", "bot", "easy")), seed=3)
    scene = window.scene
    qtbot.waitUntil(scene.isAnimating, timeout=5000)
    running = scene.runningAnimation()
    window.resize(1024, 700)
    qtbot.wait(10)
    assert scene.isAnimating() and scene.runningAnimation() is running  # the deal goes on
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=20000)
    qtbot.waitUntil(lambda: not scene.isAnimating(), timeout=5000)
    layout = scene.tableLayout()
    spots = layout.tray_positions(len(scene.trayItems()))
    assert [item.pos() for item in scene.trayItems()] == spots
