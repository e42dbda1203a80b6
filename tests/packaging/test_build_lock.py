"""Issue 14: the build installs from a pinned, hashed lock that agrees with pyproject.toml."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "packaging" / "requirements-build.lock"
SOURCE = ROOT / "packaging" / "requirements-build.in"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PIN = re.compile(r"^([A-Za-z0-9._-]+)==([^\s;\\]+)")


def locked() -> dict[str, tuple[str, int]]:
    """Each locked distribution: (version, number of hashes)."""
    pins: dict[str, tuple[str, int]] = {}
    current = None
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        match = PIN.match(line)
        if match:
            current = canonicalize_name(match[1])
            assert current not in pins, f"{current} is locked twice"
            pins[current] = (match[2], 0)
        elif "--hash=sha256:" in line and current:
            version, hashes = pins[current]
            pins[current] = (version, hashes + 1)
        elif line.strip() and not line.lstrip().startswith("#"):
            raise AssertionError(f"unexpected line in the lock: {line!r}")
    return pins


def test_every_locked_distribution_is_pinned_with_hashes() -> None:
    pins = locked()
    assert {"pyinstaller", "pyside6", "pyside6-essentials", "shiboken6", "setuptools"} <= set(pins)
    assert all(hashes >= 1 for _, hashes in pins.values()), pins


def test_the_lock_satisfies_the_apps_and_the_build_systems_requirements() -> None:
    pins = locked()
    wanted = PYPROJECT["project"]["dependencies"] + PYPROJECT["build-system"]["requires"]
    for text in wanted:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{name} is not in the lock"
        assert requirement.specifier.contains(pins[name][0]), (text, pins[name][0])


def test_pyside6_parts_are_one_version() -> None:
    pins = locked()
    versions = {pins[name][0] for name in pins if name.startswith(("pyside6", "shiboken6"))}
    assert len(versions) == 1, versions


def test_the_lock_is_compiled_from_the_pins_in_its_source() -> None:
    pins = locked()
    for line in SOURCE.read_text(encoding="utf-8").splitlines():
        match = PIN.match(line)
        if match:
            assert pins[canonicalize_name(match[1])][0] == match[2], line


def test_build_sh_installs_from_the_lock_with_hashes_only() -> None:
    script = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    installs = [line for line in script.splitlines() if "pip install" in line]
    assert installs, "build.sh installs nothing?"
    for line in installs:
        assert "--require-hashes" in line or "--no-deps" in line, line
    assert any("--require-hashes" in line and '"$LOCK"' in line for line in installs)
