"""``score5 texts``: whole games' texts in any language, as players read them.

For translators and reviewers: the real main window plays whole games off
screen and prints, in order, every prompt, hint and hand-over screen the humans
see, the game log and the end-of-game title. The humans follow the hint bot's
advice (so every hint shown is the one acted on); the bots play as usual.
Without ``--hot-seat`` one human plays against bots and the texts speak to them
as "you"; with it two humans share the screen and everyone is named.

    score5 texts --language fr --games 3 --seed 7
    score5 texts --language de --language it --hot-seat

Nothing is saved: settings, autosave and history live in a temporary folder.
Each wait is bounded, so a game that stops moving ends the command with an
error instead of hanging.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path

LANGUAGE_CODES = ("en", "fr", "de", "it")
LEVELS = ("random", "easy", "normal", "hard", "expert")
MAX_DECISIONS = 400
"""More human decisions than any game has: a bound, so a stuck game cannot loop."""
WAIT_MS = 30_000


class TextsError(RuntimeError):
    """The game stopped moving (a wait ran out): nothing more to read."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "texts",
        help="play whole games off screen and print what players read, in any language",
        description="Play whole games in the real main window, off screen, and print every "
        "prompt, hint, hand-over screen, log line and end-of-game title, in order, in the "
        "chosen interface language(s). The humans follow the hint bot's advice. For "
        "translators: read the generated sentences in context.",
    )
    p.add_argument(
        "--language",
        action="append",
        choices=(*LANGUAGE_CODES, "all"),
        help="interface language (repeatable; 'all' for every one; default: en)",
    )
    p.add_argument("--games", type=int, default=1, help="games per language (default 1)")
    p.add_argument("--seed", type=int, default=5, help="seed of the first game (default 5)")
    p.add_argument("--hot-seat", action="store_true", help="two humans share the screen")
    p.add_argument("--players", type=int, choices=range(2, 6), default=4, help="seats (2-5)")
    p.add_argument("--bots", choices=LEVELS, default="easy", help="the bots' level")
    p.add_argument(
        "--hint-level", choices=LEVELS, default="normal", help="the level that gives the hints"
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    wanted = args.language or ["en"]
    languages = list(LANGUAGE_CODES) if "all" in wanted else list(dict.fromkeys(wanted))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    previous = qInstallMessageHandler(_quiet_platform)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    try:
        for language in languages:
            for game in range(args.games):
                seed = args.seed + game
                print(f"== {language} · game {game + 1} · seed {seed}", flush=True)
                for line in game_texts(
                    language,
                    seed,
                    hot_seat=args.hot_seat,
                    players=args.players,
                    bots=args.bots,
                    hint_level=args.hint_level,
                ):
                    print(line, flush=True)
    except TextsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    finally:
        qInstallMessageHandler(previous)
    return 0


def game_texts(
    language: str,
    seed: int,
    *,
    hot_seat: bool = False,
    players: int = 4,
    bots: str = "easy",
    hint_level: str = "normal",
) -> Iterator[str]:
    """The lines of one whole game, tagged ``[prompt]``, ``[hint]``, ``[handover]``,
    ``[log]`` and ``[end]``. Needs a QApplication."""
    from score5_desktop.games.score5.bots.levels import make_bot
    from score5_desktop.games.score5.game import GAME
    from score5_desktop.games.score5.rules.observation import Observation
    from score5_desktop.model.game_history import GameHistory
    from score5_desktop.model.game_model import GameModel
    from score5_desktop.storage.autosave import AutosaveStore
    from score5_desktop.storage.history import open_history
    from score5_desktop.storage.settings import GameSetup, SeatSetup, SettingsStore
    from score5_desktop.ui.windows.main_window import MainWindow
    from score5_desktop.ui.windows.new_game_dialog import bot_name, player_name

    with tempfile.TemporaryDirectory(prefix="score5-texts-") as folder_name:
        folder = Path(folder_name)
        model = GameModel(
            bot_factory=lambda level, s: make_bot(level, s), hint_level=lambda: hint_level
        )
        history = GameHistory(open_history(folder / "history.sqlite"))
        history.setRecording(False)
        window = MainWindow(
            SettingsStore(folder / "settings.json"),
            AutosaveStore(folder / "autosave.json"),
            quiet=True,
            model=model,
            history=history,
        )
        model.setParent(window)
        history.setParent(window)
        model.setAutosave(None)
        window.setSpeed("instant")
        # Hand-over screens take a press at once: nobody is at the screen to peek.
        window.handover.button.delay_ms = 0
        window.show()
        window.language.apply(language)
        humans = 2 if hot_seat else 1
        seats = [SeatSetup(player_name(i + 1), "human") for i in range(humans)]
        seats += [SeatSetup(bot_name(i), "bot", bots) for i in range(1, players - humans + 1)]
        hints: dict[str, object] = {}
        model.hintReady.connect(
            lambda seat, advice: hints.update(
                d=advice.decision if advice else None, t=window.actions_bar.hintText(advice)
            )
        )
        bar = window.actions_bar
        # Connected after the action bar's own slots: when a request arrives here, the
        # prompt already says what the player is asked, so it is kept with the request
        # (a forced pick may be taken before the loop below gets to it).
        requests: deque[tuple[int, str, Observation]] = deque()
        model.decisionRequested.connect(
            lambda seat, view: requests.append((seat, bar.prompt.text(), view))
        )
        setup = GameSetup(seats=tuple(seats), options={"max_adjust_rounds": 1})
        window.startGame(GAME.id, setup, seed)
        try:
            for _ in range(MAX_DECISIONS):
                _wait(
                    lambda: (
                        window.endDialog.isVisible()
                        or bool(requests)
                        or window.stack.currentWidget() is window.handover
                    ),
                    "a decision, a hand-over or the end",
                )
                if window.endDialog.isVisible():
                    break
                if not requests:
                    yield f"[handover] {window.handover.title.text()}"
                    yield f"[handover] {window.handover.button.text()}"
                    window.handover.button.click()
                    _wait(
                        lambda: window.stack.currentWidget() is not window.handover,
                        "the hand-over screen to close",
                    )
                    continue
                seat, prompt, view = requests.pop()  # the latest request is the one pending
                requests.clear()
                yield f"[prompt] {prompt}"
                if model.decidingSeat() != seat:
                    continue  # the action bar took a forced pick already
                if view.forced_pick() is not None:
                    # The action bar takes the only card itself, after a moment.
                    _wait(
                        lambda s=seat: bool(requests) or model.decidingSeat() != s,
                        "a forced pick",
                    )
                    continue
                hints.clear()
                if not model.requestHint():
                    raise TextsError(f"no decision to hint at for seat {seat + 1}")
                _wait(lambda: "t" in hints, "a hint")
                yield f"[hint] {hints['t']}"
                decision = hints.get("d")
                if decision is None:
                    raise TextsError(f"no hint came for seat {seat + 1}")
                if not model.submit(decision):
                    raise TextsError(f"the decision {decision!r} was refused")
            else:
                raise TextsError(f"no end after {MAX_DECISIONS} decisions")
            for line in window.panels.logModel.lines():
                yield f"[log] {line}"
            yield f"[end] {window.endDialog.winner.text()}"
            if window.endDialog.tiebreak.isVisible():
                yield f"[end] {window.endDialog.tiebreak.text()}"
        finally:
            window.endDialog.hide()
            window.close()
            window.deleteLater()


def _wait(condition: Callable[[], bool], what: str, timeout_ms: int = WAIT_MS) -> None:
    """Run the event loop until ``condition`` holds; TextsError after ``timeout_ms``."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop, QThread
    from PySide6.QtWidgets import QApplication

    deadline = QDeadlineTimer(timeout_ms)
    while not condition():
        if deadline.hasExpired():
            raise TextsError(f"waited {timeout_ms // 1000} s for {what}")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        QThread.msleep(2)


def _quiet_platform(kind, context, message: str) -> None:
    """Qt's messages on stderr, less the off-screen platform's "This plugin does not
    support ..." for every window it cannot size or raise (noise around the texts)."""
    if not message.startswith("This plugin does not support"):
        print(message, file=sys.stderr)
