"""Five Three Five's values on the network (``core.wire``): the seat view and the play.

A view's table of precomputed plays is named by its shape (players, copies, no
limit) and rebuilt from the shared cache, only for a shape the rules deal."""

from __future__ import annotations

import typing

from score5_desktop.core.wire import Special, WireTypes
from score5_desktop.games.five_three_five.rules.cards import MAX_PLAYERS, MIN_PLAYERS, setup_for
from score5_desktop.games.five_three_five.rules.decisions import Play
from score5_desktop.games.five_three_five.rules.events import Event
from score5_desktop.games.five_three_five.rules.legal import Table, table_for
from score5_desktop.games.five_three_five.rules.table_picture import TablePicture
from score5_desktop.games.five_three_five.rules.view import SeatView


def _table(shape: object) -> Table:
    if not isinstance(shape, list) or len(shape) != 3:
        raise ValueError("a table is named by its shape")
    players, copies, no_limit = shape
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("no such player count")
    if type(copies) is not int or copies != setup_for(players).copies:
        raise ValueError("no such deck")
    if type(no_limit) is not bool:
        raise ValueError("no limit is true or false")
    return table_for(players, copies, no_limit)


WIRE = WireTypes(
    view=SeatView,
    decisions=(Play,),
    events=typing.get_args(Event),
    picture=TablePicture,
    specials={
        Table: Special(encode=lambda t: [t.players, t.copies, t.no_limit], decode=_table),
    },
)
