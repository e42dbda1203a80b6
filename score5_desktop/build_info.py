"""What a desktop build was made from, and what this copy of the app runs on.

The one-folder build's spec writes ``build_info.json`` into the frozen package
(``packaging/score5-desktop.spec`` calls :func:`write_build_info`), so a player's
bug report can name the exact app, Qt, PySide6 and Python a build bundles; a
pip-installed copy has no such file and reports what it runs on. Help > About
shows both. Qt-free: the caller passes the Qt and PySide6 versions in.

The file is data from disk: it is checked on reading (known keys, strings, each
length-capped) and a broken one is ignored rather than trusted or fatal.
"""

from __future__ import annotations

import json
import platform
from dataclasses import asdict, dataclass, fields
from importlib import metadata, resources
from pathlib import Path

FILE_NAME = "build_info.json"
MAX_FIELD = 80
"""Longest value kept from the file; a version or a commit id is far shorter."""


@dataclass(frozen=True)
class BuildInfo:
    """Versions of the app and what it stands on; ``commit``/``built`` only for a build."""

    app: str
    qt: str
    pyside6: str
    python: str
    commit: str = ""
    built: str = ""
    """Build date (UTC, ISO 8601), from the commit's time so two builds of it agree."""
    pyinstaller: str = ""
    lock_sha256: str = ""
    """SHA-256 of the pinned lock file the build environment was installed from."""


def read_build_info(text: str) -> BuildInfo | None:
    """The record in ``text``, or None if it is not a valid one (unknown keys are ignored)."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    values: dict[str, str] = {}
    for item in fields(BuildInfo):
        value = data.get(item.name, "")
        if not isinstance(value, str):
            return None
        values[item.name] = value[:MAX_FIELD]
    if not all(values[name] for name in ("app", "qt", "pyside6", "python")):
        return None
    return BuildInfo(**values)


def write_build_info(path: Path, info: BuildInfo) -> None:
    """Write ``info`` for :func:`bundled_build_info` to find in the frozen package."""
    path.write_text(json.dumps(asdict(info), indent=2, sort_keys=True) + "\n", encoding="utf-8")


def bundled_build_info() -> BuildInfo | None:
    """The record shipped inside this package, if this copy is a desktop build."""
    node = resources.files("score5_desktop") / FILE_NAME
    try:
        return read_build_info(node.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return None


def app_version() -> str:
    """The installed distribution's version; a frozen build has no metadata, hence "?"."""
    try:
        return metadata.version("score5-desktop")
    except metadata.PackageNotFoundError:
        return "?"


def running_versions(qt_version: str, pyside6_version: str) -> BuildInfo:
    """What this process runs: the build's record where there is one, else the live versions.

    In a frozen build the record and the live versions agree by construction (the
    spec wrote it from the same environment), and the record adds the commit.
    """
    built = bundled_build_info()
    if built is not None:
        return built
    return BuildInfo(
        app=app_version(),
        qt=qt_version,
        pyside6=pyside6_version,
        python=platform.python_version(),
    )


def version_line(info: BuildInfo) -> str:
    """``score5-desktop --version``: the same facts as Help > About, on one line."""
    line = f"score5-desktop {info.app} (Qt {info.qt}, PySide6 {info.pyside6}, Python {info.python})"
    if info.commit:
        line += f", desktop build of commit {info.commit}, {info.built[:10]}"
    return line
