"""While the strongest bot thinks (a budget of about a second), the GUI thread keeps
ticking: a heartbeat timer never waits more than 50 ms."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from score5_desktop.ai.levels import available_levels
from score5_desktop.engine.record import Player
from score5_desktop.model.game_model import GameModel


def test_gui_thread_never_stalls_while_the_strongest_bot_thinks(qtbot):
    level = available_levels()[-1]
    model = GameModel(think=1.0)
    model.eventPublished.connect(lambda _event: model.eventsConsumed())
    gaps: list[float] = []
    last = [time.perf_counter()]
    thinking: list[float] = []

    def beat() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now
        if model.thinkingSeats:
            thinking.append(now)

    heartbeat = QTimer()
    heartbeat.setInterval(10)
    heartbeat.timeout.connect(beat)
    heartbeat.start()
    # Two bots bid at once; their seats think in parallel, each for about a second.
    model.new_game(
        [Player("Ann"), Player("Ada", "bot", level), Player("Bea", "bot", level)], seed=3
    )
    qtbot.waitUntil(lambda: bool(thinking), timeout=5000)
    qtbot.waitUntil(lambda: not model.thinkingSeats, timeout=20000)
    heartbeat.stop()
    model.shutdown()
    assert thinking[-1] - thinking[0] > 0.5, "the bot did not think long enough to measure"
    assert max(gaps) < 0.050, f"GUI thread stalled {max(gaps) * 1000:.0f} ms"
