"""SCORE 5's pile before any game: the idle table showed an empty card outline with no
words, which named nothing. Once a game is on, an empty pile keeps its outline and says
so on its pill."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from score5_desktop.games.score5.qt.table.pile_item import PileItem


def _drawn(left: tuple[int, int, int] | None = None, label: str = "") -> int:
    """How many pixels a pile painted with ``left`` and ``label`` (``None``: never set,
    as before any game) covers on a transparent image."""
    item = PileItem()
    if left is not None:
        item.setLeft(left, label)
    scene = QGraphicsScene()
    scene.addItem(item)
    box = item.sceneBoundingRect()
    image = QImage(int(box.width()), int(box.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), box)
    painter.end()
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 0
    )


def test_no_pile_is_drawn_before_any_game(qtbot) -> None:
    assert _drawn() == 0


def test_an_empty_pile_in_a_game_keeps_its_outline_and_its_words(qtbot) -> None:
    empty = _drawn((0, 0, 0), "Pile empty")
    assert empty > 0
    assert _drawn((3, 2, 1), "3★ · 2★★ · 1★★★") > empty
