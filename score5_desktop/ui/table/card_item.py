"""``CardItem``: one card on the table scene, animatable and usable from the keyboard.

The item's local origin is the card's centre, so ``pos`` places the centre and
``rotation``/``scale`` turn and grow the card about it, which is what fanned
hands and flights across the table want. Its geometry animates through Qt
properties (``pos``, ``rotation``, ``scale``, ``opacity``, plus our ``flip``
and ``lift``), so the table drives every movement with ``QPropertyAnimation``
and waits on a group's ``finished`` before asking for the next decision.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from score5_desktop.ui.art.card_art import (
    CARD_CORNER_RADIUS,
    CARD_HEIGHT,
    CARD_WIDTH,
    WILD,
    CardLike,
    CardTheme,
    family_name,
    paint_card_back,
    paint_card_face,
)

SELECTED_LIFT = 12.0
"""How far (logical pixels) a selected card rises out of the hand."""
FLIP_BULGE = 0.06
"""Extra height at the middle of a flip, so the turn reads as a card lifted off the table."""
RING_MARGIN = 9.0
"""Room around the card for the focus ring, the selection border and the shadow."""
_ACTIVATION_KEYS = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter})

EasingLike = QEasingCurve | QEasingCurve.Type


def _arg(template: str, *args: str) -> str:
    """Fill Qt-style ``%1``..``%9`` placeholders, highest first so ``%1`` never eats ``%10``."""
    for index in range(len(args), 0, -1):
        template = template.replace(f"%{index}", args[index - 1])
    return template


def family_label(family: object) -> str:
    """The translated, lowercase name of a family, as players read it on the table.

    Each string is a literal ``translate`` call so that lupdate can collect it.
    """
    labels = {
        "green": QCoreApplication.translate("CardItem", "green"),
        "red": QCoreApplication.translate("CardItem", "red"),
        "yellow": QCoreApplication.translate("CardItem", "yellow"),
        "purple": QCoreApplication.translate("CardItem", "purple"),
        "blue": QCoreApplication.translate("CardItem", "blue"),
        WILD: QCoreApplication.translate("CardItem", "wild"),
    }
    return labels[family_name(family)]


def describe_card(card: CardLike | None) -> str:
    """A readable description of a card for screen readers and tooltips."""
    if card is None:
        return QCoreApplication.translate("CardItem", "face-down card")
    return _arg(
        #: A card for screen readers: %1 its colour, e.g. "green"; %2 its value, e.g. 80; %3 its
        #: tiebreaker value, e.g. 42.
        QCoreApplication.translate("CardItem", "%1 %2, tiebreaker %3"),
        family_label(card.family),
        str(card.value),
        str(card.tiebreaker),
    )


# --------------------------------------------------------------------------- pixmap cache

_CACHE_LIMIT = 192
_pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()


def _card_key(card: CardLike | None) -> tuple:
    if card is None:
        return ("back",)
    return ("face", card.id, family_name(card.family), card.value, card.tiebreaker, card.type)


def cached_pixmap(
    art: Hashable, size: QSizeF, ratio: float, paint: Callable[[QPainter, QRectF], None]
) -> QPixmap:
    """A card's art, named by ``art`` (any game's hashable name for a face or back and
    its theme) and drawn by ``paint``, rendered at ``ratio`` device pixels per unit.

    Cached per (art, size, ratio) and shared by every item of every game, so a hand
    at rest repaints by blitting instead of re-running the vector drawing.
    """
    ratio = max(ratio, 0.25)
    key = (art, round(size.width(), 2), round(size.height(), 2), ratio)
    pixmap = _pixmaps.get(key)
    if pixmap is not None:
        _pixmaps.move_to_end(key)
        return pixmap
    pixmap = QPixmap(
        max(1, math.ceil(size.width() * ratio)), max(1, math.ceil(size.height() * ratio))
    )
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    _pixmaps[key] = pixmap
    while len(_pixmaps) > _CACHE_LIMIT:
        _pixmaps.popitem(last=False)
    return pixmap


def _paint_score5(painter: QPainter, rect: QRectF, card: CardLike | None, theme: CardTheme) -> None:
    if card is None:
        paint_card_back(painter, rect, theme)
    else:
        paint_card_face(painter, rect, card, theme)


def card_pixmap(card: CardLike | None, size: QSizeF, ratio: float, theme: CardTheme) -> QPixmap:
    """A SCORE 5 card's face (or the back, for ``None``), cached as ``cached_pixmap`` says."""
    return cached_pixmap(
        (_card_key(card), theme),
        size,
        ratio,
        lambda painter, rect: _paint_score5(painter, rect, card, theme),
    )


def _shadow_drop(lift: float) -> float:
    """How far below the card its shadow falls: further as the card rises."""
    return 1.0 + lift * 0.5


def _shadow_blur(lift: float) -> float:
    """How soft the shadow's edge is: softer as the card rises."""
    return 1.5 + lift * 0.3


def quantised_ratio(painter: QPainter) -> float:
    """Device pixels per logical unit for this paint, rounded to limit cache variants."""
    transform = painter.worldTransform()
    scale = math.sqrt(abs(transform.determinant())) or 1.0
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return min(8.0, math.ceil(scale * dpr * 4) / 4)


# --------------------------------------------------------------------------- item


class CardItem(QGraphicsObject):
    """A card on the table: face or back, selectable, focusable, animatable.

    ``setCard(None)`` makes it an unknown face-down card: the item then has no
    face to show, whatever ``flip`` says, so a view can never reveal a card
    the seat may not see. Mouse clicks emit ``clicked``; Space/Enter on the
    focused item emit ``activated``. On a selectable item both also toggle
    the selection first, so handlers see the new state.
    """

    clicked = Signal(object)
    """Emitted with the item when it is clicked with the left mouse button."""
    activated = Signal(object)
    """Emitted with the item when Space or Enter is pressed while it has focus."""
    selectedChanged = Signal(bool)
    flipChanged = Signal(float)
    liftChanged = Signal(float)

    def __init__(
        self,
        card: CardLike | None = None,
        *,
        face_up: bool = True,
        theme: CardTheme | None = None,
        size: QSizeF | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._card = card
        self._theme = theme or CardTheme.light()
        self._size = QSizeF(size) if size is not None else QSizeF(CARD_WIDTH, CARD_HEIGHT)
        self._flip = 1.0 if face_up else 0.0
        self._lift = 0.0
        self._hovered = False
        self._focus_visible = False
        self._pressed = False
        self._lift_animation = QPropertyAnimation(self, b"lift", self)
        self._lift_animation.setDuration(120)
        self._lift_animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # -- card, theme, size ------------------------------------------------------------

    def card(self) -> CardLike | None:
        """The card shown, or ``None`` for an unknown face-down card."""
        return self._card

    def setCard(self, card: CardLike | None) -> None:
        """Show ``card``; ``None`` hides the identity (unknown face-down card)."""
        if card is self._card:
            return
        self._card = card
        self.update()

    def theme(self) -> CardTheme:
        return self._theme

    def setTheme(self, theme: CardTheme) -> None:
        """Switch colours, e.g. when the window palette turns dark."""
        if theme != self._theme:
            self._theme = theme
            self.update()

    def cardRect(self) -> QRectF:
        """The card's rectangle in item coordinates, centred on the origin, before lift."""
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2, w, h)

    # -- flip ------------------------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def setFlip(self, value: float) -> None:
        """0.0 shows the back, 1.0 the face; values between are a turn in progress."""
        value = float(value)
        if value == self._flip:
            return
        self._flip = value
        self.update()
        self.flipChanged.emit(value)

    flip = Property(float, _get_flip, setFlip, notify=flipChanged)

    def isFaceUp(self) -> bool:
        """Whether the item is turned face up (the face shows only if the card is known)."""
        return self._flip >= 0.5

    def setFaceUp(self, face_up: bool) -> None:
        """Turn the card at once, without animation."""
        self.setFlip(1.0 if face_up else 0.0)

    def isFaceShown(self) -> bool:
        """Whether a player currently sees the face: turned up and the card is known."""
        return self._card is not None and self.isFaceUp()

    # -- lift ------------------------------------------------------------------------

    def _get_lift(self) -> float:
        return self._lift

    def setLift(self, value: float) -> None:
        """Raise the card by ``value`` logical pixels (its shadow stays on the table)."""
        value = float(value)
        if value == self._lift:
            return
        self.prepareGeometryChange()
        self._lift = value
        self.liftChanged.emit(value)

    lift = Property(float, _get_lift, setLift, notify=liftChanged)

    def holdLift(self, value: float) -> None:
        """Put the card at ``value`` now and keep it there: a rise or fall under way (a
        selection just cleared) is stopped, so it cannot carry the card elsewhere."""
        self._lift_animation.stop()
        self.setLift(value)

    def setLiftDuration(self, ms: int) -> None:
        """How long a selected card takes to rise; 0 for the "instant" animation speed."""
        self._lift_animation.setDuration(max(0, int(ms)))

    # -- selection -------------------------------------------------------------------

    def isSelectable(self) -> bool:
        return bool(self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)

    def setSelectable(self, selectable: bool) -> None:
        """Let clicks and Space/Enter toggle the selection (e.g. while choosing a bid).

        Uses Qt's own selection, so ``scene.selectedItems()`` lists the chosen
        cards; clearing the flag also deselects the card.
        """
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, selectable)
        self.update()

    def toggleSelected(self) -> None:
        if self.isSelectable():
            self.setSelected(not self.isSelected())

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            selected = bool(value)
            self._lift_animation.stop()
            self._lift_animation.setEndValue(SELECTED_LIFT if selected else 0.0)
            self._lift_animation.start()
            self.update()
            self.selectedChanged.emit(selected)
        elif change == QGraphicsItem.GraphicsItemChange.ItemEnabledHasChanged:
            self._hovered = False
            self.update()
        return super().itemChange(change, value)

    # -- accessibility ---------------------------------------------------------------

    def accessibleName(self) -> str:
        """What a screen reader should say: the card if its face shows, else "face-down card"."""
        return describe_card(self._card if self.isFaceShown() else None)

    # -- geometry --------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        rect = self.cardRect()
        bulge = rect.height() * FLIP_BULGE / 2
        lift = abs(self._lift)
        return rect.adjusted(
            -RING_MARGIN,
            -RING_MARGIN - bulge - lift,
            RING_MARGIN,
            RING_MARGIN + bulge + lift,
        )

    def _outline(self, grow: float = 0.0) -> QPainterPath:
        rect = self.cardRect().adjusted(-grow, -grow, grow, grow)
        radius = CARD_CORNER_RADIUS * rect.width() / CARD_WIDTH + grow
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        return path

    def shape(self) -> QPainterPath:
        return self._outline().translated(0, -self._lift)

    # -- painting --------------------------------------------------------------------

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        squash = abs(math.cos(math.pi * self._flip))
        if squash < 0.01:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.translate(0, -self._lift)
        painter.scale(squash, 1.0 + FLIP_BULGE * math.sin(math.pi * self._flip))
        lift = max(self._lift, 0.0)
        if self._flip in (0.0, 1.0) and lift in (0.0, SELECTED_LIFT):
            self._paint_at_rest(painter, lift)
        else:
            self._fill_shadow(painter, QPointF(0, 0), lift)
            self._paint_card(painter)
        self._paint_states(painter)
        painter.restore()

    def _paint_at_rest(self, painter: QPainter, lift: float) -> None:
        """The shadow and the card in one blit from the shared pixmap cache, while the card
        neither turns nor rises: four antialiased fills and a second blit per card on
        every repaint were most of a table's painting."""
        rect = self.cardRect()
        ratio = quantised_ratio(painter)
        # The shadow's room on every side, a whole number of the pixmap's pixels: the card
        # then sits on the pixels its own pixmap would have covered.
        reach = _shadow_blur(lift) / 2 + 1.0 + _shadow_drop(lift)
        room = math.ceil(reach * max(ratio, 0.25)) / max(ratio, 0.25)
        area = rect.adjusted(-room, -room, room, room)
        corner = area.topLeft()

        def paint(into: QPainter, _area: QRectF) -> None:
            into.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            into.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            self._fill_shadow(into, -corner, lift)
            self._paint_art(into, rect.translated(-corner))

        size = (round(rect.width(), 2), round(rect.height(), 2))
        key = ("at rest", self._art_key(), self._theme.shadow, lift, size)
        pixmap = cached_pixmap(key, area.size(), ratio, paint)
        ratio = pixmap.devicePixelRatio()
        painter.drawPixmap(
            QRectF(corner, QSizeF(pixmap.width() / ratio, pixmap.height() / ratio)),
            pixmap,
            QRectF(pixmap.rect()),
        )

    def _fill_shadow(self, painter: QPainter, shift: QPointF, lift: float) -> None:
        """A soft shadow that stays on the table, further and blurrier as the card lifts:
        four layers, each a little larger and fainter at its edge."""
        shadow = QColor(self._theme.shadow)
        shadow.setAlphaF(0.07)
        blur = _shadow_blur(lift)
        shift = shift + QPointF(0, _shadow_drop(lift))
        for k in range(4):
            grow = blur * (k + 1) / 4 - blur / 2
            painter.fillPath(self._outline(grow).translated(shift), shadow)

    def _paint_card(self, painter: QPainter) -> None:
        """The face or back: a cached pixmap at rest, drawn afresh while it turns."""
        rect = self.cardRect()
        if self._flip in (0.0, 1.0):
            pixmap = cached_pixmap(
                self._art_key(), rect.size(), quantised_ratio(painter), self._paint_art
            )
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        else:
            self._paint_art(painter, rect)

    def _art_key(self) -> Hashable:
        """What the card shows now, as a key of the shared pixmap cache (a game's
        item names its own art here and in ``_paint_art``)."""
        card = self._card if self.isFaceShown() else None
        return (_card_key(card), self._theme)

    def _paint_art(self, painter: QPainter, rect: QRectF) -> None:
        """Draw what the card shows now (face or back) into ``rect``."""
        _paint_score5(painter, rect, self._card if self.isFaceShown() else None, self._theme)

    def _paint_states(self, painter: QPainter) -> None:
        theme = self._theme
        if not self.isEnabled():
            painter.fillPath(self._outline(), QColor(theme.dim))
        if self.isSelected():
            painter.strokePath(self._outline(1.5), QPen(QColor(theme.selection), 3.0))
        elif self.showsHover():
            painter.strokePath(self._outline(1.0), QPen(QColor(theme.hover), 2.0))
        if self.hasFocus() and self._focus_visible:
            painter.strokePath(self._outline(5.5), QPen(QColor(theme.focus), 3.0))
            painter.strokePath(self._outline(3.5), QPen(QColor(theme.focus_inner), 1.0))

    # -- events ----------------------------------------------------------------------

    def showsHover(self) -> bool:
        """The hover outline is drawn only while the pointer is really over the card: a
        card that moves away from a still pointer (into a bid, back to the hand, a new
        layout) gets no hover-leave event, and kept its outline."""
        return self._hovered and self.isEnabled() and self.isUnderMouse()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Like CSS :focus-visible: a ring after keyboard navigation, none after a click.
        self._focus_visible = event.reason() != Qt.FocusReason.MouseFocusReason
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._focus_visible = False
        self.update()
        super().focusOutEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Not calling the base class: its selection logic would clear the other
        # selected cards, but choosing a bid selects several.
        if event.button() == Qt.MouseButton.LeftButton:
            self._pressed = True
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, False
        if (
            pressed
            and event.button() == Qt.MouseButton.LeftButton
            and self.shape().contains(event.pos())
        ):
            self.toggleSelected()
            self.clicked.emit(self)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _ACTIVATION_KEYS and not event.isAutoRepeat():
            self._focus_visible = True
            self.toggleSelected()
            self.activated.emit(self)
            event.accept()
            return
        super().keyPressEvent(event)


# --------------------------------------------------------------------------- animations


def _animation(
    item: CardItem, prop: bytes, end: object, ms: int, easing: EasingLike
) -> QPropertyAnimation:
    """A property animation owned by the item, so fire-and-forget ones stay alive.

    It has no start value: it starts from wherever the property is when it
    runs, which is what a sequential group needs. A duration of 0 jumps to
    the end (the "instant" speed).
    """
    animation = QPropertyAnimation(item, prop, item)
    animation.setDuration(max(0, int(ms)))
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve(easing))
    return animation


def move_animation(
    item: CardItem,
    to: QPointF,
    ms: int = 300,
    easing: EasingLike = QEasingCurve.Type.InOutCubic,
) -> QPropertyAnimation:
    """Slide the card's centre to ``to`` (parent coordinates)."""
    return _animation(item, b"pos", QPointF(to), ms, easing)


def flip_animation(
    item: CardItem,
    to_face_up: bool,
    ms: int = 300,
    easing: EasingLike = QEasingCurve.Type.InOutSine,
) -> QPropertyAnimation:
    """Turn the card face up or face down."""
    return _animation(item, b"flip", 1.0 if to_face_up else 0.0, ms, easing)


def lift_animation(
    item: CardItem,
    to: float,
    ms: int = 150,
    easing: EasingLike = QEasingCurve.Type.OutCubic,
) -> QPropertyAnimation:
    """Raise the card ``to`` pixels above its place (0 puts it back down)."""
    return _animation(item, b"lift", float(to), ms, easing)


def rotate_animation(
    item: CardItem,
    to_degrees: float,
    ms: int = 300,
    easing: EasingLike = QEasingCurve.Type.InOutCubic,
) -> QPropertyAnimation:
    """Turn the card about its centre, e.g. into a fanned hand's angle."""
    return _animation(item, b"rotation", float(to_degrees), ms, easing)


def scale_animation(
    item: CardItem,
    to: float,
    ms: int = 300,
    easing: EasingLike = QEasingCurve.Type.InOutCubic,
) -> QPropertyAnimation:
    """Grow or shrink the card about its centre."""
    return _animation(item, b"scale", float(to), ms, easing)


def fade_animation(
    item: CardItem,
    to_opacity: float,
    ms: int = 200,
    easing: EasingLike = QEasingCurve.Type.Linear,
) -> QPropertyAnimation:
    """Fade the card in or out, e.g. when it leaves the game."""
    return _animation(item, b"opacity", float(to_opacity), ms, easing)
