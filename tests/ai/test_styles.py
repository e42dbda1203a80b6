"""Each opponent's style read from its revealed bids (``styles``, ``SearchLevel.style_seats``):
the fit stays near the level's defaults until auctions say otherwise, it reads public facts
only, and with the option off (the default) the search plays as it did."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from score5_desktop.core.search_budget import rollout_stop
from score5_desktop.games.score5.bots.heuristic import NORMAL, HeuristicBot
from score5_desktop.games.score5.bots.search import EXPERT, HARD, SearchBot
from score5_desktop.games.score5.bots.styles import (
    COMPONENTS,
    FLOOR,
    KEYS,
    SeatStyle,
    default_prior,
    fit,
    likelihood,
    seat_style,
)
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.events import BidsRevealed
from score5_desktop.games.score5.rules.observation import observe
from score5_desktop.games.score5.rules.state import GameState, Setup
from tests.ai.conftest import sealed_bids

READER = dataclasses.replace(EXPERT, style_seats=(2, 3, 4, 5))


def test_the_expert_reads_styles_at_two_seats_only():
    assert EXPERT.style_seats == (2,) and not HARD.style_seats
    assert EXPERT.reads_styles_at(2)
    assert not any(EXPERT.reads_styles_at(n) for n in (3, 4, 5))


def test_the_fit_weighs_each_abstract_bid_the_search_offers():
    from score5_desktop.games.score5.bots.search import _BASE_KEYS

    assert len(_BASE_KEYS) == KEYS


def test_likelihood_is_one_for_the_offer_and_falls_with_distance():
    assert likelihood(40, 40, 60) == likelihood(0, 0, 60) == 1.0
    assert likelihood(0, 40, 60) == likelihood(40, 0, 60) == FLOOR
    near, far = likelihood(45, 40, 60), likelihood(90, 40, 60)
    assert 1.0 > near > far > FLOOR


def test_without_auctions_the_fit_is_the_level_default():
    prior = default_prior(0.4)
    assert len(prior) == COMPONENTS and sum(prior) == pytest.approx(1.0)
    assert fit([], prior, 3.0) == prior
    style = seat_style([], 0.4, 3.0)
    assert style.model_share == 0.4 and style.keys == pytest.approx((1 / KEYS,) * KEYS)


rows = st.lists(
    st.lists(st.floats(FLOOR, 1.0), min_size=COMPONENTS, max_size=COMPONENTS), max_size=12
)


@settings(max_examples=200, deadline=None)
@given(rows, st.floats(0.05, 0.95), st.floats(0.5, 10.0))
def test_the_fit_is_smoothed_toward_the_defaults(found, share, weight):
    """However the auctions went, each weight stays within D / (w + D) of its default and
    keeps at least w / (w + D) of it (D auctions, w pseudo-auctions): a few auctions
    cannot swing a seat's model far, and no component is ever ruled out."""
    prior = default_prior(share)
    pi = fit(found, prior, weight)
    d = len(found)
    assert sum(pi) == pytest.approx(1.0)
    for p, q in zip(pi, prior, strict=True):
        assert abs(p - q) <= d / (weight + d) + 1e-9
        assert p >= weight / (weight + d) * q - 1e-12
    style = seat_style(found, share, weight)
    assert style.auctions == d and sum(style.keys) == pytest.approx(1.0)


def test_the_fit_follows_what_a_seat_does():
    normal_like = [(1.0,) + (FLOOR,) * KEYS] * 10
    passer = [(FLOOR, 1.0) + (FLOOR,) * (KEYS - 1)] * 10
    assert seat_style(normal_like, 0.4, 3.0).model_share > 0.75
    style = seat_style(passer, 0.4, 3.0)
    assert style.model_share < 0.15
    assert max(range(KEYS), key=style.keys.__getitem__) == 0  # ``_NOTHING``


def _played(setup: Setup, rounds: int | None = None) -> tuple[GameState, list]:
    """A game of ``normal`` bots (seeded by seat), to its end or the start of round
    ``rounds + 1``, with the events it showed."""
    state = GameState(setup)
    bots = [HeuristicBot("normal", NORMAL, 5 + s) for s in range(setup.players)]
    events: list = []
    while not state.is_over and (rounds is None or state.round < rounds):
        for seat in state.to_act():
            events += state.apply(bots[seat].decide(observe(state, seat)))
    return state, events


def test_past_bids_are_the_bids_the_table_saw_revealed():
    setup = deal(4, 31)
    state, events = _played(setup)
    shown = [e.bids for e in events if isinstance(e, BidsRevealed)]
    ids = [tuple(state.deck.ids_of(b) for b in bids) for bids in state.past_bids]
    assert len(shown) == 12 and ids == shown
    views = [observe(state, s).past_bids for s in range(4)]
    assert all(v == state.past_bids for v in views)


def _sealed(setup: Setup, rnd: int):
    """Seat 0's observation at round ``rnd``'s sealed bid."""
    state, _ = _played(setup, rnd - 1)
    assert state.round == rnd - 1 and state.phase is Phase.BID
    return observe(state, 0)


def test_styles_read_public_facts_only():
    """Two deals that differ only in face-down pile cards (hidden from everyone) give the
    same styles: the fit reads the observations and the revealed bids, nothing else."""
    setup = deal(4, 12)
    deck = setup.deck
    pile = list(setup.pile)
    # Swap a face-down card of the pile (round 6's) for a star card the deal left out.
    spare = next(
        i
        for i in range(len(deck.cards))
        if i not in pile and deck.cards[i].type == deck.cards[pile[5]].type
    )
    other = dataclasses.replace(setup, pile=tuple(pile[:5] + [spare] + pile[6:]))
    found = []
    for s in (setup, other):
        bot = SearchBot("expert", READER, 3, 50)
        t = tables_for(deck)
        for rnd in (1, 2, 3):
            bot._remember(_sealed(s, rnd))
        found.append(bot._styles(t, _sealed(s, 3)))
    assert found[0] == found[1]
    styles = found[0]
    assert styles is not None and styles[0] is None
    assert all(isinstance(x, SeatStyle) and x.auctions == 2 for x in styles[1:])


def test_a_new_game_forgets_the_last():
    bot = SearchBot("expert", READER, 3, 50)
    bot._remember(_sealed(deal(4, 12), 3))
    assert set(bot._sealed) == {3}
    bot._remember(_sealed(deal(4, 13), 1))
    assert set(bot._sealed) == {1}


def test_styles_at_their_defaults_play_as_the_option_off(positions, monkeypatch):
    """The plumbing alone changes nothing: styles equal to the defaults, never sampled
    from, give the decisions of the level without the option."""
    off = dataclasses.replace(EXPERT, model_share=0.4, heads_up_share=None)
    before = sealed_bids(off, positions, 3) + sealed_bids(off, positions, 4)

    def defaults(self, t, obs):
        return tuple(
            None if o == obs.seat else seat_style([], 0.4, 3.0) for o in range(obs.players)
        )

    monkeypatch.setattr(SearchBot, "_styles", defaults)
    plumbed = dataclasses.replace(off, style_seats=(3, 4), style_sample=0.0)
    after = sealed_bids(plumbed, positions, 3) + sealed_bids(plumbed, positions, 4)
    assert after == before


def _refuse_styles(monkeypatch, why: str) -> None:
    """Make any reading of styles (the fit, or remembering a sealed bid) fail with ``why``."""

    def refuse(self, *args):
        raise AssertionError(why)

    monkeypatch.setattr(SearchBot, "_styles", refuse)
    monkeypatch.setattr(SearchBot, "_remember", refuse)


def test_the_expert_never_reads_styles_from_three_seats_up(positions, monkeypatch):
    _refuse_styles(monkeypatch, "styles read at three or more seats")
    assert sealed_bids(EXPERT, positions, 3) and sealed_bids(EXPERT, positions, 4)


def test_a_helper_searches_with_the_styles_it_is_sent(positions):
    """On wall time the styles travel with the shard request (``shard_helper``): the
    request's shard is the one the bot runs with those styles, not the one without."""
    from score5_desktop.games.score5.bots.bids import BidMenu
    from score5_desktop.games.score5.bots.shard_helper import ShardRequest, run_shard

    obs = next(
        observe(s, seat)
        for s, seat in positions
        if s.players == 4 and s.phase is Phase.BID and 3 <= s.round < 11
    )
    t = tables_for(obs.deck)
    bot = SearchBot("expert", READER, 1, 120)
    cands = tuple(bot._candidates(t, obs, BidMenu(t, obs.hand)))
    passer = SeatStyle(model_share=0.05, keys=(1.0,) + (0.0,) * (KEYS - 1), auctions=9)
    styles = tuple(None if o == obs.seat else passer for o in range(obs.players))
    request = ShardRequest("bid", "expert", READER, obs, cands, 7, 120, 0, 0.0, styles)
    found = run_shard(request, 0.0)
    stop = rollout_stop(120)
    assert found == dataclasses.replace(
        bot.seeded_shard("bid", obs, list(cands), 7, stop, styles), cpu=found.cpu
    )
    plain = bot.seeded_shard("bid", obs, list(cands), 7, rollout_stop(120))
    assert found.sums != plain.sums


def test_styles_are_read_only_at_their_seat_counts(positions, monkeypatch):
    """``style_seats``: at any other number of seats the level plays as without it."""
    level = dataclasses.replace(READER, style_seats=(4,))
    assert not level.reads_styles_at(3) and level.reads_styles_at(4)
    assert not level.reads_styles_at(5)
    _refuse_styles(monkeypatch, "styles read at a seat count not in style_seats")
    off = dataclasses.replace(EXPERT, style_seats=())
    assert sealed_bids(level, positions, 3) == sealed_bids(off, positions, 3)


def test_the_expert_reads_styles_at_two_seats(positions, monkeypatch):
    """The shipped expert reads them heads-up: its two-seat sealed bids go through
    ``_styles`` (the fit of the revealed bids), not around it."""
    read = []
    fitted = SearchBot._styles

    def counting(self, t, obs):
        read.append(obs.players)
        return fitted(self, t, obs)

    monkeypatch.setattr(SearchBot, "_styles", counting)
    assert sealed_bids(EXPERT, positions, 2)
    assert read and set(read) == {2}
