"""The Open and Save dialogs Qt draws speak the interface language all through: in
Italian the type column said "Folder", dates followed the system's "C" locale ("1 12
2026 22:13"), and "Dimensione" and a place's name were cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QListView, QStyleOptionViewItem, QTreeView

from score5_desktop.ui.common.file_dialogs import DATE_COLUMN, FileDialog
from tests.ui.i18n_helpers import interface_language

FOLDER = {"fr": "Dossier", "de": "Ordner", "it": "Cartella"}


@pytest.mark.parametrize("lang", ["fr", "de", "it"])
def test_the_file_dialog_speaks_the_interface_language(qtbot, tmp_path, lang) -> None:
    (tmp_path / "records").mkdir()
    (tmp_path / "game.score5.json").write_text("{}", encoding="utf-8")
    with interface_language(lang):
        dialog = FileDialog(None, "x", str(tmp_path), "(*.json)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        dialog.resize(640, 420)
        dialog.show()
        files = dialog.findChild(QTreeView, "treeView")
        model = files.model()
        qtbot.waitUntil(lambda: model.rowCount(files.rootIndex()) == 2, timeout=5000)
        root = files.rootIndex()
        rows = {model.index(r, 0, root).data(): r for r in range(2)}
        folder = model.index(rows["records"], 2, root)
        assert _drawn_text(files, folder) == FOLDER[lang]
        dated = model.index(rows["game.score5.json"], DATE_COLUMN, root)
        when = model.lastModified(dated)
        assert _drawn_text(files, dated) == QLocale(lang).toString(
            when, QLocale.FormatType.ShortFormat
        )
        header = files.header()
        for column in range(header.count()):  # no header's words cut
            words = model.headerData(column, Qt.Orientation.Horizontal)
            assert header.sectionSize(column) >= header.fontMetrics().horizontalAdvance(words)
        places = dialog.findChild(QListView, "sidebar")
        assert places.viewport().width() >= places.sizeHintForColumn(0)


def _drawn_text(view: QTreeView, index) -> str:
    """The text the view draws in a cell (its delegate's style option)."""
    option = QStyleOptionViewItem()
    view.itemDelegateForIndex(index).initStyleOption(option, index)
    return option.text
