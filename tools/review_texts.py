"""Play whole games headless and print what players read: prompts, hints, the log.

    QT_QPA_PLATFORM=offscreen python tools/review_texts.py --language de
    python tools/review_texts.py --language it --hot-seat --screenshot it.png

For a translator's or reviewer's reading of the generated sentences in context:
the humans' decisions are the hint bot's advice (so every hint is shown and
followed), the bots play as usual. With ``--hot-seat`` two humans share the
screen (named "Player 1", "Player 2" as the new-game dialog names them);
otherwise one human plays against bots, and the log speaks to them as "you".
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.model.game_model import GameModel, simple_move
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.settings import NewGameSetup, SeatSetup, SettingsStore
from score5_desktop.ui.common.language import Language
from score5_desktop.ui.windows.main_window import MainWindow
from score5_desktop.ui.windows.new_game_dialog import bot_name, player_name


def _wait(condition, timeout_ms: int = 20000) -> bool:
    loop = QEventLoop()
    waited = 0
    while not condition() and waited < timeout_ms:
        QTimer.singleShot(10, loop.quit)
        loop.exec()
        waited += 10
    return condition()


def play(language: str, hot_seat: bool, seed: int, screenshot: Path | None) -> list[str]:
    """Play one game; returns the lines read, in order (prompt, hint, then the log)."""
    folder = Path(tempfile.mkdtemp(prefix="score5-review-"))
    model = GameModel(bot_factory=lambda level, s: make_bot("easy", s), hint_level=lambda: "normal")
    window = MainWindow(
        SettingsStore(folder / "settings.json"),
        AutosaveStore(folder / "autosave.json"),
        quiet=True,
        model=model,
    )
    model.setParent(window)
    model.setAutosave(None)
    window.history.setRecording(False)
    window.setSpeed("instant")
    window.resize(1280, 800)
    window.show()
    language_switch = window.language
    assert isinstance(language_switch, Language)
    language_switch.apply(language)
    humans = 2 if hot_seat else 1
    seats = [SeatSetup(player_name(i + 1), "human") for i in range(humans)]
    seats += [SeatSetup(bot_name(i), "bot", "easy") for i in range(1, 4 - humans + 1)]
    lines: list[str] = []
    hints: dict[str, object] = {}
    model.hintReady.connect(lambda seat, decision, text: hints.update(d=decision, t=text))
    window.startGame(NewGameSetup(seats=tuple(seats), max_adjust_rounds=1), seed)
    bar = window.actions_bar
    for _ in range(400):
        _wait(
            lambda: (
                window.endDialog.isVisible()
                or window.stack.currentWidget() is window.handover
                or model._human_seat is not None
            )  # noqa: SLF001 - a review tool, not a view
        )
        if window.endDialog.isVisible():
            break
        if window.stack.currentWidget() is window.handover:
            lines.append(f"[handover] {window.handover.title.text()}")
            window.handover.button.click()
            continue
        seat = model._human_seat  # noqa: SLF001
        lines.append(f"[prompt] {bar.prompt.text()}")
        hints.clear()
        model.requestHint()
        _wait(lambda: "t" in hints)
        lines.append(f"[hint] {hints.get('t', '(no hint)')}")
        decision = hints.get("d") or simple_move(model.stateForTests(), seat)
        model.submit(decision)
    if screenshot is not None:
        window.grab().save(str(screenshot))
    lines += [f"[log] {line}" for line in model.log.lines()]
    window.close()
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", choices=("en", "fr", "de", "it"), default="en")
    parser.add_argument("--hot-seat", action="store_true", help="two humans and two bots")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--screenshot", type=Path, help="save the window at the end")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    for line in play(args.language, args.hot_seat, args.seed, args.screenshot):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
