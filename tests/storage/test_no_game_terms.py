"""The storage layer names no game's terms: SCORE 5's own history columns (its
families and table option) and its record's fields come from the game, through
``core.protocol.LegacyHistory`` and the registry. The main window starts a game with
the options the new-game setup holds, naming none of them."""

from __future__ import annotations

import re
from pathlib import Path

from score5_desktop.core import registry

PACKAGE = Path(__file__).resolve().parents[2] / "score5_desktop"
STORAGE = PACKAGE / "storage"
MAIN_WINDOW = PACKAGE / "ui" / "windows" / "main_window.py"
#: SCORE 5's words: its families, its wild and auction, its bids, its table option and
#: the fields of its record. "bidirectional" (a kind of control character) is no bid.
TERMS = re.compile(
    r"famil|wild|auction|\bbids?\b|max_adjust|starting_sets|\bpile\b|green|purple",
    re.IGNORECASE,
)


def _lines(path: Path) -> list[tuple[int, str]]:
    return list(enumerate(path.read_text(encoding="utf-8").splitlines(), 1))


def test_storage_names_no_score5_term():
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in sorted(STORAGE.glob("*.py"))
        for number, line in _lines(path)
        if TERMS.search(line)
    ]
    assert found == []


def test_storage_and_the_main_window_name_no_game_option():
    """Every installed game's option names, as each game declares them, used as a key
    (quoted) or an attribute (after a dot); plain words such as "target" are free."""
    names = {name for game in registry.installed() for name in game.default_options()}
    assert "max_adjust_rounds" in names  # the game's declaration is what is checked
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in [*sorted(STORAGE.glob("*.py")), MAIN_WINDOW]
        for number, line in _lines(path)
        for name in names
        if re.search(rf"[\"'.]{name}\b", line)
    ]
    assert found == []
