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

from score5_desktop.paths import resource, translations_dir
from score5_desktop.rulebook.documents import DocumentKind, mark_sources, read_document
from score5_desktop.rulebook.i18n_check import TRANSLATED_LANGUAGES, format_report, run_checks


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "i18n-check",
        help="check translations and the rules documents in every language",
        description="Per language (fr, de, it), for every interface string: unfinished; "
        "%%1..%%9 and %%n markers, plural forms, HTML tags, ending punctuation and access "
        "keys that differ from the English source; access keys shared within one window "
        "or menu; glossary terms missing, synonyms the rulebook never uses, colours that "
        "are not the rulebook's; the address form (FR vous, DE du, IT tu); French spacing "
        "before ; : ! ? and %%, German quotes; long texts left in English; a pronoun or "
        "possessive right after a placeholder holding a player's name; the leave/quit "
        "question's and the replay bar's access keys. English sources: a placeholder with no "
        "developer comment. The glossary's app words against translations/TRANSLATORS.md "
        "(replay: revoir, ansehen, rivedere). Then the rules "
        "documents: sections, placeholders, numbers and sentences that differ from "
        "English, glossary terms, straight apostrophes in the Italian pages, and sections "
        "whose English text changed since they were translated. Exit status 1 when any "
        "problem is found. Write 'glossary: ok' "
        "in a message's translator comment to accept a wording the glossary check "
        "disputes. See translations/TRANSLATORS.md.",
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
    p.add_argument(
        "--mark-current",
        metavar="LANG:SECTION",
        action="append",
        help="after translating a section's English change, record that the section "
        "now matches today's English (SECTION may be '*' for every section; writes the "
        "documents in --rules-dir, default: the package's own when it is a source checkout)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    for option, folder in (("--ts-dir", args.ts_dir), ("--rules-dir", args.rules_dir)):
        if folder is not None and not folder.is_dir():
            print(f"error: {option} {folder}: no such folder", file=sys.stderr)
            return 2
    if args.mark_current:
        return mark_current(args.mark_current, args.rules_dir)
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


def mark_current(requests: list[str], rules_dir: Path | None) -> int:
    """Record, in each translated document, that the named sections match today's
    English (their ``<!-- en: hash -->`` lines)."""
    folder = rules_dir if rules_dir is not None else Path(str(resource("rules")))
    if not folder.is_dir():
        print(f"error: {folder}: not a folder of rules documents", file=sys.stderr)
        return 2
    wanted: dict[str, set[str] | None] = {}
    for request in requests:
        lang, _, section = request.partition(":")
        if lang not in TRANSLATED_LANGUAGES or not section:
            print(f"error: {request!r}: write LANG:SECTION, e.g. fr:setup", file=sys.stderr)
            return 2
        if section == "*":
            wanted[lang] = None
        elif wanted.get(lang, set()) is not None:
            wanted.setdefault(lang, set()).add(section)
    for kind in DocumentKind:
        if not (folder / f"{kind.value}.en.md").is_file():
            continue  # a game's own folder of pages (Five Three Five has no disagreements)
        english = read_document(kind.value, "en", folder)
        for lang, ids in wanted.items():
            node = folder / f"{kind.value}.{lang}.md"
            chosen = None if ids is None else ids & set(english.ids())
            if chosen is not None and not chosen:
                continue
            node.write_text(
                mark_sources(node.read_text(encoding="utf-8"), english, chosen), encoding="utf-8"
            )
            which = "every section" if chosen is None else ", ".join(sorted(chosen))
            print(f"marked {node.name}: {which}")
    return 0
