"""SCORE 5's cards on the table: the art the shell's ``CardItem`` paints through
(``ui.table.card_item.CardArt``), the item that carries it, and the words for a card.

The shell's item does everything a card on a table needs (selection, lift, focus
ring, keyboard activation, animation, the shared pixmap cache); SCORE 5 gives it only
how its cards look (``card_art``) and read. Five Three Five plugs in the same way.
The words keep the "CardItem" context they had in the shell, so their translations
stay.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from score5_desktop.games.score5.qt.card_art import (
    WILD,
    CardLike,
    CardTheme,
    family_name,
    paint_card_back,
    paint_card_face,
)
from score5_desktop.model.text import arg
from score5_desktop.ui.table.card_item import CardItem, cached_pixmap


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
    return arg(
        #: A card for screen readers: %1 its colour, e.g. "green"; %2 its value, e.g. 80; %3 its
        #: tiebreaker value, e.g. 42.
        QCoreApplication.translate("CardItem", "%1 %2, tiebreaker %3"),
        family_label(card.family),
        str(card.value),
        str(card.tiebreaker),
    )


def _card_key(card: CardLike | None) -> tuple:
    if card is None:
        return ("back",)
    return ("face", card.id, family_name(card.family), card.value, card.tiebreaker, card.type)


@dataclass(frozen=True, slots=True)
class Score5Art:
    """SCORE 5's ``CardArt`` in one theme: a card's face, or the common back."""

    theme: CardTheme

    def art_key(self, card: object | None) -> Hashable:
        return (_card_key(card), self.theme)  # type: ignore[arg-type] - SCORE 5 cards

    def paint(self, painter: QPainter, rect: QRectF, card: object | None) -> None:
        if card is None:
            paint_card_back(painter, rect, self.theme)
        else:
            paint_card_face(painter, rect, card, self.theme)  # type: ignore[arg-type]

    def describe(self, card: object | None) -> str:
        return describe_card(card)  # type: ignore[arg-type] - SCORE 5 cards


def card_pixmap(card: CardLike | None, size: QSizeF, ratio: float, theme: CardTheme) -> QPixmap:
    """A SCORE 5 card's face (or the back, for ``None``), from the shared pixmap cache."""
    art = Score5Art(theme)
    return cached_pixmap(
        art.art_key(card), size, ratio, lambda painter, rect: art.paint(painter, rect, card)
    )


class Score5CardItem(CardItem):
    """A SCORE 5 card on the table (``None``: face down, unknown), in a ``CardTheme``
    that colours both the card and its selection, hover and focus rings."""

    def __init__(
        self,
        card: CardLike | None = None,
        *,
        face_up: bool = True,
        theme: CardTheme | None = None,
        size: QSizeF | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        theme = theme or CardTheme.light()
        super().__init__(
            card,
            art=Score5Art(theme),
            face_up=face_up,
            states=theme.states,
            size=size,
            parent=parent,
        )
        self._theme = theme

    def theme(self) -> CardTheme:
        return self._theme

    def setTheme(self, theme: CardTheme) -> None:
        """Switch colours, e.g. when the window palette turns dark."""
        if theme != self._theme:
            self._theme = theme
            self.setArt(Score5Art(theme))
            self.setStates(theme.states)
