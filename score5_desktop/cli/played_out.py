"""The review's estimate of a choice set beside the real position played out.

The coach's review judges a choice on worlds it samples from what the seat could know,
with the rest of the game played by a fast model (``core.coach``; each game's
``review_point``). This checks those figures against play itself: from the real
position of a reviewed decision (the true hands), each of the two choices (the one
played and the review's expert one) is applied and the game played to its end ``n``
times, every seat then playing ``others``, each playout's bots seeded alike for both
choices so only the choice differs. Played minus expert, as the review reports it: the
seat's final total (where the moment has one: ``score``, or ``points`` for a game whose
totals are penalties) and its share of the win.

A single true deal is not the review's sampled worlds, and the bots that play it out
are not the review's model: the two figures agree where the review's model of the rest
of the game is sound, which is what this measures over many positions. Qt-free.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from score5_desktop.core.coach import Estimate
from score5_desktop.core.protocol import Game, Loaded
from score5_desktop.tournament.match import play_game, share_wins


@dataclass(frozen=True, slots=True)
class PlayedOut:
    """One position: the review's estimates and the played-out ones (played minus expert)."""

    step: int
    review_total: Estimate | None  # None: the moment has no total
    review_win: Estimate
    total: Estimate
    win: Estimate

    @property
    def total_agrees(self) -> bool:
        """The two totals differ by less than twice their combined standard error."""
        if self.review_total is None:
            return True
        return _within(self.review_total, self.total)

    @property
    def win_agrees(self) -> bool:
        return _within(self.review_win, self.win)


def _within(a: Estimate, b: Estimate) -> bool:
    return abs(a.mean - b.mean) <= 2 * math.hypot(a.error, b.error)


def _review_total(moment: Any) -> Estimate | None:
    for name in ("score", "points"):
        found = getattr(moment, name, None)
        if isinstance(found, Estimate):
            return found
    return None


def state_before(loaded: Loaded, step: int):
    """The real game's state before its ``step``-th decision (1-based)."""
    state = loaded.start.copy()
    for decision in loaded.decisions[: step - 1]:
        state.apply(decision)
    return state


def compare_played_out(game: Game, loaded: Loaded, moment: Any, n: int, others: str) -> PlayedOut:
    """``moment``'s two choices played out ``n`` times each from the real position."""
    before = state_before(loaded, moment.step)
    seat = loaded.decisions[moment.step - 1].seat
    players = len(loaded.players)
    totals: list[float] = []
    wins: list[float] = []
    for i in range(n):
        ends = []
        for choice in (moment.played, moment.expert):
            state = before.copy()
            state.apply(choice)
            bots = [game.make_bot(others, 7919 * i + s) for s in range(players)]
            outcome = play_game(state, bots)
            ends.append((outcome.totals[seat], float(share_wins(outcome)[seat])))
        (mine, my_win), (theirs, their_win) = ends
        totals.append(mine - theirs)
        wins.append(my_win - their_win)
    return PlayedOut(
        moment.step, _review_total(moment), moment.win, Estimate.of(totals), Estimate.of(wins)
    )


def played_out_summary(found: Sequence[PlayedOut]) -> dict[str, Any]:
    """How far the review and the played-out figures agree, over ``found``: the share
    within twice their combined error, the share of the same sign where either is
    clear of its error, the mean absolute gap, and the correlation of the means."""
    if not found:
        return {"positions": 0}
    with_total = [p for p in found if p.review_total is not None]
    summary: dict[str, Any] = {
        "positions": len(found),
        "win_within_error": round(sum(p.win_agrees for p in found) / len(found), 3),
        "win_mean_gap": round(
            sum(abs(p.review_win.mean - p.win.mean) for p in found) / len(found), 4
        ),
        "win_correlation": _correlation(
            [p.review_win.mean for p in found], [p.win.mean for p in found]
        ),
    }
    if with_total:
        review = [p.review_total.mean for p in with_total if p.review_total is not None]
        played = [p.total.mean for p in with_total]
        clear = [
            (r, p.total.mean)
            for p in with_total
            if p.review_total is not None
            and (r := p.review_total.mean) is not None
            and (abs(r) > 2 * p.review_total.error or abs(p.total.mean) > 2 * p.total.error)
        ]
        summary |= {
            "total_within_error": round(
                sum(p.total_agrees for p in with_total) / len(with_total), 3
            ),
            "total_mean_gap": round(
                sum(abs(r - q) for r, q in zip(review, played, strict=True)) / len(review), 2
            ),
            "total_correlation": _correlation(review, played),
            "total_same_sign": round(sum((r > 0) == (q > 0) for r, q in clear) / len(clear), 3)
            if clear
            else None,
            "total_clear_positions": len(clear),
        }
    return summary


def _correlation(xs: Sequence[float], ys: Sequence[float]) -> float | None:
    n = len(xs)
    if n < 3:
        return None
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx == 0 or syy == 0:
        return None
    return round(sxy / math.sqrt(sxx * syy), 3)


def played_out_text(summary: dict[str, Any]) -> str:
    """The summary as the command prints it."""
    lines = [f"  played out: {summary['positions']} positions, each choice from the real hands"]
    if "total_within_error" in summary:
        lines.append(
            f"    final total: within twice the combined error in "
            f"{summary['total_within_error']:.0%}; mean gap {summary['total_mean_gap']} points; "
            f"correlation {summary['total_correlation']}; same sign where either is clear "
            f"{summary['total_same_sign']} of {summary['total_clear_positions']}"
        )
    lines.append(
        f"    win chance: within twice the combined error in {summary['win_within_error']:.0%}; "
        f"mean gap {summary['win_mean_gap']:.2%}; correlation {summary['win_correlation']}"
    )
    return "\n".join(lines)
