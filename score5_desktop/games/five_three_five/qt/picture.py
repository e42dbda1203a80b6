"""What the Five Three Five table shows at rest: plain values, no Qt.

The scene is given one of these and moves its cards there; it never sees the
game state, so it cannot show a card the seat at the screen may not see: a
hand the table must not reveal arrives as ``None`` per card.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatShow:
    """One seat as the table shows it.

    ``hand``: the cards by the plate, a value when face up, ``None`` when face
    down; empty when this seat's hand is in the tray below the table."""

    name: str
    detail: str
    hand: tuple[int | None, ...]
    passed: bool = False
    leads: bool = False
    active: bool = False
    thinking: bool = False
    winner: bool = False


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld of this trick as it lies: ``cards`` in the order laid out (sorted)."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TablePicture:
    """The whole table.

    ``melds``: this trick's melds from the first to the central one (last);
    earlier ones lie covered beneath it. ``last_seat``: who made the latest
    play (new cards on the table come from that seat). ``sweep_to``: the trick
    was just cleared, and its cards go to this seat, who leads next.
    ``tray``: the hand below the table (sorted values) and ``tray_seat`` whose
    it is, or None."""

    seats: tuple[SeatShow, ...]
    melds: tuple[Meld, ...] = ()
    last_seat: int | None = None
    sweep_to: int | None = None
    tray: tuple[int, ...] = ()
    tray_seat: int | None = None
    caption: str = ""
    tray_caption: str = ""
    dealing: bool = False
    """A new deal: the hands arrive from the middle of the table, one card at a time."""
