"""The coach's one judgement (issue 48): the hint is the review's own search, seeded by
the position, so a followed hint is the review's expert choice; a bid's reason tells what
it gives up beside what it gains."""

from __future__ import annotations

from dataclasses import replace

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import hint_level
from score5_desktop.games.score5.bots.coach_search import CoachBot, position_seed
from score5_desktop.games.score5.bots.explain import bid_gain
from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.reasons import ReasonKind
from score5_desktop.games.score5.bots.review import review_point
from score5_desktop.games.score5.bots.tables import tables_for
from score5_desktop.games.score5.rules.cards import Family, load_deck
from score5_desktop.tournament.match import play_game

GAME = registry.get("score5")
ROLLOUTS = 40  # the coach's search, small: the agreement does not depend on its size


def _points(seed: int = 3, players: int = 3):
    seats = [Player(f"B{s}", "bot", "normal") for s in range(players)]
    state = GAME.new_state(seats, seed, GAME.check_options({}, players))
    play_game(state, [GAME.make_bot("normal", seed * 7 + s) for s in range(players)])
    return GAME.review_points(GAME.load_record(GAME.dump_record(state, seats)), 0)


def test_the_hint_asks_the_coach_and_the_coach_is_seeded_by_the_position():
    assert hint_level(GAME) == "coach" and "coach" in GAME.process_levels
    assert hint_level(registry.get("five-three-five")) == "expert"  # no hook: the strongest
    assert isinstance(make_bot("coach"), CoachBot) and make_bot("coach:3").salt == 3
    points = _points()
    seeds = {position_seed(p.obs) for p in points}
    assert len(seeds) == len(points), "every decision is a position of its own"
    assert position_seed(points[0].obs) != position_seed(points[0].obs, salt=1)


def test_a_followed_hint_is_the_reviews_expert_choice():
    """The review's expert is the hint's search on the same position: whatever the
    review's seed, it chooses what the hint advised, so it is never marked costly."""
    for point in _points()[:6]:
        hint = CoachBot(ROLLOUTS).advise(point.obs).decision
        moment = review_point(replace(point, played=hint), seed=11, rollouts=ROLLOUTS, worlds=25)
        assert moment.expert == hint and moment.same and not moment.costly


def test_a_bid_says_what_it_gives_up():
    deck = load_deck()
    t = tables_for(deck)
    idx = {c.id: c.index for c in deck.cards}

    def mask(*ids: str) -> int:
        return sum(1 << idx[i] for i in ids)

    hand = mask("green-30", "blue-15", "red-10")
    gives_up = bid_gain(t, hand, idx["blue-70"], mask("green-30"))
    assert gives_up.kind is ReasonKind.BID_NET
    assert (gives_up.amount, gives_up.family, gives_up.other, gives_up.rest, gives_up.net) == (
        55,
        Family.BLUE,
        Family.GREEN,
        0,
        25,
    )
    # A bid of a card that scores nothing costs no family: the plain gain is the reason.
    free = bid_gain(t, mask("green-30", "green-10", "blue-15"), idx["blue-70"], mask("green-10"))
    assert free.kind is ReasonKind.CARD_ADDS_TO_FAMILY and free.amount == 55
