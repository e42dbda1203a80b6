"""Reading records never trusts the file: every problem is one clear RecordError."""

import copy
import json
import random

import pytest

from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.record import Player, dumps, loads, record_json, replay
from tests.engine.random_play import random_decision


def finished_game(players=3, seed=4):
    state = new_game(players, seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(random_decision(state, rng, 0.9))
    return state


def game_doc(players=3, seed=4):
    state = finished_game(players, seed)
    return record_json(state, [Player(f"P{i}", "bot", "random") for i in range(players)])


def first_won_round(doc):
    return next(i for i, r in enumerate(doc["rounds"]) if r["picks"])


def refuse(data, *fragments):
    if not isinstance(data, (bytes, str)):
        data = json.dumps(data)
    with pytest.raises(RecordError) as info:
        replay(loads(data))
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_a_valid_record_loads():
    doc = game_doc()
    replayed = replay(loads(json.dumps(doc)))
    assert replayed.state.is_over


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b"{not json", "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b"[" * 5000 + b"]" * 5000, "nested too deeply"),
        (b" " * (1024 * 1024 + 1) + b"{}", "larger than"),
        (b'{"format": "score5-record", "version": NaN}', "NaN"),
        (b"[]", "must be an object"),
    ],
)
def test_unreadable_files(data, fragment):
    refuse(data, fragment)


def mutate(change):
    doc = game_doc()
    change(doc)
    return doc


@pytest.mark.parametrize(
    ("change", "fragments"),
    [
        (lambda d: d.update(format="other"), ["unknown format"]),
        (lambda d: d.update(version=2), ["unknown record version"]),
        (lambda d: d.update(version=True), ["version True is not a whole number"]),
        (lambda d: d.update(players=d["players"][:1]), ["2 to 5 players"]),
        (lambda d: d.update(starting_sets=d["starting_sets"][:2]), ["starting_sets"]),
        (lambda d: d["starting_sets"].__setitem__(1, d["starting_sets"][0]), ["same starting set"]),
        (lambda d: d["pile"].__setitem__(0, "green-999"), ["unknown card"]),
        (lambda d: d["pile"].__setitem__(1, d["pile"][0]), ["twice"]),
        (lambda d: d["pile"].reverse(), ["pile position 1"]),
        (lambda d: d["players"][0].update(kind="alien"), ["seat 0", "kind"]),
        (lambda d: d["players"][1].update(level="godlike"), ["seat 1", "level"]),
        (lambda d: d["options"].update(max_adjust_rounds="2"), ["max_adjust_rounds"]),
        (lambda d: d["options"].update(max_adjust_rounds=9), ["max_adjust_rounds"]),
        (lambda d: d.update(rounds=d["rounds"] + [d["rounds"][0]]), ["13"]),
        (lambda d: d["rounds"][0].update(bids="x"), ["round 1", "bids"]),
        (lambda d: d["rounds"][0]["bids"].__setitem__(0, ["red-999"]), ["round 1", "seat 0"]),
        (lambda d: d["rounds"][0]["bids"].__setitem__(1, [1.5]), ["round 1", "seat 1"]),
        (lambda d: d.update(wild={"seat": 9, "family": "green"}), ["wild.seat"]),
        (lambda d: d.update(wild={"seat": 0, "family": "orange"}), ["wild.family"]),
    ],
)
def test_malformed_records(change, fragments):
    refuse(mutate(change), *fragments)


def test_bid_not_from_the_hand():
    doc = game_doc()
    hand_of_1 = set(doc["rounds"][0]["bids"][1] or [])
    foreign = next(c for c in ["yellow-150", "green-140", "purple-145"] if c not in hand_of_1)
    doc["rounds"][0]["bids"][0] = [foreign]
    refuse(doc, "round 1", "seat 0", foreign)


def test_duplicate_card_in_a_bid():
    doc = game_doc()
    r = next(i for i, r in enumerate(doc["rounds"]) if r["bids"][0])
    card = doc["rounds"][r]["bids"][0][0]
    doc["rounds"][r]["bids"][0] = [card, card]
    refuse(doc, f"round {r + 1}", "seat 0", "twice")


def test_pick_not_from_the_winners_bid():
    doc = game_doc()
    r = first_won_round(doc)
    doc["rounds"][r]["picks"][0] = "yellow-150" if "yellow-150" not in doc["pile"] else "red-130"
    refuse(doc, f"round {r + 1}", "not among the winner")


def test_missing_adjustment_round_breaks_r3():
    doc = game_doc()
    r = next(
        i
        for i, x in enumerate(doc["rounds"])
        if len(x["adjustments"]) == 2 and x["adjustments"][0] != x["bids"]
    )
    doc["rounds"][r]["adjustments"] = doc["rounds"][r]["adjustments"][:1]
    refuse(doc, f"round {r + 1}", "R3")


def test_adjustment_after_bidding_ended_breaks_r3():
    doc = game_doc()
    doc["options"]["max_adjust_rounds"] = 3
    r = next(i for i, x in enumerate(doc["rounds"]) if len(x["adjustments"]) == 2)
    last = doc["rounds"][r]["adjustments"][-1]
    doc["rounds"][r]["adjustments"] = [doc["rounds"][r]["bids"], doc["rounds"][r]["bids"], last]
    refuse(doc, f"round {r + 1}", "R3")


def test_too_many_adjustment_rounds():
    doc = game_doc()
    doc["rounds"][0]["adjustments"] = doc["rounds"][0]["adjustments"] * 2
    refuse(doc, "round 1", "adjustment rounds")


def test_wild_before_the_end():
    state = new_game(2, 3)
    doc = record_json(state, [Player("A"), Player("B")])
    doc["wild"] = {"seat": 0, "family": "green"}
    refuse(doc, "before the end")


def test_wild_to_the_wrong_seat():
    for seed in range(20):
        doc = game_doc(3, seed)
        if "wild" in doc:
            doc["wild"]["seat"] = (doc["wild"]["seat"] + 1) % 3
            refuse(doc, "does not own")
            return
    pytest.fail("no game with the wild won")


def test_wrong_types_everywhere_give_record_errors_not_crashes():
    base = game_doc()
    rng = random.Random(0)
    junk = [None, 1, -1, 2.5, "x", [], {}, True, [None], {"a": 1}]

    def paths(node, prefix=()):
        yield prefix
        if isinstance(node, dict):
            for k, v in node.items():
                yield from paths(v, (*prefix, k))
        elif isinstance(node, list):
            for i, v in enumerate(node[:3]):
                yield from paths(v, (*prefix, i))

    all_paths = [p for p in paths(base) if p]
    for path in rng.sample(all_paths, min(300, len(all_paths))):
        for value in rng.sample(junk, 3):
            doc = copy.deepcopy(base)
            node = doc
            for key in path[:-1]:
                node = node[key]
            node[path[-1]] = value
            try:
                replay(loads(json.dumps(doc)))
            except RecordError:
                pass


def test_in_progress_record_with_nulls():
    state = new_game(3, 8)
    from score5_desktop.games.score5.rules.decisions import Bid

    state.apply(Bid(1, 0))
    text = dumps(state, [Player("A"), Player("B"), Player("C")])
    doc = json.loads(text)
    assert doc["rounds"][0]["bids"] == [None, [], None]
    replayed = replay(loads(text))
    assert replayed.state.to_act() == (0, 2)


def test_unknown_top_level_fields_are_ignored():
    doc = game_doc()
    doc["comment"] = {"anything": [1, 2]}
    assert replay(loads(json.dumps(doc))).state.is_over
