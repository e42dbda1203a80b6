"""The arena: duplicate scheduling, statistics and the command line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from score5_desktop.cli.main import main
from score5_desktop.tournament.arena import percentile, run_arena, tasks_for, wilson_interval


def test_wilson_interval_known_values():
    low, high = wilson_interval(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(10, 10)
    assert low == pytest.approx(0.7225, abs=1e-4) and high == pytest.approx(1.0)
    low, high = wilson_interval(180, 400)
    assert low == pytest.approx(0.40195, abs=1e-4) and high == pytest.approx(0.49900, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_percentile():
    assert percentile([], 95) == 0.0
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 50) == 3.0
    assert percentile(list(range(101)), 95) == pytest.approx(95.0)


def test_every_deal_is_played_in_every_rotation():
    tasks = tasks_for(["expert", "normal", "normal"], 7, 5, None)
    assert len(tasks) == 9  # rounded up to whole deals
    for deal_seed in (5, 6, 7):
        rotations = [t.levels for t in tasks if t.deal_seed == deal_seed]
        assert sorted(r.index("expert") for r in rotations) == [0, 1, 2]


def test_small_arena_run():
    result = run_arena(["hard", "normal"], 4, 3, think=16, jobs=1)
    assert result.games == 4 and not result.illegal
    assert sum(s.wins for s in result.levels.values()) == 4
    for s in result.levels.values():
        assert 0 <= s.ci95[0] <= s.win_share <= s.ci95[1] <= 1
        assert s.decisions > 0 and s.decision_p50 <= s.decision_p95


def test_arena_command_json(capsys):
    code = main(
        "arena --players 3 --seats normal,easy,random --games 6 --seed 1 --jobs 2 --json".split()
    )
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6
    for level in ("normal", "easy", "random"):
        entry = data["levels"][level]
        for key in ("win_share", "ci95", "mean_score", "decision_p50", "decision_p95"):
            assert key in entry


def test_arena_command_refuses_bad_input(capsys):
    assert main("arena --players 2 --seats normal --games 2 --seed 1".split()) == 2
    assert "error:" in capsys.readouterr().err
    assert main("arena --players 2 --seats normal,wizard --games 2 --seed 1".split()) == 2
    both = "arena --players 2 --seats hard,normal --games 2 --seed 1 --think 1 --rollouts 9"
    assert main(both.split()) == 2


def test_arena_command_with_a_fixed_number_of_rollouts(capsys):
    """``--rollouts`` makes the searching levels deterministic: two runs agree."""
    command = "arena --players 2 --seats hard,expert --games 2 --seed 3 --rollouts 16 --json"
    runs = []
    for _ in range(2):
        assert main(command.split()) == 0
        data = json.loads(capsys.readouterr().out)
        runs.append({k: v["wins"] for k, v in data["levels"].items()})
    assert runs[0] == runs[1] and sum(runs[0].values()) == 2


def test_the_game_log_has_every_game_and_agrees_with_the_table(tmp_path, capsys):
    """``--log``: a line per game, written as it finishes; its wins add up to the
    table's, and each line names its deal, rotation and seats so runs can be paired."""
    log = tmp_path / "games.jsonl"
    command = "arena --players 3 --seats normal,easy,random --games 6 --seed 4 --jobs 2 --json"
    assert main([*command.split(), "--log", str(log)]) == 0
    data = json.loads(capsys.readouterr().out)
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert sorted((g["deal"], g["rotation"]) for g in lines) == [
        (d, r) for d in (4, 5) for r in range(3)
    ]
    for level in ("normal", "easy", "random"):
        won = sum(g["wins"][g["levels"].index(level)] for g in lines)
        assert won == data["levels"][level]["wins"]
    game = lines[0]
    assert sorted(game["levels"]) == ["easy", "normal", "random"] and game["illegal"] is None
    assert len(game["scores"]) == len(game["margins"]) == len(game["decisions"]) == 3
    assert sum(game["wins"]) == 1 and min(game["decisions"]) > 0
    assert game["think"] == [None, None, None]  # every level's default


def test_the_game_log_never_overwrites_a_file(tmp_path, capsys):
    """An earlier run's log is kept: the command refuses before playing any game."""
    log = tmp_path / "games.jsonl"
    log.write_text("earlier run\n", encoding="utf-8")
    command = "arena --players 2 --seats normal,random --games 2 --seed 1 --log"
    assert main([*command.split(), str(log)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert log.read_text(encoding="utf-8") == "earlier run\n"
    missing = tmp_path / "no" / "such" / "dir.jsonl"
    assert main([*command.split(), str(missing)]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_arena_report(tmp_path, capsys):
    code = main(
        f"arena --players 2 --seats normal,random --games 2 --seed 1 --report {tmp_path}".split()
    )
    assert code == 0
    assert "| normal |" in (tmp_path / "arena.md").read_text(encoding="utf-8")
    assert (tmp_path / "arena.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bots_and_arena_import_no_qt():
    code = (
        "import sys, score5_desktop.tournament.arena, score5_desktop.games.score5.bots.search, "
        "score5_desktop.games.score5.bots.levels, score5_desktop.cli.arena_cmd; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')]"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
