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


def test_a_longer_level_description_is_never_cut_after_a_level_is_changed(qtbot):
    """Choosing *expert* for a bot (four lines where *normal* took three) grows the
    dialog: the description was left in the old height, cut at top and bottom."""
    seats = (SeatSetup("Anna"), *(SeatSetup(f"Bot {n}", "bot", "normal") for n in (1, 2, 3, 4)))
    dialog = NewGameDialog(
        None,
        ("random", "easy", "normal", "hard", "expert"),
        game="score5",
        game_setups={"score5": GameSetup(seats=seats, options={})},
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    help_label = dialog.levelHelp
    before = help_label.heightForWidth(help_label.width())
    for box in dialog.levelBoxes[1:5]:
        box.setCurrentIndex(box.findData("expert"))
    needed = help_label.heightForWidth(help_label.width())
    assert needed > before  # the test means something only if the text grew
    qtbot.waitUntil(lambda: help_label.height() >= needed, timeout=1000)
    dialog.close()
