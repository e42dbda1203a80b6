"""Start-up loads what its first screen shows and no more (issue 46): the table of the
game it offers, not the other game, not a bot, not the replay table or rules viewer.

The app is started for real in a subprocess (``--quit-after-show``, off screen, in an
empty home), so every import the start makes is seen, whatever module makes it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import json, sys
from score5_desktop import app
from score5_desktop.core import registry
code = app.main(["--quit-after-show"])
games = sorted(m for m in sys.modules if m.startswith("score5_desktop.games."))
others = sorted(m for m in sys.modules if m.startswith(("score5_desktop.ui.windows.",
                                                        "score5_desktop.rulebook.")))
print(json.dumps({"code": code, "games": games, "windows": others,
                  "all_games_loaded": registry.all_games.cache_info().currsize}))
"""


def test_the_first_window_loads_only_the_offered_games_table(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SCORE5_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, cwd=ROOT,
        env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert loaded["code"] == 0
    games = loaded["games"]
    assert "score5_desktop.games.score5.qt.table.table_scene" in games  # what it shows
    assert not [m for m in games if m.startswith("score5_desktop.games.five_three_five")]
    # Of SCORE 5's bots, only the reasons (typed values the hint's words are made from).
    bots = [m for m in games if m.startswith("score5_desktop.games.score5.bots.")]
    assert bots == ["score5_desktop.games.score5.bots.reasons"]
    assert "score5_desktop.games.score5.qt.table.replay_table" not in games
    assert "score5_desktop.ui.windows.rules_window" not in loaded["windows"]
    assert "score5_desktop.ui.windows.new_game_dialog" not in loaded["windows"]
    assert "score5_desktop.rulebook.documents" not in loaded["windows"]  # with the viewer
    assert loaded["all_games_loaded"] == 0  # the registry looked up one game, not all
