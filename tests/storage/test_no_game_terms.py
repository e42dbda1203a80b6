"""The storage layer names no game's terms: SCORE 5's own history columns (its
families and table option) and its record's fields come from the game, through
``core.protocol.LegacyHistory`` and the registry."""

from __future__ import annotations

import re
from pathlib import Path

STORAGE = Path(__file__).resolve().parents[2] / "score5_desktop" / "storage"
#: SCORE 5's words: its families, its wild and auction, its bids, its table option and
#: the fields of its record. "bidirectional" (a kind of control character) is no bid.
TERMS = re.compile(
    r"famil|wild|auction|\bbids?\b|max_adjust|starting_sets|\bpile\b|green|purple",
    re.IGNORECASE,
)
#: Still SCORE 5's: the new-game setup the settings remember for the default game
#: (``NewGameSetup.max_adjust_rounds``), which the new-game dialog and main window build.
NOT_YET = {"settings.py"}


def test_storage_names_no_score5_term():
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in sorted(STORAGE.glob("*.py"))
        if path.name not in NOT_YET
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if TERMS.search(line)
    ]
    assert found == []
