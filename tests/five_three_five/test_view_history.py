"""The view's ``history``: this deal's plays as the table saw them, and nothing hidden."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.cards import encode
from score5_desktop.games.five_three_five.rules.decisions import Action, Options, Play
from score5_desktop.games.five_three_five.rules.record import dumps, loads
from score5_desktop.games.five_three_five.rules.state import new_game
from tests.five_three_five.helpers import LEAD, OVERWRITE, PASS, dealt, play


def test_history_lists_the_deal_plays_in_order():
    state = dealt([(3, 3, 9), (4, 4, 12, 13), (1, 2)], undealt=(15, 15))
    play(state, 0, LEAD, 3, 3)
    play(state, 1, OVERWRITE, 4, 4)
    play(state, 2, PASS)
    assert state.view(0).history == (
        Play(0, LEAD, (3, 3)),
        Play(1, OVERWRITE, (4, 4)),
        Play(2, PASS),
    )


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    open_pass=st.booleans(),
    no_limit=st.booleans(),
)
def test_history_matches_the_events_and_names_only_played_cards(players, seed, open_pass, no_limit):
    state = new_game(players, seed, Options(open_pass=open_pass, no_limit=no_limit))
    rng = random.Random(seed)
    seen: list[Play] = []
    deal = state.deal
    while not state.is_over:
        (seat,) = state.to_act()
        views = [state.view(s) for s in range(players)]
        if views[0].deal != deal:  # a new deal starts with an empty history
            deal, seen = views[0].deal, []
        for view in views:
            # Every seat sees the same history: it holds nothing of anyone's hand.
            assert view.history == tuple(seen)
            # The cards it names are exactly the cards played this deal.
            assert encode(c for p in view.history for c in p.cards) == view.played
        choice = rng.choice(state.legal_plays(seat))
        for event in state.apply(choice):
            if isinstance(event, ev.Played):
                seen.append(Play(event.seat, event.action, event.cards))
            elif isinstance(event, ev.Passed):
                seen.append(Play(event.seat, Action.PASS))


def test_the_record_keeps_its_format_and_a_loaded_game_shows_the_same_history():
    state = new_game(4, 11)
    rng = random.Random(3)
    for _ in range(30):
        (seat,) = state.to_act()
        state.apply(rng.choice(state.legal_plays(seat)))
    players = [Player(f"Bot {s}", "bot", "normal") for s in range(4)]
    text = dumps(state, players)
    assert "history" not in text
    loaded = loads(text).state
    (seat,) = state.to_act()
    assert state.view(seat).history
    assert loaded.view(seat).history == state.view(seat).history
