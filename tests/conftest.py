"""Test configuration: headless Qt, and app folders isolated per test.

Set before anything imports Qt or the app: the offscreen platform, and
SCORE5_HOME, which points every platformdirs folder (config, data, logs)
into a temporary directory so tests never touch a real user's files. Each test
then gets a home of its own (``_own_home``), so what one test writes (a finished
game in the history, saved settings) is never seen by a test that runs after it.

Keeping the suite fast (the README's command runs it on two cores, ``-n 2``):

- Windows and tables are built at the instant speed (``make_window``, ``make_parts``);
  a test that moves cards or waits on real timers on purpose says so with
  ``@pytest.mark.real_speed`` and a one-line reason.
- Bots in tests think by a fixed number of rollouts, so a loaded machine changes how
  long a test takes, not what it finds; only the tests of a wall-time budget use one.
- Hypothesis runs derandomized: the same examples on every run. ``HYPOTHESIS_PROFILE=long``
  runs ten times the examples of a test that keeps the default count.
- Every test may run in either worker, in any order: nothing is shared between tests
  but the QApplication and session fixtures computed from seeds.
- A test that bounds wall time on work that needs the machine's cores (a GUI thread's
  heartbeat during a search, a decision's deadline with a helper process) is marked
  ``@pytest.mark.solo``: it then runs while no other worker runs a test (``_solo``).
  The solo tests run first, one after the other, and the quickest folders last
  (``pytest_collection_modifyitems``).
- ``SCORE5_TEST_CPU=1`` prints the CPU and wall seconds of the costliest tests at the
  end of a run (``pytest_configure`` below says more): what to look at before a test
  is made shorter, on a machine whose other work makes wall times noisy.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
if "SCORE5_HOME" not in os.environ:
    # Made here, before any import can read it, so it is removed here too: every run
    # used to leave an empty folder behind in the system's temporary directory.
    _home = tempfile.mkdtemp(prefix="score5-tests-")
    os.environ["SCORE5_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)
os.environ.setdefault("SCORE5_NO_SOUND", "1")

from hypothesis import HealthCheck, settings  # noqa: E402

# Seeded: the same examples on every run, so a failure reproduces exactly.
settings.register_profile(
    "score5",
    derandomize=True,
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("long", settings.get_profile("score5"), max_examples=600)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "score5"))

import pytest  # noqa: E402

from score5_desktop.model.gui_thread_gc import GuiThreadCollector, collect_due  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _one_qapplication():
    """One QApplication for the whole run, made before any test or library can make a
    lesser QGuiApplication (the arena's chart writer does, outside tests) that widget
    tests later in the run could not use."""
    from PySide6.QtWidgets import QApplication

    from score5_desktop.ui.common.language import Language

    app = QApplication.instance() or QApplication(["score5-tests"])
    # As the app does at start-up: English's own plural forms ("1 card", "2 cards")
    # come from the English .qm, so texts under test read as players see them.
    english = Language(app, pseudo=False, show_ids=False)
    english.apply("en")
    # As the app does: cycles are collected on the GUI thread only, never by a bot's or
    # a writer's thread that happens to allocate (see model.gui_thread_gc).
    collector = GuiThreadCollector(app)
    yield app
    collector.stop()


@pytest.fixture(autouse=True)
def _collect_between_tests():
    """What the app's timer would have collected by now, collected on the GUI thread
    after each test: many tests never return to the event loop."""
    yield
    collect_due()


@pytest.fixture(autouse=True)
def _english_between_tests(_one_qapplication):
    """Every test starts in English. A window closed by pytest-qt is only deleted when
    its deferred delete is delivered, and until then its translators stay installed: a
    window left in Italian made the next test's card names Italian when that test never
    returned to the event loop. Deliver those deletes now, and put any window still
    open back into English."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from score5_desktop.ui.common.language import Language

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for widget in QApplication.topLevelWidgets():
        for language in widget.findChildren(Language):
            if language.code() != "en" or language.isPseudo():
                language._pseudo = False
                language.apply("en")


@pytest.fixture(autouse=True)
def _history_reads_on_a_thread(monkeypatch):
    """The History and Statistics windows read on a thread of this process, not in the
    app's worker process: a test may slow a ``HistoryDB`` query down here, and a window
    per test would otherwise start a process. ``tests/faults/test_history_process.py``
    reads in the real process."""
    from score5_desktop.model.history_reader import HistoryReader

    monkeypatch.setattr(HistoryReader, "in_process", False)


@pytest.fixture(autouse=True)
def _own_home(tmp_path_factory, monkeypatch):
    """A fresh SCORE5_HOME for every test: a window built without explicit files opens
    the history, settings and records there, so the order tests run in cannot change
    what they find."""
    monkeypatch.setenv("SCORE5_HOME", str(tmp_path_factory.mktemp("home")))


class _SoloLock:
    """This worker's hold on the run's solo lock (a file in the run's temporary root,
    which the workers share): shared for an ordinary test, exclusive for a ``solo`` one.

    A solo test first takes a gate, which an ordinary test must pass before it takes its
    shared hold: the worker that waits for a solo test's turn is not kept waiting by the
    other worker taking one shared hold after another. An exclusive hold is kept from one
    solo test to the next when they follow each other on this worker, so no test of the
    other worker slips in between and makes the next one wait for it."""

    def __init__(self) -> None:
        self.files: dict[str, object] = {}
        self.exclusive: bool | None = None  # None: not held
        self.next_is_solo = False  # the test after the running one (pytest's nextitem)

    def _file(self, root, name: str):
        if name not in self.files:
            self.files[name] = open(root / name, "a")  # held across tests
        return self.files[name]

    def hold(self, root, exclusive: bool) -> None:
        import fcntl  # POSIX: the parallel run is the Linux CI's

        if self.exclusive == exclusive:
            return
        self.release()
        gate, lock = self._file(root, "solo.gate"), self._file(root, "solo.lock")
        if exclusive:
            fcntl.flock(gate, fcntl.LOCK_EX)  # kept until the solo tests are done
            fcntl.flock(lock, fcntl.LOCK_EX)
        else:
            fcntl.flock(gate, fcntl.LOCK_SH)  # waits while a solo test waits or runs
            fcntl.flock(gate, fcntl.LOCK_UN)
            fcntl.flock(lock, fcntl.LOCK_SH)
        self.exclusive = exclusive

    def release(self) -> None:
        import fcntl

        if self.exclusive is None:
            return
        fcntl.flock(self.files["solo.lock"], fcntl.LOCK_UN)
        if self.exclusive:
            fcntl.flock(self.files["solo.gate"], fcntl.LOCK_UN)
        self.exclusive = None


_SOLO_LOCK = _SoloLock()
_TESTS = Path(__file__).resolve().parent


def _is_solo(item) -> bool:
    return item is not None and item.get_closest_marker("solo") is not None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Note whether the next test on this worker is solo too (``_solo`` then keeps the
    exclusive hold)."""
    _SOLO_LOCK.next_is_solo = _is_solo(nextitem)
    yield


#: Folders of tests that each take well under a second (and the tests at the top of
#: ``tests/``): they run last, so the two workers share out small tests at the end and
#: finish together, rather than one waiting for the other's last whole-game test.
_QUICK_FOLDERS = frozenset({"engine", "storage", "rulebook", "games", "packaging", "cli", "sound"})


def _is_quick(item) -> bool:
    folder = Path(str(item.path)).relative_to(_TESTS).parts[0]
    return folder in _QUICK_FOLDERS or folder.endswith(".py")


def pytest_collection_modifyitems(config, items):
    """The solo tests first, the quick ones last, each group in its own order: the solo
    tests then run one after the other on the first worker while the second waits once,
    instead of each waiting for whatever long test the other worker was running, and
    the other worker idling through each of them somewhere in the middle of the run."""
    items.sort(key=lambda item: (not _is_solo(item), _is_quick(item)))


@pytest.fixture(autouse=True)
def _solo(request, tmp_path_factory):
    """Under pytest-xdist, every test holds a shared lock for its run and a ``solo`` test
    an exclusive one (``_SoloLock``): a solo test waits for the other worker's test to
    end, and the other worker waits for it. Without workers nothing runs beside a test,
    and nothing is locked."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        yield
        return
    root = tmp_path_factory.getbasetemp().parent  # a worker's base is a folder in it
    exclusive = _is_solo(request.node)
    _SOLO_LOCK.hold(root, exclusive)
    try:
        yield
    finally:
        if not (exclusive and _SOLO_LOCK.next_is_solo):
            _SOLO_LOCK.release()


def pytest_configure(config):
    """``SCORE5_TEST_CPU=1`` prints each test's CPU time (user + system of this process
    and of any children it waited for, setup to teardown) and its wall time, the most
    CPU first, at the end of the run; any other value is a path prefix, and each process
    writes its lines to the prefix followed by its xdist worker's name. To find what costs
    the suite its minutes on a shared machine, where wall time alone says little; a test
    whose wall time is far above its CPU time waits (on timers, or on the solo lock)."""
    if os.environ.get("SCORE5_TEST_CPU"):
        config.pluginmanager.register(_CpuTimes(os.environ["SCORE5_TEST_CPU"]), "score5_cpu")


class _CpuTimes:
    """Per-test CPU time, measured by ``resource.getrusage`` around each test's protocol."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.times: dict[str, tuple[float, float]] = {}

    @staticmethod
    def _now() -> float:
        import resource

        own = resource.getrusage(resource.RUSAGE_SELF)
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        import time

        start, wall = self._now(), time.monotonic()
        yield
        self.times[item.nodeid] = (self._now() - start, time.monotonic() - wall)

    def pytest_sessionfinish(self, session):
        rows = sorted(self.times.items(), key=lambda row: -row[1][0])
        lines = [f"{cpu:8.3f} {wall:8.3f} {nodeid}" for nodeid, (cpu, wall) in rows]
        worker = os.environ.get("PYTEST_XDIST_WORKER", "")
        if self.target != "1":
            with open(f"{self.target}{worker}", "w") as out:
                out.write("\n".join(lines) + "\n")
        else:
            print("\nCPU and wall seconds per test:\n" + "\n".join(lines[:30]))
