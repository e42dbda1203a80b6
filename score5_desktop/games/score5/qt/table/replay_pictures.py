"""SCORE 5's replay pictures: a recorded game's pictures become the scene pictures,
plate texts and captions the live table shows.

Pictures come from the live table's own builder (``table_picture`` over SCORE 5's
``TablePicture``, masked by the shell's replay timeline for whose eyes), so the
replay lays the table out exactly as live play does. The ``TableController``
itself is not used: it answers a live ``GameModel`` (plates read who is thinking
or deciding now), while a replay moves through frames in both directions; the
plates are worded here from the picture and the seats the recorded state says
act next instead.

``viewer`` is whose eyes the replay looks through: a seat sees its own hand (and
the bid it has put down) and only public facts otherwise; ``None`` opens every
hand (the others' are drawn by ``replay_hands``).
"""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.core.players import Player
from score5_desktop.games.score5.qt.table.table_controller import (
    decided_text,
    end_status,
    pile_text,
    seat_detail,
    table_picture,
)
from score5_desktop.games.score5.qt.table.table_scene import Picture, TableScene
from score5_desktop.games.score5.rules.table_picture import TablePicture
from score5_desktop.model.text import arg, translate


def picture(seen: TablePicture, viewer: int | None, home: int) -> Picture:
    """What the table shows of ``seen`` (a frame through ``viewer``'s eyes; None:
    everyone's, with the home seat's hand in the tray and every bid face up), built as
    live play builds it."""
    if viewer is None:
        return table_picture(seen, home, open_bids=True)
    return table_picture(seen, viewer)


def visible_cards(seen: TablePicture, viewer: int | None, home: int) -> int:
    """Every card face up in ``picture(seen, viewer, home)``, as a mask (for checks)."""
    shown = picture(seen, viewer, home)
    mask = 0
    for card in [shown.auction, *shown.tray, *(c for s in shown.stacks for c in s)]:
        if card is not None:
            mask |= 1 << card
    return mask


def refresh_plates(
    scene: TableScene,
    seen: TablePicture,
    to_act: tuple[int, ...],
    players: Sequence[Player],
    viewer: int | None,
    home: int,
) -> None:
    """Names, who plays each seat, hand sizes and what each is doing, as live play
    words them (``to_act``: the seats whose decision comes next, from the recorded
    state); the tray caption says whose hand is shown."""
    ended = seen.ended
    names = [p.name for p in players]
    in_hand = seen.hand_counts()
    for seat, player in enumerate(players):
        plate = scene.plate(seat)
        status = ""
        if ended is not None:
            status = end_status(ended, seat)
        elif seen.submitted[seat]:
            status = decided_text()
        plate.setTexts(player.name, seat_detail(player, in_hand[seat]), status)
        plate.setThinking(False, False)
        plate.setActive(ended is None and seat in to_act and not seen.submitted[seat])
        plate.setWinner(ended is not None and seat == ended.winner)
    if ended is not None:
        caption = translate("Table", "Final scoring cards are laid out at each seat")
    elif viewer is None:
        #: The replay with every hand open; %1 the name of the player whose hand is in
        #: the tray at the bottom, e.g. "Ann".
        caption = arg(translate("Replay", "Every hand is open · %1's hand"), names[home])
    else:
        #: The replay shown as one player saw the game; %1 their name, e.g. "Ann".
        caption = arg(translate("Replay", "Through %1's eyes: what %1 knew"), names[viewer])
    scene.setTrayLabel(caption)
    scene.pile().setLeft(seen.pile_left, pile_text(seen.pile_left))
