"""Readable, translatable words the shell shares: numbers, lists, plurals, levels.

Every user-visible string goes through ``translate`` with a literal context and
source text, so ``pyside6-lupdate`` can collect it; values are filled in
afterwards with Qt-style ``%1`` placeholders (``arg``), never inside f-strings,
because translators may need to reorder them.

A game's own words are in its own folder (``games/<game>/qt``), such as the
names of its families of cards.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from score5_desktop.model.placeholders import arg as arg  # re-exported beside translate

translate = QCoreApplication.translate


def number_text(value: int | float, decimals: int = 0) -> str:
    """A number as the interface language writes it (QLocale: "1 234,5" in French)."""
    locale = QLocale()
    if decimals == 0:
        return locale.toString(int(round(value)))
    return locale.toString(float(value), "f", decimals)


def unbroken(text: str) -> str:
    """``text`` kept on one line where it wraps: its spaces become no-break spaces. For a
    short item of a list ("Bot 1 : 0"), which a wrapped label or the log would otherwise
    break inside, between a name's words or between the name and its count."""
    return text.replace(" ", "\u00a0")


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


def bot_name(number: int) -> str:
    """A bot's default name in the interface language ("Bot 2", "Robot 2"…), as the
    new-game dialog names bots; an online table's bots are worded with it too."""
    #: A bot's default name; %1 a number, e.g. "Bot 2".
    return arg(translate("NewGameDialog", "Bot %1"), number)


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
