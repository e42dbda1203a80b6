"""A game must always go on (issue 43): for every option combination the new-game
dialog offers and every seat count, a seeded random game, resumed from its record late
in its last deal (a whole game per option set cost too much), is played to the end through
the real table controls (the arrow keys and Space choose the cards, Enter, P or a
button plays them, the hand-over screen's button is clicked), and whenever the engine
waits for a person the controls offer what it allows. An open-pass game once locked:
the seat that passed got the turn back and the bar offered nothing.

Every legal play the engine lists may be the one chosen, so each is checked to be
reachable through the controls. Instant animation, bots that answer at once, and the
hand-over screen's clock a fake one."""

from __future__ import annotations

import itertools
import random
import time

import pytest
from PySide6.QtCore import QEventLoop, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.qt.part import OPTIONS, QT_PART
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.ui.windows.handover_screen import ARM_MS, HandoverScreen
from tests.f35_table.test_table_parts import Parts, make_parts
from tests.model.drive import FakeClock


def _option_sets(players: int) -> list[dict]:
    """Every combination of the ticks the new-game dialog offers at ``players`` seats."""
    keys = [spec.key for spec in OPTIONS if spec.applies(players)]
    return [
        QT_PART.options_for(dict(zip(keys, ticks, strict=True)), players)
        for ticks in itertools.product((False, True), repeat=len(keys))
    ]


def _run(parts: Parts, until, seconds: float = 10.0) -> None:
    """Process events (animations are instant) until ``until()`` holds."""
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise AssertionError("the game stopped: nobody is asked and nothing moves")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)


def _choose_by_keys(parts: Parts, cards: tuple[int, ...]) -> None:
    """Choose ``cards`` in the tray as a person at the keyboard: arrows, then Space."""
    view = parts.table.view
    tray = view.usableCards()
    wanted = list(cards)
    targets = []
    for index, item in enumerate(tray):
        if item.value() in wanted:
            wanted.remove(item.value())
            targets.append(index)
    assert not wanted, (cards, [i.value() for i in tray])
    view.setFocus()
    assert view.focusFirstCard()
    at = 0
    for index in targets:
        for _ in range(index - at):
            QTest.keyClick(view, Qt.Key.Key_Right)
        at = index
        QTest.keyClick(view, Qt.Key.Key_Space)
    assert parts.scene.selectedValues() == tuple(sorted(cards))


def _decide(parts: Parts, view, rng: random.Random) -> None:
    """Make a random legal play of the engine's through the controls, checking on the way
    that the controls offer it."""
    bar = parts.controls
    legal = view.legal_plays()
    assert legal, "the engine waits for a seat with no legal play"
    offered = [b for b in bar.buttons.values() if not b.isHidden() and b.isEnabled()]
    assert offered or view.central == (), ("the controls offer nothing", view)
    play: Play = rng.choice(legal)
    if play.action is Action.PASS:
        assert bar.buttons[Action.PASS].isEnabled(), ("no pass on offer", view)
        if rng.random() < 0.5:
            QTest.keyClick(parts.table.view, Qt.Key.Key_P)
        else:
            QTest.mouseClick(bar.buttons[Action.PASS], Qt.MouseButton.LeftButton)
        return
    _choose_by_keys(parts, play.cards)
    button = bar.buttons[play.action]
    assert not button.isHidden() and button.isEnabled(), ("not on offer", play, view)
    if len(bar.currentOffer().plays) == 1 and rng.random() < 0.5:
        QTest.keyClick(parts.table.view, Qt.Key.Key_Return)
    else:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _last_deal(players: list[Player], options: dict, seed: int):
    """The game three quarters through its last deal, as a record read back: the engine
    plays at random to the end, then again up to that point. From there on the controls
    play a continuation of their own (at times into more deals)."""
    rng = random.Random(seed)
    state = GAME.new_state(players, seed, options)
    plays: list[tuple[int, Play]] = []
    while not state.is_over:
        (seat,) = state.to_act()
        play = rng.choice(state.legal_plays(seat))
        plays.append((state.deal, play))
        state.apply(play)
    last = plays[-1][0]
    first = next(i for i, (deal, _) in enumerate(plays) if deal == last)
    state = GAME.new_state(players, seed, options)
    for _, play in plays[: (first + 3 * len(plays)) // 4]:
        state.apply(play)
    return GAME.load_record(GAME.dump_record(state, players))


def _play_on(qtbot, players: int, option_sets: list[dict], hot_seat: bool) -> int:
    """Play a game of each option set from late in its last deal to the end, at one
    table; the decisions made through the controls."""
    parts = make_parts(qtbot)
    model, bar = parts.model, parts.controls
    screen = HandoverScreen()
    qtbot.addWidget(screen)
    clock = FakeClock()
    screen.button.clock = clock
    model.handoverRequested.connect(lambda seat: screen.present(model.names()[seat]))
    screen.confirmed.connect(model.confirmHandover)
    over: list[object] = []
    model.gameOver.connect(over.append)
    people = [Player(f"P{s}") for s in range(players if hot_seat else 1)]
    bots = [Player(f"B{s}", "bot", "random") for s in range(len(people), players)]
    decisions = 0
    for number, options in enumerate(option_sets):
        seed = 100 * players + number
        rng = random.Random(seed)
        over.clear()
        model.resume(GAME.id, _last_deal(people + bots, options, seed))
        while True:
            _run(parts, lambda: bool(over) or bar.isDeciding() or model.handoverSeat() is not None)
            if over:
                break
            if model.handoverSeat() is not None and not bar.isDeciding():
                clock.now += ARM_MS / 1000 + 0.1
                QTest.mouseClick(screen.button, Qt.MouseButton.LeftButton)
                continue
            seat = model.decidingSeat()
            assert seat is not None
            _decide(parts, model.view(seat), rng)
            decisions += 1
        assert model.isOver() and parts.state.is_over, options
    return decisions


@pytest.mark.parametrize("players", range(2, 7))
def test_five_three_five_goes_on_to_the_end_through_the_controls(qtbot, players):
    # Hot seat (both seats people, a hand-over screen between them) at two seats, one
    # person against random bots at three to six (six: the table).
    option_sets = _option_sets(players)
    assert _play_on(qtbot, players, option_sets, hot_seat=players == 2) > 0
