"""The worked examples' numbers come from playing them through the engine.

``placeholders.json`` records what each number should be; these tests compare
the engine's outcome with it, so a change to the rules engine that alters an
example is noticed and the text around the number gets reviewed.
"""

from __future__ import annotations

import inspect
import json

import pytest

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules import examples
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.examples import (
    AUCTION_BID_STEPS,
    AUCTION_OPTIONS,
    FIVE_CARD_BIDS,
    example_values,
    play_auction,
)
from score5_desktop.paths import resource
from score5_desktop.rulebook.documents import (
    LANGUAGES,
    DocumentKind,
    load_document,
    placeholders_in,
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


def test_the_hidden_auction_hands_are_a_reachable_position() -> None:
    from score5_desktop.games.score5.rules.cards import load_deck
    from score5_desktop.games.score5.rules.examples import (
        AUCTION_HANDS,
        AUCTION_ROUND,
        check_reachable,
    )

    check_reachable(AUCTION_HANDS, AUCTION_ROUND, load_deck())


@pytest.mark.parametrize(
    "hands",
    [
        # Charlene with cards of sets D and E: five sets in a four-player game.
        (
            ("green-30", "red-20", "green-15", "yellow-25", "purple-5", "blue-10"),
            ("red-15", "purple-25", "yellow-20", "blue-5", "green-10"),
            ("green-5", "purple-20", "red-10", "yellow-15", "blue-25"),
            ("yellow-10", "purple-10", "blue-15", "green-20", "red-5"),
        ),
        # Five auction cards in hand before round 5 (only four were auctioned).
        (
            ("green-30", "green-75", "blue-70", "red-65", "purple-60"),
            ("red-15", "purple-25", "yellow-20", "blue-5", "green-10"),
        ),
        # The same card twice.
        (("green-30",), ("green-30",)),
    ],
)
def test_unreachable_example_positions_are_refused(hands) -> None:
    from score5_desktop.games.score5.rules.cards import load_deck
    from score5_desktop.games.score5.rules.examples import ExampleError, check_reachable

    with pytest.raises(ExampleError):
        check_reachable(hands, 5, load_deck())


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", ("Natalie", "Charlene")),
        ("fr", ("Nadège", "Charleen")),
        ("it", ("Natalie", "Carlotta")),
    ],
)
def test_example_players_carry_each_rulebooks_names(lang, names) -> None:
    from score5_desktop.rulebook.documents import document_html

    page = document_html("rules", lang)
    assert all(name in page for name in names)
    others = {"en": ("Nadège", "Carlotta"), "fr": ("Natalie", "Carlotta"), "it": ("Nadège",)}
    # The disagreements page names them all; the rules page only its own.
    assert not any(name in page for name in others[lang])
