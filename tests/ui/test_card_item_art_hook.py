"""The shell's ``CardItem`` names no game: it draws and words a card only through the
``CardArt`` it is given, and hands that art ``None`` whenever the face may not show."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from score5_desktop.ui.table.card_item import CardItem


@dataclass(eq=False)
class _Art:
    """A test game's art: the back blue, a face red; it records what it was asked."""

    asked: list[object | None] = field(default_factory=list)

    def art_key(self, card: object | None) -> Hashable:
        return ("test", card)

    def paint(self, painter: QPainter, rect: QRectF, card: object | None) -> None:
        self.asked.append(card)
        painter.fillRect(rect, QColor("#0000ff" if card is None else "#ff0000"))

    def describe(self, card: object | None) -> str:
        return "hidden" if card is None else f"card {card}"


def _centre(item: CardItem) -> QColor:
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(100, 100)
    item.paint(painter, None)  # type: ignore[arg-type] - no option is read
    painter.end()
    return image.pixelColor(100, 100)


def test_the_item_paints_and_words_a_card_through_its_art(qapp):
    art = _Art()
    item = CardItem(("a", 7), art=art)
    assert _centre(item).name() == "#ff0000"
    assert item.accessibleName() == "card ('a', 7)"
    assert art.asked[-1] == ("a", 7)


def test_a_face_down_or_unknown_card_never_reaches_the_art(qapp):
    art = _Art()
    down = CardItem(("secret", 1), art=art, face_up=False)
    assert _centre(down).name() == "#0000ff"
    assert down.accessibleName() == "hidden"
    assert ("secret", 1) not in art.asked
    unknown = CardItem(None, art=art)
    assert _centre(unknown).name() == "#0000ff" and unknown.accessibleName() == "hidden"


def test_a_new_art_repaints_the_card(qapp):
    item = CardItem(3, art=_Art())
    other = _Art()
    item.setArt(other)
    assert item.art() is other
    _centre(item)
    assert other.asked == [3]
