"""The scoreboard's own row and the wild apart, the Hand column, and forced picks."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from score5_desktop.games.score5.qt.panels.scoreboard_model import ScoreboardModel
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options, Phase
from score5_desktop.games.score5.rules.forced import forced_card
from score5_desktop.games.score5.rules.scoring import hand_score
from score5_desktop.games.score5.rules.table_picture import first_picture
from tests.engine.random_play import random_decision

TOTAL = len(SCORING_FAMILIES)


def _deck():
    return new_game(2, 1, Options()).deck


def _card(deck, family, value) -> int:
    return next(c.index for c in deck.cards if c.family == family and c.value == value)


def test_the_wild_is_shown_apart_until_its_owner_places_it(qtbot):
    deck = _deck()
    green, red = SCORING_FAMILIES[0], SCORING_FAMILIES[1]
    wild = 1 << deck.wild_index
    mask = wild | 1 << _card(deck, green, 20) | 1 << _card(deck, red, 10)
    board = ScoreboardModel(deck, ["Ann", "Bob"])
    board.update([mask, 0], None)
    assert board.totals()[0] == 30  # the wild scores in no family yet
    total = board.index(0, TOTAL)
    assert board.data(total) == "30 + wild"
    assert "wild" in board.data(total, Qt.ItemDataRole.ToolTipRole)
    assert board.data(board.index(1, TOTAL)) == "0"
    board.update([mask, 0], (0, green))
    assert board.totals()[0] == 75 + 10  # placed on green, over the green 20
    assert board.data(total) == "85"


def test_the_own_row_counts_the_whole_hand_and_only_while_it_is_shown(qtbot):
    state = new_game(3, 5, Options())
    deck = state.deck
    board = ScoreboardModel(deck, ["Ann", "Bob", "Cy"])
    board.update([0, 0, 0], None)
    hand = state.hands[1]
    board.setOwnHand(1, hand)
    assert board.ownSeat() == 1
    assert board.ownTotal() == hand_score(deck, hand & ~(1 << deck.wild_index))
    assert board.data(board.index(1, TOTAL)) == str(board.ownTotal())
    assert board.totals() == [0, 0, 0]  # the public totals do not learn the hand
    assert board.data(board.index(0, TOTAL)) == "0"
    assert board.data(board.index(1, 0), Qt.ItemDataRole.FontRole).bold()
    tip = board.headerData(1, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert tip and "true score" in tip
    other = board.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert "true score" not in other and "Ann" in other
    board.setOwnHand(None)
    assert board.ownSeat() is None
    assert board.data(board.index(1, TOTAL)) == "0"


def test_the_hand_column_leaves_out_cards_lying_on_the_table():
    state = new_game(3, 9, Options())
    picture = first_picture(state)
    sizes = [h.bit_count() for h in state.hands]
    assert picture.hand_counts() == tuple(sizes)
    counted = replace(picture, step=0, counts=(2, 0, 1))  # face-down bids, counts shown
    assert counted.hand_counts() == (sizes[0] - 2, sizes[1], sizes[2] - 1)
    hand = state.hands[0]
    two = [i for i in range(len(state.deck.cards)) if hand >> i & 1][:2]
    revealed = replace(picture, revealed=True, bids=(1 << two[0] | 1 << two[1], 0, 0))
    assert revealed.hand_counts() == (sizes[0] - 2, sizes[1], sizes[2])
    # A hidden hand counts the same: only its size is needed.
    assert replace(revealed, hands=(None, None, None)).hand_counts() == revealed.hand_counts()


def _pick_points(players: int, seed: int):
    """Every pick decision of a randomly played game: (seat, state)."""
    state = new_game(players, seed, Options(max_adjust_rounds=1))
    rng = random.Random(seed)
    while state.phase is not Phase.OVER:
        if state.phase is Phase.PICK:
            for seat in state.to_act():
                yield seat, state
        state.apply(random_decision(state, rng, bid_chance=0.9))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_pick_is_forced_exactly_when_the_picker_has_no_choice(players):
    forced = free = 0
    for seed in range(6):
        for seat, state in _pick_points(players, seed):
            left = state.pool.bit_count()
            order = state.order
            # The engine's own count of picks made decides who picks each card left.
            pickers = {order[(state.picks_done + i) % len(order)] for i in range(left)}
            card = forced_card(order, state.pool)
            if left == 1 or pickers == {seat}:
                assert card is not None and state.pool >> card & 1
                assert card in state.legal_picks(seat)
                forced += 1
            else:
                assert card is None
                free += 1
    assert forced > 0
    if players > 2:
        assert free > 0


def test_no_forced_pick_outside_distribution():
    assert forced_card((), 0) is None
    assert forced_card((1, 0), 0b110) is None  # two cards, two pickers
    assert forced_card((1, 0), 0b100) == 2  # the last card
    assert forced_card((1,), 0b110) == 2  # every card goes to the one picker: highest first
