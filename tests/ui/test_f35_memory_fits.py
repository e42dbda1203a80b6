"""Five Three Five's table memory keeps room for its lines in every language: in German
and French the unseen cards' line wraps to two lines, and the dock's layout drew it
over the bottom of the played grid (a plain wrapped label asks a dock for one line)."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.qt.memory_panel import MemoryPanel
from score5_desktop.storage.settings import GameSetup, SeatSetup
from tests.ui.app_fixtures import make_window
from tests.ui.i18n_helpers import interface_language

SEATS = (SeatSetup("Anna"), SeatSetup("Bot 1", "bot", "easy"), SeatSetup("Bot 2", "bot", "easy"))


@pytest.mark.parametrize("lang", ["en", "fr", "de", "it"])
def test_the_memory_lines_never_overlap_the_grid(qtbot, tmp_path, lang) -> None:
    with interface_language(lang):
        window = make_window(qtbot, tmp_path)
        window.startGame("five-three-five", GameSetup(seats=SEATS, options={}), seed=3)
        memory = window.findChild(MemoryPanel)
        qtbot.waitUntil(lambda: memory.grid.isVisible(), timeout=5000)
        parts = [memory.title, memory.grid, memory.undealt, memory.seats]

        def laid_out() -> None:
            for above, below in zip(parts, parts[1:], strict=False):
                assert below.y() > above.geometry().bottom(), (lang, above, below)
            for label in (memory.undealt, memory.seats):
                assert label.height() >= label.heightForWidth(label.width()), label.text()

        # The docks settle over a few passes of the event loop; they must settle right.
        qtbot.waitUntil(laid_out, timeout=2000)
        # The unseen cards' line wraps in German and French: the test means something.
        wraps = memory.undealt.heightForWidth(memory.undealt.width()) > memory.title.height()
        assert wraps == (lang in ("fr", "de"))
