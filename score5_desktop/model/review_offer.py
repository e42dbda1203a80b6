"""Whether "Review my game" is offered: the shell's one decision, for every game.

A review goes through the decisions of the viewer's own seat, so a game of bots
alone is nobody's game to review. The shell decides it here, from the seats, and
tells each place that shows the button (a game's end window through
``EndContent.setReviewOffered``, the replay bar); no game's Qt part decides it.
"""

from __future__ import annotations

from collections.abc import Iterable

from score5_desktop.core.players import Player


def review_offered(players: Iterable[Player]) -> bool:
    """True when at least one seat was played by a person."""
    return any(player.kind == "human" for player in players)
