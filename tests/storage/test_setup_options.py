"""The new-game setup keeps each game's options as the game declares them: an old file
with SCORE 5's option beside the seats loads with the same value, a value the game does
not know or refuses gives way to its default, and a setup survives saving as it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from score5_desktop.storage.settings import GameSetup, SeatSetup, Settings, SettingsStore

F35 = "five-three-five"
TWO = [{"name": "Ann"}, {"name": "Bot", "kind": "bot", "level": "easy"}]
FOUR = [{"name": "Ann"}] + [{"name": f"Bot {n}", "kind": "bot", "level": "easy"} for n in (1, 2, 3)]
F35_DEFAULTS = {"target": 20, "hands": 2, "big_deal": False, "open_pass": False, "no_limit": False}


def _load(path: Path, doc: dict) -> tuple[Settings, object]:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return SettingsStore(path).load()


def test_an_old_file_with_the_option_beside_the_seats_keeps_its_value(tmp_path):
    """Files before per-game options: ``{"seats": [...], "max_adjust_rounds": 4}``."""
    path = tmp_path / "settings.json"
    loaded, problem = _load(
        path, {"version": 1, "last_setup": {"seats": TWO, "max_adjust_rounds": 4}}
    )
    assert problem is None
    assert loaded.game_setups["score5"].options == {"max_adjust_rounds": 4}
    assert [s.name for s in loaded.game_setups["score5"].seats] == ["Ann", "Bot"]
    SettingsStore(path).save(loaded)  # written back in today's shape, the value kept
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "last_setup" not in doc  # moved into the default game's setup
    assert doc["game_setups"]["score5"] == {
        "seats": [
            {"name": "Ann", "kind": "human"},
            {"name": "Bot", "kind": "bot", "level": "easy"},
        ],
        "options": {"max_adjust_rounds": 4},
    }
    assert SettingsStore(path).load() == (loaded, None)


def test_an_old_file_without_the_option_gets_the_default(tmp_path):
    loaded, problem = _load(tmp_path / "s.json", {"last_setup": {"seats": TWO}})
    assert problem is None
    assert loaded.game_setups["score5"].options == {"max_adjust_rounds": 2}


@pytest.mark.parametrize(
    "stored",
    [
        {"max_adjust_rounds": 9},  # out of the rules' range
        {"max_adjust_rounds": "3"},  # text
        {"max_adjust_rounds": True},  # a flag where the game has a number
        {"max_adjust_rounds": 2.5},
        {"max_adjust_rounds": 10**9},
        {"turbo": 1},  # no option of SCORE 5
        {"Bad Name!": 1},
    ],
)
def test_a_bad_score5_option_gives_way_to_its_default(tmp_path, stored):
    for setup in ({"seats": TWO, "options": stored}, {"seats": TWO, **stored}):
        loaded, problem = _load(tmp_path / "s.json", {"last_setup": setup})
        assert problem is None
        assert loaded.game_setups["score5"].options == {"max_adjust_rounds": 2}
        assert len(loaded.game_setups["score5"].seats) == 2  # the seats are kept


def test_five_three_five_keeps_its_good_options_and_drops_the_rest(tmp_path):
    stored = {
        "no_limit": True,  # kept
        "open_pass": 1,  # a number where the game has a flag: default
        "target": 15,  # neither 20 nor 10: default
        "hands": 1,  # one hand is for two players; this table has four: default
        "big_deal": True,  # three players only: default
        "max_adjust_rounds": 3,  # SCORE 5's, not this game's
    }
    doc = {"game_setups": {F35: {"seats": FOUR, "options": stored}}}
    loaded, problem = _load(tmp_path / "s.json", doc)
    assert problem is None
    assert loaded.game_setups[F35].options == {**F35_DEFAULTS, "no_limit": True}


def test_options_that_apply_to_the_player_count_are_kept(tmp_path):
    doc = {"game_setups": {F35: {"seats": TWO, "options": {"hands": 1, "target": 10}}}}
    loaded, _ = _load(tmp_path / "s.json", doc)
    assert loaded.game_setups[F35].options == {**F35_DEFAULTS, "hands": 1, "target": 10}


def test_a_seat_count_the_game_cannot_seat_resets_that_setup_only(tmp_path):
    six = [{"name": f"P{n}"} for n in range(6)]  # SCORE 5 seats 2 to 5
    doc = {"last_setup": {"seats": six}, "game_setups": {F35: {"seats": six}}}
    loaded, problem = _load(tmp_path / "s.json", doc)
    assert "score5" not in loaded.game_setups
    assert len(loaded.game_setups[F35].seats) == 6  # Five Three Five seats 6
    assert problem is not None and "last_setup" in problem.fields


def test_a_game_this_version_lacks_keeps_its_setup_as_read(tmp_path):
    doc = {"game_setups": {"later-game": {"seats": TWO, "options": {"speedy": True}}}}
    loaded, problem = _load(tmp_path / "s.json", doc)
    assert problem is None
    assert loaded.game_setups["later-game"].options == {"speedy": True}


def test_every_game_setup_round_trips(tmp_path):
    seats = tuple(SeatSetup(n, "bot", "easy") for n in ("A", "B", "C"))
    chosen = Settings(
        game_setups={
            "score5": GameSetup(seats=seats, options={"max_adjust_rounds": 0}),
            F35: GameSetup(seats=seats, options={"big_deal": True, "open_pass": True}),
        },
    )
    assert chosen.game_setups[F35].options == {**F35_DEFAULTS, "big_deal": True, "open_pass": True}
    store = SettingsStore(tmp_path / "settings.json")
    store.save(chosen)
    assert SettingsStore(tmp_path / "settings.json").load() == (chosen, None)


def test_an_older_files_setup_joins_the_games_setups_and_a_newer_one_wins(tmp_path):
    """``last_setup`` (one setup for the default game, beside the others' ``game_setups``)
    is read into ``game_setups``; where both hold the default game, ``game_setups`` wins."""
    three = [*TWO, {"name": "Cy"}]
    doc = {"last_setup": {"seats": TWO}, "game_setups": {F35: {"seats": three}}}
    loaded, problem = _load(tmp_path / "s.json", doc)
    assert problem is None
    assert [len(loaded.game_setups[g].seats) for g in ("score5", F35)] == [2, 3]
    both = {"last_setup": {"seats": TWO}, "game_setups": {"score5": {"seats": three}}}
    loaded, _problem = _load(tmp_path / "t.json", both)
    assert len(loaded.game_setups["score5"].seats) == 3
