"""One table of the server: its game run by the same ``Session`` as the app's, its seats,
and what each seat is sent. Plain Python, no sockets: the server feeds it messages.

To the session every seat answers from outside (``AskBots``): a bot on the server's
executor or a person over the network alike, so a simultaneous step (SCORE 5's
bids) asks every seat at once. Events are shown at once (no table to animate), and
each is numbered for the table. A question carries the number of decisions applied
when it was asked (``ask``); an answer must quote it, so a stale or repeated one is
refused rather than applied twice. A person's illegal decision is refused, never
replaced by the game's fallback (that is for bots that fail).

What leaves a table is masked here: each seat's message holds the public events
(the engine's, which carry only public facts) and that seat's own ``view``. A seat
played at the app's table (``pictures``) also gets, with each event, the table's
picture as that seat alone may see it (``Session.seat_picture``: its own hand, every
hand once the game is over), so the app draws exactly what it would at home.

The host (who created the table, holding its ``host`` token) may give an open seat,
or a person's seat while nobody holds it, to a bot, and start before every open
seat is taken: the open seats then go to bots.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Bot, Decision, Game, State, View
from score5_desktop.core.wire import WireError
from score5_desktop.model.session import (
    Applied,
    AskBots,
    Publish,
    Session,
    Step,
)
from score5_desktop.net.messages import BadMessage, ErrorCode

#: The most events a ``state`` carries for a seat's log (the game's last ones): far
#: above a whole game's, and a frame the app reads whole (it takes up to 1 MiB).
LOG_KEPT = 4000

#: Random bytes in an invite code and a seat token (256 bits; at least 128 are asked for).
SECRET_BYTES = 32


def new_secret() -> str:
    return secrets.token_urlsafe(SECRET_BYTES)


def digest(secret: str) -> str:
    """What the server keeps of a secret: a token leaked from its files opens nothing."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


class SeatKind(StrEnum):
    OPEN = "open"  # waiting for a person
    PERSON = "person"
    BOT = "bot"


@dataclass(slots=True)
class Seat:
    kind: SeatKind
    name: str
    level: str | None = None
    token: str | None = None  # the digest of the seat's token

    def player(self) -> Player:
        if self.kind is SeatKind.BOT:
            return Player(self.name, "bot", self.level)
        return Player(self.name)

    def to_json(self) -> dict[str, Any]:
        return {"kind": str(self.kind), "name": self.name, "level": self.level, "token": self.token}


@dataclass(frozen=True, slots=True)
class Outgoing:
    """The message for one seat after a change: the new events and its own view."""

    seat: int
    data: dict[str, Any]


@dataclass(slots=True)
class NetTable:
    id: str
    game: Game
    state: State
    seats: list[Seat]
    seed: int
    invite: str  # the digest of the invite code
    decisions: int = 0  # applied so far
    saved: int = -1  # decisions the record on disk holds
    seq: int = 0  # the last event's number
    session: Session | None = None
    asked: dict[int, int] = field(default_factory=dict)  # seat -> the ask it must quote
    bots: dict[int, Bot] = field(default_factory=dict)
    host: str = ""  # the digest of the host's token ("" : no host)
    level: str | None = None  # the level of bots the host's seats are given
    pictures: set[int] = field(default_factory=set)  # seats that draw the table
    #: Every public event so far, numbered as sent (``{"n", "event"}``): a seat drawn
    #: at the app's table gets them with its ``state``, so a player back after quitting
    #: finds the game's log as it was. Rebuilt from the record when a server restarts.
    log: list[dict[str, Any]] = field(default_factory=list)

    @property
    def wire(self) -> Any:
        return self.game.wire  # a PlaysOnline game: the server checks it at creation

    @property
    def started(self) -> bool:
        return self.session is not None

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def players(self) -> list[Player]:
        return [seat.player() for seat in self.seats]

    def record_text(self) -> str:
        return self.game.dump_record(self.state, self.players())

    # -- seats ---------------------------------------------------------------------------
    def take_seat(self, name: str) -> tuple[int, str]:
        """The first open seat given to ``name``, and the token that holds it."""
        for number, seat in enumerate(self.seats):
            if seat.kind is SeatKind.OPEN:
                token = new_secret()
                self.seats[number] = Seat(SeatKind.PERSON, name, token=digest(token))
                return number, token
        raise BadMessage(ErrorCode.TABLE_FULL, "every open seat of this table is taken")

    def ready(self) -> bool:
        return all(seat.kind is not SeatKind.OPEN for seat in self.seats)

    def give_to_bot(self, number: int, level: str) -> str | None:
        """``number`` (an open seat, or a person's) played by a bot of ``level`` from now
        on; returns the digest of the token that held it (it opens nothing any more)."""
        seat = self.seats[number]
        if seat.kind is SeatKind.BOT:
            raise BadMessage(ErrorCode.ILLEGAL, "that seat is a bot's already")
        taken = {s.name for s in self.seats}
        name = next(f"Bot {n}" for n in range(1, len(self.seats) + 2) if f"Bot {n}" not in taken)
        self.seats[number] = Seat(SeatKind.BOT, name, level)
        self.pictures.discard(number)
        if self.started:
            self.bots[number] = self.game.make_bot(level, self.seed + number)
        return seat.token

    # -- the game ------------------------------------------------------------------------
    def start(self) -> list[Outgoing]:
        """Every seat is taken: deal (or resume) and ask the first questions."""
        players = [Player(seat.name, "bot") for seat in self.seats]  # all answer from outside
        opening = self.state.opening_events() if self.decisions == 0 else []
        self.session = Session(self.game, self.state, players, opening)
        for number, seat in enumerate(self.seats):
            if seat.kind is SeatKind.BOT and seat.level is not None:
                self.bots[number] = self.game.make_bot(seat.level, self.seed + number)
        # The table before the opening events, for the seats drawn at the app's table.
        first = {seat: self.wire.encode(self.session.seat_picture(seat)) for seat in self.pictures}
        outgoing = self._run(self.session.begin())
        for item in outgoing:
            if item.seat in first:
                item.data["first_picture"] = first[item.seat]
        return outgoing

    def decide(self, seat: int, ask: int, data: dict[str, Any]) -> list[Outgoing]:
        """A person's decision for ``seat`` (already bound to the connection)."""
        if self.session is None or seat not in self.asked:
            raise BadMessage(ErrorCode.NOT_YOUR_TURN, "nothing is asked of your seat now")
        if ask != self.asked[seat]:
            raise BadMessage(ErrorCode.STALE, "that question was already answered")
        try:
            decision = self.wire.decode_decision(data)
        except WireError as error:
            raise BadMessage(ErrorCode.BAD_MESSAGE, f"not a decision: {error}") from None
        if getattr(decision, "seat", None) != seat:
            raise BadMessage(ErrorCode.ILLEGAL, "a decision for another seat")
        try:
            legal = self.state.is_legal(decision)
        except (TypeError, ValueError, AttributeError, IndexError, KeyError):
            legal = False
        if not legal:
            raise BadMessage(ErrorCode.ILLEGAL, "the rules do not allow that decision now")
        return self._answer(seat, decision)

    def bot_answer(
        self, seat: int, ask: int, decision: Decision, error: str = ""
    ) -> list[Outgoing]:
        """A bot's answer from the executor (the session replaces a failed one)."""
        if self.session is None or self.asked.get(seat) != ask:
            return []
        del self.asked[seat]
        return self._run(self.session.bot_decided(seat, decision, error))

    def bot_questions(self) -> list[tuple[int, int, View]]:
        """The bot seats asked and the view each decides from: (seat, ask, view)."""
        return [
            (seat, ask, self.state.view(seat))
            for seat, ask in self.asked.items()
            if seat in self.bots
        ]

    def _answer(self, seat: int, decision: Decision) -> list[Outgoing]:
        assert self.session is not None
        del self.asked[seat]
        return self._run(self.session.bot_decided(seat, decision))

    def _run(self, steps: list[Step]) -> list[Outgoing]:
        assert self.session is not None
        events: list[dict[str, Any]] = []
        drawn: dict[int, list[Any]] = {seat: [] for seat in self.pictures}
        pending = list(steps)
        while pending:
            step = pending.pop(0)
            if isinstance(step, Publish):
                self.seq += 1
                numbered = {"n": self.seq, "event": self.wire.encode_tagged(step.event)}
                events.append(numbered)
                self.log.append(numbered)
                for seat, pictures in drawn.items():
                    pictures.append(self.wire.encode(self.session.seat_picture(seat)))
                pending += self.session.consumed()
            elif isinstance(step, Applied):
                self.decisions += 1
            elif isinstance(step, AskBots):
                for seat in step.requests:
                    self.asked[seat] = self.decisions
        return [
            Outgoing(seat, self.update(seat, _with_pictures(events, drawn.get(seat))))
            for seat in range(len(self.seats))
        ]

    # -- what a seat is sent -------------------------------------------------------------
    def update(self, seat: int, events: list[dict[str, Any]]) -> dict[str, Any]:
        return {
            "type": "update",
            "table": self.id,
            "events": events,
            **self._seat_state(seat),
        }

    def seat_state(self, seat: int) -> dict[str, Any]:
        """``seat``'s whole state, for a resync or a return: no new event, its view;
        for a seat drawn at the app's table, the public events so far (its log)."""
        data = {"type": "state", "table": self.id, "seq": self.seq, **self._seat_state(seat)}
        if seat in self.pictures and self.started:
            data["log"] = self.log[-LOG_KEPT:]
        return data

    def _seat_state(self, seat: int) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seat": seat,
            "decisions": self.decisions,
            "started": self.started,
            "view": self.wire.encode(self.state.view(seat)) if self.started else None,
            "ask": self.asked.get(seat),
            # Who is to act (public): the other tables show them thinking.
            "to_act": list(self.state.to_act()) if self.started and not self.is_over else [],
            "over": self.is_over,
        }
        if seat in self.pictures and self.session is not None:
            data["picture"] = self.wire.encode(self.session.seat_picture(seat))
        if self.is_over:
            data["summary"] = self.game.replay_summary(self.state, self.players())
            data["names"] = [seat.name for seat in self.seats]
            if seat in self.pictures:  # the app's end window and History
                data["outcome"] = self.wire.encode(self.state.outcome())
                data["record"] = self.record_text()
        return data

    def public(self) -> dict[str, Any]:
        """Who sits where (names, bots' levels), for every seat."""
        return {
            "game": self.game.id,
            "seats": [
                {"kind": str(seat.kind), "name": seat.name, "level": seat.level}
                for seat in self.seats
            ],
        }


def _with_pictures(
    events: list[dict[str, Any]], pictures: list[Any] | None
) -> list[dict[str, Any]]:
    """The events as one seat gets them: each with its picture for a seat at the app's
    table, bare for the others."""
    if pictures is None:
        return events
    return [{**event, "picture": picture} for event, picture in zip(events, pictures, strict=True)]
