"""History and Statistics per game: Five Three Five's games stored beside SCORE 5's, each
game listed and counted apart, with its own numbers (penalty points, best and worst deal)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import QLocale

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME as F35_GAME
from score5_desktop.games.five_three_five.rules.stats import deal_points
from score5_desktop.model.history_model import HistoryTableModel
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.windows import history_window
from score5_desktop.ui.windows.history_window import HistoryWindow
from score5_desktop.ui.windows.stats_window import StatsWindow
from tests.history.games import OWN_NAME, START, settle, store
from tests.ui.i18n_helpers import interface_language

F35 = "five-three-five"
LEVELS = (("normal", "hard"), ("easy",), ("normal", "normal", "easy"))


def store_f35(db) -> list:
    """Three finished Five Three Five games, you (a human seat, played here by a bot)
    against bots; returns (id, players, state) each."""
    stored = []
    for k, levels in enumerate(LEVELS):
        players = [Player(OWN_NAME, "human")] + [
            Player(f"Bot {i + 1}", "bot", level) for i, level in enumerate(levels)
        ]
        state = F35_GAME.new_state(players, 40 + k, {"target": 10})
        bots = [F35_GAME.make_bot("normal", seed=k * 7 + s) for s in range(len(players))]
        while not state.is_over:
            (seat,) = state.to_act()
            state.apply(bots[seat].decide(state.view(seat)))
        when = START + timedelta(days=30 + k)
        text = F35_GAME.dump_record(state, players)
        stored.append((db.add_game(text, state, finished_at=when), players, state))
    return stored


@pytest.fixture
def both(history):
    return store(history.db), store_f35(history.db)


def test_the_seat_statistics_are_the_deals_penalty_points(db) -> None:
    for game_id, _players, state in store_f35(db):
        summary = db.game(game_id)
        assert summary.game == F35 and not summary.damaged
        deals = deal_points(state)
        for seat in summary.seats:
            points = [d[seat.seat] for d in deals]
            assert seat.score == state.totals[seat.seat] == sum(points)
            assert seat.stats == {
                "deals": len(deals),
                "penalty": sum(points),
                "best_deal": min(points),
                "worst_deal": max(points),
            }
        assert summary.winner_seat in state.winners
        legacy = db._conn.execute(
            "SELECT green, red, yellow, purple, blue FROM seats WHERE game_id = ?", (game_id,)
        ).fetchall()
        assert legacy and all(v is None for row in legacy for v in row)


def test_each_game_is_listed_apart(history, both) -> None:
    score5, f35 = both
    model = HistoryTableModel(history.db)
    assert model.game() == "score5" and model.totalCount() == len(score5)
    model.setGame(F35)
    assert model.totalCount() == model.rowCount() == len(f35)
    assert {model.summary(r).game for r in range(model.rowCount())} == {F35}
    assert model.gameId(0) == f35[-1][0], "newest first"
    model.setOpponentLevel("easy")
    assert model.totalCount() == 2
    model.setGame("score5")
    assert model.opponentLevel() is None and model.totalCount() == len(score5)


def test_the_history_window_switches_game_and_replays_through_the_shared_entry(
    qtbot, history, both, monkeypatch
) -> None:
    score5, f35 = both
    window = HistoryWindow(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    assert window.countLabel.text() == f"{len(score5)} games"
    levels = [window.levelFilter.itemData(i) for i in range(window.levelFilter.count())]
    window.setGame(F35)
    settle(qtbot, window)
    assert window.game() == F35 and window.countLabel.text() == f"{len(f35)} games"
    assert [window.gameFilter.itemText(i) for i in range(2)] == ["SCORE 5", "Five Three Five"]
    f35_levels = [window.levelFilter.itemData(i) for i in range(window.levelFilter.count())]
    assert f35_levels == [None, *F35_GAME.bot_levels] and levels[0] is None
    shown = []
    monkeypatch.setattr(
        history_window, "show_replay", lambda parent, result, appearance: shown.append(result)
    )
    window.table.selectRow(0)
    window.openSelected()
    (result,) = shown
    assert result.ok and result.game is F35_GAME and result.loaded.state.is_over
    assert F35_GAME.dump_record(result.loaded.state, result.loaded.players) == (
        F35_GAME.dump_record(f35[-1][2], f35[-1][1])
    )


def test_statistics_per_game(qtbot, history, both) -> None:
    score5, f35 = both
    window = StatsWindow(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    qtbot.waitExposed(window)
    assert window.game == "score5" and not any(t.isVisible() for t in window.gameTiles)
    assert window.familyBox.isVisible()
    score5_games = window.gamesTile.value.text()
    window.setGame(F35)
    settle(qtbot, window)
    assert window.game == F35
    locale = QLocale()
    totals = [state.totals[0] for _id, _p, state in f35]
    wins = sum(0 in state.winners for _id, _p, state in f35)
    assert window.gamesTile.value.text() == str(len(f35))
    assert window.winTile.detail.text() == f"{wins} of {len(f35)} games won"
    assert window.averageTile.caption.text() == "Your average penalty points"
    assert window.averageTile.value.text() == locale.toString(sum(totals) / len(totals), "f", 1)
    best = min(totals)
    assert window.bestTile.value.text() == f"{best} point{'' if best == 1 else 's'}", (
        "the lowest total is the best game"
    )
    deals = [d[0] for _id, _p, state in f35 for d in deal_points(state)]
    (deals_tile,) = window.gameTiles
    assert deals_tile.isVisible() and deals_tile.caption.text() == "Your best and worst deal"
    assert deals_tile.value.text() == f"{min(deals)} / {max(deals)}"
    assert not window.familyBox.isVisible(), "Five Three Five has no families"
    window.setGame("score5")
    settle(qtbot, window)
    assert window.gamesTile.value.text() == score5_games and window.familyBox.isVisible()
    assert not deals_tile.isVisible()
    assert window.averageTile.caption.text() == "Your average score"


def test_french_five_three_five_statistics_say_manche(qtbot, history, both) -> None:
    """A Five Three Five deal is a "manche" in French (GLOSSARY.md), in its statistics as
    at its table; SCORE 5's statistics keep their own words."""
    with interface_language("fr"):
        window = StatsWindow(history, Appearance())
        qtbot.addWidget(window)
        window.show()
        settle(qtbot, window)
        window.setGame(F35)
        settle(qtbot, window)
        (deals_tile,) = window.gameTiles
        assert deals_tile.caption.text() == "Votre meilleure et votre pire manche"
        assert deals_tile.detail.text() == "points négatifs en une manche"
        assert window.averageTile.caption.text() == "Vos points négatifs en moyenne"
        window.setGame("score5")
        settle(qtbot, window)
        assert window.familyTitle.text() == "Score final moyen par famille"
        assert window.averageTile.caption.text() == "Votre score moyen"


def test_a_game_without_history_gets_its_own_empty_words(qtbot, history) -> None:
    window = StatsWindow(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    assert "your scores per family" in window.empty.text()
    window.setGame(F35)
    settle(qtbot, window)
    assert window.pages.currentWidget() is window.empty
    assert "your best and worst deal" in window.empty.text()


def test_a_game_without_results_of_yours_says_so(qtbot, history) -> None:
    window = StatsWindow(history, Appearance())
    qtbot.addWidget(window)
    window.show()
    settle(qtbot, window)
    window.setGame(F35)
    settle(qtbot, window)
    assert "best and worst deal" in window.empty.text()


def test_a_five_three_five_game_finished_in_the_app_goes_to_its_history(qtbot, tmp_path) -> None:
    from score5_desktop.model.game_model import GameModel
    from score5_desktop.storage.settings import GameSetup, SeatSetup
    from tests.ui.app_fixtures import make_window

    window = make_window(qtbot, tmp_path, model=GameModel(hint_level=lambda: "random"))
    db = window.history.db
    before = db.count_games(game=F35)
    seats = (SeatSetup(OWN_NAME),) + tuple(
        SeatSetup(f"Bot {i}", "bot", "random") for i in range(1, 4)
    )
    finished = []
    window.gameFinished.connect(lambda: finished.append(True))
    # The human seat is played by a bot here, as its turns come.
    bot = F35_GAME.make_bot("random", seed=3)
    asked = []
    window.model.decisionRequested.connect(lambda seat, view: asked.append(view))
    window.startGame(F35, GameSetup(seats=seats, options={"target": 10}), seed=11)
    while not finished:
        if asked:
            window.model.submit(bot.decide(asked.pop()))
        qtbot.wait(2)
    assert window.history.flush()
    assert db.count_games(game=F35) == before + 1
    newest = db.list_games(game=F35, limit=1)[0]
    assert newest.seats[0].name == OWN_NAME and newest.seats[0].stats["deals"] >= 1
    window.showHistory()
    assert window._history_window.game() == F35
    window.showStatistics()
    assert window._stats_window.game == F35
