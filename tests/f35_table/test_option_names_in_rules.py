"""Five Three Five's rules name each table option as the new-game dialog's check box
does, in every language: German and Italian players read of *großes Blatt* and *mano
grande* in the rules and found "Großes Austeilen" and "Grande distribuzione" (and three
more) in the dialog."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.qt.part import OPTIONS
from score5_desktop.rulebook.documents import DocumentKind, load_document
from tests.ui.i18n_helpers import interface_language


@pytest.mark.parametrize("lang", ["en", "fr", "de", "it"])
def test_the_rules_name_every_option_as_the_dialog_does(qtbot, lang: str) -> None:
    document = load_document(DocumentKind.RULES, lang, "five-three-five")
    text = "\n".join(section.body for section in document.sections).lower()
    with interface_language(lang):
        labels = [spec.label().replace("&", "") for spec in OPTIONS]
    missing = [label for label in labels if f"*{label.lower()}*" not in text]
    assert not missing, missing
