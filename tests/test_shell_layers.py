"""The shell's generic layers know no game by name: ``core``, ``storage``, ``tournament``
and ``cli`` reach a game only through ``core.registry`` (issue 20), and import no Qt
(the command line's arena chart excepted, which loads Qt only for ``--report``); the
shell's Qt layers ``model`` and ``ui`` import no game either: a game's words, panels and
table live in its own ``games/<id>/qt`` package, loaded through ``ui.game_ui``."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "score5_desktop"
GENERIC = ("core", "storage", "tournament", "cli", "rulebook")
GAME_MODULES = (
    "score5_desktop.games",
    "score5_desktop.engine",
    "score5_desktop.ai",
)
#: The rules documents' translation check is SCORE 5's own tool, run by its command; so is
#: ``score5 texts``, which plays SCORE 5 games in the real window (offscreen) to print
#: every sentence a player reads, for translators.
GAME_COMMANDS = {"cli/i18n_cmd.py", "cli/texts_cmd.py"}
QT_ALLOWED = {
    "cli/arena_report.py",  # paints the arena chart offscreen, on --report only
    "cli/texts_cmd.py",  # the texts are the window's own, read from its widgets
}


def imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
    return found


@pytest.mark.parametrize("layer", GENERIC)
def test_generic_layers_import_no_game_and_no_qt(layer):
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        for module in imports(path):
            if name not in GAME_COMMANDS:
                assert not module.startswith(GAME_MODULES), f"{name} imports {module}"
            if name not in QT_ALLOWED:
                assert not module.startswith(("PySide6", "shiboken6")), f"{name} imports {module}"


@pytest.mark.parametrize("layer", ("model", "ui"))
def test_the_shell_qt_layers_import_no_game(layer):
    """No module under ``model`` or ``ui`` names a game's package: the shell reaches a
    game's rules through ``core.registry`` and its Qt part through ``ui.game_ui``."""
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        for module in imports(path):
            assert not module.startswith("score5_desktop.games"), f"{name} imports {module}"


def test_the_command_line_loads_only_the_game_it_plays(tmp_path):
    """``score5 simulate/replay/arena --game tiny`` run with no SCORE 5 module loaded: a
    build holding the tiny game alone (the registry loads every installed game when it
    first looks one up, so SCORE 5 is left out of the list here)."""
    script = (
        "import sys\n"
        "from score5_desktop.core import registry\n"
        "registry.GAME_MODULES = ()\n"
        "from tests.shell_tiny_game import install\n"
        "install()\n"
        "from score5_desktop.cli.main import main\n"
        f"assert main(['simulate', '--game', 'tiny', '--players', '2', '--seed', '1',"
        f" '--record-dir', {str(tmp_path)!r}]) == 0\n"
        f"assert main(['replay', {str(tmp_path / 'game-1.json')!r}]) == 0\n"
        f"assert main(['arena', '--game', 'tiny', '--players', '2', '--seats', 'random,high',"
        " '--games', '4', '--seed', '1']) == 0\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(" + repr(GAME_MODULES) + ")"
        " or m.startswith('PySide6'))\n"
        "assert not loaded, loaded\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert done.returncode == 0, done.stderr


#: The live game's generic model: the session and the replay timeline are plain Python;
#: the game model is Qt but plays any game.
SESSION_MODULES = ("model/session.py", "model/replay_timeline.py")
GENERIC_QT_MODEL = ("model/game_model.py", "model/bot_pool.py", "model/autosaver.py")


@pytest.mark.parametrize("name", SESSION_MODULES + GENERIC_QT_MODEL)
def test_the_session_its_replay_and_the_game_model_import_no_game(name):
    for module in imports(PACKAGE / name):
        assert not module.startswith(GAME_MODULES), f"{name} imports {module}"
        if name in SESSION_MODULES:
            assert not module.startswith(("PySide6", "shiboken6")), f"{name} imports {module}"
