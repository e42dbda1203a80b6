"""Turning the game's table picture into the ``TablePicture`` the scene shows.

The game's picture (``rules.table_picture``) arrives masked: it holds only the
hands of the seats the table may show. Of those, the one that can arrive face up
is ``exposed``'s (the player at the screen, in the tray), and, once a deal has
ended, the hands that were left, which the rules show to everyone; every other
card reaches the scene as ``None``, so the table cannot reveal what the seat at
the screen may not see.
"""

from __future__ import annotations

from dataclasses import dataclass

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.qt.picture import Meld, SeatShow, TablePicture
from score5_desktop.games.five_three_five.rules import table_picture as tp


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits where and who is doing what, as the shell knows it."""

    names: tuple[str, ...]
    exposed: int | None = None
    """Whose hand fills the tray, face up (None: every hand hidden: a hand-over, a bot
    playing in a hot-seat game, a game of bots only)."""
    thinking: tuple[int, ...] = ()
    open_hands: bool = False
    """Every hand the picture holds is shown face up where its seat sits (a replay
    watched through everyone's eyes); the picture's mask still decides which it holds."""
    addressed: bool = False
    """The tray's hand is the one human's at the screen against bots ("Your hand"), not
    one of several sharing it or a replay's ("Ann's hand")."""


def table_picture(picture: tp.TablePicture, seating: Seating, prompt: str = "") -> TablePicture:
    """The scene's picture for the game's ``picture`` (already masked for the seats the
    table may show), worded and placed for ``seating``."""
    names = seating.names
    tray_seat = seating.exposed
    ended = picture.deal_ended
    over = picture.is_over
    seats = []
    for seat, name in enumerate(names):
        size = picture.sizes[seat]
        revealed = picture.revealed(seat)
        if seat == tray_seat:
            hand: tuple[int | None, ...] = ()
        elif revealed is not None:
            hand = revealed
        elif seating.open_hands and picture.hands[seat] is not None:
            hand = tuple(sorted(picture.hands[seat]))
        else:
            hand = (None,) * size
        left = len(revealed) if revealed is not None else size
        seats.append(
            SeatShow(
                name=name,
                detail=words.plate_detail(left, picture.totals[seat]),
                hand=hand,
                passed=seat in picture.passed and ended is None,
                leads=seat == picture.trick_leader and ended is None,
                active=picture.to_act == seat and ended is None and not over,
                thinking=seat in seating.thinking,
                winner=over and seat in picture.game_ended.winners,
            )
        )
    tray: tuple[int, ...] = ()
    if tray_seat is not None:
        shown = picture.revealed(tray_seat) if ended is not None else picture.hands[tray_seat]
        tray = tuple(sorted(shown or ()))
    melds = tuple(Meld(m.seat, m.cards) for m in picture.melds)
    if not prompt and tray_seat is not None and tray:
        prompt = words.tray_caption(names[tray_seat], seating.addressed)
    caption = ""
    if picture.melds:
        central = picture.melds[-1]
        caption = words.central_caption(names[central.seat], central.cards)
    return TablePicture(
        seats=tuple(seats),
        melds=melds,
        last_seat=picture.last_seat,
        sweep_to=picture.sweep_to,
        tray=tray,
        tray_seat=tray_seat,
        caption=caption,
        tray_caption=prompt,
        dealing=picture.dealt is not None,
    )
