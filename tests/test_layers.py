"""Layers look down only: the engine and the bots import no Qt (and the engine no bots)."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "score5_desktop"


def imported_modules(folder: Path):
    for path in folder.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    yield path, alias.name
            elif isinstance(node, ast.ImportFrom) and node.module:
                yield path, node.module


SCORE5 = PACKAGE / "games" / "score5"


def test_engine_imports_no_qt_and_no_upper_layer():
    for path, module in imported_modules(SCORE5 / "rules"):
        assert not module.startswith(("PySide6", "shiboken6")), path
        assert not module.startswith(
            (
                "score5_desktop.games.score5.bots",
                "score5_desktop.ai",
                "score5_desktop.model",
                "score5_desktop.ui",
            )
        ), path


def test_ai_imports_no_qt_and_no_upper_layer():
    for folder in (SCORE5 / "bots", PACKAGE / "tournament"):
        for path, module in imported_modules(folder):
            assert not module.startswith(("PySide6", "shiboken6")), path
            assert not module.startswith(("score5_desktop.model", "score5_desktop.ui")), path


def test_model_does_not_import_ui():
    for path, module in imported_modules(PACKAGE / "model"):
        assert not module.startswith("score5_desktop.ui"), path


def test_core_imports_no_qt_and_no_game():
    for path, module in imported_modules(PACKAGE / "core"):
        assert not module.startswith(("PySide6", "shiboken6")), path
        assert not module.startswith(
            (
                "score5_desktop.games",
                "score5_desktop.ai",
                "score5_desktop.model",
                "score5_desktop.ui",
            )
        ), path


def test_the_table_server_imports_no_qt_and_no_window():
    """The server runs where there is no display (``score5 serve``): no Qt, no ui, and
    of the model only the plain-Python session."""
    for path, module in imported_modules(PACKAGE / "net"):
        assert not module.startswith(("PySide6", "shiboken6", "score5_desktop.ui")), path
        assert not module.startswith("score5_desktop.games"), path
        if module.startswith("score5_desktop.model"):
            assert module == "score5_desktop.model.session", path


def test_the_table_server_loads_no_qt_with_every_game():
    """Statically clean is not enough: a game module the server loads could pull Qt in."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import score5_desktop.net.server, score5_desktop.cli.serve_cmd\n"
        "from score5_desktop.core import registry\n"
        "registry.all_games()\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
