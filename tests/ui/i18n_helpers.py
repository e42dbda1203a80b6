"""What a window shows in words, and which of those words are untranslated English.

Used by the translation tests: every label, button, group box, action, menu,
combo-box item, dock, window title and table header a window holds is
collected, then compared with the English sources of a language's .ts file.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QWidget,
)

from score5_desktop.paths import translations_dir
from score5_desktop.rulebook.i18n_check import TS_NAME, read_ts
from score5_desktop.ui.common.language import Language


@contextmanager
def interface_language(code: str, *, pseudo: bool = False) -> Iterator[Language]:
    """Switch the whole application to ``code`` and back to English afterwards."""
    language = Language(QApplication.instance(), pseudo=pseudo)
    language.apply(code)
    try:
        yield language
    finally:
        language._pseudo = False
        language.apply("en")
        language.deleteLater()


def translated_sources(lang: str) -> dict[str, str]:
    """English source -> translation, for the sources whose translation differs."""
    node = translations_dir() / TS_NAME.format(lang=lang)
    found: dict[str, str] = {}
    for message in read_ts(node.read_bytes(), node.name):
        text = message.forms[0]
        if message.finished and text != message.source:
            found[message.source] = text
    return found


def _header_texts(view: QAbstractItemView) -> Iterator[tuple[str, str]]:
    model = view.model()
    header = getattr(view, "horizontalHeader", getattr(view, "header", None))
    if model is None or header is None:
        return
    for section in range(header().count()):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield f"{view.objectName()} header", value


def _action_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    yield "menu", menu.title()
    for action in menu.actions():
        if action.menu() is not None:
            yield from _action_texts(action.menu())
        elif not action.isSeparator():
            yield f"action {action.objectName()}", action.text()


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every word ``root`` and its children show a player."""
    found: list[tuple[str, str]] = [("window title", root.windowTitle())]
    for label in root.findChildren(QLabel):
        found.append((f"label {label.objectName()}", label.text()))
    for button in root.findChildren(QAbstractButton):
        found.append((f"button {button.objectName()}", button.text()))
        found.append((f"tooltip {button.objectName()}", button.toolTip()))
    for box in root.findChildren(QGroupBox):
        found.append((f"group {box.objectName()}", box.title()))
    for combo in root.findChildren(QComboBox):
        for row in range(combo.count()):
            found.append((f"combo {combo.objectName()}", combo.itemText(row)))
    for dock in root.findChildren(QDockWidget):
        found.append((f"dock {dock.objectName()}", dock.windowTitle()))
    for view in root.findChildren(QAbstractItemView):
        found += _header_texts(view)
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            if action.menu() is not None:
                found += _action_texts(action.menu())
    return [(where, text) for where, text in found if text]


def untranslated(root: QWidget, lang: str) -> list[tuple[str, str]]:
    """The texts of ``root`` that are an English source with another translation."""
    english = translated_sources(lang)
    plain = {source.replace("&", ""): source for source in english}
    return [
        (where, text)
        for where, text in visible_texts(root)
        if text in english or text.replace("&", "") in plain
    ]


def translate(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)
