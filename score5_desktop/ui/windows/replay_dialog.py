"""A recorded game replayed in a window of its own, when the main table is busy.

The replay normally takes the main window's place of the table (``replay_page``);
while a game is in progress there, or from a window with no main window behind
it, the same page opens here: the same table, animations, timeline and keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QStackedWidget, QVBoxLayout, QWidget

from score5_desktop.storage.record_files import LoadResult
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.screen_fit import centre_on
from score5_desktop.ui.table.replay_page import TableReplayPage, replay_page_for
from score5_desktop.ui.windows.window_lookup import main_window_of


class ReplayDialog(QDialog):
    def __init__(
        self, result: LoadResult, appearance: Appearance, parent=None, *, reduced_motion=False
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayDialog")
        self.page = replay_page_for(result, appearance, self, reduced_motion=reduced_motion)
        self.navigator = self.page.navigator
        self.controller = self.page.controller
        self.scene = self.page.scene
        bar = self.page.bar
        self.startButton, self.backButton = bar.startButton, bar.backButton
        self.forwardButton, self.endButton = bar.forwardButton, bar.endButton
        self.page.closeRequested.connect(self.close)
        self.finished.connect(lambda _code: self.page.stop())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.page)
        self.resize(1200, 820)
        self.retranslateUi()

    def seek(self, position: int) -> None:
        self.controller.pause()
        self.controller.seek(position)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Replay"))


def show_replay(
    parent: QWidget,
    result: LoadResult,
    appearance: Appearance,
    *,
    step: int | None = None,
    marks: Sequence[int] = (),
    review: Callable[[TableReplayPage], None] | None = None,
    own_window: bool = False,
) -> QWidget:
    """Replay ``result`` on the main table, or in a window of its own, in front, while a
    game is in progress there, with no main window above ``parent``, or when asked
    (``own_window``: from a window that covers the table, as the coach's does).
    ``step`` starts at that decision's round; ``marks`` are the coach's costliest
    moments; ``review`` opens the coach for the page ("Review my game")."""
    main = main_window_of(parent)
    model = getattr(main, "model", None)
    busy = model is not None and model.hasGame() and not model.isOver()
    reduced = bool(getattr(getattr(main, "settings", None), "reduced_motion", False))
    if main is None or busy or own_window:
        dialog = ReplayDialog(result, appearance, parent, reduced_motion=reduced)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.setModal(False)
        page = dialog.page
        shown: QWidget = dialog
        centre_on(dialog, main or parent)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
    else:
        stack = main.centralWidget()
        assert isinstance(stack, QStackedWidget)
        # The docks' layout from before any replay joined the stack (which squeezes them).
        layout = None
        for index in reversed(range(stack.count())):
            old = stack.widget(index)
            if isinstance(old, TableReplayPage):
                layout = old.takeHostLayout() or layout
                old.stop()
                stack.removeWidget(old)
                old.deleteLater()
        page = replay_page_for(result, appearance, stack, reduced_motion=reduced)
        page.rememberHostLayout(layout or main.saveState())
        page.stepAsideDocks()  # before the page's width counts in the stack's
        stack.addWidget(page)
        stack.setCurrentWidget(page)
        page.setReturnIndex(stack.indexOf(main.tablePage))
        page.closeRequested.connect(page.leave)
        sounds = getattr(main, "tableSounds", None)
        if sounds is not None:
            page.controller.eventShown.connect(sounds.eventShown)
        page.view.setFocus()
        shown = page
    # The opener holds no widget: a page that keeps its parent window alive from
    # Python crashes PySide when the page is deleted.
    if review is not None:
        page.setReviewOpener(review)
    page.setMarks(marks)
    if step is not None:
        page.showStep(step)
    return shown
