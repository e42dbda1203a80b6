"""The view of the Five Three Five table: scales the scene to the window and plays from
the keyboard (arrows move between the hand's cards, Space chooses one, Enter plays the
chosen cards, P passes)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from score5_desktop.games.five_three_five.qt.scene import F35Scene

_NEXT = {Qt.Key.Key_Right, Qt.Key.Key_Down}
_PREVIOUS = {Qt.Key.Key_Left, Qt.Key.Key_Up}


class F35View(QGraphicsView):
    playRequested = Signal()
    """Enter while choosing: play the chosen cards (as the play button would)."""
    passRequested = Signal()
    """P while choosing: pass."""

    def __init__(self, scene: F35Scene, parent=None) -> None:
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
            #: Five Three Five: how to play from the keyboard.
            self.tr(
                "Arrow keys move between your cards, Space chooses a card, Enter plays the "
                "chosen cards, P passes."
            )
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitTable()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitTable()

    def fitTable(self) -> None:
        size = self.viewport().size()
        if size.width() > 0 and size.height() > 0:
            self._table.setAspect(size.width() / size.height())
        self.fitInView(self._table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def focusFirstCard(self) -> bool:
        items = self._table.trayItems() if self._table.isChoosing() else []
        if not items:
            return False
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        items[0].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        choosing = self._table.isChoosing()
        items = self._table.trayItems() if choosing else []
        if items and (key in _NEXT or key in _PREVIOUS):
            focused = self._table.focusItem()
            index = items.index(focused) if focused in items else -1
            step = 1 if key in _NEXT else -1
            target = items[(index + step) % len(items)] if index >= 0 else items[0]
            target.setFocus(Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        if choosing and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.playRequested.emit()
            event.accept()
            return
        if choosing and key == Qt.Key.Key_P and not event.modifiers():
            if not event.isAutoRepeat():
                self.passRequested.emit()
            event.accept()
            return
        if items and key == Qt.Key.Key_Space and self._table.focusItem() not in items:
            items[0].setFocus(Qt.FocusReason.TabFocusReason)
            event.accept()
            return
        super().keyPressEvent(event)
