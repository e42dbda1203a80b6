"""Cards and decks.

The deck is data (``resources/decks/*.json``) so that a corrected deck can be
dropped in without code changes. Internally a set of cards is an ``int`` bit
mask: bit ``i`` is the card of tiebreaker rank ``i`` (ascending). That makes the
hot paths of the engine and the bots cheap — "the card with the highest
tiebreaker in a set" is ``mask.bit_length() - 1`` and subset tests are one
``&`` — which matters because bots replay thousands of games per decision.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Any, SupportsIndex

from score5_desktop.games.score5.rules.errors import DeckError


class Family(StrEnum):
    """A card family; ``WILD`` is the three-star card that scores as any family."""

    GREEN = "green"
    RED = "red"
    YELLOW = "yellow"
    PURPLE = "purple"
    BLUE = "blue"
    WILD = "wild"


#: The five families a card can score in (the wild is assigned to one of them).
SCORING_FAMILIES: tuple[Family, ...] = (
    Family.GREEN,
    Family.RED,
    Family.YELLOW,
    Family.PURPLE,
    Family.BLUE,
)

STARTING_SETS: tuple[str, ...] = ("A", "B", "C", "D", "E")
ONE_STAR, TWO_STAR, THREE_STAR = "1star", "2star", "3star"
STAR_TYPES: tuple[str, ...] = (ONE_STAR, TWO_STAR, THREE_STAR)
_TYPE_COUNTS = {ONE_STAR: 10, TWO_STAR: 15, THREE_STAR: 1}
DECK_SIZE = 51


@dataclass(frozen=True, slots=True)
class Card:
    """One printed card. ``index`` is its bit in a card mask (tiebreaker rank)."""

    id: str
    family: Family
    value: int
    tiebreaker: int
    type: str
    index: int

    @property
    def is_wild(self) -> bool:
        return self.family is Family.WILD

    @property
    def stars(self) -> int:
        """0 for starting cards, else the number of stars on the card."""
        return STAR_TYPES.index(self.type) + 1 if self.type in STAR_TYPES else 0


def iter_bits(mask: int) -> Iterator[int]:
    """The set bit positions of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@dataclass(frozen=True, slots=True, eq=False)
class Deck:
    """A validated deck with the lookup tables the engine needs (hashed by identity,
    so per-deck caches work)."""

    name: str
    cards: tuple[Card, ...]
    by_id: dict[str, Card] = field(repr=False)
    values: tuple[int, ...] = field(repr=False)
    set_masks: dict[str, int] = field(repr=False)
    type_cards: dict[str, tuple[int, ...]] = field(repr=False)
    family_masks: dict[Family, int] = field(repr=False)
    wild_index: int = field(repr=False)
    full_mask: int = field(repr=False)
    _chunk_sums: tuple[tuple[int, ...], ...] = field(repr=False)
    _chunk_ids: tuple[tuple[tuple[str, ...], ...], ...] = field(repr=False)

    def __reduce_ex__(self, protocol: SupportsIndex) -> str | tuple[Any, ...]:
        """A shipped deck travels by name (a bot's view sent to a worker process), so the
        worker's copy is its own cached deck and per-deck caches keep working there."""
        try:
            shipped = load_deck(self.name) is self
        except DeckError:  # a deck built from data, under a name no shipped deck has
            shipped = False
        if shipped:
            return (load_deck, (self.name,))
        return object.__reduce_ex__(self, protocol)

    # -- conversions ---------------------------------------------------------
    def card(self, card_id: str) -> Card:
        return self.by_id[card_id]

    def mask_of(self, ids: Iterable[str]) -> int:
        mask = 0
        for card_id in ids:
            mask |= 1 << self.by_id[card_id].index
        return mask

    def ids_of(self, mask: int) -> tuple[str, ...]:
        """Card ids in a mask, highest tiebreaker first (a stable, readable order):
        four lookups in per-slice tables, since every revealed bid is named."""
        a, b, c, d = self._chunk_ids
        return d[mask >> 39] + c[mask >> 26 & 0x1FFF] + b[mask >> 13 & 0x1FFF] + a[mask & 0x1FFF]

    def cards_of(self, mask: int) -> tuple[Card, ...]:
        cards = self.cards
        return tuple(cards[i] for i in sorted(iter_bits(mask), reverse=True))

    # -- arithmetic on masks -------------------------------------------------
    def total(self, mask: int) -> int:
        """Sum of values in a mask (the wild counts 75): four lookups in tables of the
        sums of every 13-bit slice, since every bid and rollout adds up cards."""
        a, b, c, d = self._chunk_sums
        return a[mask & 0x1FFF] + b[mask >> 13 & 0x1FFF] + c[mask >> 26 & 0x1FFF] + d[mask >> 39]


_CHUNK = 13  # four slices cover the 51 cards


def _chunk_sum_tables(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per 13-card slice of the deck, the sum of values of every subset of it. Built by
    doubling (each card adds itself to every subset so far): about 1 ms per slice."""
    tables = []
    for start in range(0, _CHUNK * 4, _CHUNK):
        table = [0]
        for i in range(start, start + _CHUNK):
            value = values[i] if i < len(values) else 0
            table += [total + value for total in table]
        tables.append(tuple(table))
    return tuple(tables)


def _chunk_id_tables(ids: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """Per 13-card slice of the deck, the ids of every subset of it, highest first
    (built by doubling too: each card is the highest of the subsets it joins)."""
    tables = []
    for start in range(0, _CHUNK * 4, _CHUNK):
        table: list[tuple[str, ...]] = [()]
        for i in range(start, start + _CHUNK):
            head = (ids[i],) if i < len(ids) else ()
            table += [head + rest for rest in table]
        tables.append(tuple(table))
    return tuple(tables)


def deck_from_data(data: object, name: str = "custom") -> Deck:
    """Build a deck from parsed JSON, refusing anything that breaks the game's shape."""
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise DeckError("a deck is an object with a 'cards' list")
    raw = data["cards"]
    if len(raw) != DECK_SIZE:
        raise DeckError(f"a deck has {DECK_SIZE} cards, this one has {len(raw)}")
    parsed: list[tuple[str, Family, int, int, str]] = []
    for n, entry in enumerate(raw):
        if not isinstance(entry, dict):
            raise DeckError(f"card {n}: not an object")
        card_id, family, value, tiebreaker, kind = (
            entry.get("id"),
            entry.get("family"),
            entry.get("value"),
            entry.get("tiebreaker"),
            entry.get("type"),
        )
        if not isinstance(card_id, str) or not card_id:
            raise DeckError(f"card {n}: missing id")
        if family not in set(Family):
            raise DeckError(f"card {card_id}: unknown family {family!r}")
        for label, number in (("value", value), ("tiebreaker", tiebreaker)):
            if not isinstance(number, int) or isinstance(number, bool) or number <= 0:
                raise DeckError(f"card {card_id}: {label} must be a positive whole number")
        if kind not in STARTING_SETS and kind not in STAR_TYPES:
            raise DeckError(f"card {card_id}: unknown type {kind!r}")
        parsed.append((card_id, Family(family), value, tiebreaker, kind))
    ids = [p[0] for p in parsed]
    if len(set(ids)) != DECK_SIZE:
        raise DeckError("card ids are not unique")
    if len({p[3] for p in parsed}) != DECK_SIZE:
        raise DeckError("tiebreakers are not unique")
    for letter in STARTING_SETS:
        members = [p for p in parsed if p[4] == letter]
        if len(members) != 5 or {p[1] for p in members} != set(SCORING_FAMILIES):
            raise DeckError(f"starting set {letter} must hold one card of each family")
    for kind, count in _TYPE_COUNTS.items():
        members = [p for p in parsed if p[4] == kind]
        if len(members) != count:
            raise DeckError(f"a deck has {count} {kind} cards, this one has {len(members)}")
    wilds = [p for p in parsed if p[1] is Family.WILD]
    if len(wilds) != 1 or wilds[0][4] != THREE_STAR:
        raise DeckError("the only wild card must be the three-star card")

    ordered = sorted(parsed, key=lambda p: p[3])
    cards = tuple(
        Card(id=p[0], family=p[1], value=p[2], tiebreaker=p[3], type=p[4], index=i)
        for i, p in enumerate(ordered)
    )
    by_id = {c.id: c for c in cards}
    values = tuple(c.value for c in cards)
    set_masks = {
        letter: sum(1 << c.index for c in cards if c.type == letter) for letter in STARTING_SETS
    }
    type_cards = {kind: tuple(c.index for c in cards if c.type == kind) for kind in STAR_TYPES}
    family_masks = {f: sum(1 << c.index for c in cards if c.family is f) for f in Family}
    return Deck(
        name=name,
        cards=cards,
        by_id=by_id,
        values=values,
        set_masks=set_masks,
        type_cards=type_cards,
        family_masks=family_masks,
        wild_index=next(c.index for c in cards if c.is_wild),
        full_mask=(1 << DECK_SIZE) - 1,
        _chunk_sums=_chunk_sum_tables(values),
        _chunk_ids=_chunk_id_tables(tuple(c.id for c in cards)),
    )


def load_deck(name: str = "standard") -> Deck:
    """A shipped deck by name (``resources/decks/NAME.json``): always the same object
    for one name, whether the name is given or is the default."""
    return _load_deck(name)


@lru_cache(maxsize=8)
def _load_deck(name: str) -> Deck:
    from score5_desktop.paths import resource

    if not name.isidentifier():
        raise DeckError(f"unknown deck {name!r}")
    node = resource("decks", f"{name}.json")
    if not node.is_file():
        raise DeckError(f"unknown deck {name!r}")
    try:
        data = json.loads(node.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise DeckError(f"deck {name!r} is not valid JSON: {exc}") from exc
    return deck_from_data(data, name=name)
