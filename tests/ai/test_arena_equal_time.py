"""``tools/arena_equal_time.py``: the arena run with the expert's share of the budget
given on the command line (matches against the yardstick at equal CPU time)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.levels import make_bot
from tests.script_modules import load_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tool(monkeypatch):
    monkeypatch.setattr(search, "EXPERT", search.EXPERT)  # restored after the test
    return load_script(ROOT / "tools" / "arena_equal_time.py")


def test_the_share_reaches_the_arenas_experts_and_is_printed(tool, capsys):
    before = search.EXPERT
    code = tool.main(
        ["--expert-share", "0.5", "--players", "2", "--seats", "expert,random",
         "--games", "2", "--seed", "3", "--rollouts", "20"]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[0].startswith("expert share 0.5 of the budget: 10 of 20 rollouts")
    assert "2 games, 2 players (expert, random)" in out
    assert search.EXPERT == replace(before, share=0.5)
    assert make_bot("expert", 1, 20)._rollouts == 10


def test_only_the_share_changes(tool):
    level = tool.expert_with_share(0.76)
    assert level.share == 0.76
    assert replace(level, share=search.EXPERT.share) == search.EXPERT


@pytest.mark.parametrize("share", ["0", "1.5", "-0.2"])
def test_a_share_outside_zero_to_one_is_refused(tool, share, capsys):
    with pytest.raises(SystemExit) as exc:
        tool.main(["--expert-share", share, "--players", "2", "--seats", "expert,random",
                   "--games", "2", "--seed", "3", "--rollouts", "20"])  # fmt: skip
    assert exc.value.code == 2
    assert "share must be in (0, 1]" in capsys.readouterr().err
