"""The rules viewer: the rules, the rulebook disagreements and the glossary.

Players read the rules in their language; translators compare two languages
side by side. The side-by-side view is one table with a row per section
(``documents.side_by_side_html``) rather than two synchronised browsers,
because a row keeps both translations of a section level whatever their
lengths, and a single scroll bar cannot drift.

Each installed game with rules pages is offered in a game switch (opening on the
game being played); a game offers the documents it ships, its glossary among them
where it has one.

The window is non-modal and reused: ``show_rules`` raises the open one rather
than stacking copies. Its own labels are relabelled live on a language change
(``retranslateUi``); the *document* language is the reader's choice and stays
as chosen, since a translator may well read Italian rules in a French interface.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QLocale, QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent, QTextBlock, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QMainWindow,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from score5_desktop.core import registry
from score5_desktop.model.plain_text import plain_tooltip
from score5_desktop.rulebook import documents
from score5_desktop.rulebook.documents import (
    LANGUAGE_NAMES,
    LANGUAGES,
    DocumentKind,
    Section,
    language_code,
    side_anchor,
)
from score5_desktop.ui.common.plain import plain_label
from score5_desktop.ui.common.screen_fit import fit_to_screen
from score5_desktop.ui.windows.game_parts import game_name

GLOSSARY = "glossary"


def game_documents(game: str) -> tuple[str, ...]:
    """The documents (keys) the window offers for ``game``, in menu order: its own
    pages as it lists them, and its glossary where it has one (the terms of its
    rulebooks). Labels come from ``retranslateUi``."""
    kinds = documents.rules_pages(game).kinds
    return kinds + ((GLOSSARY,) if game == registry.DEFAULT_GAME else ())


_SECTION_ROLE = Qt.ItemDataRole.UserRole
# How far below the top edge a heading may sit and still count as "at the top".
_TOP_SLACK = 24
# Room left above a heading jumped to.
_HEADROOM = 8


class _Browser(QTextBrowser):
    """A text browser that reports resizes once the text has reflowed, so the
    window can keep the reader at the section they jumped to."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__()
        self._resized = resized

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._resized()


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped title needs. ``QTreeView`` sizes rows before
    it knows the column width, so a long German title would otherwise be cut."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        hint = super().sizeHint(option, index)
        view = self.parent()
        assert isinstance(view, QTreeView)
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        decorated = depth + 1 if view.rootIsDecorated() else depth
        width = view.columnWidth(0) - view.indentation() * decorated
        if width <= 0:
            return hint
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.rect = QRect(0, 0, width, hint.height())
        style = view.style()
        text = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, item, view)
        # The style draws the text inside a focus-frame margin on each side.
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, item, view) + 1
        box = item.fontMetrics.boundingRect(
            QRect(0, 0, text.width() - 2 * margin, 10_000), Qt.TextFlag.TextWordWrap, item.text
        )
        return QSize(hint.width(), max(hint.height(), box.height() + 4))


class RulesWindow(QMainWindow):
    """Rules in one language, or two side by side, with a table of contents."""

    def __init__(self, parent: QWidget | None = None, lang: str = "en") -> None:
        super().__init__(parent)
        self.setObjectName("RulesWindow")
        fit_to_screen(self, QSize(1200, 800))
        self._anchors: list[tuple[str, int, QTextBlock]] = []
        self._pinned: str | None = None  # the section last jumped to, kept while visible
        self._reader_chose = False  # the reader picked the document language themselves

        self._game_label = plain_label()
        self._game = QComboBox()
        self._game.setObjectName("game")
        for game in documents.games_with_rules():
            self._game.addItem("", game)
        self._game_label.setBuddy(self._game)
        self._document_label = plain_label()
        self._document = QComboBox()
        self._document.setObjectName("document")
        self._fill_documents()
        self._document_label.setBuddy(self._document)

        self._language_label = plain_label()
        self._language = QComboBox()
        self._language.setObjectName("language")
        self._language_label.setBuddy(self._language)
        self._side_by_side = QCheckBox()
        self._side_by_side.setObjectName("sideBySide")
        self._second = QComboBox()
        self._second.setObjectName("secondLanguage")
        for combo in (self._game, self._document, self._language, self._second):
            # Follow the labels: they change length with the interface language.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for combo in (self._language, self._second):
            for code in LANGUAGES:
                # Endonyms, never translated: readers look for their own language's name.
                combo.addItem(LANGUAGE_NAMES[code], code)
        self._language.setCurrentIndex(LANGUAGES.index(language_code(lang)))
        self._second.setCurrentIndex(self._default_second(language_code(lang)))
        self._second.setEnabled(False)

        bar = QHBoxLayout()
        bar.addWidget(self._game_label)
        bar.addWidget(self._game)
        bar.addSpacing(16)
        bar.addWidget(self._document_label)
        bar.addWidget(self._document)
        bar.addSpacing(16)
        bar.addWidget(self._language_label)
        bar.addWidget(self._language)
        bar.addSpacing(16)
        bar.addWidget(self._side_by_side)
        bar.addWidget(self._second)
        bar.addStretch(1)

        self._toc = QTreeWidget()
        self._toc.setObjectName("contents")
        self._toc.setColumnCount(1)
        # Long titles (German, French) wrap rather than hide behind an ellipsis.
        self._toc.setWordWrap(True)
        self._toc.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._toc.header().setStretchLastSection(True)
        self._toc.setItemDelegate(_WrappingDelegate(self._toc))
        # Row heights follow the column width only if the rows are laid out again.
        self._toc.header().sectionResized.connect(lambda *_: self._toc.doItemsLayout())
        self._browser = _Browser(self._keep_place)
        self._browser.setObjectName("rulesText")
        self._browser.setOpenLinks(False)
        self._browser.document().setDefaultStyleSheet(documents.STYLE_SHEET)
        self._browser.document().setDocumentMargin(12)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._toc)
        splitter.addWidget(self._browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([self._contents_width(), 1200 - self._contents_width()])
        splitter.setChildrenCollapsible(False)

        central = QWidget()
        column = QVBoxLayout(central)
        column.addLayout(bar)
        column.addWidget(splitter, 1)
        self.setCentralWidget(central)

        self._close = QAction(self)
        self._close.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.Close), QKeySequence(Qt.Key.Key_Escape)]
        )
        self._close.triggered.connect(self.close)
        self.addAction(self._close)

        self._game.currentIndexChanged.connect(self._on_game)
        self._document.currentIndexChanged.connect(self._render)
        self._language.currentIndexChanged.connect(self._render)
        self._language.activated.connect(self._on_reader_choice)  # user actions only
        self._second.currentIndexChanged.connect(self._render)
        self._side_by_side.toggled.connect(self._on_side_by_side)
        self._toc.currentItemChanged.connect(self._on_toc_item)
        self._toc.itemClicked.connect(self._on_toc_item)
        self._browser.verticalScrollBar().valueChanged.connect(self._sync_toc)

        self.retranslateUi()
        self._render()

    # -- public -----------------------------------------------------------------
    @property
    def game(self) -> str:
        """The id of the game whose documents are shown."""
        return self._game.currentData()

    @property
    def document(self) -> str:
        """The document shown: ``rules``, ``disagreements`` or ``glossary``."""
        return self._document.currentData()

    def documents(self) -> tuple[str, ...]:
        """The documents offered for the game shown, in menu order."""
        return tuple(self._document.itemData(i) for i in range(self._document.count()))

    def set_game(self, game: str) -> None:
        """Show ``game``'s documents (an id of ``documents.games_with_rules()``)."""
        index = self._game.findData(game)
        if index < 0:
            raise KeyError(game)
        self._game.setCurrentIndex(index)

    @property
    def language(self) -> str:
        return self._language.currentData()

    @property
    def second_language(self) -> str | None:
        """The right-hand language in side-by-side mode, else None."""
        return self._second.currentData() if self._side_by_side.isChecked() else None

    def set_document(self, key: str) -> None:
        index = self._document.findData(key)
        if index < 0:
            raise KeyError(key)
        self._document.setCurrentIndex(index)

    def set_language(self, lang: str) -> None:
        self._language.setCurrentIndex(LANGUAGES.index(language_code(lang)))

    def follow_interface(self, lang: str) -> None:
        """The interface language changed: show the documents in it too, unless
        the reader has chosen their document language in this window."""
        if not self._reader_chose:
            self.set_language(lang)

    def set_side_by_side(self, second: str | None) -> None:
        """Show ``second`` beside the main language, or a single language for None."""
        if second is not None:
            self._second.setCurrentIndex(LANGUAGES.index(language_code(second)))
        self._side_by_side.setChecked(second is not None)

    def section_ids(self) -> list[str]:
        """The table of contents, in order."""
        return [s.id for s in self._sections()]

    def jump_to(self, section_id: str) -> None:
        """Scroll so that a section's heading is at the top (both sides)."""
        self._pinned = section_id
        self._scroll_to(section_id)
        self._sync_toc()

    def visible_sections(self) -> tuple[str | None, str | None]:
        """The section at the top of the text on the left and, side by side, on
        the right, each read from the laid-out text itself."""
        right = self._section_at_top(1) if self.second_language and self._paired() else None
        return self._section_at_top(0), right

    def retranslateUi(self) -> None:
        """Relabel every widget in the interface language now installed."""
        self.setWindowTitle(self.tr("Rules — Score 5 Desktop"))
        #: Rules window: the switch between the games whose rules are shown.
        self._game_label.setText(self.tr("&Game:"))
        for index in range(self._game.count()):
            self._game.setItemText(index, game_name(self._game.itemData(index)))
        self._document_label.setText(self.tr("&Document:"))
        self._label_documents()
        self._language_label.setText(self.tr("&Language:"))
        self._side_by_side.setText(self.tr("&Side by side with:"))
        self._side_by_side.setToolTip(
            self.tr("Show a second language next to the first, section by section.")
        )
        self._toc.setHeaderLabels([self.tr("Contents")])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # -- rendering ----------------------------------------------------------------
    def _fill_documents(self) -> None:
        """Offer the documents of the game chosen, keeping the one shown if it has it."""
        shown = self._document.currentData()
        keys = game_documents(self._game.currentData())
        self._document.blockSignals(True)
        self._document.clear()
        for key in keys:
            self._document.addItem("", key)
        self._document.setCurrentIndex(keys.index(shown) if shown in keys else 0)
        self._label_documents()
        self._document.blockSignals(False)

    def _label_documents(self) -> None:
        labels = {
            DocumentKind.RULES.value: self.tr("Rules"),
            DocumentKind.DISAGREEMENTS.value: self.tr("Where the rulebooks disagree"),
            GLOSSARY: self.tr("Glossary"),
        }
        for index in range(self._document.count()):
            self._document.setItemText(index, labels[self._document.itemData(index)])

    def _on_game(self) -> None:
        self._pinned = None  # another game's sections: start at its top, title and all
        self._fill_documents()
        self._render(keep_place=False)

    def _paired(self) -> bool:
        return self.document != GLOSSARY

    def _sections(self) -> tuple[Section, ...]:
        if self.document == GLOSSARY:
            return documents.glossary_sections(self.language)
        return documents.load_document(self.document, self.language, self.game).sections

    @staticmethod
    def _default_second(lang: str) -> int:
        """English beside any other language, French beside English."""
        return LANGUAGES.index("fr" if lang == "en" else "en")

    def _on_reader_choice(self) -> None:
        self._reader_chose = True

    def _on_side_by_side(self, checked: bool) -> None:
        self._second.setEnabled(checked)
        self._render()

    def _render(self, keep_place: bool = True) -> None:
        """Show the chosen document and keep the reader at the same section (another
        game's rules open at their top: both games' first sections share an id, and
        jumping to it hid the document's title)."""
        keep = (self._pinned or self._section_at_top(0)) if keep_place else None
        second = self.second_language
        if self.document == GLOSSARY:
            html = documents.glossary_html(self.language, also=second)
        elif second is not None:
            html = documents.side_by_side_html(self.document, self.language, second, self.game)
        else:
            html = documents.document_html(self.document, self.language, self.game)
        self._browser.setHtml(html)
        self._collect_anchors()
        self._fill_toc()
        ids = self.section_ids()
        if keep in ids:
            self.jump_to(keep)
        else:
            self._pinned = None
            self._browser.verticalScrollBar().setValue(0)
            self._sync_toc()

    def _fill_toc(self) -> None:
        self._toc.blockSignals(True)
        self._toc.clear()
        parents: dict[str, QTreeWidgetItem] = {}
        for section in self._sections():
            holder = parents.get(section.parent) if section.parent else None
            item = QTreeWidgetItem([section.title])
            item.setData(0, _SECTION_ROLE, section.id)
            item.setToolTip(0, plain_tooltip(section.title))
            if holder is None:
                self._toc.addTopLevelItem(item)
                parents[section.id] = item
            else:
                holder.addChild(item)
        self._toc.expandAll()
        self._toc.blockSignals(False)

    def _collect_anchors(self) -> None:
        """Remember which text block holds each section heading's anchor."""
        self._anchors = []
        block = self._browser.document().begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                for name in fragments.fragment().charFormat().anchorNames():
                    section_id, _, side = name.partition("@")
                    self._anchors.append((section_id, int(side or 0), QTextBlock(block)))
                fragments += 1
            block = block.next()

    def _section_at_top(self, side: int) -> str | None:
        """The last section of one side whose heading has reached the top edge;
        the first section while the title above it is still in view."""
        layout = self._browser.document().documentLayout()
        top = self._browser.verticalScrollBar().value() + _TOP_SLACK
        found: str | None = None
        for section_id, anchor_side, block in self._anchors:
            if anchor_side != side:
                continue
            rect = layout.blockBoundingRect(block)
            if rect.isNull():
                return None  # not laid out yet: the browser has no page size before it shows
            if rect.top() > top:
                return found or section_id
            found = section_id
        return found

    def _heading_visible(self, section_id: str) -> bool:
        layout = self._browser.document().documentLayout()
        scroll = self._browser.verticalScrollBar().value()
        height = self._browser.viewport().height()
        for anchor_id, side, block in self._anchors:
            if anchor_id == section_id and side == 0:
                return scroll <= layout.blockBoundingRect(block).top() < scroll + height
        return False

    def _sync_toc(self) -> None:
        """Select the section being read; a section just jumped to stays selected
        while its heading is on screen (the last ones cannot scroll to the top)."""
        if self._pinned is not None and not self._heading_visible(self._pinned):
            self._pinned = None
        current = self._pinned or self._section_at_top(0)
        self._toc.blockSignals(True)
        item = self._find_item(current) if current else None
        self._toc.setCurrentItem(item)
        if item is not None:
            self._toc.scrollToItem(item)
        self._toc.blockSignals(False)

    def _find_item(self, section_id: str) -> QTreeWidgetItem | None:
        stack = [self._toc.topLevelItem(i) for i in range(self._toc.topLevelItemCount())]
        while stack:
            item = stack.pop(0)
            if item.data(0, _SECTION_ROLE) == section_id:
                return item
            stack[:0] = [item.child(i) for i in range(item.childCount())]
        return None

    def _keep_place(self) -> None:
        """After a resize has reflowed the text, show the section jumped to again."""
        if self._pinned is not None:
            self._scroll_to(self._pinned)
        self._sync_toc()

    def _scroll_to(self, section_id: str) -> None:
        """Put a heading at the top, with a little room above it so it does not
        touch the frame."""
        self._browser.scrollToAnchor(side_anchor(section_id))
        bar = self._browser.verticalScrollBar()
        if _HEADROOM < bar.value() < bar.maximum():  # at the end it could not reach the top
            bar.setValue(bar.value() - _HEADROOM)

    def _contents_width(self) -> int:
        """Wide enough for most section titles in any language (longer ones wrap),
        and the same whatever the language, so switching does not move the text."""
        metrics = self._toc.fontMetrics()
        widths = sorted(
            metrics.horizontalAdvance(section.title) + self._toc.indentation() * section.level
            for game in documents.games_with_rules()
            for kind in documents.rules_pages(game).kinds
            for lang in LANGUAGES
            for section in documents.load_document(kind, lang, game).sections
        )
        # The side-by-side text needs the room more than a few long titles do.
        return min(widths[len(widths) * 3 // 4] + 32, 280)

    def _on_toc_item(self, item: QTreeWidgetItem | None, *_: object) -> None:
        if item is not None:
            self.jump_to(item.data(0, _SECTION_ROLE))

    def document_widget(self) -> QTextDocument:
        """The text shown (for tests and screenshots)."""
        return self._browser.document()


_detached: list[RulesWindow] = []  # windows without a parent, kept alive here


def _open_window(parent: QWidget | None) -> RulesWindow | None:
    if parent is not None:
        return parent.findChild(
            RulesWindow, "RulesWindow", Qt.FindChildOption.FindDirectChildrenOnly
        )
    return _detached[0] if _detached else None


def show_rules(
    parent: QWidget | None = None,
    lang: str | None = None,
    section: str | None = None,
    game: str | None = None,
) -> RulesWindow:
    """Open the rules viewer (or bring the open one forward).

    ``lang`` is the interface language as a code or locale name (``"de"``,
    ``"fr_FR"``; default: the system locale): the documents are shown in it
    unless the reader has picked another language in the open window.
    ``section`` jumps to a section id of the rules (``"distribute"``), e.g.
    from a hint that cites a ruling. ``game`` is the game being played: its
    documents are shown (the default game's when None or without pages).
    """
    code = lang or QLocale().name()
    window = _open_window(parent)
    if window is None:
        window = RulesWindow(parent, code)
        if parent is None:
            _detached.append(window)
    else:
        window.follow_interface(code)
    if game is not None and game in documents.games_with_rules():
        window.set_game(game)
    window.show()
    if section is not None:
        window.set_document(DocumentKind.RULES.value)
        window.jump_to(section)
    window.raise_()
    window.activateWindow()
    return window


def follow_interface_language(parent: QWidget | None, lang: str) -> None:
    """Tell an open rules viewer that the interface language is now ``lang``
    (connect it to the language switch so an open viewer follows live)."""
    window = _open_window(parent)
    if window is not None:
        window.follow_interface(lang)
