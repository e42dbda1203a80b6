"""Widgets that show text from files as text, never as markup (see ``model.plain_text``).

Qt guesses rich text in labels, message boxes and tooltips unless told otherwise, so
a player's name like ``<img src="/dev/zero">`` would be rendered, loading that
file. Every label of the app is made here, plain, and so is every message
box that may quote a file; every tooltip worded in code goes through ``set_tooltip``
(a source test holds that: only a translated literal may be set as it is).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem, QLabel, QMessageBox, QWidget

from score5_desktop.model.plain_text import plain_tooltip


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A ``QLabel`` that shows its text exactly as it is."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def message_box(
    parent: QWidget | None,
    title: str,
    text: str,
    icon: QMessageBox.Icon = QMessageBox.Icon.Warning,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
) -> QMessageBox:
    """A message box whose text is plain (it may quote a file's name or content)."""
    box = QMessageBox(icon, title, "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    return box


def set_tooltip(target: QWidget | QGraphicsItem, text: str) -> None:
    """Give ``target`` a tooltip that shows ``text`` exactly as it is, names and all.

    Set only when it changes: a table sets every card's tooltip on every move, and Qt
    asks a graphics item about each change, even to the text it already has."""
    tip = plain_tooltip(text)
    if target.toolTip() != tip:
        target.setToolTip(tip)


def set_paragraphs_tooltip(target: QWidget | QGraphicsItem, *texts: str) -> None:
    """Give ``target`` a tooltip of ``texts``, each a paragraph of its own, each shown
    exactly as it is (a hint and the note that follows it)."""
    target.setToolTip("".join(plain_tooltip(text) for text in texts if text))
