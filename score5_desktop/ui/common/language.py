"""The one place that switches the interface language.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every
widget; each window and dialog answers it with its ``retranslateUi`` method, so
the switch is live and needs no restart. Qt's own ``qtbase_xx.qm`` is loaded
too (from Qt's folder, else PySide6's), so the standard buttons (OK, Cancel,
Close) and the file dialogs speak the same language; ``qt_gaps`` lists the few
texts Qt's own catalogues lack.

Pseudo-localisation (``SCORE5_PSEUDO=1`` or ``score5-desktop --pseudo``)
replaces every translation with a longer, accented, bracketed copy of the
English, so a layout too tight for German shows up in any language and a
string that never went through ``tr()`` stands out unbracketed.

For translators, ``score5-desktop --show-ids`` (or ``SCORE5_SHOW_IDS=1``)
appends each message's context, and its disambiguation when it has one, to the
translated text: "Prenez %1. ⟦Hint⟧" tells which message in Linguist to edit.

English ships a .qm too, holding only the plural forms of the ``%n`` sources
("%n card(s)" -> "1 card", "2 cards"); tools/update_translations.py writes it.
"""

from __future__ import annotations

import logging
import math
import os
import re
from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
    Signal,
)

from score5_desktop.paths import translations_dir

logger = logging.getLogger(__name__)

LANGUAGES: tuple[str, ...] = ("en", "fr", "de", "it")
"""The interface languages shipped; English is the source language (its .qm holds
only the English plural forms)."""

NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "it": "Italiano",
}
"""Endonyms, never translated: people look for their own language's name."""

PSEUDO_ENV = "SCORE5_PSEUDO"
SHOW_IDS_ENV = "SCORE5_SHOW_IDS"


def pseudo_requested() -> bool:
    """The environment asks for pseudo-localisation (any value but "", "0")."""
    return os.environ.get(PSEUDO_ENV, "") not in ("", "0")


def show_ids_requested() -> bool:
    """The environment asks for message ids after each text (any value but "", "0")."""
    return os.environ.get(SHOW_IDS_ENV, "") not in ("", "0")


def system_language() -> str:
    """The first of the system's preferred UI languages that we ship, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(code: str | None) -> str:
    """A settings value (None: follow the system; "fr_CA": French) as a shipped code."""
    if not code:
        return system_language()
    short = code.replace("-", "_").split("_")[0].lower()
    return short if short in LANGUAGES else "en"


# -- pseudo-localisation -----------------------------------------------------------------

_ACCENTED = str.maketrans(
    "abcdeghiklmnoprstuwyzABCDEGHIKLMNOPRSTUWYZ",
    "àƀçđéĝĥíķĺɱñöþŕšţüŵýžÀßÇĐÉĜĤÍĶĹМÑÖÞŔŠŢÜŴÝŽ",
)
# What pseudo-localisation must leave alone: Qt markers (%1, %L2, %n), shortcut
# markers with their key (&x, &&), HTML tags and entities, the "(s)" of a
# "%n thing(s)" source (English's forms come from the English .qm), file-dialog
# patterns ("(*.json)"), and line breaks.
_KEEP = re.compile(r"%L?(?:n|\d{1,2})|&&|&\w|<[^>]*>|&[a-z]+;|&#\d+;|\(s\)|\([^)]*\*[^)]*\)|\n")
PSEUDO_PAD = "·"


def pseudo(text: str) -> str:
    """``text`` accented, lengthened by about 40% and bracketed: "[Ñéŵ ĝàɱé····]"."""
    if not text.strip():
        return text
    out: list[str] = []
    visible = 0
    position = 0
    for match in _KEEP.finditer(text):
        plain = text[position : match.start()]
        out.append(plain.translate(_ACCENTED))
        visible += len(plain)
        token = match.group(0)
        out.append(token)
        if not token.startswith("<"):
            visible += len(token)
        position = match.end()
    tail = text[position:]
    out.append(tail.translate(_ACCENTED))
    visible += len(tail)
    padding = PSEUDO_PAD * max(2, math.ceil(visible * 0.4))
    return "[" + "".join(out) + padding + "]"


class PseudoTranslator(QTranslator):
    """Translates every string into its pseudo-localised English (see ``pseudo``)."""

    def translate(
        self,
        context: str,
        source_text: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        return pseudo(source_text)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


class IdTranslator(QTranslator):
    """For translators: each text as the language shows it, then ``⟦Context⟧`` (and
    ``⟦Context|disambiguation⟧``), so a text on screen leads to its message. It loads
    the language's .qm itself (one object: nothing to outlive at shut-down)."""

    def translate(
        self,
        context: str,
        source_text: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        text = super().translate(context, source_text, disambiguation, n) or source_text
        if not text.strip():
            return text
        tag = f"{context}|{disambiguation}" if disambiguation else context
        return f"{text} ⟦{tag}⟧"

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


# -- switching -----------------------------------------------------------------------------


class Language(QObject):
    """Holds the installed translators; ``apply`` switches them all at once."""

    changed = Signal(str)
    """The interface language is now this code (after every window relabelled)."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        pseudo: bool | None = None,
        show_ids: bool | None = None,
    ) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self._code = "en"
        self._pseudo = pseudo_requested() if pseudo is None else pseudo
        self._show_ids = show_ids_requested() if show_ids is None else show_ids

    def code(self) -> str:
        """The language in use ("en" under pseudo-localisation)."""
        return self._code

    def isPseudo(self) -> bool:  # noqa: N802 - Qt naming, like the rest of the ui layer
        return self._pseudo

    def apply(self, code: str | None) -> None:
        """Switch to ``code`` (None: the system language) in every open window."""
        code = "en" if self._pseudo else resolve(code)
        app = QCoreApplication.instance()
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators.clear()
        if self._pseudo:
            self._translators.append(PseudoTranslator(self))
        else:
            ours = _load_ours(code, IdTranslator(self) if self._show_ids else QTranslator(self))
            if ours is not None:
                self._translators.append(ours)
        if not self._pseudo and code != "en":
            qt = _load_qts(code, QTranslator(self))
            if qt is not None:
                self._translators.append(qt)
        QLocale.setDefault(QLocale(code))
        self._code = code
        # Installing sends LanguageChange to every widget; with no translator left
        # (back to English) Qt sends it on removal, so windows relabel either way.
        for translator in self._translators:
            app.installTranslator(translator)
        # Qt posts the LanguageChange events; deliver them now, so every window has
        # relabelled when this returns and when ``changed`` is emitted.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.changed.emit(code)


@cache
def in_every_language(context: str, source: str) -> frozenset[str]:
    """``source`` (a message of ``context``) as each shipped interface language words it,
    the English source included: to know a text our interface wrote in another language
    (a default name remembered from a game set up in German). Read from the same .qm
    files the interface uses, so it follows the translations, never a list of its own."""
    texts = {source}
    for code in LANGUAGES:
        translator = _load_ours(code, QTranslator())
        text = translator.translate(context, source) if translator is not None else ""
        if text:
            texts.add(text)
    return frozenset(texts)


def qt_translation_dirs() -> list[str]:
    """Where Qt's own ``qtbase_xx.qm`` may be: Qt's configured folder, then PySide6's
    own ``Qt/translations`` (a frozen build may configure no folder at all)."""
    import PySide6

    found = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    found.append(os.path.join(os.path.dirname(PySide6.__file__), "Qt", "translations"))
    return list(dict.fromkeys(d for d in found if d))


def _load_qts(code: str, translator: QTranslator) -> QTranslator | None:
    """``translator`` loaded with Qt's own texts for ``code`` (file dialogs, standard
    buttons), or None; a gap in them is filled by ours (``qt_gaps``)."""
    for folder in qt_translation_dirs():
        if translator.load(f"qtbase_{code}", folder):
            return translator
    logger.info("no Qt translation qtbase_%s in %s", code, qt_translation_dirs())
    return None


def _load_ours(code: str, translator: QTranslator) -> QTranslator | None:
    """``translator`` loaded with our compiled translation for ``code``, or None.

    Read into memory, never loaded by file name: Qt maps a named ``.qm`` file into the
    process, and a file rewritten in place while the app runs (``tools/
    update_translations.py``, a reinstall over the same files) then killed the app with
    a bus error at its next translated sentence, no traceback, or gave it wrong words.
    Qt does not copy the bytes: the translator keeps them for its whole life."""
    node = translations_dir() / f"score5_desktop_{code}.qm"
    if not node.is_file():
        logger.warning("no interface translation for %s", code)
        return None
    try:
        data = node.read_bytes()
    except OSError as exc:
        logger.warning("could not read %s: %s", node, exc)
        return None
    if translator.load(data):
        translator._qm_bytes = data  # type: ignore[attr-defined] - Qt reads them in place
        return translator
    logger.warning("could not load %s", node)
    return None
