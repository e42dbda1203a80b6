"""Load a script of ``tools/`` or ``packaging/`` as a module: those folders are not
packages (their files are run as scripts), yet their functions are tested."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType


def load_script(path: Path) -> ModuleType:
    """The module of the script at ``path``, named after its file, run afresh."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
