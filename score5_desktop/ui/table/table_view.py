"""The view of the table: scales the whole scene to the window and moves focus by arrows."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from score5_desktop.ui.table.table_scene import TableScene

_NEXT = {Qt.Key.Key_Right, Qt.Key.Key_Down}
_PREVIOUS = {Qt.Key.Key_Left, Qt.Key.Key_Up}


class TableView(QGraphicsView):
    confirmRequested = Signal()
    """Enter pressed while building a bid: the same as the Confirm button."""

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self._table = scene
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
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(
            self.tr("Use the arrow keys to move between cards, Space to choose, Enter to confirm.")
        )

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
            self._table.setAspect(size.width() / size.height())
        self.fitInView(self._table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def focusFirstCard(self) -> bool:
        """Put keyboard focus on the first card the player can use now."""
        items = self._table.interactiveItems()
        if not items:
            return False
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        items[0].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        items = self._table.interactiveItems()
        if items and (key in _NEXT or key in _PREVIOUS):
            focused = self._table.focusItem()
            index = items.index(focused) if focused in items else -1
            step = 1 if key in _NEXT else -1
            target = items[(index + step) % len(items)] if index >= 0 else items[0]
            target.setFocus(Qt.FocusReason.TabFocusReason)
            self.ensureVisible(target)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._table.isBidding():
            self.confirmRequested.emit()
            event.accept()
            return
        if items and key == Qt.Key.Key_Space and self._table.focusItem() not in items:
            items[0].setFocus(Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)
