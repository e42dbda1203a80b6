"""SCORE 5's sentence for the question that offers to continue a saved game: which game
it is and the round it stopped in (a bare "A game in progress was saved" left a player
who plays both games guessing)."""

from __future__ import annotations

from score5_desktop.games.score5.rules.state import ROUNDS, GameState
from score5_desktop.model.text import arg, translate


def saved_text(state: GameState, you: int | None) -> str:
    """Where a saved game stopped; the player's turn is said when the game waits for
    them (the bids are made together, so no one else's turn is named)."""
    round_number = min(state.round, ROUNDS - 1) + 1
    if you is not None and you in state.to_act():
        #: The question at start-up offering to continue a saved game of SCORE 5; %1 the
        #: round (auction) it stopped in, e.g. 4; %2 the number of rounds, 12; the game
        #: waits for the player's decision.
        text = translate(
            "SavedGame", "A game of SCORE 5 was saved in round %1 of %2, at your turn."
        )
    else:
        #: The question at start-up offering to continue a saved game of SCORE 5; %1 the
        #: round (auction) it stopped in, e.g. 4; %2 the number of rounds, 12.
        text = translate("SavedGame", "A game of SCORE 5 was saved in round %1 of %2.")
    return arg(text, round_number, ROUNDS)
