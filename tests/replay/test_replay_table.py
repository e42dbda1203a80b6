"""The replay on the table: steps are reversible, a seat's view never shows more than
that seat knew, keys step it, marks replay their round, and the app opens it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.match import play_game
from score5_desktop.games.score5.qt.panels.end_screen import EndOfGameDialog
from score5_desktop.games.score5.qt.table.replay_pictures import picture, visible_cards
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.storage.record_files import parse_record
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.table.card_item import CardItem
from score5_desktop.ui.table.replay_page import TableReplayPage, replay_page_for
from tests.ui.app_fixtures import make_window, setup_of

PLAYERS = (Player("Ann"), Player("Bob", "bot", "normal"), Player("Cy", "bot", "normal"))


def record_text(players: int = 3, seed: int = 4) -> str:
    bots = [make_bot("normal", seed + s) for s in range(players)]
    state = play_game(deal(players, seed), bots, keep_log=True)
    seats = (PLAYERS + (Player("Di", "bot", "easy"), Player("Ed", "bot", "easy")))[:players]
    return dumps(state, seats)


def replay_page(players: int = 3, seed: int = 4) -> TableReplayPage:
    """SCORE 5's replay of a bots' game, as the app opens a record file."""
    page = replay_page_for(parse_record(record_text(players, seed), ""), Appearance("light"))
    assert isinstance(page, TableReplayPage)
    return page


def make_page(qtbot, players: int = 3, seed: int = 4) -> TableReplayPage:
    page = replay_page(players, seed)
    qtbot.addWidget(page)
    page.resize(1280, 860)
    page.show()
    qtbot.waitExposed(page)
    page.controller.setRate(25.0)  # the real animations, quickly
    return page


def table_state(page: TableReplayPage) -> list[tuple]:
    """Everything the table shows: each card item (which card, where, how big, face
    up), the badges, the tray caption and the open hands."""
    scene = page.scene
    cards = sorted(
        (
            -1 if item.card() is None else item.card().index,
            round(item.pos().x()),
            round(item.pos().y()),
            round(item.scale(), 2),
            item.isFaceShown(),
            round(item.opacity(), 2),
        )
        for item in scene.items()
        if isinstance(item, CardItem)
    )
    badges = [scene.badge(s).text() for s in range(len(page.players))]
    return [cards, badges, scene.trayLabel()]


def settle(qtbot, page: TableReplayPage) -> None:
    qtbot.waitUntil(lambda: not page.controller.isAnimating(), timeout=10000)


def test_stepping_forward_then_back_returns_to_identical_pictures(qtbot):
    page = make_page(qtbot)
    control = page.controller
    for position in list(range(0, control.length, 9)) + [control.length - 1]:
        control.seek(position)
        before = table_state(page)
        picture_before = control.currentPicture()
        assert control.forward()
        settle(qtbot, page)
        animated = table_state(page)
        control.seek(position + 1)
        assert table_state(page) == animated, f"forward to {position + 1} ends off its frame"
        assert control.back()
        assert control.position() == position
        assert table_state(page) == before, f"back from {position + 1} differs"
        assert control.currentPicture() == picture_before


def test_every_frame_at_rest_is_the_frame_forward_steps_reach():
    page_timeline = replay_page(4, 7).timeline
    for position in range(page_timeline.length + 1):
        frames = page_timeline.frames(position)
        assert frames and frames[-1] == page_timeline.rest(position)


def _known_to(timeline, position: int, seat: int) -> int:
    """Every card ``seat`` has seen by ``position``, from the engine's observations."""
    allowed = 0
    for p in (max(position - 1, 0), position):
        obs = observe(timeline.state(p), seat)
        allowed |= obs.hand | obs.pool | obs.seen_stars | obs.out
        for known in obs.known:
            allowed |= known
    return allowed


def test_a_seat_view_never_shows_a_card_that_seat_could_not_see(qtbot):
    page = replay_page(4, 7)
    timeline = page.timeline
    home = page.controller.home
    leaks_when_open = 0
    for position in range(timeline.length + 1):
        for seat in range(4):
            allowed = _known_to(timeline, position, seat)
            for frame in timeline.frames(position):
                shown = visible_cards(timeline.seen(frame, seat), seat, home)
                assert not shown & ~allowed, (position, seat, frame.event)
            if (
                visible_cards(timeline.seen(timeline.rest(position), None), None, home)
                | page.timeline.rest(position).picture.hands[(seat + 1) % 4] & ~allowed
            ):
                leaks_when_open += 1
    assert leaks_when_open, "everyone's view shows more: the check has teeth"
    # On the table itself: through Bob's eyes no other hand is drawn, and every face-up
    # card on the scene is one Bob had seen.
    page.show()
    qtbot.addWidget(page)
    page.bar.eyesBox.setCurrentIndex(page.bar.eyesBox.findData(1))
    assert page.controller.viewer() == 1 and page.table.openHands().items() == []
    for position in range(0, timeline.length, 5):
        page.controller.seek(position)
        allowed = _known_to(timeline, position, 1)
        for item in page.scene.items():
            if isinstance(item, CardItem) and item.isFaceShown() and item.card() is not None:
                assert allowed >> item.card().index & 1, (position, item.card().id)


def test_everyone_view_opens_every_hand(qtbot):
    page = make_page(qtbot)
    control = page.controller
    control.seek(10)
    frame = control.timeline.rest(10)
    everyone = control.timeline.seen(frame, None)
    shown = {item.card().index for item in page.table.openHands().items()}
    others = 0
    for seat in range(3):
        if seat != control.home:
            others |= everyone.in_hand(seat)
    assert shown == {i for i in range(51) if others >> i & 1}
    tray = picture(everyone, None, control.home).tray
    assert set(tray) == {i for i in range(51) if everyone.in_hand(control.home) >> i & 1}


def test_open_hands_stay_by_their_own_plates_when_the_window_changes_shape(qtbot):
    page = make_page(qtbot, players=5)
    control = page.controller
    control.seek(10)
    settle(qtbot, page)
    owners = {}
    frame = control.timeline.seen(control.timeline.rest(10), None)
    for seat in range(5):
        for index in range(51):
            if frame.in_hand(seat) >> index & 1:
                owners[index] = seat
    for size in ((1024, 700), (1900, 900), (1280, 860)):
        page.resize(*size)
        qtbot.waitUntil(lambda: not control.isAnimating(), timeout=10000)
        QTest.qWait(50)
        items = page.table.openHands().items()
        assert items
        scene = page.scene
        for item in items:
            seat = owners[item.card().index]
            pos = item.pos()

            def distance(s: int, pos=pos, scene=scene) -> float:
                plate = scene.plate(s).pos()
                return (plate.x() - pos.x()) ** 2 + (plate.y() - pos.y()) ** 2

            nearest = min(range(5), key=distance)
            assert nearest == seat, (size, item.card().id, seat, nearest)


def test_keys_step_the_replay_even_with_a_button_focused(qtbot):
    page = make_page(qtbot)
    control = page.controller
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=5000)  # focus is the active window's
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    assert control.position() == 1
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    settle(qtbot, page)
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    assert control.position() == 1
    page.bar.forwardButton.setFocus()
    QTest.keyClick(page.bar.forwardButton, Qt.Key.Key_Right)
    assert control.position() == 2, "Right steps, it does not move the focus"
    assert page.bar.forwardButton.hasFocus()
    QTest.keyClick(page.view, Qt.Key.Key_End)
    assert control.position() == control.length
    assert control.currentPicture().ended is not None  # the final scoring
    QTest.keyClick(page.view, Qt.Key.Key_Home)
    assert control.position() == 0
    QTest.keyClick(page.view, Qt.Key.Key_PageDown)
    assert control.position() == control.timeline.round_start(2)
    assert page.bar.roundBox.value() == 2
    QTest.keyClick(page.view, Qt.Key.Key_Space)
    assert control.isPlaying()
    qtbot.waitUntil(lambda: control.position() > control.timeline.round_start(2) + 1, timeout=8000)
    QTest.keyClick(page.view, Qt.Key.Key_Space)
    assert not control.isPlaying()


def test_a_costly_mark_on_the_timeline_replays_its_round(qtbot):
    page = make_page(qtbot)
    step = 40
    page.setMarks([step])
    slider = page.bar.timeline
    rect = slider.markRect(step)
    QTest.mouseClick(
        slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center().toPoint()
    )
    rnd = page.timeline.round_at(step)
    assert page.controller.isPlaying()
    assert page.controller.position() >= page.timeline.round_start(rnd)
    assert page.controller.position() <= page.timeline.round_start(rnd) + 1
    page.controller.pause()
    # Jumping to a round with the round box.
    page.bar.roundBox.setValue(7)
    assert page.controller.position() == page.timeline.round_start(7)


def test_the_app_replays_on_its_main_table_and_goes_back(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    docks = [d for d in window.panels.docks() if d.isVisible()]
    assert docks
    path = tmp_path / "game.json"
    path.write_text(record_text(), encoding="utf-8")
    assert window.openPath(path)
    page = window.stack.currentWidget()
    assert isinstance(page, TableReplayPage)
    assert page.players == PLAYERS
    assert not any(d.isVisible() for d in docks), "the live game's panels step aside"
    page.bar.closeButton.click()
    assert window.stack.currentWidget() is window.tablePage
    qtbot.waitUntil(lambda: all(d.isVisible() for d in docks), timeout=2000)
    # A second replay takes the first one's place (one replay page at a time).
    assert window.openPath(path)
    assert window.openPath(path)
    qtbot.wait(50)  # the replaced page is deleted
    pages = [
        window.stack.widget(i)
        for i in range(window.stack.count())
        if isinstance(window.stack.widget(i), TableReplayPage)
    ]
    assert pages == [window.stack.currentWidget()]


def test_watch_again_after_a_game_replays_it_on_the_main_table(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    setup = setup_of(("Bot A", "bot", "easy"), ("Bot B", "bot", "easy"))
    with qtbot.waitSignal(window.gameFinished, timeout=60000):
        window.startGame("score5", setup, seed=5)
    dialog = window.findChild(EndOfGameDialog)
    assert dialog.isVisible() and dialog.watchButton.isEnabled()
    # Bots only: no seat is the viewer's, so there is no "Review my game".
    assert dialog.reviewButton.isHidden()
    dialog.watchButton.click()
    page = window.stack.currentWidget()
    assert isinstance(page, TableReplayPage)
    assert page.timeline.length == page.navigator.length > 0
    result = parse_record(window.model.recordText(), "")
    assert page.navigator.state_at(page.navigator.length).result() == result.loaded.state.result()


def test_review_my_game_opens_from_the_end_screen_and_from_history(qtbot, tmp_path):
    from score5_desktop.ui.windows.review_window import ReviewWindow

    window = make_window(qtbot, tmp_path)
    setup = setup_of(("You", "human", None), ("Bot B", "bot", "easy"))
    window.startGame("score5", setup, seed=5)
    model = window.model
    qtbot.waitUntil(lambda: model.hasGame(), timeout=5000)
    views = {}
    model.decisionRequested.connect(lambda seat, view: views.update({seat: view}))
    # Play the human seat with the cheapest legal moves until the end.
    from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
    from score5_desktop.games.score5.rules.scoring import best_wild_family

    def act() -> bool:
        if model.isOver():
            return True
        seat = model.decidingSeat()
        if seat is None:
            return False
        view = views.pop(seat, None)
        if view is None:
            return False
        if view.phase in (Phase.BID, Phase.ADJUST):
            model.submit(Bid(seat, 0))
        elif view.phase is Phase.PICK:
            model.submit(Pick(seat, (view.pool & -view.pool).bit_length() - 1))
        else:
            model.submit(AssignWild(seat, best_wild_family(view.deck, view.hand)))
        return model.isOver()

    qtbot.waitUntil(act, timeout=60000)
    dialog = window.findChild(EndOfGameDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=10000)
    assert not dialog.reviewButton.isHidden()
    dialog.reviewButton.click()
    reviews = window.findChildren(ReviewWindow)
    assert len(reviews) == 1 and reviews[0].isVisible() and reviews[0].seat == 0
    assert reviews[0].isRunning()
    reviews[0].close()
    qtbot.waitUntil(lambda: not reviews[0].runner.isRunning(), timeout=5000)
    # The same game from History: its row reviews and replays it.
    window.showHistory()
    history = window._history_window
    qtbot.waitUntil(lambda: history.model.rowCount() >= 1, timeout=5000)
    history.table.selectRow(0)
    assert history.reviewButton.isEnabled()
    first = reviews[0]
    history.reviewButton.click()
    fresh = [r for r in window.findChildren(ReviewWindow) if r is not first]
    assert len(fresh) == 1 and fresh[0].isRunning() and fresh[0].seat == 0
    fresh[0].close()
    history.openButton.click()
    assert isinstance(window.stack.currentWidget(), TableReplayPage)


def test_the_step_line_keeps_other_seats_bids_secret_in_a_seat_view(qtbot):
    page = make_page(qtbot)
    navigator = page.navigator
    position = next(
        p
        for p in range(1, navigator.length + 1)
        if navigator.step(p).kind == "bid"
        and navigator.step(p).seat == 1
        and navigator.step(p).cards
    )
    page.controller.seek(position)
    deck = page.navigator.state_at(0).deck
    first = deck.card(navigator.step(position).cards[0])
    from score5_desktop.games.score5.qt.words.card_words import card_text

    assert card_text(first) in page.bar.stepLabel.text()  # everyone's eyes
    page.bar.eyesBox.setCurrentIndex(page.bar.eyesBox.findData(0))
    assert card_text(first) not in page.bar.stepLabel.text()
    assert "card" in page.bar.stepLabel.text()
    page.bar.eyesBox.setCurrentIndex(page.bar.eyesBox.findData(1))
    assert card_text(first) in page.bar.stepLabel.text()  # Bob's own bid


def test_switching_eyes_while_playing_plays_on(qtbot):
    page = make_page(qtbot)
    control = page.controller
    control.play()
    qtbot.waitUntil(lambda: control.position() >= 2, timeout=8000)
    page.bar.eyesBox.setCurrentIndex(page.bar.eyesBox.findData(2))
    reached = control.position()
    assert control.isPlaying() and control.viewer() == 2
    qtbot.waitUntil(lambda: control.position() > reached + 1, timeout=8000)
    control.pause()


def test_a_game_in_progress_keeps_the_main_table_and_the_replay_opens_beside_it(qtbot, tmp_path):
    from score5_desktop.ui.windows.replay_dialog import ReplayDialog

    window = make_window(qtbot, tmp_path)
    window.startGame("score5", setup_of(("You", "human", None), ("Bot B", "bot", "easy")), seed=3)
    qtbot.waitUntil(lambda: window.model.decidingSeat() == 0, timeout=10000)
    path = tmp_path / "game.json"
    path.write_text(record_text(), encoding="utf-8")
    shown = window.showReplay(parse_record(path.read_text(encoding="utf-8"), ""))
    assert isinstance(shown, ReplayDialog) and shown.isVisible()
    assert window.stack.currentWidget() is window.tablePage
    assert not window.model.isOver() and window.model.decidingSeat() == 0
    shown.close()


def test_the_plates_mark_the_seats_the_recorded_state_says_act_next(qtbot):
    """A picture does not say who acts next: the replay tells SCORE 5's table from the
    recorded state (``MarksTurns``), as live play's plates show it."""
    page = make_page(qtbot)
    timeline = page.timeline
    sizes = set()
    for position in range(timeline.length + 1):
        page.controller.seek(position)
        frame = timeline.rest(position)
        seen = timeline.seen(frame, None)
        waiting = {s for s in frame.to_act if not seen.submitted[s]}
        expected = waiting if seen.ended is None else set()
        assert {s for s in range(3) if page.scene.plate(s).isActive()} == expected, position
        sizes.add(len(expected))
    assert {0, 1} <= sizes and max(sizes) > 1, "a pick (one seat), bids (several), the end"


def test_the_step_line_words_each_decision_from_the_deal_on(qtbot):
    page = make_page(qtbot)
    assert page.bar.stepLabel.text() == "The deal: the first card is up for auction."
    names = [p.name for p in PLAYERS]
    for position in range(1, page.timeline.length + 1, 7):
        page.controller.seek(position)
        step = page.timeline.step(position)
        text = page.bar.stepLabel.text()
        assert names[step.seat] in text, (position, text)
        if step.kind != "wild":
            assert text.startswith(f"Round {step.round}"), (position, text)


def test_a_record_gives_its_deal_seed_to_the_game_resumed_from_it():
    loaded = parse_record(record_text(3, 4), "").loaded
    assert loaded is not None and loaded.seed == 4


def test_everyone_view_shows_the_bids_face_up_before_the_reveal(qtbot):
    """Issue 48: through everyone's eyes a bid put down lies face up at its seat with its
    total (not a face-down count), and is not in that seat's open hand too; a seat's own
    eyes still see only the others' counts."""
    page = make_page(qtbot, 4)
    control = page.controller
    timeline = control.timeline
    checked = 0
    for position in range(40):
        frame = timeline.rest(position)
        everyone = timeline.seen(frame, None)
        if everyone.revealed:
            continue
        shown = picture(everyone, None, control.home)
        for seat in range(4):
            bid = everyone.own_bids[seat]
            if seat == control.home or not bid:
                continue
            checked += 1
            assert sorted(shown.stacks[seat]) == sorted(i for i in range(51) if bid >> i & 1), (
                "every card of the bid, face up"
            )
            assert shown.badges[seat] == f"total {everyone.deck.total(bid)}"
            eyes = picture(timeline.seen(frame, control.home), control.home, control.home)
            assert all(card is None for card in eyes.stacks[seat]), "a seat's eyes: a count"
        control.seek(position)
        settle(qtbot, page)
        fans = {item.card().index for item in page.table.openHands().items()}
        bids = {
            i
            for s in range(4)
            if s != control.home
            for i in range(51)
            if everyone.own_bids[s] >> i & 1
        }
        assert not fans & bids, "a bid lies on the table, not in the hand's fan too"
    assert checked
