"""The new-game dialog opened straight on Five Three Five (the last game played) gives
each option's wrapped explanation the lines it needs: they were squeezed into one line,
their text cut through the middle."""

from __future__ import annotations

import pytest

from score5_desktop.storage.settings import GameSetup, SeatSetup
from score5_desktop.ui.windows.new_game_dialog import NewGameDialog
from tests.ui.i18n_helpers import interface_language

F35 = "five-three-five"


@pytest.mark.parametrize("code", ["en", "de"])
def test_option_help_is_never_cut_when_the_dialog_opens_on_five_three_five(qtbot, code):
    seats = (SeatSetup("Anna"), SeatSetup("Ben"), SeatSetup("Bot 2", "bot", "normal"))
    with interface_language(code):
        dialog = NewGameDialog(
            None,
            ("random", "easy", "normal"),
            game=F35,
            game_setups={F35: GameSetup(seats=seats, options={"target": 10})},
        )
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        labels = [help_label for _, help_label in dialog.optionBoxes[F35].values()]
        shown = [label for label in labels if label.isVisible()]
        assert len(shown) >= 3
        for label in shown:
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        dialog.close()
