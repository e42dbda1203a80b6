"""What SCORE 5's sentences need to name cards at a point of a game: the deck, and
nothing else of the engine state (``ui.game_ui.GameUi.naming``)."""

from __future__ import annotations

from dataclasses import dataclass

from score5_desktop.games.score5.rules.cards import Deck


@dataclass(frozen=True, slots=True)
class CardNames:
    """The deck a game is played with: the one thing a card's name depends on."""

    deck: Deck
