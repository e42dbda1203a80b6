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
from functools import cache

from score5_desktop.core import registry
from score5_desktop.core.protocol import HasRulebook, Rulebook
from score5_desktop.rulebook import glossary

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


def forbidden_words(text: str, lang: str, english: str = "") -> list[Finding]:
    """Synonyms the rulebook never uses (FR "joker" for the wild, IT "matta"). An entry
    with ``when`` applies only where ``english``, the source, says that word."""
    found = []
    for entry in glossary.forbidden(lang):
        if entry.when and not _words_pattern(entry.when).search(english):
            continue
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
REPLAY_BAR = "main window: menu bar and replay bar"

_MENU_BAR = (
    ("MainWindow", "&Game"),
    ("MainWindow", "&View"),
    ("MainWindow", "&Settings"),
    ("MainWindow", "&Help"),
)
NEW_GAME_DIALOG = "new-game dialog"

ACCESS_KEY_GROUPS: dict[str, tuple[tuple[str, str], ...]] = {
    # Texts shown together whose keys must differ. Contexts not listed here form one
    # group each (a dialog's own labels and buttons); the main window's menus are
    # split out, since each menu is its own keyboard scope, and the menu bar shares
    # Alt+key with the action bar under it, and with the replay bar when a game is
    # watched again in the main window.
    MAIN_WINDOW_BAR: _MENU_BAR,
    REPLAY_BAR: _MENU_BAR,
    "Game menu": (
        ("MainWindow", "&New game…"),
        ("MainWindow", "&Continue saved game"),
        ("MainWindow", "&Save game as…"),
        ("MainWindow", "&Open game record…"),
        ("MainWindow", "&Replay a game…"),
        ("MainWindow", "&History…"),
        ("MainWindow", "S&tatistics…"),
        ("MainWindow", "&Quit"),
        # The submenu's title is one of the Game menu's entries (in English it had
        # the key O of "&Open game record…").
        ("OnlineMenu", "Play on&line"),
    ),
    "Play online menu": (
        ("OnlineMenu", "&Host a table…"),
        ("OnlineMenu", "&Join a table…"),
        ("OnlineMenu", "&Rejoin your seat"),
        ("OnlineMenu", "Online &table…"),
        ("OnlineMenu", "&Leave the table"),
    ),
    NEW_GAME_DIALOG: (
        ("NewGameDialog", "&Game:"),
        ("NewGameDialog", "&Players:"),
        ("NewGameDialog", "Maximum &adjustment rounds:"),
    ),
    "Help menu": (("MainWindow", "&Rules"), ("MainWindow", "&About Score 5 Desktop")),
    "saved-game question": (("MainWindow", "&Continue"), ("MainWindow", "&New game…")),
    # The question before leaving a game in progress: one of the first two buttons
    # with "Save it first" (and Qt's own Cancel, which has no key).
    "quit question": (("MainWindow", "&Quit"), ("MainWindow", "&Save it first…")),
    "leave question": (("MainWindow", "&Leave this game"), ("MainWindow", "&Save it first…")),
}


@dataclass(frozen=True, slots=True)
class Keyed:
    """A message with an access key, as the clash check needs it."""

    context: str
    source: str
    text: str
    where: str


CONTEXT_GROUPS: dict[str, tuple[str, ...]] = {
    "ActionBar": (MAIN_WINDOW_BAR,),
    # The replay bar is its own window's row of keys (in the replay window) and sits
    # under the main window's menu bar when a finished game is watched again.
    "ReplayBar": ("ReplayBar", REPLAY_BAR),
}
"""Contexts whose every keyed text joins named groups (the action bar's buttons)."""


def _books() -> list[tuple[str, Rulebook]]:
    return [(g.id, g.rulebook()) for g in registry.installed() if isinstance(g, HasRulebook)]


def _bar_group(game_id: str) -> str:
    return f"main window: menu bar and the controls of {game_id}"


@cache
def access_key_groups() -> dict[str, tuple[tuple[str, str], ...]]:
    """``ACCESS_KEY_GROUPS`` with each game's own keyed texts (``Rulebook.bar_keys``, the
    controls under its table, with the menu bar above; ``option_keys``, its options in
    the new-game dialog)."""
    groups = dict(ACCESS_KEY_GROUPS)
    for game_id, book in _books():
        if book.bar_keys or book.bar_contexts:
            groups[_bar_group(game_id)] = (*_MENU_BAR, *book.bar_keys)
        groups[NEW_GAME_DIALOG] = (*groups[NEW_GAME_DIALOG], *book.option_keys)
    return groups


@cache
def context_groups() -> dict[str, tuple[str, ...]]:
    """``CONTEXT_GROUPS`` with each game's contexts wholly on its bar (``bar_contexts``)."""
    groups = dict(CONTEXT_GROUPS)
    for game_id, book in _books():
        for context in book.bar_contexts:
            groups[context] = (_bar_group(game_id),)
    return groups


def _group_of(context: str, source: str) -> list[str]:
    contexts, keyed = context_groups(), access_key_groups()
    if context in contexts:
        return list(contexts[context])
    named = [name for name, members in keyed.items() if (context, source) in members]
    if named:
        return named
    if context in {c for members in keyed.values() for c, _ in members}:
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


# -- names, apostrophes, the guide's words ---------------------------------------------------

_NAME_WORD = re.compile(r"\bnames?\b", re.IGNORECASE)
_NOT_A_PERSON = re.compile(
    r"\b(card|family|file|folder|colou?r|level|program|setting|language)s?\W*$", re.IGNORECASE
)
_MARKER_IN_COMMENT = re.compile(r"%(\d\d?|n)\b")


def name_placeholders(comment: str) -> set[str]:
    """The placeholders a developer comment describes as a player's name ("%1 a
    player's name, e.g. "Bot 2"", "%2 the winner's name"); a card's or a file's
    name is not a person's."""
    found: set[str] = set()
    marks = list(_MARKER_IN_COMMENT.finditer(comment))
    for index, mark in enumerate(marks):
        end = marks[index + 1].start() if index + 1 < len(marks) else len(comment)
        # A description stops at the next placeholder or at the next clause.
        description = re.split(r"[;.](?:\s|$)", comment[mark.end() : end], maxsplit=1)[0]
        for word in _NAME_WORD.finditer(description):
            if not _NOT_A_PERSON.search(description[: word.start()]):
                found.add("%" + mark.group(1))
                break
    return found


# Words that take a gender (or the formal "Sie") from what they point back to: right
# after a name they point at the person, whose gender the sentence cannot know.
# Relative pronouns count only after a comma ("%1, der vorne liegt"); German "die"
# after a name may start a noun phrase ("gib %1 die Karte").
_GENDERED_AFTER_NAME: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "fr": (
        re.compile(r"^(il|elle|lui|celui|celle|lequel|laquelle|auquel|duquel)$", re.I),
        re.compile(r"^$"),
    ),
    "de": (
        re.compile(r"^(er|sie|ihm|ihn|ihr\w*|sein\w*)$", re.I),
        re.compile(r"^(der|die|dem|den|dessen|deren|welche[mnrs]?)$", re.I),
    ),
    "it": (
        re.compile(r"^(lui|lei|egli|ella|esso|essa)$", re.I),
        re.compile(r"^(il quale|la quale)$", re.I),
    ),
}


def pronoun_after_name(translation: str, names: Iterable[str], lang: str) -> list[Finding]:
    """A pronoun or possessive right after a placeholder that holds a player's name:
    "Anna, der vorne liegt" gives Anna a gender the sentence cannot know (rephrase:
    "Anna liegt vorne")."""
    patterns = _GENDERED_AFTER_NAME.get(lang)
    if patterns is None:
        return []
    always, after_comma = patterns
    for marker in sorted(names):
        for match in re.finditer(
            re.escape(marker) + r"(?!\d)(\s*,)?\s+(\w+(?:\s+quale)?)", translation
        ):
            word = match.group(2)
            if always.match(word.split()[0]) or (match.group(1) and after_comma.match(word)):
                return [
                    Finding(
                        "pronoun-after-name",
                        f'"{word}" right after {marker} (a player\'s name) takes a gender '
                        "or person the name cannot give it: rephrase without it",
                    )
                ]
    return []


_STRAIGHT_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")
_NOT_PROSE = re.compile(r"<!--.*?-->|`[^`]*`|\{\{[^}]*\}\}|\{#[^}]*\}|\]\([^)]*\)", re.DOTALL)


def straight_apostrophes(markdown_text: str) -> int:
    """Straight apostrophes between letters in prose (comments, code, placeholders and
    link targets left out): the Italian rules pages write the typographic one (’)."""
    return len(_STRAIGHT_APOSTROPHE.findall(_NOT_PROSE.sub(" ", markdown_text)))


_GUIDE_TERM = re.compile(
    r"(?P<concept>[A-Z][\w -]*?) is FR \*(?P<fr>[^*]+)\*, DE \*(?P<de>[^*]+)\*, "
    r"IT \*(?P<it>[^*]+)\*"
)


def guide_terms(guide: str) -> dict[str, dict[str, str]]:
    """The words the translators' guide prescribes ("Replay is FR *revoir*, DE
    *ansehen*, IT *rivedere*"), by English word (lower case) and language."""
    text = re.sub(r"\s+", " ", guide)
    return {
        m["concept"].strip().lower(): {lang: m[lang].strip() for lang in ("fr", "de", "it")}
        for m in _GUIDE_TERM.finditer(text)
    }


def guide_disagreements(guide: str, rows: Iterable[glossary.Term]) -> list[tuple[str, Finding]]:
    """Glossary rows that accept other words than the guide prescribes: the preferred
    word must be the guide's, and any other word a form of it (FR "revue" of
    "revoir"), never a synonym the guide rules out (DE "Wiederholung")."""
    by_word = {row.words["en"].lower(): row for row in rows}
    found = []
    for english, wanted in guide_terms(guide).items():
        row = by_word.get(english)
        if row is None:
            found.append(
                (english, Finding("guide-term-unknown", f'the glossary has no row for "{english}"'))
            )
            continue
        for lang, word in wanted.items():
            accepted = glossary.alternatives(row.words[lang])
            stem = word[:3].lower()
            others = [w for w in accepted if not w.lower().startswith(stem)]
            if accepted[0].lower() != word.lower() or others:
                detail = (
                    f'{lang}: the guide says "{word}", the glossary accepts {", ".join(accepted)}'
                )
                found.append((english, Finding("glossary-disagrees-with-guide", detail)))
    return found
