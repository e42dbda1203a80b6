"""The suite's own order and solo lock (``tests/conftest.py``): solo tests first, the
quick folders last, and a solo test's exclusive hold kept only while solo tests follow."""

from __future__ import annotations

import fcntl
from dataclasses import dataclass, field
from pathlib import Path

from tests import conftest

TESTS = Path(conftest.__file__).resolve().parent


@dataclass
class _Item:
    path: Path
    markers: set[str] = field(default_factory=set)

    def get_closest_marker(self, name: str):
        return name if name in self.markers else None


def test_solo_tests_come_first_and_the_quick_folders_last_each_in_its_order():
    items = [
        _Item(TESTS / "engine" / "test_a.py"),
        _Item(TESTS / "ui" / "test_b.py"),
        _Item(TESTS / "test_top.py"),
        _Item(TESTS / "ai" / "test_c.py", {"solo"}),
        _Item(TESTS / "storage" / "test_d.py"),
        _Item(TESTS / "model" / "test_e.py"),
        _Item(TESTS / "ui" / "test_f.py", {"solo"}),
    ]
    order = list(items)
    conftest.pytest_collection_modifyitems(None, order)
    names = [item.path.stem for item in order]
    assert names == ["test_c", "test_f", "test_b", "test_e", "test_a", "test_top", "test_d"]


def test_the_exclusive_hold_keeps_the_other_worker_out_until_released(tmp_path):
    lock = conftest._SoloLock()
    lock.hold(tmp_path, exclusive=True)
    with open(tmp_path / "solo.gate", "a") as gate, open(tmp_path / "solo.lock", "a") as other:
        for file in (gate, other):  # another worker can take neither
            try:
                fcntl.flock(file, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except BlockingIOError:
                pass
            else:
                raise AssertionError("a shared hold was granted beside a solo test")
        lock.hold(tmp_path, exclusive=True)  # the next solo test: still held
        lock.release()
        fcntl.flock(gate, fcntl.LOCK_SH | fcntl.LOCK_NB)  # now it can
        fcntl.flock(other, fcntl.LOCK_SH | fcntl.LOCK_NB)
        lock.hold(tmp_path, exclusive=False)  # shared beside shared
        lock.release()
