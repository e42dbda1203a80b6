"""Five Three Five's Qt part (``GAME_UI``) on the shared ``GameModel``: whole games, the end
of a deal and of the game at every speed, the hot-seat hand-over, keyboard play, hints and
resuming a record in the middle of a trick.

Animations are built at the speed under test and then jumped to their end
(``finishAnimations``) instead of waited for: every speed's animations run their
course in milliseconds, and the game waits for each as it would live.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEventLoop, Qt, QThread
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QVBoxLayout, QWidget

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.qt.game_ui import (
    F35ActionBar,
    F35EndDialog,
    F35SidePanels,
    F35Table,
)
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.cards import PENALTY
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.review_offer import review_offered
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import SPEEDS, Motion
from score5_desktop.ui.game_ui import game_ui


@dataclass
class Parts:
    window: QMainWindow
    model: GameModel
    table: F35Table
    controls: F35ActionBar
    panels: F35SidePanels
    end: F35EndDialog

    @property
    def scene(self):
        return self.table.scene

    @property
    def state(self):
        return self.model._require().state  # noqa: SLF001 - the engine, for the checks


def make_parts(qtbot, speed: str = "instant", reduced: bool = False, show: bool = False):
    """The game's parts in a window, as the main window builds them."""
    window = QMainWindow()
    qtbot.addWidget(window)
    model = GameModel(window, hint_level=lambda: "random")
    ui = game_ui(GAME)
    appearance = Appearance("light")
    table = ui.make_table(model, appearance, window)
    controls = ui.make_controls(model, table)
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.addWidget(table.view, 1)
    layout.addWidget(controls)
    window.setCentralWidget(page)
    panels = ui.make_side_panels(model, window, appearance)
    end = ui.make_end_content(window)
    model.gameOver.connect(
        lambda outcome: (
            end.showResult(model, outcome),
            end.setReviewOffered(review_offered(model.players())),  # as the main window
            end.show(),
        )
    )
    window.resize(1280, 800)
    if show:
        window.show()
    table.driver.setMotion(Motion(speed, reduced))
    model.setBotPace(0)
    return Parts(window, model, table, controls, panels, end)


def random_player(parts: Parts, rng: random.Random):
    """A player at the screen who picks a legal play at random and makes it through the
    controls (a pass by the pass button, a play by selecting its cards)."""

    def decide(_seat, view) -> None:
        if not parts.controls.isDeciding():
            # A pass with no other choice: the bar makes it for the player after a moment.
            assert len(view.legal_plays()) == 1
            return
        play = rng.choice(view.legal_plays())
        if play.action is Action.PASS:
            assert parts.controls.passTurn()
        else:
            parts.scene.setSelectedValues(play.cards)
            assert parts.controls.choose(play.action), play

    return decide


def players_for(humans: int, bots: int) -> list[Player]:
    people = [Player(name) for name in ("Léa", "Hugo", "Mia")[:humans]]
    return people + [Player(f"Bot {i + 1}", "bot", "random") for i in range(bots)]


def settle(parts: Parts, until, seconds: float = 60.0) -> None:
    """Run the game, jumping each animation to its end, until ``until()`` holds."""
    deadline = time.monotonic() + seconds
    scene = parts.scene
    while time.monotonic() < deadline:
        if until():
            return
        if scene.isAnimating():
            scene.finishAnimations()
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        QThread.msleep(0 if scene.isAnimating() else 1)
    raise AssertionError("the game did not get there")


def test_a_whole_game_alone_against_bots(qtbot) -> None:
    parts = make_parts(qtbot)
    parts.model.decisionRequested.connect(random_player(parts, random.Random(4)))
    over = []
    parts.model.gameOver.connect(over.append)
    parts.model.new_game(GAME.id, players_for(1, 3), 21, GAME.default_options())
    settle(parts, lambda: bool(over))
    state = parts.state
    standing = parts.end.panel.standing()
    assert state.is_over and standing.totals == tuple(state.totals)
    assert set(standing.winners) == set(state.winners)
    assert [sum(d[s] for d in standing.penalties) for s in range(4)] == state.totals
    assert parts.end.isVisible()
    assert not parts.end.buttons.reviewButton.isHidden()  # the human's game to review
    assert not parts.end.buttons.againButton.isDefault()
    assert not parts.end.buttons.againButton.autoDefault()
    winner = parts.end.panel.winner.text()
    assert winner.startswith("You win") or any(
        standing.names[s] in winner for s in standing.winners
    )
    assert parts.panels.logModel.rowCount() > 10
    # The one human against bots is spoken to in the log, never named.
    lines = parts.panels.logModel.lines()
    assert not any("Léa" in line for line in lines)
    assert any(line.startswith("You ") for line in lines)


@pytest.mark.parametrize("speed", SPEEDS)
@pytest.mark.parametrize("reduced", [False, True])
def test_the_end_of_a_deal_counts_every_hand_at_every_speed(qtbot, speed, reduced) -> None:
    parts = make_parts(qtbot, speed, reduced)
    seen: list[object] = []
    parts.table.driver.eventShown.connect(seen.append)
    at_next_deal: dict[str, object] = {}
    scene = parts.scene

    def look(event) -> None:
        # The next deal is about to be laid out: the counted hands are still on show.
        if isinstance(event, ev.Dealt) and event.deal == 1 and not at_next_deal:
            at_next_deal["badges"] = [scene.countBadge(s).text() for s in range(4)]
            at_next_deal["hands"] = [
                sorted((i.value(), i.isFaceShown()) for i in scene.seatItems(s)) for s in range(4)
            ]

    parts.table.driver.eventShown.connect(look)
    parts.model.new_game(GAME.id, players_for(0, 4), 5, GAME.default_options())
    settle(parts, lambda: bool(at_next_deal))
    ended = next(e for e in seen if isinstance(e, ev.DealEnded))
    for seat in range(4):
        if seat == ended.out:
            assert at_next_deal["badges"][seat] == ""
            continue
        values = sorted(p.value for p in ended.penalties[seat])
        assert at_next_deal["hands"][seat] == [(v, True) for v in values]
        assert str(ended.points[seat]) in at_next_deal["badges"][seat]
        assert ended.points[seat] == sum(PENALTY[v] for v in values)


@pytest.mark.parametrize("speed", SPEEDS)
def test_the_end_of_the_game_at_every_speed(qtbot, speed) -> None:
    parts = make_parts(qtbot, speed)
    over = []
    parts.model.gameOver.connect(over.append)
    options = {**GAME.default_options(), "target": 10}
    parts.model.new_game(GAME.id, players_for(0, 3), 8, options)
    settle(parts, lambda: bool(over))
    state = parts.state
    assert state.is_over and parts.end.panel.standing().target == 10
    winners = {s for s in range(3) if parts.scene.plate(s)._winner}  # noqa: SLF001
    assert winners == set(state.winners)


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_hot_seat_hides_every_hand_until_the_hand_over_is_confirmed(qtbot, speed) -> None:
    """No picture given to the table holds a hand but the seat at the screen's, and
    none while a hand-over is pending; the tray is empty and every card face down."""
    parts = make_parts(qtbot, speed)
    driver = parts.table.driver
    given: list[tuple[frozenset[int], int | None]] = []
    animate, set_picture = driver.animate, driver.setPicture
    driver.animate = lambda event, picture: (
        given.append((picture.visible, parts.model.exposedSeat())),
        animate(event, picture),
    )
    driver.setPicture = lambda picture: (
        given.append((picture.visible, parts.model.exposedSeat())),
        set_picture(picture),
    )
    handovers: list[int] = []
    parts.model.handoverRequested.connect(handovers.append)
    turns: list[int] = []
    parts.model.decisionRequested.connect(lambda seat, view: turns.append(seat))
    parts.model.new_game(GAME.id, players_for(2, 1), 4, GAME.default_options())
    rng = random.Random(4)
    asked = 0
    pending = 0
    for _ in range(16):
        settle(parts, lambda a=asked, h=pending: len(turns) > a or len(handovers) > h)
        if len(handovers) > pending:
            pending = len(handovers)
            assert parts.scene.trayItems() == []
            assert all(not item.isFaceShown() for item in parts.scene.seatItems(0))
            assert all(not item.isFaceShown() for item in parts.scene.seatItems(1))
            parts.model.confirmHandover()
            continue
        asked = len(turns)
        seat = turns[-1]
        assert sorted(i.value() for i in parts.scene.trayItems()) == list(parts.state.hand(seat))
        assert parts.model.submit(rng.choice(parts.state.legal_plays(seat)))
    assert len(handovers) >= 2 and len(given) > 20
    for visible, exposed in given:
        assert visible == (frozenset() if exposed is None else {exposed})


def test_keyboard_play_arrows_space_enter_and_p(qtbot) -> None:
    parts = make_parts(qtbot, show=True)
    turns: list[int] = []
    parts.model.decisionRequested.connect(lambda seat, view: turns.append(seat))
    parts.model.new_game(GAME.id, players_for(1, 2), 13, GAME.default_options())
    settle(parts, lambda: bool(turns))
    state = parts.state
    view = state.view(0)
    items = parts.scene.trayItems()
    viewport = parts.table.view.viewport()
    parts.table.view.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_Right)
    focused = parts.scene.focusItem()
    assert focused in items
    QTest.keyClick(viewport, Qt.Key.Key_Space)
    assert parts.scene.selectedValues() == (focused.value(),)
    before = len(state.log[-1].plays)
    if view.leading:
        QTest.keyClick(viewport, Qt.Key.Key_Return)  # any single leads
        assert len(state.log[-1].plays) == before + 1
        assert state.log[-1].plays[-1] == Play(0, Action.LEAD, (focused.value(),))
    else:
        QTest.keyClick(viewport, Qt.Key.Key_P)
        assert state.log[-1].plays[-1] == Play(0, Action.PASS, ())


def test_a_hint_words_the_bots_play_and_chooses_its_cards(qtbot) -> None:
    parts = make_parts(qtbot)
    turns: list[int] = []
    parts.model.decisionRequested.connect(lambda seat, view: turns.append(seat))
    hints: list[object] = []
    parts.model.hintReady.connect(lambda seat, advice: hints.append(advice))
    parts.model.new_game(GAME.id, players_for(1, 2), 13, GAME.default_options())
    settle(parts, lambda: bool(turns))
    parts.controls.hintButton.click()
    settle(parts, lambda: bool(hints))
    advice = hints[0]
    assert advice is not None and parts.controls.hint.text()
    if advice.decision.cards:
        assert parts.scene.selectedValues() == tuple(sorted(advice.decision.cards))


def test_resuming_a_record_mid_trick_shows_the_covered_melds(qtbot) -> None:
    players = players_for(1, 3)
    state = GAME.new_state(players, 31, GAME.default_options())
    rng = random.Random(2)
    opening = state.opening_events()
    picture = GAME.first_picture(state, opening)
    for event in opening:
        picture = GAME.next_picture(picture, event, state)
    while len(picture.melds) < 2 or state.to_act()[0] != 0:
        seat = state.to_act()[0]
        plays = [p for p in state.legal_plays(seat) if p.action is not Action.PASS] or [
            state.legal_plays(seat)[0]
        ]
        for event in state.apply(rng.choice(plays)):
            picture = GAME.next_picture(picture, event, state)
        if state.is_over:
            pytest.fail("the game ended before a trick had two melds")
    loaded = GAME.load_record(GAME.dump_record(state, players))
    parts = make_parts(qtbot)
    turns: list[int] = []
    parts.model.decisionRequested.connect(lambda seat, view: turns.append(seat))
    parts.model.resume(GAME.id, loaded)
    settle(parts, lambda: bool(turns))
    central = loaded.state.view(0).central
    assert sorted(i.value() for i in parts.scene.meldItems(0)) == sorted(central)
    assert parts.scene.meldItems(1), "the covered meld is on the table"
    assert sorted(i.value() for i in parts.scene.trayItems()) == list(loaded.state.hand(0))
    assert parts.panels.logModel.rowCount() > 0  # the past is in the log


def test_the_hint_button_shows_only_while_someone_at_the_screen_decides(qtbot) -> None:
    """Idle, the bar showed a greyed hint button that offered nothing (SCORE 5's bar hides
    its own); hidden, it keeps its room, so the bar and the table above do not move."""
    parts = make_parts(qtbot, show=True)
    bar = parts.controls
    seen: list[tuple[bool, bool, int]] = []
    decide = random_player(parts, random.Random(8))

    def look(seat, view) -> None:
        if len(view.legal_plays()) > 1:  # a forced pass is made for the player
            seen.append((bar.isDeciding(), bar.hintButton.isVisible(), bar.height()))
        decide(seat, view)

    parts.model.decisionRequested.connect(look)
    idle: list[tuple[bool, int]] = []
    parts.model.new_game(GAME.id, players_for(1, 2), 5, GAME.default_options())
    settle(parts, lambda: not bar.isDeciding())
    idle.append((bar.hintButton.isVisible(), bar.height()))
    settle(parts, lambda: len(seen) >= 3)
    assert idle == [(False, seen[0][2])]
    assert all(deciding and shown for deciding, shown, _ in seen)
    assert len({height for *_, height in seen}) == 1
