"""A bid the person at the screen has submitted stays marked in the hand (raised) while
the others still think, in the sealed bid and every adjustment step: without it the
tray shows the whole hand level and nothing says which cards lie face down in front of
the player (found in a real-window game: fourteen cards level, seven of them bid)."""

from __future__ import annotations

import threading

import pytest

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.model.game_model import GameModel
from tests.model.helpers import state_of
from tests.ui.app_fixtures import make_window, setup_of


class _HeldBot:
    """An easy bot that answers each question only once the test lets it."""

    def __init__(self, level: str, seed: int | None, answers: threading.Semaphore) -> None:
        self._bot = make_bot("easy", seed)
        self._answers = answers

    def decide(self, view):
        self._answers.acquire(timeout=20)
        return self._bot.decide(view)

    def advise(self, view):
        return self._bot.advise(view)


def _raised(window) -> int:
    mask = 0
    for item in window.scene.trayItems():
        if item.property("lift"):
            mask |= 1 << item.card().index
    return mask


@pytest.mark.real_speed  # the bid must stay raised while cards move
@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_the_submitted_bid_stays_raised_while_the_others_think(qtbot, tmp_path, speed):
    answers = threading.Semaphore(0)
    model = GameModel(bot_factory=lambda level, seed: _HeldBot(level, seed, answers))
    window = make_window(qtbot, tmp_path, speed=speed, model=model)
    try:
        seats = (("Ann", "human", None), ("Bot", "bot", "easy"))
        window.startGame("score5", setup_of(*seats, adjust=2), seed=8)
        bar, scene = window.actions_bar, window.scene
        # The sealed bid: two cards, then the first adjustment step: one of them kept.
        for phase, cards in (("bid", 2), ("adjust", 1)):
            qtbot.waitUntil(lambda phase=phase: bar._phase == phase, timeout=20000)
            qtbot.waitUntil(lambda: not scene.isAnimating(), timeout=20000)
            chosen = sorted(item.card().index for item in scene.trayItems())[:cards]
            bid = sum(1 << index for index in chosen)
            scene.setSelectedMask(bid)
            bar.confirm()
            qtbot.waitUntil(lambda bid=bid: state_of(model).pending[0] == bid, timeout=5000)
            qtbot.waitUntil(lambda bid=bid: _raised(window) == bid, timeout=3000)
            # Every rise or fall under way is over (lifts take 120 ms when cards move,
            # none at the instant speed): still raised.
            qtbot.wait(600 if speed == "normal" else 150)
            assert _raised(window) == bid
            assert bar._phase is None
            answers.release()  # the bot answers, and the step ends
            qtbot.waitUntil(lambda: state_of(model).pending[0] is None, timeout=20000)
    finally:
        answers.release(10)
