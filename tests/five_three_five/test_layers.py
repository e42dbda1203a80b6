"""Five Three Five's layers look down only: its rules import the core and themselves, its
bots the rules too; neither imports Qt, the shell or another game."""

from __future__ import annotations

from pathlib import Path

from tests.test_layers import imported_modules

GAME = Path(__file__).resolve().parents[2] / "score5_desktop" / "games" / "five_three_five"
OURS = "score5_desktop.games.five_three_five"


def _project_imports(folder: Path):
    for path, module in imported_modules(folder):
        assert not module.startswith(("PySide6", "shiboken6")), path
        if module.startswith("score5_desktop"):
            yield path, module


def test_rules_import_only_the_core_and_themselves():
    for path, module in _project_imports(GAME / "rules"):
        assert module.startswith(("score5_desktop.core", f"{OURS}.rules")), (path, module)


def test_bots_import_only_the_core_the_rules_and_themselves():
    for path, module in _project_imports(GAME / "bots"):
        assert module.startswith(("score5_desktop.core", f"{OURS}.rules", f"{OURS}.bots")), (
            path,
            module,
        )
