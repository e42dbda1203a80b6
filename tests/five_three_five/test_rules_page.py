"""The Five Three Five rules page: four languages with one structure, examples from the engine."""

import json
from pathlib import Path

import pytest

from score5_desktop.games.five_three_five.rules.examples import example_values
from score5_desktop.rulebook import documents

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "rules" / "five_three_five"
LANGUAGES = ("en", "fr", "de", "it")


def test_examples_played_by_the_engine_give_the_values_the_text_was_written_around():
    expected = json.loads((FOLDER / "placeholders.json").read_text(encoding="utf-8"))
    assert dict(example_values()) == {name: entry["expected"] for name, entry in expected.items()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_the_english_sections_and_only_known_placeholders(lang):
    english = documents.read_document("rules", "en", FOLDER)
    document = documents.read_document("rules", lang, FOLDER)
    assert document.ids() == english.ids()
    text = (FOLDER / f"rules.{lang}.md").read_text(encoding="utf-8")
    names = documents.placeholders_in(text)
    assert names and set(names) <= set(example_values())
    assert sorted(names) == sorted(documents.placeholders_in((FOLDER / "rules.en.md").read_text()))
    if lang != "en":  # each translated section says which English text it was made from
        for section, source in zip(document.sections, english.sections, strict=True):
            assert section.english_hash == documents.section_hash(source), section.id


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ruling_is_stated_in_every_language(lang):
    text = (FOLDER / f"rules.{lang}.md").read_text(encoding="utf-8")
    for number in range(1, 15):
        assert f"(F{number})" in text, f"F{number} missing in {lang}"


def test_italian_uses_typographic_apostrophes_and_french_a_space_before_colons():
    assert "'" not in (FOLDER / "rules.it.md").read_text(encoding="utf-8")
    french = (FOLDER / "rules.fr.md").read_text(encoding="utf-8")
    assert " :" not in french and " ;" not in french
