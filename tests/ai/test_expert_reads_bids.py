"""The expert reads an opponent's shown count as evidence about its bid, not only about
its starting set (issue 25): an opponent that bids many cheap cards, unlike the model
of a sensible player, is taken at its count in part of the sampled worlds."""

from __future__ import annotations

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.heuristic import NORMAL, HeuristicBot
from score5_desktop.games.score5.bots.search import EXPERT, HARD, SearchBot
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Bid
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.state import GameState


def _adjusting(seed: int) -> GameState:
    """Round 1 of a two-player game in its adjustment step: seat 1 showed its whole
    hand as a bid (five cards), far more than the model's bid."""
    state = GameState(deal(2, seed))
    state.apply(HeuristicBot("normal", NORMAL, seed).decide(observe(state, 0)))
    state.apply(Bid(1, state.hands[1]))
    return state


def _opponent_counts(monkeypatch, config, seed: int) -> list[int]:
    """The bid counts seat 1 is given in the worlds of seat 0's search."""
    seen: list[int] = []
    real = search.play_round

    def spy(t, hands, bids, card, values):
        seen.append(bids[1].bit_count())
        return real(t, hands, bids, card, values)

    monkeypatch.setattr(search, "play_round", spy)
    state = _adjusting(seed)
    SearchBot("x", config, seed, think=400).decide(observe(state, 0))
    return seen


def test_the_expert_takes_some_opponents_at_their_count(monkeypatch):
    counts = _opponent_counts(monkeypatch, EXPERT, 5)
    whole = counts.count(5) / len(counts)
    assert 0.2 < whole < 0.8  # standing by its shown bid in part of the worlds only


def test_hard_does_not_read_counts(monkeypatch):
    counts = _opponent_counts(monkeypatch, HARD, 5)
    assert counts.count(5) / len(counts) < 0.2
