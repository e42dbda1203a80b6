"""What one seat may know: its own hand, the others' card counts, the public table.

Built by the state so that no bot or table sees more: other hands and the cards
left face down are counts only. Public memory (every card played this deal, and
with two players the first hand of the shuffle, all of it shown by the end of
that deal) is kept for the bots, which would otherwise have to rebuild it.

``history`` is this deal's plays in order (who led, overwrote, added or passed,
and with which cards): everything a player at the table has watched happen.
It is derived from the game, never recorded apart from the plays themselves,
and names only cards that were put on the table. A pass over a meld the seat
could have beaten is evidence about its hand, which the searching bots use.
"""

from __future__ import annotations

from typing import NamedTuple

from score5_desktop.games.five_three_five.rules.cards import counts, deck_code, decode
from score5_desktop.games.five_three_five.rules.decisions import Options, Play
from score5_desktop.games.five_three_five.rules.legal import Table, legal_plays
from score5_desktop.games.five_three_five.rules.melds import Meld


class SeatView(NamedTuple):
    seat: int
    players: int
    options: Options
    copies: int  # copies of each value at this player count
    deal: int  # 0-based
    hand_code: int  # this seat's hand as a counts code (``cards``); ``hand`` lists it
    hand_sizes: tuple[int, ...]  # per seat
    undealt: int  # how many cards are face down
    central: tuple[int, ...]  # the central meld's values, sorted; () between tricks
    central_meld: Meld | None
    last_player: int | None  # who made the central meld's last play
    to_act: int | None  # None once the game is over
    passed: tuple[int, ...]  # seats out of this trick (open pass: passed since they last played)
    played: int  # counts code of every card played this deal
    earlier_hand: int  # counts code of this shuffle's first hand (two players, second hand)
    totals: tuple[int, ...]
    deal_leader: int  # who led this deal's first trick
    is_over: bool
    table: Table
    history: tuple[Play, ...] = ()  # this deal's plays so far, in order (public)

    @property
    def hand(self) -> tuple[int, ...]:
        """This seat's cards, sorted values."""
        return decode(self.hand_code)

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def leading(self) -> bool:
        """This seat starts a trick (no central meld)."""
        return self.central_meld is None

    def played_counts(self) -> tuple[int, ...]:
        """How many of each value (``cards.VALUES`` order) were played this deal."""
        return counts(self.played)

    def unseen(self) -> int:
        """Counts code of the cards this seat has not seen: the other hands, the cards
        face down and (two players, first hand) the second hand of the shuffle."""
        return deck_code(self.copies) - self.hand_code - self.played - self.earlier_hand

    def legal_plays(self) -> list[Play]:
        """This seat's legal plays now (empty when it is not its turn)."""
        if self.to_act != self.seat:
            return []
        return legal_plays(self.table, self.seat, self.hand_code, self.central_meld)
