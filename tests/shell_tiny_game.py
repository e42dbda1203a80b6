"""A tiny card game that exists only in the tests, to prove the shell is generic.

"High card": two seats, six cards (1, 2 and 3, twice each), three each. In each
of three tricks both seats play a card at once (a simultaneous step, hidden until
both played); the higher card takes the trick, equal cards give it to nobody. The
most tricks wins; a tie shares the win.
It goes through the command line, the tournaments, the history, the replay
navigator and the live session (its table picture: ``TinyPicture``) with no SCORE 5
module imported.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from score5_desktop.core import registry
from score5_desktop.core.errors import IllegalDecision, RecordError
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Loaded, Outcome, QtPart

FORMAT = "tiny-record"
CARDS = (1, 1, 2, 2, 3, 3)
TRICKS = 3


class Play(NamedTuple):
    seat: int
    card: int


class Played(NamedTuple):
    seat: int
    card: int


class TrickTaken(NamedTuple):
    seat: int | None  # None: equal cards, nobody takes it


@dataclass(frozen=True, slots=True)
class TinyView:
    seat: int
    hand: tuple[int, ...]
    tricks: tuple[int, int]
    played: bool  # whether this seat has played in the current trick


@dataclass(frozen=True, slots=True)
class TinyPicture:
    """The tiny table: hands (None: may not be shown), the card each seat has put down
    face down in the trick under way (None: none, or not to be shown), the last trick
    face up, and the tricks won."""

    hands: tuple[tuple[int, ...] | None, ...]
    sizes: tuple[int, ...]
    down: tuple[int | None, ...]
    played: tuple[bool, ...]  # public: a card lies face down for this seat
    last_trick: tuple[int, ...]
    tricks: tuple[int, ...]


class TinyState:
    def __init__(self, hands: Sequence[Sequence[int]]) -> None:
        self.hands = [sorted(hand) for hand in hands]
        self.tricks = [0, 0]
        self.pending: list[int | None] = [None, None]
        self.plays: list[Play] = []

    @property
    def players(self) -> int:
        return 2

    @property
    def is_over(self) -> bool:
        return not self.hands[0] and not self.hands[1]

    def to_act(self) -> tuple[int, ...]:
        if self.is_over:
            return ()
        return tuple(seat for seat in (0, 1) if self.pending[seat] is None)

    def is_legal(self, decision: Play) -> bool:
        return decision.seat in self.to_act() and decision.card in self.hands[decision.seat]

    def apply(self, decision: Play) -> list[Any]:
        if not self.is_legal(decision):
            raise IllegalDecision(f"seat {decision.seat} cannot play {decision.card}",
                                  seat=decision.seat)  # fmt: skip
        self.plays.append(decision)
        self.pending[decision.seat] = decision.card
        events: list[Any] = [Played(decision.seat, decision.card)]
        if None not in self.pending:
            a, b = self.pending
            assert a is not None and b is not None
            for seat, card in enumerate((a, b)):
                self.hands[seat].remove(card)
            taker = None if a == b else (0 if a > b else 1)
            if taker is not None:
                self.tricks[taker] += 1
            self.pending = [None, None]
            events.append(TrickTaken(taker))
        return events

    def opening_events(self) -> list[Any]:
        return []

    def fallback(self, seat: int) -> Play:
        return Play(seat, self.hands[seat][0])

    def forced(self, seat: int) -> Play | None:
        return Play(seat, self.hands[seat][0]) if len(self.hands[seat]) == 1 else None

    def view(self, seat: int) -> TinyView:
        return TinyView(
            seat,
            tuple(card for card in self.hands[seat]),
            (self.tricks[0], self.tricks[1]),
            self.pending[seat] is not None,
        )

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        best = max(self.tricks)
        winners = tuple(seat for seat in (0, 1) if self.tricks[seat] == best)
        return Outcome(tuple(self.tricks), winners, higher_wins=True)

    def copy(self) -> TinyState:
        other = TinyState(self.hands)
        other.tricks = list(self.tricks)
        other.pending = list(self.pending)
        other.plays = list(self.plays)
        return other


class TinyAdvice(NamedTuple):
    decision: Play
    reasons: tuple[Any, ...]


class TinyBot:
    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level
        self._random = random.Random(seed)

    def advise(self, view: TinyView) -> TinyAdvice:
        return TinyAdvice(self.decide(view), ())

    def decide(self, view: TinyView) -> Play:
        if self.level == "high":
            return Play(view.seat, max(view.hand))
        return Play(view.seat, self._random.choice(view.hand))


class TinyGame:
    """The tiny game, with the optional hooks the shell uses (statistics, table pictures)."""

    id = "tiny"
    record_format = FORMAT
    min_players = 2
    max_players = 2
    bot_levels = ("random", "high")

    #: Only the window test plays it on screen; elsewhere it has no Qt part, so the
    #: windows (new-game dialog, History) never offer it.
    plays_on_screen = False

    def qt_part(self) -> QtPart:
        """The tiny game's Qt part (``tests.tiny_game_screen``), imported on this call."""
        if not self.plays_on_screen:
            raise ModuleNotFoundError("no Qt part for the tiny game here", name="tests.tiny_qt")
        from tests.tiny_game_screen import GAME_UI

        return GAME_UI

    def default_options(self) -> Mapping[str, Any]:
        return {}

    def check_options(self, options: Mapping[str, Any], players: int) -> Mapping[str, Any]:
        if options:
            raise ValueError(f"unknown option {next(iter(options))!r}")
        return {}

    def new_state(
        self, players: Sequence[Player], seed: int, options: Mapping[str, Any]
    ) -> TinyState:
        cards = list(CARDS)
        random.Random(seed).shuffle(cards)
        return TinyState([cards[:TRICKS], cards[TRICKS:]])

    def load_record(self, text: str) -> Loaded:
        doc = json.loads(text)
        if doc.get("format") != FORMAT or doc.get("version") != 1:
            raise RecordError("not a tiny record of version 1", kind="version")
        try:
            players = tuple(Player(p["name"], p["kind"], p.get("level")) for p in doc["players"])
            hands = doc["hands"]
            if len(players) != 2 or sorted(hands[0] + hands[1]) != list(CARDS):
                raise RecordError("the hands are not the six cards")
            state = TinyState(hands)
            start = state.copy()
            decisions = tuple(Play(seat, card) for seat, card in doc["plays"])
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"a field is missing or wrong ({type(exc).__name__})") from None
        for number, decision in enumerate(decisions):
            try:
                state.apply(decision)
            except IllegalDecision as exc:
                raise RecordError(f"play {number}: {exc}", kind="rules") from None
        return Loaded(state, players, {}, start, decisions)

    def dump_record(self, state: TinyState, players: Sequence[Player]) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": 1,
                "players": [p.to_json() for p in players],
                "hands": [sorted(hand) for hand in _start_hands(state)],
                "plays": [[seat, card] for seat, card in state.plays],
            }
        )

    def seat_stats(self, state: TinyState) -> list[Mapping[str, int | float]]:
        return [{"tricks": tricks} for tricks in state.tricks]

    def first_picture(self, state: TinyState, opening: Sequence[Any]) -> TinyPicture:
        down = tuple(state.pending)
        hands = []
        for hand, card in zip(state.hands, down, strict=True):
            held = list(hand)
            if card is not None:  # put down in the trick under way: on the table
                held.remove(card)
            hands.append(tuple(held))
        return TinyPicture(
            hands=tuple(hands),
            sizes=tuple(len(hand) for hand in hands),
            down=down,
            played=tuple(card is not None for card in down),
            last_trick=(),
            tricks=tuple(state.tricks),
        )

    def next_picture(self, picture: TinyPicture, event: Any, state: TinyState) -> TinyPicture:
        if isinstance(event, Played):
            hand = list(picture.hands[event.seat] or ())
            hand.remove(event.card)
            seat = event.seat
            return replace(
                picture,
                hands=_put(picture.hands, seat, tuple(hand)),
                sizes=_put(picture.sizes, seat, len(hand)),
                down=_put(picture.down, seat, event.card),
                played=_put(picture.played, seat, True),
            )
        assert isinstance(event, TrickTaken)
        tricks = picture.tricks
        if event.seat is not None:
            tricks = _put(tricks, event.seat, tricks[event.seat] + 1)
        return replace(
            picture,
            down=(None, None),
            played=(False, False),
            last_trick=tuple(c for c in picture.down if c is not None),
            tricks=tricks,
        )

    def visible_picture(
        self, picture: TinyPicture, visible: frozenset[int], state: TinyState
    ) -> TinyPicture:
        return replace(
            picture,
            hands=tuple(h if s in visible else None for s, h in enumerate(picture.hands)),
            down=tuple(c if s in visible else None for s, c in enumerate(picture.down)),
        )

    def replay_summary(self, state: TinyState, players: Sequence[Player]) -> dict[str, Any]:
        outcome = state.outcome()
        return {
            "status": "finished" if outcome else "in_progress",
            "tricks": list(state.tricks),
            "winners": list(outcome.winners) if outcome else [],
            "to_act": list(state.to_act()),
        }

    def make_bot(
        self, level: str, seed: int | None = None, think: float | int | None = None
    ) -> TinyBot:
        if level not in self.bot_levels:
            raise ValueError(level)
        return TinyBot(level, seed)


def _put(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def _start_hands(state: TinyState) -> list[list[int]]:
    """Each seat's dealt hand: what it holds and the cards of the tricks completed
    (a card played in the trick under way is still in its hand)."""
    hands = [list(hand) for hand in state.hands]
    waiting = sum(card is not None for card in state.pending)
    for seat, card in state.plays[: len(state.plays) - waiting]:
        hands[seat].append(card)
    return hands


GAME = TinyGame()


def install() -> TinyGame:
    """Register the tiny game (idempotent) and return it."""
    registry.register(GAME)
    return GAME
