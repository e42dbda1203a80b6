"""Settings round-trip; a bad file never stops the app and is never lost."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from score5_desktop.games.score5.rules.record import Player
from score5_desktop.model.problem_words import english
from score5_desktop.storage import settings as settings_module
from score5_desktop.storage.errors import StorageError
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.settings import (
    MAX_SETTINGS_BYTES,
    GameSetup,
    SeatSetup,
    Settings,
    SettingsStore,
)

SETUP = GameSetup(
    seats=(SeatSetup("Laura"), SeatSetup("Ada", "bot", "expert"), SeatSetup("Bo", "bot", "easy")),
    options={"max_adjust_rounds": 3},
)


def corrupt_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name)


def test_no_file_gives_defaults_silently_and_creates_nothing(paths: AppPaths) -> None:
    store = SettingsStore(paths.settings_file)
    assert store.load() == (Settings(), None)
    assert not paths.config_dir.exists()


def test_every_field_and_unknown_keys_round_trip(paths: AppPaths) -> None:
    store = SettingsStore(paths.settings_file)
    chosen = Settings(
        language="fr_CA",  # a regional form of a shipped language (pt_BR is not: issue 44)
        animation_speed="instant",
        reduced_motion=True,
        theme="dark",
        sound_volume=0,
        muted=True,
        game_setups={"score5": SETUP},
        window_geometry="AdnQywADAAAAAAAA",
        extra={"from_a_newer_version": {"nested": [1, 2, {"x": None}]}, "note": "ü"},
    )
    store.save(chosen)
    assert SettingsStore(paths.settings_file).load() == (chosen, None)
    doc = json.loads(paths.settings_file.read_text(encoding="utf-8"))
    assert doc["version"] == 1
    assert doc["from_a_newer_version"] == {"nested": [1, 2, {"x": None}]}
    assert doc["game_setups"]["score5"]["seats"][1] == {
        "name": "Ada",
        "kind": "bot",
        "level": "expert",
    }
    assert "last_setup" not in doc  # the older key is read, never written
    assert [p.name for p in paths.config_dir.iterdir()] == ["settings.json"]


def test_every_settings_field_is_validated_and_stored() -> None:
    names = {f.name for f in dataclasses.fields(Settings)}
    assert names == set(settings_module._CHECKS) | {"extra"}


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"theme": "dark",', "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b'["dark"]', "does not hold a settings object"),
        (b"", "not valid JSON"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"x": "' + b"a" * MAX_SETTINGS_BYTES + b'"}', "too large"),
    ],
    ids=["truncated", "not-utf8", "not-an-object", "empty", "deep", "too-large"],
)
def test_an_unreadable_file_is_kept_aside_and_defaults_are_used(
    paths: AppPaths, content: bytes, reason: str
) -> None:
    path = paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    store = SettingsStore(path)
    loaded, message = store.load()
    assert loaded == Settings()
    assert message is not None and reason in str(message)
    [kept] = corrupt_files(paths.config_dir)
    assert kept.name in english(message)
    assert kept.read_bytes() == content
    assert not path.exists()
    store.save(dataclasses.replace(loaded, theme="light"))
    assert store.load() == (Settings(theme="light"), None)
    assert kept.read_bytes() == content


def test_a_deeply_nested_but_small_file_is_reported_not_raised(paths: AppPaths) -> None:
    path = paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_bytes(b"[" * 50_000)
    loaded, message = SettingsStore(path).load()
    assert loaded == Settings()
    assert message is not None
    assert len(corrupt_files(paths.config_dir)) == 1


def test_invalid_values_fall_back_one_by_one(paths: AppPaths) -> None:
    path = paths.settings_file
    path.parent.mkdir(parents=True)
    doc = {
        "language": "fr",
        "animation_speed": "fast",
        "muted": True,
        "theme": "neon",
        "sound_volume": 150,
        "reduced_motion": "yes",
        "last_setup": {"seats": [{"name": "Solo"}]},
        "window_geometry": "not base64!",
        "custom": 1,
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    loaded, message = SettingsStore(path).load()
    assert (loaded.language, loaded.animation_speed, loaded.muted) == ("fr", "fast", True)
    assert loaded.theme == "system"
    assert loaded.sound_volume == Settings().sound_volume
    assert loaded.reduced_motion is False
    assert loaded.game_setups == {}
    assert loaded.window_geometry is None
    assert loaded.extra == {"custom": 1}
    assert message is not None
    for key in ("theme", "sound_volume", "reduced_motion", "last_setup", "window_geometry"):
        assert key in str(message)
    for key in ("language", "animation_speed", "muted"):
        assert key not in str(message)
    assert corrupt_files(paths.config_dir) == []  # the file was readable: not moved


@pytest.mark.parametrize(
    "changes",
    [
        {"theme": "neon"},
        {"animation_speed": "warp"},
        {"sound_volume": 101},
        {"sound_volume": True},
        {"muted": 1},
        {"language": "french please"},
        {"window_geometry": "%%%"},
        {"game_setups": {"score5": {"seats": []}}},
        {"extra": {"theme": "dark"}},
    ],
)
def test_code_cannot_build_invalid_settings(changes: dict) -> None:
    with pytest.raises(ValueError):
        Settings(**changes)


@pytest.mark.parametrize(
    "setup",
    [
        {"seats": [{"name": "A"}, {"name": "B", "kind": "robot"}]},
        {"seats": [{"name": "A"}, {"name": "B", "kind": "bot", "level": "godlike"}]},
        {"seats": [{"name": "A"}, {"name": 7}]},
        {"seats": [{"name": "A\x1b[31m"}, {"name": "B"}]},
        {"seats": [{"name": "A\ud800"}, {"name": "B"}]},
        {"seats": [{"name": "A\u202eB"}, {"name": "B"}]},
        {"seats": [{"name": "A"}] * 6},
        {"seats": "two"},
    ],
)
def test_a_bad_last_setup_is_refused(setup: dict) -> None:
    settings, problems = Settings.from_json({"last_setup": setup})
    assert settings.game_setups == {}
    assert [name for name, _why in problems] == ["last_setup"]


def test_last_setup_gives_the_record_players() -> None:
    assert SETUP.players() == (
        Player("Laura", "human"),
        Player("Ada", "bot", "expert"),
        Player("Bo", "bot", "easy"),
    )
    assert GameSetup.from_json(SETUP.to_json()) == SETUP


def test_a_file_that_cannot_be_moved_aside_is_never_overwritten(
    paths: AppPaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = paths.settings_file
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{broken")

    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings_module, "quarantine", refuse)
    store = SettingsStore(path)
    loaded, message = store.load()
    assert loaded == Settings()
    assert message is not None and "not be overwritten" in english(message)
    with pytest.raises(StorageError):
        store.save(Settings(theme="dark"))
    assert path.read_bytes() == b"{broken"


def test_a_save_that_fails_raises_a_plain_message(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(StorageError) as raised:
        SettingsStore(blocker / "settings.json").save(Settings())
    assert "could not be saved" in english(raised.value.problem)
    assert blocker.read_text() == "a file where the folder should be"


def test_the_default_store_uses_the_app_folders(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SCORE5_HOME", str(tmp_path))
    store = SettingsStore()
    store.save(Settings(muted=True))
    assert AppPaths.under(tmp_path).settings_file.is_file()
