"""``score5 simulate --game five-three-five`` and ``score5 replay FILE --json`` end to end,
as docs/records.md specifies them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from score5_desktop.cli.main import main
from tests.five_three_five.test_records import (
    CORPUS,
    _stop_at_first_deal_end,
    game_doc,
)

SUMMARY_FIELDS = {"status", "deal", "totals", "winners", "hands", "central", "passed", "to_act"}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def simulate(capsys, *extra):
    return run(capsys, "simulate", "--game", "five-three-five", *extra)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_simulate_writes_records_that_replay(tmp_path, capsys, players):
    code, out, err = simulate(
        capsys,
        "--players",
        str(players),
        "--seed",
        "5",
        "--games",
        "3",
        "--record-dir",
        str(tmp_path),
        "--json",
    )
    assert code == 0, err
    summary = json.loads(out)
    assert summary["games"] == 3 and summary["games_per_second"] > 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    for path in files:
        assert json.loads(path.read_text(encoding="utf-8"))["format"] == "five-three-five-record"
        code, out, err = run(capsys, "replay", str(path), "--json")
        assert code == 0, err
        result = json.loads(out)
        assert set(result) == SUMMARY_FIELDS
        assert result["status"] == "finished" and result["to_act"] is None
        assert result["winners"] and set(result["winners"]) <= set(range(players))
        assert len(result["totals"]) == len(result["hands"]) == players
        assert max(result["totals"]) >= 20 and result["central"] == [] == result["passed"]


def test_simulate_is_reproducible_and_takes_levels_per_seat(tmp_path, capsys):
    one, two = tmp_path / "one", tmp_path / "two"
    for folder in (one, two):
        code, _, err = simulate(
            capsys,
            "--players",
            "3",
            "--seed",
            "11",
            "--games",
            "2",
            "--bots",
            "random,random,random",
            "--record-dir",
            str(folder),
        )
        assert code == 0, err
    for path in sorted(one.glob("*.json")):
        assert path.read_bytes() == (two / path.name).read_bytes()


@pytest.mark.parametrize(
    "extra",
    [
        ("--players", "7"),
        ("--players", "1"),
        ("--players", "4", "--bots", "godlike"),
        ("--players", "4", "--bots", "random,random"),
        ("--players", "4", "--games", "0"),
    ],
)
def test_simulate_refuses_bad_arguments_with_one_line(capsys, extra):
    code, out, err = simulate(capsys, *extra)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1


def test_replay_of_a_record_cut_where_a_deal_ended(tmp_path, capsys):
    state, doc = _stop_at_first_deal_end(4, 6)
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["status"] == "in_progress" and result["deal"] == 0
    assert result["winners"] == [] and result["central"] == [] and result["passed"] == []
    assert result["to_act"] == state.deal_leader
    assert sum(len(h) for h in result["hands"]) > 0 and [] in result["hands"]


def test_replay_text_names_the_players(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_doc(3, 4)), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0, err
    assert "Léa" in out


@pytest.mark.parametrize(("kind", "change", "fragments"), CORPUS[::4])
def test_bad_records_exit_2_with_one_error_line(tmp_path, capsys, kind, change, fragments):
    doc = game_doc(4, 3)
    change(doc)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path), "--json")
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert all(fragment in err for fragment in fragments if fragment.isascii()), err


def test_names_with_escapes_never_reach_the_terminal(tmp_path, capsys):
    doc = game_doc(2, 5)
    doc["players"][1]["name"] = "Bo\x1b]0;pwned\x07b"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "\x1b" not in err and "\x07" not in err


def test_replay_refuses_what_is_not_a_regular_small_file(tmp_path, capsys):
    code, _, err = run(capsys, "replay", str(tmp_path), "--json")
    assert code == 2 and err.startswith("error: cannot read")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (1024 * 1024 + 1))
    code, _, err = run(capsys, "replay", str(big), "--json")
    assert code == 2 and err.startswith("error: ")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe"
        os.mkfifo(fifo)
        code, _, err = run(capsys, "replay", str(fifo), "--json")
        assert code == 2 and err.startswith("error: cannot read")


def test_console_script_runs_as_a_process(tmp_path):
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "score5_desktop.cli.main",
            "simulate",
            "--game",
            "five-three-five",
            "--players",
            "5",
            "--seed",
            "1",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 1
