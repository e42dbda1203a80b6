"""Refresh the interface translations: lupdate the .ts files, lrelease the .qm files.

    python tools/update_translations.py            # lupdate, then lrelease
    python tools/update_translations.py --release  # lrelease only (after editing a .ts)
    python tools/update_translations.py --check    # exit 1 if a .qm is stale
    python tools/update_translations.py --export DIR   # untranslated messages as JSON
    python tools/update_translations.py --import FILE  # translations back into a .ts

The quick pass after other branches add strings: run this script (lupdate), then
``--export DIR`` writes ``DIR/todo_<lang>.json`` holding every unfinished
message with its context, disambiguation, translator comment and plural flag;
fill each ``translation`` (a list of forms for plural messages) and
``--import`` each file, which writes the .ts and compiles the .qm.

The sources and .ts files are the ones listed in pyproject.toml,
``[tool.pyside6-project] files``, so ``pyside6-project lupdate`` and this
script agree. We call ``pyside6-lupdate`` directly, once for all .ts files,
because ``pyside6-project lupdate`` skips files it thinks are fresh and has no
obsolete-entry control. Both the .ts (what translators edit) and the .qm (what
ships in ``score5_desktop.translations``) are committed; ``--check`` is what
the test suite uses to catch a .ts edited without rebuilding its .qm.

``score5_desktop_en.ts`` is written by this script, never by hand: English is
the source language, so it holds only the plural forms of ``%n`` sources,
derived from the "(s)" in the source ("%n card(s)" -> "%n card", "%n cards").
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import xml.etree.ElementTree as ET
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
    for ts in ts_files:
        if _lang_of(ts) == "en":
            fill_english(ts)


def english_forms(source: str) -> list[str]:
    """The English singular and plural of a "%n thing(s)" source."""
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def _write_ts(tree: ET.ElementTree, ts_file: Path) -> None:
    """Write a .ts the way lupdate does, so an import changes only what it sets:
    contexts at the left margin, "/>" closings, quotes written as entities."""
    root = tree.getroot()
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    body = re.sub(
        r">([^<]*)<",
        lambda m: ">" + m.group(1).replace("'", "&apos;").replace('"', "&quot;") + "<",
        body,
    )
    body = re.sub(r"<(translation|numerusform)([^>]*?) />", r"<\1\2></\1>", body)
    body = body.replace(" />", "/>")
    lines = body.split("\n")
    lines = [lines[0], *(line[4:] if line.startswith("    ") else line for line in lines[1:])]
    ts_file.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + "\n".join(lines) + "\n",
        encoding="utf-8",
    )


def fill_english(ts_file: Path) -> int:
    """Give every plural message of the English .ts its English forms, and leave the
    others unfinished (lrelease skips them: English shows the source)."""
    tree = ET.parse(ts_file)
    filled = 0
    for message in tree.getroot().iter("message"):
        if message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("vanished", "obsolete"):
            continue
        for form in list(translation):
            translation.remove(form)
        for text in english_forms(message.findtext("source") or ""):
            ET.SubElement(translation, "numerusform").text = text
        translation.attrib.pop("type", None)
        translation.text = None
        filled += 1
    _write_ts(tree, ts_file)
    return filled


def _lang_of(ts_file: Path) -> str:
    return re.sub(r"^.*_([a-z]{2})$", r"\1", ts_file.stem)


def export_unfinished(folder: Path, root: Path = ROOT) -> list[Path]:
    """One ``todo_<lang>.json`` per translated language: its unfinished messages."""
    _, ts_files = project_files(root)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in ts_files:
        lang = _lang_of(ts)
        if lang == "en":
            continue
        todo = []
        for context in ET.parse(ts).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") != "unfinished":
                    continue
                numerus = message.get("numerus") == "yes"
                todo.append(
                    {
                        "context": name,
                        "source": message.findtext("source") or "",
                        "disambiguation": message.findtext("comment") or "",
                        "comment": message.findtext("extracomment") or "",
                        "numerus": numerus,
                        "translation": [f.text or "" for f in translation.iter("numerusform")]
                        if numerus
                        else translation.text or "",
                    }
                )
        out = folder / f"todo_{lang}.json"
        out.write_text(json.dumps(todo, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        written.append(out)
    return written


def import_translations(todo_file: Path, lang: str, root: Path = ROOT) -> int:
    """Write the filled ``translation`` values of a todo file into ``lang``'s .ts,
    marking them finished; empty ones stay unfinished. Returns how many were set."""
    _, ts_files = project_files(root)
    (ts,) = [t for t in ts_files if _lang_of(t) == lang]
    wanted = {
        (e["context"], e["source"], e.get("disambiguation", "")): e["translation"]
        for e in json.loads(todo_file.read_text(encoding="utf-8"))
    }
    tree = ET.parse(ts)
    done = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            value = wanted.get(key)
            translation = message.find("translation")
            if not value or translation is None:
                continue
            if message.get("numerus") == "yes":
                if not isinstance(value, list) or not all(value):
                    continue
                for form in list(translation):
                    translation.remove(form)
                for text in value:
                    ET.SubElement(translation, "numerusform").text = text
                translation.text = None
            else:
                translation.text = value
            translation.attrib.pop("type", None)
            done += 1
    _write_ts(tree, ts)
    return done


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
    group.add_argument("--export", metavar="DIR", type=Path, help="write todo_<lang>.json")
    group.add_argument("--import", dest="import_", metavar="FILE", type=Path, help="read one")
    args = parser.parse_args(argv)
    if args.export:
        for path in export_unfinished(args.export):
            print(f"wrote {path}")
        return 0
    if args.import_:
        lang = re.sub(r"^todo_([a-z]{2})$", r"\1", args.import_.stem)
        print(f"{lang}: {import_translations(args.import_, lang)} translations set")
        args.release = True
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
