"""The Preferences keep a sensible width in every language: a check box never wraps its
words, and the automatic choice's one line made the French and German dialog 746 px
wide (English 599, Italian 642). Its text is now broken into even lines."""

from __future__ import annotations

import pytest

from score5_desktop.storage.settings import Settings
from score5_desktop.ui.windows.settings_dialog import SettingsDialog, wrapped
from tests.ui.i18n_helpers import interface_language

WIDEST = 520  # px at the test font: the form's labels and a check box's ~40 characters


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_preferences_keep_a_sensible_width(qtbot, code) -> None:
    with interface_language(code):
        dialog = SettingsDialog(Settings())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.width() <= WIDEST, (code, dialog.width())
        for box in (dialog.autoPick, dialog.reduced):
            lines = box.text().split("\n")
            assert all(line.strip() == line and line for line in lines), lines


def test_words_are_shared_evenly_between_as_few_lines_as_needed() -> None:
    text = "one two three four five six seven eight nine ten"
    lines = wrapped(text, len, 30).split("\n")
    assert len(lines) == 2 and " ".join(lines) == text
    assert max(map(len, lines)) - min(map(len, lines)) <= 6, lines  # not 29 and 19
    assert wrapped("short &text", len, 30) == "short &text"
    assert wrapped("a " + "x" * 40 + " b", len, 10) == "a\n" + "x" * 40 + "\nb"
    assert wrapped("", len, 10) == ""
