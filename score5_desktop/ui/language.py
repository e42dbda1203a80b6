"""The one place that switches the interface language (issue 5 fills in the choices).

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every
widget; each window and dialog answers it with its ``retranslateUi`` method, so
the switch is live. Qt's own ``qtbase_xx.qm`` is loaded too, for standard
buttons.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from score5_desktop.paths import translations_dir

logger = logging.getLogger(__name__)


class Language(QObject):
    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self._code = "en"

    def code(self) -> str:
        return self._code

    def apply(self, code: str | None) -> None:
        """Switch to ``code`` (None: the system language); English needs no file."""
        code = code or QLocale.system().name().split("_")[0]
        if not code.isalpha() or code.lower() == "c":
            code = "en"
        app = QCoreApplication.instance()
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators.clear()
        if code != "en":
            ours = QTranslator(self)
            node = translations_dir() / f"score5_desktop_{code}.qm"
            if node.is_file() and ours.load(str(node)):
                self._translators.append(ours)
            else:
                logger.info("no interface translation for %s", code)
            qt = QTranslator(self)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{code}", qt_dir):
                self._translators.append(qt)
        for translator in self._translators:
            app.installTranslator(translator)
        self._code = code
        self.changed.emit(code)
