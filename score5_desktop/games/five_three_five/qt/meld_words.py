"""A meld named inside a sentence: its kind as a whole noun phrase, article included.

A meld's name dropped into a sentence ("the central meld is now %1") left each
language without its article and gender: French wrote "devient carré (…)",
German "ist jetzt Vierling (…)", and translators fell back on colons. So each
kind has its own phrase, "a pair (%1)", which a translator writes with the
article and gender the noun takes ("une paire", "ein Vierling", "un poker").

German also declines the article by the phrase's place in the sentence ("ein
Drilling" is the subject, "einen Drilling" is led, "mit einem Drilling" one
overwrites), so every sentence that names a meld says which role it gives it,
and each role has its own messages, told apart by their disambiguation. In
French and Italian the three roles read the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from PySide6.QtCore import QCoreApplication

from score5_desktop.games.five_three_five.rules.melds import Meld, MeldKind
from score5_desktop.games.five_three_five.rules.offer import shape_of
from score5_desktop.model.text import arg


class MeldRole(Enum):
    """Where a sentence puts the meld it names."""

    SUBJECT = "subject"
    """The subject, or after "is": "the central meld is a pair (12 12)" (German
    nominative)."""
    OBJECT = "object"
    """What is played, beaten or answered: "leads a pair (12 12)" (German accusative)."""
    WITH = "with"
    """After "with": "overwrites with a pair (12 12)" (German dative)."""


def _subject(shape: Meld) -> str:
    translate = QCoreApplication.translate
    if shape.kind is MeldKind.RUN:
        #: Five Three Five: a run as the subject of a sentence or after "is" ("the central
        #: meld is a run (3 4 5)"): write the article your noun takes (DE nominative).
        #: %1 its values, e.g. "3 4 5".
        return translate("F35", "a run (%1)", "meld as subject")
    if shape.kind is MeldKind.SINGLE:
        #: Five Three Five: a single as the subject of a sentence or after "is": write the
        #: article your noun takes (DE nominative). %1 its value, e.g. "9".
        return translate("F35", "a single (%1)", "meld as subject")
    if shape.size == 2:
        #: Five Three Five: a pair as the subject of a sentence or after "is": write the
        #: article your noun takes (DE nominative). %1 its values, e.g. "12 12".
        return translate("F35", "a pair (%1)", "meld as subject")
    if shape.size == 3:
        #: Five Three Five: three of a kind as the subject of a sentence or after "is":
        #: write the article your noun takes (DE nominative). %1 its values, e.g. "7 7 7".
        return translate("F35", "three of a kind (%1)", "meld as subject")
    if shape.size == 4:
        #: Five Three Five: four of a kind as the subject of a sentence or after "is":
        #: write the article your noun takes (DE nominative). %1 its values, e.g. "7 7 7 7".
        return translate("F35", "four of a kind (%1)", "meld as subject")
    #: Five Three Five: five of a kind (every copy, at five or six players) as the subject
    #: of a sentence or after "is": write the article your noun takes (DE nominative).
    #: %1 its values, e.g. "7 7 7 7 7".
    return translate("F35", "five of a kind (%1)", "meld as subject")


def _object(shape: Meld) -> str:
    translate = QCoreApplication.translate
    if shape.kind is MeldKind.RUN:
        #: Five Three Five: a run as what is played, beaten or answered ("leads a run
        #: (3 4 5)"): write the article your noun takes (DE accusative). %1 its values,
        #: e.g. "3 4 5".
        return translate("F35", "a run (%1)", "meld as object")
    if shape.kind is MeldKind.SINGLE:
        #: Five Three Five: a single as what is played, beaten or answered: write the
        #: article your noun takes (DE accusative). %1 its value, e.g. "9".
        return translate("F35", "a single (%1)", "meld as object")
    if shape.size == 2:
        #: Five Three Five: a pair as what is played, beaten or answered: write the
        #: article your noun takes (DE accusative). %1 its values, e.g. "12 12".
        return translate("F35", "a pair (%1)", "meld as object")
    if shape.size == 3:
        #: Five Three Five: three of a kind as what is played, beaten or answered: write
        #: the article your noun takes (DE accusative). %1 its values, e.g. "7 7 7".
        return translate("F35", "three of a kind (%1)", "meld as object")
    if shape.size == 4:
        #: Five Three Five: four of a kind as what is played, beaten or answered: write
        #: the article your noun takes (DE accusative). %1 its values, e.g. "7 7 7 7".
        return translate("F35", "four of a kind (%1)", "meld as object")
    #: Five Three Five: five of a kind (every copy, at five or six players) as what is
    #: played, beaten or answered: write the article your noun takes (DE accusative).
    #: %1 its values, e.g. "7 7 7 7 7".
    return translate("F35", "five of a kind (%1)", "meld as object")


def _with(shape: Meld) -> str:
    translate = QCoreApplication.translate
    if shape.kind is MeldKind.RUN:
        #: Five Three Five: a run after "with" ("overwrites with a run (3 4 5)"): write the
        #: preposition and the article your language takes (DE "mit einer Reihe", FR "avec
        #: une suite"). %1 its values, e.g. "3 4 5".
        return translate("F35", "with a run (%1)", "meld after with")
    if shape.kind is MeldKind.SINGLE:
        #: Five Three Five: a single after "with": write the preposition and the article
        #: your language takes (DE dative). %1 its value, e.g. "9".
        return translate("F35", "with a single (%1)", "meld after with")
    if shape.size == 2:
        #: Five Three Five: a pair after "with": write the preposition and the article
        #: your language takes (DE dative). %1 its values, e.g. "12 12".
        return translate("F35", "with a pair (%1)", "meld after with")
    if shape.size == 3:
        #: Five Three Five: three of a kind after "with": write the preposition and the
        #: article your language takes (DE dative). %1 its values, e.g. "7 7 7".
        return translate("F35", "with three of a kind (%1)", "meld after with")
    if shape.size == 4:
        #: Five Three Five: four of a kind after "with": write the preposition and the
        #: article your language takes (DE dative). %1 its values, e.g. "7 7 7 7".
        return translate("F35", "with four of a kind (%1)", "meld after with")
    #: Five Three Five: five of a kind (every copy, at five or six players) after "with":
    #: write the preposition and the article your language takes (DE dative). %1 its
    #: values, e.g. "7 7 7 7 7".
    return translate("F35", "with five of a kind (%1)", "meld after with")


_PHRASES: dict[MeldRole, Callable[[Meld], str]] = {
    MeldRole.SUBJECT: _subject,
    MeldRole.OBJECT: _object,
    MeldRole.WITH: _with,
}


def values_text(cards: Sequence[int]) -> str:
    """Card values as the table writes them: sorted, separated by spaces."""
    return " ".join(str(v) for v in sorted(cards))


def meld_phrase(cards: Sequence[int], role: MeldRole) -> str:
    """A meld as a noun phrase for a sentence that gives it ``role``: "a pair (12 12)",
    "with a run (3 4 5)"; cards that are no meld are their values alone."""
    shape = shape_of(cards)
    if not isinstance(shape, Meld):
        return values_text(cards)
    return arg(_PHRASES[role](shape), values_text(cards))
