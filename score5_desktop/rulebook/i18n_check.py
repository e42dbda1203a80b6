"""Checks for translators: interface strings (.ts) and the rules documents.

``score5 i18n-check`` runs these; the test suite runs them too, so a change
that leaves a translation unfinished or lets a language drift fails early. The
module stays in the package (not in tools/): translators run the check from an
installed app, against the files they are editing (``--ts-dir``, ``--rules-dir``).

Interface strings come from the Qt Linguist files
``translations/score5_desktop_<lang>.ts`` (English is the source language).
For each message still in use (``vanished`` and ``obsolete`` ones are
ignored) we check that it is translated, that the translation keeps the
source's ``%1``–``%9`` and ``%n`` markers and plural forms, and the checks of
``message_checks`` (markup, punctuation, access keys, address form, typography,
forbidden words). Where the English text uses a glossary term the translation
must use the rulebook's word for it. The glossary check is a heuristic (a stem
prefix stands in for grammar), so a translator who is sure can silence it for
one message by writing ``glossary: ok`` in its translator comment in Linguist.

The rules documents must have the same sections (ids, levels, order), the
same placeholders, the same written-out numbers and no fewer sentences in every
language, section by section: a number that differs is almost always a
mistranslated rule. Each translated section records the English text it was
made from (``<!-- en: hash -->``), so a section whose English changed since is
listed as stale.

This module reads files and reports; it prints nothing (the command does).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib.resources.abc import Traversable
from pathlib import Path

from score5_desktop.core import registry
from score5_desktop.core.protocol import HasRulebook
from score5_desktop.rulebook import glossary, message_checks
from score5_desktop.rulebook.documents import (
    LANGUAGES,
    PLACEHOLDER,
    Document,
    DocumentError,
    RulesPages,
    Section,
    games_with_rules,
    numbers_in,
    placeholders_in,
    read_document,
    rules_pages,
    section_hash,
)

TRANSLATED_LANGUAGES: tuple[str, ...] = ("fr", "de", "it")
TS_NAME = "score5_desktop_{lang}.ts"
IGNORED_TYPES = frozenset({"vanished", "obsolete"})
GLOSSARY_OK = "glossary: ok"

_QT_MARKER = re.compile(r"%L?(n|[1-9]\d?)")
_ACCELERATOR = re.compile(r"&(&?)")  # "&Bid" marks a shortcut key, "&&" is a literal "&"
_ENGLISH_SUFFIX = r"(?:s|es|'s|s'|d?ing|d?ed)?"
_PRODUCT_NAME = re.compile(r"\bScore 5\b", re.IGNORECASE)  # the game's name, not a score


# -- results -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing to fix: ``kind`` is a stable keyword, ``where`` a file and line
    or a section, ``detail`` a sentence for the translator."""

    kind: str
    where: str
    detail: str
    source: str = ""
    translation: str = ""


@dataclass(slots=True)
class LanguageReport:
    """Interface strings of one language."""

    lang: str
    file: str
    found: bool = False
    total: int = 0
    translated: int = 0
    unfinished: int = 0
    problems: list[Problem] = field(default_factory=list)


@dataclass(slots=True)
class Report:
    """Everything ``score5 i18n-check`` found; ``ok`` when nothing is to fix.

    ``notes`` are not problems: they say where the check had to guess (an
    English word that stands for several glossary concepts)."""

    languages: dict[str, LanguageReport] = field(default_factory=dict)
    documents: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    english: list[Problem] = field(default_factory=list)
    """Problems of the English source texts themselves (access keys that clash)."""
    guide: list[Problem] = field(default_factory=list)
    """Where the glossary accepts other words than the translators' guide prescribes."""

    @property
    def problem_count(self) -> int:
        found = len(self.documents) + len(self.english) + len(self.guide)
        return found + sum(len(r.problems) for r in self.languages.values())

    @property
    def ok(self) -> bool:
        return self.problem_count == 0

    def to_json(self) -> dict:
        return {
            "ok": self.ok,
            "problem_count": self.problem_count,
            "interface": {lang: asdict(r) for lang, r in self.languages.items()},
            "english": [asdict(p) for p in self.english],
            "guide": [asdict(p) for p in self.guide],
            "documents": {"problems": [asdict(p) for p in self.documents]},
            "notes": list(self.notes),
        }


# -- .ts files -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Message:
    """One interface string of a .ts file, as far as the checks need it."""

    context: str
    source: str
    forms: tuple[str, ...]  # the translation, or one entry per numerus form
    finished: bool
    where: str
    translator_comment: str = ""
    numerus: bool = False
    comment: str = ""
    """The developer's comment (``#:`` in the source): what each placeholder holds."""


class TsError(ValueError):
    """A .ts file that is not Qt Linguist XML."""


def read_ts(data: bytes, name: str = "") -> list[Message]:
    """The live messages of a .ts file (``vanished``/``obsolete`` left out).

    A message is finished when its translation is not marked ``unfinished``
    and no form is empty; lrelease would ship an empty one as English.
    """
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise TsError(f"{name}: not valid XML ({exc})") from exc
    if root.tag != "TS":
        raise TsError(f"{name}: not a Qt Linguist file (root <{root.tag}>)")
    messages = []
    for context in root.iter("context"):
        context_name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in IGNORED_TYPES:
                continue
            if translation is None:
                forms: tuple[str, ...] = ("",)
            elif message.get("numerus") == "yes":
                forms = tuple(f.text or "" for f in translation.iter("numerusform")) or ("",)
            else:
                forms = (translation.text or "",)
            location = message.find("location")
            if location is not None and location.get("filename"):
                where = f"{location.get('filename')}:{location.get('line', '?')}"
            else:
                where = f"{name} [{context_name}]"
            messages.append(
                Message(
                    context=context_name,
                    source=message.findtext("source") or "",
                    forms=forms,
                    finished=kind != "unfinished" and all(f.strip() for f in forms),
                    where=where,
                    translator_comment=message.findtext("translatorcomment") or "",
                    comment=message.findtext("extracomment") or "",
                    numerus=message.get("numerus") == "yes",
                )
            )
    return messages


def qt_markers(text: str) -> set[str]:
    """The ``%1``..``%99`` and ``%n`` markers of a string (``%L1`` counts as ``%1``)."""
    return {"%" + m for m in _QT_MARKER.findall(text)}


# -- glossary ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Trigger:
    """An English glossary word and the concepts it may stand for."""

    english: str
    pattern: re.Pattern[str]
    terms: tuple[glossary.Term, ...]


def _english_pattern(word: str) -> re.Pattern[str]:
    parts = [re.escape(p) for p in word.lower().split()]
    body = r"[\s\-]+".join(parts) + _ENGLISH_SUFFIX
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)


#: English words that stand for a glossary concept without being its cell's words:
#: "the wild" is the wild card as surely as "wild card" is.
ENGLISH_ALIASES: dict[str, str] = {
    "wild": glossary.WILD_CONCEPT,
    "up for auction": "card up for auction",
}


#: Step names ("Reveal", "Bid") are titles in the rules; as everyday verbs in a
#: sentence ("Bids revealed") they need no step title in translation.
TITLE_ONLY_CONCEPTS = frozenset({"step 1", "step 2", "step 3", "step 4"})

#: The concepts checked in the rules documents: the distinctive terms a reader of
#: the printed rulebook looks for. Everyday words (auction, bid, hand, score,
#: colours) read naturally in many forms over a long section and are left to the
#: interface check, where a message is one short sentence.
DOCUMENT_CONCEPTS = frozenset(
    {
        "the 51 cards",
        "starting cards",
        "family",
        "tiebreaker value",
        "pile",
        "card up for auction",
        "highest non-winning bid",
        "wild card",
        "final auction",
        "adjustment round (R3)",
        "hand-over screen (R11)",
        "game record (R12)",
    }
)


MAIN_GLOSSARY = "terms"
"""The glossary scope of the shell's messages and of a game that keeps the main table
(``core.protocol.Rulebook.glossary``): every check applies. A game with its own table
gets its own terms, and its pages the structural checks only."""


@cache
def _own_scopes() -> tuple[tuple[str, str], ...]:
    """(source folder, glossary table) of each game whose messages keep their own terms."""
    books = (game.rulebook() for game in registry.installed() if isinstance(game, HasRulebook))
    return tuple(
        (book.sources, book.glossary)
        for book in books
        if book.sources and book.glossary != MAIN_GLOSSARY
    )


def message_scope(where: str) -> str:
    """Which glossary table a message is held to, from where its source lies."""
    path = where.replace("\\", "/")
    for folder, table in _own_scopes():
        if folder in path:
            return table
    return MAIN_GLOSSARY


def document_scope(game_id: str) -> str:
    """Which glossary table a game's rules pages are held to."""
    game = registry.get(game_id)
    return game.rulebook().glossary if isinstance(game, HasRulebook) else MAIN_GLOSSARY


@cache
def _triggers(scope: str = MAIN_GLOSSARY) -> tuple[_Trigger, ...]:
    grouped: dict[str, list[glossary.Term]] = {}
    rows = glossary.terms() if scope == MAIN_GLOSSARY else glossary.terms_of(scope)
    for row in rows:
        if row.concept in TITLE_ONLY_CONCEPTS:
            continue
        for word in glossary.alternatives(row.words["en"], explanations=False):
            if "/" in word:  # the ★ / ★★ / ★★★ row names glyphs, not words
                continue
            grouped.setdefault(word.lower(), []).append(row)
    for alias, concept in ENGLISH_ALIASES.items() if scope == MAIN_GLOSSARY else ():
        grouped.setdefault(alias, []).append(glossary.term(concept))
    return tuple(
        _Trigger(word, _english_pattern(word), tuple(rows)) for word, rows in grouped.items()
    )


def _stem(word: str) -> str:
    """Enough of a word to accept its plural, gender and verb endings
    (offrire -> offre, riprendere -> riprendi, sauvegarde -> sauvegardée)."""
    if len(word) >= 7:
        return word[:-3]
    if len(word) >= 6:
        return word[:-2]
    if len(word) >= 4:
        return word[:-1]
    return word


def _target_pattern(term: str, lang: str) -> re.Pattern[str]:
    words = term.lower().split()
    body = r"[\s\W]+".join(
        re.escape(_stem(w)) + r"\w*" if len(w) > 3 else re.escape(w) for w in words
    )
    # The glossary writes straight apostrophes; the Italian rules pages, typographic ones.
    body = body.replace("'", "['’]")
    # German builds compounds (Höchstgebot, Auktionskarte): a term may end a word.
    start = "" if lang == "de" else r"(?<!\w)"
    return re.compile(start + body, re.IGNORECASE)


def _accepted(terms: Iterable[glossary.Term], lang: str) -> list[str]:
    """The words that satisfy a concept. Where English has one word and the rulebook a
    phrase ("score" / "score final", "round" / "tour de jeu"), the phrase's head word
    alone is natural too ("Votre score moyen")."""
    found: list[str] = []
    for row in terms:
        english_one_word = all(
            " " not in w for w in glossary.alternatives(row.words["en"], explanations=False)
        )
        for word in glossary.alternatives(row.words[lang]):
            candidates = [word]
            if english_one_word and " " in word and len(word.split()[0]) > 3:
                candidates.append(word.split()[0])
            for candidate in candidates:
                if "/" not in candidate and candidate.lower() not in {f.lower() for f in found}:
                    found.append(candidate)
    return found


def glossary_misses(
    source: str,
    translation: str,
    lang: str,
    concepts: frozenset[str] | None = None,
    scope: str = MAIN_GLOSSARY,
) -> tuple[list[tuple[str, list[str]]], list[str]]:
    """Glossary terms the English ``source`` uses but ``translation`` lacks.

    Returns (misses, notes): each miss is the English word and the words that
    would satisfy it; notes name English words that stand for several concepts
    (any of their words is accepted, since only a reader can tell which one is
    meant). Longer terms win over the words inside them: "card up for auction"
    is checked, "auction" within it is not.
    """
    spans: list[tuple[int, int, _Trigger]] = []
    for trigger in _triggers(scope):
        if concepts is not None and not any(t.concept in concepts for t in trigger.terms):
            continue
        spans += [(m.start(), m.end(), trigger) for m in trigger.pattern.finditer(source)]
    spans.sort(key=lambda s: (s[0] - s[1], s[0]))
    taken: list[tuple[int, int]] = []
    misses: list[tuple[str, list[str]]] = []
    notes: list[str] = []
    seen: set[str] = set()
    for start, end, trigger in spans:
        if any(start < b and a < end for a, b in taken):
            continue
        taken.append((start, end))
        if trigger.english in seen:
            continue
        seen.add(trigger.english)
        accepted = _accepted(trigger.terms, lang)
        if trigger.english in ENGLISH_ALIASES:
            # "the wild" stands for the card: "multicolore" alone names it in French.
            accepted += [w.split(" ", 1)[1] for w in accepted if " " in w]
        if len(trigger.terms) > 1:
            concepts = ", ".join(t.concept for t in trigger.terms)
            notes.append(
                f'"{trigger.english}" stands for several concepts ({concepts}); '
                f"any of {', '.join(accepted)} is accepted"
            )
        if not any(_target_pattern(word, lang).search(translation) for word in accepted):
            misses.append((trigger.english, accepted))
    return misses, notes


# -- checks --------------------------------------------------------------------


def check_language(lang: str, ts_dir: Traversable | Path, notes: list[str]) -> LanguageReport:
    """Counts and problems of one language's interface strings."""
    node = ts_dir / TS_NAME.format(lang=lang)
    report = LanguageReport(lang, str(node))
    if not node.is_file():
        report.problems.append(Problem("missing-file", str(node), "the .ts file does not exist"))
        return report
    try:
        messages = read_ts(node.read_bytes(), node.name)
    except TsError as exc:
        report.problems.append(Problem("unreadable-file", str(node), str(exc)))
        return report
    report.found = True
    noted: set[str] = set()
    keyed: list[message_checks.Keyed] = []
    for message in messages:
        report.total += 1
        if not message.finished:
            report.unfinished += 1
            report.problems.append(
                Problem("unfinished", message.where, "not translated yet", message.source)
            )
            continue
        report.translated += 1
        text = " ".join(message.forms)

        def add(
            finding: message_checks.Finding, shown: str = text, message: Message = message
        ) -> None:
            report.problems.append(
                Problem(finding.kind, message.where, finding.detail, message.source, shown)
            )

        for finding in message_checks.plural_forms(
            message.numerus, message.source, message.forms, lang
        ):
            add(finding)
        wanted = qt_markers(message.source)
        for index, form in enumerate(message.forms):
            got = qt_markers(form)
            # The singular form may write the number as a word ("qu'une carte", "nur
            # eine Karte"): "il ne reste que 1 carte" is no French.
            singular = message.numerus and index == 0 and got == wanted - {"%n"}
            if got != wanted and not singular:
                detail = (
                    f"markers differ: source has {' '.join(sorted(wanted)) or 'none'}, "
                    f"translation has {' '.join(sorted(got)) or 'none'}"
                )
                add(message_checks.Finding("placeholder-mismatch", detail), form)
                break
        for form in message.forms:
            for finding in _form_findings(message, form, lang):
                add(finding, form)
        keyed.append(
            message_checks.Keyed(message.context, message.source, message.forms[0], message.where)
        )
        plain = _plain(text)
        scope = message_scope(message.where)
        # The forbidden synonyms are the main table's ("manche" is its wrong word for a
        # round, and may be a game's own right word for a deal).
        forbidden = message_checks.forbidden_words(plain, lang, message.source)
        for finding in forbidden if scope == MAIN_GLOSSARY else ():
            add(finding)
        for finding in message_checks.colour_words(plain, lang):
            add(finding)
        if GLOSSARY_OK in message.translator_comment.lower():
            continue
        english = _PRODUCT_NAME.sub("", _plain(message.source))
        misses, found_notes = glossary_misses(english, plain, lang, scope=scope)
        for note in found_notes:
            if note not in noted:
                noted.add(note)
                notes.append(f"{lang}: {note}")
        for english, accepted in misses:
            detail = f'"{english}" is translated without the glossary term: {" / ".join(accepted)}'
            add(message_checks.Finding("glossary-term-missing", detail))
    for holder, finding in message_checks.access_key_clashes(keyed):
        report.problems.append(
            Problem(finding.kind, holder.where, finding.detail, holder.source, holder.text)
        )
    return report


def _form_findings(message: Message, form: str, lang: str) -> list[message_checks.Finding]:
    """The checks that read one translated form against its source."""
    source = message.source
    found = message_checks.markup(source, form)
    found += message_checks.ending_punctuation(source, form)
    found += message_checks.identical(source, form, message.translator_comment)
    found += message_checks.access_key_kept(source, form)
    found += message_checks.address_form(_plain(form), lang)
    names = message_checks.name_placeholders(message.comment)
    if names:
        found += message_checks.pronoun_after_name(_plain(form), names, lang)
    if lang == "fr":
        found += message_checks.french_spacing(form)
    if lang == "de":
        found += message_checks.german_quotes(form)
    return found


def _plain(text: str) -> str:
    """Text without shortcut markers, which may split a word anywhere ("Mi&ser")."""
    return _ACCELERATOR.sub(r"\1", text)


def _outline(document: Document) -> list[tuple[int, str]]:
    return [(s.level, s.id) for s in document.sections]


def check_documents(
    rules_dir: Traversable | Path | None = None, languages: Sequence[str] = LANGUAGES
) -> list[Problem]:
    """Differences between the languages of every game's rules documents, against
    English. ``rules_dir`` stands for ``resources/rules``: a game whose documents
    live in a subfolder is read from the same subfolder of it."""
    problems: list[Problem] = []
    for game in games_with_rules():
        pages = rules_pages(game)
        folder = pages.folder
        if rules_dir is not None:
            folder = rules_dir / pages.subfolder if pages.subfolder else rules_dir
        prefix = f"{pages.subfolder}/" if pages.subfolder else ""
        problems += _check_game_documents(pages, folder, prefix, languages)
    return problems


def _check_game_documents(
    pages: RulesPages,
    folder: Traversable | Path,
    prefix: str,
    languages: Sequence[str],
) -> list[Problem]:
    known = set(pages.values())
    problems: list[Problem] = []
    for kind in pages.kinds:
        loaded: dict[str, Document] = {}
        for lang in languages:
            name = f"{prefix}{kind}.{lang}.md"
            try:
                loaded[lang] = read_document(kind, lang, folder)
            except FileNotFoundError:
                problems.append(Problem("missing-document", name, "the file does not exist"))
            except (DocumentError, UnicodeDecodeError) as exc:
                problems.append(Problem("malformed-document", name, str(exc)))
        for lang, document in loaded.items():
            for section in document.sections:
                unknown = sorted(set(placeholders_in(section.markdown)) - known)
                if unknown:
                    problems.append(
                        Problem(
                            "unknown-placeholder",
                            f"{prefix}{kind}.{lang}.md #{section.id}",
                            "no example computes " + ", ".join(f"{{{{{u}}}}}" for u in unknown),
                        )
                    )
        reference = loaded.get("en")
        if reference is None:
            continue
        for lang, document in loaded.items():
            if lang != "en":
                problems += _compare(reference, document, prefix, document_scope(pages.game))
    return problems


def _compare(
    reference: Document, other: Document, prefix: str = "", scope: str = MAIN_GLOSSARY
) -> list[Problem]:
    name = f"{prefix}{other.kind}.{other.lang}.md"
    problems: list[Problem] = []
    if _outline(other) != _outline(reference):
        ids, theirs = set(reference.ids()), set(other.ids())
        parts = []
        if ids - theirs:
            parts.append("missing " + ", ".join(sorted(ids - theirs)))
        if theirs - ids:
            parts.append("extra " + ", ".join(sorted(theirs - ids)))
        if not parts:
            parts.append("same ids in another order or at another heading level")
        problems.append(Problem("sections-differ", name, "; ".join(parts) + " (against English)"))
    for section in other.sections:
        if section.id not in reference.ids():
            continue
        english = reference.section(section.id).markdown
        where = f"{name} #{section.id}"
        expected, found = (
            Counter(placeholders_in(english)),
            Counter(placeholders_in(section.markdown)),
        )
        if expected != found:
            detail = _difference(expected, found, "{{", "}}")
            problems.append(Problem("placeholders-differ", where, detail))
        if scope != MAIN_GLOSSARY:
            # A game with its own glossary table: structure only (ids, placeholders,
            # source marks); the word, number and sentence checks are tuned to the main one.
            problems += _source_problems(reference.section(section.id), section, other.lang, where)
            continue
        expected, found = Counter(numbers_in(english)), Counter(numbers_in(section.markdown))
        if expected != found:
            problems.append(Problem("numbers-differ", where, _difference(expected, found)))
        problems += _section_problems(reference.section(section.id), section, other.lang, where)
    return problems


_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"»“”)]*\s+(?=[A-ZÀ-ÖØ-Þ«„\"(])|\n\s*\n|\n\s*[-*]\s+|\n\|")
_LINE_MARKUP = re.compile(r"^\s*(#+\s.*|\|[-| ]*\|\s*)$", re.MULTILINE)


def sentence_count(markdown_text: str) -> int:
    """Sentences, list items and table rows of a section (headings left out)."""
    text = _LINE_MARKUP.sub("", markdown_text)
    text = PLACEHOLDER.sub("X", text)
    return len([p for p in _SENTENCE_END.split(text) if re.search(r"\w{3}", p)])


def _section_problems(english: Section, section: Section, lang: str, where: str) -> list[Problem]:
    """A translated section against its English one: the glossary's words, the
    rulebook's colours, no sentence lost, and made from the English text of today."""
    problems: list[Problem] = []
    text = section.markdown
    misses, _ = glossary_misses(english.markdown, text, lang, DOCUMENT_CONCEPTS)
    for word, accepted in misses:
        problems.append(
            Problem(
                "glossary-term-missing",
                where,
                f'the English section says "{word}"; this one has none of: {" / ".join(accepted)}',
            )
        )
    findings = message_checks.forbidden_words(text, lang, english.markdown)
    if not message_checks.colour_words(english.markdown, "en"):
        # A section that discusses a wrong colour (a rulebook's misprint) may name it.
        findings += message_checks.colour_words(text, lang)
    for finding in findings:
        problems.append(Problem(finding.kind, where, finding.detail))
    if lang == "it":
        straight = message_checks.straight_apostrophes(text)
        if straight:
            problems.append(
                Problem(
                    "italian-apostrophe",
                    where,
                    f"{straight} straight apostrophe(s) ('): the rules pages write the "
                    "typographic one (’)",
                )
            )
    wanted, got = sentence_count(english.markdown), sentence_count(text)
    if got < wanted or got > wanted + SENTENCE_SLACK:
        problems.append(
            Problem(
                "sentence-count",
                where,
                f"{got} sentences or items against {wanted} in English: a sentence was "
                + ("lost" if got < wanted else "added"),
            )
        )
    return problems + _source_problems(english, section, lang, where)


def _source_problems(english: Section, section: Section, lang: str, where: str) -> list[Problem]:
    """A translated section made from the English text of today (its source mark)."""
    problems: list[Problem] = []
    current = section_hash(english)
    if section.english_hash is None:
        problems.append(
            Problem(
                "source-unmarked",
                where,
                f"no <!-- en: {current} --> line: which English text was this made from?",
            )
        )
    elif section.english_hash != current:
        problems.append(
            Problem(
                "stale-section",
                where,
                f"made from English {section.english_hash}, the English section is now "
                f"{current}: translate the change, then mark it current "
                f"(score5 i18n-check --mark-current {lang}:{section.id})",
            )
        )
    return problems


SENTENCE_SLACK = 2
"""A translation may split a long sentence in two (German does); more is added text."""


def _difference(
    english: Counter[str], other: Counter[str], before: str = "", after: str = ""
) -> str:
    parts = []
    if english - other:
        parts.append("lacks " + ", ".join(before + k + after for k in sorted(english - other)))
    if other - english:
        parts.append("adds " + ", ".join(before + k + after for k in sorted(other - english)))
    return "; ".join(parts) + " (against English)"


def run_checks(
    ts_dir: Traversable | Path,
    rules_dir: Traversable | Path | None = None,
    languages: Sequence[str] = TRANSLATED_LANGUAGES,
) -> Report:
    """Every check, for the .ts files in ``ts_dir`` and the rules documents in
    ``rules_dir`` (the shipped ones by default)."""
    report = Report()
    for lang in languages:
        report.languages[lang] = check_language(lang, ts_dir, report.notes)
    report.english = check_sources(ts_dir, languages)
    report.documents = check_documents(rules_dir)
    report.guide = check_guide(ts_dir)
    return report


GUIDE_NAME = "TRANSLATORS.md"


def check_guide(ts_dir: Traversable | Path) -> list[Problem]:
    """The glossary's app words against the translators' guide beside the .ts files
    (a source checkout has it; an installed app may not, and then nothing is checked)."""
    node = ts_dir / GUIDE_NAME
    if not node.is_file():
        return []
    guide = node.read_text(encoding="utf-8")
    return [
        Problem(finding.kind, f"glossary.json [{english}]", finding.detail)
        for english, finding in message_checks.guide_disagreements(guide, glossary.terms())
    ]


def check_sources(ts_dir: Traversable | Path, languages: Sequence[str]) -> list[Problem]:
    """The English texts' own access keys, and a developer comment for every text with
    a placeholder, read from the first .ts file there is."""
    for lang in languages:
        node = ts_dir / TS_NAME.format(lang=lang)
        if not node.is_file():
            continue
        try:
            messages = read_ts(node.read_bytes(), node.name)
        except TsError:
            continue
        keyed = [message_checks.Keyed(m.context, m.source, m.source, m.where) for m in messages]
        found = [
            Problem(finding.kind, holder.where, finding.detail, holder.source)
            for holder, finding in message_checks.access_key_clashes(keyed)
        ]
        found += [
            Problem(
                "placeholder-without-comment",
                m.where,
                "no developer comment (#: in the source) says what the placeholders hold",
                m.source,
            )
            for m in messages
            if qt_markers(m.source) and not m.comment.strip()
        ]
        return found
    return []


def format_report(report: Report) -> str:
    """The report for a terminal, problems grouped by language and document."""
    lines = ["Interface strings:"]
    for lang, found in report.languages.items():
        if found.found:
            lines.append(
                f"  {lang}: {found.translated} of {found.total} translated, "
                f"{found.unfinished} unfinished ({found.file})"
            )
        else:
            lines.append(f"  {lang}: no usable file ({found.file})")
        for problem in found.problems:
            lines.append(f"    {problem.kind}: {problem.where}: {problem.detail}")
            if problem.source:
                lines.append(f"      source:      {problem.source!r}")
            if problem.translation:
                lines.append(f"      translation: {problem.translation!r}")
    if report.guide:
        lines.append("Glossary against the translators' guide:")
        lines += [f"  {p.kind}: {p.where}: {p.detail}" for p in report.guide]
    if report.english:
        lines.append("English source texts:")
        lines += [f"  {p.kind}: {p.where}: {p.detail}" for p in report.english]
    if report.documents:
        lines.append("Rules documents:")
        lines += [f"  {p.kind}: {p.where}: {p.detail}" for p in report.documents]
    else:
        lines.append("Rules documents: aligned in every language.")
    if report.notes:
        lines.append("Notes:")
        lines += [f"  {note}" for note in report.notes]
    count = report.problem_count
    lines.append("No problems found." if count == 0 else f"{count} problem(s) found.")
    return "\n".join(lines)
