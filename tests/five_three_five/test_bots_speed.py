"""The bots' timing command prints one line per level and player count."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.bots import speed


def test_speed_reports_each_level_and_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        speed.main(
            ["--levels", "easy,hard", "--players", "2,3", "--decisions", "5", "--think", "8"]
        )
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    rows = [line.split() for line in lines[2:]]
    assert [(r[0], r[1]) for r in rows] == [
        ("easy", "2"),
        ("easy", "3"),
        ("hard", "2"),
        ("hard", "3"),
    ]
    assert all(int(r[2]) >= 5 and float(r[3]) > 0 for r in rows)


def test_speed_refuses_an_unknown_level() -> None:
    with pytest.raises(SystemExit):
        speed.main(["--levels", "grandmaster"])
