"""The generic session plays the tests' tiny game (``tests.shell_tiny_game``) as it plays
SCORE 5: every speed on the fake clock, every mix of humans and bots, resuming from a
record, a failed bot's fallback, and hot-seat exposure with no hidden hand or face-down
card in any picture. A subprocess checks that no SCORE 5 module is loaded for it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from score5_desktop.core.players import Player
from score5_desktop.model import session as ss
from tests.model.drive import BOT_PACE, SPEEDS, FakeClock, drive
from tests.shell_tiny_game import Play, TinyPicture, TinyState, install

TINY = install()
MIXES = {
    "bots only": ("random", "high"),
    "one human": ("human", "high"),
    "hot seat": ("human", "human"),
}


def _players(kinds) -> list[Player]:
    return [
        Player(f"H{seat}", "human") if kind == "human" else Player(f"B{seat}", "bot", kind)
        for seat, kind in enumerate(kinds)
    ]


def _session(kinds, seed: int, speed: str = "instant") -> tuple[ss.Session, FakeClock]:
    players = _players(kinds)
    state = TINY.new_state(players, seed, {})
    clock = FakeClock()
    session = ss.Session(
        TINY, state, players, state.opening_events(), bot_pace=BOT_PACE[speed], clock=clock
    )
    return session, clock


def lowest(state: TinyState, seat: int) -> Play:
    return Play(seat, min(state.hands[seat]))


def _check_picture(session: ss.Session, picture: TinyPicture) -> None:
    """What may be in a picture: only the visible seats' hands and face-down cards."""
    shown = {s for s, hand in enumerate(picture.hands) if hand is not None}
    if session.end_shown:
        assert shown == {0, 1}
    elif session.hot_seat:
        assert shown <= {session.deciding}
    elif session.humans:
        assert shown == {session.humans[0]}
    else:
        assert not shown
    assert all(card is None for s, card in enumerate(picture.down) if s not in shown)
    assert sum(picture.sizes) + sum(picture.played) + 2 * sum(picture.tricks) <= 6


def _checking(session: ss.Session, step) -> None:
    if isinstance(step, ss.Publish | ss.Show):
        _check_picture(session, step.picture)


@pytest.mark.parametrize("speed", list(SPEEDS))
@pytest.mark.parametrize("mix", list(MIXES))
def test_a_whole_tiny_game_ends_once_at_every_speed(speed, mix):
    session, clock = _session(MIXES[mix], seed=len(mix) + len(speed))
    run = drive(session, clock, hold=SPEEDS[speed], human=lowest, check=_checking, seed=3)
    assert session.is_over and len(run.over) == 1
    assert isinstance(run.steps[-1][1], ss.GameOver)
    assert run.over[0].outcome == session.state.outcome()
    published = run.of(ss.Publish)
    assert run.over[0].last_event == published[-1].event
    # Every decision's events were shown, in order, and the last picture counts them.
    assert len(run.of(ss.Applied)) == 6 and sum(published[-1].picture.tricks) <= 3
    assert published[-1].picture.tricks == tuple(session.state.tricks)
    loaded = TINY.load_record(session.record_text())
    assert loaded.decisions == tuple(session.state.plays)


def test_a_tiny_game_resumed_from_its_record_goes_on_where_it_stopped():
    session, clock = _session(("human", "high"), seed=5)
    session.begin()
    steps = session.submit(lowest(session.state, 0))
    assert ss.Applied(lowest(TINY.new_state([], 5, {}), 0)) in steps
    loaded = TINY.load_record(session.record_text())
    resumed = ss.Session(TINY, loaded.state, loaded.players, clock=clock)
    assert resumed.picture() == session.picture()
    assert resumed.picture().down[0] is not None  # the human's own card, face down
    asked = next(s for s in resumed.begin() if isinstance(s, ss.AskBots))
    assert set(asked.requests) == {1} and asked.requests[1].seat == 1
    resumed = ss.Session(TINY, loaded.state.copy(), loaded.players, clock=clock)
    run = drive(resumed, clock, hold=0.3, human=lowest, check=_checking)
    assert len(run.over) == 1 and resumed.is_over


@pytest.mark.parametrize(
    ("answer", "error", "kind"),
    [
        (None, "RuntimeError: boom", ss.FailureKind.ERROR),
        ("not a decision", "", ss.FailureKind.NO_DECISION),
        (Play(0, 7), "", ss.FailureKind.ILLEGAL),
        (Play(1, 1), "", ss.FailureKind.ILLEGAL),  # another seat's decision
    ],
)
def test_a_failed_tiny_bot_is_replaced_by_the_games_fallback(answer, error, kind):
    session, _ = _session(("random", "high"), seed=2)
    asked = next(s for s in session.begin() if isinstance(s, ss.AskBots))
    assert set(asked.requests) == {0, 1}
    fallback = session.state.fallback(0)
    steps = session.bot_decided(0, answer, error)
    failed = [s for s in steps if isinstance(s, ss.BotFailed)]
    assert failed == [ss.BotFailed(0, kind, failed[0].detail, fallback)]
    assert session.state.pending[0] == fallback.card


def test_tiny_hot_seat_shows_one_hand_after_the_hand_over_and_plays_the_last_card_alone():
    session, clock = _session(("human", "human"), seed=4)
    steps = session.begin()
    assert steps == [ss.Handover(0)]
    assert session.picture().hands == (None, None) and session.view(0) is None
    steps = session.confirm_handover()
    assert isinstance(steps[0], ss.Show) and steps[0].picture.hands[1] is None
    assert steps[0].picture.hands[0] is not None
    assert steps[1] == ss.AskHuman(0, session.state.view(0))
    steps = session.submit(lowest(session.state, 0))
    # Seat 0's hand and its face-down card leave the picture before seat 1 is called.
    assert isinstance(steps[0], ss.Show)
    assert steps[0].picture.hands == (None, None) and steps[0].picture.down == (None, None)
    # Then the card is put down: the table learns that seat 0 played, not which card.
    published = next(s for s in steps if isinstance(s, ss.Publish))
    assert published.picture.played == (True, False)
    assert published.picture.down == (None, None) and published.event.card is not None
    assert session.consumed()[-1] == ss.Handover(1)
    session, clock = _session(("human", "human"), seed=4)
    run = drive(session, clock, hold=0.0, human=lowest, check=_checking)
    # Two hand-overs in each of the first two tricks; the last card is forced for both.
    assert len(run.of(ss.Handover)) == len(run.of(ss.AskHuman)) == 4
    assert len(run.of(ss.Applied)) == 6 and session.is_over


def test_the_tiny_session_loads_no_score5_module():
    script = (
        "import sys\n"
        "from score5_desktop.core import registry\n"
        "registry.GAME_MODULES = ()\n"
        "from tests.model import test_session_tiny as t\n"
        "for mix in t.MIXES:\n"
        "    t.test_a_whole_tiny_game_ends_once_at_every_speed('fast', mix)\n"
        "t.test_a_tiny_game_resumed_from_its_record_goes_on_where_it_stopped()\n"
        "t.test_tiny_hot_seat_shows_one_hand_after_the_hand_over_and_plays_the_last_card_alone()\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('score5_desktop.games',"
        " 'score5_desktop.engine', 'score5_desktop.ai', 'PySide6')))\n"
        "assert not loaded, loaded\n"
        "assert 'score5_desktop.model.session' in sys.modules\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
