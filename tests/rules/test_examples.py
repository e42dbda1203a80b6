"""The worked examples' numbers come from playing them through the engine.

``placeholders.json`` records what each number should be; these tests compare
the engine's outcome with it, so a change to the rules engine that alters an
example is noticed and the text around the number gets reviewed.
"""

from __future__ import annotations

import inspect
import json

import pytest

from score5_desktop.engine import events as ev
from score5_desktop.engine.decisions import Options
from score5_desktop.paths import resource
from score5_desktop.rules import examples
from score5_desktop.rules.documents import LANGUAGES, DocumentKind, load_document, placeholders_in
from score5_desktop.rules.examples import (
    AUCTION_BID_STEPS,
    AUCTION_OPTIONS,
    FIVE_CARD_BIDS,
    example_values,
    play_auction,
)

PLACEHOLDERS = json.loads(resource("rules", "placeholders.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(PLACEHOLDERS))
def test_computed_value_matches_expected(name: str) -> None:
    computed = example_values()[name]
    entry = PLACEHOLDERS[name]
    assert computed.value == entry["expected"]
    if "card" in entry:
        assert computed.card == entry["card"]


def test_every_placeholder_of_every_document_is_computed() -> None:
    used = {
        name
        for kind in DocumentKind
        for lang in LANGUAGES
        for name in placeholders_in(
            "\n".join(s.markdown for s in load_document(kind, lang).sections)
        )
    }
    assert used, "the rules use placeholders"
    assert used <= set(example_values())
    assert set(example_values()) == set(PLACEHOLDERS), "computed and documented names agree"


def test_values_are_not_copied_from_the_json() -> None:
    """The examples module reads no data file: its numbers can only come from play."""
    source = inspect.getsource(examples)
    assert "import json" not in source and "resource(" not in source


def test_bidding_ends_because_nobody_changed_their_bid() -> None:
    """The text says the second adjustment round changed nothing, so bidding ended (R3)."""
    played = play_auction(AUCTION_BID_STEPS, AUCTION_OPTIONS)
    counts = played.all(ev.BidCountsShown)
    assert [c.step for c in counts] == [0, 1, 2]
    assert counts[1].changed == (True, False, False, True)
    assert not any(counts[2].changed)
    assert AUCTION_OPTIONS.max_adjust_rounds > 2, "the limit is not what ended bidding"


def test_picks_follow_the_players_choice() -> None:
    """The picked values come from play: pickers who prefer low cards change them."""

    def lowest(state, seat):
        return min(state.legal_picks(seat), key=lambda i: state.deck.values[i])

    played = play_auction(AUCTION_BID_STEPS, AUCTION_OPTIONS, choose=lowest)
    deck = played.state.deck
    assert [deck.card(t.card).value for t in played.all(ev.CardTaken)] == [20, 30]


def test_five_cards_go_round_the_order_twice() -> None:
    played = play_auction((FIVE_CARD_BIDS,), Options(0))
    assert [t.seat for t in played.all(ev.CardTaken)] == [1, 2, 3, 1, 2]


def test_values_are_read_only() -> None:
    with pytest.raises(TypeError):
        example_values()["auction.winner"] = None  # type: ignore[index]
