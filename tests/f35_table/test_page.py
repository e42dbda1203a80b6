"""The Five Three Five page: whole games, the end of a deal and of the game at every speed,
the hot-seat hand-over, keyboard play and resuming a record in the middle of a trick.

Animations are built at the speed under test and then jumped to their end
(``finishAnimations``) instead of waited for: every speed's animations run their
course in milliseconds, and the game waits for each as it would live.
"""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import QEventLoop, Qt, QThread
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.qt.page import F35Page
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.cards import PENALTY
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import SPEEDS, Motion


def make_page(qtbot, speed: str = "instant", reduced: bool = False, show: bool = False) -> F35Page:
    """A page playing at ``speed``; shown only where a test needs focus (painting every
    step of a whole game would be most of its time)."""
    page = F35Page(Appearance("light"))
    qtbot.addWidget(page)
    page.resize(1280, 800)
    if show:
        page.show()
    page.setMotion(Motion(speed, reduced))
    page.play.pace_ms = 0
    return page


def players_for(humans: int, bots: int) -> list[Player]:
    people = [Player(name) for name in ("Léa", "Hugo", "Mia")[:humans]]
    return people + [Player(f"Bot {i + 1}", "bot", "random") for i in range(bots)]


def bots_for(players: list[Player]) -> dict[int, object]:
    return {s: GAME.make_bot("random", seed=s) for s, p in enumerate(players) if p.is_bot}


def settle(page: F35Page, until, seconds: float = 60.0) -> None:
    """Run the game, jumping each animation to its end, until ``until()`` holds (bots
    answer from a worker thread, so this waits for events, up to ``seconds``)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until():
            return
        if page.scene.isAnimating():
            page.scene.finishAnimations()
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        QThread.msleep(0 if page.scene.isAnimating() else 1)
    raise AssertionError("the game did not get there")


def test_a_whole_game_alone_against_bots(qtbot) -> None:
    page = make_page(qtbot)
    players = players_for(1, 3)
    rng = random.Random(4)

    def decide(seat, trick) -> None:
        plays = page.play.state.legal_plays(seat)
        play = rng.choice(plays)
        if play.action is Action.PASS:
            assert page.controls.passTurn()
        else:
            page.scene.setSelectedValues(play.cards)
            assert page.controls.choose(play.action), play

    page.play.humanToDecide.connect(decide)
    finished = []
    page.gameFinished.connect(finished.append)
    state = GAME.new_state(players, 21, GAME.default_options())
    page.start(state, players, bots_for(players))
    settle(page, lambda: bool(finished))
    standing = finished[0]
    assert state.is_over and standing.totals == tuple(state.totals)
    assert set(standing.winners) == set(state.winners)
    assert [sum(d[s] for d in standing.penalties) for s in range(4)] == state.totals
    dialog = page.endDialog
    assert dialog is not None and dialog.isVisible()
    assert not dialog.panel.againButton.isDefault()
    assert not dialog.panel.againButton.autoDefault()
    winner_names = [standing.names[s] for s in standing.winners]
    assert any(name in dialog.panel.winner.text() for name in winner_names)


@pytest.mark.parametrize("speed", SPEEDS)
@pytest.mark.parametrize("reduced", [False, True])
def test_the_end_of_a_deal_counts_every_hand_at_every_speed(qtbot, speed, reduced) -> None:
    page = make_page(qtbot, speed, reduced)
    players = players_for(0, 4)
    seen: list[object] = []
    page.driver.eventShown.connect(seen.append)
    at_next_deal: dict[str, object] = {}

    def look(event) -> None:
        # The next deal is about to be laid out: the counted hands are still on show.
        if isinstance(event, ev.Dealt) and event.deal == 1 and not at_next_deal:
            at_next_deal["badges"] = [page.scene.countBadge(s).text() for s in range(4)]
            at_next_deal["hands"] = [
                sorted((i.value(), i.isFaceShown()) for i in page.scene.seatItems(s))
                for s in range(4)
            ]

    page.driver.eventShown.connect(look)
    state = GAME.new_state(players, 5, GAME.default_options())
    page.start(state, players, bots_for(players))
    settle(page, lambda: bool(at_next_deal))
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
    page = make_page(qtbot, speed)
    players = players_for(0, 3)
    finished = []
    page.gameFinished.connect(finished.append)
    options = {**GAME.default_options(), "target": 10}
    state = GAME.new_state(players, 8, options)
    page.start(state, players, bots_for(players))
    settle(page, lambda: bool(finished))
    assert state.is_over and finished[0].target == 10
    for seat in range(3):
        assert page.scene.plate(seat).isEnabled()
    winners = {s for s in range(3) if page.scene.plate(s)._winner}  # noqa: SLF001
    assert winners == set(state.winners)


def test_the_hand_over_hides_every_hand_until_confirmed(qtbot) -> None:
    page = make_page(qtbot)
    page.handover.button.delay_ms = 0
    players = players_for(2, 1)
    handovers: list[int] = []
    page.play.handoverNeeded.connect(handovers.append)
    deciding: list[int] = []
    page.play.humanToDecide.connect(lambda seat, trick: deciding.append(seat))
    state = GAME.new_state(players, 9, GAME.default_options())
    page.start(state, players, bots_for(players))
    settle(page, lambda: bool(handovers))
    seat = handovers[0]
    assert page.stack.currentWidget() is page.handover
    assert page.scene.trayItems() == []
    assert all(not item.isFaceShown() for item in page.scene.cardItems())
    assert not deciding
    page.handover.button.arm()
    page.handover.button.click()
    settle(page, lambda: bool(deciding))
    assert deciding == [seat]
    assert sorted(i.value() for i in page.scene.trayItems()) == list(state.hand(seat))
    other = 1 - seat
    assert all(not i.isFaceShown() for i in page.scene.seatItems(other))
    # The player plays; the next human's turn hides this hand again before anything shows.
    play = state.legal_plays(seat)[-1]
    page.scene.setSelectedValues(play.cards)
    page.controls.choose(play.action) if play.cards else page.controls.passTurn()
    settle(page, lambda: len(handovers) > 1 or len(deciding) > 1)
    if len(handovers) > 1:
        assert page.scene.trayItems() == []


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_hot_seat_the_table_is_never_given_a_hand_it_may_not_show(qtbot, speed) -> None:
    """Every picture handed to the driver holds at most the hand of the seat at the
    screen, and none while a hand-over is pending or a bot plays."""
    page = make_page(qtbot, speed)
    page.handover.button.delay_ms = 0
    players = players_for(2, 1)
    given: list[tuple[frozenset[int], int | None]] = []
    animate, set_picture = page.driver.animate, page.driver.setPicture

    def record(picture) -> None:
        given.append((picture.visible, page.driver.seating().exposed))

    page.driver.animate = lambda event, picture: (record(picture), animate(event, picture))
    page.driver.setPicture = lambda picture: (record(picture), set_picture(picture))
    handovers: list[int] = []
    page.play.handoverNeeded.connect(handovers.append)
    turns: list[int] = []
    page.play.humanToDecide.connect(lambda seat, trick: turns.append(seat))
    state = GAME.new_state(players, 4, GAME.default_options())
    page.start(state, players, bots_for(players))
    rng = random.Random(4)
    asked = 0
    for _ in range(16):  # human turns, each after a hand-over when the seat changes
        settle(
            page,
            lambda asked=asked: (
                len(turns) > asked or page.stack.currentWidget() is page.handover or state.is_over
            ),
        )
        if state.is_over:
            break
        if page.stack.currentWidget() is page.handover:
            page.handover.button.arm()
            page.handover.button.click()
            continue
        asked = len(turns)
        play = rng.choice(state.legal_plays(turns[-1]))
        assert page.play.submit(play)
    assert len(handovers) >= 2 and len(given) > 20
    for visible, exposed in given:
        assert visible == (frozenset() if exposed is None else {exposed})


def test_an_early_enter_does_not_confirm_the_hand_over(qtbot) -> None:
    page = make_page(qtbot)
    players = players_for(2, 0)
    handovers: list[int] = []
    page.play.handoverNeeded.connect(handovers.append)
    state = GAME.new_state(players, 2, GAME.default_options())
    page.start(state, players, {})
    settle(page, lambda: bool(handovers))
    QTest.keyClick(page.handover.button, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert page.stack.currentWidget() is page.handover
    assert page.scene.trayItems() == []


def test_keyboard_play_arrows_space_enter_and_p(qtbot) -> None:
    page = make_page(qtbot, show=True)
    players = players_for(1, 2)
    turns: list[int] = []
    page.play.humanToDecide.connect(lambda seat, trick: turns.append(seat))
    state = GAME.new_state(players, 13, GAME.default_options())
    page.start(state, players, bots_for(players))
    settle(page, lambda: bool(turns))
    view = state.view(0)
    items = page.scene.trayItems()
    page.view.setFocus()
    QTest.keyClick(page.view.viewport(), Qt.Key.Key_Right)
    focused = page.scene.focusItem()
    assert focused in items
    QTest.keyClick(page.view.viewport(), Qt.Key.Key_Space)
    assert page.scene.selectedValues() == (focused.value(),)
    before = len(state.log[-1].plays)
    if view.leading:
        QTest.keyClick(page.view.viewport(), Qt.Key.Key_Return)  # any single leads
        assert len(state.log[-1].plays) == before + 1
        assert state.log[-1].plays[-1] == Play(0, Action.LEAD, (focused.value(),))
    else:
        QTest.keyClick(page.view.viewport(), Qt.Key.Key_P)
        assert state.log[-1].plays[-1] == Play(0, Action.PASS, ())


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
    page = make_page(qtbot)
    turns: list[int] = []
    page.play.humanToDecide.connect(lambda seat, trick: turns.append(seat))
    page.resume(loaded)
    settle(page, lambda: bool(turns))
    assert page.play.picture() == picture  # the record's events fold to the live table
    central = loaded.state.view(0).central
    assert sorted(i.value() for i in page.scene.meldItems(0)) == sorted(central)
    assert page.scene.meldItems(1), "the covered meld is on the table"
    assert sorted(i.value() for i in page.scene.trayItems()) == list(loaded.state.hand(0))
