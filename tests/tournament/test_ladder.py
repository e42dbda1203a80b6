"""The level ladder: which arenas it plays, how a step is judged, and the command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from score5_desktop.cli.main import main
from score5_desktop.tournament.arena import ArenaResult, LevelSummary
from score5_desktop.tournament.ladder import (
    BELOW_FAIR,
    NOT_SHOWN,
    SHOWN,
    MixedResult,
    mixed_seats,
    out_of_order,
    plan,
    run_ladder,
    step_verdict,
)

LEVELS = ("easy", "normal", "hard", "expert")


def test_plan_has_every_step_for_every_player_count_then_its_mixed_table():
    matchups = plan([2, 3, 4, 5], LEVELS)
    steps = [(m.players, m.upper, m.lower, m.seats) for m in matchups if m.is_step]
    assert steps[:3] == [
        (2, "normal", "easy", ("normal", "easy")),
        (2, "hard", "normal", ("hard", "normal")),
        (2, "expert", "hard", ("expert", "hard")),
    ]
    assert steps[-1] == (5, "expert", "hard", ("expert", "hard", "hard", "hard", "hard"))
    assert len(steps) == 4 * 3
    mixed = [m.seats for m in matchups if not m.is_step]
    # No mixed table for 2 players: hard and expert alone would be the top step again.
    assert mixed == [
        ("normal", "hard", "expert"),
        ("easy", "normal", "hard", "expert"),
        ("easy", "normal", "hard", "expert", "easy"),
    ]
    assert [m.players for m in matchups] == [2] * 3 + [3] * 4 + [4] * 4 + [5] * 4
    assert all(m.is_step for m in plan([3, 4, 5], LEVELS, mixed=False))


def test_mixed_tables_of_two_levels_are_left_out():
    assert mixed_seats(("random", "easy"), 4) == ("random", "easy", "random", "random")
    assert [m.seats for m in plan([4], ("random", "easy"))] == [
        ("easy", "random", "random", "random")
    ]
    assert mixed_seats(LEVELS, 2) == ("hard", "expert")


@pytest.mark.parametrize(
    ("share", "ci95", "fair", "verdict"),
    [
        (0.6, (0.3, 0.8), 0.5, NOT_SHOWN),  # above fair, but not beyond doubt
        (0.5, (0.45, 0.55), 0.5, NOT_SHOWN),  # exactly fair
        (2 / 6, (0.34, 0.9), 1 / 3, NOT_SHOWN),  # the share itself must be above 1/N
        (0.8, (0.25, 0.95), 0.25, NOT_SHOWN),  # lower bound on the fair share
        (0.8, (0.2501, 0.95), 0.25, SHOWN),
        (0.05, (0.01, 0.2), 0.2, NOT_SHOWN),  # upper bound on the fair share
        (0.05, (0.01, 0.1999), 0.2, BELOW_FAIR),
    ],
)
def test_step_verdict_at_its_edges(share, ci95, fair, verdict):
    assert step_verdict(share, ci95, fair) == verdict


def test_an_order_must_rise_strictly():
    assert out_of_order([("easy", 1), ("normal", 2), ("hard", 3)]) is None
    assert out_of_order([("easy", 1), ("normal", 2), ("hard", 2)]) == ("normal", "hard")
    assert out_of_order([("easy", 3), ("normal", 2), ("hard", 1)]) == ("easy", "normal")


def _summary(level: str, seats: int, wins: int, games: int, score: float) -> LevelSummary:
    return LevelSummary(level, seats, games, wins, wins / games, (0.0, 1.0), score, 0.0, 0, 0, 0, 0)


def test_a_mixed_table_compares_wins_per_seat():
    """The weakest level sits twice at a five-player table: four wins from two seats
    are no better than two from one."""
    seats = ("easy", "normal", "hard", "expert", "easy")
    levels = {
        "easy": _summary("easy", 2, 4, 10, 100.0),
        "normal": _summary("normal", 1, 2, 10, 110.0),
        "hard": _summary("hard", 1, 1, 10, 120.0),
        "expert": _summary("expert", 1, 3, 10, 130.0),
    }
    table = MixedResult(LEVELS, ArenaResult(seats, 10, 1.0, levels, 0, []))
    assert table.fair_share("easy") == pytest.approx(0.4)
    assert table.share_out_of_order() == ("easy", "normal")
    assert table.score_out_of_order() is None
    levels["easy"] = _summary("easy", 2, 3, 10, 100.0)
    assert table.share_out_of_order() == ("normal", "hard")


def test_progress_counts_games_over_the_whole_ladder():
    calls: list[tuple[int, int]] = []
    result = run_ladder(
        [2, 3], ("random", "easy"), 2, 5, progress=lambda d, t: calls.append((d, t))
    )
    assert [r.arena.games for r in result.steps] == [2, 3]
    assert calls == [(d, 5) for d in range(1, 6)]


def test_the_ladder_logs_the_games_of_every_arena(tmp_path, capsys):
    log = tmp_path / "ladder.jsonl"
    command = "ladder --players 2 3 --levels random,easy --games 2 --seed 1 --no-mixed --log"
    assert main([*command.split(), str(log)]) == 0
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert sorted(len(g["levels"]) for g in lines) == [2, 2, 3, 3, 3]
    assert all(sorted(set(g["levels"])) == ["easy", "random"] for g in lines)
    assert "easy vs 1 random" in capsys.readouterr().out


def test_ladder_command_prints_every_step(capsys):
    code = main("ladder --players 2 3 --levels random,easy,normal --games 2 --seed 1".split())
    out = capsys.readouterr().out
    assert code == 0
    for step in ("easy vs 1 random", "normal vs 1 easy", "easy vs 2 random", "normal vs 2 easy"):
        assert step in out
    assert "mixed table, 2 players: not played, it would be the normal vs 1 easy step" in out
    assert "mixed table, 3 players: random, easy, normal (3 games)" in out
    assert "wins per seat follow the ladder: " in out
    assert "illegal decisions: 0" in out


def test_ladder_command_json(capsys):
    command = "ladder --players 2 4 --levels random,easy --games 2 --seed 1 --rollouts 4 --json"
    assert main(command.split()) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["levels"] == ["random", "easy"] and data["players"] == [2, 4]
    assert data["rollouts"] == 4 and data["illegal_decisions"] == 0 and data["mixed"] == []
    assert [(s["players"], s["upper"], s["lower"]) for s in data["steps"]] == [
        (2, "easy", "random"),
        (4, "easy", "random"),
    ]
    step = data["steps"][1]
    assert step["fair_share"] == 0.25 and step["games"] == 4
    assert step["verdict"] in (SHOWN, NOT_SHOWN, BELOW_FAIR)
    assert step["ci95"][0] <= step["win_share"] <= step["ci95"][1]
    assert step["arena"]["seats"] == ["easy", "random", "random", "random"]


def test_ladder_command_json_with_a_mixed_table(capsys):
    command = "ladder --players 3 --levels random,easy,normal --games 3 --seed 2 --json"
    assert main(command.split()) == 0
    (table,) = json.loads(capsys.readouterr().out)["mixed"]
    assert table["seats"] == ["random", "easy", "normal"]
    assert sorted(table["levels"]) == ["easy", "normal", "random"]
    assert sum(entry["wins"] for entry in table["levels"].values()) == 3
    assert table["levels"]["easy"]["fair_share"] == pytest.approx(1 / 3, abs=1e-4)
    assert isinstance(table["share_order_follows_ladder"], bool)


@pytest.mark.parametrize(
    "options",
    [
        "--players 6",
        "--players 2 --levels easy",
        "--players 2 --levels easy,random",
        "--players 2 --levels easy,easy",
        "--players 2 --levels easy,wizard",
        "--players 2 --think 1 --rollouts 9",
        "--players 2 --games 0",
    ],
)
def test_ladder_command_refuses_bad_input(options, capsys):
    assert main(f"ladder --games 2 --seed 1 {options}".split()) == 2
    assert "error:" in capsys.readouterr().err


def test_ladder_imports_no_qt():
    code = (
        "import sys, score5_desktop.tournament.ladder, score5_desktop.cli.ladder_cmd; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')]"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
