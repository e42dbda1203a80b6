"""Issue 44: the settings-reset notice names each bad setting once, by the name
Preferences shows (it said "another setting" up to three times), and a language the
app does not ship or a game it does not have in the settings file gets the same
notice as any other bad value (they were dropped without a word)."""

from __future__ import annotations

import json

from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.errors import Kind
from score5_desktop.storage.settings import Settings, SettingsStore
from tests.ui.i18n_helpers import interface_language


def _load(tmp_path, doc: dict):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, **doc}), encoding="utf-8")
    return SettingsStore(path).load()


def test_an_unknown_language_and_game_are_reset_and_said(qtbot, tmp_path):
    settings, problem = _load(tmp_path, {"language": "xx", "last_game": "chess"})
    assert settings.language == Settings().language
    assert settings.last_game == Settings().last_game
    assert problem is not None and problem.kind is Kind.SETTINGS_RESET
    assert set(problem.fields) == {"language", "last_game"}
    text = storage_text(problem)
    assert "Language" in text and "the game offered first for a new game" in text


def test_a_shipped_language_in_a_regional_form_is_kept(qtbot, tmp_path):
    settings, problem = _load(tmp_path, {"language": "fr_CA", "last_game": "five-three-five"})
    assert problem is None
    assert (settings.language, settings.last_game) == ("fr_CA", "five-three-five")


def test_each_bad_setting_is_named_once_by_its_preferences_name(qtbot, tmp_path):
    _settings, problem = _load(
        tmp_path,
        {
            "player_name": 7,
            "lessons_offered": "yes",
            "last_game": 3,
            "last_setup": "x",
            "game_setups": [],
            "theme": "pink",
        },
    )
    assert problem is not None
    text = storage_text(problem)
    assert "another setting" not in text
    names = [
        "Your name",
        "the offer of a guided first game",
        "the game offered first for a new game",
        "the last new game's players and options",
        "Theme",
    ]
    for name in names:
        assert text.count(name) == 1, (name, text)
    for lang in ("fr", "de", "it"):
        with interface_language(lang):
            worded = storage_text(problem)
        assert not any(name in worded for name in names[1:4]), (lang, worded)
