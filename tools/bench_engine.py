"""Engine speed against a minimal reference, for the closing notes.

``python tools/bench_engine.py [--games N]`` plays N random 4-player games on
one core three ways: a minimal, validation-free loop of the same rules on the
same masks; the real engine API as ``score5 simulate --bots random`` uses it
(observations and validation, a quiet state since nothing reads the events);
and the same with every event built, as the app gets them. The ratios are what
the API costs.

Next to them, Five Three Five's random 4-player games per second: as
``score5 simulate --game five-three-five`` plays them (a view per decision, the
random bot, checked ``apply``), and the rules alone (``legal_plays`` and
``apply_unchecked``, as a bot's playouts use them). ``--f35-games`` sets how many.

Times are this process's CPU time, so a busy shared machine slows the run but
does not skew the figures much (caches and frequency still vary).
"""

from __future__ import annotations

import argparse
import random
import time

from score5_desktop.ai.levels import make_bot
from score5_desktop.ai.match import play_game
from score5_desktop.engine.cards import ONE_STAR, STARTING_SETS, TWO_STAR, load_deck
from score5_desktop.engine.deal import deal
from score5_desktop.engine.observation import SeatView
from score5_desktop.engine.state import GameState


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
    parser.add_argument("--f35-games", type=int, default=2000)
    args = parser.parse_args()
    deck = load_deck()

    start = time.process_time()
    for seed in range(args.games):
        minimal_game(seed, deck)
    minimal = args.games / (time.process_time() - start)

    bots = [make_bot("random", 31 + s) for s in range(4)]  # made once, as simulate does
    start = time.process_time()
    for seed in range(args.games):
        play_game(deal(4, seed), bots)
    engine = args.games / (time.process_time() - start)

    start = time.process_time()
    for seed in range(args.games):
        loud_game(deal(4, seed), bots)
    loud = args.games / (time.process_time() - start)

    print(f"minimal reference:    {minimal:8.0f} games/s")
    print(f"engine API (quiet):   {engine:8.0f} games/s ({engine / minimal:.0%} of minimal)")
    print(f"engine API + events:  {loud:8.0f} games/s ({loud / minimal:.0%} of minimal)")
    api, rules = five_three_five_rates(args.f35_games)
    print(f"five-three-five API:  {api:8.0f} games/s (views, random bot, checked apply)")
    print(f"five-three-five rules:{rules:8.0f} games/s (legal_plays + apply_unchecked)")


def five_three_five_rates(games: int) -> tuple[float, float]:
    """Random 4-player Five Three Five games per second, through the API and rules alone."""
    from score5_desktop.games.five_three_five.bots.random_bot import RandomBot
    from score5_desktop.games.five_three_five.rules.state import new_game

    bots = [RandomBot(31 + seat) for seat in range(4)]
    start = time.process_time()
    for seed in range(games):
        state = new_game(4, seed)
        while not state.is_over:
            (seat,) = state.to_act()
            state.apply(bots[seat].decide(state.view(seat)))
    api = games / (time.process_time() - start)

    pick = random.Random(7).random
    start = time.process_time()
    for seed in range(games):
        state = new_game(4, seed)
        while not state.is_over:
            plays = state.legal_plays(state.turn)
            state.apply_unchecked(plays[int(pick() * len(plays))])
    rules = games / (time.process_time() - start)
    return api, rules


def loud_game(setup, bots) -> None:
    """``play_game`` on a state that builds every event, as the app's model gets them."""
    state = GameState(setup, keep_log=False)
    views = [SeatView(state, seat) for seat in range(setup.players)]
    while not state.is_over:
        acting = state.to_act()
        state.apply_step([bots[seat].decide(views[seat]) for seat in acting])


if __name__ == "__main__":
    main()
