"""Game records, version 1 (docs/records.md, rule R12).

A record is setup plus decisions, nothing derived; replaying it through the
engine rebuilds the state and every event. Reading never trusts the file:
each problem becomes one ``RecordError`` naming where it is (round, seat).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

# Players' names follow the same rules in every game (``core.names``); they stay
# importable from here for SCORE 5's modules written before.
from score5_desktop.core.names import MAX_NAME_CHARS as MAX_NAME_CHARS
from score5_desktop.core.names import clean_name as clean_name
from score5_desktop.core.names import fit_name, record_name_problem
from score5_desktop.core.players import Player
from score5_desktop.core.records import EXCERPT_CHARS as EXCERPT_CHARS
from score5_desktop.core.records import excerpt, too_deep
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import (
    ONE_STAR,
    SCORING_FAMILIES,
    STARTING_SETS,
    THREE_STAR,
    TWO_STAR,
    Deck,
    Family,
    load_deck,
)
from score5_desktop.games.score5.rules.decisions import (
    AssignWild,
    Bid,
    Decision,
    Options,
    Phase,
    Pick,
)
from score5_desktop.games.score5.rules.errors import DeckError, IllegalDecision, RecordError
from score5_desktop.games.score5.rules.state import ROUNDS, GameState, Setup

FORMAT = "score5-record"
VERSION = 1
MAX_BYTES = 1024 * 1024
MAX_DEPTH = 12
BOT_LEVELS = ("random", "easy", "normal", "hard", "expert")
MAX_DECK_NAME_CHARS = 40


@dataclass(slots=True)
class RoundEntry:
    """One round's decisions as written: None marks a seat that has not decided yet."""

    bids: list[int | None]
    adjustments: list[list[int | None]]
    picks: list[int]


@dataclass(slots=True)
class GameRecord:
    """A parsed record: setup, players, and the decisions round by round."""

    setup: Setup
    players: tuple[Player, ...]
    rounds: list[RoundEntry] = field(default_factory=list)
    wild: tuple[int, Family] | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # e.g. "seed", kept for information


# -- writing ---------------------------------------------------------------------
def record_json(state: GameState, players: tuple[Player, ...] | list[Player]) -> dict[str, Any]:
    """The record of a game as a JSON-ready dict (the state must keep its log)."""
    if state.log is None:
        raise ValueError("this state was created without a decision log")
    deck = state.deck
    setup = state.setup
    if len(players) != setup.players:
        raise ValueError("one player entry per seat is needed")

    def ids(mask: int | None) -> list[str] | None:
        return None if mask is None else list(deck.ids_of(mask))

    rounds = []
    for entry in state.log:
        data: dict[str, Any] = {"bids": [ids(b) for b in entry.bids]}
        if entry.adjustments or None not in entry.bids:
            data["adjustments"] = [[ids(b) for b in step] for step in entry.adjustments]
        if entry.picks or _round_resolved(state, len(rounds)):
            data["picks"] = [deck.cards[c].id for c in entry.picks]
        rounds.append(data)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "deck": deck.name,
        "options": {"max_adjust_rounds": setup.options.max_adjust_rounds},
        "players": [p.to_json() for p in players],
        "starting_sets": list(setup.starting_sets),
        "pile": [deck.cards[i].id for i in setup.pile],
        "rounds": rounds,
    }
    if state.wild is not None:
        doc["wild"] = {"seat": state.wild[0], "family": str(state.wild[1])}
    if setup.seed is not None:
        doc["seed"] = setup.seed
    return doc


def _round_resolved(state: GameState, index: int) -> bool:
    """Whether round ``index`` (0-based) has reached or passed its distribution step."""
    return index < state.round or state.phase is Phase.PICK


def dumps(state: GameState, players: tuple[Player, ...] | list[Player]) -> str:
    return json.dumps(record_json(state, players), ensure_ascii=False, indent=1) + "\n"


# -- reading ---------------------------------------------------------------------
def loads(data: bytes | str) -> GameRecord:
    """Parse and check a record's structure; decisions are checked by ``replay``."""
    if isinstance(data, str):
        raw = data.encode("utf-8")
    else:
        raw = data
    if not raw.strip():
        raise RecordError("the file is empty", kind="empty")
    if len(raw) > MAX_BYTES:
        raise RecordError(f"the file is larger than {MAX_BYTES // 1024} KiB", kind="too_large")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(
            f"the file is not UTF-8 text (byte {exc.start})", kind="not_text"
        ) from None
    _check_depth(text)
    try:
        doc = json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_unique_keys)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("the JSON is nested too deeply", kind="not_json") from None
    except ValueError as exc:
        raise RecordError(f"not valid JSON ({str(exc)[:80]})", kind="not_json") from None
    return from_json(doc)


def _refuse_constant(name: str) -> None:
    raise RecordError(f"{name} is not allowed in a record", kind="not_json")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object without repeated keys: with two, readers disagree on which counts."""
    doc: dict[str, Any] = {}
    for key, value in pairs:
        if key in doc:
            raise RecordError(
                f"the key {excerpt(key)} appears twice in one object", kind="not_json"
            )
        doc[key] = value
    return doc


def _check_depth(text: str) -> None:
    """Refuse absurd nesting before the JSON parser recurses into it (as SCORE 5's own
    ``RecordError``, which its callers catch)."""
    if too_deep(text, MAX_DEPTH):
        raise RecordError("the JSON is nested too deeply", kind="not_json")


def _expect(value: Any, kind: type | tuple[type, ...], what: str, **where: Any) -> Any:
    """``value`` if it is of type ``kind``; else a ``RecordError`` (kind "field"
    unless ``where`` says otherwise) naming ``what`` and where."""
    bad_bool = isinstance(value, bool) and kind in (int, float)
    if bad_bool or not isinstance(value, kind):
        names = {list: "a list", dict: "an object", str: "a string", int: "a whole number"}
        wanted = names.get(kind, str(kind)) if isinstance(kind, type) else "a value"
        raise RecordError(f"{what} must be {wanted}", **where)
    if isinstance(value, float) and not math.isfinite(value):
        raise RecordError(f"{what} must be a finite number", **where)
    return value


def from_json(doc: Any) -> GameRecord:
    """Check a parsed record and turn it into setup, players and decisions."""
    _expect(doc, dict, "a record")
    if doc.get("format") != FORMAT:
        raise RecordError(
            f"unknown format {excerpt(doc.get('format'))} (expected {FORMAT!r})", kind="format"
        )
    version = doc.get("version")
    if type(version) is not int:  # 1.0 and True are not 1
        raise RecordError(
            f"the version {excerpt(version)} is not a whole number", kind="bad_version"
        )
    if version != VERSION:
        raise RecordError(
            f"unknown record version {excerpt(version)} (this app reads version 1)",
            kind="version",
        )
    deck_name = doc.get("deck", "standard")
    _expect(deck_name, str, "deck")
    if len(deck_name) > MAX_DECK_NAME_CHARS or not deck_name.isidentifier():
        raise RecordError(f"unknown deck {excerpt(deck_name)}", kind="deck")
    try:
        deck = load_deck(deck_name)
    except (DeckError, OSError):
        raise RecordError(f"unknown deck {excerpt(deck_name)}", kind="deck") from None

    options_doc = _expect(doc.get("options", {}), dict, "options")
    max_adjust = options_doc.get("max_adjust_rounds", 2)
    _expect(max_adjust, int, "options.max_adjust_rounds")
    if not 0 <= max_adjust <= 5:
        raise RecordError("options.max_adjust_rounds must be between 0 and 5")
    options = Options(max_adjust_rounds=max_adjust)

    players = _players(doc.get("players"))
    n = len(players)
    sets = _expect(doc.get("starting_sets"), list, "starting_sets")
    if len(sets) != n:
        raise RecordError(f"starting_sets has {len(sets)} entries for {n} players")
    for seat, letter in enumerate(sets):
        if letter not in STARTING_SETS:
            raise RecordError(f"unknown starting set {excerpt(letter)}", seat=seat)
    if len(set(sets)) != n:
        raise RecordError("two seats have the same starting set")

    pile = _pile(deck, doc.get("pile"))
    seed = doc.get("seed")
    extra = {"seed": seed} if isinstance(seed, int) and not isinstance(seed, bool) else {}
    setup = Setup(
        deck=deck,
        starting_sets=tuple(sets),
        pile=pile,
        options=options,
        seed=extra.get("seed"),
    )
    return GameRecord(
        setup=setup,
        players=players,
        rounds=_rounds(deck, setup, doc),
        wild=_wild(doc, n),
        extra=extra,
    )


def _players(value: Any) -> tuple[Player, ...]:
    _expect(value, list, "players")
    if not 2 <= len(value) <= 5:
        raise RecordError(f"a game has 2 to 5 players, this record has {len(value)}")
    players = []
    for seat, entry in enumerate(value):
        _expect(entry, dict, "a player", seat=seat)
        name = _expect(entry.get("name"), str, "the player's name", seat=seat)
        problem = record_name_problem(name)
        if problem is not None:
            raise RecordError(f"the player's name {problem}", seat=seat, kind="name")
        kind = entry.get("kind")
        if kind not in ("human", "bot"):
            raise RecordError(f"kind must be 'human' or 'bot', not {excerpt(kind)}", seat=seat)
        level = entry.get("level")
        if kind == "bot" and level not in BOT_LEVELS:
            raise RecordError(f"unknown bot level {excerpt(level)}", seat=seat)
        players.append(
            Player(name=fit_name(name), kind=kind, level=level if kind == "bot" else None)
        )
    return tuple(players)


def _card(deck: Deck, value: Any, what: str, **where: Any) -> int:
    _expect(value, str, what, **where)
    card = deck.by_id.get(value)
    if card is None:
        raise RecordError(f"unknown card {excerpt(value)} in {what}", kind="card", **where)
    return card.index


def _pile(deck: Deck, value: Any) -> tuple[int, ...]:
    _expect(value, list, "pile")
    if len(value) != ROUNDS:
        raise RecordError(f"the pile has {ROUNDS} cards, this one has {len(value)}")
    pile = tuple(_card(deck, v, "the pile") for v in value)
    if len(set(pile)) != ROUNDS:
        raise RecordError("the pile names a card twice")
    expected = [ONE_STAR] * 4 + [TWO_STAR] * 7 + [THREE_STAR]
    for position, (index, tier) in enumerate(zip(pile, expected, strict=True)):
        if deck.cards[index].type != tier:
            raise RecordError(
                f"pile position {position + 1} holds {deck.cards[index].id}, "
                f"but the pile is 4 one-star cards, 7 two-star cards, then the wild"
            )
    return pile


def _bid_list(deck: Deck, value: Any, n: int, what: str, rnd: int) -> list[int | None]:
    _expect(value, list, what, round=rnd)
    if len(value) != n:
        raise RecordError(f"{what} has {len(value)} entries for {n} seats", round=rnd)
    result: list[int | None] = []
    for seat, bid in enumerate(value):
        if bid is None:
            result.append(None)
            continue
        _expect(bid, list, what, round=rnd, seat=seat)
        mask = 0
        for card_id in bid:
            bit = 1 << _card(deck, card_id, what, round=rnd, seat=seat)
            if mask & bit:
                raise RecordError(
                    f"{what} names {card_id} twice", round=rnd, seat=seat, kind="rules"
                )
            mask |= bit
        result.append(mask)
    return result


def _rounds(deck: Deck, setup: Setup, doc: dict[str, Any]) -> list[RoundEntry]:
    """Shape checks of the rounds; the legality of each decision is checked by replay."""
    n = setup.players
    max_adjust = setup.options.max_adjust_rounds
    rounds_doc = _expect(doc.get("rounds", []), list, "rounds")
    if len(rounds_doc) > ROUNDS:
        raise RecordError(f"a game has {ROUNDS} rounds, this record has {len(rounds_doc)}")
    rounds = []
    for r, entry in enumerate(rounds_doc, start=1):
        _expect(entry, dict, "a round", round=r)
        bids = _bid_list(deck, entry.get("bids", [None] * n), n, "bids", r)
        adjustments_doc = _expect(entry.get("adjustments", []), list, "adjustments", round=r)
        if len(adjustments_doc) > max_adjust:
            raise RecordError(
                f"{len(adjustments_doc)} adjustment rounds, but the table allows {max_adjust} (R3)",
                round=r,
            )
        adjustments = [
            _bid_list(deck, step, n, "an adjustment round", r) for step in adjustments_doc
        ]
        picks_doc = _expect(entry.get("picks", []), list, "picks", round=r)
        picks = [_card(deck, p, "picks", round=r) for p in picks_doc]
        rounds.append(RoundEntry(bids=bids, adjustments=adjustments, picks=picks))
    return rounds


def _wild(doc: dict[str, Any], n: int) -> tuple[int, Family] | None:
    wild = doc.get("wild")
    if wild is None:
        return None
    _expect(wild, dict, "wild")
    seat = _expect(wild.get("seat"), int, "wild.seat")
    family = wild.get("family")
    if family not in SCORING_FAMILIES:
        raise RecordError(f"wild.family must be one of the five families, not {excerpt(family)}")
    if not 0 <= seat < n:
        raise RecordError(f"wild.seat {excerpt(seat)} is not a seat of this game")
    return seat, Family(family)


# -- replaying -------------------------------------------------------------------
def _broken(message: str, **where: Any) -> RecordError:
    """A decision of the record that the rules do not allow at that point."""
    return RecordError(message, kind="rules", **where)


@dataclass(slots=True)
class Replay:
    """A replayed record: the state reached, and each decision with its events."""

    state: GameState
    opening: list[ev.Event]
    steps: list[tuple[Decision, list[ev.Event]]]

    @property
    def events(self) -> list[ev.Event]:
        return self.opening + [e for _, events in self.steps for e in events]


def replay(record: GameRecord) -> Replay:
    """Apply a record's decisions round by round, checking each against the rules; the
    first problem is a ``RecordError`` naming its round and seat."""
    state = GameState(record.setup)
    result = Replay(state=state, opening=state.opening_events(), steps=[])
    deck = state.deck
    last = len(record.rounds) - 1

    def apply(decision: Decision, rnd: int) -> None:
        try:
            result.steps.append((decision, state.apply(decision)))
        except IllegalDecision as exc:
            raise _broken(str(exc), round=rnd, seat=exc.seat) from None

    for index, entry in enumerate(record.rounds):
        rnd = index + 1
        if state.round != index:
            raise _broken("the round before is not finished", round=rnd)
        steps = [entry.bids, *entry.adjustments]
        for k, step in enumerate(steps):
            if k > 0 and state.phase is not Phase.ADJUST:
                raise _broken(f"adjustment round {k} after the bidding had ended (R3)", round=rnd)
            for seat, mask in enumerate(step):
                if mask is not None:
                    apply(Bid(seat, mask), rnd)
            if None in step and (k < len(steps) - 1 or entry.picks or index < last):
                raise _broken("a seat's bid is missing, but the record goes on", round=rnd)
        complete = None not in steps[-1]
        if complete and state.phase is Phase.ADJUST and (entry.picks or index < last):
            raise _broken("bidding had not ended: an adjustment round is missing (R3)", round=rnd)
        for card in entry.picks:
            if state.phase is not Phase.PICK or state.round != index:
                raise _broken(
                    f"a pick of {deck.cards[card].id}, but no cards are left to distribute",
                    round=rnd,
                )
            apply(Pick(state.picker(), card), rnd)
        if index < last and state.round == index:
            raise _broken("picks are missing, but a later round follows", round=rnd)
    if record.wild is not None:
        seat, family = record.wild
        if state.phase is not Phase.WILD:
            if state.phase is Phase.OVER:
                raise _broken("the wild is assigned, but nobody won it", seat=seat)
            raise _broken("the wild is assigned before the end of the game", seat=seat)
        if state.wild_owner() != seat:
            raise _broken("the wild is assigned by a seat that does not own it", seat=seat)
        apply(AssignWild(seat, family), ROUNDS)
    return result


def load(data: bytes | str) -> tuple[GameRecord, Replay]:
    """Parse, check and replay a record in one step."""
    record = loads(data)
    return record, replay(record)
