"""The session, as plain Python with a fake clock: whole games at every speed and with
every mix of humans and bots, the hand-shake, hot-seat exposure, bot pace and failures,
resuming from a record (issue 11)."""

from __future__ import annotations

import pytest

from score5_desktop.core import registry
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Bid, Options, Phase, Pick
from score5_desktop.games.score5.rules.record import Player, load
from score5_desktop.games.score5.rules.table_picture import TablePicture
from score5_desktop.model import session as ss
from tests.model.drive import BOT_PACE, CONSUMED, SPEEDS, FakeClock, drive
from tests.model.score5_humans import greedy_human, quiet_human

SCORE5 = registry.get("score5")

MIXES = {
    "bots only": ("normal", "easy", "random"),
    "one human": ("human", "normal", "easy", "random"),
    "two humans and a bot": ("human", "normal", "human"),
    "three humans": ("human", "human", "human"),
    "five seats, two humans": ("random", "human", "easy", "human", "normal"),
}


def _players(kinds) -> list[Player]:
    return [
        Player(f"H{seat}", "human") if kind == "human" else Player(f"B{seat}", "bot", kind)
        for seat, kind in enumerate(kinds)
    ]


def _session(kinds, seed: int, speed: str = "instant", adjust: int = 2):
    state = new_game(len(kinds), seed, Options(max_adjust_rounds=adjust))
    clock = FakeClock()
    session = ss.Session(
        SCORE5,
        state,
        _players(kinds),
        state.opening_events(),
        bot_pace=BOT_PACE[speed],
        clock=clock,
    )
    return session, clock


def _drive(session: ss.Session, clock: FakeClock, **how) -> object:
    how.setdefault("human", quiet_human)
    return drive(session, clock, seed=session.state.setup.seed or 0, **how)


class Invariants:
    """Checked after every step: the hand-shake and what may be face up."""

    def __init__(self) -> None:
        self.in_flight = False

    def __call__(self, session: ss.Session, step: ss.Step | str) -> None:
        if step == CONSUMED:
            assert self.in_flight
            self.in_flight = False
            return
        if isinstance(step, ss.Publish):
            assert not self.in_flight, "a second event before the first was shown"
            self.in_flight = True
            self._picture(session, step.picture)
        elif isinstance(step, ss.AskBots | ss.AskHuman | ss.Handover | ss.GameOver):
            assert not session.busy, f"{type(step).__name__} while events are being shown"
        elif isinstance(step, ss.Show):
            self._picture(session, step.picture)
        if isinstance(step, ss.AskHuman):
            assert session.exposed == step.seat
        if isinstance(step, ss.Handover):
            assert session.exposed is None

    @staticmethod
    def _picture(session: ss.Session, picture: TablePicture) -> None:
        shown = picture.visible
        if picture.ended is not None:
            assert shown == set(range(picture.players))
            return
        assert [h is None for h in picture.hands] == [
            s not in shown for s in range(picture.players)
        ]
        if session.hot_seat:
            # Only the human being asked, and only once the hand-over is confirmed; or,
            # between two turns of one player with nobody deciding in between (R11),
            # that player.
            plays_on = session.deciding is None and session.to_act() == (session.at_screen,)
            assert shown <= ({session.at_screen} if plays_on else {session.deciding})
        elif session.humans:
            assert shown == {session.humans[0]}
        else:
            assert not shown
        assert all(b == 0 for s, b in enumerate(picture.own_bids) if s not in shown)


@pytest.mark.parametrize("speed", list(SPEEDS))
@pytest.mark.parametrize("mix", list(MIXES))
def test_a_whole_game_ends_once_with_the_end_shown_last(speed, mix):
    session, clock = _session(MIXES[mix], seed=len(mix) * 31 + len(speed))
    run = _drive(session, clock, hold=SPEEDS[speed], check=Invariants())
    assert session.is_over
    assert len(run.over) == 1, "the end is announced exactly once"
    published = run.of(ss.Publish)
    assert isinstance(published[0].event, ev.CardRevealed)
    assert isinstance(published[-1].event, ev.GameEnded)
    # GameOver is the last step, after the GameEnded event has been shown.
    assert isinstance(run.steps[-1][1], ss.GameOver)
    ended_at = next(
        t for t, s in run.steps if isinstance(s, ss.Publish) and s.event == published[-1].event
    )
    assert run.steps[-1][0] >= ended_at + SPEEDS[speed]
    assert run.over[0].outcome == session.state.outcome()
    assert run.over[0].last_event == session.state.ended_event()
    # The record replays to the events that were published, in order.
    _, replay = load(session.record_text())
    assert list(replay.events) == [p.event for p in published]
    # The picture after the last event agrees with the engine's own.
    assert published[-1].picture.hands == tuple(session.state.hands)


@pytest.mark.parametrize("human_wild", [False, True])
@pytest.mark.parametrize("speed", list(SPEEDS))
def test_the_end_follows_the_wild_whoever_places_it(speed, human_wild):
    session, clock = _session(("human", "normal", "normal", "normal"), seed=1, speed=speed)
    human = greedy_human if human_wild else quiet_human
    run = _drive(session, clock, hold=SPEEDS[speed], human=human)
    last = run.of(ss.Applied)[-1].decision
    assert (run.last_kind == "human") == human_wild, "the seed no longer ends on this seat"
    assert last.__class__.__name__ == "AssignWild"
    assert len(run.over) == 1 and isinstance(run.steps[-1][1], ss.GameOver)


def test_bots_are_asked_only_when_every_event_is_shown_and_keep_their_pace():
    session, clock = _session(("normal", "easy", "random"), seed=5, speed="normal")
    steps = session.begin()
    assert [type(s) for s in steps] == [ss.Publish]
    assert session.thinking == {}  # nobody asked while the first card is being shown
    assert steps[0].picture.hands == (None, None, None)  # bots only: no hand is shown
    steps = session.consumed()
    asked = [s for s in steps if isinstance(s, ss.AskBots)]
    assert asked and set(asked[0].requests) == {0, 1, 2}
    obs = asked[0].requests[0]
    assert obs.seat == 0
    # An answer that comes at once is held for the pace, then applied on tick.
    clock.now = 0.1
    held = session.bot_decided(0, Bid(0, 0))
    assert held == [ss.Wake(pytest.approx(0.35))]
    assert session.state.pending[0] is None
    assert session.bot_decided(0, Bid(0, 0)) == []  # a second answer is stale
    clock.now = 0.45
    applied = session.tick()
    assert isinstance(applied[0], ss.Applied) and session.state.pending[0] == 0


@pytest.mark.parametrize(
    ("answer", "error", "kind"),
    [
        (None, "RuntimeError: boom", ss.FailureKind.ERROR),
        ("not a decision", "", ss.FailureKind.NO_DECISION),
        (Pick(0, 3), "", ss.FailureKind.ILLEGAL),
        (Bid(1, 0), "", ss.FailureKind.ILLEGAL),  # another seat's decision
    ],
)
def test_a_failed_bot_is_reported_and_replaced_by_a_legal_move(answer, error, kind):
    session, _ = _session(("normal", "easy"), seed=2)
    session.begin()
    session.consumed()
    steps = session.bot_decided(0, answer, error)
    failed = [s for s in steps if isinstance(s, ss.BotFailed)]
    assert len(failed) == 1 and failed[0].kind is kind and failed[0].seat == 0
    assert failed[0].move == Bid(0, 0)
    assert session.state.pending[0] == 0


def test_a_human_is_refused_out_of_turn_or_against_the_rules():
    session, _ = _session(("human", "normal"), seed=3, adjust=0)
    session.begin()
    steps = session.consumed()
    asked = [s for s in steps if isinstance(s, ss.AskHuman)]
    assert [(a.seat, a.view.phase) for a in asked] == [(0, Phase.BID)]
    assert session.submit(Bid(1, 0)) == [ss.Refused(not_your_turn=True)]
    not_held = ~session.state.hands[0] & ((1 << 52) - 1)
    assert session.submit(Bid(0, not_held & -not_held)) == [ss.Refused(not_your_turn=False)]
    steps = session.submit(Bid(0, 0))
    assert ss.Applied(Bid(0, 0)) in steps
    assert session.deciding is None


def test_a_sealed_bid_put_down_is_shown_to_its_player_though_nothing_public_happened():
    """With one human, submitting a sealed bid publishes no event (the others still
    think) and changes no exposure; the table still needs the picture with the bid set
    apart in the hand, or it shows the whole hand level until the counts come."""
    session, _ = _session(("human", "normal"), seed=3, adjust=1)
    session.begin()
    session.consumed()
    bid = session.state.hands[0] & -session.state.hands[0]
    steps = session.submit(Bid(0, bid))
    shows = [s for s in steps if isinstance(s, ss.Show)]
    assert [show.picture.own_bids for show in shows] == [(bid, 0)]
    assert steps.index(shows[0]) < steps.index(ss.Applied(Bid(0, bid)))
    assert not any(isinstance(s, ss.Publish) for s in steps)


def test_hot_seat_hides_every_hand_until_the_hand_over_is_confirmed():
    session, _ = _session(("human", "human", "human"), seed=4, adjust=1)
    session.begin()
    steps = session.consumed()
    assert steps == [ss.Handover(0)]
    assert session.picture().hands == (None, None, None) and session.view(0) is None
    steps = session.confirm_handover()
    assert isinstance(steps[0], ss.Show) and steps[0].picture.visible == {0}
    assert steps[1] == ss.AskHuman(0, session.state.view(0))
    assert steps[1].view.phase is Phase.BID
    assert session.confirm_handover() == []  # a second confirmation does nothing
    bid = session.state.hands[0] & -session.state.hands[0]
    assert session.submit(Bid(0, bid))[0] == ss.Show(session.picture())
    # Ann's hand and her secret bid left the screen at once, before Ben is called.
    picture = session.picture()
    assert picture.hands == (None, None, None) and picture.own_bids == (0, 0, 0)
    assert session.handover == 1 and session.view(0) is None


def test_a_game_resumed_from_its_record_goes_on_where_it_stopped():
    session, clock = _session(("human", "normal", "easy"), seed=21)
    session.begin()
    session.consumed()
    session.submit(Bid(0, session.state.hands[0] & 1))
    record, replay = load(session.record_text())
    resumed = ss.Session(SCORE5, replay.state, record.players, clock=clock)
    assert resumed.state.pending == session.state.pending
    assert resumed.picture().known == session.picture().known
    assert resumed.picture().own_bids == session.picture().own_bids
    assert resumed.picture().submitted == session.picture().submitted == (True, False, False)
    steps = resumed.begin()
    asked = next(s for s in steps if isinstance(s, ss.AskBots))
    assert set(asked.requests) == {1, 2}  # the human has already bid this step
    record, replay = load(session.record_text())
    resumed = ss.Session(SCORE5, replay.state, record.players, clock=clock)
    run = _drive(resumed, clock, hold=0.3, check=Invariants())
    assert len(run.over) == 1 and resumed.is_over


def test_a_finished_record_resumed_announces_its_end_and_shows_every_hand():
    session, clock = _session(("normal", "easy"), seed=8)
    _drive(session, clock, hold=0.0)
    record, replay = load(session.record_text())
    resumed = ss.Session(SCORE5, replay.state, record.players)
    steps = resumed.begin()
    assert steps == [ss.GameOver(session.state.outcome(), None)]
    assert resumed.begin() == []
    picture = resumed.picture()
    assert picture.visible == {0, 1} and picture.ended == session.state.ended_event()


def test_a_picture_handed_out_never_changes_afterwards():
    session, clock = _session(("normal", "easy"), seed=9)
    kept: list[tuple[TablePicture, str]] = []

    def keep(_session, step) -> None:
        if isinstance(step, ss.Publish) and len(kept) < 20:
            kept.append((step.picture, repr(step.picture)))

    _drive(session, clock, hold=0.0, check=keep)
    assert len(kept) == 20
    assert all(repr(picture) == then for picture, then in kept)


def test_hot_seat_plays_a_forced_decision_without_a_hand_over():
    """Two humans: every pick is forced (the loser takes the whole bid), so no pick ever
    asks for a hand-over or shows a hand; the bids still do."""
    session, clock = _session(("human", "human"), seed=3, adjust=1)
    run = _drive(session, clock, hold=0.0, human=greedy_human)
    applied = [step.decision for step in run.of(ss.Applied)]
    picks = [d for d in applied if isinstance(d, Pick)]
    assert picks and session.state.is_over
    asked = [step.view.phase for step in run.of(ss.AskHuman)]
    assert Phase.PICK not in asked
    assert len(run.of(ss.Handover)) == len(asked) == len(applied) - len(picks)


def test_hot_seat_asks_for_a_forced_decision_when_told_to():
    session, clock = _session(("human", "human"), seed=3, adjust=1)
    session.auto_forced = False
    run = _drive(session, clock, hold=0.0, human=greedy_human)
    assert Phase.PICK in [step.view.phase for step in run.of(ss.AskHuman)]
    seats = [step.decision.seat for step in run.of(ss.Applied)]
    turns = [seat for i, seat in enumerate(seats) if i == 0 or seats[i - 1] != seat]
    assert len(turns) < len(seats)  # the loser picks its cards one after the other
    assert [step.seat for step in run.of(ss.Handover)] == turns


def test_hot_seat_hands_over_only_when_another_human_takes_the_screen():
    """The human who just decided and decides again (only bots between) stays at the
    screen: no hand-over screen asks them to pass it to themselves."""
    session, clock = _session(("human", "easy", "human"), seed=3, adjust=1)
    session.auto_forced = False
    run = _drive(session, clock, hold=0.0, human=greedy_human)
    humans = [s.decision.seat for s in run.of(ss.Applied) if s.decision.seat != 1]
    turns = [seat for i, seat in enumerate(humans) if i == 0 or humans[i - 1] != seat]
    assert len(turns) < len(humans)
    assert [step.seat for step in run.of(ss.Handover)] == turns
