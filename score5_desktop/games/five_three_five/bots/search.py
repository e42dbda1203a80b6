"""The ``hard`` and ``expert`` levels: determinized Monte Carlo search over plays.

A seat does not see the other hands, but everything else is public: which
cards were played this deal, by whom, who passed on what, how many each seat
holds, how many lie unseen. Each iteration deals the cards I have not seen at
random to the other seats in their real numbers, redrawing a seat's hand that
would not have passed where that seat did (``inference``: one world consistent
with my view and with the passes, as far as the playout policy can tell), then
plays each candidate of mine in that world and the deal on to its
end with the quick ``rollout`` policy for everyone, using the same random
numbers for every candidate (paired comparisons: luck cancels between them).
A candidate's worth is the mean ``rollout.rewards`` (the game's win chances
after the deal, plus a share of its margin). Weak candidates are dropped as
evidence comes in (successive rejects), so the budget goes to the close calls.

Candidates are every legal play, or the ``normal`` judgement's best few when
there are many (passing is always one when it is legal). The budget is wall
time (seconds) or, for reproducible tests and tournaments, a number of
playouts. Levels differ in budget and in deliberate imperfection, never in
what they see.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from score5_desktop.core.search_budget import deadline_stop, rollout_stop
from score5_desktop.games.five_three_five.bots import judge
from score5_desktop.games.five_three_five.bots.fastplay import PASS, Play
from score5_desktop.games.five_three_five.bots.fastplay import sample_hands as blind_hands
from score5_desktop.games.five_three_five.bots.inference import PassNote, sample_hands, view_notes
from score5_desktop.games.five_three_five.bots.random_bot import Advice
from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.bots.rollout import playout, rewards
from score5_desktop.games.five_three_five.bots.situation import Situation, from_view, to_play
from score5_desktop.games.five_three_five.rules.view import SeatView


@dataclass(frozen=True, slots=True)
class SearchLevel:
    """Budget and imperfection of a searching level."""

    seconds: float  # default wall-time budget per decision
    share: float  # of an explicit budget (``think``), the part this level uses
    candidates: int  # most plays searched (by ``normal``'s judgement), the pass on top
    instinct: float = 0.0  # two players: chance to go with ``normal``'s judgement, unsearched
    doubt: float = 1.0  # standard errors by which a play must beat ``normal``'s choice
    crowd_share: float | None = None  # ``share`` at five and six seats, if it differs

    def share_at(self, seats: int) -> float:
        """The part of an explicit budget this level uses at a table of ``seats``."""
        if seats >= 5 and self.crowd_share is not None:
            return self.crowd_share
        return self.share

    def seconds_at(self, seats: int) -> float:
        """The default wall-time budget at a table of ``seats``: ``seconds`` scaled as the
        share is, so that the app's levels stand apart as the ladder's do."""
        return self.seconds * self.share_at(seats) / self.share


# ``think`` (the ladder's --rollouts or --think) is the expert's budget. Hard plays an
# eighth of it (0.1 s in the app against the expert's 0.8 s) at two to four seats and a
# sixty-fourth at five and six (``crowd_share``), where more playouts of the same
# evaluation change few choices and the levels would otherwise not stand apart; it
# considers fewer plays and, at two seats, goes with ``normal``'s judgement unsearched
# three times in ten. The measurements behind each setting: docs/bots-measurements.md.
HARD = SearchLevel(seconds=0.1, share=0.125, candidates=4, instinct=0.3, crowd_share=1 / 64)
EXPERT = SearchLevel(seconds=0.8, share=1.0, candidates=12)


@dataclass(frozen=True, slots=True)
class Found:
    play: Play
    reasons: tuple[Reason, ...]


class Searcher:
    """Chooses a play for a ``Situation`` by sampled playouts (see the module docstring)."""

    def __init__(self, config: SearchLevel, seed: int | None, think: float | int | None) -> None:
        if isinstance(think, bool):
            raise TypeError("think is seconds (float) or playouts (int)")
        self.config = config
        self._rng = random.Random(seed)
        self._think = think

    def choose(
        self, sit: Situation, plays: list[Play], notes: dict[int, list[PassNote]] | None = None
    ) -> Found:
        started = time.perf_counter()
        if len(plays) == 1:
            return Found(plays[0], judge.describe(sit, plays[0], plays))
        worth = judge.scores(sit, plays)
        ranked = sorted(range(len(plays)), key=lambda i: -worth[i])
        config = self.config
        if config.instinct and sit.deal.n == 2 and self._rng.random() < config.instinct:
            best = plays[ranked[0]]
            return Found(best, judge.describe(sit, best, plays))
        if worth[ranked[0]] >= judge.GOES_OUT:
            best = plays[ranked[0]]
            return Found(best, judge.describe(sit, best, plays))
        keep = ranked[: config.candidates]
        keep += [i for i in range(len(plays)) if plays[i][0] == PASS and i not in keep]
        cands = [plays[i] for i in sorted(keep)]
        best, count = self._search(sit, cands, cands.index(plays[ranked[0]]), started, notes)
        reasons = judge.describe(sit, best, plays) + (Reason(ReasonKind.SIM_BEST, count=count),)
        return Found(best, reasons)

    def _stop(self, started: float, seats: int):
        """A function telling, from playouts so far, whether to stop: the level's share
        (at this many ``seats``) of ``think``, or its own seconds when there is no
        ``think``. On wall time it stops when the next world would likely end past the
        deadline."""
        think, config = self._think, self.config
        if isinstance(think, int):
            return rollout_stop(max(1, round(think * config.share_at(seats))))
        seconds = think * config.share_at(seats) if think else config.seconds_at(seats)
        return deadline_stop(started + seconds)

    def _search(
        self,
        sit: Situation,
        cands: list[Play],
        anchor: int,
        started: float,
        notes: dict[int, list[PassNote]] | None,
    ) -> tuple[Play, int]:
        """The best candidate over sampled worlds, and how many worlds were sampled.

        ``anchor`` is ``normal``'s choice: another candidate replaces it only when it
        did better by more than ``config.doubt`` standard errors of the paired
        differences. With few playouts (many players, a small budget) the noise of a
        mean would otherwise overrule a sound judgement; with more, real gains show."""
        rng = self._rng
        me = sit.me
        base = sit.deal
        sizes = base.sizes
        play_rng = random.Random()
        sums = [0.0] * len(cands)
        diffs = [0.0] * len(cands)  # sum of (reward - anchor's reward), world by world
        squares = [0.0] * len(cands)
        alive = list(range(len(cands)))
        stop = self._stop(started, base.n)
        done = count = 0
        got = [0.0] * len(cands)
        while True:
            if notes:
                hands = sample_hands(sit.unseen, sizes, me, sit.hand, notes, rng)
            else:
                hands = blind_hands(sit.unseen, sizes, me, sit.hand, rng)
            world = base.copy()
            world.hands = hands
            seed = rng.getrandbits(32)
            for c in alive:
                d = world.copy()
                d.apply(cands[c])
                play_rng.seed(seed)
                playout(d, play_rng)
                got[c] = rewards(d, sit.totals, sit.target)[me]
                sums[c] += got[c]
                done += 1
            mark = got[anchor]
            for c in alive:
                diff = got[c] - mark
                diffs[c] += diff
                squares[c] += diff * diff
            count += 1
            if stop(done):
                break
            alive = _prune(alive, sums, count, anchor)
        best = max(alive, key=lambda c: sums[c])
        if best != anchor:
            mean = diffs[best] / count
            spread = math.sqrt(max(0.0, squares[best] / count - mean * mean) / count)
            if mean <= self.config.doubt * spread:
                best = anchor
        return cands[best], count


def _prune(alive: list[int], sums: list[float], count: int, anchor: int) -> list[int]:
    """Successive rejects: every 8 worlds, once each candidate has 16, drop the worst
    quarter (never below two, never the anchor)."""
    if len(alive) <= 2 or count < 16 or count % 8:
        return alive
    ranked = sorted(alive, key=lambda c: sums[c], reverse=True)
    keep = max(2, math.ceil(len(ranked) * 0.75))
    kept = ranked[:keep]
    if anchor not in kept:
        kept[-1] = anchor
    return sorted(kept)


class SearchBot:
    """``hard`` or ``expert``: a ``Searcher`` on the seat's view."""

    def __init__(
        self,
        level: str,
        config: SearchLevel,
        seed: int | None = None,
        think: float | int | None = None,
    ) -> None:
        self.level = level
        self._searcher = Searcher(config, seed, think)

    def advise(self, view: SeatView) -> Advice:
        sit = from_view(view)
        notes = view_notes(view)
        found = self._searcher.choose(sit, sit.deal.legal(), notes)
        return Advice(to_play(sit.me, found.play), found.reasons)

    def decide(self, view: SeatView):
        return self.advise(view).decision
