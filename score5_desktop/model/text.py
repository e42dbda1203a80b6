"""Readable, translatable words for cards, families and seats.

Every user-visible string goes through ``translate`` with a literal context and
source text, so ``pyside6-lupdate`` can collect it; values are filled in
afterwards with Qt-style ``%1`` placeholders (``arg``), never inside f-strings,
because translators may need to reorder them.

A family is named in two forms, each its own message so each language can
inflect it: ``family_text`` is the colour standing alone (a chart legend, a
column header); ``family_name_text`` is the family named inside a sentence,
after the language's word for family ("the green family": French *verte*
agreeing with *famille*, Italian *rossa*, German the noun *Rot*). A card's name
(``card_text``) is one message per family too, because the colour agrees with
the word for card (Italian *carta rossa*) or is a noun (German *Rot 35*).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from score5_desktop.games.score5.rules.cards import Card, Deck, Family
from score5_desktop.model.placeholders import arg as arg  # re-exported beside translate

translate = QCoreApplication.translate


def number_text(value: int | float, decimals: int = 0) -> str:
    """A number as the interface language writes it (QLocale: "1 234,5" in French)."""
    locale = QLocale()
    if decimals == 0:
        return locale.toString(int(round(value)))
    return locale.toString(float(value), "f", decimals)


def family_text(family: Family | str) -> str:
    """A family's colour standing alone, e.g. a legend or a column header."""
    labels = {
        #: A family's colour standing alone (chart legend, column header, menu item).
        "green": translate("Family", "green", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "red": translate("Family", "red", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "yellow": translate("Family", "yellow", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "purple": translate("Family", "purple", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "blue": translate("Family", "blue", "colour alone"),
        #: The wild card's word standing alone (it scores in any family).
        "wild": translate("Family", "wild", "colour alone"),
    }
    return labels[str(family)]


def family_name_text(family: Family | str) -> str:
    """A family named inside a sentence, in the form that follows the language's
    word for family ("in the %1 family"): FR "verte", DE "Grün", IT "rossa"."""
    names = {
        #: Family named in a sentence after the word for family: "the green family".
        #: FR agrees with famille (verte), DE is the noun (Grün), IT agrees with famiglia.
        "green": translate("Family", "green", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the red family".
        #: FR agrees with famille (rouge), DE is the noun (Rot), IT agrees with famiglia (rossa).
        "red": translate("Family", "red", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the yellow family".
        #: FR agrees with famille (jaune), DE is the noun (Gelb), IT agrees with famiglia (gialla).
        "yellow": translate("Family", "yellow", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the purple family".
        #: FR agrees with famille (violette), DE is the noun (Violett), IT (viola).
        "purple": translate("Family", "purple", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the blue family".
        #: FR agrees with famille (bleue), DE is the noun (Blau), IT (blu).
        "blue": translate("Family", "blue", "family name in a sentence"),
    }
    return names[str(family)]


def card_text(card: Card) -> str:
    """A card's name, e.g. "green 80": the colour in the form the language's word
    for card needs (IT "rossa 115" for carta rossa, DE "Rot 115")."""
    names = {
        #: A card's name: its family and %1, its value, e.g. "green 35".
        #: The colour agrees with the word for card (FR verte); DE writes the noun (Grün 35).
        "green": translate("Card", "green %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "red 115" (IT rossa 115, DE Rot 115).
        "red": translate("Card", "red %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "yellow 60" (IT gialla 60, DE Gelb 60).
        "yellow": translate("Card", "yellow %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "purple 25" (FR violette 25).
        "purple": translate("Card", "purple %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "blue 10" (FR bleue 10).
        "blue": translate("Card", "blue %1", "card name"),
        #: The wild card's name with %1, its value, e.g. "wild 75" (FR multicolore 75, DE Joker 75).
        "wild": translate("Card", "wild %1", "card name"),
    }
    return arg(names[str(card.family)], card.value)


def card_id_text(deck: Deck, card_id: str) -> str:
    return card_text(deck.card(card_id))


def cards_text(deck: Deck, mask: int) -> str:
    """Cards of a mask, best tiebreaker first, as one readable list ("—" for none)."""
    if not mask:
        #: Shown where a list of cards is empty.
        return translate("Card", "—")
    return list_text([card_text(c) for c in deck.cards_of(mask)])


def list_text(items: list[str]) -> str:
    #: The separator between items of a list, e.g. "green 35, blue 10".
    return translate("Text", ", ").join(items)


def and_list_text(items: list[str]) -> str:
    """Names read as a sentence does: "Ann", "Ann and Bot 2", "Ann, Bot 1 and Bot 2"
    (the last two joined by the language's "and")."""
    if len(items) < 2:
        return "".join(items)
    #: The last two items of a list of players, e.g. "Bot 1 and Bot 2" in "Ann, Bot 1
    #: and Bot 2". %1 the items before, e.g. "Ann, Bot 1"; %2 the last one, e.g. "Bot 2".
    return arg(translate("Text", "%1 and %2"), list_text(items[:-1]), items[-1])


class Text(QObject):
    """Plural sources live in a class: lupdate marks a ``%n`` string as having
    plural forms only for ``self.tr(source, disambiguation, n)``, not for a
    module-level ``translate`` whose count is a variable. English's own forms
    ("1 card", "2 cards") come from the English .qm, like any language's."""

    def cards(self, n: int) -> str:
        #: A number of cards, e.g. on a seat's badge: "3 cards".
        return self.tr("%n card(s)", None, n)

    def points(self, n: int) -> str:
        #: A score, e.g. on a seat at the end of the game: "182 points".
        return self.tr("%n point(s)", None, n)


_TEXT: Text | None = None


def _text() -> Text:
    global _TEXT
    if _TEXT is None:
        _TEXT = Text()
    return _TEXT


def cards_count_text(n: int) -> str:
    return _text().cards(n)


def points_text(n: int) -> str:
    """A score with its plural ("1 point", "182 points"; French "0 point")."""
    return _text().points(n)


def level_text(level: str) -> str:
    """A bot level as players read it (lowercase, as in "Bot, normal")."""
    labels = {
        #: A bot level, shown as in "Bot, normal" and in the new-game dialog.
        "random": translate("Level", "random"),
        #: A bot level, shown as in "Bot, easy".
        "easy": translate("Level", "easy"),
        #: A bot level, shown as in "Bot, normal".
        "normal": translate("Level", "normal"),
        #: A bot level, shown as in "Bot, hard".
        "hard": translate("Level", "hard"),
        #: A bot level, shown as in "Bot, expert".
        "expert": translate("Level", "expert"),
    }
    return labels.get(level, level)
