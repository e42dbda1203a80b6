"""The shared ``Session`` plays Five Three Five as it plays SCORE 5: every speed on the
fake clock, alone against bots and in hot seat, resuming a record mid-trick, and no
hidden hand in any picture it hands to the table."""

from __future__ import annotations

import random

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action, Options
from score5_desktop.model import session as ss
from tests.model.drive import BOT_PACE, SPEEDS, FakeClock, drive

GAME = registry.get("five-three-five")
SHORT = Options(target=10).to_json()
MIXES = {
    "one human": ("human", "random", "random", "random"),
    "hot seat": ("human", "human", "random"),
}


def _players(kinds) -> list[Player]:
    return [
        Player(f"H{seat}") if kind == "human" else Player(f"B{seat}", "bot", kind)
        for seat, kind in enumerate(kinds)
    ]


def _session(kinds, seed: int, speed: str) -> tuple[ss.Session, FakeClock]:
    players = _players(kinds)
    state = GAME.new_state(players, seed, SHORT)
    clock = FakeClock()
    session = ss.Session(
        GAME, state, players, state.opening_events(), bot_pace=BOT_PACE[speed], clock=clock
    )
    return session, clock


def _human(seed: int):
    rng = random.Random(seed)

    def decide(state, seat: int):
        return rng.choice(state.legal_plays(seat))

    return decide


def _check(session: ss.Session, step) -> None:
    """Only the seats the hand-over rule allows have a hand in a picture."""
    if not isinstance(step, ss.Publish | ss.Show):
        return
    shown = step.picture.visible
    if session.end_shown:
        assert shown == set(range(session.state.players))
    elif session.hot_seat:
        # The decider's hand, or, between two turns of one player with nobody deciding
        # in between (R11), that player's.
        if session.deciding is not None:
            assert shown <= {session.deciding}
        elif shown:
            assert shown == {session.at_screen} and session.to_act() == (session.at_screen,)
    else:
        assert shown == {session.humans[0]}


@pytest.mark.parametrize("speed", list(SPEEDS))
@pytest.mark.parametrize("mix", list(MIXES))
def test_a_whole_game_ends_once_at_every_speed(speed, mix):
    session, clock = _session(MIXES[mix], seed=len(speed) * 7 + len(mix), speed=speed)
    run = drive(session, clock, hold=SPEEDS[speed], human=_human(1), check=_check, seed=2)
    assert session.is_over and len(run.over) == 1
    assert run.over[0].outcome == session.state.outcome()
    published = run.of(ss.Publish)
    assert isinstance(published[-1].event, ev.GameEnded)
    last = published[-1].picture
    assert last.is_over and last.totals == tuple(session.state.totals)
    # Each deal's end was shown with every hand left, and the points add up.
    ends = [p for p in published if isinstance(p.event, ev.DealEnded)]
    assert ends and len(last.deal_points) == len(ends)
    for step in ends:
        for seat in range(session.state.players):
            assert step.picture.revealed(seat) is not None
    assert tuple(map(sum, zip(*last.deal_points, strict=True))) == last.totals


def test_hot_seat_asks_through_the_hand_over_and_shows_only_the_decider():
    session, clock = _session(("human", "human"), seed=5, speed="normal")
    run = drive(session, clock, hold=0.7, human=_human(3), check=_check, seed=1)
    handovers = run.of(ss.Handover)
    asks = run.of(ss.AskHuman)
    assert handovers and len(asks) >= len(handovers)
    assert session.is_over


def test_a_record_resumed_mid_trick_shows_the_trick_and_plays_on():
    players = _players(("human", "random", "random"))
    state = GAME.new_state(players, 17, SHORT)
    rng = random.Random(4)
    state.opening_events()
    while not (len(state.view(0).central) and state.to_act()[0] == 0):
        seat = state.to_act()[0]
        plays = [p for p in state.legal_plays(seat) if p.action is not Action.PASS]
        state.apply(rng.choice(plays or state.legal_plays(seat)))
    loaded = GAME.load_record(GAME.dump_record(state, players))
    clock = FakeClock()
    session = ss.Session(GAME, loaded.state, loaded.players, (), clock=clock)
    picture = session.picture()
    assert picture.melds and picture.melds[-1].cards == state.view(0).central
    assert picture.visible == {0} and picture.hands[0] == state.hand(0)
    run = drive(session, clock, hold=0.0, human=_human(2), check=_check, seed=4)
    first = run.steps[0][1]
    assert isinstance(first, ss.AskHuman) and first.seat == 0  # nothing shown again first
    assert session.is_over and len(run.over) == 1


def test_in_hot_seat_a_player_who_plays_on_keeps_their_hand_face_up():
    """A play that ends the trick (all others passed, an 8, a set completed) and leads
    the next: the same player decides again with nobody in between. Their hand stays
    face up through the events in between; it was hidden and shown again (a flip down
    and up, with no hand-over to explain it)."""
    session, clock = _session(("human", "human", "random"), seed=3, speed="normal")
    run = drive(session, clock, hold=0.7, human=_human(5), check=_check, seed=6)
    assert session.is_over
    played_on = 0
    last: int | None = None  # who decided last
    between: list[ss.Step] = []  # the steps since
    for _, step in run.steps:
        if isinstance(step, ss.Applied):
            last, between = step.decision.seat, []
        elif isinstance(step, ss.AskHuman):
            if step.seat == last:
                played_on += 1
                assert not any(isinstance(s, ss.Show | ss.Handover) for s in between)
                pictures = [s.picture for s in between if isinstance(s, ss.Publish)]
                assert all(step.seat in p.visible for p in pictures)
            between = []
        else:
            between.append(step)
    assert played_on >= 2, "the seed no longer has a player play on (change it)"
