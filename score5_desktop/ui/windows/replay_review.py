"""The replay and the coach open each other ("Review my game" in a replay, a review row
replayed on the table): the wiring lives here, so neither window's module imports
the other's."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtWidgets import QWidget

from score5_desktop.model.review_model import ReviewSubject
from score5_desktop.storage.record_files import LoadResult
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.table.replay_page import TableReplayPage
from score5_desktop.ui.windows import replay_dialog, review_window
from score5_desktop.ui.windows.window_lookup import main_window_of


def show_replay(
    parent: QWidget,
    result: LoadResult,
    appearance: Appearance,
    *,
    step: int | None = None,
    marks: Sequence[int] = (),
    own_window: bool = False,
) -> QWidget:
    """``replay_dialog.show_replay`` whose "Review my game" opens the coach."""
    return replay_dialog.show_replay(
        parent,
        result,
        appearance,
        step=step,
        marks=marks,
        review=partial(_review, result, appearance),
        own_window=own_window,
    )


def open_review(
    parent: QWidget,
    result: LoadResult,
    appearance: Appearance,
    seat: int | None = None,
) -> review_window.ReviewWindow:
    """``review_window.open_review`` of a record read by the storage (any game whose coach
    reviews decisions), whose rows replay their round; an online game's for the seat
    its player held alone (``LoadResult.online_seat``), its rows replayed from there."""
    assert result.loaded is not None and result.game is not None and result.text is not None
    subject = ReviewSubject(result.game, result.loaded, result.text, result.online_seat)
    return review_window.open_review(
        parent, subject, seat, watch=partial(_watch, result, appearance)
    )


def _review(result: LoadResult, appearance: Appearance, page: TableReplayPage) -> None:
    """The replay's "Review my game": the coach's window, its marks on the timeline."""
    parent = main_window_of(page) or page.window()
    window = open_review(parent, result, appearance)
    window.marksChanged.connect(page.setMarks)


def _watch(
    result: LoadResult, appearance: Appearance, window: review_window.ReviewWindow, step: int
) -> None:
    """A review row's round, replayed with the marks in a window of its own, in front of
    the review (on the main table it was hidden behind it, and closing the review
    brought the end of the game back over it). One at a time: a new row's replay
    takes the place of the last."""
    parent = window.parentWidget() or window
    marks = window.model.marks()
    shown = show_replay(parent, result, appearance, step=step, marks=marks, own_window=True)
    window.keepReplay(shown)
