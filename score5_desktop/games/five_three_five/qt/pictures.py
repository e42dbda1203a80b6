"""Turning the game's public facts into the ``TablePicture`` the scene shows.

The only hand that can arrive face up is ``exposed``'s (the player at the
screen, in the tray) and, once a deal has ended, the hands that were left,
which the rules show to everyone; every other card reaches the scene as
``None``, so the table cannot reveal what the seat at the screen may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.picture import Meld, SeatShow, TablePicture
from score5_desktop.games.five_three_five.qt.table_facts import TableFacts
from score5_desktop.games.five_three_five.rules.view import SeatView


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits where and who is doing what, as the shell knows it."""

    names: tuple[str, ...]
    exposed: int | None = None
    """Whose hand fills the tray, face up (None: every hand hidden: a hand-over, a bot
    playing in a hot-seat game, a game of bots only)."""
    thinking: tuple[int, ...] = ()
    reveal_all: bool = False
    """Every hand face up (a replay with all eyes, a finished game)."""


def table_picture(
    facts: TableFacts,
    public: SeatView,
    hands: Sequence[tuple[int, ...] | None],
    seating: Seating,
    prompt: str = "",
) -> TablePicture:
    """The picture for these facts. ``public`` is any seat's view (only its public
    fields are read); ``hands[seat]`` is a hand the table may show, or None."""
    names = seating.names
    tray_seat = seating.exposed
    ended = facts.deal_ended
    seats = []
    for seat, name in enumerate(names):
        size = public.hand_sizes[seat]
        revealed = facts.revealed(seat)
        known = hands[seat] if seat < len(hands) else None
        if seat == tray_seat:
            hand: tuple[int | None, ...] = ()
        elif revealed is not None:
            hand = revealed
        elif seating.reveal_all and known is not None:
            hand = tuple(known)
        else:
            hand = (None,) * size
        left = len(revealed) if revealed is not None else size
        seats.append(
            SeatShow(
                name=name,
                detail=words.plate_detail(left, public.totals[seat]),
                hand=hand,
                passed=seat in public.passed and ended is None,
                leads=seat == facts.trick_leader and ended is None,
                active=public.to_act == seat and ended is None and not public.is_over,
                thinking=seat in seating.thinking,
                winner=facts.game_ended is not None and seat in facts.game_ended.winners,
            )
        )
    tray: tuple[int, ...] = ()
    if tray_seat is not None:
        shown = facts.revealed(tray_seat) if ended is not None else hands[tray_seat]
        tray = tuple(sorted(shown or ()))
    melds = tuple(Meld(m.seat, m.cards) for m in facts.melds)
    caption = ""
    if facts.melds:
        central = facts.melds[-1]
        caption = words.central_caption(names[central.seat], central.cards)
    return TablePicture(
        seats=tuple(seats),
        melds=melds,
        last_seat=facts.last_seat,
        sweep_to=facts.sweep_to,
        tray=tray,
        tray_seat=tray_seat,
        caption=caption,
        tray_caption=prompt,
        dealing=facts.dealt is not None,
    )
