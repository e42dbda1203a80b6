"""The coach for Five Three Five: the strongest bot's second opinion on one seat's plays.

For every decision a seat made with a choice (a lead, or an answer to the central
meld: overwrite, add or pass), the strongest level searches the seat's own view
and says what it would have played, with its typed reasons. Then both plays are
played out on the *same* sampled worlds: the cards the seat had not seen dealt
at random to the others in their real numbers (``fastplay.sample_hands``, as the
search does), the same rollout random numbers for both plays and the same
shuffles for the deals after this one (common random numbers), so the luck of
each world cancels and only the choice differs. Two measures come out, each
played minus expert with its standard error:

- ``points``: the seat's penalty points at the end of this deal (positive: the
  play cost that many points);
- ``win``: the seat's share of the game won, the rest of the game played out with
  the rollout policy on fresh shuffles (negative: the play cost that chance).
  Later deals are dealt as new shuffles even where two players would play a
  shuffle's second hand: a playout needs a plausible future, not the record's.

Only the seat's view is used, never the hands revealed later. Worlds are played in
batches and the comparison stops once its verdict is clear (``core.coach``).
Budgets are counts, so a review is the same on every machine for a seed, and each
decision has its own generator (a cancelled review keeps its figures; several
processes give the same ones). Qt-free: the app runs it in worker processes.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import partial

from score5_desktop.core.coach import ZERO, Estimate, costly_steps, review_seat
from score5_desktop.core.protocol import Loaded
from score5_desktop.games.five_three_five.bots import judge
from score5_desktop.games.five_three_five.bots.fastplay import Deal, sample_hands
from score5_desktop.games.five_three_five.bots.fastplay import Play as FastPlay
from score5_desktop.games.five_three_five.bots.levels import available_levels, make_bot
from score5_desktop.games.five_three_five.bots.reasons import Reason
from score5_desktop.games.five_three_five.bots.rollout import playout
from score5_desktop.games.five_three_five.bots.situation import Situation, from_view, to_fast
from score5_desktop.games.five_three_five.bots.values import N_VALUES, penalty_of
from score5_desktop.games.five_three_five.rules.cards import setup_for
from score5_desktop.games.five_three_five.rules.decisions import Play
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState
from score5_desktop.games.five_three_five.rules.view import SeatView

#: The expert's search per decision, in playouts (about its own second of thinking).
REVIEW_ROLLOUTS = 1500
#: Worlds on which the played and the expert's plays are compared, at most.
REVIEW_WORLDS = 200
#: Worlds are compared in batches of this many; after each the comparison may stop.
COMPARE_BATCH = 25
#: A moment is costly when it lost at least this many penalty points or this much win
#: chance, and more than twice its standard error (so noise alone is not marked).
COSTLY_POINTS = 2.0
COSTLY_WIN = 0.03
#: A playout of the rest of the game stops after this many deals (every deal adds
#: points to someone, so a game ends long before).
_DEAL_LIMIT = 60


class MomentKind(StrEnum):
    LEAD = "lead"  # the seat began a trick
    ANSWER = "answer"  # the seat answered a central meld (overwrite, add or pass)


@dataclass(frozen=True, slots=True)
class DecisionPoint:
    """One decision of the reviewed seat, with its view when making it."""

    step: int  # 1-based index among all the game's decisions (the replay's step)
    deal: int  # 1-based
    kind: MomentKind
    view: SeatView
    played: Play


@dataclass(frozen=True, slots=True)
class Moment:
    """The review of one decision. ``points`` is played minus expert penalty points
    (positive: a cost); ``win`` played minus expert win chance (negative: a cost)."""

    step: int
    deal: int
    kind: MomentKind
    central: tuple[int, ...]  # the central meld answered (values); () for a lead
    played: Play
    expert: Play
    reason: tuple[Reason, ...]  # why the expert chose it (typed)
    points: Estimate
    win: Estimate
    worlds: int
    seconds: float
    played_reason: tuple[Reason, ...] = ()  # the bots' reasons for the played choice

    @property
    def same(self) -> bool:
        return self.played == self.expert

    @property
    def equal(self) -> bool:
        """Another play than the expert's that ends the same in every compared world."""
        return not self.same and self.worlds > 0 and self.points == ZERO and self.win == ZERO

    @property
    def costly(self) -> bool:
        return self.win.loss_beyond(COSTLY_WIN) or _as_loss(self.points).loss_beyond(COSTLY_POINTS)

    @property
    def rank(self) -> tuple[float, float]:
        """Costliest first: most win chance lost, then most points (``costly_steps``)."""
        return (self.win.mean, -self.points.mean)


def _as_loss(points: Estimate) -> Estimate:
    """Penalty points as a gain (more points is a loss)."""
    return Estimate(-points.mean, points.error)


def settled(points: Estimate, win: Estimate) -> bool:
    """Whether more worlds could still change what the review says of a play."""
    return _as_loss(points).clear_of(COSTLY_POINTS) and win.clear_of(COSTLY_WIN)


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
        """The steps of the costliest moments, in game order."""
        return costly_steps(self.moments)


def strongest_level() -> str:
    return available_levels()[-1]


# -- which decisions --------------------------------------------------------------------
def decision_points(loaded: Loaded, seat: int) -> list[DecisionPoint]:
    """Every decision ``seat`` made in a loaded game where it had more than one legal
    play (a forced pass is left out)."""
    state = loaded.start.copy()
    assert isinstance(state, FiveThreeFiveState)
    points = []
    for step, play in enumerate(loaded.decisions, start=1):
        if play.seat == seat and len(state.legal_plays(seat)) > 1:
            view = state.view(seat)
            kind = MomentKind.LEAD if view.leading else MomentKind.ANSWER
            points.append(DecisionPoint(step, view.deal + 1, kind, view, play))
        state.apply(play)
    return points


# -- one decision -----------------------------------------------------------------------
def moment_seed(seed: int, step: int) -> random.Random:
    """Each decision has its own generator (see the module docstring)."""
    return random.Random(f"five-three-five-review:{seed}:{step}")


def review_point(
    point: DecisionPoint,
    seed: int,
    rollouts: int = REVIEW_ROLLOUTS,
    worlds: int = REVIEW_WORLDS,
    level: str | None = None,
) -> Moment:
    """The expert's play at ``point`` and what the played one changed."""
    started = time.perf_counter()
    rng = moment_seed(seed, point.step)
    expert_bot = make_bot(level or strongest_level(), rng.getrandbits(62), think=rollouts)
    advice = expert_bot.advise(point.view)
    expert = advice.decision
    sit = from_view(point.view)
    points, win, n = ZERO, ZERO, 0
    if expert != point.played:
        points, win, n = compare(point.view, point.played, expert, rng, worlds)
    return Moment(
        step=point.step,
        deal=point.deal,
        kind=point.kind,
        central=point.view.central,
        played=point.played,
        expert=expert,
        reason=tuple(advice.reasons),
        points=points,
        win=win,
        worlds=n,
        seconds=time.perf_counter() - started,
        played_reason=judge.describe(sit, to_fast(point.played), sit.deal.legal()),
    )


def compare(
    view: SeatView, played: Play, expert: Play, rng: random.Random, worlds: int
) -> tuple[Estimate, Estimate, int]:
    """Penalty point and win differences (played minus expert) over at most ``worlds``
    common worlds, fewer once the verdict is clear; and how many were played."""
    sit = from_view(view)
    choices = (to_fast(played), to_fast(expert))
    point_diffs: list[float] = []
    win_diffs: list[float] = []
    play_rng = random.Random()
    for n in range(1, worlds + 1):
        world = sit.deal.copy()
        world.hands = sample_hands(sit.unseen, sit.deal.sizes, sit.me, sit.hand, rng)
        seeds = (rng.getrandbits(32), rng.getrandbits(32))
        (mine_points, mine_win), (their_points, their_win) = (
            _play_out(sit, view, world, choice, seeds, play_rng) for choice in choices
        )
        point_diffs.append(mine_points - their_points)
        win_diffs.append(mine_win - their_win)
        if n % COMPARE_BATCH == 0 and settled(Estimate.of(point_diffs), Estimate.of(win_diffs)):
            break
    return Estimate.of(point_diffs), Estimate.of(win_diffs), len(point_diffs)


def _play_out(
    sit: Situation,
    view: SeatView,
    world: Deal,
    choice: FastPlay,
    seeds: tuple[int, int],
    rng: random.Random,
) -> tuple[int, float]:
    """``choice`` played in ``world``, the deal and then the game played out: the
    seat's penalty points this deal and its share of the game won."""
    me = sit.me
    deal = world.copy()
    deal.apply(choice)
    rng.seed(seeds[0])
    playout(deal, rng)
    points = [0 if s == deal.out else penalty_of(deal.hands[s]) for s in range(deal.n)]
    totals = [t + p for t, p in zip(sit.totals, points, strict=True)]
    rng.seed(seeds[1])  # the same later shuffles for both plays
    share = _game_share(totals, list(deal.sizes), view, rng)[me]
    return points[me], share


def _game_share(
    totals: list[int], sizes: list[int], view: SeatView, rng: random.Random
) -> list[float]:
    """Each seat's share of the win once the game is played out from these totals
    (F8: lowest total, then fewer cards left; equals share), with new deals led by
    the F9 rule and played by the rollout policy."""
    n = len(totals)
    options = view.options
    copies = view.copies
    size = setup_for(n, one_hand=options.hands == 1, big_deal=options.big_deal).hand_size
    leader = view.deal_leader
    deals = 0
    while max(totals) < options.target and deals < _DEAL_LIMIT:
        low = min(totals)
        leader = next(s for s in ((leader + k) % n for k in range(n)) if totals[s] == low)
        deck = [i for i in range(N_VALUES) for _ in range(copies)]
        rng.shuffle(deck)
        hands = []
        for s in range(n):
            hand = [0] * N_VALUES
            for c in deck[s * size : (s + 1) * size]:
                hand[c] += 1
            hands.append(hand)
        deal = Deal(hands, leader, copies, open_pass=options.open_pass, no_limit=options.no_limit)
        playout(deal, rng)
        for s in range(n):
            if s != deal.out:
                totals[s] += penalty_of(deal.hands[s])
        sizes = list(deal.sizes)
        deals += 1
    key = [totals[s] * 100 + sizes[s] for s in range(n)]
    best = min(key)
    winners = [s for s in range(n) if key[s] == best]
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]


# -- a whole game -----------------------------------------------------------------------
def review_game(
    loaded: Loaded,
    seat: int,
    seed: int = 0,
    *,
    rollouts: int = REVIEW_ROLLOUTS,
    worlds: int = REVIEW_WORLDS,
    level: str | None = None,
    workers: int = 1,
    progress: Callable[[int, int, Moment], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Review every decision of ``seat``; ``progress(done, total, moment)`` after each,
    in game order, and ``cancelled()`` is asked before each (a cancelled review keeps
    what it has). ``workers`` processes review decisions at once (the same figures)."""
    if not 0 <= seat < loaded.state.players:
        raise ValueError(f"there is no seat {seat} in this game")
    level = level or strongest_level()
    moments, complete = review_seat(
        partial(decision_points, loaded, seat),
        partial(review_point, seed=seed, rollouts=rollouts, worlds=worlds, level=level),
        workers,
        progress,
        cancelled,
    )
    return Review(
        seat=seat,
        seed=seed,
        level=level,
        rollouts=rollouts,
        worlds=worlds,
        moments=tuple(moments),
        complete=complete,
    )
