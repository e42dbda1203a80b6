"""The worked examples of the Five Three Five rules page, played through the rules engine.

Every number and name the page shows in an example comes from here: each
example is set up from its inputs (who holds which cards, who plays what) and
the engine decides the outcome — the central meld, why the trick ends, who
leads next, what the cards left cost. ``placeholders.json`` beside the
documents holds the values the text was written around; the tests compare, so
a change of ruling in the engine is noticed and the text reviewed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from types import MappingProxyType

from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action, Options, Play
from score5_desktop.games.five_three_five.rules.melds import beats, classify
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState

# The example table, seat 0 to 3, in playing order; the same names in every language.
PLAYERS: tuple[str, ...] = ("Léa", "Marco", "Sofia", "Tom")
LEA, MARCO, SOFIA, TOM = range(4)

ExampleValue = int | str

# Where the rules documents these examples fill live (``rulebook.documents.rules_pages``).
RULES_FOLDER = "five_three_five"
RULES_DOCUMENTS: tuple[str, ...] = ("rules",)


def _table(leader: int, hands: Sequence[tuple[int, ...]]) -> FiveThreeFiveState:
    """A four-player deal with the example's hands (only the cards the example needs)."""
    state = FiveThreeFiveState(4, Options(), random.Random(0), leader)
    state.start_deal(hands, ())
    return state


def _play(state: FiveThreeFiveState, plays: Sequence[Play]) -> list[ev.Event]:
    events: list[ev.Event] = []
    for play in plays:
        events += state.apply(play)
    return events


def _meld(cards: Sequence[int]) -> str:
    return "-".join(str(value) for value in cards)


def _trick_end(events: Sequence[ev.Event], reason: ev.TrickEnd) -> ev.TrickEnded:
    ended = [e for e in events if isinstance(e, ev.TrickEnded)]
    if len(ended) != 1 or ended[0].reason is not reason:
        raise AssertionError(f"the example trick did not end by {reason}: {ended}")
    return ended[0]


def _run_example() -> dict[str, ExampleValue]:
    """A two-card run overwritten by a lower one, added to until it is a run of five (F6.3)."""
    state = _table(LEA, [(3, 4, 4, 5, 9), (1, 2, 13), (3, 11), (12, 14)])
    lead, overwrite, add1, add2 = (3, 4), (1, 2), (3,), (4, 5)
    events = _play(state, [Play(LEA, Action.LEAD, lead), Play(MARCO, Action.OVERWRITE, overwrite)])
    events += _play(state, [Play(SOFIA, Action.ADD, add1)])
    after_add1 = state.central_cards
    events += _play(state, [Play(TOM, Action.PASS), Play(LEA, Action.ADD, add2)])
    ended = _trick_end(events, ev.TrickEnd.RUN_OF_FIVE)
    return {
        "run.lead": _meld(lead),
        "run.overwrite": _meld(overwrite),
        "run.add1": _meld(add1),
        "run.after_add1": _meld(after_add1),
        "run.add2": _meld(add2),
        "run.final": _meld(ended.cards),
        "run.next_leader": PLAYERS[ended.leader],
    }


def _eight_example() -> dict[str, ExampleValue]:
    """A pair overwritten by a pair of 8s: the rule of 8 ends the trick at once (F6.4)."""
    state = _table(MARCO, [(1, 2), (7, 7, 12), (8, 8, 13), (4, 5)])
    events = _play(state, [Play(MARCO, Action.LEAD, (7, 7)), Play(SOFIA, Action.OVERWRITE, (8, 8))])
    ended = _trick_end(events, ev.TrickEnd.RULE_OF_8)
    # Leading the same pair of 8s does not end the trick.
    other = _table(SOFIA, [(1, 2), (7, 7, 12), (8, 8, 13), (4, 5)])
    if any(isinstance(e, ev.TrickEnded) for e in other.apply(Play(SOFIA, Action.LEAD, (8, 8)))):
        raise AssertionError("leading an 8 ended the trick")
    return {"eight.overwrite": ended.cards[0], "eight.next_leader": PLAYERS[ended.leader]}


def _penalty_example() -> dict[str, ExampleValue]:
    """Tom goes out; the others' cards are counted card by card (F7)."""
    state = _table(TOM, [(1, 8, 12), (4, 9, 15, 15), (8,), (2,)])
    events = state.apply(Play(TOM, Action.LEAD, (2,)))
    ended = next(e for e in events if isinstance(e, ev.DealEnded))
    if ended.out != TOM or ended.points[TOM] != 0:
        raise AssertionError("Tom should have gone out")
    values: dict[str, ExampleValue] = {}
    for seat, key in ((LEA, "lea"), (MARCO, "marco"), (SOFIA, "sofia")):
        cards = [p.value for p in ended.penalties[seat]]
        values[f"penalty.{key}.cards"] = ", ".join(str(v) for v in cards)
        values[f"penalty.{key}.points"] = ended.points[seat]
    return values


def _no_limit_example() -> dict[str, ExampleValue]:
    """Strength numbers (F13), and the single 7 that overwrites 11-12-13 with *no limit*."""
    run12, run111213, seven = classify((1, 2)), classify((11, 12, 13)), classify((7,))
    assert run12 is not None and run111213 is not None and seven is not None
    if not beats(seven, run111213, no_limit=True) or beats(seven, run111213, no_limit=False):
        raise AssertionError("a single 7 overwrites 11-12-13 only with no limit")
    return {"nolimit.run12": run12.strength, "nolimit.run111213": run111213.strength}


@cache
def example_values() -> Mapping[str, ExampleValue]:
    """Every placeholder of the Five Three Five rules page, computed by the engine."""
    values: dict[str, ExampleValue] = {}
    for example in (_run_example, _eight_example, _penalty_example, _no_limit_example):
        values.update(example())
    return MappingProxyType(values)
