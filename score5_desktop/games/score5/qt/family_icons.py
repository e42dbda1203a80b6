"""Small family symbols for headers and lists: shape plus colour, readable by everyone."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from score5_desktop.games.score5.qt.card_art import CardTheme, paint_family_symbol

_cache: dict[tuple[str, str, int], QIcon] = {}


def family_icon(family: object, theme: CardTheme, size: int = 18) -> QIcon:
    key = (str(getattr(family, "value", family)), theme.name, size)
    icon = _cache.get(key)
    if icon is None:
        pixmap = QPixmap(size * 2, size * 2)
        pixmap.setDevicePixelRatio(2.0)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_family_symbol(painter, family, QRectF(1, 1, size - 2, size - 2), theme)
        painter.end()
        icon = _cache[key] = QIcon(pixmap)
    return icon
