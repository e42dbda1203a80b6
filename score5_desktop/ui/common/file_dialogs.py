"""Open and Save dialogs that speak the interface language all through.

Where the desktop offers no dialog of its own, Qt draws one, and in Italian it read
badly: Qt's Italian and French catalogues lack its word for a folder (the type
column said "Folder"), its file list writes dates in the system's locale, not the
interface's (a "C" system gave "1 12 2026 22:13"), and its columns and places
keep widths sized for English ("Dimensione", "Computer" were cut). The dialogs
made here fix those three where Qt draws the dialog; a desktop's own dialog is
left as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFileInfo, QLocale, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import (
    QFileDialog,
    QFileIconProvider,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

DATE_COLUMN = 3
"""The file list's "Date Modified" column (Qt's ``QFileSystemModel``)."""

PLACES_ROOM = 16
"""Room beside the widest place's name in the places list, for its frame and margin."""


class _FileKinds(QFileIconProvider):
    """The type column's word for a folder, from our catalogues where Qt's lack it."""

    def type(self, info: QFileInfo) -> str:
        if info.isDir() and not info.isRoot():
            #: Qt's Open and Save dialogs: the type of a folder, in the list of files.
            return QCoreApplication.translate("FileDialog", "Folder")
        return super().type(info)


class _LocalDates(QStyledItemDelegate):
    """Writes the files' dates as the interface language does (Qt uses the system's)."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        model = index.model()
        if index.column() == DATE_COLUMN and isinstance(model, QFileSystemModel):
            when = model.lastModified(index)
            option.text = QLocale().toString(when, QLocale.FormatType.ShortFormat)


class FileDialog(QFileDialog):
    """A file dialog whose own drawing, where Qt draws it, is in the interface language
    and wide enough for its words. Callers set the accept and file modes."""

    def __init__(self, parent: QWidget | None, caption: str, directory: str, filters: str) -> None:
        super().__init__(parent, caption, directory, filters)
        self._kinds = _FileKinds()  # Qt does not own it: kept as long as the dialog
        self.setIconProvider(self._kinds)
        self.setItemDelegate(_LocalDates(self))
        files = self.findChild(QTreeView, "treeView")
        if files is not None:
            # Size, type and date as wide as their words; the names take the rest.
            header = files.header()
            header.setStretchLastSection(False)
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for column in range(1, header.count()):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        places = self.findChild(QListView, "sidebar")
        if places is not None:
            places.setMinimumWidth(places.sizeHintForColumn(0) + PLACES_ROOM)


def open_file_name(parent: QWidget | None, caption: str, filters: str) -> str:
    """The file chosen to open, or "" (``QFileDialog.getOpenFileName``'s answer)."""
    dialog = FileDialog(parent, caption, "", filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return _chosen(dialog)


def save_file_name(parent: QWidget | None, caption: str, suggested: str, filters: str) -> str:
    """Where to save, or "" (``QFileDialog.getSaveFileName``'s answer)."""
    dialog = FileDialog(parent, caption, suggested, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    return _chosen(dialog)


def _chosen(dialog: QFileDialog) -> str:
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()
