"""SCORE 5's values on the network (``core.wire``): the seat view, the three decisions,
and the deck, which travels by the name of a shipped deck."""

from __future__ import annotations

import typing

from score5_desktop.core.wire import Special, WireTypes, encode
from score5_desktop.games.score5.rules.cards import Deck, load_deck
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Pick
from score5_desktop.games.score5.rules.errors import DeckError
from score5_desktop.games.score5.rules.events import Event
from score5_desktop.games.score5.rules.observation import FrozenView, Observation
from score5_desktop.games.score5.rules.table_picture import TablePicture


def _deck(name: object) -> Deck:
    if not isinstance(name, str):
        raise ValueError("a deck is named")
    try:
        return load_deck(name)
    except DeckError as error:
        raise ValueError(str(error)) from error


def _never(_data: object) -> object:
    raise ValueError("a view is read back as an Observation")


_DECK = {Deck: Special(encode=lambda deck: deck.name, decode=_deck)}
# The engine hands out views worked out as they are read (``FrozenView``); one travels
# as the ``Observation`` it stands for, and is read back as one.
WIRE = WireTypes(
    view=Observation,
    decisions=(Bid, Pick, AssignWild),
    events=typing.get_args(Event),
    picture=TablePicture,
    specials={
        **_DECK,
        FrozenView: Special(encode=lambda view: encode(view.snapshot(), _DECK), decode=_never),
    },
)
