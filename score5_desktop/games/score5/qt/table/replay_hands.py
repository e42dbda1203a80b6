"""Every hand open, for a replay watched through everyone's eyes.

The live table only ever shows one hand (the tray, for the player deciding). A
replay is after the fact, so it may show them all: each other seat's hand is a
small fan of face-up cards beside its plate, on the side away from the bids.
These are the replay's own items, added to the scene and kept apart from the
cards the scene animates, so the table's diff never moves or removes them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem

from score5_desktop.games.score5.qt.card_art import card_theme
from score5_desktop.games.score5.qt.card_item import Score5CardItem
from score5_desktop.games.score5.qt.table.table_layout import card_height, card_width
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.plain import set_tooltip
from score5_desktop.ui.table.seat_plate import PLATE_HEIGHT, PLATE_WIDTH

SCALE = 0.46  # the corner values read at a glance (0.36 was hard to read)
_GAP = 6.0


class OpenHands:
    def __init__(self, scene: TableScene, appearance: Appearance) -> None:
        self._scene = scene
        self._appearance = appearance
        self._items: list[Score5CardItem] = []
        self._shown: tuple[Deck, dict[int, int]] | None = None
        # The fans are placed from the plates: when the window's shape moves the
        # plates, the fans follow.
        scene.layoutChanged.connect(self._follow_layout)

    def items(self) -> list[Score5CardItem]:
        return list(self._items)

    def clear(self) -> None:
        for item in self._items:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
            item.deleteLater()
        self._items = []
        self._shown = None

    def _follow_layout(self) -> None:
        if self._shown is not None:
            self.show(*self._shown)

    def show(self, deck: Deck, hands: dict[int, int]) -> None:
        """Show ``hands`` (seat -> cards) beside their plates; an empty dict hides them."""
        self.clear()
        self._shown = (deck, dict(hands)) if hands else None
        theme = card_theme()
        height = card_height(SCALE)
        for seat, mask in hands.items():
            cards = sorted(deck.cards_of(mask), key=lambda c: (-c.value, -c.tiebreaker))
            if not cards:
                continue
            plate = self._scene.plate(seat).pos()
            above = plate.y() - PLATE_HEIGHT / 2 - _GAP - height / 2
            if above - height / 2 < 0:  # a seat at the top edge: beside its plate
                width = PLATE_WIDTH * 0.9
                centre = QPointF(plate.x() + PLATE_WIDTH / 2 + _GAP + width / 2, plate.y())
            elif plate.y() <= self._scene.tableLayout().center().y() + 1:
                width = PLATE_WIDTH
                centre = QPointF(plate.x(), above)
            else:
                width = PLATE_WIDTH
                centre = QPointF(plate.x(), plate.y() + PLATE_HEIGHT / 2 + _GAP + height / 2)
            for z, (spot, card) in enumerate(
                zip(_fan(centre, len(cards), width), cards, strict=True)
            ):
                item = Score5CardItem(card, face_up=True, theme=theme)
                item.setScale(SCALE)
                item.setPos(spot)
                item.setZValue(30 + z * 0.01)
                set_tooltip(item, item.accessibleName())
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
                self._scene.addItem(item)
                self._items.append(item)


def _fan(centre: QPointF, count: int, width: float) -> list[QPointF]:
    """``count`` small cards overlapping in a row no wider than ``width``, each showing
    at least its corner value."""
    card = card_width(SCALE)
    step = min(card * 0.62, (width - card) / max(count - 1, 1)) if count > 1 else 0.0
    start = centre.x() - step * (count - 1) / 2
    return [QPointF(start + i * step, centre.y()) for i in range(count)]
