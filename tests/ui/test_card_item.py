"""CardItem: flip and lift properties, signals from mouse and keyboard, animations, caching,
drawn through a game's ``CardArt`` (here SCORE 5's, ``Score5CardItem``)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFocusEvent, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from score5_desktop.games.score5.qt.card_art import CardTheme
from score5_desktop.games.score5.qt.card_item import Score5CardItem as CardItem
from score5_desktop.games.score5.qt.card_item import card_pixmap, describe_card
from score5_desktop.ui.table.card_item import (
    SELECTED_LIFT,
    flip_animation,
    lift_animation,
    move_animation,
    rotate_animation,
)


@dataclass(frozen=True)
class Card:
    id: str
    family: str
    value: int
    tiebreaker: int
    type: str


GREEN_80 = Card("green-80", "green", 80, 15, "2star")
BLUE_5 = Card("blue-5", "blue", 5, 47, "B")
WILD_75 = Card("wild-75", "wild", 75, 16, "3star")


@pytest.fixture
def table(qtbot):
    """A shown view on a scene, as the table will have."""
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    return scene, view


def add(scene: QGraphicsScene, card=GREEN_80, at: QPointF | None = None, **kw) -> CardItem:
    item = CardItem(card, **kw)
    item.setLiftDuration(0)
    scene.addItem(item)
    item.setPos(at if at is not None else QPointF(200, 150))
    return item


def snapshot(scene: QGraphicsScene, item: CardItem) -> QImage:
    """The item's area of the scene, rendered off screen."""
    source = QRectF(item.pos().x() - 60, item.pos().y() - 90, 120, 180)
    image = QImage(120, 180, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 120, 180), source)
    painter.end()
    return image


def click(qtbot, view: QGraphicsView, item: CardItem) -> None:
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.scenePos())
    )


def test_flip_property_switches_between_back_and_face(qapp):
    scene = QGraphicsScene(0, 0, 400, 300)
    known = add(scene, GREEN_80, QPointF(100, 150), face_up=False)
    unknown = add(scene, None, QPointF(300, 150), face_up=True)
    back = snapshot(scene, unknown)
    assert not known.isFaceShown()
    assert snapshot(scene, known) == back

    known.setProperty("flip", 1.0)  # through the Qt meta-property, as an animation does
    assert known.flip == 1.0 and known.isFaceShown()
    assert snapshot(scene, known) != back

    # The squash is symmetric about the half turn: 0.4 and 0.6 have the same
    # width, so a face-down card looks alike at both, a known one turns over.
    unknown.flip = 0.4
    half_back = snapshot(scene, unknown)
    unknown.flip = 0.6
    assert snapshot(scene, unknown) == half_back
    known.flip = 0.4
    assert snapshot(scene, known) == half_back
    known.flip = 0.6
    assert snapshot(scene, known) != half_back


def test_face_down_cards_do_not_reveal_which_card_they_are(qapp):
    scene = QGraphicsScene(0, 0, 400, 300)
    a = add(scene, GREEN_80, QPointF(100, 150), face_up=False)
    b = add(scene, WILD_75, QPointF(300, 150), face_up=False)
    assert snapshot(scene, a) == snapshot(scene, b)
    assert a.accessibleName() == b.accessibleName() == "face-down card"


def test_flip_and_lift_are_qt_properties(qapp):
    meta = CardItem.staticMetaObject
    names = {meta.property(i).name() for i in range(meta.propertyCount())}
    assert {"flip", "lift", "pos", "rotation", "scale", "opacity"} <= names
    item = CardItem(GREEN_80)
    item.setProperty("lift", 4.5)
    assert item.property("lift") == 4.5 and item.lift == 4.5


def test_click_emits_clicked_with_the_item(qtbot, table):
    scene, view = table
    item = add(scene)
    with qtbot.waitSignal(item.clicked, timeout=1000) as blocker:
        click(qtbot, view, item)
    assert blocker.args == [item]
    assert not item.isSelected()


def test_clicks_toggle_selection_of_several_selectable_cards(qtbot, table):
    scene, view = table
    left = add(scene, GREEN_80, QPointF(100, 150))
    right = add(scene, BLUE_5, QPointF(300, 150))
    for item in (left, right):
        item.setSelectable(True)
    click(qtbot, view, left)
    click(qtbot, view, right)
    assert set(scene.selectedItems()) == {left, right}
    assert left.lift == SELECTED_LIFT
    click(qtbot, view, left)
    assert scene.selectedItems() == [right]
    assert left.lift == 0.0


def test_space_and_enter_activate_the_focused_card(qtbot, table):
    scene, view = table
    item = add(scene)
    item.setSelectable(True)
    view.setFocus()
    item.setFocus(Qt.FocusReason.TabFocusReason)
    assert item.hasFocus()
    with qtbot.waitSignal(item.activated, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert blocker.args == [item]
    assert item.isSelected()
    with qtbot.waitSignal(item.activated, timeout=1000):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not item.isSelected()
    with qtbot.assertNotEmitted(item.activated):
        qtbot.keyClick(view, Qt.Key.Key_A)


def test_keyboard_focus_draws_a_ring_but_a_click_does_not(qtbot, table):
    scene, view = table
    item = add(scene)
    plain = snapshot(scene, item)
    view.setFocus()
    item.setFocus(Qt.FocusReason.TabFocusReason)
    ringed = snapshot(scene, item)
    assert ringed != plain
    item.focusInEvent(QFocusEvent(QFocusEvent.Type.FocusIn, Qt.FocusReason.MouseFocusReason))
    assert snapshot(scene, item) == plain


def test_disabled_card_is_dimmed_and_ignores_clicks(qtbot, table):
    scene, view = table
    item = add(scene)
    item.setSelectable(True)
    enabled = snapshot(scene, item)
    item.setEnabled(False)
    assert snapshot(scene, item) != enabled
    with qtbot.assertNotEmitted(item.clicked):
        click(qtbot, view, item)
    assert not item.isSelected()


def test_selection_is_drawn(qapp):
    scene = QGraphicsScene(0, 0, 400, 300)
    item = add(scene)
    item.setSelectable(True)
    before = snapshot(scene, item)
    item.setSelected(True)
    assert snapshot(scene, item) != before


def test_move_animation_changes_pos_over_time(qtbot):
    item = CardItem(GREEN_80)
    seen: list[float] = []
    item.xChanged.connect(lambda: seen.append(item.x()))
    animation = move_animation(item, QPointF(100, 40), ms=120, easing=QEasingCurve.Type.Linear)
    animation.start()
    qtbot.waitUntil(lambda: item.pos() == QPointF(100, 40), timeout=2000)
    assert any(0 < x < 100 for x in seen), seen
    assert seen == sorted(seen)


def test_flip_animation_turns_the_card_through_the_half_way_point(qtbot):
    item = CardItem(GREEN_80, face_up=False)
    seen: list[float] = []
    item.flipChanged.connect(seen.append)
    flip_animation(item, True, ms=100).start()
    qtbot.waitUntil(lambda: item.flip == 1.0, timeout=2000)
    assert item.isFaceShown()
    assert any(0 < value < 0.5 for value in seen) and any(0.5 < value < 1 for value in seen)


def test_animations_group_and_zero_duration_is_instant(qtbot):
    item = CardItem(GREEN_80, face_up=False)
    group = QParallelAnimationGroup()
    group.addAnimation(move_animation(item, QPointF(50, 60), ms=0))
    group.addAnimation(rotate_animation(item, 15.0, ms=0))
    group.addAnimation(lift_animation(item, 3.0, ms=0))
    group.addAnimation(flip_animation(item, True, ms=0))
    with qtbot.waitSignal(group.finished, timeout=1000):
        group.start()
    assert item.pos() == QPointF(50, 60)
    assert item.rotation() == 15.0 and item.lift == 3.0 and item.isFaceUp()


def test_lift_moves_the_card_and_its_hit_area(qapp):
    item = CardItem(GREEN_80)
    bottom = item.cardRect().bottom()
    assert item.shape().contains(QPointF(0, bottom - 2))
    item.setLift(10)
    assert not item.shape().contains(QPointF(0, bottom - 2))
    assert item.boundingRect().contains(item.shape().boundingRect())


def test_accessible_names():
    assert CardItem(GREEN_80).accessibleName() == "green 80, tiebreaker 15"
    assert CardItem(WILD_75).accessibleName() == "wild 75, tiebreaker 16"
    assert CardItem(None).accessibleName() == "face-down card"
    assert CardItem(BLUE_5, face_up=False).accessibleName() == "face-down card"
    assert describe_card(BLUE_5) == "blue 5, tiebreaker 47"


def test_pixmaps_are_cached_per_card_size_ratio_and_theme(qapp):
    size = QSizeF(90, 126)
    light = CardTheme.light()
    first = card_pixmap(GREEN_80, size, 2.0, light)
    assert card_pixmap(GREEN_80, size, 2.0, light).cacheKey() == first.cacheKey()
    assert (first.width(), first.height()) == (180, 252)
    assert card_pixmap(GREEN_80, size, 1.0, light).cacheKey() != first.cacheKey()
    assert card_pixmap(GREEN_80, size, 2.0, CardTheme.dark()).cacheKey() != first.cacheKey()
    assert card_pixmap(BLUE_5, size, 2.0, light).cacheKey() != first.cacheKey()
    assert card_pixmap(None, size, 2.0, light).cacheKey() != first.cacheKey()


def test_set_card_and_theme_repaint(qapp):
    scene = QGraphicsScene(0, 0, 400, 300)
    item = add(scene)
    green = snapshot(scene, item)
    item.setCard(BLUE_5)
    assert snapshot(scene, item) != green
    blue_light = snapshot(scene, item)
    item.setTheme(CardTheme.dark())
    assert snapshot(scene, item) != blue_light
    item.setCard(None)
    assert not item.isFaceShown()


def test_the_hover_outline_goes_when_the_card_leaves_a_still_pointer(qtbot, table):
    from PySide6.QtGui import QCursor

    scene, view = table
    item = add(scene)
    point = view.mapFromScene(item.scenePos())
    QCursor.setPos(view.viewport().mapToGlobal(point))
    qtbot.mouseMove(view.viewport(), point)
    qtbot.waitUntil(item.showsHover, timeout=2000)
    item.setPos(QPointF(60, 60))  # flies away: the pointer did not move, no hover-leave
    assert item._hovered, "no hover-leave came (what left the outline on)"
    assert not item.showsHover()
    item.setPos(QPointF(200, 150))
    assert item.showsHover(), "back under the pointer, it shows again"
