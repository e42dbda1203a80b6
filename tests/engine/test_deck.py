"""The deck is data, and loading it refuses anything that is not a SCORE 5 deck."""

import copy
import json

import pytest

from score5_desktop.games.score5.rules.cards import Family, deck_from_data, load_deck
from score5_desktop.games.score5.rules.errors import DeckError
from score5_desktop.paths import resource

RAW = json.loads(resource("decks", "standard.json").read_text(encoding="utf-8"))


def test_standard_deck_shape():
    deck = load_deck()
    assert len(deck.cards) == 51
    assert [c.tiebreaker for c in deck.cards] == sorted(c.tiebreaker for c in deck.cards)
    assert deck.card("wild-75").family is Family.WILD and deck.card("wild-75").stars == 3
    star_values = sorted(c.value for c in deck.cards if c.stars in (1, 2))
    assert star_values == list(range(30, 155, 5))
    for letter, mask in deck.set_masks.items():
        cards = deck.cards_of(mask)
        assert sorted(c.value for c in cards) == [5, 10, 15, 20, 25], letter
    assert deck.total(deck.full_mask) == sum(c.value for c in deck.cards)


def broken(change):
    data = copy.deepcopy(RAW)
    change(data["cards"])
    return data


@pytest.mark.parametrize(
    "change",
    [
        lambda cards: cards.pop(),
        lambda cards: cards[1].update(id=cards[0]["id"]),
        lambda cards: cards[1].update(tiebreaker=cards[0]["tiebreaker"]),
        lambda cards: cards[0].update(family="orange"),
        lambda cards: cards[0].update(value=-5),
        lambda cards: cards[0].update(value=True),
        lambda cards: cards[0].update(type="Z"),
        lambda cards: cards[0].update(type="1star"),
        lambda cards: cards[0].update(family="red"),
    ],
)
def test_broken_decks_are_refused(change):
    with pytest.raises(DeckError):
        deck_from_data(broken(change))


def test_unknown_deck_name():
    with pytest.raises(DeckError):
        load_deck("../../etc/passwd")
    with pytest.raises(DeckError):
        load_deck("nosuchdeck")
