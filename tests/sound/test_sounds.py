"""Our generated sound effects: present, short, soft, and silent when unavailable."""

import builtins
import wave

import pytest

from score5_desktop.paths import resource
from score5_desktop.ui.common import sound as sound_module
from score5_desktop.ui.common.sound import Sound, SoundPlayer, SoundProblem


@pytest.mark.parametrize("sound", list(Sound))
def test_effect_files_are_short_and_soft(sound):
    node = resource("sounds", f"{sound.value}.wav")
    with wave.open(str(node), "rb") as handle:
        assert handle.getnchannels() == 1 and handle.getsampwidth() == 2
        seconds = handle.getnframes() / handle.getframerate()
        frames = handle.readframes(handle.getnframes())
    assert 0.05 < seconds <= 1.2
    samples = memoryview(frames).cast("h")
    peak = max(abs(s) for s in samples) / 32767
    assert 0.05 < peak <= 0.35  # audible but never loud


def test_player_is_silent_without_audio(qtbot, monkeypatch):
    monkeypatch.setenv("SCORE5_NO_SOUND", "1")
    player = SoundPlayer()
    assert not player.isAvailable()
    assert player.play(Sound.WIN) is False


def test_volume_and_mute(qtbot):
    player = SoundPlayer()
    player.setVolume(150)
    assert player.volume() == 100
    player.setVolume(-3)
    assert player.volume() == 0
    player.setMuted(True)
    assert player.isMuted() and player.play(Sound.BID) is False


def _multimedia_fails_to_load(monkeypatch) -> None:
    """Qt Multimedia's import fails as it does on a machine without PulseAudio."""
    real_import = builtins.__import__

    def fake_import(name, *args, **kwargs):
        if name == "PySide6.QtMultimedia":
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, *args, **kwargs)

    monkeypatch.delenv("SCORE5_NO_SOUND", raising=False)
    monkeypatch.setattr(builtins, "__import__", fake_import)


def test_installed_multimedia_without_a_sound_system_is_no_output(qtbot, monkeypatch):
    """Qt Multimedia present but no audio: Preferences said it was not installed."""
    _multimedia_fails_to_load(monkeypatch)
    monkeypatch.setattr(sound_module, "multimedia_installed", lambda: True)
    assert SoundPlayer().problem() is SoundProblem.NO_OUTPUT


def test_missing_multimedia_is_said_to_be_missing(qtbot, monkeypatch):
    _multimedia_fails_to_load(monkeypatch)
    monkeypatch.setattr(sound_module, "multimedia_installed", lambda: False)
    assert SoundPlayer().problem() is SoundProblem.NO_MULTIMEDIA


def test_this_pyside6_ships_multimedia() -> None:
    assert sound_module.multimedia_installed()
