"""A coach after the game: the strongest bot's second opinion on one seat's decisions.

For every decision a seat made (sealed bid, adjustment, pick, the wild), the
strongest level searches the same observation the player had and says what it
would have done. Then both choices, the one played and the expert's, are played
out on the *same* sampled worlds (``determinize``: hidden starting sets, the
face-down pile, the cards behind bid counts), with the same opponent replies and
the same rollout random numbers (common random numbers), so the luck of each
world cancels and only the choice differs. The difference in the seat's final
score and in its wins, averaged over the worlds, is the cost of the choice; the
standard error of that mean says how far to trust it.

The opponents of this round are modelled as the search models them most of the
time (the ``normal`` heuristic in their own seat, reading only their own
observation of the world); the rest of the game is the fast rollout policy
(``fastsim``), which, like the search, treats a bid as final. Only the seat's
information is used, never the hands revealed at the end: a choice is judged by
what the player could know when making it.

Budgets are counts, not seconds, so a review is the same on every machine for a
given seed. Qt-free: the app runs it in a worker process.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from score5_desktop.games.score5.bots.determinize import letter_assignments, sample_world, to_state
from score5_desktop.games.score5.bots.fastsim import (
    RolloutPolicy,
    distribute,
    outcome,
    play_round,
    rollout,
)
from score5_desktop.games.score5.bots.heuristic import NORMAL, HeuristicBot
from score5_desktop.games.score5.bots.levels import available_levels, make_bot
from score5_desktop.games.score5.bots.reasons import Reason
from score5_desktop.games.score5.bots.tables import Tables, tables_for
from score5_desktop.games.score5.rules.cards import Family
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Phase, Pick
from score5_desktop.games.score5.rules.observation import Observation, observe
from score5_desktop.games.score5.rules.record import Replay
from score5_desktop.games.score5.rules.scoring import final_result
from score5_desktop.games.score5.rules.state import GameState

#: The expert's search per decision, in rollouts: about its own 0.8 s of thinking on
#: one core, but the same on any machine.
REVIEW_ROLLOUTS = 3000
#: Worlds on which the played and the expert's choices are compared.
REVIEW_WORLDS = 300
#: A moment is marked costly when it lost at least this much win chance or score,
#: and more than twice its standard error (so noise alone is not marked).
COSTLY_WIN = 0.03
COSTLY_SCORE = 10.0
COSTLY_MARKS = 3


class MomentKind(StrEnum):
    BID = "bid"
    ADJUST = "adjust"
    PICK = "pick"
    WILD = "wild"


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean over sampled worlds and its standard error."""

    mean: float
    error: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Estimate:
        n = len(values)
        if n == 0:
            return cls(0.0, 0.0)
        mean = sum(values) / n
        if n == 1:
            return cls(mean, 0.0)
        var = sum((v - mean) ** 2 for v in values) / (n - 1)
        return cls(mean, math.sqrt(var / n))

    def loss_beyond(self, threshold: float) -> bool:
        """A loss of at least ``threshold`` that is not explained by sampling noise."""
        return -self.mean >= max(threshold, 2 * self.error)


ZERO = Estimate(0.0, 0.0)


@dataclass(frozen=True, slots=True)
class DecisionPoint:
    """One decision of the reviewed seat, with what it could know when making it."""

    step: int  # 1-based index among all the game's decisions (the replay's step)
    round: int
    kind: MomentKind
    adjustment: int  # 1, 2, ... for an adjustment, else 0
    obs: Observation
    played: Decision


@dataclass(frozen=True, slots=True)
class Moment:
    """The review of one decision. Estimates are played minus expert: negative is a cost."""

    step: int
    round: int
    kind: MomentKind
    adjustment: int
    played: Decision
    expert: Decision
    reason: tuple[Reason, ...]  # why the expert chose it (typed); the model layer words it
    score: Estimate  # final score, points
    win: Estimate  # win chance, 0-1
    worlds: int
    seconds: float

    @property
    def same(self) -> bool:
        return self.played == self.expert

    @property
    def costly(self) -> bool:
        return self.win.loss_beyond(COSTLY_WIN) or self.score.loss_beyond(COSTLY_SCORE)


@dataclass(frozen=True, slots=True)
class Review:
    seat: int
    seed: int
    level: str
    rollouts: int
    worlds: int
    moments: tuple[Moment, ...]
    complete: bool  # False when it was cancelled before the last decision

    def marks(self) -> tuple[int, ...]:
        """The steps of the costliest moments, in game order (see ``costly_steps``)."""
        return costly_steps(self.moments)


def costly_steps(moments: Sequence[Moment], limit: int = COSTLY_MARKS) -> tuple[int, ...]:
    """The ``limit`` moments that cost most win chance (then score), among those whose
    cost is clear of sampling noise; in game order."""
    found = [m for m in moments if m.costly]
    found.sort(key=lambda m: (m.win.mean, m.score.mean, m.step))
    return tuple(sorted(m.step for m in found[:limit]))


# -- which decisions --------------------------------------------------------------
def decision_points(replayed: Replay, seat: int) -> list[DecisionPoint]:
    """Every decision ``seat`` made in a replayed game where it had a choice (an empty
    hand's bid and the last card of a distribution are left out)."""
    state = GameState(replayed.state.setup, keep_log=False)
    points = []
    for step, (decision, _events) in enumerate(replayed.steps, start=1):
        if decision[0] == seat and _has_choice(state, seat):
            phase = state.phase
            kind = {
                Phase.BID: MomentKind.BID,
                Phase.ADJUST: MomentKind.ADJUST,
                Phase.PICK: MomentKind.PICK,
            }.get(phase, MomentKind.WILD)
            adjustment = state.adjust_done + 1 if phase is Phase.ADJUST else 0
            rnd = min(state.round + 1, 12)
            points.append(
                DecisionPoint(step, rnd, kind, adjustment, observe(state, seat), decision)
            )
        state.apply(decision)
    return points


def _has_choice(state: GameState, seat: int) -> bool:
    if state.phase is Phase.PICK:
        return state.pool.bit_count() > 1
    if state.phase in (Phase.BID, Phase.ADJUST):
        return state.hands[seat] != 0
    return True


# -- one decision -----------------------------------------------------------------
def moment_seed(seed: int, step: int) -> random.Random:
    """Each decision has its own generator, so a moment's figures do not depend on
    which other moments were reviewed (a cancelled review keeps its numbers)."""
    return random.Random(f"score5-review:{seed}:{step}")


def review_point(
    point: DecisionPoint,
    seed: int,
    rollouts: int = REVIEW_ROLLOUTS,
    worlds: int = REVIEW_WORLDS,
    level: str | None = None,
) -> Moment:
    """The expert's choice at ``point`` and what the played choice changed."""
    started = time.perf_counter()
    rng = moment_seed(seed, point.step)
    expert_bot = make_bot(level or strongest_level(), rng.getrandbits(62), think=rollouts)
    advice = expert_bot.advise(point.obs)
    expert = advice[0]
    if expert == point.played:
        score, win, n = ZERO, ZERO, 0
    else:
        score, win = compare(point.obs, point.played, expert, rng, worlds)
        n = worlds
    return Moment(
        step=point.step,
        round=point.round,
        kind=point.kind,
        adjustment=point.adjustment,
        played=point.played,
        expert=expert,
        reason=advice[1],
        score=score,
        win=win,
        worlds=n,
        seconds=time.perf_counter() - started,
    )


def strongest_level() -> str:
    return available_levels()[-1]


def compare(
    obs: Observation, played: Decision, expert: Decision, rng: random.Random, worlds: int
) -> tuple[Estimate, Estimate]:
    """Score and win differences (played minus expert) over ``worlds`` common worlds."""
    t = tables_for(obs.deck)
    assignments = letter_assignments(obs)
    policy = RolloutPolicy(t, random.Random())
    model = HeuristicBot("normal", NORMAL, rng.getrandbits(62))
    score_diffs: list[float] = []
    win_diffs: list[float] = []
    for _ in range(worlds):
        world = sample_world(obs, t, rng, assignments)
        rollout_seed = rng.getrandbits(32)
        play = _player(obs, world, t, model)
        results = []
        for choice in (played, expert):
            hands = world.hands[:]
            policy.rng.seed(rollout_seed)
            results.append(play(choice, hands, policy))
        (s_played, w_played), (s_expert, w_expert) = results
        score_diffs.append(s_played - s_expert)
        win_diffs.append(w_played - w_expert)
    return Estimate.of(score_diffs), Estimate.of(win_diffs)


Outcome = tuple[int, float]  # the seat's final score, 1.0 if it won
Player = Callable[[Decision, list[int], RolloutPolicy], Outcome]


def _player(obs: Observation, world, t: Tables, model: HeuristicBot) -> Player:
    """How a choice is played out from this decision in one world."""
    me = obs.seat
    rnd = obs.round - 1
    if obs.phase is Phase.WILD:

        def wild(choice: Decision, hands: list[int], _policy: RolloutPolicy) -> Outcome:
            assert isinstance(choice, AssignWild)
            result = final_result(t.deck, hands, (me, Family(choice.family)))
            return result.scores[me], float(result.winner == me)

        return wild
    if obs.phase is Phase.PICK:

        def pick(choice: Decision, hands: list[int], policy: RolloutPolicy) -> Outcome:
            assert isinstance(choice, Pick)
            bit = 1 << choice.card
            hands[me] |= bit
            distribute(t, hands, list(obs.pick_order), obs.pool ^ bit, obs.picks_done + 1)
            rollout(t, hands, world.pile, rnd + 1, policy)
            return _result(t, hands, me)

        return pick
    # A bid or an adjustment: the others' part of this step is fixed per world (what
    # they already put down, else a sensible player's bid in their seat).
    others = list(world.pending)
    state = None
    for seat in range(obs.players):
        if seat != me and others[seat] is None:
            if state is None:
                state = to_state(obs, world)
            others[seat] = model.decide(observe(state, seat))[1]
    card = obs.auction_card
    assert card is not None

    def bid(choice: Decision, hands: list[int], policy: RolloutPolicy) -> Outcome:
        assert isinstance(choice, Bid)
        bids = [b or 0 for b in others]
        bids[me] = choice.cards
        play_round(t, hands, bids, card, t.values)
        rollout(t, hands, world.pile, rnd + 1, policy)
        return _result(t, hands, me)

    return bid


def _result(t: Tables, hands: list[int], me: int) -> Outcome:
    scores, winner = outcome(t, hands)
    return scores[me], float(winner == me)


# -- a whole game -----------------------------------------------------------------
def review_game(
    replayed: Replay,
    seat: int,
    seed: int = 0,
    *,
    rollouts: int = REVIEW_ROLLOUTS,
    worlds: int = REVIEW_WORLDS,
    level: str | None = None,
    progress: Callable[[int, int, Moment], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Review every decision of ``seat``; ``progress(done, total, moment)`` after each,
    and ``cancelled()`` is asked before each (a cancelled review keeps what it has)."""
    if not 0 <= seat < replayed.state.players:
        raise ValueError(f"there is no seat {seat} in this game")
    level = level or strongest_level()
    points = decision_points(replayed, seat)
    moments: list[Moment] = []
    for point in points:
        if cancelled is not None and cancelled():
            break
        moment = review_point(point, seed, rollouts, worlds, level)
        moments.append(moment)
        if progress is not None:
            progress(len(moments), len(points), moment)
    return Review(
        seat=seat,
        seed=seed,
        level=level,
        rollouts=rollouts,
        worlds=worlds,
        moments=tuple(moments),
        complete=len(moments) == len(points),
    )
