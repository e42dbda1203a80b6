"""Refresh the interface translations: lupdate the .ts files, lrelease the .qm files.

    python tools/update_translations.py            # lupdate, then lrelease
    python tools/update_translations.py --release  # lrelease only (after editing a .ts)
    python tools/update_translations.py --check    # exit 1 if a .qm is stale

The sources and .ts files are the ones listed in pyproject.toml,
``[tool.pyside6-project] files``, so ``pyside6-project lupdate`` and this
script agree. We call ``pyside6-lupdate`` directly, once for all .ts files,
because ``pyside6-project lupdate`` skips files it thinks are fresh and has no
obsolete-entry control. Both the .ts (what translators edit) and the .qm (what
ships in ``score5_desktop.translations``) are committed; ``--check`` is what
the test suite uses to catch a .ts edited without rebuilding its .qm.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def project_files(root: Path = ROOT) -> tuple[list[Path], list[Path]]:
    """The Python sources and the .ts files named in pyproject.toml."""
    with open(root / "pyproject.toml", "rb") as handle:
        files = tomllib.load(handle)["tool"]["pyside6-project"]["files"]
    paths = [root / f for f in files]
    return [p for p in paths if p.suffix == ".py"], [p for p in paths if p.suffix == ".ts"]


def tool(name: str) -> str:
    """A PySide6 tool next to this interpreter (the venv), else on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 in this environment")
    return found


def lupdate(root: Path = ROOT) -> None:
    sources, ts_files = project_files(root)
    cmd = [tool("pyside6-lupdate"), "-locations", "absolute", "-no-obsolete"]
    cmd += [str(p.relative_to(root)) for p in sources]
    cmd += ["-ts", *(str(p.relative_to(root)) for p in ts_files)]
    subprocess.run(cmd, cwd=root, check=True)


def lrelease(ts_file: Path, qm_file: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts_file), "-qm", str(qm_file)],
        check=True,
    )


def release(root: Path = ROOT) -> list[Path]:
    """Compile every .ts beside itself; returns the .qm files written."""
    _, ts_files = project_files(root)
    written = []
    for ts in ts_files:
        qm = ts.with_suffix(".qm")
        lrelease(ts, qm)
        written.append(qm)
    return written


def stale(root: Path = ROOT) -> list[Path]:
    """The .qm files that differ from a fresh lrelease of their .ts (or are missing)."""
    _, ts_files = project_files(root)
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for ts in ts_files:
            fresh = Path(tmp) / ts.with_suffix(".qm").name
            lrelease(ts, fresh)
            shipped = ts.with_suffix(".qm")
            if not shipped.is_file() or shipped.read_bytes() != fresh.read_bytes():
                out.append(shipped)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--release", action="store_true", help="lrelease only")
    group.add_argument("--check", action="store_true", help="exit 1 if a .qm is out of date")
    args = parser.parse_args(argv)
    if args.check:
        old = stale()
        for qm in old:
            print(f"out of date: {qm.relative_to(ROOT)}")
        return 1 if old else 0
    if not args.release:
        lupdate()
    for qm in release():
        print(f"wrote {qm.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
