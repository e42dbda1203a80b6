"""A second copy of the app opens beside the first, not exactly over it: both restore
the same saved place, and the first one was hidden."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.settings import Settings, SettingsStore
from score5_desktop.ui.common.screen_fit import STEP_ASIDE
from score5_desktop.ui.windows.main_window import MainWindow


def _saved_place(tmp_path) -> SettingsStore:
    """Settings holding a window's place, as a first run leaves them."""
    store = SettingsStore(tmp_path / "settings.json")
    probe = MainWindow(store, AutosaveStore(tmp_path / "probe" / "autosave.json"), quiet=True)
    probe.setGeometry(QRect(60, 50, 600, 450))
    geometry = bytes(probe.saveGeometry().toBase64()).decode()
    probe.autosaver.close()
    probe.deleteLater()
    store.save(Settings(window_geometry=geometry))
    return store


def test_a_second_window_opens_a_step_aside(qtbot, tmp_path) -> None:
    store = _saved_place(tmp_path)
    autosave = tmp_path / "autosave.json"
    first = MainWindow(store, AutosaveStore(autosave), quiet=True)
    qtbot.addWidget(first)
    second = MainWindow(store, AutosaveStore(autosave), quiet=True)
    qtbot.addWidget(second)
    assert first.autosaver.owner and not second.autosaver.owner
    assert second.pos() == first.pos() + QPoint(STEP_ASIDE, STEP_ASIDE)
    assert second.size() == first.size()


def test_on_a_screen_it_fills_the_second_window_is_made_smaller_to_step_aside(
    qtbot, tmp_path
) -> None:
    """A first start opens as large as a small screen allows: the second copy could not
    move aside inside the screen, and opened exactly over the first."""
    autosave = tmp_path / "autosave.json"
    first = MainWindow(SettingsStore(tmp_path / "a.json"), AutosaveStore(autosave), quiet=True)
    qtbot.addWidget(first)
    free = first.screen().availableGeometry()
    assert first.size() == free.size()  # the offscreen screen is smaller than 1280×800
    second = MainWindow(SettingsStore(tmp_path / "b.json"), AutosaveStore(autosave), quiet=True)
    qtbot.addWidget(second)
    assert second.pos() == first.pos() + QPoint(STEP_ASIDE, STEP_ASIDE)
    assert free.contains(QRect(second.pos(), second.size()))
