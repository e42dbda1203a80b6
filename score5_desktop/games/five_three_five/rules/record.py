"""Five Three Five game records (format ``five-three-five-record``, version 1).

A record is the setup and every decision, nothing derived (docs/records.md):
options, players, the first leader, and per deal the cards dealt and every
play. Reading never trusts the file: the shared guards of ``core.record_text``
first (size, UTF-8, depth, names), then every field's shape, then every deal's
cards against this player count's deck, then every play replayed through the
rules. The first problem is one ``F35RecordError`` naming the deal and the play
(both counted from 1, as people count them). The envelope (size, UTF-8, depth,
JSON) is ``core.records``'s, so a record read directly gets the same checks as
one the shell opens.
"""

from __future__ import annotations

import json
import random
import zlib
from collections import Counter
from typing import Any

from score5_desktop.core.errors import RecordError, RecordPlace
from score5_desktop.core.names import fit_name, record_name_problem
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Loaded
from score5_desktop.core.records import decode, excerpt
from score5_desktop.games.five_three_five.rules.cards import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    VALUE_SET,
    Setup,
    deck_for,
    setup_for,
)
from score5_desktop.games.five_three_five.rules.decisions import Action, Options, Play
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState

FORMAT = "five-three-five-record"
VERSION = 1
BOT_LEVELS = ("random", "easy", "normal", "hard", "expert")
#: ``RecordError.kind`` values: what sort of problem, for wording it in the interface.
PROBLEM_KINDS = (
    "empty", "too_large", "not_text", "not_json", "format", "version", "bad_version",
    "field", "name", "options", "hand", "card", "rules",
)  # fmt: skip
MAX_PLAY_CARDS = 3
#: Plays one deal may hold: far above any real deal (each trick sheds a card and
#: has at most one pass per other seat and play), so a bloated list stops early.
MAX_PLAYS_PER_DEAL = 2000

Hands = tuple[tuple[int, ...], ...]


class F35RecordError(RecordError):
    """A Five Three Five record that cannot be read; ``deal``, ``play`` and ``seat``
    (0-based, None when the problem is elsewhere) say where."""

    def __init__(
        self,
        message: str,
        *,
        kind: str = "field",
        deal: int | None = None,
        play: int | None = None,
        seat: int | None = None,
    ) -> None:
        where = []
        if deal is not None:
            where.append(f"deal {deal + 1}")
        if play is not None:
            where.append(f"play {play + 1}")
        if seat is not None:
            where.append(f"seat {seat}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message, kind=kind)
        self.deal, self.play, self.seat = deal, play, seat

    def place(self) -> RecordPlace:
        """The deal and play, counted from 1 as the message counts them, and the seat."""
        return RecordPlace(
            None if self.deal is None else "deal",
            None if self.deal is None else self.deal + 1,
            None if self.play is None else self.play + 1,
            self.seat,
        )


# -- writing ---------------------------------------------------------------------------
def record_json(state: FiveThreeFiveState, players: tuple[Player, ...] | list[Player]) -> dict:
    """The record of a game as a JSON-ready dict."""
    if len(players) != state.players:
        raise ValueError("one player entry per seat is needed")
    deals = []
    for deal in state.log:
        plays: list[dict[str, Any]] = []
        for p in deal.plays:
            entry: dict[str, Any] = {"seat": p.seat, "action": str(p.action)}
            if p.action is not Action.PASS:
                entry["cards"] = list(p.cards)
            plays.append(entry)
        deals.append(
            {
                "hands": [list(h) for h in deal.hands],
                "undealt": list(deal.undealt),
                "plays": plays,
            }
        )
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "options": state.options.to_json(),
        "players": [p.to_json() for p in players],
        "first_leader": state.first_leader,
        "deals": deals,
    }
    if state.seed is not None:
        doc["seed"] = state.seed
    return doc


def dumps(state: FiveThreeFiveState, players: tuple[Player, ...] | list[Player]) -> str:
    """The record as text: one play per line keeps long games readable and diffable."""
    doc = record_json(state, players)
    head = {k: v for k, v in doc.items() if k != "deals"}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    lines.append('  "deals": [')
    for d, deal in enumerate(doc["deals"]):
        lines.append("    {")
        lines.append(f'      "hands": {json.dumps(deal["hands"])},')
        lines.append(f'      "undealt": {json.dumps(deal["undealt"])},')
        plays = [json.dumps(p) for p in deal["plays"]]
        if plays:
            lines.append('      "plays": [')
            lines.extend(
                f"        {p}{',' if i < len(plays) - 1 else ''}" for i, p in enumerate(plays)
            )
            lines.append("      ]")
        else:
            lines.append('      "plays": []')
        lines.append("    }" + ("," if d < len(doc["deals"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


# -- reading: shapes -------------------------------------------------------------------
def _players(value: Any) -> tuple[Player, ...]:
    if not isinstance(value, list):
        raise F35RecordError("players must be a list")
    if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise F35RecordError(
            f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, this record has {len(value)}"
        )
    players = []
    for seat, entry in enumerate(value):
        if not isinstance(entry, dict):
            raise F35RecordError("a player must be an object", seat=seat)
        name = entry.get("name")
        if not isinstance(name, str):
            raise F35RecordError("the player's name must be a string", seat=seat)
        problem = record_name_problem(name)
        if problem is not None:
            raise F35RecordError(f"the player's name {problem}", seat=seat, kind="name")
        kind = entry.get("kind")
        if kind not in ("human", "bot"):
            raise F35RecordError(f"kind must be 'human' or 'bot', not {excerpt(kind)}", seat=seat)
        level = entry.get("level")
        if kind == "bot" and level not in BOT_LEVELS:
            raise F35RecordError(f"unknown bot level {excerpt(level)}", seat=seat)
        players.append(
            Player(name=fit_name(name), kind=kind, level=level if kind == "bot" else None)
        )
    return tuple(players)


def _options(value: Any, players: int) -> Options:
    if not isinstance(value, dict):
        raise F35RecordError("options must be an object", kind="options")
    try:
        return Options.from_mapping(value, players)
    except ValueError as exc:
        raise F35RecordError(str(exc), kind="options") from None


def _cards(value: Any, what: str, limit: int, **where: Any) -> tuple[int, ...]:
    """A list of card values read from the file, sorted; every entry a value of the deck."""
    if not isinstance(value, list):
        raise F35RecordError(f"{what} must be a list of card values", **where)
    if len(value) > limit:
        raise F35RecordError(
            f"{what} holds {len(value)} cards, at most {limit}", kind="hand", **where
        )
    for card in value:
        if isinstance(card, bool) or not isinstance(card, int) or card not in VALUE_SET:
            raise F35RecordError(
                f"{excerpt(card)} in {what} is not a card (values 1-5, 7-9, 11-15)",
                kind="card",
                **where,
            )
    return tuple(sorted(value))


def _deal_cards(
    entry: dict[str, Any],
    d: int,
    n: int,
    setup: Setup,
    earlier: tuple[Hands, tuple[int, ...]] | None,
) -> tuple[Hands, tuple[int, ...]]:
    """One deal's hands and undealt cards, checked against this player count's deck (F1)
    and, for a second hand (F2), against the first hand of the same shuffle."""
    hands_doc = entry.get("hands")
    if not isinstance(hands_doc, list) or len(hands_doc) != n:
        raise F35RecordError(f"hands must be a list of {n} hands, one per seat", deal=d)
    hands = tuple(
        _cards(h, "the hand", setup.hand_size, deal=d, seat=s) for s, h in enumerate(hands_doc)
    )
    for seat, hand in enumerate(hands):
        if len(hand) != setup.hand_size:
            raise F35RecordError(
                f"a hand of {len(hand)} cards; each player is dealt {setup.hand_size}",
                kind="hand",
                deal=d,
                seat=seat,
            )
    undealt_size = setup.undealt(n)
    undealt = _cards(entry.get("undealt"), "undealt", undealt_size, deal=d)
    if len(undealt) != undealt_size:
        raise F35RecordError(
            f"{len(undealt)} undealt cards; this player count leaves {undealt_size} face down",
            kind="hand",
            deal=d,
        )
    deck = Counter(deck_for(setup.copies))
    dealt = Counter(undealt)
    for hand in hands:
        dealt.update(hand)
    if earlier is not None:
        first_hands, first_undealt = earlier
        if undealt != first_undealt:
            raise F35RecordError(
                "a second hand (two players) keeps the undealt cards of its shuffle",
                kind="card",
                deal=d,
            )
        for hand in first_hands:
            dealt.update(hand)
    for value in sorted(dealt):
        if dealt[value] > deck[value]:
            raise F35RecordError(
                f"{dealt[value]} cards of value {value} dealt, but this deck has "
                f"{deck[value]} of each",
                kind="card",
                deal=d,
            )
    return hands, undealt


def _plays(value: Any, d: int, n: int) -> list[Play]:
    if not isinstance(value, list):
        raise F35RecordError("plays must be a list", deal=d)
    if len(value) > MAX_PLAYS_PER_DEAL:
        raise F35RecordError(f"more than {MAX_PLAYS_PER_DEAL} plays in one deal", deal=d)
    plays = []
    for p, entry in enumerate(value):
        if not isinstance(entry, dict):
            raise F35RecordError("a play must be an object", deal=d, play=p)
        seat = entry.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise F35RecordError(f"{excerpt(seat)} is not a seat of this game", deal=d, play=p)
        action = entry.get("action")
        if action not in tuple(Action):
            raise F35RecordError(
                f"action must be lead, overwrite, add or pass, not {excerpt(action)}",
                deal=d,
                play=p,
            )
        action = Action(action)
        raw = entry.get("cards", [])
        cards = _cards(raw, "the play", MAX_PLAY_CARDS, deal=d, play=p)
        if action is Action.PASS and cards:
            raise F35RecordError("a pass plays no cards", kind="rules", deal=d, play=p)
        if action is not Action.PASS and not cards:
            raise F35RecordError(f"a {action} needs cards", kind="rules", deal=d, play=p)
        plays.append(Play(seat, action, cards))
    return plays


# -- reading: replay -------------------------------------------------------------------
def loads(text: bytes | str) -> Loaded:
    """Read, check and replay a record; ``F35RecordError`` names the first problem."""
    _, doc = decode(text)
    if doc.get("format") != FORMAT:
        raise F35RecordError(
            f"unknown format {excerpt(doc.get('format'))} (expected {FORMAT!r})", kind="format"
        )
    version = doc.get("version")
    if type(version) is not int:  # 1.0 and True are not 1
        raise F35RecordError(
            f"the version {excerpt(version)} is not a whole number", kind="bad_version"
        )
    if version != VERSION:
        raise F35RecordError(
            f"unknown record version {excerpt(version)} (this app reads version 1)",
            kind="version",
        )
    players = _players(doc.get("players"))
    n = len(players)
    options = _options(doc.get("options", {}), n)
    first = doc.get("first_leader")
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
        raise F35RecordError(f"first_leader {excerpt(first)} is not a seat of this game")
    seed = doc.get("seed")
    if seed is not None and (
        isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63
    ):
        raise F35RecordError("seed must be a whole number from 0 to 2**63 - 1")
    deals_doc = doc.get("deals")
    if not isinstance(deals_doc, list):
        raise F35RecordError("deals must be a list")
    if not deals_doc:
        raise F35RecordError("a record holds at least its first deal")

    setup = setup_for(n, one_hand=options.hands == 1, big_deal=options.big_deal)
    script: list[tuple[Hands, tuple[int, ...]]] = []
    plays: list[list[Play]] = []
    for d, entry in enumerate(deals_doc):
        if not isinstance(entry, dict):
            raise F35RecordError("a deal must be an object", deal=d)
        second = setup.hands_per_shuffle == 2 and d % 2 == 1
        script.append(_deal_cards(entry, d, n, setup, script[d - 1] if second else None))
        plays.append(_plays(entry.get("plays", []), d, n))

    rng, second_hands = _generator(seed, text, n, setup, script)
    state = FiveThreeFiveState(n, options, rng, first)
    state.script = tuple(script)
    state.seed = seed
    state.start_deal()
    start = state.copy()
    start.hold_deals = True
    state.hold_deals = True
    decisions = _replay(state, plays)
    state.hold_deals = False
    if second_hands is not None and not state.over:
        state.keep_second_hands(second_hands)
    return Loaded(
        state=state,
        players=players,
        options=options.to_json(),
        start=start,
        decisions=tuple(decisions),
    )


def _replay(state: FiveThreeFiveState, deals: list[list[Play]]) -> list[Play]:
    """Every play of every deal through the rules, in order."""
    applied: list[Play] = []
    for d, plays in enumerate(deals):
        if state.deal != d:
            if state.over:
                raise F35RecordError(
                    f"the game ended after deal {state.deal + 1}, but the record goes on",
                    kind="rules",
                    deal=d,
                )
            raise F35RecordError(
                "the deal before did not end (nobody went out), but this deal follows",
                kind="rules",
                deal=d,
            )
        for p, play in enumerate(plays):
            if state.pending or state.deal != d:
                raise F35RecordError(
                    "the deal had already ended (a player went out), but its plays go on",
                    kind="rules",
                    deal=d,
                    play=p,
                )
            problem = state.why_illegal(play)
            if problem is not None:
                raise F35RecordError(problem, kind="rules", deal=d, play=p, seat=play.seat)
            state.apply_unchecked(play)
            applied.append(play)
    return applied


def _generator(
    seed: int | None,
    text: bytes | str,
    n: int,
    setup: Setup,
    script: list[tuple[Hands, tuple[int, ...]]],
) -> tuple[random.Random, Hands | None]:
    """The generator a loaded game deals on with, so a resumed game deals as the original
    would: with a seed, the generator after its first draw and one shuffle per shuffle in
    the record; and with two players whose record ends on a first hand, that shuffle's
    second hand when the shuffle matches the record. Without a seed, a generator seeded
    from the record's text, so a record always resumes the same way."""
    if seed is None:
        raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
        return random.Random(zlib.crc32(raw)), None
    rng = random.Random(seed)
    rng.randrange(n)
    shuffled: list[int] = []
    for d in range(len(script)):
        if setup.hands_per_shuffle == 1 or d % 2 == 0:
            shuffled = deck_for(setup.copies)
            rng.shuffle(shuffled)
    if setup.hands_per_shuffle == 1 or len(script) % 2 == 0:
        return rng, None
    size = setup.hand_size
    hands = tuple(tuple(sorted(shuffled[s * size : (s + 1) * size])) for s in range(n))
    second = tuple(tuple(sorted(shuffled[(n + s) * size : (n + s + 1) * size])) for s in range(n))
    if (hands, tuple(sorted(shuffled[2 * n * size :]))) != script[-1]:
        return rng, None
    return rng, second
