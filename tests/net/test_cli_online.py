"""``score5 serve``, ``host`` and ``join`` as a person runs them, in their own processes."""

from __future__ import annotations

import json
import subprocess
import sys

from score5_desktop.cli.main import main

SCORE5 = [sys.executable, "-m", "score5_desktop.cli.main"]


def test_serve_host_and_join_play_a_table_to_its_end(tmp_path, capsys):
    server = subprocess.Popen(
        [*SCORE5, "serve", "--port", "0", "--data", str(tmp_path / "tables")],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith("serving on ws://127.0.0.1:")
        url = line.split()[-1]
        assert main(["host", url, "--game", "score5", "--players", "9", "--open", "1"]) == 2
        assert "error: the server refused: score5 is for 2 to 5" in capsys.readouterr().err
        assert main(["host", url, "--game", "five-three-five", "--players", "3", "--open", "2",
                     "--option", "target=10", "--json"]) == 0  # fmt: skip
        invite = json.loads(capsys.readouterr().out)["invite"]
        joins = [
            subprocess.Popen(
                [*SCORE5, "join", invite, "--bot", "random", "--name", name, *extra],
                stdout=subprocess.PIPE,
                text=True,
            )
            for name, extra in (
                ("Ann", ["--json"]),
                ("Bob", ["--seat-file", str(tmp_path / "seat")]),
            )
        ]
        outputs = [join.communicate(timeout=60)[0] for join in joins]
        assert main(["join", invite, "--bot", "random"]) == 2  # every open seat is taken
        assert "error: every open seat" in capsys.readouterr().err
    finally:
        server.terminate()
        server.wait(10)
    assert [join.returncode for join in joins] == [0, 0]
    summary = json.loads(outputs[0])
    assert summary["status"] == "finished"
    assert "Ann" in outputs[1] and "Bob" in outputs[1]  # the outcome in words
    assert len((tmp_path / "seat").read_text()) >= 43  # the token kept: 256 bits
    (record,) = (tmp_path / "tables").glob("*/record.json")
    assert main(["replay", str(record), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == summary


def test_join_refuses_an_unknown_bot_level_or_a_malformed_invite(capsys):
    assert main(["join", "ws://127.0.0.1:9/#code", "--bot", "grandmaster"]) == 2
    assert "--bot must be one of" in capsys.readouterr().err
    assert main(["join", "not an invite", "--bot", "random"]) == 2
    assert "an invite looks like" in capsys.readouterr().err
