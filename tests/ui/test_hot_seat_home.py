"""Hot seat in either game: after each hand-over the person at the screen sits at the
bottom of the table, their plate just above their own hand (``GameModel.homeSeat``,
followed by both tables through ``AspectScene.setHome``). Before, the first human's
plate stayed at the bottom whoever held the screen; in Five Three Five that put the
first human's face-down hand right above the next player's hand in the tray."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF

from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.model.helpers import state_of
from tests.model.score5_humans import quiet_human
from tests.ui.app_fixtures import make_window, setup_of

PEOPLE = (("Ann", "human", None), ("Ben", "human", None), ("Cid", "bot", "random"))


def _plate_at(window, seat: int) -> QPointF:
    """Where ``seat``'s plate sits, as a point of the layout (both games' layouts)."""
    pos = window.scene.tableLayout().seat_pos(window.scene.slot(seat))
    return pos if isinstance(pos, QPointF) else QPointF(pos.x, pos.y)


def _play_hand_overs(window, qtbot, decide, count: int) -> list[int]:
    """Confirm ``count`` hand-overs, deciding after each; the seats handed over to, each
    checked at the bottom of the table while its hand is shown."""
    seen = []
    for _ in range(count):
        qtbot.waitUntil(lambda: window.model.handoverSeat() is not None, timeout=5000)
        seat = window.model.handoverSeat()
        window.handover.confirmed.emit()
        qtbot.waitUntil(lambda s=seat: window.model.decidingSeat() == s, timeout=5000)
        scene = window.scene
        bottom = max(scene.plates(), key=lambda plate: plate.pos().y())
        assert bottom is scene.plate(seat), f"seat {seat} is not at the bottom"
        assert scene.slot(seat) == 0 and window.model.homeSeat() == seat
        assert scene.plate(seat).pos() == _plate_at(window, seat)
        seen.append(seat)
        assert window.model.submit(decide(seat))
    return seen


def test_score5_hot_seat_turns_the_table_to_the_player_at_the_screen(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(*PEOPLE, adjust=1), seed=8)
    seats = _play_hand_overs(
        window, qtbot, lambda seat: quiet_human(state_of(window.model), seat), 4
    )
    assert set(seats) == {0, 1}


def test_five_three_five_hot_seat_turns_the_table_to_the_player_at_the_screen(qtbot, tmp_path):
    # The registry's own bots (the shared test model plays SCORE 5's for every game).
    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    window.model.setAutosave(None)
    setup = GameSetup(seats=tuple(SeatSetup(*seat) for seat in PEOPLE), options={})
    window.startGame(F35.id, setup, seed=4)
    rng = random.Random(4)

    def decide(seat: int):
        state = window.model._require().state  # noqa: SLF001 - the engine, for the test
        return rng.choice(state.legal_plays(seat))

    seats = _play_hand_overs(window, qtbot, decide, 4)
    assert set(seats) == {0, 1}


def test_alone_against_bots_the_one_human_sits_at_the_bottom(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(("Bot", "bot", "random"), ("Ann", "human", None)), seed=3)
    qtbot.waitUntil(lambda: window.model.decidingSeat() == 1, timeout=5000)
    assert window.model.homeSeat() == 1 and window.scene.slot(1) == 0
