"""SCORE 5's bar names the bots the table shows as deciding: it was empty whenever a bot
whose plate was lit had not started thinking yet or had chosen and was held back to the
table's pace (a third of the moments between a player's decisions at Normal speed). And
while the table settles before the player's own turn, it says that turn is coming."""

from __future__ import annotations

import pytest

from tests.ui.app_fixtures import answer, make_window, setup_of

THREE = (("Anna", "human", None), ("Bot 1", "bot", "easy"), ("Bot 2", "bot", "easy"))


@pytest.mark.real_speed  # bots held back to the table's pace
def test_the_bar_names_every_bot_whose_plate_is_lit(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, speed="fast")
    model = window.model
    model.setAutosave(None)
    bar = window.actions_bar
    seen: list[tuple[str, str]] = []
    missing: list[tuple[list[str], str]] = []
    coming: list[str] = []  # the bar while the player's own turn comes

    def check(_changes) -> None:
        if bar._seat >= 0 or not model.hasGame() or model.isOver():
            return
        submitted = model.picture().submitted
        lit = [
            player.name
            for seat, player in enumerate(model.players())
            if seat in model.toAct() and player.kind == "bot" and not submitted[seat]
        ]
        text = bar.prompt.text()
        you = model.youSeat()
        if not lit and you in model.toAct() and not submitted[you]:
            coming.append(text)
        if lit:
            seen.append((lit[0], text))
            if not all(name in text for name in lit):
                missing.append((lit, text))

    model.changed.connect(check)  # after the bar's own slot: it has spoken
    window.startGame("score5", setup_of(*THREE), seed=2)
    for _ in range(12):
        qtbot.waitUntil(lambda: bar._seat >= 0 or window.endDialog.isVisible(), timeout=20000)
        if window.endDialog.isVisible() or model.picture().round > 3:
            break
        if len(seen) >= 24 and len(coming) >= 4:
            # Enough moments of both kinds looked at (either fault shows from the first
            # such moment on): the rest of the game at a moving speed only took time.
            break
        answer(window)
    assert len(seen) >= 6
    assert not missing, missing[:5]
    assert coming and set(coming) == {"Your turn in a moment…"}, set(coming)
