"""``F35CardItem``: a Five Three Five card on the table.

The shell's ``CardItem`` already does everything a card on a table needs
(selection, lift, focus ring, keyboard activation, the animatable ``pos``,
``rotation``, ``scale``, ``opacity`` and ``flip``, the shared pixmap cache); we give
it only our ``CardArt`` (``F35Art``: how a card is named, painted and worded for
screen readers), as SCORE 5 gives it its own. Its card is a plain ``int`` value
(copies are identical in play) or ``None`` for a face-down card whose value the seat
may not see.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem

from score5_desktop.games.five_three_five.qt.card_art import (
    Band,
    F35Theme,
    band_of,
    paint_card_back,
    paint_card_face,
    penalty_of,
)
from score5_desktop.games.five_three_five.qt.words import counts_text
from score5_desktop.model.text import arg
from score5_desktop.ui.table.card_item import CardItem


def band_label(band: Band) -> str:
    """The band's name as the table words it (rainy, cloudy, sunny)."""
    labels = {
        #: Five Three Five: the band of the cards 1-5.
        Band.RAIN: QCoreApplication.translate("F35Card", "rainy"),
        #: Five Three Five: the band of the cards 7-9.
        Band.CLOUD: QCoreApplication.translate("F35Card", "cloudy"),
        #: Five Three Five: the band of the cards 11-15.
        Band.SUN: QCoreApplication.translate("F35Card", "sunny"),
    }
    return labels[band]


def describe_value(value: int | None) -> str:
    """A card for screen readers and tooltips: its value, band and penalty points."""
    if value is None:
        return QCoreApplication.translate("F35Card", "face-down card")
    text = counts_text().card(penalty_of(value))
    text = arg(text, str(value), band_label(band_of(value)))
    if value == 8:
        #: Added to the 8's description: playing it to overwrite or add ends the trick.
        text += QCoreApplication.translate("F35Card", " (ends the trick)")
    return text


@dataclass(frozen=True, slots=True)
class F35Art:
    """Our ``CardArt`` in one theme: a card by its value, or the common back."""

    theme: F35Theme

    def art_key(self, card: object | None) -> Hashable:
        return ("f35", card, self.theme)

    def paint(self, painter: QPainter, rect: QRectF, card: object | None) -> None:
        if card is None:
            paint_card_back(painter, rect, self.theme)
        else:
            paint_card_face(painter, rect, card, self.theme)  # type: ignore[arg-type]

    def describe(self, card: object | None) -> str:
        return describe_value(card)  # type: ignore[arg-type] - our cards are values


class F35CardItem(CardItem):
    """A card of value ``card`` (an ``int``), or a face-down card (``None``)."""

    def __init__(
        self,
        value: int | None,
        *,
        face_up: bool = True,
        theme: F35Theme | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        self._f35_theme = theme or F35Theme.light()
        super().__init__(value, art=F35Art(self._f35_theme), face_up=face_up, parent=parent)

    def value(self) -> int | None:
        return self.card()  # type: ignore[return-value] - our cards are values

    def setValue(self, value: int | None) -> None:
        if value != self.card():
            self.setCard(value)

    def setF35Theme(self, theme: F35Theme) -> None:
        if theme != self._f35_theme:
            self._f35_theme = theme
            self.setArt(F35Art(theme))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space chooses the card; Enter is not a choice here but "play" (the view's)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()
            return
        super().keyPressEvent(event)
