"""Engine speed against a minimal reference, for the closing notes.

``python tools/bench_engine.py [--games N]`` plays N random 4-player games
twice on one core: through the real engine API (observations, validation,
events — the same path as ``score5 simulate --bots random``) and through a
minimal, validation-free loop of the same rules on the same masks. The ratio
is what the API costs.
"""

from __future__ import annotations

import argparse
import random
import time

from score5_desktop.ai.levels import make_bot
from score5_desktop.ai.match import play_game
from score5_desktop.engine.cards import ONE_STAR, STARTING_SETS, TWO_STAR, load_deck
from score5_desktop.engine.deal import deal


def minimal_game(seed: int, deck, players: int = 4, max_adjust: int = 2) -> list[int]:
    """The rules with nothing else: no checks, no events, no observations."""
    rng = random.Random(seed)
    total = deck.total
    sets = [deck.set_masks[letter] for letter in STARTING_SETS]
    hands = rng.sample(sets, players)
    pile = rng.sample(deck.type_cards[ONE_STAR], 4) + rng.sample(deck.type_cards[TWO_STAR], 7)
    pile.append(deck.wild_index)
    bits = rng.getrandbits
    for card in pile:
        bids = [bits(51) & h for h in hands]
        for _ in range(max_adjust):
            new = [bits(51) & h for h in hands]
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
    return hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000)
    args = parser.parse_args()
    deck = load_deck()

    start = time.perf_counter()
    for seed in range(args.games):
        minimal_game(seed, deck)
    minimal = args.games / (time.perf_counter() - start)

    start = time.perf_counter()
    for seed in range(args.games):
        bots = [make_bot("random", seed * 31 + s) for s in range(4)]
        play_game(deal(4, seed), bots)
    engine = args.games / (time.perf_counter() - start)

    print(f"minimal reference: {minimal:8.0f} games/s")
    print(f"engine API:        {engine:8.0f} games/s ({engine / minimal:.0%} of minimal)")


if __name__ == "__main__":
    main()
