"""Fuzz what the app reads from disk for longer than the test suite does.

``python tools/fuzz_storage.py [--records N] [--settings N] [--history N] [--windows N]
[--seed S]`` runs the structure-aware checks of ``tests/storage/fuzzing.py``
(records mutated field by field, settings files, tampered history rows) with N
examples each, and prints how the inputs ended: refused by kind, or read.
``--windows N`` feeds N tampered histories to each window that shows the history
(``tests/faults/window_fuzzing.py``: History, Statistics, replay from History,
the end-of-game chart); a crash there is a crash of this command.
A failing input is printed by Hypothesis and the command exits with status 1.
"""

from __future__ import annotations

import argparse
import collections
import logging
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from score5_desktop.games.score5.rules.errors import RecordError  # noqa: E402
from score5_desktop.games.score5.rules.record import load  # noqa: E402
from tests.storage.fuzzing import (  # noqa: E402
    check_history,
    check_record,
    check_settings,
    history_tampering,
    mutated_records,
    mutated_settings,
)


def _settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=False,
        database=None,
        suppress_health_check=list(HealthCheck),
    )


def run(records: int, settings_files: int, history: int, start: int, windows: int = 0) -> int:
    outcomes: collections.Counter[str] = collections.Counter()

    @seed(start)
    @_settings(records)
    @given(mutated_records())
    def fuzz_records(data: bytes) -> None:
        try:
            load(data)
            outcomes["record read"] += 1
        except RecordError as exc:
            outcomes[f"record refused: {exc.kind}"] += 1
        check_record(data)

    @seed(start)
    @_settings(settings_files)
    @given(mutated_settings())
    def fuzz_settings(data: bytes) -> None:
        outcomes["settings files"] += 1
        with tempfile.TemporaryDirectory() as folder:
            check_settings(Path(folder), data)

    @seed(start)
    @_settings(history)
    @given(history_tampering())
    def fuzz_history(changes) -> None:
        outcomes["tampered histories"] += 1
        check_history(changes)

    def fuzz_window(window: str):
        from tests.faults.window_fuzzing import check_window, record_tampering, tampering

        @seed(start)
        @_settings(windows)
        @given(tampering(), st.lists(record_tampering(), max_size=1))
        def fuzz(changes, records) -> None:
            outcomes[f"tampered histories shown in {window}"] += 1
            check_window(window, changes, records)

        return fuzz

    checks = [("records", fuzz_records), ("settings", fuzz_settings), ("history", fuzz_history)]
    if windows:
        from PySide6.QtWidgets import QApplication

        from tests.faults.window_fuzzing import WINDOWS

        _app = QApplication.instance() or QApplication([])
        checks += [(f"window {window}", fuzz_window(window)) for window in WINDOWS]
    failed = 0
    for name, fuzz in checks:
        began = time.perf_counter()
        try:
            fuzz()
        except Exception as exc:  # noqa: BLE001 - report and go on with the next reader
            failed += 1
            print(f"{name}: FAILED: {type(exc).__name__}: {str(exc)[:500]}")
        print(f"{name}: {time.perf_counter() - began:.1f} s")
    for outcome, count in sorted(outcomes.items()):
        print(f"  {count:7d}  {outcome}")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=5000)
    parser.add_argument("--settings", type=int, default=1000)
    parser.add_argument("--history", type=int, default=1000)
    parser.add_argument("--windows", type=int, default=0, help="examples per window (slow)")
    parser.add_argument("--seed", type=int, default=int(time.time()))
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.CRITICAL)  # the readers log every bad input they meet
    print(f"seed {args.seed}")
    return run(args.records, args.settings, args.history, args.seed, args.windows)


if __name__ == "__main__":
    sys.exit(main())
