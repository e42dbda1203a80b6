"""Issue 44: a broken record opened in the window names the deal and the play, as
``score5 replay`` does on the command line; before, a Five Three Five record was placed
by its seat alone ("a decision in the record breaks the rules (player 2)"). One typed
place (``core.errors.RecordPlace``) for both games, worded per language."""

from __future__ import annotations

import json
import random

from score5_desktop.core import registry
from score5_desktop.core.errors import RecordPlace
from score5_desktop.core.players import Player
from score5_desktop.model.problem_words import english
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.errors import Kind, Problem
from score5_desktop.storage.record_files import read_record
from tests.ui.i18n_helpers import interface_language


def _f35_record_with_a_bad_play(tmp_path):
    """A finished Five Three Five record whose fourth play of the first deal is changed
    to a play its seat cannot make (a card it does not hold, played out of turn)."""
    game = registry.get("five-three-five")
    players = [Player("You")] + [Player(f"Bot {i}", "bot", "random") for i in (1, 2)]
    state = game.new_state(players, 5, game.default_options())
    rng = random.Random(5)
    while not state.is_over:
        seat = state.to_act()[0]
        state.apply(game.make_bot("random", rng.randrange(2**31)).decide(state.view(seat)))
    doc = json.loads(game.dump_record(state, players))
    play = doc["deals"][0]["plays"][3]
    play["seat"] = (play["seat"] + 1) % 3  # not this seat's turn
    path = tmp_path / "broken.f35.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_a_broken_five_three_five_record_names_its_deal_and_play(qtbot, tmp_path):
    result = read_record(_f35_record_with_a_bad_play(tmp_path))
    assert not result.ok
    place = result.message.record.place()
    assert (place.part, place.number, place.play) == ("deal", 1, 4)
    text = storage_text(result.message)
    assert "(deal 1, play 4" in text, text
    assert "(player " not in text.split("(deal", 1)[0]
    with interface_language("de"):
        german = storage_text(result.message)
    assert german != text and "%" not in german


def test_each_place_is_worded_whole_in_every_language(qtbot):
    class Broken(Exception):
        kind = "rules"

        def __init__(self, place: RecordPlace) -> None:
            super().__init__("detail")
            self._place = place

        def place(self) -> RecordPlace:
            return self._place

    places = {
        RecordPlace("deal", 2, 7, 1): "(deal 2, play 7, player 2)",
        RecordPlace("deal", 2, 7): "(deal 2, play 7)",
        RecordPlace("deal", 2, None, 0): "(deal 2, player 1)",
        RecordPlace("deal", 2): "(deal 2)",
        RecordPlace("round", 3, None, 1): "(round 3, player 2)",
        RecordPlace("round", 3): "(round 3)",
        RecordPlace(seat=4): "(player 5)",
    }
    for place, where in places.items():
        problem = Problem(Kind.NOT_A_RECORD, path="x.json", record=Broken(place))
        assert english(problem).endswith(f"breaks the rules {where}."), english(problem)
        for lang in ("fr", "de", "it"):
            with interface_language(lang):
                worded = storage_text(problem)
            assert "%" not in worded and worded != english(problem), (lang, worded)
            assert "(deal" not in worded and "play " not in worded, (lang, worded)
            assert "(round" not in worded and "player " not in worded, (lang, worded)
