"""Open pass (issue 43): a player who passed gets the turn back when it comes round, and
the table offers what the engine allows then (its pass, its plays), never "you passed:
you are out of this trick" with every button greyed. The game is resumed at that moment
from a record, as the lock also came back on resuming."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME as F35
from score5_desktop.games.five_three_five.rules.decisions import Action, Options, Play
from score5_desktop.model.game_model import GameModel
from tests.ui.app_fixtures import make_window

PLAYERS = (Player("Tom"),) + tuple(Player(f"Bot {s}", "bot", "random") for s in range(1, 6))


def _record_with_the_turn_back() -> str:
    """A six-seat open-pass game played until seat 0, which passed in this trick, is to
    act again (it passes when it can, the others play at random)."""
    for seed in range(200):
        state = F35.new_state(PLAYERS, seed, Options(open_pass=True).to_json())
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            seat = state.to_act()[0]
            view = state.view(seat)
            if seat == 0 and 0 in view.passed and len(view.legal_plays()) > 1:
                return F35.dump_record(state, PLAYERS)
            plays = state.legal_plays(seat)
            passes = [p for p in plays if p.action is Action.PASS]
            state.apply(passes[0] if seat == 0 and passes else rng.choice(plays))
    raise AssertionError("no seed gave the turn back to a seat that passed")


def test_the_turn_back_after_a_pass_offers_the_engines_plays(qtbot, tmp_path):
    loaded = F35.load_record(_record_with_the_turn_back())
    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    window.model.setAutosave(None)
    window.resumeGame(F35.id, loaded)
    bar = window.actions_bar
    qtbot.waitUntil(lambda: window.model.decidingSeat() == 0 and bar.isDeciding(), timeout=3000)
    view = loaded.state.view(0)
    assert 0 in view.passed  # the seat passed in this trick, and the engine asks it again
    passing = bar.buttons[Action.PASS]
    assert passing.isVisible() and passing.isEnabled()
    assert bar.reason.text() == ""
    # A play the engine allows is on offer once its cards are chosen.
    play = next(p for p in view.legal_plays() if p.action is not Action.PASS)
    window.scene.setSelectedValues(play.cards)
    assert bar.buttons[play.action].isEnabled()
    # P passes, as the engine allows.
    before = len(window.model._require().state.log[-1].plays)  # noqa: SLF001
    QTest.keyClick(window.view, Qt.Key.Key_P)
    state = window.model._require().state  # noqa: SLF001 - the engine, for the test
    assert state.log[-1].plays[before] == Play(0, Action.PASS, ())
