"""One seat of an online table, as a step machine the ``GameModel`` drives like a ``Session``.

At home, ``Session`` holds the engine state and says what follows. At an online table
the state is on the server; this seat receives only the public events, its own view
and the picture of the table as it alone may see it (masked by the server,
``Session.seat_picture``). ``RemoteSession`` turns those messages into the same steps
(``Publish``, ``Show``, ``AskHuman``, ``Applied``, ``GameOver``, ``Refused``) and
answers the same calls (``begin``, ``consumed``, ``submit``), so the table widgets,
the log, the panels, the hint, the end window and the History work as they do at
home, with no hand-over screen: there is one person at this screen.

It is plain Python: ``receive`` takes one message (a JSON object, already parsed)
and returns the steps; ``send`` is given the messages for the server. Everything
received is untrusted: read through the game's own wire types (``core.wire``); a
message that does not read is dropped and the seat asks for its whole state again.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable
from typing import Any

from score5_desktop.core import registry
from score5_desktop.core.names import clean_name
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Decision, Event, Game, Outcome, View
from score5_desktop.core.wire import WireError, decode
from score5_desktop.model.session import (
    Applied,
    AskHuman,
    GameOver,
    Publish,
    Refused,
    Show,
    Step,
)
from score5_desktop.model.text import bot_name

#: Error codes after which the question stays open: it is asked again.
_ASKED_AGAIN = ("illegal", "stale", "not-your-turn")


class RemoteError(Exception):
    """The table cannot be played from this copy (another game, unreadable seats)."""


class _SeatState:
    """What the model reads of ``Session.state`` for the one seat here: its own view
    (the hint asks the bot with it). Legality is the server's to judge."""

    def __init__(self, session: RemoteSession) -> None:
        self._session = session

    def view(self, seat: int) -> View | None:
        return self._session.view(seat)

    def is_legal(self, decision: Decision) -> bool:
        return getattr(decision, "seat", None) == self._session.seat

    @property
    def is_over(self) -> bool:
        return self._session.is_over


class RemoteSession:
    """``seat`` of a table of ``game``; ``send`` carries messages to the server."""

    remote = True
    hot_seat = False
    bots: frozenset[int] = frozenset()  # nobody thinks on this machine for the table

    def __init__(self, seated: dict[str, Any], send: Callable[[dict[str, Any]], None]) -> None:
        try:
            self.game: Game = registry.get(str(seated["game"]))
        except KeyError:
            raise RemoteError("this copy does not have the table's game") from None
        wire = getattr(self.game, "wire", None)
        if wire is None or getattr(wire, "picture", None) is None:
            raise RemoteError("this game cannot be played online")
        self.wire = wire
        self.seat = _seat_number(seated.get("seat"))
        self.table = str(seated.get("table", ""))
        self._send = send
        self.players: tuple[Player, ...] = ()
        self.kinds: tuple[str, ...] = ()
        self.set_seats(seated.get("seats"))
        if not 0 <= self.seat < len(self.players):
            raise RemoteError("the server gave a seat that is not at the table")
        self.humans = (self.seat,)
        self.present: tuple[bool, ...] = (True,) * len(self.players)
        self.state = _SeatState(self)
        self.auto_forced = True
        self.bot_pace = 0.0
        self.thinking: dict[int, float] = {}
        self.deciding: int | None = None
        self.handover: int | None = None
        self.at_screen: int | None = self.seat
        self.exposed: int | None = self.seat
        self.started = False
        self._picture: Any = None
        self._view: View | None = None
        self._queue: deque[tuple[Event, Any]] = deque()
        self._in_flight = False
        self._seq = 0
        self._decisions = 0
        self._ask: int | None = None  # the question the server has put to this seat
        self._asked: int | None = None  # the one put to the person (AskHuman)
        self._sent: int | None = None  # the one answered
        self._to_act: tuple[int, ...] = ()
        self._over = False
        self._outcome: Outcome | None = None
        self._record: str | None = None
        self._last_event: Event | None = None
        #: The events before this seat came (back): the log's first lines.
        self.past: tuple[Event, ...] = ()
        self._over_announced = False
        self._begun = False

    # -- what the model reads (as of ``Session``) ---------------------------------------------
    @property
    def busy(self) -> bool:
        return self._in_flight or bool(self._queue)

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def end_shown(self) -> bool:
        return self._over and not self.busy

    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def visible(self) -> frozenset[int]:
        return frozenset(range(len(self.players))) if self.end_shown else frozenset({self.seat})

    def picture(self) -> Any:
        return self._picture

    def view(self, seat: int) -> View | None:
        return self._view if seat == self.seat else None

    def record_text(self) -> str:
        """The game's record, once the game is over (the server sends it then)."""
        if self._record is None:
            raise RemoteError("the record comes at the end of the game")
        return self._record

    def outcome(self) -> Outcome | None:
        return self._outcome

    # -- calls from the model -------------------------------------------------------------------
    def begin(self) -> list[Step]:
        self._begun = True
        return self._pump()

    def consumed(self) -> list[Step]:
        if not self._in_flight:
            return []
        self._in_flight = False
        return self._pump()

    def confirm_handover(self) -> list[Step]:
        return []  # one person at this screen: never a hand-over

    def bot_decided(self, seat: int, answer: Any, error: str = "") -> list[Step]:
        return []

    def tick(self) -> list[Step]:
        return []

    def submit(self, decision: Decision) -> list[Step]:
        """This seat's decision: sent to the server, which applies it (or refuses it)."""
        if self.deciding is None or getattr(decision, "seat", None) != self.seat:
            return [Refused(not_your_turn=True)]
        ask = self._asked
        self.deciding = None
        self._sent = ask
        self._send({"type": "decide", "ask": ask, "decision": self.wire.encode_decision(decision)})
        return []

    # -- messages from the server -------------------------------------------------------------
    def set_seats(self, seats: Any) -> None:
        """Who sits where, from the server's list (names cleaned and capped)."""
        if not isinstance(seats, list) or not 1 <= len(seats) <= 16:
            raise RemoteError("the server sent no seats")
        players, kinds = [], []
        for number, seat in enumerate(seats):
            seat = seat if isinstance(seat, dict) else {}
            kind = str(seat.get("kind", ""))
            name = clean_name(str(seat.get("name", ""))) or str(number + 1)
            if kind == "bot":
                name = _bot_words(name)
            level = seat.get("level") if isinstance(seat.get("level"), str) else None
            players.append(Player(name, "bot", level) if kind == "bot" else Player(name))
            kinds.append(kind)
        if self.players and len(players) != len(self.players):
            return  # a table never changes its size
        self.players = tuple(players)
        self.kinds = tuple(kinds)

    def receive(self, message: dict[str, Any]) -> list[Step]:
        """The steps one message from the server leads to (none before ``begin``: they
        wait until the table is on screen)."""
        kind = message.get("type")
        try:
            if kind == "seats":
                self.set_seats(message.get("seats"))
            elif kind == "presence":
                present = message.get("present")
                if isinstance(present, list) and len(present) == len(self.players):
                    self.present = tuple(bool(p) for p in present)
            elif kind == "state":
                return self._state(message)
            elif kind == "update":
                return self._update(message)
            elif kind == "error" and message.get("code") in _ASKED_AGAIN:
                self._send({"type": "resync"})
                if message.get("code") == "illegal":
                    return [Refused(not_your_turn=False)]
        except (WireError, KeyError, TypeError, ValueError):
            self._send({"type": "resync"})  # unreadable: ask for the whole state again
        return []

    def _state(self, message: dict[str, Any]) -> list[Step]:
        if not message.get("started"):
            return []
        picture = self.wire.decode_picture(message["picture"])
        self._seq = _number(message.get("seq"))
        self._queue.clear()
        self._in_flight = False
        self._picture = picture
        self._read_seat(message)
        # Asked again, whatever was asked or answered before: an answer sent as the
        # connection dropped may never have arrived (a stale one is refused, not applied).
        self._asked = self._sent = None
        self.deciding = None
        if not self.started:
            self.started = True
            self.past = self._past_events(message.get("log"))
            return []
        return [Show(picture), *self._pump()] if self._begun else []

    def _past_events(self, log: Any) -> tuple[Event, ...]:
        """The events of a ``state``'s ``log``, read as the updates' are; a log that does
        not read is left out (the table is whole without it), not asked for again."""
        if not isinstance(log, list):
            return ()
        try:
            return tuple(self.wire.decode_event(item["event"]) for item in log)
        except (WireError, KeyError, TypeError, ValueError):
            return ()

    def _update(self, message: dict[str, Any]) -> list[Step]:
        items = message.get("events")
        if not isinstance(items, list):
            raise ValueError("events")
        if not self.started:
            first = message.get("first_picture")
            if first is None or not items or _number(items[0].get("n")) != 1:
                self._send({"type": "resync"})  # came in the middle: the whole state first
                return []
            self._picture = self.wire.decode_picture(first)
            self.started = True
        elif items and _number(items[0].get("n")) != self._seq + 1:
            self._send({"type": "resync"})  # a frame was missed
            return []
        for item in items:
            event = self.wire.decode_event(item["event"])
            picture = self.wire.decode_picture(item["picture"])
            self._queue.append((event, picture))
            self._seq = _number(item.get("n"))
        applied = _number(message.get("decisions")) - self._decisions
        self._read_seat(message)
        steps: list[Step] = [Applied(None)] * min(max(applied, 0), 1)  # type: ignore[arg-type]
        if not items and not self.busy and "picture" in message:
            picture = self.wire.decode_picture(message["picture"])
            if picture != self._picture:
                self._picture = picture
                steps.append(Show(picture))  # a bid put down: it is set apart in the hand
        if not self._begun:
            return []
        return steps + (self._pump() if not self._in_flight else [])

    def _read_seat(self, message: dict[str, Any]) -> None:
        view = message.get("view")
        self._view = None if view is None else self.wire.decode_view(view)
        ask = message.get("ask")
        self._ask = ask if type(ask) is int else None
        self._decisions = _number(message.get("decisions"))
        to_act = message.get("to_act", [])
        self._to_act = tuple(s for s in to_act if type(s) is int and 0 <= s < len(self.players))
        # Only a bot seat is shown thinking: a person the table waits for is not a bot
        # (the window words that seat as a person choosing).
        self.thinking = {
            s: 0.0
            for s in self._to_act
            if s != self.seat and s < len(self.kinds) and self.kinds[s] == "bot"
        }
        if message.get("over"):
            self._over = True
            self.thinking = {}
            outcome = message.get("outcome")
            if outcome is not None:
                self._outcome = decode(outcome, Outcome)
            record = message.get("record")
            if isinstance(record, str):
                self._record = record
        if self._ask is None:
            self.deciding = None
            self._asked = None

    def _pump(self) -> list[Step]:
        """The next event to show, or, when every one is shown, this seat's question."""
        if self._in_flight:
            return []
        if self._queue:
            event, picture = self._queue.popleft()
            self._picture = picture
            self._last_event = event
            self._in_flight = True
            return [Publish(event, picture)]
        if self._over:
            if self._over_announced or self._outcome is None:
                return []
            self._over_announced = True
            self.deciding = None
            return [GameOver(self._outcome, self._last_event)]
        if self._ask is not None and self._ask != self._asked and self._ask != self._sent:
            if self._view is None:
                return []
            self._asked = self._ask
            self.deciding = self.seat
            return [AskHuman(self.seat, self._view)]
        return []


def _number(value: Any) -> int:
    if type(value) is not int or value < 0:
        raise ValueError("not a count")
    return value


def _bot_words(name: str) -> str:
    """A bot seat's name as the server words it ("Bot 3", in English for every window)
    in this window's language, its number kept so every window names the same bot."""
    found = re.fullmatch(r"Bot (\d{1,3})", name)
    return bot_name(int(found[1])) if found else name


def _seat_number(value: Any) -> int:
    if type(value) is not int:
        raise RemoteError("the server gave no seat")
    return value
