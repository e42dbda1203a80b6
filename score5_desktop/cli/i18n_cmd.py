"""``score5 i18n-check [--json]``: what translators still have to do.

Exit status 0 when the interface translations are complete and consistent and
the rules documents agree across languages, 1 when anything is to fix (a
missing .ts file included), 2 when the command itself cannot run.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from score5_desktop.paths import translations_dir
from score5_desktop.rules.i18n_check import TRANSLATED_LANGUAGES, format_report, run_checks


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "i18n-check",
        help="check translations and the rules documents in every language",
        description="Per language (fr, de, it): translated, unfinished and total interface "
        "strings; %%1..%%9 and %%n markers that differ from the English source; glossary "
        "terms missing where the English source uses them. Then the rules documents: "
        "sections, placeholders or numbers that differ between languages. Exit status 1 "
        "when any problem is found. Write 'glossary: ok' in a message's translator "
        "comment to accept a wording the glossary check disputes.",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--ts-dir",
        metavar="DIR",
        type=Path,
        help="folder holding score5_desktop_<lang>.ts (default: the package's translations)",
    )
    p.add_argument(
        "--rules-dir",
        metavar="DIR",
        type=Path,
        help="folder holding the rules documents (default: the shipped ones)",
    )
    p.add_argument(
        "--lang",
        action="append",
        choices=TRANSLATED_LANGUAGES,
        help="check only this language (repeatable; default: all)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    for option, folder in (("--ts-dir", args.ts_dir), ("--rules-dir", args.rules_dir)):
        if folder is not None and not folder.is_dir():
            print(f"error: {option} {folder}: no such folder", file=sys.stderr)
            return 2
    report = run_checks(
        args.ts_dir if args.ts_dir is not None else translations_dir(),
        args.rules_dir,
        tuple(args.lang) if args.lang else TRANSLATED_LANGUAGES,
    )
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False, indent=2))
    else:
        print(format_report(report))
    return 0 if report.ok else 1
