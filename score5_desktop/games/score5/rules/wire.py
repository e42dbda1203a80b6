"""SCORE 5's values on the network (``core.wire``): the seat view, the three decisions,
and the deck, which travels by the name of a shipped deck."""

from __future__ import annotations

from score5_desktop.core.wire import Special, WireTypes
from score5_desktop.games.score5.rules.cards import Deck, load_deck
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Pick
from score5_desktop.games.score5.rules.errors import DeckError
from score5_desktop.games.score5.rules.observation import Observation


def _deck(name: object) -> Deck:
    if not isinstance(name, str):
        raise ValueError("a deck is named")
    try:
        return load_deck(name)
    except DeckError as error:
        raise ValueError(str(error)) from error


WIRE = WireTypes(
    view=Observation,
    decisions=(Bid, Pick, AssignWild),
    specials={Deck: Special(encode=lambda deck: deck.name, decode=_deck)},
)
