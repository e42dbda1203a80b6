"""Ending the app, however it ends, leaves no bot worker process or resource tracker behind
(issue 11). The real app runs in a child process with a bot that thinks in a worker
process; it is then stopped with SIGTERM, SIGINT, or killed outright (as a crash)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc (Linux)")


def _children(pid: int) -> set[int]:
    """Every process descended from ``pid`` (from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents[int(entry.name)] = ppid
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {p for p, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended


def _start_app(tmp_path: Path) -> subprocess.Popen:
    env = dict(os.environ, SCORE5_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    # Five bots: the fifth is the strongest level, which thinks in a worker process.
    return subprocess.Popen(
        [sys.executable, "-m", "score5_desktop.app", "--demo", "--players", "5", "--speed", "fast"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own group: a test failure can clean up everything
    )


def _wait_for_workers(app: subprocess.Popen) -> set[int]:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        children = _children(app.pid)
        if len(children) >= 2:  # the resource tracker and at least one bot worker
            time.sleep(0.5)
            return _children(app.pid)
        assert app.poll() is None, "the app ended before its bots started"
        time.sleep(0.1)
    raise AssertionError("no worker process started")


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_no_worker_outlives_the_app(tmp_path, how):
    app = _start_app(tmp_path)
    try:
        workers = _wait_for_workers(app)
        app.send_signal(how)
        app.wait(timeout=20)
        if how != signal.SIGKILL:
            assert app.returncode == 0, "a signal should quit the app as Quit does"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and any(_alive(p) for p in workers):
            time.sleep(0.1)
        assert [p for p in workers if _alive(p)] == [], "orphaned worker processes"
    finally:
        try:
            os.killpg(app.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        app.wait(timeout=5)
