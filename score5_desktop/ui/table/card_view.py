"""``CardTableView``: the view every game's table is shown in.

It scales the whole scene to the window (telling the scene the window's shape first,
so the table is laid out to fill it) and moves keyboard focus between the cards the
player can use now with the arrow keys, stopping at either end; Space on a table with
no focused card starts on the first. What Enter and other keys do is the game's (``tableKey``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
)

_NEXT = {Qt.Key.Key_Right, Qt.Key.Key_Down}
_PREVIOUS = {Qt.Key.Key_Left, Qt.Key.Key_Up}


class FittingScene(Protocol):
    """A table scene that lays itself out for the view's width/height ratio."""

    def setAspect(self, aspect: float) -> None: ...  # noqa: N802 - Qt naming

    def sceneRect(self) -> QRectF: ...  # noqa: N802


class CardTableView(QGraphicsView):
    """Shows a table scene scaled to fit, with keyboard focus moving over its cards."""

    def __init__(self, scene: QGraphicsScene, parent=None) -> None:
        super().__init__(scene, parent)
        self._fitting: FittingScene = scene  # type: ignore[assignment] - see FittingScene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        scene.sceneRectChanged.connect(
            lambda rect: self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        )
        self.retranslateUi()

    def retranslateUi(self) -> None:
        """The view's accessible name and description (each game words its keys)."""

    def usableCards(self) -> list[QGraphicsItem]:
        """The cards the player can use now, in the order the arrow keys visit them."""
        return []

    def tableKey(self, event: QKeyEvent) -> bool:
        """A game's own keys (Enter, P...): True when ``event`` was used."""
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitTable()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitTable()

    def fitTable(self) -> None:
        """Lay the table out for the viewport's shape, then scale it to fill the viewport."""
        size = self.viewport().size()
        if size.width() > 0 and size.height() > 0:
            self._fitting.setAspect(size.width() / size.height())
        self.fitInView(self._fitting.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def focusFirstCard(self) -> bool:
        """Put keyboard focus on the first card the player can use now."""
        items = self.usableCards()
        if not items:
            return False
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        items[0].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def keepKeysAfterClicks(self, *buttons: QAbstractButton) -> None:
        """Clicking one of ``buttons`` (the bar under the table) leaves the keyboard on the
        table, so Enter and Space go on doing the table's actions after a mouse click
        instead of pressing that button again. The buttons still take focus by Tab."""
        for button in buttons:
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(self._take_focus_back)

    def _take_focus_back(self) -> None:
        # Only while the table is on screen: a click that ended the turn may have put the
        # hand-over screen up, whose own button has the focus there.
        if self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        items = self.usableCards()
        if items and (key in _NEXT or key in _PREVIOUS):
            focused = self.scene().focusItem()
            index = items.index(focused) if focused in items else -1
            step = 1 if key in _NEXT else -1
            # The ends of the hand stop the focus: wrapping round silently took the player
            # from the lowest cards to the highest ones (issue 43).
            target = items[min(max(index + step, 0), len(items) - 1)] if index >= 0 else items[0]
            target.setFocus(Qt.FocusReason.TabFocusReason)
            self.ensureVisible(target)
            event.accept()
            return
        if self.tableKey(event):
            event.accept()
            return
        if items and key == Qt.Key.Key_Space and self.scene().focusItem() not in items:
            items[0].setFocus(Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)
