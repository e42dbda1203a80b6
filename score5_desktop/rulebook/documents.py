"""The rules documents: loaded per language, split into sections, filled, rendered.

Each document exists in English, French, German and Italian
(``resources/rules/<document>.<lang>.md``). Every ``##``/``###`` heading
carries an id (``## Setup {#setup}``) that is the same in all four files, so
a section can be found, and two languages shown side by side, by id rather
than by position or title. Worked examples hold ``{{placeholder}}`` names
instead of numbers; they are filled from ``examples.example_values()``, which
plays the examples through the engine, so the page cannot drift from the rules
the app enforces.

The HTML is meant for ``QTextBrowser`` (an HTML 4 subset), styled by
``STYLE_SHEET``; nothing here imports Qt.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path

from score5_desktop.core import registry
from score5_desktop.core.protocol import ExampleText, HasRulebook
from score5_desktop.paths import resource
from score5_desktop.rulebook import glossary, markdown

LANGUAGES: tuple[str, ...] = glossary.LANGUAGES
# Each language by its own name: a reader looks for their language under the
# name they know, whatever language the interface is in.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "it": "Italiano",
}
PLACEHOLDER = markdown.PLACEHOLDER
_NUMBER = re.compile(r"\d+")
# A translated section records the English text it was made from, on its own line
# under the heading: "<!-- en: 1a2b3c4d -->" (``section_hash`` of the English section).
SOURCE_MARK = re.compile(r"^<!--\s*en:\s*([0-9a-f]{8})\s*-->$")


class DocumentKind(StrEnum):
    """The documents that exist in every language (file name stems)."""

    RULES = "rules"
    DISAGREEMENTS = "disagreements"


@dataclass(frozen=True, slots=True)
class RulesPages:
    """Where one game's rules documents live and what fills their placeholders.

    A game offers its pages through the optional ``core.protocol.HasRulebook`` hook
    of its ``Game`` (a ``Rulebook``: the folder under ``resources/rules``, "" for the
    top, the documents' file name stems, the examples' values and their tooltips). So
    this module finds a game's pages through the registry, naming no game.
    """

    game: str
    subfolder: str
    """The folder under ``resources/rules`` ("" for the default game's, at the top)."""
    folder: Traversable
    kinds: tuple[str, ...]
    values: Callable[[], Mapping[str, object]]
    title: Callable[[object, str], str]
    """A placeholder value's tooltip in a language ("" for none)."""


def games_with_rules() -> tuple[str, ...]:
    """The ids of the installed games that ship rules documents, in menu order."""
    return tuple(g.id for g in registry.installed() if isinstance(g, HasRulebook))


@cache
def rules_pages(game_id: str = registry.DEFAULT_GAME) -> RulesPages:
    """A game's rules pages (``KeyError`` for an unknown game or one without pages)."""
    game = registry.get(game_id)
    if not isinstance(game, HasRulebook):
        raise KeyError(game_id)
    book = game.rulebook()
    folder = resource("rules")
    if book.folder:
        folder = folder / book.folder
    return RulesPages(game_id, book.folder, folder, tuple(book.documents), book.values, book.title)


def value_text(value: object, lang: str) -> str:
    """A placeholder value as ``lang`` writes it: a game's own values may know their
    language (``ExampleText``); plain numbers and strings read the same in all."""
    return value.text(lang) if isinstance(value, ExampleText) else str(value)


class DocumentError(ValueError):
    """A rules file breaks the structure the viewer relies on."""


class PlaceholderError(KeyError):
    """A document names a placeholder that no example computes.

    A programmer's or translator's slip (a typo in ``{{...}}``): it fails loudly
    so the tests and ``score5 i18n-check`` catch it before a player sees it.
    """


@dataclass(frozen=True, slots=True)
class Section:
    """One ``##`` or ``###`` heading and the text up to the next heading.

    ``markdown`` includes the heading line; ``parent`` is the enclosing ``##``
    section of a ``###`` subsection.
    """

    id: str
    level: int
    title: str
    markdown: str
    parent: str | None
    english_hash: str | None = None
    """In a translation: ``section_hash`` of the English section it was made from."""

    @property
    def body(self) -> str:
        return self.markdown.split("\n", 1)[1] if "\n" in self.markdown else ""


@dataclass(frozen=True, slots=True)
class Document:
    """A document in one language: its ``#`` title, any text before the first
    section, and its sections in order."""

    kind: str
    lang: str
    title: str
    intro: str
    sections: tuple[Section, ...]

    def ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.sections)

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)


def language_code(name: str | None) -> str:
    """The document language for a locale name (``de_CH`` -> ``de``); English
    for anything we have no text in."""
    code = (name or "").replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def parse_document(text: str, kind: str, lang: str, source: str = "") -> Document:
    """Split a document into sections by heading id. ``source`` names the file
    in error messages."""
    where = source or f"{kind}.{lang}.md"
    title = ""
    intro: list[str] = []
    found: list[tuple[int, str, str, list[str]]] = []
    marks: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        mark = SOURCE_MARK.match(line.strip())
        if mark is not None and found:
            marks[found[-1][1]] = mark.group(1)
            continue
        heading = markdown.parse_heading(line)
        if heading is None:
            (found[-1][3] if found else intro).append(line)
            continue
        if heading.level == 1:
            if title or found:
                raise DocumentError(f"{where}:{number}: only the first heading may be a # title")
            title = heading.title
            continue
        if heading.level > 3:
            raise DocumentError(f"{where}:{number}: headings go down to ### only")
        if heading.id is None:
            raise DocumentError(f"{where}:{number}: heading without an {{#id}}")
        if any(f[1] == heading.id for f in found):
            raise DocumentError(f"{where}:{number}: section id {heading.id!r} used twice")
        found.append((heading.level, heading.id, heading.title, [line]))
    sections = []
    parent: str | None = None
    for level, section_id, section_title, lines in found:
        if level == 2:
            parent = None
        body = "\n".join(lines).strip()
        sections.append(
            Section(section_id, level, section_title, body, parent, marks.get(section_id))
        )
        if level == 2:
            parent = section_id
    return Document(str(kind), lang, title, "\n".join(intro).strip(), tuple(sections))


def document_file(kind: str, lang: str, folder: Traversable | Path | None = None) -> Traversable:
    """Where a document lives: ``folder`` for checks on a copy, else the shipped one."""
    base = folder if folder is not None else resource("rules")
    return base / f"{kind}.{lang}.md"


def read_document(kind: str, lang: str, folder: Traversable | Path | None = None) -> Document:
    node = document_file(kind, lang, folder)
    return parse_document(node.read_text(encoding="utf-8"), str(kind), lang, node.name)


@cache
def load_document(
    kind: DocumentKind | str, lang: str, game: str = registry.DEFAULT_GAME
) -> Document:
    """A shipped document of ``game`` (cached: the viewer re-renders on every switch)."""
    if lang not in LANGUAGES:
        raise ValueError(f"no rules in language {lang!r}")
    pages = rules_pages(game)
    if str(kind) not in pages.kinds:
        raise ValueError(f"{game} has no document {kind!r}")
    return read_document(str(kind), lang, pages.folder)


def section_hash(section: Section) -> str:
    """A short fingerprint of a section's text (whitespace-insensitive), which a
    translation records to say which English text it was made from."""
    words = " ".join(section.markdown.split())
    return hashlib.sha256(words.encode("utf-8")).hexdigest()[:8]


def mark_sources(text: str, english: Document, ids: set[str] | None = None) -> str:
    """``text`` (a translated document) with each section's source mark set to the
    English section's current hash: for the sections in ``ids``, or all when None."""
    out: list[str] = []
    current: str | None = None
    for line in text.splitlines():
        if SOURCE_MARK.match(line.strip()) and current is not None:
            if ids is None or current in ids:
                continue  # replaced below the heading
            out.append(line)
            continue
        out.append(line)
        heading = markdown.parse_heading(line)
        if heading is not None and heading.level > 1 and heading.id is not None:
            current = heading.id
            if (ids is None or current in ids) and current in english.ids():
                out.append(f"<!-- en: {section_hash(english.section(current))} -->")
    return "\n".join(out) + "\n"


def placeholders_in(text: str) -> list[str]:
    return PLACEHOLDER.findall(text)


def numbers_in(text: str) -> list[str]:
    """The numbers written out in a text, ignoring placeholder names."""
    return _NUMBER.findall(PLACEHOLDER.sub(" ", text))


# -- card names ----------------------------------------------------------------

# -- placeholders --------------------------------------------------------------


def _value(name: str, values: Mapping[str, object]) -> object:
    try:
        return values[name]
    except KeyError:
        raise PlaceholderError(f"unknown placeholder {{{{{name}}}}}") from None


def fill(text: str, values: Mapping[str, object] | None = None, lang: str = "en") -> str:
    """``text`` with every placeholder replaced by its computed value (player names
    as the rulebook of ``lang`` writes them); the default game's values by default."""
    found = rules_pages().values() if values is None else values
    return PLACEHOLDER.sub(lambda m: value_text(_value(m.group(1), found), lang), text)


def _placeholder_html(lang: str, pages: RulesPages) -> Callable[[str], str]:
    """Placeholder values as HTML, with the tooltip the game gives a value (the card
    a number belongs to, so a reader can check which card the example means)."""
    values = pages.values()

    def render(name: str) -> str:
        value = _value(name, values)
        text = html.escape(value_text(value, lang))
        title = pages.title(value, lang)
        if not title:
            return text
        return f'<span title="{html.escape(title)}">{text}</span>'

    return render


# -- HTML ----------------------------------------------------------------------

# The default style sheet for the ``QTextDocument`` that shows these pages.
# Colours are left to the palette (light or dark theme) except neutral greys.
STYLE_SHEET = """
body { line-height: 130%; }
h1 { font-size: x-large; margin-top: 4px; margin-bottom: 10px; }
h2 { font-size: large; margin-top: 18px; margin-bottom: 6px; }
h3 { font-size: medium; margin-top: 12px; margin-bottom: 4px; }
p { margin-top: 4px; margin-bottom: 6px; }
li { margin-bottom: 3px; }
table.data { border-color: #9a9a9a; border-style: solid; border-collapse: collapse;
             margin-top: 6px; margin-bottom: 10px; }
table.data th { font-weight: bold; }
table.pair { border-collapse: collapse; }
td.pair { border-top: 1px solid #b4b4b4; padding: 4px 8px 8px 8px; }
th.pair { font-size: small; color: #808080; padding: 2px 10px; }
td.concept { color: #808080; }
th.chosen, td.chosen { font-weight: bold; }
"""


def _anchor(side: int) -> Callable[[str], str]:
    return lambda section_id: side_anchor(section_id, side)


def side_anchor(section_id: str, side: int = 0) -> str:
    """The anchor name of a section heading: the id itself in single view and on
    the left side of the side-by-side view, a suffixed id on the right (ids never
    contain ``@``)."""
    return section_id if side == 0 else f"{section_id}@{side}"


def section_html(
    section: Section, lang: str, side: int = 0, game: str = registry.DEFAULT_GAME
) -> str:
    return markdown.render(
        section.markdown, _placeholder_html(lang, rules_pages(game)), _anchor(side)
    )


def _title_html(document: Document, game: str) -> str:
    parts = [f"<h1>{html.escape(document.title)}</h1>"]
    if document.intro:
        pages = rules_pages(game)
        parts.append(markdown.render(document.intro, _placeholder_html(document.lang, pages)))
    return "\n".join(parts)


def document_html(kind: DocumentKind | str, lang: str, game: str = registry.DEFAULT_GAME) -> str:
    """A whole document of ``game`` in one language."""
    document = load_document(kind, lang, game)
    parts = [_title_html(document, game)]
    parts += [section_html(section, lang, 0, game) for section in document.sections]
    return f'<html><body lang="{lang}">' + "\n".join(parts) + "</body></html>"


def side_by_side_html(
    kind: DocumentKind | str, left: str, right: str, game: str = registry.DEFAULT_GAME
) -> str:
    """Two languages in one table, a row per section, so that every section
    starts on the same line on both sides however long each translation is."""
    first, second = load_document(kind, left, game), load_document(kind, right, game)
    if first.ids() != second.ids():
        raise DocumentError(f"{kind}: {left} and {right} do not have the same sections")
    rows = [
        "<tr>"
        f'<th class="pair" width="50%" align="left">{LANGUAGE_NAMES[left]}</th>'
        f'<th class="pair" width="50%" align="left">{LANGUAGE_NAMES[right]}</th>'
        "</tr>",
        _row(_title_html(first, game), _title_html(second, game)),
    ]
    for one, other in zip(first.sections, second.sections, strict=True):
        rows.append(_row(section_html(one, left, 0, game), section_html(other, right, 1, game)))
    table = '<table class="pair" width="100%" cellspacing="0" cellpadding="0">'
    return f"<html><body>{table}{''.join(rows)}</table></body></html>"


def _row(left: str, right: str) -> str:
    cell = '<td class="pair" width="50%" valign="top">'
    return f"<tr>{cell}{left}</td>{cell}{right}</td></tr>"


# -- glossary ------------------------------------------------------------------

_GLOSSARY_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "title": "Glossary",
        "terms": "The rulebooks' terms",
        "terms-intro": "The four printed rulebooks name the game's concepts, and our texts "
        "use exactly these words. Where a rulebook uses two words, both are given; "
        "the first is preferred.",
        "app-terms": "Words of the app",
        "app-terms-intro": "Words the rulebooks never needed, translated by the project "
        "in the rulebooks' register.",
        "concept": "concept",
    },
    "fr": {
        "title": "Glossaire",
        "terms": "Les termes des règles imprimées",
        "terms-intro": "Les quatre règles imprimées nomment les notions du jeu, et nos "
        "textes emploient exactement ces mots. Lorsqu'une règle emploie deux mots, les "
        "deux sont donnés\u00a0; le premier est préféré.",
        "app-terms": "Les mots de l'application",
        "app-terms-intro": "Des mots dont les règles imprimées n'avaient pas besoin, "
        "traduits par le projet dans le même registre (vous).",
        "concept": "notion",
    },
    "de": {
        "title": "Glossar",
        "terms": "Die Begriffe der Spielregeln",
        "terms-intro": "Die vier gedruckten Spielregeln benennen die Begriffe des Spiels, "
        "und unsere Texte verwenden genau diese Wörter. Wo eine Spielregel zwei Wörter "
        "verwendet, stehen beide da; das erste wird bevorzugt.",
        "app-terms": "Die Wörter der App",
        "app-terms-intro": "Wörter, die die Spielregeln nie brauchten, vom Projekt im "
        "Ton der Spielregeln übersetzt (ihr).",
        "concept": "Begriff",
    },
    "it": {
        "title": "Glossario",
        "terms": "I termini dei regolamenti",
        "terms-intro": "I quattro regolamenti stampati danno un nome ai concetti del "
        "gioco, e i nostri testi usano esattamente queste parole. Quando un regolamento "
        "usa due parole, sono indicate entrambe; si preferisce la prima.",
        "app-terms": "Le parole dell'app",
        "app-terms-intro": "Parole di cui i regolamenti non avevano bisogno, tradotte dal "
        "progetto nel registro dei regolamenti (voi).",
        "concept": "concetto",
    },
}

GLOSSARY_SECTION_IDS: tuple[str, ...] = ("terms", "app-terms")


def glossary_sections(lang: str) -> tuple[Section, ...]:
    """The glossary's two sections, for the viewer's table of contents."""
    text = _GLOSSARY_TEXT[lang]
    return tuple(
        Section(sid, 2, text[sid], f"## {text[sid]} {{#{sid}}}", None)
        for sid in GLOSSARY_SECTION_IDS
    )


def glossary_html(lang: str, also: str | None = None) -> str:
    """The four-language term table, headed in ``lang``.

    The reader's language comes first (and ``also``, the other side of a
    side-by-side view, next to it), so the two columns a translator compares
    stand together; both are set in bold.
    """
    text = _GLOSSARY_TEXT[lang]
    chosen = [lang] + ([also] if also and also != lang else [])
    order = chosen + [code for code in LANGUAGES if code not in chosen]
    parts = [f'<html><body lang="{lang}"><h1>{html.escape(text["title"])}</h1>']
    for sid, rulebook in zip(GLOSSARY_SECTION_IDS, (True, False), strict=True):
        parts.append(f'<h2><a name="{sid}">{html.escape(text[sid])}</a></h2>')
        parts.append(f"<p>{html.escape(text[sid + '-intro'])}</p>")
        parts.append('<table class="data" border="1" cellspacing="0" cellpadding="4">')
        head = [f'<th align="left">{html.escape(text["concept"])}</th>']
        for code in order:
            mark = ' class="chosen"' if code in chosen else ""
            head.append(f'<th align="left"{mark}>{LANGUAGE_NAMES[code]}</th>')
        parts.append("<tr>" + "".join(head) + "</tr>")
        for row in glossary.terms():
            if row.rulebook is not rulebook:
                continue
            cells = [f'<td class="concept">{html.escape(row.concept)}</td>']
            for code in order:
                mark = ' class="chosen"' if code in chosen else ""
                cells.append(f"<td{mark}>{html.escape(row.words[code])}</td>")
            parts.append("<tr>" + "".join(cells) + "</tr>")
        parts.append("</table>")
    parts.append("</body></html>")
    return "\n".join(parts)
