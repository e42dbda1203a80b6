"""Opening a window at a size that suits the screen it appears on.

A fixed 1200x800 window did not fit a 1366x768 laptop once the panel and the
title bar took their share; windows ask for their preferred size and get at
most a share of the screen's available geometry, centred on it. A window opened
from another (History, Statistics, Review, a replay beside a game) opens centred
on that one (``centre_on``): left to the window system, it often opened at the
screen's left edge, far from the table the player was looking at. A window about
the table (the end of a game) opens over the table itself (``centre_over``), not
over the side panels beside it. A second copy of the app opens a step down and
to the right of where the first one is (``step_aside``): both restore the same
saved place, and the second hid the first exactly.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9
"""The largest part of the available width and height a window opens at."""

STEP_ASIDE = 40
"""How far down and to the right a second copy of the app opens (about a title bar)."""

OVER_MARGIN = 24
"""Room left on each side of a window opened over a part of another (``centre_over``):
its frame, drawn by the window system, must not reach past that part either."""


def available_geometry(window: QWidget) -> QRect | None:
    """The usable area of the screen the window (or its parent) is on."""
    parent = window.parentWidget()
    screen = window.screen() if window.isVisible() or parent is None else parent.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fitted_size(preferred: QSize, available: QRect, share: float = SCREEN_SHARE) -> QSize:
    """``preferred``, shrunk where needed to ``share`` of ``available``."""
    return QSize(
        min(preferred.width(), int(available.width() * share)),
        min(preferred.height(), int(available.height() * share)),
    )


def fit_to_screen(window: QWidget, preferred: QSize) -> None:
    """Size ``window`` to ``preferred`` within its screen, centred on that screen."""
    available = available_geometry(window)
    if available is None:
        window.resize(preferred)
        return
    size = fitted_size(preferred, available)
    window.resize(size)
    frame = QRect(0, 0, size.width(), size.height())
    frame.moveCenter(available.center())
    window.move(frame.topLeft())


def _opening_size(window: QWidget) -> QSize:
    """The size ``window`` will open at: the one it was given, else its size hint."""
    resized = window.testAttribute(Qt.WidgetAttribute.WA_Resized)
    return window.size() if resized else window.sizeHint()


def _move_centred(window: QWidget, size: QSize, centre: QPoint, on: QWidget) -> None:
    """Move ``window`` (of ``size``) so it is centred on ``centre``, kept inside the
    free area of the screen ``on`` is on."""
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(centre)
    screen = on.screen()
    if screen is not None:
        free = screen.availableGeometry()
        rect.moveLeft(max(free.left(), min(rect.left(), free.right() + 1 - rect.width())))
        rect.moveTop(max(free.top(), min(rect.top(), free.bottom() + 1 - rect.height())))
    window.move(rect.topLeft())


def centre_on(window: QWidget, anchor: QWidget | None) -> None:
    """Move ``window`` (not yet shown) so it is centred on ``anchor``'s window, kept
    inside that screen's free area."""
    if anchor is None:
        return
    host = anchor.window()
    _move_centred(window, _opening_size(window), host.frameGeometry().center(), host)


def centre_over(window: QWidget, area: QWidget) -> None:
    """Move ``window`` (a dialog of ``area``'s window) so it is centred over ``area``,
    narrowed to fit inside it with a margin where its least width allows; kept inside
    the screen's free area. The end window sits over the table and leaves the side
    panels beside it in view."""
    target = QRect(area.mapToGlobal(QPoint(0, 0)), area.size())
    size = _opening_size(window)
    room = target.width() - 2 * OVER_MARGIN
    size.setWidth(max(window.minimumWidth(), min(size.width(), room)))
    window.resize(size)
    _move_centred(window, size, target.center(), area)


def step_aside(window: QWidget) -> None:
    """Move ``window`` (not yet shown) ``STEP_ASIDE`` down and to the right of where it
    would open, kept inside its screen's free area: a second copy of the app, which
    opens at the same place and size as the first. A window that fills the screen (a
    small one) is first made smaller by the step, where its least size allows."""
    size = _opening_size(window)
    available = available_geometry(window)
    if available is not None:
        least = window.minimumSizeHint().expandedTo(window.minimumSize())
        room = available.size() - QSize(STEP_ASIDE, STEP_ASIDE)
        size = size.boundedTo(room).expandedTo(least)
        window.resize(size)
    target = window.pos() + QPoint(STEP_ASIDE, STEP_ASIDE)
    centre = QRect(target, size).center()
    _move_centred(window, size, centre, window)
