"""A replay offers "Review my game" only when a seat of the record was a person's: a
game of bots alone is nobody's game to review (the button said "Analyser ma partie"
over a bots' game). Both games, as the app opens a record (with the coach wired)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.match import play_game
from score5_desktop.games.score5.rules import record as score5_record
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.storage.record_files import parse_record
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.table.replay_page import TableReplayPage
from score5_desktop.ui.windows.replay_dialog import ReplayDialog
from score5_desktop.ui.windows.replay_review import show_replay

F35 = registry.get("five-three-five")


def _score5_text(human: bool) -> str:
    state = play_game(deal(3, 4), [make_bot("easy", 4 + s) for s in range(3)], keep_log=True)
    seats = [score5_record.Player(f"Bot {s}", "bot", "easy") for s in range(3)]
    if human:
        seats[0] = score5_record.Player("Ann")
    return score5_record.dumps(state, tuple(seats))


def _f35_text(human: bool) -> str:
    players = [Player(f"Bot {s}", "bot", "random") for s in range(3)]
    if human:
        players[0] = Player("Ann")
    state = F35.new_state(players, 3, {"target": 10})
    bots = [F35.make_bot("random", seed=s) for s in range(3)]
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(bots[seat].decide(state.view(seat)))
    return F35.dump_record(state, players)


@pytest.mark.parametrize("make_text", [_score5_text, _f35_text], ids=["score5", "f35"])
@pytest.mark.parametrize("human", [True, False], ids=["a human seat", "bots only"])
def test_review_my_game_only_over_a_game_with_a_human_seat(qtbot, make_text, human) -> None:
    parent = QWidget()  # no main window: the replay opens in a window of its own
    qtbot.addWidget(parent)
    dialog = show_replay(parent, parse_record(make_text(human), ""), Appearance("light"))
    assert isinstance(dialog, ReplayDialog) and isinstance(dialog.page, TableReplayPage)
    assert dialog.page.bar.reviewButton.isHidden() is not human
