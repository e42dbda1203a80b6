"""Every package directory is listed in pyproject's explicit ``packages``."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "score5_desktop").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    assert found <= listed, f"add to pyproject packages: {sorted(found - listed)}"


def test_deck_resource_ships():
    from score5_desktop.paths import resource

    assert resource("decks", "standard.json").is_file()
