"""A standing fuzz check of what the app reads from disk, with a small example budget
(``tools/fuzz_storage.py`` runs the same checks for longer)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings

from tests.storage.fuzzing import (
    check_history,
    check_record,
    check_settings,
    history_tampering,
    mutated_records,
    mutated_settings,
)


@settings(max_examples=150)
@given(mutated_records())
def test_the_record_reader_refuses_cleanly_or_reads_text_names(data: bytes) -> None:
    check_record(data)


@settings(max_examples=60)
@given(mutated_settings())
def test_settings_load_whatever_the_file_holds(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_settings(Path(folder), data)


@settings(max_examples=40)
@given(history_tampering())
def test_the_history_reader_shows_tampered_rows_or_refuses(changes) -> None:
    check_history(changes)
