"""Start-up notes are worded in the language the window starts in: the language is
applied after the window is made, and the second window's autosave notice, worded as
the window was made, came in English in an Italian window."""

from __future__ import annotations

from score5_desktop.model.autosaver import Autosaver
from score5_desktop.model.game_model import GameModel
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.settings import SettingsStore
from score5_desktop.ui.windows.main_window import MainWindow
from tests.ui.app_fixtures import fast_bots
from tests.ui.i18n_helpers import interface_language


def test_a_second_window_says_its_autosave_notice_in_its_language(qtbot, tmp_path) -> None:
    first = Autosaver(AutosaveStore(tmp_path / "autosave.json"))  # the first window's
    try:
        with interface_language("en"):
            model = GameModel(bot_factory=fast_bots)
            window = MainWindow(
                SettingsStore(tmp_path / "settings.json"),
                AutosaveStore(tmp_path / "autosave.json"),
                quiet=True,
                model=model,
            )
            qtbot.addWidget(window)
            assert not window.autosaver.owner
            window.language.apply("it")  # as the app does, once the window is made
            qtbot.waitUntil(lambda: bool(window.messages), timeout=5000)
            assert window.messages == [
                "Score 5 Desktop è già aperto in un'altra finestra, che gestisce il "
                "salvataggio automatico. Le partite in questa finestra non vengono "
                "salvate automaticamente."
            ]
            window.language.apply("en")
    finally:
        first.close()
