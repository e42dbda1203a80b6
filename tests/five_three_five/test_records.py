"""Five Three Five records: written and read back exactly; a hostile record is refused
with one clear message naming the deal and the play, never a crash."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from score5_desktop.core.errors import RecordError
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules.cards import VALUES, deck_for
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.record import (
    PROBLEM_KINDS,
    dumps,
    loads,
    record_json,
)
from score5_desktop.games.five_three_five.rules.state import new_game
from tests.five_three_five.helpers import random_game


def players(n: int) -> list[Player]:
    return [Player("Léa", "human")] + [Player(f"Bot {s}", "bot", "random") for s in range(1, n)]


def game_doc(n: int = 4, seed: int = 3, options: Options | None = None) -> dict[str, Any]:
    return record_json(random_game(n, seed, options), players(n))


def partial_game(n: int, seed: int, steps: int, options: Options | None = None):
    state = new_game(n, seed, options)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        (seat,) = state.to_act()
        state.apply(rng.choice(state.legal_plays(seat)))
    return state


# -- round trips -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("n", "options"),
    [
        (2, Options()),
        (2, Options(hands=1, target=10)),
        (3, Options(big_deal=True)),
        (4, Options(open_pass=True)),
        (5, Options(no_limit=True)),
        (6, Options(open_pass=True, no_limit=True, target=10)),
    ],
)
def test_a_finished_game_round_trips(n, options):
    state = random_game(n, 21, options)
    text = dumps(state, players(n))
    assert json.loads(text) == record_json(state, players(n))
    loaded = loads(text)
    assert loaded.state.log == state.log
    assert loaded.state.totals == state.totals and loaded.state.winners == state.winners
    assert loaded.players == tuple(players(n)) and loaded.options == options.to_json()
    assert dumps(loaded.state, players(n)) == text
    # The start and the decisions step through to the same game.
    replay = loaded.start.copy()
    for play in loaded.decisions:
        replay.apply(play)
    assert replay.log == state.log and replay.is_over


def test_spec_example_shape_is_read():
    doc = {
        "format": "five-three-five-record",
        "version": 1,
        "options": {"target": 20, "hands": 2, "big_deal": False, "open_pass": False},
        "players": [
            {"name": "Léa", "kind": "human"},
            {"name": "Bot", "kind": "bot", "level": "normal"},
        ],
        "first_leader": 1,
        "deals": [
            {
                "hands": [
                    [1, 2, 2, 5, 8, 9, 11, 11, 12, 14, 15, 15],
                    [3, 3, 4, 5, 7, 7, 8, 9, 12, 13, 13, 14],
                ],
                "undealt": [1, 4, 9, 12],
                "plays": [
                    {"seat": 1, "action": "lead", "cards": [3, 3]},
                    {"seat": 0, "action": "overwrite", "cards": [15, 15]},
                    {"seat": 1, "action": "pass"},
                ],
            }
        ],
    }
    loaded = loads(json.dumps(doc))
    summary = GAME.replay_summary(loaded.state, loaded.players)
    assert summary == {
        "status": "in_progress",
        "deal": 0,
        "totals": [0, 0],
        "winners": [],
        "hands": [[1, 2, 2, 5, 8, 9, 11, 11, 12, 14], [4, 5, 7, 7, 8, 9, 12, 13, 13, 14]],
        "central": [],
        "passed": [],
        "to_act": 0,
    }
    assert loaded.options["no_limit"] is False  # a missing option takes its default


def test_in_progress_summary_mid_trick():
    state = partial_game(4, 8, 3)
    loaded = loads(dumps(state, players(4)))
    summary = GAME.replay_summary(loaded.state, players(4))
    assert summary["status"] == "in_progress" and summary["winners"] == []
    assert summary["central"] == list(state.central_cards)
    assert summary["passed"] == list(state.passed_seats())
    assert summary["to_act"] == state.to_act()[0]
    assert summary["hands"] == [list(state.hand(s)) for s in range(4)]


def _stop_at_first_deal_end(n: int, seed: int, options: Options | None = None):
    """A game played to the end of its first deal, with the record cut there."""
    state = new_game(n, seed, options)
    rng = random.Random(seed)
    while state.deal == 0:
        (seat,) = state.to_act()
        state.apply(rng.choice(state.legal_plays(seat)))
    doc = record_json(state, players(n))
    doc["deals"] = doc["deals"][:1]
    return state, doc


@pytest.mark.parametrize("n", [2, 4])
def test_a_record_that_stops_where_a_deal_ended(n):
    state, doc = _stop_at_first_deal_end(n, 6)
    assert not state.is_over
    loaded = loads(json.dumps(doc))
    summary = GAME.replay_summary(loaded.state, players(n))
    first = state.log[0]
    left = [sorted(first.hands[s]) for s in range(n)]
    for play in first.plays:
        for card in play.cards:
            left[play.seat].remove(card)
    assert summary == {
        "status": "in_progress",
        "deal": 0,
        "totals": list(state.totals),
        "winners": [],
        "hands": left,
        "central": [],
        "passed": [],
        "to_act": state.deal_leader,
    }
    # Resumed, it deals on exactly as the original game did (the record keeps the seed).
    resumed = loaded.state
    assert resumed.opening_events()[0].leader == state.deal_leader
    assert resumed.log[1].hands == state.log[1].hands
    assert resumed.log[1].second_hand == (n == 2)


def test_a_loaded_record_without_seed_resumes_the_same_way_every_time():
    state, doc = _stop_at_first_deal_end(4, 6)
    del doc["seed"]
    text = json.dumps(doc)
    one, two = loads(text).state, loads(text).state
    one.opening_events()
    two.opening_events()
    assert one.log[1].hands == two.log[1].hands
    assert sorted(v for h in one.log[1].hands for v in h) != []


def test_two_player_second_hand_without_seed_comes_from_the_rest_of_the_shuffle():
    state, doc = _stop_at_first_deal_end(2, 6)
    del doc["seed"]
    resumed = loads(json.dumps(doc)).state
    (dealt,) = resumed.opening_events()
    assert dealt.second_hand
    first, second = resumed.log
    cards = sorted(v for h in (*first.hands, *second.hands) for v in h) + list(first.undealt)
    assert sorted(cards) == deck_for(4) and second.undealt == first.undealt


def test_start_of_a_record_cut_at_a_deal_end_replays_to_the_same_point():
    _, doc = _stop_at_first_deal_end(4, 6)
    loaded = loads(json.dumps(doc))
    replay = loaded.start.copy()
    for play in loaded.decisions:
        replay.apply(play)
    assert replay.pending and replay.deal == 0 and len(replay.log) == 1


def test_unknown_top_level_fields_are_ignored():
    doc = game_doc()
    doc["comment"] = "from a bug report"
    assert loads(json.dumps(doc)).state.is_over


# -- the hostile corpus ----------------------------------------------------------------
Change = Callable[[dict[str, Any]], Any]


def _set(path: tuple, value: Any) -> Change:
    def change(doc):
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


def _delete(key: str) -> Change:
    return lambda doc: doc.pop(key)


def _play_index(doc, action, deal=0):
    return next(i for i, p in enumerate(doc["deals"][deal]["plays"]) if p["action"] == action)


def _missing_value(hand):
    return next(v for v in VALUES if v not in hand)


def _wrong_seat(doc):
    play = doc["deals"][0]["plays"][0]
    play["seat"] = (play["seat"] + 1) % len(doc["players"])


def _card_not_held(doc):
    play = doc["deals"][0]["plays"][0]
    play["cards"] = [_missing_value(doc["deals"][0]["hands"][play["seat"]])]


def _lead_not_a_meld(doc):
    play = doc["deals"][0]["plays"][0]
    hand = doc["deals"][0]["hands"][play["seat"]]
    play["cards"] = [hand[0], hand[-1]]  # lowest and highest of a hand: never a meld


def _leader_passes(doc):
    doc["deals"][0]["plays"][0] = {"seat": doc["deals"][0]["plays"][0]["seat"], "action": "pass"}


def _weak_overwrite(doc):
    i = _play_index(doc, "overwrite")
    doc["deals"][0]["plays"][i]["action"] = "lead"


def _add_as_overwrite(doc):
    i = _play_index(doc, "add")
    doc["deals"][0]["plays"][i]["action"] = "overwrite"
    doc["deals"][0]["plays"][i]["cards"] = [15, 15, 15, 15][
        : len(doc["deals"][0]["plays"][i]["cards"])
    ]


def _play_after_deal_end(doc):
    plays = doc["deals"][0]["plays"]
    plays.append(dict(plays[-1]))


def _deal_not_ended(doc):
    doc["deals"][0]["plays"].pop()


def _deal_after_game_over(doc):
    doc["deals"].append(copy.deepcopy(doc["deals"][-1]))


def _too_many_copies(doc):
    deal = doc["deals"][0]
    hand = deal["hands"][0]
    value = hand[0]
    extra = next(v for v in deal["hands"][1] if v != value)
    deal["hands"][1].remove(extra)
    deal["hands"][1].append(value)
    deal["hands"][1].sort()
    for other in deal["hands"][2:] + [deal["undealt"]]:
        if extra in other:
            other.remove(extra)
            other.append(value)
    deal["hands"][0] = [value] * 5 + hand[5:]


def _second_hand_undealt_differs(doc):
    undealt = doc["deals"][1]["undealt"]
    doc["deals"][1]["undealt"] = sorted([v for v in VALUES if v not in undealt][:1] + undealt[1:])


def _second_hand_repeats_the_first(doc):
    doc["deals"][1]["hands"] = copy.deepcopy(doc["deals"][0]["hands"])


HUGE = "x" * 100_000
CORPUS: list[tuple[str, Change, tuple[str, ...]]] = [
    # the top level
    ("format", _delete("format"), ("unknown format",)),
    ("format", _set(("format",), "score5-record"), ("unknown format",)),
    ("format", _set(("format",), HUGE), ("unknown format", "…")),
    ("version", _set(("version",), 2), ("version",)),
    ("bad_version", _set(("version",), True), ("version",)),
    ("bad_version", _set(("version",), "1"), ("version",)),
    ("bad_version", _set(("version",), 1.0), ("version",)),  # issue 44: a whole number only
    # players and names
    ("field", _set(("players",), "Léa"), ("players",)),
    ("field", _set(("players",), [{"name": "A", "kind": "human"}]), ("2 to 6 players",)),
    ("field", _set(("players",), [{"name": "A", "kind": "human"}] * 7), ("2 to 6 players",)),
    ("field", _set(("players", 0), "Léa"), ("seat 0", "object")),
    ("field", _set(("players", 1, "name"), 7), ("seat 1", "name")),
    ("name", _set(("players", 1, "name"), "Bo\x1b[31mb"), ("seat 1", "U+001B")),
    ("name", _set(("players", 2, "name"), "a\u202eb"), ("seat 2", "U+202E")),
    ("name", _set(("players", 0, "name"), "\ud800"), ("seat 0", "surrogate")),
    ("name", _set(("players", 1, "name"), "  "), ("seat 1", "blank")),
    ("name", _set(("players", 0, "name"), "line\u2028two"), ("seat 0", "U+2028")),
    ("field", _set(("players", 1, "kind"), "robot"), ("seat 1", "kind")),
    ("field", _set(("players", 1, "level"), "godlike"), ("seat 1", "level")),
    ("field", _set(("players", 1, "level"), HUGE), ("seat 1", "level", "…")),
    # options
    ("options", _set(("options",), []), ("options",)),
    ("options", _set(("options", "target"), 15), ("target",)),
    ("options", _set(("options", "target"), 20.0), ("target",)),  # issue 44
    ("options", _set(("options", "hands"), 2.0), ("hands",)),
    ("options", _set(("options", "hands"), 1), ("two players",)),
    ("options", _set(("options", "big_deal"), True), ("three players",)),
    ("options", _set(("options", "open_pass"), "yes"), ("open_pass",)),
    ("options", _set(("options", "speed"), 2), ("unknown option",)),
    # the first leader and the seed
    ("field", _delete("first_leader"), ("first_leader",)),
    ("field", _set(("first_leader",), 4), ("first_leader",)),
    ("field", _set(("first_leader",), True), ("first_leader",)),
    ("field", _set(("first_leader",), -1), ("first_leader",)),
    ("field", _set(("seed",), "42"), ("seed",)),
    ("field", _set(("seed",), -5), ("seed",)),
    ("field", _set(("seed",), 10**40), ("seed",)),
    # deals and hands
    ("field", _delete("deals"), ("deals",)),
    ("field", _set(("deals",), []), ("first deal",)),
    ("field", _set(("deals", 0), [1, 2]), ("deal 1", "object")),
    ("field", _set(("deals", 0, "hands"), [[1]]), ("deal 1", "one per seat")),
    ("field", _set(("deals", 0, "hands", 1), "1,2,3"), ("deal 1", "seat 1")),
    ("hand", lambda d: d["deals"][0]["hands"][2].pop(), ("deal 1", "seat 2", "11 cards")),
    ("hand", lambda d: d["deals"][0]["hands"][0].append(1), ("deal 1", "seat 0", "13 cards")),
    (
        "hand",
        lambda d: d["deals"][0]["hands"][3].extend([1] * 500),
        ("deal 1", "seat 3", "at most"),
    ),
    ("hand", lambda d: d["deals"][0]["undealt"].pop(), ("deal 1", "3 undealt")),
    ("card", _set(("deals", 0, "hands", 0, 0), 6), ("deal 1", "seat 0", "6", "not a card")),
    ("card", _set(("deals", 0, "hands", 0, 0), 10), ("deal 1", "not a card")),
    ("card", _set(("deals", 0, "hands", 1, 0), 0), ("deal 1", "seat 1", "not a card")),
    ("card", _set(("deals", 0, "hands", 1, 0), True), ("deal 1", "not a card")),
    ("card", _set(("deals", 0, "hands", 1, 0), 3.0), ("deal 1", "not a card")),
    ("card", _set(("deals", 0, "hands", 1, 0), "3"), ("deal 1", "not a card")),
    ("card", _set(("deals", 0, "undealt", 0), 16), ("deal 1", "not a card")),
    ("card", _set(("deals", 0, "hands", 1, 0), 10**40), ("deal 1", "not a card", "…")),
    ("card", _too_many_copies, ("deal 1", "cards of value", "4 of each")),
    # plays: shapes
    ("field", _set(("deals", 0, "plays"), {}), ("deal 1", "plays")),
    ("field", _set(("deals", 0, "plays", 0), "lead"), ("deal 1", "play 1", "object")),
    ("field", _set(("deals", 0, "plays", 0, "seat"), 9), ("deal 1", "play 1", "not a seat")),
    ("field", _set(("deals", 0, "plays", 0, "seat"), "0"), ("deal 1", "play 1", "not a seat")),
    ("field", _set(("deals", 0, "plays", 0, "seat"), False), ("deal 1", "play 1", "not a seat")),
    ("field", _set(("deals", 0, "plays", 0, "action"), "bid"), ("deal 1", "play 1", "action")),
    ("field", _set(("deals", 0, "plays", 0, "cards"), "3"), ("deal 1", "play 1")),
    (
        "hand",
        _set(("deals", 0, "plays", 0, "cards"), [1, 2, 3, 4]),
        ("deal 1", "play 1", "at most 3"),
    ),
    ("card", _set(("deals", 0, "plays", 0, "cards"), [6]), ("deal 1", "play 1", "not a card")),
    (
        "field",
        _set(("deals", 0, "plays"), [{"seat": 0, "action": "pass"}] * 2001),
        ("deal 1", "2000"),
    ),
    # plays: the rules
    ("rules", _wrong_seat, ("deal 1", "play 1", "turn")),
    ("rules", _card_not_held, ("deal 1", "play 1", "not in the player's hand")),
    ("rules", _lead_not_a_meld, ("deal 1", "play 1", "not a single")),
    ("rules", _leader_passes, ("deal 1", "play 1", "leader must play")),
    ("rules", _weak_overwrite, ("deal 1", "central meld")),
    ("rules", _add_as_overwrite, ("deal 1", "play")),
    (
        "rules",
        _set(("deals", 0, "plays", 0, "action"), "add"),
        ("deal 1", "play 1", "begins with a lead"),
    ),
    ("rules", _play_after_deal_end, ("deal 1", "already ended")),
    ("rules", _deal_not_ended, ("deal 2", "did not end")),
    ("rules", _deal_after_game_over, ("game ended", "goes on")),
]

TWO_PLAYER_CORPUS: list[tuple[str, Change, tuple[str, ...]]] = [
    ("card", _second_hand_undealt_differs, ("deal 2", "undealt cards of its shuffle")),
    ("card", _second_hand_repeats_the_first, ("deal 2", "4 of each")),
    ("hand", lambda d: d["deals"][0]["undealt"].append(1), ("deal 1", "at most 4")),
]


def _refuse(text: str | bytes, fragments: tuple[str, ...]) -> RecordError:
    with pytest.raises(RecordError) as info:
        loads(text)
    message = str(info.value)
    assert "\n" not in message and len(message) < 300, message
    for fragment in fragments:
        assert fragment in message, message
    assert info.value.kind in PROBLEM_KINDS
    return info.value


@pytest.mark.parametrize(("kind", "change", "fragments"), CORPUS)
def test_hostile_record_is_refused(kind, change, fragments):
    doc = game_doc(4, 3)
    assert len(doc["deals"]) >= 2  # the corpus cuts and extends deals
    change(doc)
    error = _refuse(json.dumps(doc), fragments)
    assert error.kind == kind


@pytest.mark.parametrize(("kind", "change", "fragments"), TWO_PLAYER_CORPUS)
def test_hostile_two_player_record_is_refused(kind, change, fragments):
    doc = game_doc(2, 5)
    change(doc)
    assert _refuse(json.dumps(doc), fragments).kind == kind


UNREADABLE: list[tuple[str, bytes, str]] = [
    ("empty", b"", "empty"),
    ("empty", b"  \n\t", "empty"),
    ("not_json", b"{not json", "not valid JSON"),
    ("not_json", b'{"format": "five-three-five-record", "version": NaN}', "NaN"),
    ("not_json", b"[" * 5000 + b"]" * 5000, "nested too deeply"),
    ("not_text", b"\xff\xfe{}", "not UTF-8"),
    ("too_large", b" " * (1024 * 1024 + 1) + b"{}", "larger than 1024 KiB"),
    ("field", b"[]", "must be an object"),
    ("field", b'"five-three-five-record"', "must be an object"),
]


@pytest.mark.parametrize(("kind", "data", "fragment"), UNREADABLE)
def test_unreadable_files_are_refused(kind, data, fragment):
    assert _refuse(data, (fragment,)).kind == kind


def corpus_counts() -> dict[str, int]:
    """How many hostile records of each kind the tests try (for the closing notes)."""
    counts: dict[str, int] = {}
    for kind, *_ in [*CORPUS, *TWO_PLAYER_CORPUS, *UNREADABLE]:
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def test_the_corpus_covers_every_problem_kind():
    assert set(corpus_counts()) == set(PROBLEM_KINDS)


def test_wrong_types_anywhere_give_record_errors_not_crashes():
    base = game_doc(3, 2)
    rng = random.Random(0)
    junk = [None, 1, -1, 2.5, "x", [], {}, True, [None], {"a": 1}, 10**20]

    def paths(node, prefix=()):
        yield prefix
        if isinstance(node, dict):
            for key, value in node.items():
                yield from paths(value, (*prefix, key))
        elif isinstance(node, list):
            for i, value in enumerate(node[:3]):
                yield from paths(value, (*prefix, i))

    every = [p for p in paths(base) if p]
    tried = 0
    for path in every:
        for value in rng.sample(junk, 4):
            doc = copy.deepcopy(base)
            _set(path, value)(doc)
            try:
                loads(json.dumps(doc))
            except RecordError as error:
                assert "\n" not in str(error)
            tried += 1
    assert tried >= 300, tried
