"""Measure how long Score 5 Desktop takes from launch to its first window.

Each run starts the app with ``--quit-after-show`` (it closes as soon as its
window is up) in a fresh, empty ``SCORE5_HOME``, and records:

* ``mapped``: launch to the moment the X server maps the app's first window,
  seen from outside the app through the X11 protocol (a ``MapNotify`` on the
  root window). This is what a player sees, and needs no cooperation from the
  app. Used when Xvfb is installed (or ``--display`` names a running server).
* ``app log``: the time the app logs itself ("window shown N ms after
  start-up"), counted from when ``score5_desktop.app`` was imported, so it
  leaves out the interpreter's (or the frozen bootloader's) own start.
* ``exit``: launch to process exit, an upper bound that includes tear-down.

"Cold" runs first write 3 to /proc/sys/vm/drop_caches (root only) so the
libraries are read from disk again; in a virtual machine the host may still
cache the disk, which the report cannot see. "Warm" runs follow one untimed
run.

    python packaging/measure_startup.py                  # both targets below
    python packaging/measure_startup.py --runs 10 --json
    python packaging/measure_startup.py --target mine=/path/to/score5-desktop

Default targets: ``installed``, the ``score5-desktop`` launcher beside this
Python (or on PATH), and ``built``, ``dist/score5-desktop/score5-desktop``.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import json
import os
import re
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager, nullcontext
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOWN = re.compile(r"window shown (\d+) ms after start-up")
MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19


@dataclass
class Run:
    mapped_ms: float | None
    app_log_ms: float | None
    exit_ms: float


@dataclass
class Series:
    target: str
    kind: str  # "cold" or "warm"
    runs: list[Run] = field(default_factory=list)

    def median(self, name: str) -> float | None:
        values = [getattr(run, name) for run in self.runs if getattr(run, name) is not None]
        return statistics.median(values) if values else None


class MapWatcher:
    """Waits for the first top-level window mapped on an X display (via libX11)."""

    def __init__(self, display: str) -> None:
        path = ctypes.util.find_library("X11")
        if path is None:
            raise SystemExit("libX11 is not installed (Debian: libx11-6)")
        self._x = ctypes.CDLL(path)
        self._x.XOpenDisplay.restype = ctypes.c_void_p
        self._x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XDefaultRootWindow", "XConnectionNumber", "XPending", "XCloseDisplay"):
            getattr(self._x, name).argtypes = [ctypes.c_void_p]
        self._x.XDefaultRootWindow.restype = ctypes.c_ulong
        self._x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        self._x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self._display = self._x.XOpenDisplay(display.encode())
        if not self._display:
            raise SystemExit(f"cannot open X display {display}")
        root = self._x.XDefaultRootWindow(self._display)
        self._x.XSelectInput(self._display, root, SUBSTRUCTURE_NOTIFY_MASK)
        self._x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self._x.XSync(self._display, 0)
        self._fd = self._x.XConnectionNumber(self._display)
        self._event = (ctypes.c_long * 24)()  # XEvent is a union of 24 longs

    def drain(self) -> None:
        """Forget events from earlier runs."""
        while self._x.XPending(self._display):
            self._x.XNextEvent(self._display, self._event)

    def wait_for_map(self, process: subprocess.Popen, timeout: float) -> float | None:
        """``perf_counter()`` at the first MapNotify, or None if the app exited or timed out."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            while self._x.XPending(self._display):
                self._x.XNextEvent(self._display, self._event)
                if ctypes.c_int.from_buffer(self._event).value == MAP_NOTIFY:
                    return time.perf_counter()
            if process.poll() is not None:
                return None
            select.select([self._fd], [], [], 0.01)
        return None

    def close(self) -> None:
        self._x.XCloseDisplay(self._display)


@contextmanager
def x_server(display: str | None):
    """The given display, or a private Xvfb for the measurement, or None (offscreen)."""
    if display:
        yield display
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield None
        return
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(
        [xvfb, f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait()


def drop_caches() -> bool:
    """Empty the kernel's page cache; False where that is not allowed."""
    os.sync()
    try:
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError:
        return False
    return True


def launch(command: Path, display: str | None, watcher: MapWatcher | None, timeout: float) -> Run:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    if display:
        env["DISPLAY"] = display
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="score5-startup-") as home:
        env["SCORE5_HOME"] = home
        if watcher:
            watcher.drain()
        started = time.perf_counter()
        process = subprocess.Popen(
            [str(command), "--quit-after-show"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        mapped = watcher.wait_for_map(process, timeout) if watcher else None
        try:
            _, log = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            _, log = process.communicate()
        exited = time.perf_counter()
    if process.returncode != 0:
        raise SystemExit(f"{command} exited with {process.returncode}:\n{log}")
    shown = SHOWN.search(log)
    return Run(
        mapped_ms=None if mapped is None else (mapped - started) * 1000,
        app_log_ms=float(shown.group(1)) if shown else None,
        exit_ms=(exited - started) * 1000,
    )


def default_targets() -> dict[str, Path]:
    targets = {}
    beside = Path(sys.executable).parent / "score5-desktop"
    installed = beside if beside.exists() else shutil.which("score5-desktop")
    if installed:
        targets["installed"] = Path(installed)
    built = ROOT / "dist" / "score5-desktop" / "score5-desktop"
    if built.exists():
        targets["built"] = built
    return targets


def fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per series [5]")
    parser.add_argument(
        "--target", action="append", metavar="NAME=PATH", help="an app to time (repeatable)"
    )
    parser.add_argument("--display", help="use this X display instead of a private Xvfb")
    parser.add_argument("--offscreen", action="store_true", help="no X server: exit times only")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per run [60]")
    parser.add_argument(
        "--warm-only",
        action="store_true",
        help="skip the cold runs (they drop the page cache of the whole machine)",
    )
    parser.add_argument("--json", action="store_true", help="print the runs as JSON")
    args = parser.parse_args(argv)

    if args.target:
        targets = {name: Path(path) for name, _, path in (t.partition("=") for t in args.target)}
    else:
        targets = default_targets()
    if not targets:
        parser.error("no app found: install the project or run packaging/build.sh first")

    results: list[Series] = []
    cold_possible = not args.warm_only
    server = nullcontext(None) if args.offscreen else x_server(args.display)
    with server as display:
        watcher = MapWatcher(display) if display else None
        try:
            for name, command in targets.items():
                cold = Series(name, "cold")
                for _ in range(args.runs if cold_possible else 0):
                    cold_possible = drop_caches() and cold_possible
                    cold.runs.append(launch(command, display, watcher, args.timeout))
                launch(command, display, watcher, args.timeout)  # warm the caches
                warm = Series(name, "warm")
                for _ in range(args.runs):
                    warm.runs.append(launch(command, display, watcher, args.timeout))
                results += [cold, warm] if cold_possible else [warm]
        finally:
            if watcher:
                watcher.close()

    if args.json:
        print(json.dumps([asdict(series) for series in results], indent=2))
        return 0
    print(f"display: {display or 'offscreen (no window mapping seen)'}; {args.runs} runs each")
    if args.warm_only:
        print("cold runs skipped (--warm-only)")
    elif not cold_possible:
        print("cold runs skipped: /proc/sys/vm/drop_caches is not writable here")
    width = max(len("target"), *(len(series.target) for series in results))
    print(f"{'target':<{width}} {'start':<5} {'mapped ms':>10} {'app log ms':>11} {'exit ms':>8}")
    for series in results:
        print(
            f"{series.target:<{width}} {series.kind:<5} {fmt(series.median('mapped_ms')):>10} "
            f"{fmt(series.median('app_log_ms')):>11} {fmt(series.median('exit_ms')):>8}"
        )
    print("(medians; 'mapped' is launch to first window on screen)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
