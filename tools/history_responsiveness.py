"""How long Statistics and History take to show, and how long the window stops answering
meanwhile, with a long history (issue 44).

Run ``QT_QPA_PLATFORM=offscreen python tools/history_responsiveness.py [--keep DIR]
[GAMES ...]`` (default: 10000 100000; docs/tools.md). A private history is filled with
real finished games of both games (played by random bots), copied in SQL up to each
size (``--keep DIR``: the filled files are kept in DIR and used again by the next run);
then each window is opened on it, and a 10 ms timer on the GUI thread notes how long
making and showing the window took (``shown``), then the longest gap between its ticks
until the window has its numbers and has drawn them (``longest stall once shown``: what
the player feels as a window that does not answer) and how long that took in all
(``ready``). The History window is then scrolled to its end page by page
(``scrolled``: the longest stall while each next page is read and shown). Each longest
stall is split (Linux's schedstat) into the GUI thread's time on a core (the app's own
work), waiting for a core (the machine's load) and blocked (waiting for the GIL, a lock,
or idle), and the most time on a core within any gap is given: on a loaded machine
waiting for a core dominates the stalls, a read that holds the GIL shows as blocked,
and the app's own work on the GUI thread as time on a core. Figures are the machine's:
say how loaded it was.
"""

from __future__ import annotations

import os
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SCORE5_NO_SOUND", "1")
os.environ["SCORE5_HOME"] = tempfile.mkdtemp(prefix="score5-responsiveness-")

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from score5_desktop.core import registry  # noqa: E402
from score5_desktop.core.players import Player  # noqa: E402
from score5_desktop.model.game_history import GameHistory  # noqa: E402
from score5_desktop.storage.history import open_history  # noqa: E402
from score5_desktop.ui.common.appearance import Appearance  # noqa: E402

SEED_GAMES = 40


def _play(game_id: str, seed: int) -> tuple[str, object]:
    """One finished game of ``game_id``: the local player and random bots."""
    game = registry.get(game_id)
    players = [Player("You")] + [Player(f"Bot {i}", "bot", "random") for i in (1, 2)]
    state = game.new_state(players, seed, game.default_options())
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_act()[0]
        bot = game.make_bot("random", rng.randrange(2**31))
        state.apply(bot.decide(state.view(seat)))
    return game.dump_record(state, players), state


def fill(path: Path, games: int) -> None:
    """``games`` finished games in the history at ``path``: a few real ones of each game,
    then copied row for row (new ids, the same games) until there are enough."""
    opened = open_history(path)
    for k in range(SEED_GAMES):
        text, state = _play("five-three-five" if k % 2 else "score5", k)
        opened.db.add_game(text, state)
    opened.db.close()
    conn = sqlite3.connect(path, isolation_level=None)
    tables = [
        row[0]
        for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        if row[0] != "games" and not row[0].startswith("sqlite")
    ]
    children = {
        table: [c[1] for c in conn.execute(f"PRAGMA table_info({table})")]
        for table in tables
        if any(c[1] == "game_id" for c in conn.execute(f"PRAGMA table_info({table})"))
    }
    columns = [c[1] for c in conn.execute("PRAGMA table_info(games)")]
    conn.execute("BEGIN")
    while (count := conn.execute("SELECT count(*) FROM games").fetchone()[0]) < games:
        top = conn.execute("SELECT max(id) FROM games").fetchone()[0]
        take = min(count, games - count)
        chosen = f"SELECT id FROM games ORDER BY id LIMIT {take}"
        copied = {"id": f"id + {top}", "game_key": f"game_key || ':' || (id + {top})"}
        values = ", ".join(copied.get(c, c) for c in columns)
        conn.execute(
            f"INSERT INTO games ({', '.join(columns)}) SELECT {values} FROM games "
            f"WHERE id IN ({chosen})"
        )
        for table, cols in children.items():
            values = ", ".join(f"game_id + {top}" if c == "game_id" else c for c in cols)
            conn.execute(
                f"INSERT INTO {table} ({', '.join(cols)}) SELECT {values} FROM {table} "
                f"WHERE game_id IN ({chosen})"
            )
    conn.execute("COMMIT")
    conn.close()


def _sched() -> tuple[float, float]:
    """(ms on a core, ms waiting in the run queue) of this thread so far (Linux's
    schedstat; zeros elsewhere)."""
    try:
        with open("/proc/thread-self/schedstat") as f:
            on_cpu, queued, _slices = f.read().split()
        return int(on_cpu) / 1e6, int(queued) / 1e6
    except (OSError, ValueError):
        return 0.0, 0.0


class Probe:
    """A 10 ms timer on the GUI thread: the longest gap between its ticks (``stall``: what
    the player feels as a window that does not answer), and what the GUI thread did in
    that gap (Linux): ``busy`` ms on a core (the app's own work), ``queued`` ms ready but
    waiting for a core (the machine's load), and the rest blocked (waiting for the GIL or
    a lock, or idle); ``most_busy``: the most time on a core within any one gap."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.tick)
        self.clock.start()
        self.timer.start()
        self.reset()

    def reset(self) -> None:
        self.stall = self.busy = self.queued = self.most_busy = 0.0
        self._wall, self._sched = self.now(), _sched()

    def now(self) -> float:
        return self.clock.nsecsElapsed() / 1e6

    def tick(self) -> None:
        wall, sched = self.now(), _sched()
        self.most_busy = max(self.most_busy, sched[0] - self._sched[0])
        if wall - self._wall > self.stall:
            self.stall = wall - self._wall
            self.busy = sched[0] - self._sched[0]
            self.queued = sched[1] - self._sched[1]
        self._wall, self._sched = wall, sched

    def blocked(self) -> float:
        """The longest gap's time neither on a core nor waiting for one."""
        return max(0.0, self.stall - self.busy - self.queued)

    def report(self) -> str:
        return (
            f"longest stall {self.stall:5.0f} ms (on a core {self.busy:4.0f}, waiting for a "
            f"core {self.queued:4.0f}, blocked {self.blocked():4.0f}); most work in one gap "
            f"{self.most_busy:4.0f} ms"
        )

    def run_until(self, done, limit_ms: float = 600_000) -> None:
        """Turn the event loop until ``done()`` (or ``limit_ms``)."""
        app = QApplication.instance()
        start = self.now()
        while not done() and self.now() - start < limit_ms:
            app.processEvents()
            time.sleep(0.001)

    def stop(self) -> None:
        self.tick()
        self.timer.stop()


def measure(window_class, history: GameHistory, ready) -> tuple[float, float, Probe]:
    """(shown ms, ready ms, the probe with the longest stall) for one window opened on
    ``history``: making and showing the window is the same work whatever the history's
    size; the stall is measured from then on, while the window reads the
    history, and for 300 ms after it has its numbers (while it draws them)."""
    probe = Probe()
    window = window_class(history, Appearance(), None)
    window.setGame("five-three-five")
    window.show()
    probe.tick()
    opened = probe.now()
    probe.reset()  # from here on: while the window reads the history
    probe.run_until(lambda: ready(window))
    done = probe.now()
    probe.run_until(lambda: probe.now() - done >= 300)
    probe.stop()
    _WINDOWS.append(window)
    return opened, done, probe


_WINDOWS: list = []


def scroll_stall(window, pages: int = 5) -> Probe:
    """The probe with the longest stall while the History window is scrolled to its end
    ``pages`` times (each time the next page is read and shown)."""
    probe = Probe()
    for _ in range(pages):
        rows = window.model.rowCount()
        window.table.scrollToBottom()
        probe.run_until(lambda rows=rows: window.model.rowCount() != rows, 10_000)
    probe.stop()
    return probe


def idle_stall(seconds: float = 3.0) -> Probe:
    """The probe with the longest stall with nothing to do: what the machine's load alone
    costs, to read the windows' figures against."""
    probe = Probe()
    probe.run_until(lambda: probe.now() >= seconds * 1000)
    probe.stop()
    return probe


def main(argv: list[str]) -> int:
    from score5_desktop.ui.windows.history_window import HistoryWindow
    from score5_desktop.ui.windows.stats_window import StatsWindow

    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__)
        raise SystemExit(0)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    keep = None
    if argv[:1] == ["--keep"]:
        keep, argv = Path(argv[1]), argv[2:]
        keep.mkdir(parents=True, exist_ok=True)
    sizes = [int(a) for a in argv] or [10_000, 100_000]
    load = os.getloadavg()[0]
    print(f"load average at start: {load:.1f} on {os.cpu_count()} cores")
    print(f"idle GUI thread: {idle_stall().report()}")
    for games in sizes:
        if keep is None:
            path = Path(tempfile.mkdtemp(prefix="history-")) / "history.sqlite3"
        else:
            path = keep / f"history-{games}.sqlite3"
        if not path.exists():
            fill(path, games)
        history = GameHistory(open_history(path))
        history.db.player_name = "You"
        for name, cls, ready in (
            ("Statistics", StatsWindow, _stats_ready),
            ("History", HistoryWindow, _history_ready),
        ):
            shown, done, probe = measure(cls, history, ready)
            print(
                f"{games:>7} games  {name:<10} shown {shown:6.0f} ms  ready {done:7.0f} ms  "
                f"once shown: {probe.report()}"
            )
        print(f"{games:>7} games  History scrolled 5 pages: {scroll_stall(_WINDOWS[-1]).report()}")
        for window in _WINDOWS:
            window.close()
            window.deleteLater()
        _WINDOWS.clear()
        history.close()
    print(f"load average at end: {os.getloadavg()[0]:.1f}")
    del app
    return 0


def _stats_ready(window) -> bool:
    return not window.reading() and not window._stale


def _history_ready(window) -> bool:
    return not window.reading() and window.model.rowCount() > 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
