"""The new-game dialog names no game and no option: every game's name, description,
seat range and options reach it through the game (``Game.min_players``/``max_players``)
and its Qt part (``QT_PART``), SCORE 5's as much as any other's."""

from __future__ import annotations

import re
from pathlib import Path

from score5_desktop.core import registry

DIALOG = Path(__file__).resolve().parents[2] / "score5_desktop/ui/windows/new_game_dialog.py"


def _spelled(game_id: str) -> str:
    """A pattern for ``game_id`` in any spelling, as a whole word: "SCORE 5", "score5"
    and "SCORE5_SEATS" all hold "score5"; "not in your" does not hold "tiny" (a test
    game's id), which squeezing the text to its letters found there."""
    letters = [c for c in game_id.lower() if c.isalnum()]
    return r"(?<![a-z0-9])" + r"[^a-z0-9]*".join(map(re.escape, letters)) + r"(?![a-z0-9])"


def _game_terms(text: str) -> list[str]:
    """Every installed game's id, in any spelling, and option key (quoted, after a dot,
    or as a whole word when it holds an underscore) that ``text`` holds."""
    lowered = text.lower().replace("score5_desktop", "")
    found = [game.id for game in registry.installed() if re.search(_spelled(game.id), lowered)]
    for game in registry.installed():
        for key in game.default_options():
            word = rf"\b{key}\b" if "_" in key else rf"[\"'.]{key}\b"
            if re.search(word, text):
                found.append(key)
    return found


def test_the_check_finds_game_terms():
    assert _game_terms("SCORE5_SEATS = 5\nfrom score5_desktop import x") == ["score5"]
    assert _game_terms('game != "five-three-five"') == ["five-three-five"]
    assert _game_terms('self.tr("SCORE 5")') == ["score5"]
    assert _game_terms('KEY = "max_adjust_rounds"') == ["max_adjust_rounds"]
    assert _game_terms('options["open_pass"]') == ["open_pass"]
    assert _game_terms("from score5_desktop.core import registry  # a target") == []
    assert re.search(_spelled("tiny"), 'GAME_ID = "tiny"')
    assert not re.search(_spelled("tiny"), "kept, but not in your statistics")


def test_the_new_game_dialog_names_no_game_and_no_option():
    assert _game_terms(DIALOG.read_text(encoding="utf-8")) == []
