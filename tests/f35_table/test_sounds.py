"""Five Three Five's table events play the shell's sounds: each kind of event its own,
through the same ``TableSounds`` (and so the same mute and volume) as SCORE 5."""

from __future__ import annotations

from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.melds import classify
from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.common.sound import Sound
from score5_desktop.ui.game_ui import event_sound
from tests.history.test_table_sounds import FakePlayer

F35 = "five-three-five"


def test_each_event_has_its_sound_through_the_shell() -> None:
    pair = classify((7, 7))
    assert pair is not None
    expected = [
        (ev.Dealt(0, (12, 12), 4, 1, False), Sound.BID),
        (ev.Played(1, Action.LEAD, (7, 7), pair, 10), Sound.BID),
        (ev.Passed(0), Sound.PICK),
        (ev.TrickEnded(ev.TrickEnd.ALL_PASSED, 1, (7, 7)), Sound.WIN),
        (ev.DealEnded(0, 1, ((ev.Penalty(8, 5),), ()), (5, 0), (5, 0)), Sound.REVEAL),
        (ev.GameEnded((25, 3), (4, 0), (1, 0), (1,), False), Sound.END),
    ]
    assert [event_sound(event) for event, _ in expected] == [s for _, s in expected]
    # Every event type of the game is named: none is silent by being forgotten.
    assert {type(event) for event, _ in expected} == set(ev.Event.__args__)


def test_a_game_on_the_table_plays_its_sounds(qtbot, tmp_path) -> None:
    from score5_desktop.model.game_model import GameModel
    from tests.ui.app_fixtures import make_window

    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    fake = FakePlayer()
    window.tableSounds.player = fake
    seats = tuple(SeatSetup(f"Bot {i}", "bot", "random") for i in (1, 2, 3))
    finished: list[bool] = []
    window.gameFinished.connect(lambda: finished.append(True))
    window.startGame(F35, GameSetup(seats=seats, options={"target": 10}), seed=8)
    qtbot.waitUntil(lambda: bool(finished), timeout=60000)
    qtbot.waitUntil(lambda: bool(fake.played) and fake.played[-1] is Sound.END)
    assert set(fake.played) == set(Sound)
    assert fake.played.count(Sound.END) == 1
