"""Five Three Five replayed on its own table: a seat's eyes never show another seat's
hand, a step forward then back lands where it was, everyone's eyes open every hand, and
the app opens it (Game > Replay, History, Watch again, the end window's buttons)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDockWidget

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.qt.card_item import F35CardItem
from score5_desktop.games.five_three_five.qt.game_ui import F35EndDialog
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.record_files import parse_record
from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.table.replay_page import TableReplayPage, replay_page_for
from score5_desktop.ui.windows.history_window import open_replay
from score5_desktop.ui.windows.replay_dialog import ReplayDialog
from tests.ui.app_fixtures import make_window, setup_of
from tests.ui.i18n_helpers import interface_language

F35 = "five-three-five"
GAME = registry.get(F35)
PLAYERS = [Player("Ann"), Player("Bob", "bot", "normal")]
PLAYERS += [Player("Cy", "bot", "normal"), Player("Di", "bot", "normal")]


def record_text(seed: int = 7) -> str:
    state = GAME.new_state(PLAYERS, seed, {"target": 10})
    bots = [GAME.make_bot("normal", seed=seed + s) for s in range(len(PLAYERS))]
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(bots[seat].decide(state.view(seat)))
    return GAME.dump_record(state, PLAYERS)


@pytest.fixture(scope="module")
def text() -> str:
    return record_text()


def make_page(qtbot, text: str) -> TableReplayPage:
    page = replay_page_for(parse_record(text, ""), Appearance("light"))
    assert isinstance(page, TableReplayPage)
    qtbot.addWidget(page)
    page.resize(1280, 860)
    page.show()
    qtbot.waitExposed(page)
    page.controller.setRate(25.0)  # the real animations, quickly
    return page


def settle(qtbot, page: TableReplayPage) -> None:
    qtbot.waitUntil(lambda: not page.controller.isAnimating(), timeout=10000)


def cards(page: TableReplayPage) -> list[tuple]:
    """Every card on the table: its value (None face down), where, and face up or not."""
    return sorted(
        (
            item.value() if item.isFaceShown() else -1,
            round(item.pos().x()),
            round(item.pos().y()),
            item.isFaceShown(),
        )
        for item in page.scene.items()
        if isinstance(item, F35CardItem) and item.isVisible()
    )


def shown_at_seats(page: TableReplayPage, seat: int) -> list[int]:
    return [i.value() for i in page.scene.seatItems(seat) if i.isFaceShown()]


def test_a_seats_eyes_never_show_another_seats_hand(qtbot, text) -> None:
    page = make_page(qtbot, text)
    control = page.controller
    driver = page.table.driver
    given = []  # every picture the table is handed, laid out or animated
    lay_out, animate = driver.setPicture, driver.animate
    driver.setPicture = lambda picture: (given.append(picture), lay_out(picture))
    driver.animate = lambda event, picture: (given.append(picture), animate(event, picture))
    eyes = 2
    page.bar.eyesBox.setCurrentIndex(page.bar.eyesBox.findData(eyes))
    assert control.viewer() == eyes
    length = control.length
    positions = sorted({*range(0, length + 1, max(1, length // 25)), length})
    for position in positions:
        control.seek(position)
        picture = control.currentPicture()
        assert picture.visible <= {eyes}
        tray = sorted(i.value() for i in page.scene.trayItems())
        assert tray == sorted(picture.hands[eyes] or ()) or picture.deal_ended
        for seat in range(len(PLAYERS)):
            if seat != eyes and picture.revealed(seat) is None:
                assert shown_at_seats(page, seat) == [], (position, seat)
    # Played forward, every event's picture on the way too.
    control.seek(0)
    for _ in range(min(length, 30)):
        control.forward()
        settle(qtbot, page)
        picture = control.currentPicture()
        for seat in range(len(PLAYERS)):
            if seat != eyes and picture.revealed(seat) is None:
                assert shown_at_seats(page, seat) == []
    assert given and all(picture.visible <= {eyes} for picture in given)


def test_a_step_forward_then_back_lands_on_the_same_picture(qtbot, text) -> None:
    page = make_page(qtbot, text)
    control = page.controller
    for position in (0, 3, 11, control.length // 2, control.length - 1):
        control.seek(position)
        before = cards(page)
        control.forward()
        settle(qtbot, page)
        stepped = cards(page)
        control.seek(position + 1)
        assert cards(page) == stepped, position  # animated or laid out: the same table
        control.back()
        assert cards(page) == before, position


def test_everyones_eyes_open_every_hand(qtbot, text) -> None:
    page = make_page(qtbot, text)
    control = page.controller
    assert page.bar.eyesBox.currentData() == -1 and control.viewer() is None
    control.seek(5)
    picture = control.currentPicture()
    assert picture.visible == set(range(len(PLAYERS)))
    home = page.controller.home
    for seat in range(len(PLAYERS)):
        if seat != home:
            assert sorted(shown_at_seats(page, seat)) == sorted(picture.hands[seat])
    assert sorted(i.value() for i in page.scene.trayItems()) == sorted(picture.hands[home])


def test_round_keys_and_step_line(qtbot, text) -> None:
    page = make_page(qtbot, text)
    starts = page.timeline.round_starts()
    assert len(starts) >= 2  # a game to 10 points takes more than one deal
    page.jumpRound(+1)
    assert page.controller.position() == starts[1]
    assert page.bar.roundBox.value() == 2
    page.controller.seek(1)
    assert page.bar.stepLabel.text()  # the game's own log sentence
    # A replay names every seat, the viewpoint's (Ann's, the human's) too: nobody is "you".
    page.controller.setViewer(0)
    steps = " ".join(page.stepText(p) for p in range(1, min(page.controller.length, 60)))
    assert "Ann" in steps and "You" not in steps and " you " not in steps
    with interface_language("fr"):  # the game's word for a round, not SCORE 5's
        assert page.bar.roundLabel.text() == "&Manche\u00a0:"


def test_the_end_window_buttons_emit(qtbot) -> None:
    dialog = F35EndDialog()
    qtbot.addWidget(dialog)
    texts = {dialog.buttons.watchButton.text(), dialog.buttons.reviewButton.text()}
    assert texts == {"&Watch again", "&Review my game"}
    with qtbot.waitSignal(dialog.watchAgain):
        dialog.buttons.watchButton.click()
    with qtbot.waitSignal(dialog.reviewGame):
        dialog.buttons.reviewButton.click()


def finish_a_game(qtbot, tmp_path: Path, monkeypatch):
    # A history of this test's own: the finished game must not reach other tests' one.
    monkeypatch.setenv("SCORE5_HOME", str(tmp_path / "home"))
    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    seats = tuple(SeatSetup(f"Bot {i}", "bot", "random") for i in range(4))
    with qtbot.waitSignal(window.gameFinished, timeout=60000):
        window.startGame(F35, GameSetup(seats=seats, options={"target": 10}), seed=11)
    return window


def test_watch_again_and_history_from_the_end_window(qtbot, tmp_path, monkeypatch) -> None:
    window = finish_a_game(qtbot, tmp_path, monkeypatch)
    with interface_language("de"):  # SCORE 5's hidden docks ignore another game's picture
        qtbot.wait(10)
    qtbot.wait(10)
    dialog = window.findChild(F35EndDialog)
    qtbot.waitUntil(dialog.isVisible)
    # Bots only: no seat is the viewer's, so there is no "Review my game".
    assert dialog.buttons.reviewButton.isHidden() and not dialog.buttons.watchButton.isHidden()
    dialog.buttons.watchButton.click()
    assert not dialog.isVisible()
    page = window.stack.currentWidget()
    assert isinstance(page, TableReplayPage)
    assert page.bar.reviewButton.isHidden()  # nor in the replay of it
    final = parse_record(window.model.recordText(), "").loaded.state
    end = page.navigator.state_at(page.navigator.length)
    assert end.is_over and end.outcome() == final.outcome()
    # The same game from History: on the main table, in place of the first replay.
    assert window.history.flush()
    stored = window.history.db.list_games(game=F35, limit=1)[0]
    shown = open_replay(window.history.db, stored.id, window.appearance, window)
    assert isinstance(shown, TableReplayPage) and window.stack.currentWidget() is shown
    qtbot.wait(50)  # the first replay leaves the stack on the next turns
    pages = [window.stack.widget(i) for i in range(window.stack.count())]
    assert [p for p in pages if isinstance(p, TableReplayPage)] == [shown]
    # The live game's docks stay aside while a replay is on the table, and come back
    # once it is closed.
    docks = [d for d in window.findChildren(QDockWidget) if d.objectName().startswith("f35")]
    assert docks and not any(d.isVisible() for d in docks)
    shown.leave()
    qtbot.waitUntil(lambda: all(d.isVisible() for d in docks))


def test_a_finished_record_opens_in_the_replay_or_its_own_window(qtbot, tmp_path, text) -> None:
    window = make_window(qtbot, tmp_path)
    path = tmp_path / "f35.json"
    path.write_text(text, encoding="utf-8")
    assert window.openPath(path)
    page = window.stack.currentWidget()
    assert isinstance(page, TableReplayPage) and page.navigator.length > 0
    # With a game in progress on the table, the replay opens in a window of its own.
    window.startGame("score5", setup_of(("You", "human", None), ("Bot", "bot", "easy")), seed=3)
    qtbot.waitUntil(window.model.hasGame)
    shown = window.showReplay(parse_record(text, ""))
    assert isinstance(shown, ReplayDialog) and isinstance(shown.page, TableReplayPage)
    shown.page.controller.seek(shown.page.controller.length)
    assert shown.page.controller.currentPicture().is_over
    shown.close()
