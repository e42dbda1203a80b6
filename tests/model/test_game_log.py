"""The shell's one game log model (``model.game_log``), worded by each game: SCORE 5
says one sentence per event, Five Three Five may say several; a language switch
rewords every row; each row knows the group (round) its entry was logged in."""

from __future__ import annotations

import random

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.qt import words
from score5_desktop.model.game_log import GameLogModel


def _f35_events(seed: int = 5) -> list[object]:
    game = registry.get("five-three-five")
    state = game.new_state([Player(f"P{s}", "bot", "random") for s in range(3)], seed, {})
    rng = random.Random(seed)
    events = list(state.opening_events())
    for _ in range(30):
        (seat,) = state.to_act()
        events += state.apply(rng.choice(state.legal_plays(seat)))
    return events


def test_five_three_five_words_fill_the_shared_log_a_row_per_line(qapp):
    names = ("Ann", "Bo", "Cy")
    events = _f35_events()
    model = GameLogModel()
    model.start(lambda event: words.log_lines(event, names, None))
    for event in events:
        model.append(1, event)
    expected = [line for event in events for line in words.log_lines(event, names, None)]
    assert model.lines() == expected and model.rowCount() == len(expected) > len(events) // 2
    assert model.index(0).data(GameLogModel.GroupRole) == 1
    model.clear()
    assert model.rowCount() == 0


def test_a_language_switch_rewords_every_row_and_may_change_their_number(qapp):
    language = ["en"]
    said = {"en": ("one",), "xx": ("un", "deux")}
    model = GameLogModel()
    model.start(lambda entry: said[language[0]])
    model.append(1, "e1")
    model.append(2, "e2")
    assert model.lines() == ["one", "one"]
    language[0] = "xx"
    model.retranslate()
    assert model.lines() == ["un", "deux", "un", "deux"]
    assert [model.index(r).data(GameLogModel.GroupRole) for r in range(4)] == [1, 1, 2, 2]
