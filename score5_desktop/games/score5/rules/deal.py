"""Dealing a new game from one seedable generator (R1, R2)."""

from __future__ import annotations

import random

from score5_desktop.games.score5.rules.cards import (
    ONE_STAR,
    STARTING_SETS,
    TWO_STAR,
    Deck,
    load_deck,
)
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.state import GameState, Setup

MIN_PLAYERS, MAX_PLAYERS = 2, 5
_TABLE = Options()  # the default options (immutable, so one object serves every game)


def deal(
    players: int,
    seed: int | None = None,
    options: Options | None = None,
    deck: Deck | None = None,
) -> Setup:
    """Random starting sets and a 12-card pile: 4 one-star on top, 7 two-star, the wild
    at the bottom. The same seed always deals the same game."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"SCORE 5 is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    deck = deck or load_deck()
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    rng = random.Random(seed)
    sets = tuple(rng.sample(STARTING_SETS, players))
    two = rng.sample(deck.type_cards[TWO_STAR], 7)
    one = rng.sample(deck.type_cards[ONE_STAR], 4)
    pile = tuple(one + two + [deck.wild_index])
    return Setup(deck=deck, starting_sets=sets, pile=pile, options=options or _TABLE, seed=seed)


def new_game(
    players: int,
    seed: int | None = None,
    options: Options | None = None,
    deck: Deck | None = None,
) -> GameState:
    return GameState(deal(players, seed, options, deck))
