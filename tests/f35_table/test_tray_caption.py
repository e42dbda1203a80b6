"""The hand in the tray says whose it is: in hot seat the seats do not turn, so the
hand at the bottom of the screen is often not the bottom seat's."""

from __future__ import annotations

import random

from score5_desktop.games.five_three_five.game import GAME
from tests.f35_table.test_table_parts import make_parts, players_for, settle


def test_hot_seat_names_the_hand_in_the_tray(qtbot) -> None:
    parts = make_parts(qtbot)
    names = [p.name for p in players_for(2, 1)]
    handovers: list[int] = []
    parts.model.handoverRequested.connect(handovers.append)
    turns: list[int] = []
    parts.model.decisionRequested.connect(lambda seat, view: turns.append(seat))
    parts.model.new_game(GAME.id, players_for(2, 1), 4, GAME.default_options())
    rng = random.Random(2)
    seen: set[int] = set()
    asked = pending = 0
    for _ in range(12):
        settle(parts, lambda a=asked, h=pending: len(turns) > a or len(handovers) > h)
        if len(handovers) > pending:
            pending = len(handovers)
            assert parts.scene.trayCaption() == ""  # nobody's hand while it is handed over
            parts.model.confirmHandover()
            continue
        asked = len(turns)
        seat = turns[-1]
        settle(parts, lambda: not parts.scene.isAnimating())
        assert parts.scene.trayCaption() == f"{names[seat]}'s hand"
        seen.add(seat)
        assert parts.model.submit(rng.choice(parts.state.legal_plays(seat)))
    assert seen == {0, 1}  # both people had the screen


def test_alone_against_bots_the_tray_speaks_to_the_player(qtbot) -> None:
    parts = make_parts(qtbot)
    turns: list[int] = []
    parts.model.decisionRequested.connect(lambda seat, view: turns.append(seat))
    parts.model.new_game(GAME.id, players_for(1, 2), 4, GAME.default_options())
    settle(parts, lambda: bool(turns))
    assert parts.scene.trayCaption() == "Your hand, Léa"
