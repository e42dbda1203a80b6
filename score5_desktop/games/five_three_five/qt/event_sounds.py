"""Which sound goes with which Five Three Five table event (the shell's ``TableSounds``
plays it, muted or at the player's volume like every other table sound).

The game has no sounds of its own: it borrows the five soft effects the shell ships,
each for the moment that feels like it. A meld put down is the tap of cards on felt
(as a SCORE 5 bid), a pass the short low knock (as a SCORE 5 pick), a cleared trick
the rising arpeggio, the penalty count at the end of a deal the turned card and bell,
the end of the game its chime. Plays and passes are the most frequent events of a
game, so they get the two quietest effects.
"""

from __future__ import annotations

from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.ui.common.sound import Sound

EVENT_SOUNDS: dict[type, Sound] = {
    ev.Dealt: Sound.BID,
    ev.Played: Sound.BID,
    ev.Passed: Sound.PICK,
    ev.TrickEnded: Sound.WIN,
    ev.DealEnded: Sound.REVEAL,
    ev.GameEnded: Sound.END,
}


def event_sound(event: object) -> Sound | None:
    """The sound of ``event`` as the table starts showing it, or None for another game's."""
    return EVENT_SOUNDS.get(type(event))
