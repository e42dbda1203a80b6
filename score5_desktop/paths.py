"""Where the package's shipped files are, wherever it is installed or frozen."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable


def resource(*parts: str) -> Traversable:
    """A file shipped in ``resources/`` (installed as ``score5_desktop.resources``)."""
    node = resources.files("score5_desktop.resources")
    for part in parts:
        node = node / part
    return node


def translations_dir() -> Traversable:
    """The folder holding the compiled ``.qm`` interface translations."""
    return resources.files("score5_desktop.translations")
