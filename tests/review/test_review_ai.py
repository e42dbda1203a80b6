"""The coach's review (ai/review.py): reproducible, fair comparisons, sensible marks."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from score5_desktop.cli.main import main as cli_main
from score5_desktop.games.score5.bots.review import (
    COMPARE_BATCH,
    Estimate,
    GainKind,
    MomentKind,
    compare,
    costly_steps,
    decision_points,
    gains_of,
    review_game,
    review_point,
    settled,
)
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase
from score5_desktop.games.score5.rules.record import load
from score5_desktop.games.score5.rules.scoring import hand_score
from tests.review.games import TINY, known_game


def _figures(review):
    """Everything but the time each moment took."""
    return [replace(m, seconds=0.0) for m in review.moments]


@pytest.fixture(scope="module")
def game():
    return load(known_game())


@pytest.fixture(scope="module")
def first_review(game):
    _record, replayed = game
    return review_game(replayed, 0, seed=5, **TINY)


def test_a_fixed_seed_gives_the_same_review_and_marks(game, first_review):
    _record, replayed = game
    again = review_game(replayed, 0, seed=5, **TINY)
    assert _figures(again) == _figures(first_review)
    assert again.marks() == first_review.marks()
    assert first_review.marks(), "the easy player's game should have costly moments"
    assert len(first_review.marks()) <= 3
    asked = []
    other = review_game(
        replayed, 0, seed=6, cancelled=lambda: asked.append(1) or len(asked) > 6, **TINY
    )
    assert _figures(other) != _figures(first_review)[:6], "the seed must matter"


def test_a_cancelled_review_keeps_the_numbers_of_the_full_one(game, first_review):
    _record, replayed = game
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 4

    partial = review_game(replayed, 0, seed=5, cancelled=cancelled, **TINY)
    assert not partial.complete and first_review.complete
    assert _figures(partial) == _figures(first_review)[:4]


def test_every_decision_with_a_choice_is_reviewed(game, first_review):
    _record, replayed = game
    mine = [d for d, _ in replayed.steps if d[0] == 0]
    points = decision_points(replayed, 0)
    assert 0 < len(points) <= len(mine)
    assert [p.played for p in points] == [m.played for m in first_review.moments]
    kinds = {p.kind for p in points}
    assert {MomentKind.BID, MomentKind.ADJUST} <= kinds
    for point in points:
        assert point.obs.seat == 0 and 0 in point.obs.to_act
        if point.kind is MomentKind.PICK:
            assert point.obs.pool.bit_count() > 1, "a forced pick is no decision"


def test_the_same_choice_costs_nothing_and_a_wasteful_bid_is_costly(game):
    _record, replayed = game
    point = next(p for p in decision_points(replayed, 0) if p.kind is MomentKind.BID)
    obs = point.obs
    rng = random.Random(1)
    same = compare(obs, point.played, point.played, rng, 300)
    assert (same.score, same.win) == (Estimate(0.0, 0.0), Estimate(0.0, 0.0))
    assert same.worlds == COMPARE_BATCH, "two choices that end the same are settled at once"
    assert same.played == same.expert
    # Bidding the whole hand for a one-star card, against bidding nothing.
    wasteful = compare(obs, Bid(0, obs.hand), Bid(0, 0), random.Random(1), 300)
    assert wasteful.score.mean < -2 * wasteful.score.error < 0
    assert wasteful.worlds < 300, "a clear loss needs no more worlds"
    assert settled(wasteful.score, wasteful.win)
    assert wasteful.played.won > wasteful.expert.won == 0.0
    assert wasteful.played.spent > 0 == wasteful.expert.spent
    gains = gains_of(obs, wasteful)
    assert gains[0].kind is GainKind.LETS_CARD_GO
    assert GainKind.KEEPS_POINTS in {g.kind for g in gains}


def test_sampling_stops_only_once_the_verdict_is_clear():
    assert settled(Estimate(0.0, 0.0), Estimate(0.0, 0.0))
    assert settled(Estimate(-60.0, 5.0), Estimate(-0.3, 0.02)), "clearly costly"
    assert settled(Estimate(2.0, 1.0), Estimate(0.01, 0.004)), "clearly not"
    assert not settled(Estimate(-9.0, 3.0), Estimate(0.0, 0.0)), "near the score threshold"
    assert not settled(Estimate(0.0, 0.0), Estimate(-0.03, 0.02)), "near the win threshold"


def test_two_workers_give_the_review_one_gives(game, first_review):
    _record, replayed = game
    parallel = review_game(replayed, 0, seed=5, workers=2, **TINY)
    assert _figures(parallel) == _figures(first_review)


def test_a_wild_in_the_wrong_family_costs_exactly_its_points():
    for seed in range(11, 40):
        record, replayed = load(known_game(seed))
        wild = [p for p in decision_points(replayed, 0) if p.obs.phase is Phase.WILD]
        if wild:
            break
    else:
        pytest.skip("no game in range where seat 0 owns the wild")
    point = wild[0]
    hand = point.obs.hand
    deck = record.setup.deck
    best = max(SCORING_FAMILIES, key=lambda f: hand_score(deck, hand, f))
    worst = min(SCORING_FAMILIES, key=lambda f: hand_score(deck, hand, f))
    bad = replace(point, played=AssignWild(0, worst))
    moment = review_point(bad, seed=1, **TINY)
    assert hand_score(deck, hand, moment.expert.family) == hand_score(deck, hand, best)
    assert moment.score.error == 0
    assert moment.score.mean == hand_score(deck, hand, worst) - hand_score(deck, hand, best)
    # Both choices' reasons say what the wild adds in each family.
    base = hand_score(deck, hand & ~(1 << deck.wild_index))
    assert [r.amount for r in moment.played_reason] == [hand_score(deck, hand, worst) - base]
    assert [r.amount for r in moment.reason] == [hand_score(deck, hand, best) - base]
    # A family as good as the expert's is an equal choice, not a difference.
    equal = [f for f in SCORING_FAMILIES if f != moment.expert.family]
    equal = [f for f in equal if hand_score(deck, hand, f) == hand_score(deck, hand, best)]
    if equal:
        tie = review_point(replace(point, played=AssignWild(0, equal[0])), seed=1, **TINY)
        assert tie.equal and not tie.costly


def test_marks_only_clear_losses():
    review_like = [
        _moment(1, score=Estimate(-40, 5), win=Estimate(-0.2, 0.03)),
        _moment(2, score=Estimate(-40, 30), win=Estimate(-0.02, 0.03)),  # noise
        _moment(3, score=Estimate(12, 3), win=Estimate(0.1, 0.02)),  # a gain
        _moment(4, score=Estimate(-15, 2), win=Estimate(0.0, 0.0)),
    ]
    assert costly_steps(review_like) == (1, 4)
    assert costly_steps(review_like, limit=1) == (1,)


def _moment(step, score, win):
    from score5_desktop.games.score5.bots.review import Moment

    return Moment(step, 1, MomentKind.BID, 0, Bid(0, 1), Bid(0, 0), "", score, win, 10, 0.0)


def test_cli_review_json(tmp_path, capsys, first_review):
    path = tmp_path / "game.json"
    path.write_text(known_game(), encoding="utf-8")
    code = cli_main(
        ["review", str(path), "--seat", "0", "--seed", "5", "--rollouts", "30", "--worlds", "24"]
        + ["--json"]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    expected = first_review
    assert out["marks"] == list(expected.marks())
    assert len(out["moments"]) == len(expected.moments)
    first = out["moments"][0]
    assert {"played", "expert", "score", "win", "reason"} <= set(first)


def test_cli_review_refuses_a_missing_seat_and_a_broken_file(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(known_game(), encoding="utf-8")
    assert cli_main(["review", str(path), "--seat", "4"]) == 2
    path.write_text("{not json", encoding="utf-8")
    assert cli_main(["review", str(path), "--seat", "0"]) == 2
    assert "error:" in capsys.readouterr().err


def test_the_review_search_stops_once_its_best_choice_is_clear():
    from score5_desktop.games.score5.bots.search import SETTLE_WORLDS, _clear_leader

    n = SETTLE_WORLDS
    rng = random.Random(3)
    noise = [rng.gauss(0, 0.5) for _ in range(n)]
    ahead = [x + 0.3 for x in noise]
    close = [x + rng.gauss(0, 0.5) for x in noise]  # no clear order, and no clear tie
    tie = noise[:]  # the same reward in every world: as good as each other
    for history, clear in (([ahead, noise], True), ([close, noise], False), ([tie, noise], True)):
        sums = [sum(h) for h in history]
        assert _clear_leader([0, 1], sums, history, n) is clear
    assert not _clear_leader([0, 1], [sum(ahead), sum(noise)], [ahead, noise], n - 8)
