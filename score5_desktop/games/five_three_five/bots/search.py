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


# ``think`` (the ladder's --rollouts or --think) is the expert's budget; hard uses an
# eighth of it (0.1 s in the app against the expert's 0.8 s) at two to four players and a
# sixty-fourth at five and six (``crowd_share``, the last paragraph), considers fewer
# plays and, at two players, goes with ``normal``'s judgement unsearched three times in
# ten. With
# a quarter, the expert's edge at four players was too small to show (28.3% of 60
# games against three hard bots at 400 playouts, fair share 25%); with an eighth it
# won 33.1% of 160 (Wilson 95% 26.3-40.7%). At the app's own budgets on a loaded
# machine (load 4-8 on two cores) hard beat three normal bots clearly (48.8% of 80,
# 38.1-59.5%), but the expert's edge over hard was still not shown at four players
# (29.2% of 72) nor at six (19.4% of 72, fair 16.7%), and at six hard did not show
# itself above normal (19.6% of 84): more playouts of this policy buy little there,
# and a view held no play history (only this trick's passes) to infer hands from.
# With the deal's history and worlds that agree with the passes (``inference``),
# hard beat five normal bots in 29.8% of 240 games at 300 playouts a decision
# (24.4-35.9%), against 24.2% (19.2-30.0%) on the same deals without. The worlds
# cost playouts (per CPU second, same positions: 8,823 to 8,592 at two players,
# 4,367 to 3,725 at four, 3,779 to 2,643 at six). At the app's budgets on a
# machine loaded 8-15 on two cores, hard had a median of 8 worlds a decision at
# six players; there hard beat five normal bots in 22.2% of 144 games
# (16.2-29.7%) and the expert five hard bots in 20.1% (14.4-27.4%): better than
# before, still not shown above 16.7%. At four players both steps now show: hard
# over three normal bots 33.3% of 144 (26.2-41.4%), the expert over three hard
# bots 36.1% of 144 (28.7-44.2%, fair share 25%).
# With instinct at every player count, hard
# fell to normal's level at six players (16.7% of 180 games against five normal bots,
# fair share 16.7%): there the search gains least and a third of its decisions were
# unsearched. At two players the instinct keeps the expert measurably ahead: without
# it, at 400 playouts, the expert won 57.5% of 80 games against hard.
# Why the expert's eight-fold budget buys little at six players: the search has
# already settled at hard's budget. Over 50 six-player positions
# (``tools/f35_search_probe.py``), two runs of hard at 300 playouts with different
# seeds chose the same play 92% of the time, the expert at 2,400 96% (98% with four
# candidates); more playouts of the same evaluation move few choices, so only a
# better evaluation can open the gap. One was tried and dropped: at five and six
# players, the expert looking ahead at its own next turn in each playout (the
# policy's three best plays there, the best counting, each branch paid as a playout)
# on six candidates won 13.9% of 72 games against five hard bots at 2,400 playouts
# (7.7-23.7%), against 12.5% (6.7-22.1%) without, on the same deals (seed 7100).
# What a playout scores is not the weak point either. Games of normal bots
# (``tools/f35_win_calibration.py``, 2,000 at six players) fit the chance to win
# from the totals after a deal best at a temperature of 3 at six players (3.5 at
# five, 4 at four), not the 6 of ``rewards``; yet the expert scoring with 3 at five
# and six players chose as before in all of 70 six-player positions, and won 13.9%
# of 72 games against five hard bots (7.7-23.7%, seed 7100, 2,400 playouts; 12.5%
# without): the candidates' order hardly depends on how a deal's totals are
# weighed. Reading the others' leads, overwrites and adds as well as their passes
# (a hand is redrawn when the policy rates another play 0.5 above the one made)
# brought the sampled hands a little closer to the true ones (42% of a hand's
# cards right against 39%) but changed 4 of 80 choices, and matched the choice the
# expert makes when it sees every hand no more often (46 of 80, against 47).
# Seeing every hand is what would open the gap: with the true deal as its every
# world (``tools/f35_seer_ladder.py``) the expert changes 41% of its choices at six
# players (80 positions), and won 22.2% of the same 72 games (14.2-33.1%, seed
# 7100) against the 12.5% above, and 33.3% of 72 more (23.5-44.8%, seed 7200):
# 27.8% of 144 (21.1-35.6%), the step shown. So the next lever is a much sharper
# reading of the others' hands than the playout policy's (it makes hard's play 77%
# of the time in games of hard bots, normal's judgement 79%, too loose a model to
# read plays by). The plain expert on seed 7200 won 16.7% of 72 (9.8-26.9%): with
# seed 7100's 12.5%, 14.6% of 144 (9.7-21.3%) against the seer's 27.8%.
# Reading every choice softly was tried next and dropped (commit 2cb22f4 holds
# ``reading.py``, its tests and ``tools/f35_reading_probe.py``): each other seat's
# hand kept from 16 draws in proportion to the chance that the playout policy
# (a softmax at 0.08 on its values, 10% uniform slips) makes every play and pass
# that seat made this deal. Over 82 six-player positions of hard bots it put
# 48.2% of the others' cards in the right hand (passes only 46.0%, blind 44.8%;
# temperatures 0.03-0.3 and 8-32 draws all gave 47.8-48.8%), changed 2 of 41 of
# the expert's choices at 2,400 playouts (agreeing with the search that sees
# every hand in 22, against 21), cost 3.6 CPU ms a world (more than the world's
# playouts: a ladder game took over twice the CPU), and won 6 of the first 37
# games against five hard bots on seed 7200 (16.2%, 7.7-31.1%), against 7 of the
# same 37 without (18.9%, 9.5-34.2%): nothing shown, so the expert reads passes
# only. Read through this model, hard's plays say little more than its passes.
# Cheap settings of the expert did not help either. Over 80 six-player positions of
# hard bots (``tools/f35_seer_agreement.py``), the plain expert chose as the search
# that sees every hand in 42 (44 with another seed), with ``doubt`` 2 in 42, 3 in 43,
# six candidates in 42 (with doubt 2, 42), pruning half every 4 worlds in 43, no
# pruning in 44: nothing beyond the seed's own noise.
# So at five and six seats hard now thinks less (``crowd_share``); two to four seats
# are unchanged. This spaces the levels so that the ladder's step can show; the expert
# itself is no stronger for it. At six players, 72 games on each of seeds 7100 and
# 7200, --rollouts 2400 (hard's share of it, against five normal / the expert against
# five hard):
#   1/8 (before): 46 of 144, 31.9% (24.9-39.9) / 21 of 144, 14.6% (9.7-21.3)
#   1/32: 35 of 144, 24.3% (18.0-31.9) / 11 of 72 on seed 7100, 15.3% (8.8-25.3)
#         (seed 7200 stopped early: it needed 22 of 72 there to show the step)
#   1/64: 35 of 144, 24.3% (18.0-31.9) / 33 of 144, 22.9% (16.8-30.4): both shown,
#         the second by a hair (17 of 72 on seed 7100, 16 of 72 on 7200).
# From 1/32 to 1/64 hard kept its share against normal (its search keeps normal's
# choice unless another play does clearly better) while the expert's share against
# it rose on seed 7100 from 11 to 17 of 72. On a fresh seed (7300, 48 games, chosen
# after the share) the expert won 30.2% (19.1-44.3), shown on its own (the three
# seeds: 47.5 of 192, 24.7%, 19.2-31.3; a tied win counts a half); at five
# players hard won 33.3% of 60 against four normal bots (22.7-45.9, seed 7100, fair
# share 20%). On 50 positions (``tools/f35_search_probe.py``) hard and
# the expert chose alike in 88% at an eighth, 80% at 1/32. In the app hard's seconds
# shrink alike (``seconds_at``): 0.0125 s at five and six seats, a median of 36
# playouts a decision at six (the expert's 0.8 s: 3,118), measured at load 1.6-1.9
# on two cores (``tools/f35_app_budget.py``).
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
