"""The in-app rules documents stay aligned across languages and with their data.

Translators read the four languages side by side, section by section, and the
app fills the worked examples from the rules engine through placeholders, so a
file that drifts (a missing section, a lost placeholder, a ruling dropped in
one language, a hard-coded example number) must fail here.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES_DIR = ROOT / "resources" / "rules"
DECK_FILE = ROOT / "resources" / "decks" / "standard.json"

LANGUAGES = ("en", "fr", "de", "it")
DOCUMENTS = ("rules", "disagreements")
FAMILIES = ("green", "red", "yellow", "purple", "blue")
RULINGS = tuple(f"R{n}" for n in range(1, 13))

HEADING = re.compile(r"^(#{1,6}) (.*)$")
HEADING_ID = re.compile(r"^(.*\S) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$")
PLACEHOLDER = re.compile(r"\{\{([a-z0-9_]+(?:\.[a-z0-9_]+)*)\}\}")
RULING_LABEL = re.compile(r"\((R(?:1[0-2]|[1-9]))\)")

# Sections whose numbers must all come from placeholders (the engine computes them).
EXAMPLE_SECTIONS = (
    "auction-example",
    "example-bidding",
    "example-result",
    "example-five-cards",
    "scoring-example",
)

# The outcomes docs/rulings.md states for the rulebook examples ("Checks against the
# rulebook examples"): the expected values in placeholders.json must agree.
RULES_MD_CHECKS = {
    "auction.card.value": 80,
    "auction.laura.total": 50,
    "auction.laura.bid.high": 30,
    "auction.laura.bid.low": 20,
    "auction.francis.total": 40,
    "auction.natalie.total": 25,
    "auction.winner": "Laura",
    "auction.pick1.player": "Francis",
    "auction.pick1.value": 30,
    "auction.pick2.player": "Natalie",
    "auction.pick2.value": 20,
    "auction.empty_handed": "Charlene",
    "distribution.cards": 5,
    "distribution.pick1": "Francis",
    "distribution.pick2": "Natalie",
    "distribution.pick3": "Charlene",
    "distribution.pick4": "Francis",
    "distribution.pick5": "Natalie",
    "scoring.laura.total": 170,
    "scoring.francis.total": 270,
    "scoring.francis.green": 75,
    "scoring.natalie.total": 445,
    "scoring.charlene.total": 460,
    "scoring.charlene.yellow": 0,
    "scoring.winner": "Charlene",
}

# Rulebook terms that grammar inflects in running text: the inflected form also counts.
INFLECTED_TERMS = {"de": {"zweithöchstes Gebot": "zweithöchste Gebot"}}

APP_TERMS_REQUIRED = (
    "new game",
    "hot seat",
    "bot",
    "random",
    "easy",
    "normal",
    "hard",
    "expert",
    "settings",
    "save",
    "replay",
    "hand-over screen",
    "adjustment round",
    "hint",
    "continue",
)


def doc_path(document: str, language: str) -> Path:
    return RULES_DIR / f"{document}.{language}.md"


@cache
def read(document: str, language: str) -> str:
    """A document's text without its source marks ("<!-- en: 1a2b3c4d -->", which
    i18n-check reads to find stale translations)."""
    text = doc_path(document, language).read_text(encoding="utf-8")
    return re.sub(r"^<!-- en: [0-9a-f]{8} -->\n", "", text, flags=re.MULTILINE)


@cache
def sections(document: str, language: str) -> tuple[tuple[int, str, str], ...]:
    """(heading level, section id, text up to the next heading) for every level-2+ heading."""
    found: list[tuple[int, str, list[str]]] = []
    for number, line in enumerate(read(document, language).splitlines(), start=1):
        heading = HEADING.match(line)
        if heading is None:
            if found:
                found[-1][2].append(line)
            continue
        level = len(heading.group(1))
        if level == 1:
            assert number == 1, f"{document}.{language}.md:{number}: only line 1 may be a title"
            continue
        assert level <= 3, f"{document}.{language}.md:{number}: headings go down to level 3"
        with_id = HEADING_ID.match(heading.group(2))
        assert with_id, f"{document}.{language}.md:{number}: heading without a {{#id}}: {line!r}"
        found.append((level, with_id.group(2), [line]))
    return tuple((level, sid, "\n".join(body)) for level, sid, body in found)


@cache
def placeholder_data() -> dict:
    return json.loads((RULES_DIR / "placeholders.json").read_text(encoding="utf-8"))


@cache
def deck() -> dict[str, dict]:
    cards = json.loads(DECK_FILE.read_text(encoding="utf-8"))["cards"]
    return {card["id"]: card for card in cards}


@cache
def glossary() -> dict:
    return json.loads((RULES_DIR / "glossary.json").read_text(encoding="utf-8"))


ALL_DOCS = [(d, lang) for d in DOCUMENTS for lang in LANGUAGES]


@pytest.mark.parametrize(("document", "language"), ALL_DOCS)
def test_document_starts_with_a_title_and_has_sections(document: str, language: str) -> None:
    text = read(document, language)
    assert text.startswith("# "), "the first line is a level-1 title"
    ids = [sid for _, sid, _ in sections(document, language)]
    assert len(ids) >= 5
    assert len(ids) == len(set(ids)), f"duplicate section ids: {Counter(ids).most_common(3)}"


@pytest.mark.parametrize("document", DOCUMENTS)
def test_languages_have_the_same_sections_in_the_same_order(document: str) -> None:
    reference = [(level, sid) for level, sid, _ in sections(document, "en")]
    for language in LANGUAGES[1:]:
        outline = [(level, sid) for level, sid, _ in sections(document, language)]
        assert outline == reference, f"{document}.{language}.md is not aligned with English"


@pytest.mark.parametrize("document", DOCUMENTS)
def test_languages_use_the_same_placeholders_section_by_section(document: str) -> None:
    reference = {
        sid: Counter(PLACEHOLDER.findall(body)) for _, sid, body in sections(document, "en")
    }
    for language in LANGUAGES[1:]:
        for _, sid, body in sections(document, language):
            assert Counter(PLACEHOLDER.findall(body)) == reference[sid], (
                f"{document}.{language}.md, section {sid}: placeholders differ from English"
            )


@pytest.mark.parametrize(("document", "language"), ALL_DOCS)
def test_placeholders_are_well_formed(document: str, language: str) -> None:
    leftover = PLACEHOLDER.sub("", read(document, language))
    assert "{{" not in leftover and "}}" not in leftover, "malformed placeholder"


def test_every_placeholder_used_is_defined_and_every_definition_is_used() -> None:
    used = {name for d, lang in ALL_DOCS for name in PLACEHOLDER.findall(read(d, lang))}
    defined = set(placeholder_data())
    assert used - defined == set(), "placeholders used but not defined in placeholders.json"
    assert defined - used == set(), "placeholders defined but used in no document"


def test_placeholder_entries_are_complete() -> None:
    for name, entry in placeholder_data().items():
        assert PLACEHOLDER.fullmatch("{{" + name + "}}"), name
        assert set(entry) <= {"meaning", "expected", "card"}, name
        assert isinstance(entry["meaning"], str) and entry["meaning"].strip(), name
        expected = entry["expected"]
        assert isinstance(expected, (str, int)) and not isinstance(expected, bool), name


def test_placeholder_cards_exist_in_the_deck_with_the_expected_value() -> None:
    cards = deck()
    for name, entry in placeholder_data().items():
        card_id = entry.get("card")
        if card_id is None:
            continue
        assert card_id in cards, f"{name}: unknown card {card_id}"
        card = cards[card_id]
        assert card["value"] == entry["expected"], name
        family = name.rsplit(".", 1)[-1]
        if family in FAMILIES and card["family"] != "wild":
            assert card["family"] == family, name


def test_placeholder_values_agree_with_rules_md() -> None:
    expected = {name: entry["expected"] for name, entry in placeholder_data().items()}
    for name, value in RULES_MD_CHECKS.items():
        assert expected[name] == value, name


def test_placeholder_values_are_consistent_with_the_rules() -> None:
    """Recompute the example outcomes from the example's own inputs (R4, R5, R8)."""
    values = {name: entry["expected"] for name, entry in placeholder_data().items()}
    players = ("laura", "francis", "natalie", "charlene")

    assert values["auction.laura.total"] == (
        values["auction.laura.bid.high"] + values["auction.laura.bid.low"]
    )
    assert values["auction.laura.count.final"] == 2
    totals = {p: values[f"auction.{p}.total"] for p in players}
    bidders = [p for p in players if values[f"auction.{p}.count.final"] > 0]
    non_bidders = [p for p in players if p not in bidders]
    assert all(totals[p] == 0 for p in non_bidders)
    winner = max(bidders, key=totals.__getitem__)
    assert values["auction.winner"] == winner.capitalize()
    assert sorted(totals[p] for p in bidders).count(totals[winner]) == 1, "no tie in the example"
    # R5: other bidders by total, then the (single) non-bidder; no ties arise here.
    order = sorted((p for p in bidders if p != winner), key=totals.__getitem__, reverse=True)
    order += non_bidders
    assert len(non_bidders) == 1
    assert [values["auction.pick1.player"], values["auction.pick2.player"]] == [
        p.capitalize() for p in order[:2]
    ]
    assert values["auction.empty_handed"] == order[2].capitalize()
    assert {values["auction.pick1.value"], values["auction.pick2.value"]} == {
        values["auction.laura.bid.high"],
        values["auction.laura.bid.low"],
    }
    count = values["distribution.cards"]
    picks = [values[f"distribution.pick{i}"] for i in range(1, count + 1)]
    assert picks == [order[i % len(order)].capitalize() for i in range(count)]

    scores = {}
    for player in players:
        per_family = [values[f"scoring.{player}.{family}"] for family in FAMILIES]
        assert values[f"scoring.{player}.total"] == sum(per_family), player
        scores[player] = sum(per_family)
    assert values["scoring.winner"] == max(scores, key=scores.__getitem__).capitalize()


@pytest.mark.parametrize("language", LANGUAGES)
def test_example_sections_take_every_number_from_placeholders(language: str) -> None:
    bodies = {sid: body for _, sid, body in sections("rules", language)}
    for sid in EXAMPLE_SECTIONS:
        body = bodies[sid].split("\n", 1)[1]
        text = RULING_LABEL.sub("", PLACEHOLDER.sub("", body))
        text = re.sub(r"^\d+\. ", "", text, flags=re.MULTILINE)
        assert not re.search(r"\d", text), f"rules.{language}.md, {sid}: hard-coded number"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_ruling_is_stated_in_the_rules(language: str) -> None:
    labels = set(RULING_LABEL.findall(read("rules", language)))
    assert labels == set(RULINGS)
    for ruling in RULINGS:
        assert f"**({ruling})**" in read("rules", language), f"{ruling} is never stated in bold"


def test_rulings_sit_in_the_same_sections_in_every_language() -> None:
    def rulings_by_section(language: str) -> dict[str, list[str]]:
        return {sid: RULING_LABEL.findall(body) for _, sid, body in sections("rules", language)}

    reference = rulings_by_section("en")
    for language in LANGUAGES[1:]:
        assert rulings_by_section(language) == reference, language


@pytest.mark.parametrize("document", DOCUMENTS)
def test_french_punctuation_has_no_plain_space_before_it(document: str) -> None:
    text = read(document, "fr")
    assert not re.search(r" [:;!?]", text), "use a non-breaking space before : ; ! ?"


def test_glossary_has_all_four_languages_for_every_concept() -> None:
    data = glossary()
    assert data["columns"] == ["concept", *LANGUAGES]
    assert isinstance(data["note"], str) and data["note"].strip()
    for key in ("terms", "app_terms"):
        entries = data[key]
        assert entries, key
        concepts = [entry["concept"] for entry in entries]
        assert len(concepts) == len(set(concepts)), f"{key}: duplicate concept"
        for entry in entries:
            assert set(entry) == set(data["columns"]), entry
            for column in data["columns"]:
                assert isinstance(entry[column], str) and entry[column].strip(), entry


def test_glossary_lists_the_app_words() -> None:
    english = {entry["en"].lower() for entry in glossary()["app_terms"]}
    missing = [word for word in APP_TERMS_REQUIRED if word not in english]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_use_the_rulebook_terms(language: str) -> None:
    """Each rulebook term (the preferred form) appears in that language's rules (the
    Italian pages write the typographic apostrophe, the glossary the straight one)."""
    text = read("rules", language).lower().replace("’", "'")
    for entry in glossary()["terms"]:
        preferred = entry[language].split(" (")[0].split(",")[0].strip()
        if "/" in preferred:  # the ★ / ★★ / ★★★ row: checked through the glyphs below
            continue
        forms = {preferred, INFLECTED_TERMS.get(language, {}).get(preferred, preferred)}
        found = any(form.lower() in text for form in forms)
        assert found, f"rules.{language}.md lacks {preferred!r}"
    assert "★★★" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_use_the_app_words_for_the_digital_rulings(language: str) -> None:
    """App words tied to a ruling (hand-over screen, adjustment round, ...) appear as listed."""
    text = read("rules", language).lower()
    tied = [entry for entry in glossary()["app_terms"] if "(R" in entry["concept"]]
    assert tied
    for entry in tied:
        preferred = entry[language].split(" (")[0].strip()
        assert preferred.lower() in text, f"rules.{language}.md lacks {preferred!r}"
