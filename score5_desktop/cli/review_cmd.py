"""``score5 review FILE --seat N [--seed S] [--json]``: the coach's review of one seat."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from typing import Any

from score5_desktop.cli.record_input import load_record_arg
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


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "review",
        help="review one seat's decisions against the strongest bot",
        description="For each decision of the seat, the strongest bot searches the same "
        "position and both choices are played out on the same sampled worlds: the "
        "difference in final score and win chance (played minus expert, with its "
        "standard error) is what the choice cost. The same seed gives the same review.",
    )
    p.add_argument("file", metavar="FILE", help="the record (JSON); - for standard input")
    p.add_argument("--seat", type=int, required=True, help="the seat to review (0-based)")
    p.add_argument("--seed", type=int, default=0, help="seed of the review (default 0)")
    p.add_argument(
        "--rollouts",
        type=_positive,
        default=REVIEW_ROLLOUTS,
        help=f"the expert's search per decision, in rollouts (default {REVIEW_ROLLOUTS})",
    )
    p.add_argument(
        "--worlds",
        type=_positive,
        default=REVIEW_WORLDS,
        help=f"worlds each comparison plays (default {REVIEW_WORLDS})",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def run(args: argparse.Namespace) -> int:
    loaded = load_record_arg(args.file)
    if loaded is None:
        return 2
    record, replayed = loaded
    if not 0 <= args.seat < record.setup.players:
        print(f"error: there is no seat {args.seat} in this game", file=sys.stderr)
        return 2
    chatty = sys.stderr.isatty()

    def progress(done: int, total: int, _moment: Moment) -> None:
        if chatty:
            print(f"\rreviewed {done}/{total}", end="", file=sys.stderr, flush=True)

    review = review_game(
        replayed,
        args.seat,
        args.seed,
        rollouts=args.rollouts,
        worlds=args.worlds,
        progress=progress,
    )
    if chatty:
        print(file=sys.stderr)
    deck = record.setup.deck
    if args.json:
        print(json.dumps(review_json(review, deck), ensure_ascii=False))
        return 0
    name = record.players[args.seat].name
    print(
        f"Review of {name} (seat {args.seat}) by the {review.level} bot: {review.rollouts} "
        f"rollouts per search, {review.worlds} worlds per comparison, seed {review.seed}."
    )
    print("Costs are played minus expert (negative: the choice cost that much), ± one error.")
    marks = set(review.marks())
    for m in review.moments:
        step = f"round {m.round:2} {_kind(m):<12}"
        played, expert = decision_json(deck, m.played), decision_json(deck, m.expert)
        line = f"{'*' if m.step in marks else ' '} {step} played {_short(played):<24}"
        if m.same:
            print(f"{line} = expert")
            continue
        print(
            f"{line} expert {_short(expert):<24} score {m.score.mean:+6.1f} ± {m.score.error:4.1f}"
            f"  win {100 * m.win.mean:+5.1f} ± {100 * m.win.error:4.1f} pts"
        )
    if marks:
        print("* the costliest moments")
    return 0


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
    """The expert's typed reasons as JSON objects (their unset fields left out)."""
    return [{k: v for k, v in dataclasses.asdict(r).items() if v is not None} for r in reasons]


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
                "reason": reason_json(m.reason),
                "score": {"mean": round(m.score.mean, 2), "error": round(m.score.error, 2)},
                "win": {"mean": round(m.win.mean, 4), "error": round(m.win.error, 4)},
                "worlds": m.worlds,
                "seconds": round(m.seconds, 3),
            }
            for m in review.moments
        ],
    }
