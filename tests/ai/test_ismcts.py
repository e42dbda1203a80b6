"""The yardstick search (``ismcts:N``): its game on masks follows the engine, its
worlds agree with what the seat saw, and it plays legal decisions through the arena."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from score5_desktop.games.score5.bots.determinize import letter_assignments
from score5_desktop.games.score5.bots.fastsim import RolloutPolicy
from score5_desktop.games.score5.bots.ismcts import _MASK, ISMCTSBot, _Root, _Sim, parse_level
from score5_desktop.games.score5.bots.levels import LEVELS, make_bot
from score5_desktop.games.score5.bots.tables import Tables, tables_for
from score5_desktop.games.score5.rules.cards import load_deck
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Options, Phase, Pick
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.state import GameState


def test_level_names_carry_the_budget():
    assert parse_level("ismcts:2000") == (2000, "")
    assert parse_level("ismcts:2000:g") == (2000, "g")
    assert parse_level("ismcts:2000:mg") == (2000, "mg")
    assert parse_level("ismcts:2000:m") == (2000, "m")
    for name in ("ismcts:5:gm", "ismcts:5:", "ismcts:5:mm", "ismcts:5:x", "ismcts:5:100:g"):
        assert parse_level(name) is None
    for name in ("ismcts", "ismcts:", "ismcts:0", "ismcts:-3", "ismcts:1e3", "mcts:10"):
        assert parse_level(name) is None
    assert make_bot("ismcts:50:mg", 1).level == "ismcts:50:mg"
    assert make_bot("ismcts:50", 1).level == "ismcts:50"
    assert not any(level.startswith("ismcts") for level in LEVELS)  # not offered by the app
    with pytest.raises(ValueError):
        make_bot("ismcts:0")


@pytest.mark.parametrize("players,adjust,seed", [(2, 2, 1), (3, 0, 2), (4, 1, 3), (5, 3, 4)])
def test_sim_follows_the_engine(players, adjust, seed):
    """The same random decisions, fed to the engine and to the mask game, leave the
    same hands after every step and the same winner."""
    rng = random.Random(seed)
    state = GameState(deal(players, seed, Options(max_adjust_rounds=adjust)))
    t = tables_for(state.deck)
    sim = _Sim(t, players, 0, adjust)
    sim.hands = list(state.hands)
    sim.pile = list(state.setup.pile)
    while not state.is_over:
        if state.phase is Phase.WILD:
            seat = state.to_act()[0]
            state.apply(AssignWild(seat, t.wild_family(state.hands[seat])))
            continue
        seat = sim.actor()
        assert seat in state.to_act()
        if state.phase is Phase.PICK:
            card = rng.choice([i for i in range(51) if state.pool >> i & 1])
            state.apply(Pick(seat, card))
            sim.pick(seat, card)
        else:
            mask = rng.getrandbits(52) & state.hands[seat]
            state.apply(Bid(seat, mask))
            sim.bid(seat, mask)
        assert sim.hands == state.hands
        assert sim.rnd == min(state.round, 12)
    assert sim.winner() == state.result().winner


def test_plays_legal_decisions_to_the_end():
    state = GameState(deal(3, 7, Options(max_adjust_rounds=2)))
    bots = [ISMCTSBot(40, 1), make_bot("normal", 2), ISMCTSBot(25, 3, variants="g")]
    while not state.is_over:
        for seat in state.to_act():
            state.apply(bots[seat].decide(observe(state, seat)))  # the engine checks legality
    assert state.result().winner in range(3)


def test_arena_and_ladder_accept_the_bench_level():
    from score5_desktop.cli.game_arg import unknown_level_problem
    from score5_desktop.cli.ladder_cmd import levels_problem
    from score5_desktop.core import registry

    game = registry.get("score5")
    assert unknown_level_problem(game, ["expert", "ismcts:300"]) is None
    assert "ismcts:0" in (unknown_level_problem(game, ["ismcts:0"]) or "")
    assert levels_problem(game, ["normal", "ismcts:300", "expert"]) is None
    assert levels_problem(game, ["expert", "ismcts:300", "normal"]) is not None


def _last_round() -> tuple[_Sim, list[int]]:
    """A 2-player mask game in the last round's adjustment step: seat 0 bids one card,
    seat 1 nothing, so keeping the bids ends the game in one known way."""
    state = GameState(deal(2, 11, Options(max_adjust_rounds=2)))
    t = tables_for(state.deck)
    sim = _Sim(t, 2, 0, 2)
    sim.hands = list(state.hands)
    sim.pile = list(state.setup.pile)
    sim.rnd = 11
    sim.phase = 1  # the adjustment step
    card = sim.hands[0] & -sim.hands[0]
    sim.bids = [card, 0]
    expected = list(sim.hands)
    expected[0] = expected[0] & ~card | 1 << sim.pile[11]  # the winner takes the round's card
    expected[1] |= card  # and hands the bid to the one who did not bid
    return sim, expected


def test_margins_are_each_score_minus_the_best_other():
    sim, expected = _last_round()
    sim.bid(0, sim.bids[0])
    sim.bid(1, 0)  # both keep their bids: the auction resolves
    sim.pick(1, sim.pool.bit_length() - 1)  # the one bid card goes to the other seat
    assert sim.phase == 3 and sim.hands == expected
    a, b = (sim.t.score(h) for h in sim.hands)
    assert sim.margins() == [a - b, b - a]
    sim3 = _Sim(sim.t, 3, 0, 0)
    sim3.hands = [sim.hands[0], sim.hands[1], 0]
    assert sim3.margins() == [a - b, b - a, -max(a, b)]


@pytest.mark.parametrize("level", ["ismcts:30:m", "ismcts:30:g", "ismcts:30:mg"])
def test_variants_play_legal_decisions_to_the_end(level):
    state = GameState(deal(2, 5, Options(max_adjust_rounds=2)))
    bots = [make_bot(level, 1), make_bot("normal", 2)]
    while not state.is_over:
        for seat in state.to_act():
            state.apply(bots[seat].decide(observe(state, seat)))
    assert state.result().winner in range(2)
    assert bots[0].margin == ("m" in level.rsplit(":", 1)[1])
    assert bots[0].greedy == ("g" in level.rsplit(":", 1)[1])


@pytest.mark.parametrize("players,adjust,seed", [(2, 2, 21), (3, 1, 22), (4, 0, 23)])
def test_light_rollouts_finish_the_game_from_any_step(players, adjust, seed):
    """Variant ``g``: from a bid step part-submitted, an adjustment step or a pick, the
    light rollout plays every round left (sealed policy bids, greedy picks) and moves
    cards only as the rules do: no card is made or lost."""
    state = GameState(deal(players, seed, Options(max_adjust_rounds=adjust)))
    t = tables_for(state.deck)
    rng = random.Random(seed)
    kinds = set()
    for step in range(60):
        sim = _Sim(t, players, 0, adjust)
        sim.hands = list(state.hands)
        sim.pile = list(state.setup.pile)
        rng2 = random.Random(step)
        while sim.phase != 3 and rng2.random() < 0.9:  # a random way into the game
            seat = sim.actor()
            if sim.phase == 2:
                sim.pick(seat, rng2.choice([i for i in range(51) if sim.pool >> i & 1]))
            else:
                sim.bid(seat, rng2.getrandbits(52) & sim.hands[seat])
        kinds.add((sim.phase, any(p is not None for p in sim.pending)))
        before = sum(h.bit_count() for h in sim.hands) + sim.pool.bit_count()  # pool: in hand
        played = 12 - sim.rnd
        sim.light_rollout(RolloutPolicy(t, rng))
        assert sim.phase == 3 and sim.rnd == 12
        # Each round played moves its auction card into a hand at most once.
        assert before <= sum(h.bit_count() for h in sim.hands) <= before + played
    assert {(0, True), (2, False)} <= kinds  # a part-submitted bid step and a pick


def test_a_seat_that_already_bid_is_chosen_by_its_own_tree():
    """Asked second in a bid step, the search does not fill the other seat's hidden bid
    with a random subset of its hand: that seat's tree chooses it in every world."""
    state = GameState(deal(2, 3))
    state.apply(make_bot("normal", 1).decide(observe(state, 0)))
    obs = observe(state, 1)
    assert 0 not in obs.to_act
    bot = ISMCTSBot(10, 4, variants="mg")
    sim = bot._determinize(tables_for(obs.deck), _Root(obs, letter_assignments(obs)))
    assert sim.pending == [None, None] and sim.actor() == 1
    assert bot.decide(observe(state, 1)).seat == 1


def _last_round_alone(mine: str) -> tuple[Tables, Callable[[], _Sim], dict[int, int]]:
    """The last round, sealed bids, the other seat empty-handed (it can only pass): the
    margin of each of my bids is exact, so the best one is known."""
    deck = load_deck()
    t = tables_for(deck)
    hand = deck.mask_of(mine.split(","))

    def world() -> _Sim:
        sim = _Sim(t, 2, 0, 0)
        sim.hands = [hand, 0]
        sim.pile = [deck.wild_index] * 12
        sim.rnd = 11
        return sim

    exact = {}
    bid = hand
    while True:  # every subset of the hand
        sim = world()
        sim.bid(0, bid)
        sim.bid(1, 0)
        exact[bid] = sim.margins()[0]
        if not bid:
            return t, world, exact
        bid = (bid - 1) & hand


@pytest.mark.parametrize(
    "mine,variants",
    [
        ("green-5,red-10,yellow-15,blue-20", "m"),
        ("green-5,red-10,yellow-15,blue-20", "mg"),
        ("green-80,green-30,red-25", "m"),
        ("purple-5,purple-10", "mg"),
    ],
)
def test_the_bid_converges_to_the_best_one(mine, variants):
    """With enough iterations the whole-bid search picks the best bid of a position
    solved exactly (several bids are a few points apart)."""
    t, world, exact = _last_round_alone(mine)
    best = max(exact.values())
    for seed in range(3):
        trees = ISMCTSBot(400, seed, variants=variants).run(t, world, 2)
        root = trees[0].children
        chosen = max(root, key=lambda key: root[key].visits) & _MASK
        assert exact[chosen] == best, (seed, t.deck.ids_of(chosen))


def test_bid_candidates_widen_with_visits_and_stay_legal():
    t, world, exact = _last_round_alone("green-5,red-10,yellow-15,blue-20,purple-25")
    root = ISMCTSBot(300, 1).run(t, world, 2)[0]
    assert 3 <= len(root.children) <= 1 + math.isqrt(300)
    assert all(key & _MASK in exact for key in root.children)  # subsets of the hand


def test_trees_branch_on_each_new_auction_card():
    """A round's auction card is public when it is revealed: after a round resolves,
    every tree has one edge per card seen next, not one node mixing them all."""
    state = GameState(deal(2, 9, Options(max_adjust_rounds=0)))
    obs = observe(state, 0)
    bot = ISMCTSBot(400, 2)
    t = tables_for(obs.deck)
    root = _Root(obs, letter_assignments(obs))
    trees = bot.run(t, lambda: bot._determinize(t, root), 2)
    reveals = set()
    stack = list(trees)
    while stack:
        node = stack.pop()
        for key, child in node.children.items():
            if isinstance(key, tuple) and key[0] == 2:
                reveals.add(key[1])
            stack.append(child)
    pile = state.setup.pile
    assert len(reveals) > 1 and pile[0] not in reveals  # round 1's card was already known


@pytest.mark.parametrize("variants", ["", "g"])
def test_the_pick_converges_to_the_one_that_wins(variants):
    """3 players, last round, two cards left for me then the next picker: the card that
    raises my score most hands the other to a rival who then wins, so the win reward
    must learn to take the smaller one."""
    deck = load_deck()
    t = tables_for(deck)
    hands = [
        deck.mask_of(["yellow-15", "green-25"]),
        deck.mask_of(["blue-5", "blue-35"]),
        deck.mask_of(["green-10", "purple-25"]),
    ]

    def world() -> _Sim:
        sim = _Sim(t, 3, 0, 0)
        sim.hands = list(hands)
        sim.pile = [deck.wild_index] * 12
        sim.rnd = 11
        sim.phase = 2  # picking: me, then seat 1
        sim.pool = deck.mask_of(["blue-15", "green-30"])
        sim.order = [0, 1]
        return sim

    for seed in range(3):
        root = ISMCTSBot(60, seed, variants=variants).run(t, world, 3)[0].children
        chosen = max(root, key=lambda key: root[key].visits)
        assert deck.cards[chosen].id == "green-30"
        assert root[chosen].wins == root[chosen].visits  # it always wins
