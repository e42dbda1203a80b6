"""Issue 24: out-of-range and wrong-typed history values fed to every window that
shows the history (History, Statistics, replay from History, the end-of-game
chart), each window with its own seeded examples (see ``window_fuzzing``)."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from tests.faults.window_fuzzing import (
    COLUMNS,
    WINDOWS,
    check_window,
    record_tampering,
    tampering,
)

#: Examples per window (``tools/fuzz_storage.py --windows N`` runs more).
EXAMPLES = 20
#: Out of Qt's 32-bit ``int`` either way, negative, and SQLite's own extremes.
EDGE_VALUES = (2**31, -1, -(2**31) - 1, 2**63 - 1, -(2**63), 10**6)
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture(autouse=True)
def far_from_utc(monkeypatch):
    """A time zone behind UTC, where dates at the ends of the range overflow."""
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize("window", WINDOWS)
@seed(24)
@FUZZ
@given(changes=tampering(), records=st.lists(record_tampering(), max_size=1))
def test_each_window_shows_a_tampered_history(qtbot, window, changes, records):
    check_window(window, changes, records)


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("value", EDGE_VALUES)
def test_each_window_shows_every_edge_value_in_every_number_column(qtbot, window, value):
    """Each edge value in every numeric column of every game at once."""
    changes = [(column, value, game) for column in COLUMNS for game in (1, 2, 3)]
    check_window(window, changes)
