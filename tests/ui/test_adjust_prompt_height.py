"""SCORE 5's bar keeps its height from the bid to the adjustment round: the adjustment
prompt (round, counts of every seat, what to do) wraps to three lines in Italian and
German at the default window (in French at five seats), and the table above shrank by a
line as it came."""

from __future__ import annotations

import pytest

from score5_desktop.games.score5.qt.table.action_bar import ActionBar
from score5_desktop.games.score5.rules.decisions import Phase
from tests.ui.app_fixtures import make_window, setup_of, text_lines
from tests.ui.i18n_helpers import interface_language


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("code", ["it", "de", "fr", "en"])
def test_the_table_keeps_its_height_into_the_adjustment_round(
    qtbot, tmp_path, code, players
) -> None:
    with interface_language(code):
        window = make_window(qtbot, tmp_path)
        bar = window.findChild(ActionBar)
        bots = [(f"Bot {i}", "bot", "easy") for i in range(1, players)]
        window.startGame("score5", setup_of(("Giocatore 1", "human", None), *bots), seed=1)
        qtbot.waitUntil(lambda: bar._phase is Phase.BID, timeout=10000)
        qtbot.wait(20)
        view = bar.view
        bid_height = view.height()
        hand = bar._obs.hand
        bar.scene.setSelectedMask(hand & -hand)  # the lowest card of the hand
        bar.confirm()
        qtbot.waitUntil(lambda: bar._phase is Phase.ADJUST, timeout=10000)
        prompt = bar.prompt  # laid out: as tall as its wrapped text
        qtbot.waitUntil(lambda: prompt.height() >= prompt.heightForWidth(prompt.width()))
        qtbot.wait(20)
        assert text_lines(prompt) >= 2  # the round, the counts and what to do
        # Each seat's count stays whole where the prompt wraps ("Bot 1 : 0" broke after "Bot").
        assert "Bot\xa01" in prompt.text() and "Bot 1" not in prompt.text()
        assert view.height() == bid_height, bar.prompt.text()
