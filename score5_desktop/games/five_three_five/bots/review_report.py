"""The coach's review of one Five Three Five seat as the command line prints it
(``score5 review FILE``), as one JSON object and as lines of plain text.

``GAME.review_report`` (``core.protocol.Coaches``) calls ``review_report`` here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from score5_desktop.core.coach import counted, estimate_json, typed_json
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Loaded
from score5_desktop.games.five_three_five.bots.reasons import Reason
from score5_desktop.games.five_three_five.bots.review import (
    REVIEW_ROLLOUTS,
    REVIEW_WORLDS,
    Moment,
    Review,
    review_game,
)
from score5_desktop.games.five_three_five.rules.decisions import Action, Play


def review_report(
    loaded: Loaded,
    seat: int,
    seed: int,
    *,
    rollouts: int | None = None,
    worlds: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    workers: int = 1,
) -> tuple[dict[str, Any], list[str]]:
    """The review of ``seat`` as one JSON object and as the lines of text to print."""

    review = review_game(
        loaded,
        seat,
        seed,
        rollouts=REVIEW_ROLLOUTS if rollouts is None else rollouts,
        worlds=REVIEW_WORLDS if worlds is None else worlds,
        workers=workers,
        progress=counted(progress),
    )
    players: Sequence[Player] = loaded.players
    return review_json(review), review_lines(review, players[seat].name)


def review_lines(review: Review, name: str) -> list[str]:
    """``name`` is already safe for a terminal (the command's ``printable``)."""
    lines = [
        f"Review of {name} (seat {review.seat}) by the {review.level} bot: {review.rollouts} "
        f"playouts per search, {review.worlds} worlds per comparison, seed {review.seed}.",
        "Penalty points are played minus expert (positive: the play cost that many), "
        "win chance played minus expert (negative: the play cost that much), ± one error.",
    ]
    marks = set(review.marks())
    # As wide as the longest play or meld answered (a long run): the columns stay in line.
    width = max(
        (len(play_text(p)) for m in review.moments for p in (m.played, m.expert)), default=0
    )
    answered = max((len(_answer(m)) for m in review.moments), default=0)
    for m in review.moments:
        step = f"deal {m.deal:2} {_answer(m):<{answered}}"
        line = f"{'*' if m.step in marks else ' '} {step} played {play_text(m.played):<{width}}"
        if m.same or m.equal:
            lines.append(f"{line} = expert")
            continue
        lines.append(
            f"{line} expert {play_text(m.expert):<{width}} points {m.points.mean:+5.1f} ± "
            f"{m.points.error:3.1f}  win {100 * m.win.mean:+5.1f} ± {100 * m.win.error:4.1f} pts"
        )
    if marks:
        lines.append("* the costliest moments")
    return lines


def _answer(m: Moment) -> str:
    if not m.central:
        return "lead"
    return "to " + "-".join(str(v) for v in m.central)


def play_text(play: Play) -> str:
    """``overwrite 12 12``, ``pass``."""
    if play.action is Action.PASS:
        return "pass"
    return f"{play.action} {' '.join(str(v) for v in play.cards)}"


def play_json(play: Play) -> dict[str, Any]:
    """A play as the record writes it (docs/records.md), without its seat."""
    if play.action is Action.PASS:
        return {"action": "pass"}
    return {"action": str(play.action), "cards": list(play.cards)}


def reason_json(reasons: Sequence[Reason]) -> list[dict[str, Any]]:
    return [typed_json(r) for r in reasons]


def review_json(review: Review) -> dict[str, Any]:
    return {
        "seat": review.seat,
        "seed": review.seed,
        "level": review.level,
        "rollouts": review.rollouts,
        "worlds": review.worlds,
        "complete": review.complete,
        "marks": list(review.marks()),
        "moments": [
            {
                "step": m.step,
                "deal": m.deal,
                "kind": str(m.kind),
                "central": list(m.central),
                "played": play_json(m.played),
                "expert": play_json(m.expert),
                "same": m.same,
                "equal": m.equal,
                "reason": reason_json(m.reason),
                "played_reason": reason_json(m.played_reason),
                "points": estimate_json(m.points, 2),
                "win": estimate_json(m.win, 4),
                "worlds": m.worlds,
                "seconds": round(m.seconds, 3),
            }
            for m in review.moments
        ],
    }
