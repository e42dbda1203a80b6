"""Every installed game's Qt part keeps ``ui.game_ui.GameUi`` and is reached only through
the registry: no shell module imports a game's Qt package by name."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QDockWidget, QGraphicsScene, QMainWindow, QWidget

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.model.game_model import GameModel
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.game_ui import GameUi, ReplaysOnTable, game_ui
from tests.test_layers import PACKAGE, imported_modules

GAMES = registry.installed()
SHELL = ("model", "ui", "storage", "cli", "core")


def _params():
    return [pytest.param(game, id=game.id) for game in GAMES]


@pytest.mark.parametrize("game", _params())
def test_the_qt_part_is_found_by_the_game_and_keeps_the_protocol(game):
    part = game_ui(game)
    assert isinstance(part, GameUi)
    assert part.game_id == game.id
    assert game_ui(game) is part  # loaded once
    assert part.rules_documents()


@pytest.mark.parametrize("game", _params())
def test_the_game_sentences_are_plain_text(game):
    part = game_ui(game)
    players = [Player(f"P{seat}") for seat in range(game.min_players)]
    state = game.new_state(players, 5, game.default_options())
    names = [p.name for p in players]
    for event in state.opening_events():
        text = part.event_sentence(event, names, 0, part.naming(state))
        assert text and "<" not in text


def test_score5_parts_build_on_a_model(qtbot):
    part = game_ui(registry.get("score5"))
    window = QMainWindow()
    qtbot.addWidget(window)
    model = GameModel(window)
    table = part.make_table(model, Appearance("system"), window)
    assert isinstance(table.scene, QGraphicsScene) and isinstance(table.view, QWidget)
    table.view.setParent(window)  # deleted with the window, not left over its deleted scene
    controls = part.make_controls(model, table)
    assert isinstance(controls, QWidget)
    controls.setParent(window)
    controls.setAutoPick(False)
    panels = part.make_side_panels(model, window, Appearance("system"))
    assert all(isinstance(dock, QDockWidget) for dock in panels.docks())
    assert isinstance(part.make_end_content(window), QDialog)


@pytest.mark.parametrize("game", _params())
def test_every_game_replays_on_its_own_table(game):
    """The shell has one replay, on the game's own table: every installed game offers it."""
    assert isinstance(game_ui(game), ReplaysOnTable)


def test_the_shell_never_imports_a_game_qt_part_by_name():
    for folder in SHELL:
        for path, module in imported_modules(PACKAGE / folder):
            parts = module.split(".")
            assert not (parts[:2] == ["score5_desktop", "games"] and "qt" in parts[3:]), path


@pytest.mark.parametrize("game", _params())
def test_the_word_hooks_get_a_narrow_naming_never_the_engine_state(game):
    """The replay and the log hand a game's sentences what names its things (SCORE 5:
    the deck), built by the game from its state; the state itself stays in the engine."""
    part = game_ui(game)
    players = [Player(f"P{seat}") for seat in range(game.min_players)]
    state = game.new_state(players, 5, game.default_options())
    naming = part.naming(state)
    assert naming is not state
    assert not hasattr(naming, "legal_plays") and not hasattr(naming, "apply")
    names = [p.name for p in players]
    for event in state.opening_events():
        assert part.event_sentence(event, names, None, naming)


class _Part:
    def __init__(self, game_id: str) -> None:
        self.game_id = game_id


class _Named:
    """A game whose Qt part is given by a callable, like every game's."""

    def __init__(self, game_id: str, part: object) -> None:
        self.id = game_id
        self._part = part

    def qt_part(self) -> object:
        return self._part


def test_the_shell_refuses_a_qt_part_of_another_game_or_not_whole():
    """The part comes from a typed call, not a dotted name; the shell still checks it."""
    with pytest.raises(ValueError, match="'other'"):
        game_ui(_Named("mine", _Part("other")))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not a whole GameUi"):
        game_ui(_Named("mine", _Part("mine")))  # type: ignore[arg-type]
