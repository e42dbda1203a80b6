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

The comparison also notes what each choice brought in this round (did the bid win
the card, what it gave away, which card it took from the winning bid instead), so
the coach can say what the difference bought (``Gain``), besides the bots' typed
reasons for both choices. Worlds are played in batches and sampling stops once the
verdict is clear (``settled``): a choice clearly costly, or clearly not, needs no
more worlds, and two choices that end the same in every world are equal. The
expert's search, too, stops before its budget once its best choice is clear, or
once its two best are as good as each other (``SearchLevel.settle``).

Budgets are counts, not seconds, so a review is the same on every machine for a
given seed, and each decision has its own generator: the decisions are independent,
and ``review_game`` reviews them in several processes at once when asked to, with
the same figures. Qt-free: the app runs it in a worker process.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import partial
from typing import NamedTuple

from score5_desktop.core.coach import ZERO, Estimate, costly_steps, review_seat
from score5_desktop.games.score5.bots.coach_search import COACH_LEVEL, COACH_ROLLOUTS, CoachBot
from score5_desktop.games.score5.bots.determinize import letter_assignments, sample_world, to_state
from score5_desktop.games.score5.bots.explain import describe_bid, describe_pick, describe_wild
from score5_desktop.games.score5.bots.fastsim import (
    RolloutPolicy,
    distribute,
    outcome,
    play_round,
    rollout,
)
from score5_desktop.games.score5.bots.heuristic import NORMAL, HeuristicBot
from score5_desktop.games.score5.bots.levels import available_levels, make_bot
from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.bots.search import SearchBot
from score5_desktop.games.score5.bots.tables import Tables, tables_for
from score5_desktop.games.score5.rules.cards import Family
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Phase, Pick
from score5_desktop.games.score5.rules.observation import Observation, observe
from score5_desktop.games.score5.rules.record import Replay
from score5_desktop.games.score5.rules.scoring import final_result
from score5_desktop.games.score5.rules.state import GameState

#: The expert's search per decision, in rollouts, and the worlds on which the played
#: and the expert's choices are compared, at most. Chosen so that one seat of a
#: four-player game (about 45 decisions) is reviewed while the player looks at the end
#: of the game: about 25 CPU seconds, a quarter of a minute on two cores, where 3,000
#: rollouts and 300 worlds took about 60. The search settles early where its best
#: choice is clear (``SearchLevel.settle``) and most comparisons stop on a clear
#: verdict (``settled``) long before the bound; those that do not are the ones close
#: to the costly threshold, where more worlds change little of what the review says.
REVIEW_ROLLOUTS = COACH_ROLLOUTS
REVIEW_WORLDS = 120
#: A moment is marked costly when it lost at least this much win chance or score,
#: and more than twice its standard error (so noise alone is not marked).
COSTLY_WIN = 0.03
COSTLY_SCORE = 10.0
#: Worlds are compared in batches of this many; after each batch the comparison stops
#: if its verdict is clear (``settled``).
COMPARE_BATCH = 30
#: What a choice brought is told when the two choices differ by at least this share of
#: the worlds (the auction won or not, a card taken from the winning bid) ...
GAIN_SHARE = 0.2
#: ... or by at least this many points of bid cards given away, on average.
GAIN_POINTS = 10


class MomentKind(StrEnum):
    BID = "bid"
    ADJUST = "adjust"
    PICK = "pick"
    WILD = "wild"


def settled(score: Estimate, win: Estimate) -> bool:
    """Whether more worlds could still change what the review says of a choice: its
    cost is clearly above the costly threshold, or clearly below it (or exactly known)."""
    return score.clear_of(COSTLY_SCORE) and win.clear_of(COSTLY_WIN)


class GainKind(StrEnum):
    """What the expert's choice brought that the played one did not (bids); the fields
    each kind fills are in its comment. Shares are of the sampled worlds."""

    WINS_CARD = "wins_card"  # card; share: the expert's bid wins it; other: the played one
    LETS_CARD_GO = "lets_card_go"  # card, share, other: as above, the expert's wins it less
    TAKES_CARD = "takes_card"  # card, share: the expert's choice takes it from the winning bid
    KEEPS_POINTS = "keeps_points"  # amount: points of bid cards it does not give away


@dataclass(frozen=True, slots=True)
class Gain:
    kind: GainKind
    card: str | None = None  # a card id ("green-80")
    share: float | None = None
    other: float | None = None
    amount: int | None = None


@dataclass(frozen=True, slots=True)
class Haul:
    """What one choice brought in this round, over the compared worlds (bids)."""

    won: float  # share of the worlds in which it won the auction card
    spent: float  # mean points of bid cards given away (to win the card)
    took: int  # the card it most often took from another's winning bid (-1: none)
    took_share: float  # share of the worlds in which it took that card


NO_HAUL = Haul(0.0, 0.0, -1, 0.0)


@dataclass(frozen=True, slots=True)
class Comparison:
    """Played minus expert over ``worlds`` common worlds, and what each brought."""

    score: Estimate
    win: Estimate
    worlds: int
    played: Haul
    expert: Haul


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
    played_reason: tuple[Reason, ...] = ()  # the bots' reason for the played choice
    gains: tuple[Gain, ...] = ()  # what the expert's choice brought that the played did not

    @property
    def same(self) -> bool:
        return self.played == self.expert

    @property
    def equal(self) -> bool:
        """Another choice than the expert's that ends the same in every compared world
        (the wild in either of two families that both leave its score as it is)."""
        return not self.same and self.worlds > 0 and self.score == ZERO and self.win == ZERO

    @property
    def costly(self) -> bool:
        return self.win.loss_beyond(COSTLY_WIN) or self.score.loss_beyond(COSTLY_SCORE)

    @property
    def rank(self) -> tuple[float, float]:
        """Costliest first: most win chance lost, then most score (``costly_steps``)."""
        return (self.win.mean, self.score.mean)


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
    expert_seed = rng.getrandbits(62)  # drawn either way: the worlds below stay the same
    if level is None:
        # The coach's one judgement (``coach_search``): the hint's own search, seeded by
        # the position, so a hint that was followed is the review's expert choice.
        expert_bot = CoachBot(rollouts)
    else:
        expert_bot = make_bot(level, expert_seed, think=rollouts)
        if isinstance(expert_bot, SearchBot):
            # The review's budget is a bound: a search whose best choice is clear stops.
            # One shard: at a fixed budget shards run in turn (no time gained), and each
            # would settle on half the evidence.
            expert_bot.config = replace(expert_bot.config, settle=True, cores=1)
    advice = expert_bot.advise(point.obs)
    expert = advice[0]
    gains: tuple[Gain, ...] = ()
    if expert == point.played:
        score, win, n = ZERO, ZERO, 0
    else:
        found = compare(point.obs, point.played, expert, rng, worlds)
        score, win, n = found.score, found.win, found.worlds
        gains = gains_of(point.obs, found)
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
        played_reason=choice_reasons(point.obs, point.played),
        gains=gains,
    )


def choice_reasons(obs: Observation, choice: Decision) -> tuple[Reason, ...]:
    """The bots' typed reason for a choice, as they explain their own (``explain``)."""
    t = tables_for(obs.deck)
    match choice:
        case Bid(cards=mask):
            card = obs.auction_card
            if card is None:
                return ()
            if not mask and t.gain(obs.hand, card) <= 0:
                return (Reason(ReasonKind.NO_GAIN),)
            return describe_bid(t, obs.hand, card, mask, None)
        case Pick(card=card):
            return describe_pick(t, obs.hand, card, None)
        case AssignWild(family=family):
            return _wild_reasons(t, obs.hand, Family(family))
    return ()


def _wild_reasons(t: Tables, hand: int, family: Family) -> tuple[Reason, ...]:
    """What the wild adds in ``family`` (``describe_wild`` tells it for the best one)."""
    if family == t.wild_family(hand):
        return describe_wild(t, hand, family)
    score = final_result(t.deck, [hand], (0, family)).scores[0]
    gain = score - t.score(hand & ~t.wild_bit)
    return (Reason(ReasonKind.WILD_ADDS, amount=gain, family=family),)


def gains_of(obs: Observation, found: Comparison) -> tuple[Gain, ...]:
    """What the expert's bid brought that the played one did not, where it differs
    clearly (picks and the wild say it with their reasons)."""
    if obs.phase not in (Phase.BID, Phase.ADJUST) or obs.auction_card is None:
        return ()
    deck = obs.deck
    card = deck.cards[obs.auction_card].id
    mine, theirs = found.played, found.expert
    gains = []
    if theirs.won - mine.won >= GAIN_SHARE:
        gains.append(Gain(GainKind.WINS_CARD, card=card, share=theirs.won, other=mine.won))
    elif mine.won - theirs.won >= GAIN_SHARE:
        gains.append(Gain(GainKind.LETS_CARD_GO, card=card, share=theirs.won, other=mine.won))
        took = theirs.took
        if took >= 0 and theirs.took_share - _took_share(mine, took) >= GAIN_SHARE:
            gains.append(
                Gain(GainKind.TAKES_CARD, card=deck.cards[took].id, share=theirs.took_share)
            )
    kept = mine.spent - theirs.spent
    if kept >= GAIN_POINTS:
        gains.append(Gain(GainKind.KEEPS_POINTS, amount=round(kept)))
    return tuple(gains)


def _took_share(haul: Haul, card: int) -> float:
    return haul.took_share if haul.took == card else 0.0


def strongest_level() -> str:
    return available_levels()[-1]


def compare(
    obs: Observation, played: Decision, expert: Decision, rng: random.Random, worlds: int
) -> Comparison:
    """Score and win differences (played minus expert) over at most ``worlds`` common
    worlds, fewer once the verdict is clear; and what each choice brought."""
    t = tables_for(obs.deck)
    assignments = letter_assignments(obs)
    policy = RolloutPolicy(t, random.Random())
    model = HeuristicBot("normal", NORMAL, rng.getrandbits(62))
    score_diffs: list[float] = []
    win_diffs: list[float] = []
    rounds: tuple[list[Outcome], list[Outcome]] = ([], [])
    for n in range(1, worlds + 1):
        world = sample_world(obs, t, rng, assignments)
        rollout_seed = rng.getrandbits(32)
        play = _player(obs, world, t, model)
        results = []
        for choice, kept in zip((played, expert), rounds, strict=True):
            hands = world.hands[:]
            policy.rng.seed(rollout_seed)
            result = play(choice, hands, policy)
            kept.append(result)
            results.append(result)
        mine, theirs = results
        score_diffs.append(mine.score - theirs.score)
        win_diffs.append(mine.win - theirs.win)
        if n % COMPARE_BATCH == 0 and settled(Estimate.of(score_diffs), Estimate.of(win_diffs)):
            break
    return Comparison(
        Estimate.of(score_diffs),
        Estimate.of(win_diffs),
        len(score_diffs),
        _haul(rounds[0]),
        _haul(rounds[1]),
    )


class Outcome(NamedTuple):
    """One choice played out in one world."""

    score: int  # the seat's final score
    win: float  # 1.0 if it won the game
    won_card: bool = False  # a bid: it won the auction card
    spent: int = 0  # a bid: points of bid cards it gave away
    took: int = -1  # a bid: the best card it took from another's winning bid


def _haul(outcomes: Sequence[Outcome]) -> Haul:
    n = len(outcomes)
    if n == 0:
        return NO_HAUL
    taken = Counter(o.took for o in outcomes if o.took >= 0)
    took, times = taken.most_common(1)[0] if taken else (-1, 0)
    return Haul(
        won=sum(o.won_card for o in outcomes) / n,
        spent=sum(o.spent for o in outcomes) / n,
        took=took,
        took_share=times / n,
    )


Player = Callable[[Decision, list[int], RolloutPolicy], Outcome]


def _player(obs: Observation, world, t: Tables, model: HeuristicBot) -> Player:
    """How a choice is played out from this decision in one world."""
    me = obs.seat
    rnd = obs.round - 1
    if obs.phase is Phase.WILD:

        def wild(choice: Decision, hands: list[int], _policy: RolloutPolicy) -> Outcome:
            assert isinstance(choice, AssignWild)
            result = final_result(t.deck, hands, (me, Family(choice.family)))
            return Outcome(result.scores[me], float(result.winner == me))

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
    values = t.values

    def bid(choice: Decision, hands: list[int], policy: RolloutPolicy) -> Outcome:
        assert isinstance(choice, Bid)
        bids = [b or 0 for b in others]
        bids[me] = choice.cards
        before = hands[me]
        winner = play_round(t, hands, bids, card, values)
        won = winner == me
        gained = hands[me] & ~before & ~(1 << card)
        took = max(_cards(gained), key=values.__getitem__, default=-1)
        rollout(t, hands, world.pile, rnd + 1, policy)
        score, win, *_ = _result(t, hands, me)
        spent = t.deck.total(choice.cards) if won else 0
        return Outcome(score, win, won, spent, took)

    return bid


def _cards(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _result(t: Tables, hands: list[int], me: int) -> Outcome:
    scores, winner = outcome(t, hands)
    return Outcome(scores[me], float(winner == me))


# -- a whole game -----------------------------------------------------------------
def review_game(
    replayed: Replay,
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
    if not 0 <= seat < replayed.state.players:
        raise ValueError(f"there is no seat {seat} in this game")
    moments, complete = review_seat(
        partial(decision_points, replayed, seat),
        partial(review_point, seed=seed, rollouts=rollouts, worlds=worlds, level=level),
        workers,
        progress,
        cancelled,
    )
    return Review(
        seat=seat,
        seed=seed,
        level=level or COACH_LEVEL,
        rollouts=rollouts,
        worlds=worlds,
        moments=tuple(moments),
        complete=complete,
    )
