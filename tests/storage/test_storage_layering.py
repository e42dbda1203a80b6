"""The storage layer sits under the model and UI: it must never import Qt."""

from __future__ import annotations

import os
import pkgutil
import subprocess
import sys

import score5_desktop.storage as storage


def test_storage_imports_no_qt() -> None:
    # A fresh interpreter: pytest-qt has already imported PySide6 into this one.
    modules = [f"score5_desktop.storage.{m.name}" for m in pkgutil.iter_modules(storage.__path__)]
    assert "score5_desktop.storage.history" in modules
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(qt))\n"
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
