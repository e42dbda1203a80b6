"""The four-language term table (``resources/rules/glossary.json``) as data.

The rulebooks name the game's concepts, and players who own the box expect
those words; the glossary is the single place that lists them. The rules
viewer shows it, generated text (card names) takes its family words from it,
and ``score5 i18n-check`` checks interface translations against it.

A cell may hold several words: ``"points, score"`` (both used),
``"Farbe (Kartenfarbe)"`` (an alternative in parentheses) or
``"wild card (any colour)"`` (an explanation in parentheses). ``alternatives``
reads them all; ``preferred`` is the first one, the form our texts write.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from score5_desktop.paths import resource

LANGUAGES: tuple[str, ...] = ("en", "fr", "de", "it")
FAMILY_CONCEPTS: tuple[str, ...] = ("green", "red", "yellow", "purple", "blue")
WILD_CONCEPT = "wild card"

_PARENTHESES = re.compile(r"^(.*?)\s*\(([^()]*)\)\s*$")
_WORD = re.compile(r"[^\W\d_]{3,}")


@dataclass(frozen=True, slots=True, eq=False)
class Term:
    """One row of the table: a concept and its word in each language.

    ``rulebook`` is False for the app's own words (new game, hot seat, ...),
    which the rulebooks never needed and the project translated.
    """

    concept: str
    words: dict[str, str]
    rulebook: bool


class GlossaryError(ValueError):
    """glossary.json lacks something the app needs (a programmer's error)."""


@cache
def glossary_data() -> dict:
    """The parsed glossary.json, with its translator's note and column list."""
    return json.loads(resource("rules", "glossary.json").read_text(encoding="utf-8"))


@cache
def terms() -> tuple[Term, ...]:
    """Every row: the rulebooks' terms first, then the app's own words."""
    data = glossary_data()
    rows = []
    for key, rulebook in (("terms", True), ("app_terms", False)):
        for entry in data[key]:
            words = {lang: entry[lang] for lang in LANGUAGES}
            rows.append(Term(entry["concept"], words, rulebook))
    return tuple(rows)


@cache
def terms_of(table: str) -> tuple[Term, ...]:
    """The rows of a game's own table (``core.protocol.Rulebook.glossary``: its words for
    round, trick, lead ...), then the app's own words, which every game shares."""
    data = glossary_data()
    rows = []
    for key, rulebook in ((table, True), ("app_terms", False)):
        for entry in data.get(key, []):
            words = {lang: entry[lang] for lang in LANGUAGES}
            rows.append(Term(entry["concept"], words, rulebook))
    return tuple(rows)


def alternatives(cell: str, *, explanations: bool = True) -> tuple[str, ...]:
    """The words a cell accepts, preferred first.

    A parenthesis holds either another word for the concept (``Kartenfarbe``,
    ``round``) or a note (``A–E``); it counts as an alternative only when it
    holds a real word and ``explanations`` is True. English triggers for the
    translation check pass False, so ``(any colour)`` is not treated as a term.
    """
    main, extra = cell.strip(), ""
    bracket = _PARENTHESES.match(main)
    if bracket:
        main, extra = bracket.group(1), bracket.group(2)
    found = [part.strip() for part in main.split(",") if part.strip()]
    if explanations and extra and _WORD.search(extra):
        found += [part.strip() for part in extra.split(",") if part.strip()]
    return tuple(found)


def preferred(cell: str) -> str:
    return alternatives(cell)[0]


def term(concept: str) -> Term:
    for row in terms():
        if row.concept == concept:
            return row
    raise GlossaryError(f"glossary.json has no concept {concept!r}")


def family_word(family: str, lang: str) -> str:
    """The rulebook's word for a family (``verte``, ``grün``), as the glossary gives it."""
    if family not in FAMILY_CONCEPTS:
        raise GlossaryError(f"not a family: {family!r}")
    return preferred(term(family).words[lang])


def wild_card_word(lang: str) -> str:
    return preferred(term(WILD_CONCEPT).words[lang])


@dataclass(frozen=True, slots=True)
class Forbidden:
    """A word a translation must not use: ``use`` is the rulebook's word instead."""

    word: str
    use: str
    concept: str
    when: str = ""
    """An English word: the entry applies only where the English text says it."""


@cache
def forbidden(lang: str) -> tuple[Forbidden, ...]:
    """Synonyms the rulebook of ``lang`` never uses for a concept (FR "joker")."""
    entries = glossary_data().get("forbidden", {}).get(lang, [])
    return tuple(Forbidden(e["word"], e["use"], e["concept"], e.get("when", "")) for e in entries)


@cache
def colour_words(lang: str) -> tuple[str, ...]:
    """Colour words that are not the rulebook's family words (IT "azzurro")."""
    return tuple(glossary_data().get("colour_words", {}).get(lang, []))
