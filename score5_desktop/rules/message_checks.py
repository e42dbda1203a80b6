"""Checks on one translated interface message, and on access keys across messages.

Each check answers a defect a translator can make without noticing, and each
is narrow enough that natural wording passes: a check that cries wolf teaches
translators to write worse sentences to silence it. ``score5 i18n-check``
runs them through ``i18n_check.check_language``.

A problem is a (kind, detail) pair; the caller adds where it was found.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from score5_desktop.rules import glossary

#: How many plural forms Qt uses per language (English, French, German and
#: Italian all have two: one and other).
NUMERUS_FORMS: dict[str, int] = {"en": 2, "fr": 2, "de": 2, "it": 2}

IDENTICAL_OK = "same as english: ok"
"""A translator comment that accepts a long translation identical to its source."""

_TAG = re.compile(r"<\s*(/?)\s*([a-zA-Z][a-zA-Z0-9]*)[^>]*?(/?)>")
_VOID_TAGS = frozenset({"br", "hr", "img"})
_ENDING = re.compile(r"([.!?:;…])[\s\u00a0\u202f\"'»“”)\]]*$")
_KEY = re.compile(r"&(&|.)", re.DOTALL)
_FILE_FILTER = re.compile(r"\(\*\.[^)]*\)")
_WORD = re.compile(r"[^\W\d_]+")

# French: a (narrow) no-break space before ; ! ? and : and the percent sign.
_FR_SPACE_BEFORE = re.compile(r"(?:^|[^ \u00a0\u202f])( ?)([;:!?])(?=\s|$|<|\))")
_FR_PERCENT = re.compile(r"(%\d|\d)( ?)%(?![\dnL])")

_ADDRESS = {
    # The interface speaks to one player (GLOSSARY.md): French vous, German du,
    # Italian tu. These words give away the other form.
    "fr": re.compile(r"\b(tu|toi|ton|ta|tes|ton)\b", re.IGNORECASE),
    # "Sie" is formal address only before a plural verb ("Sie haben"); "Sie steht"
    # is "it" (die Karte, die Umsetzung). "Ihr" mid-sentence is formal "your".
    "de": re.compile(r"\b(euch|euer|eure[mnrs]?|Ihnen|Sie(?=\s+\w+en\b)|(?<=\w )Ihre?[mnrs]?)\b"),
    "it": re.compile(r"\b(voi|vostr[aoie]|avete|siete|Lei)\b"),
}


@dataclass(frozen=True, slots=True)
class Finding:
    kind: str
    detail: str


def plural_forms(numerus: bool, source: str, forms: Sequence[str], lang: str) -> list[Finding]:
    """A ``%n`` message needs plural forms, as many as the language has."""
    found = []
    if "%n" in source and not numerus:
        found.append(
            Finding(
                "plural-not-marked",
                "the source counts with %n but lupdate saw no count: call self.tr(text, "
                "disambiguation, n) in a QObject so the message gets plural forms",
            )
        )
    wanted = NUMERUS_FORMS.get(lang, 2)
    if numerus and len(forms) != wanted:
        found.append(Finding("plural-forms", f"{len(forms)} plural form(s); {lang} needs {wanted}"))
    return found


def _tags(text: str) -> tuple[Counter[str], bool]:
    """The tag names of ``text`` and whether every opened tag is closed in order."""
    names: Counter[str] = Counter()
    stack: list[str] = []
    balanced = True
    for closing, name, self_closing in _TAG.findall(text):
        name = name.lower()
        names[("/" if closing else "") + name] += 1
        if self_closing or name in _VOID_TAGS:
            continue
        if not closing:
            stack.append(name)
        elif stack and stack[-1] == name:
            stack.pop()
        else:
            balanced = False
    return names, balanced and not stack


def markup(source: str, translation: str) -> list[Finding]:
    """Rich-text tags: the same tags as the source, each one closed."""
    wanted, _ = _tags(source)
    if not wanted:
        return []
    got, balanced = _tags(translation)
    if got != wanted:
        return [Finding("markup-differs", "the translation's HTML tags differ from the source's")]
    if not balanced:
        return [Finding("markup-unbalanced", "a tag is opened and not closed, or closed twice")]
    return []


def _ending(text: str) -> str:
    match = _ENDING.search(text.rstrip())
    return match.group(1) if match else ""


def ending_punctuation(source: str, translation: str) -> list[Finding]:
    """A sentence that ends with "." in English ends with "." in translation, and a
    label that ends with ":" keeps it (a lost "?" turns a question into a statement)."""
    want, got = _ending(source), _ending(translation)
    if want == got:
        return []
    shown = lambda mark: f'"{mark}"' if mark else "nothing"  # noqa: E731
    return [
        Finding(
            "ending-punctuation",
            f"the source ends with {shown(want)}, the translation with {shown(got)}",
        )
    ]


def identical(source: str, translation: str, comment: str) -> list[Finding]:
    """A long text left in English (lupdate's same-text guess, or a copy)."""
    words = _WORD.findall(source)
    if translation != source or len(words) < 4 or IDENTICAL_OK in comment.lower():
        return []
    return [
        Finding(
            "identical-to-source",
            f"a text of {len(words)} words is identical to its English source; write "
            f'"{IDENTICAL_OK}" in the translator comment if that is right',
        )
    ]


def french_spacing(translation: str) -> list[Finding]:
    """French: a no-break space (U+00A0, or the narrow U+202F) before ; : ! ? and %."""
    text = _FILE_FILTER.sub("", translation)
    text = re.sub(r"<[^>]*>|https?://\S+|&\w+;", "", text)
    for match in _FR_SPACE_BEFORE.finditer(text):
        mark = match.group(2)
        return [
            Finding(
                "french-spacing",
                f'"{mark}" needs a no-break space before it (U+00A0 or U+202F), '
                f"not {'an ordinary space' if match.group(1) else 'nothing'}",
            )
        ]
    if _FR_PERCENT.search(text):
        return [Finding("french-spacing", '"%" needs a no-break space before it (U+00A0)')]
    return []


def german_quotes(translation: str) -> list[Finding]:
    if '"' in translation:
        return [Finding("german-quotes", "German quotes are „…“, not straight quotes")]
    return []


def address_form(translation: str, lang: str) -> list[Finding]:
    """The interface speaks to one player: FR vous, DE du, IT tu."""
    pattern = _ADDRESS.get(lang)
    if pattern is None:
        return []
    text = re.sub(r"<[^>]*>", " ", re.sub(r"%\w+", " ", translation))
    for match in pattern.finditer(text):
        word = match.group(1)
        wanted = {"fr": "vous", "de": "du", "it": "tu"}[lang]
        return [
            Finding(
                "address-form",
                f'"{word}" addresses the player in another form: the interface says {wanted}',
            )
        ]
    return []


def _words_pattern(phrase: str) -> re.Pattern[str]:
    body = r"\s+".join(re.escape(w) for w in phrase.split())
    return re.compile(rf"(?<!\w){body}\w{{0,2}}(?!\w)", re.IGNORECASE)


def forbidden_words(text: str, lang: str) -> list[Finding]:
    """Synonyms the rulebook never uses (FR "joker" for the wild, IT "matta")."""
    found = []
    for entry in glossary.forbidden(lang):
        if _words_pattern(entry.word).search(text):
            found.append(
                Finding(
                    "forbidden-synonym",
                    f'"{entry.word}" is not the rulebook\'s word for {entry.concept}: '
                    f'write "{entry.use}"',
                )
            )
    return found


def colour_words(text: str, lang: str) -> list[Finding]:
    """Family colours in the rulebook's words only (IT "azzurro" is not a family)."""
    found = []
    for word in glossary.colour_words(lang):
        if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE):
            families = ", ".join(glossary.family_word(f, lang) for f in glossary.FAMILY_CONCEPTS)
            found.append(
                Finding(
                    "family-colour-word",
                    f'"{word}" is not one of the rulebook\'s family colours ({families})',
                )
            )
    return found


# -- access keys -------------------------------------------------------------------------


def access_key(text: str) -> str | None:
    """The key a "&x" marks (lowercase), or None; "&&" is a literal ampersand."""
    for match in _KEY.finditer(text):
        if match.group(1) != "&":
            return match.group(1).lower()
    return None


def access_key_kept(source: str, translation: str) -> list[Finding]:
    if access_key(source) and not access_key(translation):
        return [
            Finding(
                "access-key-missing",
                'the source marks an access key ("&"), the '
                "translation none: keyboard users lose it",
            )
        ]
    return []


MAIN_WINDOW_BAR = "main window: menu bar and action bar"
F35_WINDOW_BAR = "main window: menu bar and Five Three Five's controls"

ACCESS_KEY_GROUPS: dict[str, tuple[tuple[str, str], ...]] = {
    # Texts shown together whose keys must differ. Contexts not listed here form one
    # group each (a dialog's own labels and buttons); the main window's menus are
    # split out, since each menu is its own keyboard scope, and the menu bar shares
    # Alt+key with the action bar under it.
    MAIN_WINDOW_BAR: (
        ("MainWindow", "&Game"),
        ("MainWindow", "&View"),
        ("MainWindow", "&Settings"),
        ("MainWindow", "&Help"),
    ),
    F35_WINDOW_BAR: (
        # Five Three Five's controls sit under its table, with the same menu bar above.
        ("MainWindow", "&Game"),
        ("MainWindow", "&View"),
        ("MainWindow", "&Settings"),
        ("MainWindow", "&Help"),
        ("F35", "&Lead"),
        ("F35", "&Overwrite"),
        ("F35", "&Add"),
        ("F35", "&Pass"),
    ),
    "Game menu": (
        ("MainWindow", "&New game…"),
        ("MainWindow", "&Continue saved game"),
        ("MainWindow", "&Save game as…"),
        ("MainWindow", "&Open game record…"),
        ("MainWindow", "&Replay a game…"),
        ("MainWindow", "&History…"),
        ("MainWindow", "S&tatistics…"),
        ("MainWindow", "&Quit"),
    ),
    "new-game dialog": (
        ("NewGameDialog", "&Game:"),
        ("NewGameDialog", "&Players:"),
        ("NewGameDialog", "Maximum &adjustment rounds:"),
        ("F35Options", "&Short game"),
        ("F35Options", "&One hand"),
        ("F35Options", "&Big deal"),
        ("F35Options", "Op&en pass"),
        ("F35Options", "No &limit"),
    ),
    "Help menu": (("MainWindow", "&Rules"), ("MainWindow", "&About Score 5 Desktop")),
    "saved-game question": (("MainWindow", "&Continue"), ("MainWindow", "&New game…")),
}


@dataclass(frozen=True, slots=True)
class Keyed:
    """A message with an access key, as the clash check needs it."""

    context: str
    source: str
    text: str
    where: str


CONTEXT_GROUPS: dict[str, str] = {"ActionBar": MAIN_WINDOW_BAR, "F35Controls": F35_WINDOW_BAR}
"""Contexts whose every keyed text joins a named group (the action bar's buttons)."""


def _group_of(context: str, source: str) -> list[str]:
    if context in CONTEXT_GROUPS:
        return [CONTEXT_GROUPS[context]]
    named = [name for name, members in ACCESS_KEY_GROUPS.items() if (context, source) in members]
    if named:
        return named
    if context in {c for members in ACCESS_KEY_GROUPS.values() for c, _ in members}:
        return []  # e.g. the Settings menu's one entry: nothing to clash with
    return [context]


def access_key_clashes(messages: Iterable[Keyed]) -> list[tuple[Keyed, Finding]]:
    """Two texts of one window or menu marking the same key: Alt+key reaches only one."""
    groups: dict[str, dict[str, list[Keyed]]] = {}
    for message in messages:
        key = access_key(message.text)
        if key is None:
            continue
        for group in _group_of(message.context, message.source):
            groups.setdefault(group, {}).setdefault(key, []).append(message)
    found = []
    for group, keys in groups.items():
        for key, holders in keys.items():
            if len(holders) < 2:
                continue
            texts = " / ".join(f'"{h.text}"' for h in holders)
            detail = f'{texts} share the access key "{key.upper()}" in {group}'
            found.append((holders[0], Finding("access-key-clash", detail)))
    return found
