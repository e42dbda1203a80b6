"""The worked examples of the rules page, played through the rules engine.

Every number and name the rules documents show in an example comes from here,
never from a copy in the text or in ``placeholders.json``: the examples are
set up from their inputs (who holds which cards, who bids what, who takes
which card) and the engine decides the outcome. If a ruling changes in the
engine, the rules page changes with it; the tests compare the outcome with the
``expected`` values in ``placeholders.json`` so that such a change is noticed
and the text around the numbers is reviewed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES, Deck, Family, load_deck
from score5_desktop.games.score5.rules.decisions import Bid, Options, Phase, Pick
from score5_desktop.games.score5.rules.scenario import position
from score5_desktop.games.score5.rules.scoring import final_result
from score5_desktop.games.score5.rules.state import GameState

# Where the rules documents these examples fill live (``rulebook.documents.rules_pages``).
RULES_FOLDER = ""
RULES_DOCUMENTS: tuple[str, ...] = ("rules", "disagreements")

# The example players, seat 0 to 3, by their English names (placeholder keys use
# them). Each language shows the names its printed rulebook uses, so a player
# recognises the example in the box: the French rulebook has Nadège and Charleen,
# the Italian one Francesco and Carlotta.
PLAYERS: tuple[str, ...] = ("Laura", "Francis", "Natalie", "Charlene")
LAURA, FRANCIS, NATALIE, CHARLENE = range(4)
PLAYER_NAMES: dict[str, tuple[str, ...]] = {
    "en": PLAYERS,
    "de": PLAYERS,
    "fr": ("Laura", "Francis", "Nadège", "Charleen"),
    "it": ("Laura", "Francesco", "Natalie", "Carlotta"),
}


def player_name(seat: int, lang: str) -> str:
    """An example player's name in the rulebook of ``lang``."""
    return PLAYER_NAMES.get(lang, PLAYERS)[seat]


# The auction example is played in round 5, the first round that auctions a
# ★★ card such as the green 80.
AUCTION_ROUND = 5
AUCTION_CARD = "green-80"

# Hands before the auction, hidden from the reader but played by the engine, so
# they must be a position a real game reaches (``check_reachable``): each player
# holds their own starting set (Laura C, Francis B, Natalie A, Charlene D; set E
# left the game), and Laura the one ★ card won so far, the green 30.
AUCTION_HANDS: tuple[tuple[str, ...], ...] = (
    ("green-30", "red-20", "green-15", "yellow-25", "purple-5", "blue-10"),
    ("red-15", "purple-25", "yellow-20", "blue-5", "green-10"),
    ("green-5", "purple-20", "red-10", "yellow-15", "blue-25"),
    ("yellow-5", "purple-10", "blue-15", "green-20", "red-25"),
)

# The bids as the rules text tells them (section "example-bidding"): the
# secret bids, then one adjustment round per entry. In the first one Laura adds
# a card and Charlene takes hers back; in the second nobody changes anything.
AUCTION_BID_STEPS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("green-30",), ("red-15", "purple-25"), ("green-5", "purple-20"), ("yellow-5",)),
    (("green-30", "red-20"), ("red-15", "purple-25"), ("green-5", "purple-20"), ()),
    (("green-30", "red-20"), ("red-15", "purple-25"), ("green-5", "purple-20"), ()),
)

# A table maximum above the two adjustment rounds played, so that bidding ends
# because nobody changed their bid, which is what the text says (R3).
AUCTION_OPTIONS = Options(max_adjust_rounds=3)

# The five-card variant: Laura wins with five cards, the other bids unchanged.
FIVE_CARD_BIDS: tuple[tuple[str, ...], ...] = (
    ("green-30", "red-20", "green-15", "yellow-25", "purple-5"),
    ("red-15", "purple-25"),
    ("green-5", "purple-20"),
    (),
)

# The scoring example's final hands; Francis assigns the wild card to green (R7).
SCORING_HANDS: tuple[tuple[str, ...], ...] = (
    ("green-5", "purple-15", "yellow-25", "red-40", "blue-85"),
    ("wild-75", "purple-45", "yellow-55", "red-25", "blue-70"),
    ("green-125", "purple-60", "yellow-105", "red-20", "blue-135"),
    ("green-80", "purple-145", "red-115", "blue-120"),
)
SCORING_WILD = (FRANCIS, Family.GREEN)


class ExampleError(RuntimeError):
    """The engine played an example differently from the story the text tells.

    Only a change to the engine or to the example inputs can cause it, so it
    fails loudly instead of letting the page print a wrong story.
    """


@dataclass(frozen=True, slots=True)
class ExampleValue:
    """One placeholder's value, and the card it names when it is a card's value,
    or the seat of the example player it names (shown in each rulebook's name)."""

    value: int | str
    card: str | None = None
    player: int | None = None

    def text(self, lang: str) -> str:
        return player_name(self.player, lang) if self.player is not None else str(self.value)


def _player(seat: int) -> ExampleValue:
    return ExampleValue(PLAYERS[seat], player=seat)


def check_reachable(hands: Sequence[Sequence[str]], round_: int, deck: Deck) -> None:
    """Raise ``ExampleError`` unless a real game can reach these hands at the start
    of ``round_``: every card once, the starting cards from no more sets than there
    are players (R1: one set per seat, unused sets leave the game), and no more
    auction cards than the rounds already played could have handed out."""
    seen = [card for hand in hands for card in hand]
    if len(seen) != len(set(seen)):
        raise ExampleError("a card is in two hands")
    cards = [deck.card(c) for c in seen]
    sets = {c.type for c in cards if c.stars == 0}
    if len(sets) > len(hands):
        raise ExampleError(
            f"starting cards of {len(sets)} sets ({', '.join(sorted(sets))}) "
            f"with {len(hands)} players"
        )
    starting = sum(1 for c in cards if c.stars == 0)
    if starting != 5 * len(sets):
        raise ExampleError("a starting set is incomplete: its cards never leave the game")
    won = sum(1 for c in cards if c.stars > 0)
    if won > round_ - 1:
        raise ExampleError(f"{won} auction cards in hand before round {round_}")


@dataclass(frozen=True, slots=True)
class PlayedAuction:
    """An example auction as the engine played it: the events of every step."""

    bidding: tuple[ev.Event, ...]
    picks: tuple[ev.Event, ...]
    state: GameState

    def first(self, kind: type) -> ev.Event:
        """The first event of a kind (bidding, then picks)."""
        for event in (*self.bidding, *self.picks):
            if isinstance(event, kind):
                return event
        raise ExampleError(f"the example produced no {kind.__name__}")

    def all(self, kind: type) -> list[ev.Event]:
        return [e for e in (*self.bidding, *self.picks) if isinstance(e, kind)]


def highest_value_pick(state: GameState, seat: int) -> int:
    """The pick the example players make: the most valuable card left (the
    rulebook's Francis takes the 30 rather than the 20)."""
    deck = state.deck
    return max(state.legal_picks(seat), key=lambda i: (deck.values[i], deck.cards[i].tiebreaker))


def play_auction(
    steps: Sequence[Sequence[Sequence[str]]],
    options: Options,
    choose: Callable[[GameState, int], int] = highest_value_pick,
) -> PlayedAuction:
    """Play one auction of the example position: the secret bids and each
    adjustment round in ``steps``, then every pick, until the round is over."""
    state = position(
        [list(h) for h in AUCTION_HANDS],
        auction_card=AUCTION_CARD,
        round=AUCTION_ROUND,
        options=options,
    )
    deck = state.deck
    bidding: list[ev.Event] = []
    for step in steps:
        if state.phase not in (Phase.BID, Phase.ADJUST):
            raise ExampleError("bidding ended before every bid of the example was made")
        for seat, ids in enumerate(step):
            bidding += state.apply(Bid(seat, deck.mask_of(ids)))
    if state.phase is not Phase.PICK:
        raise ExampleError(f"bidding did not end after the example's bids (phase {state.phase})")
    picks: list[ev.Event] = []
    while state.phase is Phase.PICK:
        (seat,) = state.to_act()
        picks += state.apply(Pick(seat, choose(state, seat)))
    return PlayedAuction(tuple(bidding), tuple(picks), state)


def _card_value(deck: Deck, card_id: str) -> ExampleValue:
    return ExampleValue(deck.card(card_id).value, card_id)


def _auction_values(deck: Deck) -> dict[str, ExampleValue]:
    check_reachable(AUCTION_HANDS, AUCTION_ROUND, deck)
    played = play_auction(AUCTION_BID_STEPS, AUCTION_OPTIONS)
    counts = played.all(ev.BidCountsShown)
    if counts[-1].step == 0 or any(counts[-1].changed):
        raise ExampleError("bidding did not end on an adjustment round without changes")
    revealed = played.first(ev.BidsRevealed)
    won = played.first(ev.AuctionWon)
    order = played.first(ev.PickOrderSet)
    taken = played.all(ev.CardTaken)
    if len(taken) != 2:
        raise ExampleError(f"the text tells two picks, the engine made {len(taken)}")
    empty_handed = [seat for seat in order.order if seat not in {t.seat for t in taken}]
    if len(empty_handed) != 1:
        raise ExampleError("the text tells of exactly one player left empty-handed")

    values: dict[str, ExampleValue] = {
        "auction.card.value": _card_value(deck, won.card),
        "auction.winner": _player(won.seat),
        "auction.empty_handed": _player(empty_handed[0]),
    }
    for seat, name in enumerate(PLAYERS):
        key = name.lower()
        values[f"auction.{key}.count.first"] = ExampleValue(counts[0].counts[seat])
        values[f"auction.{key}.count.final"] = ExampleValue(counts[-1].counts[seat])
        values[f"auction.{key}.total"] = ExampleValue(revealed.totals[seat])
    laura_bid = sorted(
        revealed.bids[LAURA], key=lambda c: (deck.card(c).value, deck.card(c).tiebreaker)
    )
    if len(laura_bid) != 2:
        raise ExampleError("the text shows Laura's total as the sum of two cards")
    values["auction.laura.bid.high"] = _card_value(deck, laura_bid[1])
    values["auction.laura.bid.low"] = _card_value(deck, laura_bid[0])
    for number, take in enumerate(taken, start=1):
        values[f"auction.pick{number}.player"] = _player(take.seat)
        values[f"auction.pick{number}.value"] = _card_value(deck, take.card)
    return values


def _distribution_values() -> dict[str, ExampleValue]:
    played = play_auction((FIVE_CARD_BIDS,), Options(max_adjust_rounds=0))
    order = played.first(ev.PickOrderSet)
    values = {"distribution.cards": ExampleValue(len(order.cards))}
    for number, take in enumerate(played.all(ev.CardTaken), start=1):
        values[f"distribution.pick{number}"] = _player(take.seat)
    return values


def _scoring_values(deck: Deck) -> dict[str, ExampleValue]:
    hands = [deck.mask_of(h) for h in SCORING_HANDS]
    result = final_result(deck, hands, SCORING_WILD)
    values: dict[str, ExampleValue] = {"scoring.winner": _player(result.winner)}
    for seat, name in enumerate(PLAYERS):
        key = name.lower()
        for family in SCORING_FAMILIES:
            index = result.scoring_cards[seat][family]
            if index is None:
                values[f"scoring.{key}.{family}"] = ExampleValue(0)
            else:
                card = deck.cards[index]
                values[f"scoring.{key}.{family}"] = ExampleValue(card.value, card.id)
        values[f"scoring.{key}.total"] = ExampleValue(result.scores[seat])
    return values


@cache
def example_values() -> Mapping[str, ExampleValue]:
    """Every placeholder of the rules documents, computed by the engine.

    Cached (and read-only, since it is shared): the examples are deterministic
    and the viewer renders a page each time the language changes.
    """
    deck = load_deck()
    values = _auction_values(deck)
    values.update(_distribution_values())
    values.update(_scoring_values(deck))
    return MappingProxyType(values)
