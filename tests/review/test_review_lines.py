"""``score5 review`` as text: its columns stay in line whatever the plays' lengths
(issue 43: a long bid pushed the expert's choice and the figures out of line)."""

from __future__ import annotations

from score5_desktop.core.coach import Estimate
from score5_desktop.games.five_three_five.bots import review as f35
from score5_desktop.games.five_three_five.bots.review_report import review_lines as f35_lines
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.score5.bots import review as s5
from score5_desktop.games.score5.bots.review_report import review_lines as s5_lines
from score5_desktop.games.score5.rules.decisions import Bid
from score5_desktop.games.score5.rules.record import load
from tests.review.games import known_game

COST = Estimate(-12.5, 3.0)


def _columns(lines: list[str], *labels: str) -> set[tuple[int, ...]]:
    """Where each label starts, on every row of a decision that has them all."""
    rows = [line for line in lines if line[:2] in ("* ", "  ") and all(x in line for x in labels)]
    assert len(rows) >= 2
    return {tuple(line.index(label) for label in labels) for line in rows}


def test_score5_columns_stay_in_line_with_long_bids() -> None:
    deck = load(known_game())[1].state.deck
    short, long = Bid(0, 1 << 3), Bid(0, sum(1 << c for c in range(9)))
    moments = tuple(
        s5.Moment(step, 1, s5.MomentKind.BID, 0, played, expert, (), COST, COST, 30, 0.0)
        for step, (played, expert) in enumerate(
            [(short, long), (long, short), (short, short), (long, long)], start=1
        )
    )
    review = s5.Review(0, 0, "expert", 30, 30, moments, True)
    lines = s5_lines(review, deck, "Ann")
    assert len(_columns(lines, " expert ", " score ", " win ")) == 1
    assert len(_columns(lines, " played ")) == 1
    equal = [line for line in lines if line.endswith("= expert")]
    assert len({line.index("= expert") for line in equal}) == 1


def test_five_three_five_columns_stay_in_line_with_long_plays() -> None:
    short = Play(0, Action.PASS, ())
    long = Play(0, Action.OVERWRITE, (10, 11, 12, 13, 14, 15, 16))
    run = (3, 4, 5, 6, 7, 8, 9)
    moments = tuple(
        f35.Moment(step, deal, kind, central, played, expert, (), COST, COST, 25, 0.0)
        for step, (deal, kind, central, played, expert) in enumerate(
            [
                (1, f35.MomentKind.LEAD, (), short, long),
                (12, f35.MomentKind.ANSWER, run, long, short),
                (2, f35.MomentKind.ANSWER, (5,), short, long),
                (3, f35.MomentKind.LEAD, (), long, long),
            ],
            start=1,
        )
    )
    review = f35.Review(0, 0, "expert", 30, 25, moments, True)
    lines = f35_lines(review, "Léa")
    assert len(_columns(lines, " expert ", " points ", " win ")) == 1
    assert len(_columns(lines, " played ")) == 1
