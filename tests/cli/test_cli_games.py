"""``score5 simulate|replay|arena|ladder --game ID`` for a game the shell knows only
through the registry: the tests' tiny game, with no SCORE 5 module imported."""

from __future__ import annotations

import json

import pytest

from score5_desktop.cli.main import main
from tests.shell_tiny_game import install


@pytest.fixture(autouse=True)
def tiny():
    return install()


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_writes_records_that_replay(tmp_path, capsys):
    code, out, _ = run(
        capsys, "simulate", "--game", "tiny", "--players", "2", "--seed", "4", "--games", "6",
        "--bots", "random,high", "--record-dir", str(tmp_path), "--json",
    )  # fmt: skip
    assert code == 0
    summary = json.loads(out)
    assert summary["games"] == 6 and summary["games_per_second"] > 0
    assert sum(summary["wins"]) == pytest.approx(6)
    files = sorted(tmp_path.glob("game-*.json"))
    assert [f.name for f in files] == [f"game-{seed}.json" for seed in range(4, 10)]
    tricks = []
    for path in files:
        code, out, err = run(capsys, "replay", str(path), "--json")
        assert code == 0, err
        result = json.loads(out)
        assert result["status"] == "finished" and result["to_act"] == []
        tricks.append(result["tricks"])
        code, out, _ = run(capsys, "replay", str(path))
        assert code == 0 and out.startswith("Finished. Winner: ")
    means = [sum(t[seat] for t in tricks) / 6 for seat in (0, 1)]
    assert [round(m, 2) for m in means] == summary["mean_scores"]


def test_simulate_is_reproducible(capsys):
    args = ("simulate", "--game", "tiny", "--players", "2", "--seed", "9", "--games", "20")
    first = json.loads(run(capsys, *args, "--json")[1])
    second = json.loads(run(capsys, *args, "--json")[1])
    assert first["wins"] == second["wins"] and first["mean_scores"] == second["mean_scores"]


def test_a_record_in_progress_names_who_acts(tmp_path, capsys, tiny):
    from score5_desktop.core.players import Player

    state = tiny.new_state([Player("A"), Player("B")], 1, {})
    state.apply(tiny.make_bot("high").decide(state.view(1)))
    path = tmp_path / "g.json"
    path.write_text(tiny.dump_record(state, [Player("A"), Player("B\x1b[2J")]))
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0 and json.loads(out)["to_act"] == [0]
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and out == "In progress; waiting for: A.\n"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--game", "nope", "--players", "2"], "unknown game 'nope'"),
        (["simulate", "--game", "x" * 5000, "--players", "2"], "unknown game 'xxx"),
        (["simulate", "--game", "tiny", "--players", "3"], "--players must be 2 to 2"),
        (["simulate", "--game", "tiny", "--players", "2", "--bots", "expert"], "unknown bot"),
        (["arena", "--game", "tiny", "--players", "2", "--seats", "random,hard",
          "--games", "2", "--seed", "1"], "unknown bot level 'hard'"),
        (["ladder", "--game", "tiny", "--players", "5", "--games", "2", "--seed", "1"],
         "--players must be 2 to 2"),
    ],
)  # fmt: skip
def test_usage_problems_are_one_line_and_status_2(argv, message, capsys):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith(f"error: {message}") and err.count("\n") == 1
    assert len(err) < 300  # a long value is quoted short


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"\xff",
        b"[" * 100 + b"]" * 100,
        b'{"format":"tiny-record","version":7}',
        b'{"format":"other-record"}',
        json.dumps({"format": "\x1b[31m" + "y" * 100_000}).encode(),
    ],
)
def test_bad_records_exit_2_with_one_bounded_line(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert "\x1b" not in err and len(err) < 500 and "Traceback" not in err


def test_the_size_cap_and_regular_files_hold_for_every_game(tmp_path, capsys):
    big = tmp_path / "big.json"
    big.write_bytes(b'{"format":"tiny-record","pad":"' + b"a" * (1024 * 1024) + b'"}')
    assert run(capsys, "replay", str(big))[2].startswith("error: cannot read")
    assert run(capsys, "replay", str(tmp_path))[2].startswith("error: cannot read")


def test_replay_game_option_refuses_another_games_record(tmp_path, capsys, tiny):
    from score5_desktop.core.players import Player

    path = tmp_path / "g.json"
    path.write_text(tiny.dump_record(tiny.new_state([Player("A"), Player("B")], 1, {}),
                                     [Player("A"), Player("B")]))  # fmt: skip
    assert run(capsys, "replay", str(path), "--game", "tiny")[0] == 0
    code, _, err = run(capsys, "replay", str(path), "--game", "other")
    assert code == 2 and err.startswith("error: the record is a tiny game")


def test_arena_and_ladder_play_the_tiny_game(capsys):
    code, out, _ = run(
        capsys, "arena", "--game", "tiny", "--players", "2", "--seats", "random,high",
        "--games", "40", "--seed", "3", "--json",
    )  # fmt: skip
    assert code == 0
    result = json.loads(out)
    assert result["games"] == 40 and result["illegal_decisions"] == 0
    shares = [level["wins"] for level in result["levels"].values()]
    assert sum(shares) == pytest.approx(40)
    code, out, _ = run(
        capsys, "ladder", "--game", "tiny", "--players", "2", "--levels", "random,high",
        "--games", "10", "--seed", "3", "--json",
    )  # fmt: skip
    assert code == 0
    ladder = json.loads(out)
    assert [(s["lower"], s["upper"]) for s in ladder["steps"]] == [("random", "high")]


def test_registering_a_game_again_adds_it_once(tiny):
    from score5_desktop.core import registry

    install()
    install()
    assert registry.game_ids().count("tiny") == 1
