"""Issue 24: records and settings refuse what a careless reader would take (duplicate
keys, a version written as 1.0) and quote a hostile number as short as a string."""

import json

import pytest

from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.record import EXCERPT_CHARS, Player, dumps, loads
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.errors import Kind, Problem
from score5_desktop.storage.record_files import parse_record
from score5_desktop.storage.settings import SettingsStore
from tests.engine.test_records import finished_game, game_doc


def test_a_duplicate_key_is_refused():
    text = dumps(finished_game(), [Player(f"P{i}") for i in range(3)])
    # The same key twice: a reader keeping the last one would hide the first.
    doubled = text.replace('"deck": "standard"', '"deck": "standard", "deck": "standard"', 1)
    assert doubled != text
    with pytest.raises(RecordError, match="twice"):
        loads(doubled)


@pytest.mark.parametrize("version", [1.0, "1", True])
def test_a_version_that_is_not_the_integer_1_is_refused(version):
    doc = game_doc()
    doc["version"] = version
    with pytest.raises(RecordError) as info:
        loads(json.dumps(doc))
    assert info.value.kind == "bad_version"  # issue 44: not "made by a newer version"


def test_a_huge_wild_seat_is_quoted_capped():
    doc = game_doc()
    doc["wild"] = {"seat": int("9" * 4000), "family": "green"}
    with pytest.raises(RecordError) as info:
        loads(json.dumps(doc))
    assert len(str(info.value)) < 4 * EXCERPT_CHARS, str(info.value)[:200]


def test_settings_with_a_duplicate_key_are_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"theme": "dark", "theme": "light"}', encoding="utf-8")
    settings, problem = SettingsStore(path).load()
    assert problem is not None and problem.kind is Kind.SETTINGS_SET_ASIDE


def test_a_bad_version_and_an_unknown_format_are_worded_as_what_they_are():
    """Issue 44: "abc" is not a valid version (not one made by a newer app), and an
    unknown format is not a game record this app knows (not "not a Score 5 record")."""
    doc = game_doc()
    doc["version"] = "abc"
    bad = parse_record(
        json.dumps(doc), lambda e: Problem(Kind.NOT_A_RECORD, path="game.json", record=e)
    )
    assert "is not a valid version" in storage_text(bad.message)
    doc["version"], doc["format"] = 1, "chess-record"
    foreign = parse_record(
        json.dumps(doc), lambda e: Problem(Kind.NOT_A_RECORD, path="game.json", record=e)
    )
    assert "not a game record this app knows" in storage_text(foreign.message)
