"""Readable, translatable words for cards, families and seats.

Every user-visible string goes through ``translate`` with a literal context and
source text, so ``pyside6-lupdate`` can collect it; values are filled in
afterwards with Qt-style ``%1`` placeholders (``arg``), never inside f-strings,
because translators may need to reorder them.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject

from score5_desktop.engine.cards import Card, Deck, Family

translate = QCoreApplication.translate


_PLACEHOLDER = re.compile(r"%(\d\d?)")


def arg(template: str, *values: object) -> str:
    """Fill ``%1``..``%99`` in one pass: a value is never searched for placeholders
    again, so a player named "%1" stays "%1" (a name is data, not a template)."""

    def fill(match: re.Match[str]) -> str:
        digits = match[1]
        if len(digits) == 2 and 1 <= int(digits) <= len(values):
            return str(values[int(digits) - 1])
        first = int(digits[0])
        if 1 <= first <= len(values):
            return str(values[first - 1]) + digits[1:]
        return match[0]

    return _PLACEHOLDER.sub(fill, template)


def family_text(family: Family | str) -> str:
    """A family's name as players read it (lowercase, like the cards)."""
    labels = {
        "green": translate("Family", "green"),
        "red": translate("Family", "red"),
        "yellow": translate("Family", "yellow"),
        "purple": translate("Family", "purple"),
        "blue": translate("Family", "blue"),
        "wild": translate("Family", "wild"),
    }
    return labels[str(family)]


def card_text(card: Card) -> str:
    """A card as a short label, e.g. "green 80"."""
    return arg(translate("Card", "%1 %2"), family_text(card.family), card.value)


def card_id_text(deck: Deck, card_id: str) -> str:
    return card_text(deck.card(card_id))


def cards_text(deck: Deck, mask: int) -> str:
    """Cards of a mask, best tiebreaker first, as one readable list ("—" for none)."""
    if not mask:
        return translate("Card", "—")
    return list_text([card_text(c) for c in deck.cards_of(mask)])


def list_text(items: list[str]) -> str:
    return translate("Text", ", ").join(items)


class Text(QObject):
    """Plural sources live in a class: lupdate marks a ``%n`` string as having
    plural forms only for ``self.tr(source, None, n)``, not for a module-level
    ``translate`` whose count is a variable."""

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", None, n)


_TEXT: Text | None = None


def cards_count_text(n: int) -> str:
    global _TEXT
    if _TEXT is None:
        _TEXT = Text()
    return plural(_TEXT.cards(n), n)


def level_text(level: str) -> str:
    """A bot level as players read it (lowercase, as in "Bot, normal")."""
    labels = {
        "random": translate("Level", "random"),
        "easy": translate("Level", "easy"),
        "normal": translate("Level", "normal"),
        "hard": translate("Level", "hard"),
        "expert": translate("Level", "expert"),
    }
    return labels.get(level, level)


def plural(text: str, n: int) -> str:
    """English plural for a "%n thing(s)" source that no translation has replaced yet
    (English is the source language, so it ships no .qm file of its own)."""
    if "(s)" not in text:
        return text
    return text.replace("(s)", "" if n == 1 else "s")
