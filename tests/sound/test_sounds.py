"""Our generated sound effects: present, short, soft, and silent when unavailable."""

import wave

import pytest

from score5_desktop.paths import resource
from score5_desktop.ui.common.sound import Sound, SoundPlayer


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
