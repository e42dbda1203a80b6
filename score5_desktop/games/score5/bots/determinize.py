"""Sampling the hidden information behind one seat's observation (determinization).

Every card that enters or leaves a hand after the deal does so in public, so an
opponent's hand is its starting set (a hidden letter, narrowed by
``Observation.possible_sets``) plus public history. What a seat does not know
is therefore: the opponents' letters, which star cards lie face down in the
pile and in what order, and, during bidding, which cards the others hold out
(only counts are shown). A ``World`` fixes all of that consistently with the
observation; search plays many worlds and keeps what is good across them.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from score5_desktop.games.score5.bots.tables import Tables
from score5_desktop.games.score5.rules.cards import ONE_STAR, STAR_TYPES, TWO_STAR
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import Observation
from score5_desktop.games.score5.rules.state import ROUNDS, GameState, Setup


@dataclass(slots=True)
class World:
    """One complete guess at the hidden facts, consistent with an observation."""

    letters: tuple[str, ...]
    hands: list[int]  # whole hands, bid cards included (as the engine keeps them)
    pile: list[int]  # the 12 auction cards; past rounds in an arbitrary order
    bids: list[int]  # bids as last shown this round (counts match the observation)
    pending: list[int | None]  # this step's submissions of seats that already acted


def letter_assignments(obs: Observation) -> list[tuple[str, ...]]:
    """Every assignment of distinct starting sets to seats the evidence allows.

    Besides ``possible_sets``, a letter must explain the number of cards a seat
    holds that nobody has seen: ``hand_sizes`` minus its known cards is public, and
    exactly the never-shown cards of its set can fill that gap."""
    options = obs.possible_sets()
    allowed = []
    for s in range(obs.players):
        if s == obs.seat:
            allowed.append([obs.my_set])
            continue
        hidden = obs.hand_sizes[s] - obs.known[s].bit_count()
        allowed.append(
            [
                letter
                for letter in sorted(options[s])
                if (hand_for(obs, s, letter) & ~obs.known[s]).bit_count() == hidden
            ]
        )
    found = []
    for combo in itertools.product(*allowed):
        if len(set(combo)) == len(combo):
            found.append(combo)
    return found


def hand_for(obs: Observation, seat: int, letter: str) -> int:
    """The hand a seat holds if its starting set is ``letter``: what it is publicly known
    to hold, plus every card of that set it has never shown (such cards never left)."""
    if seat == obs.seat:
        return obs.hand
    elsewhere = obs.hand | obs.pool
    for s in range(obs.players):
        if s != seat:
            elsewhere |= obs.known[s]
    unseen = obs.deck.set_masks[letter] & ~obs.seen[seat] & ~elsewhere
    return obs.known[seat] | unseen


def unseen_stars(obs: Observation) -> tuple[list[int], list[int]]:
    """One- and two-star cards that may still lie in the pile (not revealed yet)."""
    deck = obs.deck
    seen = obs.seen_stars
    one = [i for i in deck.type_cards[ONE_STAR] if not seen >> i & 1]
    two = [i for i in deck.type_cards[TWO_STAR] if not seen >> i & 1]
    return one, two


def sample_pile(obs: Observation, rng: random.Random) -> list[int]:
    """A 12-card pile: revealed cards first (order of past rounds does not matter to
    the rules from here on), the current auction card, then a random face-down rest."""
    deck = obs.deck
    cards = deck.cards
    rnd = min(obs.round, ROUNDS) - 1
    current = obs.auction_card
    past = [i for i in range(len(cards)) if obs.seen_stars >> i & 1 and i != current]
    past.sort(key=lambda i: STAR_TYPES.index(cards[i].type))
    one, two = unseen_stars(obs)
    left_one, left_two, left_wild = obs.pile_left
    rest = rng.sample(one, left_one) + rng.sample(two, left_two)
    if left_wild:
        rest.append(deck.wild_index)
    pile = past[:rnd] + ([current] if current is not None else []) + rest
    return pile


def plausible_bid(t: Tables, hand: int, count: int, rng: random.Random) -> int:
    """A bid of exactly ``count`` cards a sensible player might hold out: mostly cards
    that do not score (below a better card of their family), bigger ones first."""
    if count <= 0:
        return 0
    scoring = 0
    for fmask in t.family_masks:
        cards = hand & fmask
        if cards:
            scoring |= _top(t, cards)
    keyed = []
    m = hand
    while m:
        low = m & -m
        m ^= low
        i = low.bit_length() - 1
        penalty = 60 if low & (scoring | t.wild_bit) else 0
        keyed.append((t.values[i] - penalty + rng.uniform(-25, 25), low))
    keyed.sort(reverse=True)
    mask = 0
    for _, bit in keyed[:count]:
        mask |= bit
    return mask


def _top(t: Tables, cards: int) -> int:
    if t.lowbit_is_best:
        return cards & -cards
    fam = t.family_of[(cards & -cards).bit_length() - 1]
    for bit, _, _ in t.ordered[fam]:
        if cards & bit:
            return bit
    return 0


Guesses = dict[tuple[int, str], int]


def sample_world(
    obs: Observation,
    t: Tables,
    rng: random.Random,
    assignments: list[tuple[str, ...]] | None = None,
    weights: list[float] | None = None,
    guesses: Guesses | None = None,
) -> World:
    """Draw one world over letter assignments (uniformly, or by ``weights``: how well
    each explains the counts shown) and pile orders; bids that only show as counts
    are filled with cards of the right number: the ``guesses`` of a model of how the
    seat bids when its count agrees ((seat, letter) -> bid), else plausible cards."""
    if assignments is None:
        assignments = letter_assignments(obs)
    letters = rng.choices(assignments, weights)[0] if weights else rng.choice(assignments)
    n = obs.players
    hands = [hand_for(obs, s, letters[s]) for s in range(n)]
    pile = sample_pile(obs, rng)
    bids = [0] * n
    pending: list[int | None] = [None] * n
    phase = obs.phase
    if phase is Phase.PICK:
        bids = list(obs.bids)
    elif phase is Phase.ADJUST or phase is Phase.BID:
        shown = obs.count_history[-1] if obs.count_history else (0,) * n
        for s in range(n):
            if s == obs.seat:
                continue
            if phase is Phase.ADJUST:
                guess = guesses.get((s, letters[s])) if guesses else None
                if guess is not None and guess.bit_count() == shown[s] and rng.random() < 0.7:
                    bids[s] = guess
                else:
                    bids[s] = plausible_bid(t, hands[s], shown[s], rng)
            if s not in obs.to_act:
                pending[s] = (
                    bids[s]
                    if phase is Phase.ADJUST
                    else plausible_bid(t, hands[s], rng.randrange(hands[s].bit_count() + 1), rng)
                )
        if obs.submitted:
            pending[obs.seat] = obs.my_bid
            if phase is Phase.ADJUST:
                bids[obs.seat] = obs.bids[obs.seat]
        else:
            bids[obs.seat] = obs.my_bid if phase is Phase.ADJUST else 0
    return World(letters=letters, hands=hands, pile=pile, bids=bids, pending=pending)


def to_state(obs: Observation, world: World) -> GameState:
    """An engine state for a world: the observation's public facts, the world's hidden
    ones. Search does not need it (it plays on masks); tests use it to check that a
    world really is consistent with what the seat saw."""
    setup = Setup(
        deck=obs.deck,
        starting_sets=world.letters,
        pile=tuple(world.pile),
        options=obs.options,
    )
    state = GameState(setup, keep_log=False)
    n = obs.players
    state.hands = list(world.hands)
    state.round = obs.round - 1
    state.phase = obs.phase
    acting = obs.phase is Phase.BID or obs.phase is Phase.ADJUST
    state.pending = list(world.pending) if acting else [None] * n
    state.bids = tuple(world.bids)
    state.adjust_done = obs.adjust_done
    state.count_history = obs.count_history
    state.past_bids = obs.past_bids
    state.winner = obs.winner
    state.pool = obs.pool
    state.order = obs.pick_order
    state.picks_done = obs.picks_done
    state.discarded = obs.out
    state.wild = obs.wild  # type: ignore[assignment]
    state.known = obs.known
    state.seen = obs.seen
    state.received = obs.received
    state.pile_left = obs.pile_left
    state.seen_stars = obs.seen_stars
    return state
