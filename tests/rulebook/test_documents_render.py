"""The rules documents render to HTML in every language, filled and aligned."""

from __future__ import annotations

import itertools
import re
from html import escape

import pytest

from score5_desktop.games.score5.rulebook import card_name
from score5_desktop.paths import resource
from score5_desktop.rulebook import glossary, markdown
from score5_desktop.rulebook.documents import (
    LANGUAGES,
    DocumentError,
    DocumentKind,
    PlaceholderError,
    document_html,
    fill,
    glossary_html,
    glossary_sections,
    language_code,
    load_document,
    parse_document,
    section_html,
    side_anchor,
    side_by_side_html,
)

ALL = [(kind, lang) for kind in DocumentKind for lang in LANGUAGES]
ANCHOR = re.compile(r'<a name="([^"]+)">')


@pytest.mark.parametrize(("kind", "lang"), ALL)
def test_documents_ship_as_package_resources(kind: DocumentKind, lang: str) -> None:
    assert resource("rules", f"{kind.value}.{lang}.md").is_file()


@pytest.mark.parametrize(("kind", "lang"), ALL)
def test_html_is_filled_and_has_an_anchor_per_section(kind: DocumentKind, lang: str) -> None:
    html = document_html(kind, lang)
    assert "{{" not in html and "}}" not in html
    assert "{#" not in html, "heading ids become anchors, not text"
    assert ANCHOR.findall(html) == list(load_document(kind, lang).ids())
    assert "**" not in html
    if kind is DocumentKind.RULES:
        assert "<b>(R5)</b>" in html, "rulings are set in bold"


@pytest.mark.parametrize("kind", list(DocumentKind))
def test_sections_align_across_languages(kind: DocumentKind) -> None:
    outline = [(s.level, s.id, s.parent) for s in load_document(kind, "en").sections]
    for lang in LANGUAGES[1:]:
        assert [(s.level, s.id, s.parent) for s in load_document(kind, lang).sections] == outline


@pytest.mark.parametrize(
    ("kind", "pair"),
    [(k, p) for k in DocumentKind for p in itertools.permutations(LANGUAGES, 2)],
)
def test_side_by_side_puts_each_section_in_one_row(kind: DocumentKind, pair) -> None:
    left, right = pair
    html = side_by_side_html(kind, left, right)
    assert "{{" not in html
    rows = html.split('<tr><td class="pair"')[2:]  # after the language names and the titles
    ids = load_document(kind, left).ids()
    assert len(rows) == len(ids)
    for row, section_id in zip(rows, ids, strict=True):
        assert ANCHOR.findall(row) == [section_id, side_anchor(section_id, 1)]


def test_example_numbers_are_filled_from_the_engine() -> None:
    text = fill(load_document("rules", "de").section("example-result").body)
    assert "Laura hat den höchsten Gesamtwert" in text
    assert "Wert 80" in text
    html = section_html(load_document("rules", "fr").section("scoring-example"), "fr")
    assert '<span title="carte multicolore (75)">75</span>' in html
    assert "460" in html


def test_an_unknown_placeholder_is_an_error() -> None:
    with pytest.raises(PlaceholderError, match="no.such"):
        fill("Total: {{no.such}}")
    document = parse_document("# T\n\n## A {#a}\n\n{{auction.winnr}} wins.\n", "rules", "en")
    with pytest.raises(PlaceholderError):
        section_html(document.sections[0], "en")


@pytest.mark.parametrize(
    "text",
    [
        "# T\n\n## No id\n",
        "# T\n\n## A {#a}\n\n## B {#a}\n",
        "# T\n\n## A {#a}\n\n#### Deep {#deep}\n",
        "# T\n\n## A {#a}\n\n# Second title\n",
    ],
)
def test_malformed_documents_are_refused(text: str) -> None:
    with pytest.raises(DocumentError):
        parse_document(text, "rules", "en")


def test_subsections_know_their_section() -> None:
    rules = load_document("rules", "en")
    assert rules.section("reveal").parent == "round"
    assert rules.section("round").parent is None
    assert rules.section("reveal").level == 3


def test_markdown_subset() -> None:
    def value(name: str) -> str:
        return f"[{name}]"

    html = markdown.render(
        "Intro with **bold {{x.y}}**, *italic* and 5 < 6.\ncontinued line\n\n"
        "- one\n- two\n\n3. third\n4. fourth\n\n"
        "| Name | Score |\n|---|---|\n| Laura | {{s}} |\n| Carl | 5 |\n",
        value,
    )
    assert "<p>Intro with <b>bold [x.y]</b>, <i>italic</i> and 5 &lt; 6. continued line</p>" in html
    assert "<ul><li>one</li><li>two</li></ul>" in html
    assert '<ol start="3"><li>third</li><li>fourth</li></ol>' in html
    assert '<th align="right">Score</th>' in html, "a column of numbers is right-aligned"
    assert '<td align="left">Laura</td><td align="right">[s]</td>' in html


def test_card_names_use_the_glossary_family_words() -> None:
    assert card_name("green-80", "en") == "green 80"
    assert card_name("green-80", "fr") == "carte verte de valeur 80"
    assert card_name("green-80", "de") == "grüne Karte mit dem Wert 80"
    assert card_name("red-115", "it") == "carta rossa di valore 115"
    assert card_name("wild-75", "de") == "Joker (75)"
    for lang in LANGUAGES:
        for family in glossary.FAMILY_CONCEPTS:
            word = glossary.family_word(family, lang)
            assert word[:3].lower() in card_name(f"{family}-5", lang).lower()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_page_lists_every_term_in_four_languages(lang: str) -> None:
    html = glossary_html(lang)
    for row in glossary.terms():
        for code in LANGUAGES:
            assert escape(row.words[code]) in html, (row.concept, code)
    assert ANCHOR.findall(html) == [s.id for s in glossary_sections(lang)]
    assert html.count("<table") == 2


def test_glossary_puts_the_compared_languages_first() -> None:
    html = glossary_html("it", also="de")
    header = html[html.index("<tr>") : html.index("</tr>")]
    names = re.findall(r">(English|Français|Deutsch|Italiano)<", header)
    assert names == ["Italiano", "Deutsch", "English", "Français"]
    assert "Glossario" in html


@pytest.mark.parametrize(
    ("name", "code"),
    [("de_CH", "de"), ("fr-FR", "fr"), ("it", "it"), ("es_ES", "en"), ("", "en"), (None, "en")],
)
def test_language_code(name: str | None, code: str) -> None:
    assert language_code(name) == code
