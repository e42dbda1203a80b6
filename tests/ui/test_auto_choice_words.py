"""The Preferences' automatic choice serves both games, and says so: it read "Take a card
automatically when there is no choice", while Five Three Five's rules send the player
there for the pass it makes when passing is all they can do."""

from __future__ import annotations

import pytest

from score5_desktop.model.problem_words import setting_words
from score5_desktop.model.text import translate
from score5_desktop.storage.settings import Settings
from score5_desktop.ui.windows.settings_dialog import SettingsDialog
from tests.ui.i18n_helpers import interface_language

# The glossary's "pass" (Five Three Five) and "card" in each language.
WORDS = {
    "en": ("pass", "card"),
    "fr": ("passer", "carte"),
    "de": ("passen", "Karte"),
    "it": ("passa", "carta"),
}


@pytest.mark.parametrize("code", sorted(WORDS))
def test_the_automatic_choice_names_the_card_and_the_pass(qtbot, code) -> None:
    with interface_language(code):
        dialog = SettingsDialog(Settings())
        qtbot.addWidget(dialog)
        label = dialog.autoPick.text().replace("\n", " ")  # wrapped to keep the dialog narrow
        for word in WORDS[code]:
            assert word in label, (code, label)
        assert setting_words("auto_pick", translate) == label.replace("&", "")  # one message
