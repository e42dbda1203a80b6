"""Which sound goes with which SCORE 5 table event (the shell's ``TableSounds`` plays it)."""

from __future__ import annotations

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.ui.common.sound import Sound

EVENT_SOUNDS: dict[type, Sound] = {
    ev.CardRevealed: Sound.REVEAL,
    ev.BidCountsShown: Sound.BID,
    ev.BidsRevealed: Sound.REVEAL,
    ev.AuctionWon: Sound.WIN,
    ev.CardTaken: Sound.PICK,
    ev.GameEnded: Sound.END,
}


def event_sound(event: object) -> Sound | None:
    """The sound of ``event`` as the table starts showing it, or None for a silent one."""
    return EVENT_SOUNDS.get(type(event))
