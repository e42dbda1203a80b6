"""``--speed`` on the command line is for this session: it is never written to settings."""

from __future__ import annotations

import json

from score5_desktop.storage.settings import SettingsStore
from tests.ui.app_fixtures import make_window


def test_a_command_line_speed_is_used_but_never_saved(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, speed="slow")  # what --speed slow does
    assert window.motion().speed == "slow"
    window.saveSettings(window_geometry=None, muted=True)  # what closing or a toggle saves
    saved = json.loads((tmp_path / "settings.json").read_text("utf-8"))
    assert saved["animation_speed"] == "normal" and saved["muted"] is True
    assert window.motion().speed == "slow"  # still in force for this session
    window.saveSettings(animation_speed="fast")  # chosen in the settings dialog: saved
    assert window.motion().speed == "fast"
    assert SettingsStore(tmp_path / "settings.json").load()[0].animation_speed == "fast"
