"""Five Three Five's rules pages through the shared document code: loaded from its
own folder, filled with its engine's plain example values, and held by
``score5 i18n-check`` to the same structure in every language."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from score5_desktop.paths import resource
from score5_desktop.rulebook import documents
from score5_desktop.rulebook.i18n_check import check_documents

F35 = "five-three-five"


def test_both_games_offer_rules_pages() -> None:
    assert documents.games_with_rules() == ("score5", F35)
    assert documents.rules_pages(F35).kinds == ("rules",)


@pytest.mark.parametrize("lang", documents.LANGUAGES)
def test_five_three_five_page_is_filled_with_engine_values(lang: str) -> None:
    page = documents.document_html("rules", lang, F35)
    assert "{{" not in page
    assert "1-2-3-4-5" in page  # the run of five the example builds
    values = documents.rules_pages(F35).values()
    section = documents.load_document("rules", lang, F35).section("example-penalties")
    filled = documents.section_html(section, lang, 0, F35)
    assert values["penalty.lea.cards"] in filled  # the cards left in Léa's hand
    assert f"{values['penalty.lea.points']}" in filled  # and what they cost


def test_side_by_side_pairs_the_sections() -> None:
    page = documents.side_by_side_html("rules", "en", "it", F35)
    assert "English" in page and "Italiano" in page and "{{" not in page


def test_score5_pages_are_unchanged_by_default() -> None:
    assert documents.load_document("rules", "en") == documents.load_document(
        "rules", "en", "score5"
    )
    with pytest.raises(ValueError):
        documents.load_document("disagreements", "en", F35)


@pytest.fixture
def rules_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "rules"
    shutil.copytree(Path(str(resource("rules"))), folder)
    return folder


def test_shipped_five_three_five_pages_pass(rules_copy: Path) -> None:
    assert [p for p in check_documents(rules_copy) if "five_three_five" in p.where] == []


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_planted_misalignments_are_caught(rules_copy: Path) -> None:
    folder = rules_copy / "five_three_five"
    _edit(folder / "rules.de.md", "{#trick-end}", "{#stich-ende}")
    _edit(folder / "rules.it.md", "{{run.final}}", "{{run.finale}}")
    _edit(folder / "rules.en.md", "A trick ends at once when", "A trick ends at once if")
    found = {(p.kind, p.where.split(" ")[0]) for p in check_documents(rules_copy)}
    assert ("sections-differ", "five_three_five/rules.de.md") in found
    assert ("unknown-placeholder", "five_three_five/rules.it.md") in found
    assert ("stale-section", "five_three_five/rules.fr.md") in found
