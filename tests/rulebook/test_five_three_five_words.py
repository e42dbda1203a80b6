"""Five Three Five's words, one per idea in every language (issue 43): the weather bands
have one name in the interface, the rules page and the translators' guide; the German
and Italian rules pages address the table throughout, as SCORE 5's pages do; the face
down cards are never shown, in every section; and the phrases the localizer listed as
wrong stay gone from the translations."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from score5_desktop.paths import translations_dir
from score5_desktop.rulebook.i18n_check import TS_NAME, read_ts

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "resources" / "rules" / "five_three_five"
GUIDE = ROOT / "translations" / "TRANSLATORS.md"

#: The chosen word for a band (its stem, to match singular and plural), and the words it
#: replaced ("famille" and "gruppo" name other things in SCORE 5).
BANDS = {
    "fr": ("catégorie", ("famille de temps", "familles de temps", "bande")),
    "de": ("Wetterart", ("Wettergruppe", "einem Band")),
    "it": ("fasc", ("gruppo di tempo", "gruppi di tempo")),
}
#: The singular "you" that SCORE 5's pages never use (they address the whole table).
SINGULAR_YOU = {
    "de": re.compile(r"\b(du|dich|dir|dein|deine[mnrs]?)\b", re.IGNORECASE),
    "it": re.compile(r"\b(tu|ti|te|tuo|tua|tuoi|tue)\b", re.IGNORECASE),
}
#: The localizer's list: each phrase read as a slip, in the language it was found.
WRONG = {
    "fr": ("que %n carte ", "Montez avec", "On peut seulement ajouter", "Passez l'écran à"),
    "de": (
        "lässt deine Hand in",
        "Jedes Mischen teilt",
        " Pp",
        "ließ sich nicht ansehen",
        "doppelklick auf",
        "an seiner Stelle",
    ),
    "it": ("ogni mazzo distribuisce", "le cui carte che", "In cambio prende", "tu stesso"),
}


def _page(lang: str) -> str:
    return (PAGES / f"rules.{lang}.md").read_text(encoding="utf-8")


def _messages(lang: str):
    node = translations_dir() / TS_NAME.format(lang=lang)
    return read_ts(node.read_bytes(), node.name)


@pytest.mark.parametrize("lang", sorted(BANDS))
def test_the_bands_have_one_name_in_the_interface_the_rules_and_the_guide(lang) -> None:
    word, old = BANDS[lang]
    (run,) = [m for m in _messages(lang) if m.source.startswith("A run stays within one band")]
    assert word in run.forms[0]
    page = _page(lang)
    assert page.count(word) >= 3  # the components, and the run that stays in one band
    texts = [page, *(f for m in _messages(lang) if m.context.startswith("F35") for f in m.forms)]
    assert not [w for w in old for text in texts if w in text]
    assert word in GUIDE.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", sorted(SINGULAR_YOU))
def test_the_rules_page_addresses_the_table_throughout(lang) -> None:
    assert SINGULAR_YOU[lang].findall(_page(lang)) == []


def test_the_face_down_cards_are_never_shown_in_any_section() -> None:
    """The ruling (F1): unseen for the whole deal; the app never turns them over. The
    setup said "until the round is over", the information section "not even at the end"."""
    assert "until the round is over" not in _page("en")
    for lang, until in (
        ("fr", "jusqu'à la fin de la manche"),
        ("de", "bis zum Ende der Runde"),
        ("it", "fino alla fine della smazzata"),
    ):
        assert until not in _page(lang)


@pytest.mark.parametrize("lang", sorted(WRONG))
def test_the_phrases_the_localizer_listed_are_gone(lang) -> None:
    forms = [form for m in _messages(lang) for form in m.forms]
    assert [w for w in WRONG[lang] if any(w in form for form in forms)] == []
