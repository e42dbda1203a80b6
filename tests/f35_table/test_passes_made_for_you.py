"""Passes the bar makes for the one person against bots (issue 43), as Board Game Arena
players expect: a pass with no other choice (the Preferences' automatic choice, which
only hot seat kept before: 15 of 36 decisions in one game were forced passes to click
through), and "Pass until the next trick", a toggle set while others play and cleared
when the trick is. Each stays visible: the prompt says why, the pass waits a moment at
Normal speed, and the log says it was made."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action, Options
from tests.f35_table.test_table_parts import make_parts, players_for, settle

OPEN_PASS = Options(open_pass=True).to_json()


def _passes_of(parts, seat: int) -> int:
    return sum(p.seat == seat and p.action is Action.PASS for d in parts.state.log for p in d.plays)


def _play_otherwise(parts, rng: random.Random):
    """The person's own decisions: a random legal play other than a pass, through the
    controls (a pass would hide what the bar passes by itself)."""

    def decide(_seat, view) -> None:
        if not parts.controls.isDeciding():
            return  # the bar passes for the player
        plays = [p for p in view.legal_plays() if p.action is not Action.PASS]
        play = rng.choice(plays)
        parts.scene.setSelectedValues(play.cards)
        assert parts.controls.choose(play.action), play

    return decide


def test_a_forced_pass_is_made_for_the_one_person_after_a_moment(qtbot) -> None:
    parts = make_parts(qtbot, "normal")
    bar = parts.controls
    forced: list[str] = []

    def decide(seat, view) -> None:
        if len(view.legal_plays()) == 1:
            forced.append(bar.prompt.text())
            assert not bar.isDeciding(), "the player was asked to click a forced pass"
        else:
            _play_otherwise(parts, random.Random(len(forced)))(seat, view)

    parts.model.decisionRequested.connect(decide)
    parts.model.new_game(GAME.id, players_for(1, 3), 2, GAME.default_options())
    passes = _passes_of(parts, 0)
    settle(parts, lambda: bool(forced))
    assert forced == ["None of your cards can overwrite or add to the central meld: you pass."]
    # A moment at Normal speed, then the pass is made and the log says so.
    assert _passes_of(parts, 0) == passes
    asked = time.monotonic()
    settle(parts, lambda: _passes_of(parts, 0) == passes + 1)
    assert time.monotonic() - asked >= 0.5
    settle(parts, lambda: "You pass." in _log_lines(parts))


def _log_lines(parts) -> list[str]:
    return parts.panels.logModel.lines()


def test_pass_until_the_next_trick_passes_each_turn_of_the_trick_then_clears(qtbot) -> None:
    parts = make_parts(qtbot, show=True)
    bar, box = parts.controls, parts.controls.passTrickBox
    assert box.shortcut() == QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_P)
    rng = random.Random(7)
    asked: list[tuple[bool, str]] = []
    play = _play_otherwise(parts, rng)

    def decide(seat, view) -> None:
        if view.central:  # an answer in a trick (a lead starts the next one)
            asked.append((bar.isDeciding(), bar.prompt.text()))
        play(seat, view)

    ends: list[ev.TrickEnded] = []
    parts.table.driver.eventShown.connect(
        lambda event: ends.append(event) if isinstance(event, ev.TrickEnded) else None
    )
    parts.model.decisionRequested.connect(decide)
    parts.model.new_game(GAME.id, players_for(1, 3), 11, OPEN_PASS)
    for _ in range(20):  # until a trick in which the player's turn comes after the toggle
        # While a bot is to answer a central meld, the player sets the toggle.
        settle(
            parts,
            lambda: (
                not bar.isDeciding()
                and bool(parts.model.picture().melds)
                and parts.model.picture().to_act == 1
            ),
        )
        assert box.isVisible()
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        assert box.isChecked()
        asked.clear()
        passes, trick = _passes_of(parts, 0), len(ends)
        settle(parts, lambda trick=trick: len(ends) > trick)
        QApplication.processEvents()
        assert not box.isChecked(), "the cleared trick clears the toggle"
        assert asked == [(False, "You pass until the next trick.")] * len(asked)
        assert _passes_of(parts, 0) == passes + len(asked)
        if asked:
            break
    assert asked, "the player's turn never came in a trick after the toggle"
    # The next trick: the player decides again.
    asked.clear()
    settle(parts, lambda: bool(asked))
    assert asked[0][0]


def test_set_while_deciding_it_passes_at_once(qtbot) -> None:
    parts = make_parts(qtbot, show=True)
    bar = parts.controls
    turns: list[object] = []
    parts.model.decisionRequested.connect(lambda seat, view: turns.append(view))
    parts.model.new_game(GAME.id, players_for(1, 3), 4, OPEN_PASS)
    rng = random.Random(4)
    for _ in range(40):
        settle(parts, lambda: bool(turns) and bar.isDeciding())
        view = turns[-1]
        if view.central:
            break
        turns.clear()
        lead = rng.choice(view.legal_plays())
        parts.scene.setSelectedValues(lead.cards)
        assert bar.choose(lead.action)
    passes = _passes_of(parts, 0)
    QTest.mouseClick(bar.passTrickBox, Qt.MouseButton.LeftButton)
    assert _passes_of(parts, 0) == passes + 1 and bar.passTrickBox.isChecked()
