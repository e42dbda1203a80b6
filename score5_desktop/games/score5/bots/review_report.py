"""The coach's review of one SCORE 5 seat as the command line prints it (``score5 review``).

``GAME.review_report`` (``core.protocol.Coaches``) calls ``review_report`` here:
the shell's command reads any record and asks its game for the review, so the
SCORE 5 decisions and reasons are put into words and JSON in SCORE 5's own package.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from score5_desktop.core.coach import counted, estimate_json, typed_json
from score5_desktop.games.score5.bots.reasons import Reason
from score5_desktop.games.score5.bots.review import (
    REVIEW_ROLLOUTS,
    REVIEW_WORLDS,
    Moment,
    Review,
    review_game,
)
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Pick
from score5_desktop.games.score5.rules.record import Player, Replay


def review_report(
    replayed: Replay,
    players: Sequence[Player],
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
        replayed,
        seat,
        seed,
        rollouts=REVIEW_ROLLOUTS if rollouts is None else rollouts,
        worlds=REVIEW_WORLDS if worlds is None else worlds,
        workers=workers,
        progress=counted(progress),
    )
    deck = replayed.state.deck
    return review_json(review, deck), review_lines(review, deck, players[seat].name)


def review_lines(review: Review, deck: Deck, name: str) -> list[str]:
    lines = [
        f"Review of {name} (seat {review.seat}) by the {review.level} bot: {review.rollouts} "
        f"rollouts per search, {review.worlds} worlds per comparison, seed {review.seed}.",
        "Costs are played minus expert (negative: the choice cost that much), ± one error.",
    ]
    marks = set(review.marks())
    choices = [
        (_short(decision_json(deck, m.played)), _short(decision_json(deck, m.expert)))
        for m in review.moments
    ]
    # As wide as the longest choice (a bid of many cards), so the columns stay in line.
    width = max((len(text) for pair in choices for text in pair), default=0)
    for m, (played, expert) in zip(review.moments, choices, strict=True):
        step = f"round {m.round:2} {_kind(m):<12}"
        line = f"{'*' if m.step in marks else ' '} {step} played {played:<{width}}"
        if m.same or m.equal:
            lines.append(f"{line} = expert")
            continue
        lines.append(
            f"{line} expert {expert:<{width}} score {m.score.mean:+6.1f} ± {m.score.error:4.1f}"
            f"  win {100 * m.win.mean:+5.1f} ± {100 * m.win.error:4.1f} pts"
        )
    if marks:
        lines.append("* the costliest moments")
    return lines


def _kind(m: Moment) -> str:
    return f"adjust {m.adjustment}" if m.adjustment else str(m.kind)


def _short(decision: dict[str, Any]) -> str:
    if "cards" in decision:
        return ", ".join(decision["cards"]) or "nothing"
    return decision.get("card") or decision.get("family") or ""


def decision_json(deck: Deck, decision: Decision) -> dict[str, Any]:
    if isinstance(decision, Bid):
        return {"cards": list(deck.ids_of(decision.cards))}
    if isinstance(decision, Pick):
        return {"card": deck.cards[decision.card].id}
    assert isinstance(decision, AssignWild)
    return {"family": str(decision.family)}


def reason_json(reasons: tuple[Reason, ...]) -> list[dict[str, Any]]:
    """Typed reasons as JSON objects (their unset fields left out)."""
    return [typed_json(r) for r in reasons]


def review_json(review: Review, deck: Deck) -> dict[str, Any]:
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
                "round": m.round,
                "kind": str(m.kind),
                "adjustment": m.adjustment,
                "played": decision_json(deck, m.played),
                "expert": decision_json(deck, m.expert),
                "same": m.same,
                "equal": m.equal,
                "reason": reason_json(m.reason),
                "played_reason": reason_json(m.played_reason),
                "gains": [typed_json(g) for g in m.gains],
                "score": estimate_json(m.score, 2),
                "win": estimate_json(m.win, 4),
                "worlds": m.worlds,
                "seconds": round(m.seconds, 3),
            }
            for m in review.moments
        ],
    }
