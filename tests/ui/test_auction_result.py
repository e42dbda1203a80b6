"""SCORE 5's auction result on the table: every bid's total side by side, the winner,
the card that broke a tie with its tiebreaker value, and the pick order with its
reason; it stays from the resolution to the next card's reveal."""

from __future__ import annotations

import random

from score5_desktop.games.score5.qt.table.result_show import ResultShow
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.games.score5.qt.words.card_words import card_id_text
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules import table_picture as tp
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from tests.engine.random_play import random_decision
from tests.ui.app_fixtures import make_window, setup_of

NAMES = ("Ann", "Bob", "Cy", "Dee")


def _events_to_a_tie():
    """(event, picture) pairs of a seeded random game up to the reveal after its first
    auction decided on the tiebreaker (seed 21: round 1, two bids of 40)."""
    state = new_game(4, 21, Options(1))
    rng = random.Random(21)
    opening = state.opening_events()
    picture = tp.first_picture(state, opening)
    shown: list[tuple[ev.Event, tp.TablePicture]] = []
    pending = list(opening)
    tied = False
    while True:
        for event in pending:
            picture = tp.next_picture(picture, event, state)
            shown.append((event, picture))
            tied = tied or (isinstance(event, ev.AuctionWon) and event.by_tiebreak)
            if tied and isinstance(event, ev.CardRevealed):
                return shown
        pending = state.apply(random_decision(state, rng, 0.4))


def test_a_tied_auction_shows_every_total_the_deciding_card_and_the_order(qtbot) -> None:
    scene = TableScene(Appearance("light"))
    shown = _events_to_a_tie()
    scene.setup(shown[-1][1].deck, 4, 0)
    results = ResultShow(scene)
    panel = results.panel
    deck = shown[-1][1].deck
    seen = {}
    for event, picture in shown:
        results.feed(event, picture, NAMES, None)
        seen[type(event)] = event
        if isinstance(event, ev.PickOrderSet):
            break
    revealed, won, order = seen[ev.BidsRevealed], seen[ev.AuctionWon], seen[ev.PickOrderSet]
    assert panel.isVisible() and panel.winnerCell() == won.seat
    no_bid = [not ids for ids in revealed.bids]
    assert panel.cells() == [
        (name, "no bid" if none else str(total))
        for name, none, total in zip(NAMES, no_bid, revealed.totals, strict=True)
    ]
    deciding = max((deck.card(i) for i in revealed.bids[won.seat]), key=lambda c: c.tiebreaker)
    text = panel.text().split("\n")
    assert text[0] == f"{NAMES[won.seat]} wins blue 35 with 40, on the tiebreaker."
    assert text[1] == (
        f"The tie goes to {NAMES[won.seat]}: {card_id_text(deck, deciding.id)} has the "
        f"highest tiebreaker value, {deciding.tiebreaker}."
    )
    takers = " → ".join(NAMES[s] for s in order.order)
    assert text[2].startswith(f"Pick order: {takers}: the other bids by total, then")
    # The panel stays through the picks and goes with the next card's reveal.
    for event, later in shown[[e for e, _ in shown].index(order) + 1 :]:
        results.feed(event, later, NAMES, None)
        assert panel.isVisible() is not isinstance(event, ev.CardRevealed)


def test_the_one_human_is_spoken_to_and_nobody_bidding_is_said(qtbot) -> None:
    scene = TableScene(Appearance("light"))
    shown = _events_to_a_tie()
    scene.setup(shown[-1][1].deck, 4, 0)
    results = ResultShow(scene)
    for event, picture in shown:
        won = event if isinstance(event, ev.AuctionWon) else None
        results.feed(event, picture, NAMES, won.seat if won else None)
        if won is not None:
            text = results.panel.text()
            assert text.startswith("You win blue 35 with 40, on the tiebreaker.")
            assert "The tie goes to you: " in text
            break
    picture = shown[0][1]
    results.feed(ev.NoWinner(1, "red-5"), picture, NAMES, None)
    assert results.panel.cells() == [(name, "no bid") for name in NAMES]
    assert results.panel.winnerCell() is None


def test_the_live_table_shows_the_result_until_the_next_card(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    controller = window.table.driver
    panel = controller.results.panel
    kinds: list[type] = []
    visible: list[bool] = []
    # ``eventShown`` comes just before the panel follows its event, so each event's
    # visibility is read at the next one (and at the end).
    controller.eventShown.connect(
        lambda event: (visible.append(panel.isVisible()), kinds.append(type(event)))
    )
    bots = [(f"Bot {i}", "bot", "easy") for i in (1, 2, 3)]
    window.startGame("score5", setup_of(*bots), seed=3)
    # Two auctions resolved and the card after them revealed, then one more event.
    qtbot.waitUntil(
        lambda: kinds.count(ev.CardRevealed) >= 3 and kinds[-1] is not ev.CardRevealed,
        timeout=20000,
    )
    after = list(zip(kinds, visible[1:], strict=False))
    assert any(kind is ev.PickOrderSet and shown for kind, shown in after)
    assert all(not shown for kind, shown in after if kind is ev.CardRevealed)


def test_a_replay_shows_the_result_as_played_and_drops_it_on_a_jump_away(qtbot) -> None:
    from PySide6.QtCore import QObject

    from score5_desktop.core.players import Player
    from score5_desktop.games.score5.qt.table.replay_table import ReplayDriver

    appearance = Appearance("light")
    parent = QObject()
    scene = TableScene(appearance)
    driver = ReplayDriver(scene, appearance, parent)
    driver.setMotion(Motion("instant"))
    driver.seat([Player(name, "bot", "easy") for name in NAMES], 0)
    shown = _events_to_a_tie()
    at_order = [type(e) for e, _ in shown].index(ev.PickOrderSet)
    for event, picture in shown[: at_order + 1]:
        driver.animate(event, picture)
    panel = driver.results.panel
    assert panel.isVisible() and "The tie goes to" in panel.text()
    driver.setPicture(shown[at_order + 1][1])  # a quiet step during the share-out
    assert panel.isVisible()
    driver.setPicture(shown[0][1])  # a jump back to the deal
    assert not panel.isVisible()


def test_the_panel_never_covers_the_home_seats_badge(qtbot) -> None:
    """Issue 48: at a wide window (1024×700 and larger) and in German's longer words, the
    result panel stays clear of the home seat's badge (the room below the shared-out bid
    is short there): it shrinks a little, then rises."""
    from tests.ui.i18n_helpers import interface_language

    scene = TableScene(Appearance("light"))
    shown = _events_to_a_tie()
    scene.setup(shown[-1][1].deck, 4, 0)
    results = ResultShow(scene)
    with interface_language("de"):
        for event, picture in shown:
            results.feed(event, picture, NAMES, None)
            if isinstance(event, ev.PickOrderSet):
                break
        for width, height in ((1024, 700), (1280, 700), (1600, 900), (1400, 1000)):
            scene.setAspect(width / height)
            panel = results.panel.sceneBoundingRect()
            badge = scene.badge(0).sceneBoundingRect()
            assert panel.bottom() <= badge.top(), (width, height, panel, badge)
            assert results.panel.scale() >= 0.8
