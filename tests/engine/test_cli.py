"""The ``score5`` command line, as docs/records.md specifies it."""

import json
import subprocess
import sys

import pytest

from score5_desktop.cli.main import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_writes_records_that_replay(tmp_path, capsys):
    code, out, _ = run(
        capsys,
        "simulate",
        "--players",
        "3",
        "--seed",
        "5",
        "--games",
        "4",
        "--record-dir",
        str(tmp_path),
        "--json",
    )
    assert code == 0
    summary = json.loads(out)
    assert summary["games"] == 4 and summary["games_per_second"] > 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 4
    for path in files:
        code, out, err = run(capsys, "replay", str(path), "--json")
        assert code == 0, err
        result = json.loads(out)
        assert result["status"] == "finished" and result["to_act"] == []
        assert result["winner"] in range(3)
        assert len(result["scores"]) == len(result["hands"]) == len(result["scoring_cards"]) == 3
        assert set(result["scoring_cards"][0]) == {"green", "red", "yellow", "purple", "blue"}


def test_simulate_is_reproducible(capsys):
    args = ("simulate", "--players", "4", "--seed", "9", "--games", "5", "--json")
    first = json.loads(run(capsys, *args)[1])
    second = json.loads(run(capsys, *args)[1])
    assert first["wins"] == second["wins"] and first["mean_scores"] == second["mean_scores"]


def test_simulate_without_a_seed_picks_one_and_reports_it(capsys):
    # The benchmark command gives no seed; the summary names the one used,
    # so the run can be repeated.
    code, out, _ = run(
        capsys, "simulate", "--players", "4", "--bots", "random", "--games", "3", "--json"
    )
    assert code == 0
    first = json.loads(out)
    assert isinstance(first["seed"], int) and first["games_per_second"] > 0
    again = json.loads(
        run(
            capsys,
            "simulate",
            "--players",
            "4",
            "--games",
            "3",
            "--seed",
            str(first["seed"]),
            "--json",
        )[1]
    )
    assert again["wins"] == first["wins"] and again["mean_scores"] == first["mean_scores"]


def test_replay_in_progress(tmp_path, capsys):
    from score5_desktop.games.score5.rules.deal import new_game
    from score5_desktop.games.score5.rules.decisions import Bid
    from score5_desktop.games.score5.rules.record import Player, dumps

    state = new_game(2, 1)
    state.apply(Bid(0, 0))
    path = tmp_path / "g.json"
    path.write_text(dumps(state, [Player("A"), Player("B")]))
    code, out, _ = run(capsys, "replay", str(path), "--json")
    result = json.loads(out)
    assert code == 0
    assert result["status"] == "in_progress" and result["winner"] is None
    assert result["to_act"] == [1] and result["round"] == 1


@pytest.mark.parametrize("content", [b"", b"{", b"\xff", b'{"format":"score5-record","version":7}'])
def test_bad_record_exit_2_one_line_no_traceback(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert "Traceback" not in err


def test_missing_file(capsys):
    code, _, err = run(capsys, "replay", "/nonexistent/x.json")
    assert code == 2 and err.startswith("error: cannot read")


@pytest.mark.parametrize("argv", [["--help"], ["replay", "--help"], ["simulate", "--help"]])
def test_help(argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 0
    assert "usage:" in capsys.readouterr().out


def test_console_script_runs_as_a_process(tmp_path):
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "score5_desktop.cli.main",
            "simulate",
            "--players",
            "2",
            "--seed",
            "1",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 1
