"""``score5-desktop``: the desktop app, and the switches that let it run unattended.

Start-up imports only what the first window needs; bots load when a game starts.
``score5-desktop FILE`` opens a game record (a file manager passes it on a double
click): a finished game is replayed, an unfinished one continues. ``--demo`` plays
a bots-only game on the animated table; with ``--quit-on-end`` and ``--screenshot
FILE`` the whole app can be checked without a person (``QT_QPA_PLATFORM=offscreen``
for no display).
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Callable

from score5_desktop.core import registry

_STARTED = time.perf_counter()
logger = logging.getLogger("score5_desktop.app")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="score5-desktop",
        description="Card games for one computer: hot seat for people sharing the screen, "
        "bots, or any mix",
    )
    parser.add_argument(
        "record",
        nargs="?",
        metavar="FILE",
        help="open this game record: replay a finished game, continue an unfinished one; "
        "or join the online table of a score5:// invite link",
    )
    parser.add_argument("--demo", action="store_true", help="bots play a game on their own")
    parser.add_argument(
        "--game",
        default=registry.DEFAULT_GAME,
        metavar="GAME",
        help="the game for --demo and --players, by its id: "
        f"{', '.join(registry.listed_ids())} (default: {registry.DEFAULT_GAME})",
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=range(2, 7),
        metavar="N",
        help="how many players, within the game's range",
    )
    parser.add_argument("--seed", type=int, help="deal this game (the same seed, the same game)")
    parser.add_argument("--speed", choices=("instant", "fast", "normal", "slow"))
    parser.add_argument("--quit-on-end", action="store_true", help="quit when the game ends")
    parser.add_argument("--screenshot", metavar="FILE", help="save the window at the end")
    parser.add_argument(
        "--quit-after-show", action="store_true", help="quit once the window is up (timing)"
    )
    parser.add_argument(
        "--pseudo",
        action="store_true",
        help="pseudo-localise every string (longer, accented, bracketed) to check layouts",
    )
    parser.add_argument(
        "--language",
        choices=("en", "fr", "de", "it"),
        help="start in this interface language (the saved setting is left as it is)",
    )
    parser.add_argument(
        "--show-ids",
        action="store_true",
        help="for translators: append each message's context to its text, ⟦Context⟧",
    )
    parser.add_argument(
        "--version", action="store_true", help="print the app, Qt, PySide6 and Python versions"
    )
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def command_setup(game: str, players: int, *, demo: bool):
    """``--demo`` / ``--players`` / ``--seed``: bots only for ``--demo`` (levels rising
    seat by seat, strongest last), else one human against normal bots."""
    from score5_desktop.storage.settings import GameSetup, SeatSetup
    from score5_desktop.ui.windows.new_game_dialog import bot_name, player_name

    levels = registry.get(game).bot_levels
    if demo:
        seats = tuple(
            SeatSetup(bot_name(seat + 1), "bot", levels[min(seat + 1, len(levels) - 1)])
            for seat in range(players)
        )
    else:
        level = "normal" if "normal" in levels else levels[-1]
        seats = (SeatSetup(player_name(1), "human"),) + tuple(
            SeatSetup(bot_name(seat), "bot", level) for seat in range(1, players)
        )
    return GameSetup(seats=seats, options=dict(registry.get(game).default_options()))


def check_game(args: argparse.Namespace) -> str | None:
    """Why ``--game`` / ``--players`` cannot be used, or None."""
    try:
        game = registry.get(args.game)
    except KeyError:
        known = ", ".join(sorted(registry.game_ids()))
        return f"unknown game {args.game!r} (known: {known})"
    players = args.players
    if players is not None and not game.min_players <= players <= game.max_players:
        return f"{args.game} is for {game.min_players} to {game.max_players} players"
    return None


def open_window(args: argparse.Namespace):
    """The main window, shown as start-up shows it: in its language, at its speed, and
    for ``--demo`` without autosave or history (the game itself starts later, from
    the event loop)."""
    from pathlib import Path

    from score5_desktop.ui.common.language import Language
    from score5_desktop.ui.windows.main_window import MainWindow

    unattended = args.demo or args.quit_on_end or args.quit_after_show
    window = MainWindow(quiet=unattended, autosaving=not args.demo)
    window.language.apply(args.language or window.settings.language)
    if window.settings.language is None and window.language.code() != "en":
        logger.debug("following the system language %s", window.language.code())
    if args.speed:
        window.setSpeed(args.speed)
    if args.demo:
        window.history.setRecording(False)  # bots playing alone are not the player's history
    # From the first paint, the table of the game about to be played or offered.
    if args.record:
        window.showEmptyTable(window.startingGame(Path(args.record)))
    elif args.demo or args.players or args.seed is not None:
        window.showEmptyTable(args.game)
    else:
        window.showEmptyTable(window.startingGame())
    window.show()
    assert isinstance(window.language, Language)
    return window


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # Strong bots think in spawned worker processes; in a frozen build each worker
        # starts this executable, which must then run the worker, not the app.
        import multiprocessing

        multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(levelname)s %(name)s: %(message)s",
    )
    from score5_desktop.ui.common.qt_logging import quiet_qt_logging

    quiet_qt_logging(args.verbose)
    if args.version:
        import PySide6
        from PySide6.QtCore import qVersion

        from score5_desktop.build_info import running_versions, version_line

        print(version_line(running_versions(qVersion(), PySide6.__version__)))
        return 0
    problem = check_game(args)
    if problem is not None:
        print(f"score5-desktop: {problem}", file=sys.stderr)
        return 2
    # Qt aborts when its X11 plugin cannot load; say instead what to install.
    from score5_desktop.startup_check import ensure_platform_libraries

    ensure_platform_libraries()
    if args.pseudo:
        # Read by ui.language.Language, which every window's language comes from.
        import os

        from score5_desktop.ui.common.language import PSEUDO_ENV

        os.environ[PSEUDO_ENV] = "1"
    if args.show_ids:
        import os

        from score5_desktop.ui.common.language import SHOW_IDS_ENV

        os.environ[SHOW_IDS_ENV] = "1"
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("score5-desktop")
    app.setApplicationDisplayName("Score 5 Desktop")
    app.setOrganizationName("Score5")
    # Lets Wayland desktops and Flatpak match the window to our desktop file and icon.
    app.setDesktopFileName("io.github.score5desktop.Score5Desktop")
    app.setStyle("Fusion")
    from score5_desktop.model.gui_thread_gc import GuiThreadCollector

    # Bots and writers think on threads: reference cycles holding Qt objects must be
    # collected here on the GUI thread, not on whichever thread allocates.
    GuiThreadCollector(app)
    from score5_desktop.paths import resource

    icon = resource("icons", "score5-desktop.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))

    window = open_window(args)
    logger.info("window shown %.0f ms after start-up", (time.perf_counter() - _STARTED) * 1000)

    def finish() -> None:
        if args.screenshot:
            window.grab().save(args.screenshot)
            logger.info("screenshot saved to %s", args.screenshot)
        if args.quit_on_end:
            QTimer.singleShot(0, window.close)

    window.gameFinished.connect(lambda: QTimer.singleShot(200, finish))
    stop_on_signals(app, window)
    QTimer.singleShot(0, window.close if args.quit_after_show else first_step(window, args))
    try:
        return app.exec()
    finally:
        # However the loop ended, no bot worker may outlive the app.
        window.model.shutdown()


def first_step(window, args: argparse.Namespace) -> Callable[[], None]:
    """What the window does once the event loop runs: open the file, start the game the
    switches ask for, or offer the saved game. A game the player starts from the command
    line asks first before it takes the place of the game in progress; a demo never
    touches the autosave."""
    if args.record and args.record.startswith(("score5://", "score5s://")):
        # An invite link (the desktop file's URL handler): the join dialog, filled in.
        link = args.record
        return lambda: window.online.joinDialog(link)
    if args.record:
        from pathlib import Path
        from urllib.parse import unquote, urlsplit

        # The desktop file passes a URL (%u): a file may come as file:///path.
        is_url = args.record.startswith("file://")
        record = Path(unquote(urlsplit(args.record).path)) if is_url else Path(args.record)
        return lambda: window.openAtStart(record)
    game, seed = args.game, args.seed
    if args.demo or args.players or seed is not None:
        setup = command_setup(game, args.players or 4, demo=args.demo)
        if args.demo:
            return lambda: window.startGame(game, setup, seed)
        return lambda: window.begin(
            lambda: window.startGame(game, setup, seed), replaces_saved=True
        )
    return window.begin


def stop_on_signals(app, window) -> None:
    """SIGTERM, SIGINT and SIGHUP close the window as Quit does, without asking (the autosave
    keeps the game), so the bot workers are stopped instead of being orphaned.

    Python runs a signal handler only when it gets control, and Qt's event loop is
    C++: the signal is written to a socket that Qt watches, which wakes the loop."""
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def woken() -> None:
        try:
            reader.recv(64)
        except OSError:
            pass

    notifier.activated.connect(woken)

    def stop(signum, _frame) -> None:
        logger.info("signal %d: quitting", signum)
        window.quitNow()
        app.quit()

    # SIGHUP (the terminal or session went away; not on Windows) quits the same way.
    hangup = (signal.SIGHUP,) if hasattr(signal, "SIGHUP") else ()
    for signum in (signal.SIGTERM, signal.SIGINT, *hangup):
        signal.signal(signum, stop)
    app._signal_sockets = (reader, writer, notifier)  # kept alive with the app


if __name__ == "__main__":
    sys.exit(main())
