"""Qt's own texts that Qt's translations lack in our languages.

``Language`` loads Qt's ``qtbase_xx.qm`` so standard dialogs speak the player's
language; but Qt 6 renamed two labels of its file dialog ("&Look in:", "Files
of &type:") and the French and Italian catalogues still hold the old texts, so
the Open and Save dialogs showed them in English. They are listed here, in
Qt's own context, so lupdate puts them in our .ts files: Qt asks every
installed translator in turn, and ours answers where Qt's has nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

FILE_DIALOG_TEXTS: tuple[str, ...] = (
    #: Qt's file dialog: the label of the folder list at the top. Keep the "&" key on a
    #: letter not used by "File &name:" (Qt's own translation of it).
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    #: Qt's file dialog: the label of the file-type filter at the bottom.
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
"""The file dialog's texts we translate for Qt (a test opens the dialog in every
language and finds no English label left)."""
