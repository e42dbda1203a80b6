"""The rulebook (rules documents, glossary, translators' check) is plain Python and names
no game: no Qt, nothing above it, no game's package (a game's pages come through
``core.protocol.HasRulebook``)."""

import ast
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "score5_desktop" / "rulebook"


def test_rules_import_no_qt_and_no_upper_layer() -> None:
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                assert not module.startswith(("PySide6", "shiboken6")), path
                assert not module.startswith(
                    (
                        "score5_desktop.ai",
                        "score5_desktop.model",
                        "score5_desktop.ui",
                        "score5_desktop.games",
                    )
                ), path
