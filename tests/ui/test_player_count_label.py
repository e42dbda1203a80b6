"""The new-game dialog's count of players does not read as a seat's name: in German
"Spieler:" stood above "Spieler 1" (the same word for one player and for several)."""

from __future__ import annotations

import pytest

from score5_desktop.ui.windows.new_game_dialog import NewGameDialog, player_name
from tests.ui.i18n_helpers import interface_language


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_count_of_players_is_not_named_as_a_player(qtbot, code) -> None:
    with interface_language(code):
        dialog = NewGameDialog(None, ("random", "easy", "normal"))
        qtbot.addWidget(dialog)
        label = dialog.playersLabel.text().replace("&", "").rstrip(" :\u00a0")
        seat = player_name(1).removesuffix("1").strip()
        assert label != seat, (code, label)
