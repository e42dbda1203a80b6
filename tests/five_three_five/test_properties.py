"""Properties of whole games (hypothesis, seeded): cards are never created or lost, totals
only grow, a leader always has a legal play, every trick and every game ends, the fast
legal-play tables agree with the rules read plainly, and a seed reproduces a game."""

from __future__ import annotations

import itertools
import random

from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.cards import deck_code, decode, encode, holds
from score5_desktop.games.five_three_five.rules.decisions import Action, Options, Play
from score5_desktop.games.five_three_five.rules.melds import after_add, beats, classify
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState, new_game

MAX_DECISIONS = 20_000


@st.composite
def games(draw):
    players = draw(st.integers(2, 6))
    options = Options(
        target=draw(st.sampled_from((20, 10))),
        hands=draw(st.sampled_from((2, 1))) if players == 2 else 2,
        big_deal=draw(st.booleans()) if players == 3 else False,
        open_pass=draw(st.booleans()),
        no_limit=draw(st.booleans()),
    )
    return players, draw(st.integers(0, 2**32)), options


def cards_accounted(state: FiveThreeFiveState) -> int:
    """Counts code of every card of the deck as the state places it."""
    total = sum(state.hands) + state.played + encode(state.undealt) + state.earlier_hand
    waiting = state._second_hands  # two players: the second hand of the shuffle
    if waiting is not None:
        total += sum(encode(h) for h in waiting)
    return total


def play_out(players, seed, options, check):
    state = new_game(players, seed, options)
    rng = random.Random(seed)
    decisions = 0
    trick_plays = 0
    while not state.is_over:
        check(state)
        (seat,) = state.to_act()
        plays = state.legal_plays(seat)
        events = state.apply(rng.choice(plays))
        decisions += 1
        trick_plays += 1
        if any(isinstance(e, ev.TrickEnded | ev.DealEnded) for e in events):
            trick_plays = 0
        # A trick sheds at least one card per round of turns: it cannot outlast the cards.
        assert trick_plays <= players * (state.setup.hand_size * players + 1)
        assert decisions < MAX_DECISIONS
    return state, decisions


@given(games())
def test_cards_are_never_created_or_lost(game):
    players, seed, options = game

    def check(state):
        deck = deck_code(state.setup.copies)
        if state.setup.hands_per_shuffle == 2 and not state.log[-1].second_hand:
            # First hand of a 2-player shuffle: the second hands wait in the shuffle.
            assert state._second_hands is not None
        assert cards_accounted(state) == deck
        assert holds(state.played, encode(state.central_cards))  # the rest is discarded
        assert sum(state.sizes) == sum(len(decode(h)) for h in state.hands)

    play_out(players, seed, options, check)


@given(games())
def test_totals_only_grow_and_the_game_ends_at_the_target(game):
    players, seed, options = game
    seen = [[0] * players]

    def check(state):
        assert all(now >= before for now, before in zip(state.totals, seen[-1], strict=True))
        seen.append(list(state.totals))

    state, _ = play_out(players, seed, options, check)
    assert max(state.totals) >= options.target
    assert all(t < options.target for t in seen[-1]) or len(seen) == 1
    outcome = state.outcome()
    assert outcome is not None and set(outcome.winners) <= set(range(players))
    best = min(state.totals)
    assert all(state.totals[w] == best for w in outcome.winners)


@given(games())
def test_a_leader_always_has_a_legal_play_and_never_a_pass(game):
    players, seed, options = game

    def check(state):
        (seat,) = state.to_act()
        plays = state.legal_plays(seat)
        assert plays
        if state.central is None:
            assert all(p.action is Action.LEAD for p in plays)
        else:
            assert plays[0] == Play(seat, Action.PASS)

    play_out(players, seed, options, check)


def plain_rules(state: FiveThreeFiveState, seat: int) -> set[Play]:
    """The legal plays by reading the rules plainly: every group of 1-3 cards of the hand,
    as each action."""
    hand = decode(state.hands[seat])
    groups = {c for k in (1, 2, 3) for c in itertools.combinations(hand, k)}
    central = state.central
    found = set()
    for cards in groups:
        meld = classify(cards)
        if central is None:
            if meld is not None:
                found.add(Play(seat, Action.LEAD, cards))
            continue
        if meld is not None and beats(meld, central, no_limit=state.options.no_limit):
            found.add(Play(seat, Action.OVERWRITE, cards))
        grown = after_add(central, cards)
        if grown is not None:
            found.add(Play(seat, Action.ADD, cards))
    if central is not None:
        found.add(Play(seat, Action.PASS))
    return found


@given(games())
def test_the_fast_tables_agree_with_the_rules_read_plainly(game):
    players, seed, options = game

    def check(state):
        (seat,) = state.to_act()
        plays = state.legal_plays(seat)
        assert len(plays) == len(set(plays))
        assert set(plays) == plain_rules(state, seat)

    play_out(players, seed, options, check)


@given(games())
def test_a_seed_reproduces_a_game_and_copies_are_independent(game):
    players, seed, options = game
    snapshots = []

    def check(state):
        if len(snapshots) < 3 and state.central is None:
            copy = state.copy()
            before = (list(state.totals), list(state.hands), len(state.log[-1].plays))
            (seat,) = copy.to_act()
            copy.apply(copy.legal_plays(seat)[0])
            assert (list(state.totals), list(state.hands), len(state.log[-1].plays)) == before
            snapshots.append(copy)

    one, decisions = play_out(players, seed, options, check)
    two, again = play_out(players, seed, options, lambda state: None)
    assert decisions == again and one.log == two.log and one.totals == two.totals


@given(games())
def test_a_copy_deals_on_like_the_original(game):
    players, seed, options = game
    state = new_game(players, seed, options)
    rng = random.Random(seed)
    while state.deal == 0 and not state.is_over:
        (seat,) = state.to_act()
        plays = state.legal_plays(seat)
        play = rng.choice(plays)
        if state.sizes[seat] == len(play.cards):
            copy = state.copy()
            state.apply(play)
            copy.apply(play)
            assert copy.log == state.log
            break
        state.apply(play)
