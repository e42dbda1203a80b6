"""Dialogs and live relabelling: every window answers a language change, the replay
steps through a finished game, the new-game dialog returns the setup it shows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from score5_desktop.games.score5.bots.levels import available_levels, make_bot
from score5_desktop.games.score5.bots.match import play_game
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.record import Player, dumps
from score5_desktop.storage.record_files import parse_record
from score5_desktop.ui.windows.new_game_dialog import NewGameDialog
from score5_desktop.ui.windows.replay_dialog import ReplayDialog
from score5_desktop.ui.windows.settings_dialog import SettingsDialog
from tests.ui.app_fixtures import make_window, setup_of


def test_every_window_relabels_on_a_language_change(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.startGame("score5", setup_of(("Ann", "human", None), ("B", "bot", "easy")), seed=3)
    qtbot.waitUntil(lambda: window.actions_bar._seat >= 0, timeout=5000)
    dialogs = [
        NewGameDialog(None, available_levels(), window),
        SettingsDialog(window.settings, window),
        window.endDialog,
        window.handover,
    ]
    for widget in [window, window.actions_bar, *dialogs]:
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
    assert window.windowTitle() == "Score 5 Desktop"
    assert window.actions_bar.confirmButton.text()
    assert window.gameMenu.title() == "&Game"


def test_new_game_dialog_returns_what_it_shows(qtbot):
    dialog = NewGameDialog(None, ("random", "easy", "normal"))
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.names[1].setText("Zed")
    dialog.kinds[2].setCurrentIndex(0)
    setup = dialog.gameSetup()
    assert len(setup.seats) == 3
    assert setup.seats[1].name == "Zed" and setup.seats[1].kind == "bot"
    assert setup.seats[2].kind == "human"


def test_replay_steps_forward_and_back(qtbot, tmp_path):
    state = new_game(3, 9)
    state = play_game(state.setup, [make_bot("random", s) for s in range(3)], keep_log=True)
    players = [Player("A", "bot", "random"), Player("B", "bot", "random"), Player("C")]
    result = parse_record(dumps(state, players), "test")
    window = make_window(qtbot, tmp_path)
    dialog = ReplayDialog(result, window.appearance, window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.forwardButton.click()
    dialog.forwardButton.click()
    assert dialog.navigator.position == 2
    dialog.backButton.click()
    assert dialog.navigator.position == 1
    dialog.endButton.click()
    assert dialog.controller.currentPicture().ended is not None  # the final scoring
    assert len(dialog.scene.cardItems()) > 0


def test_a_first_start_fits_the_screen_it_opens_on(qtbot, tmp_path):
    """No saved geometry: the window takes 1280x800, or less on a smaller screen (the
    offscreen screen is 800x600, smaller than the default)."""
    from score5_desktop.storage.autosave import AutosaveStore
    from score5_desktop.storage.settings import SettingsStore
    from score5_desktop.ui.windows.main_window import MainWindow

    window = MainWindow(
        SettingsStore(tmp_path / "settings.json"),
        AutosaveStore(tmp_path / "autosave.json"),
        quiet=True,
    )
    qtbot.addWidget(window)
    screen = window.screen().availableGeometry()
    assert screen.width() < 1280 or screen.height() < 800, "the test needs a small screen"
    assert window.width() <= screen.width() and window.height() <= screen.height()


def test_a_seat_turned_bot_takes_a_bot_name_no_other_seat_has(qtbot):
    """The first seat turned bot beside Bot 1 and Bot 2 is Bot 3, not "Bot 0"."""
    dialog = NewGameDialog(None, ("random", "easy", "normal"))
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.kinds[0].setCurrentIndex(1)
    names = [seat.name for seat in dialog.gameSetup().seats]
    assert names[1:] == ["Bot 1", "Bot 2"]
    assert names[0] == "Bot 3"


def test_a_default_name_remembered_in_another_language_is_shown_in_this_one(qtbot):
    """ "Spieler 1" (German's default) stood in the Italian and French dialogs; a name the
    player typed, or another seat's number, is kept as it is."""
    from score5_desktop.storage.settings import GameSetup, SeatSetup
    from tests.ui.i18n_helpers import interface_language

    seats = (
        SeatSetup("Spieler 1"),
        SeatSetup("Joueur 3"),
        SeatSetup("Bot 1", "bot", "easy"),
        SeatSetup("Spieler Eins"),
    )
    with interface_language("it"):
        dialog = NewGameDialog(GameSetup(seats=seats, options={}), ("random", "easy", "normal"))
        qtbot.addWidget(dialog)
        shown = [dialog.names[s].text() for s in range(4)]
    assert shown == ["Giocatore 1", "Joueur 3", "Bot 1", "Spieler Eins"]


def test_default_names_are_known_from_the_translations_and_typed_names_stay(qtbot):
    """The default human names of every language come from the translations (there was
    a list of the four words beside them); a name the player typed that only looks like
    one ("spieler 1", in another case) is kept as typed."""
    from score5_desktop.model.text import arg
    from score5_desktop.storage.settings import GameSetup, SeatSetup
    from score5_desktop.ui.common.language import LANGUAGES, in_every_language
    from score5_desktop.ui.windows.new_game_dialog import player_name
    from tests.ui.i18n_helpers import interface_language

    known = in_every_language("NewGameDialog", "Player %1")
    assert len(known) == len(LANGUAGES)
    for code in LANGUAGES:
        with interface_language(code):
            assert any(arg(text, 2) == player_name(2) for text in known)
    seats = (SeatSetup("spieler 1"), SeatSetup("Giocatore 2"), SeatSetup("Bot 1", "bot", "easy"))
    with interface_language("fr"):
        dialog = NewGameDialog(GameSetup(seats=seats, options={}), ("random", "easy", "normal"))
        qtbot.addWidget(dialog)
        shown = [dialog.names[s].text() for s in range(3)]
    assert shown == ["spieler 1", "Joueur 2", "Bot 1"]
