"""SCORE 5's rules with nothing else, the yardstick ``score5 bench`` measures the engine
against: no checks, no events, no observations, no record, no bots.

It deals and plays the same rules on the same card masks as the engine (R1–R8: the
auction with up to ``max_adjust`` adjustments, the winner by total then tiebreaker
card, the pick order, the picks), every choice random, and it is kept this plain on
purpose: its speed is what the rules cost in Python, so the engine's speed against it
is what the engine's API, checks and views cost. It is never used to play a game.
"""

from __future__ import annotations

import random

from score5_desktop.games.score5.rules.cards import ONE_STAR, STARTING_SETS, TWO_STAR, load_deck


def reference_game(players: int, seed: int, max_adjust: int = 2) -> int:
    """Play one random game of ``players`` seats; the number of decisions made."""
    rng = random.Random(seed)
    deck = load_deck()
    total = deck.total
    sets = [deck.set_masks[letter] for letter in STARTING_SETS]
    hands = rng.sample(sets, players)
    pile = rng.sample(deck.type_cards[ONE_STAR], 4) + rng.sample(deck.type_cards[TWO_STAR], 7)
    pile.append(deck.wild_index)
    bits = rng.getrandbits
    decisions = 0
    for card in pile:
        bids = [bits(51) & h for h in hands]
        decisions += players
        for _ in range(max_adjust):
            new = [bits(51) & h for h in hands]
            decisions += players
            if new == bids:
                break
            bids = new
        if not any(bids):
            continue
        totals = [total(b) for b in bids]
        order = sorted(
            (s for s in range(players) if bids[s]),
            key=lambda s: (totals[s], bids[s].bit_length()),
            reverse=True,
        )
        winner, pool = order[0], bids[order[0]]
        hands[winner] = (hands[winner] & ~pool) | (1 << card)
        idle = sorted(
            (s for s in range(players) if not bids[s]),
            key=lambda s: hands[s].bit_length(),
            reverse=True,
        )
        takers = order[1:] + idle
        k = 0
        while pool:
            choice = pool
            for _ in range(rng.randrange(pool.bit_count())):
                choice &= choice - 1
            low = choice & -choice
            pool ^= low
            hands[takers[k % len(takers)]] |= low
            k += 1
        decisions += k
    return decisions
