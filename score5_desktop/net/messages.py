"""The table protocol's messages (docs/protocol.md): their version, the typed error
codes, and every message a client may send, read from untrusted JSON.

A message is one JSON object in one text frame, with a ``type``. ``parse`` turns a
frame into one of the frozen values below or raises ``BadMessage`` with the code
to answer; it reads only the fields it names, with their types and lengths
checked, so nothing a client sends reaches a table unchecked. The decision inside
``decide`` stays JSON here: only the table knows its game's decision types.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from score5_desktop.core.names import MAX_NAME_CHARS, clean_name

#: The protocol spoken; a client of another version is told so and let go.
PROTOCOL_VERSION = 1
#: The largest frame either side accepts (websockets' ``max_size``).
MAX_FRAME_BYTES = 64 * 1024
#: Longest identifier, invite code or token a client may send.
MAX_KEY_CHARS = 64
MAX_OPTIONS = 16


class ErrorCode(StrEnum):
    """Why a message was refused; the ``message`` beside it is English for people."""

    BAD_MESSAGE = "bad-message"  # not JSON, not an object, a field missing or mistyped
    VERSION = "version"  # another protocol version: the connection is closed
    HELLO_FIRST = "hello-first"
    BAD_GAME = "bad-game"  # unknown game, seat count, level or option
    BAD_INVITE = "bad-invite"  # no table has this invite
    TABLE_FULL = "table-full"  # every open seat is taken
    BAD_TOKEN = "bad-token"  # no seat has this token
    NOT_SEATED = "not-seated"  # a decision or resync from a connection without a seat
    ALREADY_SEATED = "already-seated"
    NOT_YOUR_TURN = "not-your-turn"
    STALE = "stale"  # a decision for a question already answered or not asked
    ILLEGAL = "illegal"  # against the rules
    RATE_LIMITED = "rate-limited"  # too many messages: the connection is closed
    SERVER_FULL = "server-full"
    REPLACED = "replaced"  # the seat was taken back by another connection with its token
    NOT_HOST = "not-host"  # a host's message without the table's host token
    SEAT_HELD = "seat-held"  # a person's seat given to a bot while they are connected


class BadMessage(Exception):
    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class Hello:
    protocol: int


@dataclass(frozen=True, slots=True)
class Create:
    game: str
    players: int
    open: int
    bots: str
    options: dict[str, bool | int | str]
    levels: tuple[str, ...] = ()  # one a bot seat, in order (empty: every one ``bots``)


@dataclass(frozen=True, slots=True)
class Join:
    invite: str
    name: str
    pictures: bool = False  # the seat is drawn at the app's table: send its pictures


@dataclass(frozen=True, slots=True)
class Resume:
    token: str
    pictures: bool = False


@dataclass(frozen=True, slots=True)
class Start:
    """The host starts now: the open seats go to bots of ``level`` (None: the table's)."""

    host: str
    level: str | None


@dataclass(frozen=True, slots=True)
class GiveSeat:
    """The host gives ``seat`` (open, or a person's nobody holds now) to a bot."""

    host: str
    seat: int
    level: str | None


@dataclass(frozen=True, slots=True)
class Decide:
    ask: int
    decision: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Resync:
    pass


@dataclass(frozen=True, slots=True)
class Ping:
    id: int


Message = Hello | Create | Join | Resume | Decide | Resync | Ping | Start | GiveSeat


def parse(frame: str | bytes) -> Message:
    """The message in ``frame``; ``BadMessage`` says why there is none."""
    if not isinstance(frame, str):
        raise BadMessage(ErrorCode.BAD_MESSAGE, "messages are JSON text frames")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise BadMessage(ErrorCode.BAD_MESSAGE, "a message is one JSON object") from None
    if not isinstance(data, dict):
        raise BadMessage(ErrorCode.BAD_MESSAGE, "a message is one JSON object")
    kind = data.get("type")
    reader = _READERS.get(kind) if isinstance(kind, str) else None
    if reader is None:
        raise BadMessage(ErrorCode.BAD_MESSAGE, "unknown message type")
    return reader(data)


def _int(data: dict[str, Any], key: str, low: int = 0, high: int = 2**31) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise BadMessage(ErrorCode.BAD_MESSAGE, f"{key} must be a whole number")
    return value


def _key(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= MAX_KEY_CHARS:
        raise BadMessage(ErrorCode.BAD_MESSAGE, f"{key} must be a short text")
    return value


def _hello(data: dict[str, Any]) -> Hello:
    return Hello(_int(data, "protocol"))


def _create(data: dict[str, Any]) -> Create:
    options = data.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise BadMessage(ErrorCode.BAD_MESSAGE, "options must be a small object")
    for key, value in options.items():
        if len(key) > MAX_KEY_CHARS or not isinstance(value, bool | int | str):
            raise BadMessage(ErrorCode.BAD_MESSAGE, "options hold plain values")
        if isinstance(value, str) and len(value) > MAX_KEY_CHARS:
            raise BadMessage(ErrorCode.BAD_MESSAGE, "options hold short values")
    return Create(
        game=_key(data, "game"),
        players=_int(data, "players", 1, 16),
        open=_int(data, "open", 1, 16),
        bots=_key(data, "bots"),
        options=dict(options),
        levels=_levels(data),
    )


def _levels(data: dict[str, Any]) -> tuple[str, ...]:
    levels = data.get("levels", [])
    if not isinstance(levels, list) or len(levels) > 16:
        raise BadMessage(ErrorCode.BAD_MESSAGE, "levels must be a short list")
    return tuple(_key({"level": level}, "level") for level in levels)


def _join(data: dict[str, Any]) -> Join:
    name = data.get("name")
    if not isinstance(name, str) or len(name) > 4 * MAX_NAME_CHARS:
        raise BadMessage(ErrorCode.BAD_MESSAGE, "name must be a short text")
    name = clean_name(name)
    if not name:
        raise BadMessage(ErrorCode.BAD_MESSAGE, "name must not be empty")
    return Join(_key(data, "invite"), name, _flag(data, "pictures"))


def _flag(data: dict[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise BadMessage(ErrorCode.BAD_MESSAGE, f"{key} must be true or false")
    return value


def _level(data: dict[str, Any]) -> str | None:
    return None if data.get("level") is None else _key(data, "level")


def _decide(data: dict[str, Any]) -> Decide:
    decision = data.get("decision")
    if not isinstance(decision, dict):
        raise BadMessage(ErrorCode.BAD_MESSAGE, "decision must be an object")
    return Decide(_int(data, "ask"), decision)


_READERS = {
    "hello": _hello,
    "create": _create,
    "join": _join,
    "resume": lambda data: Resume(_key(data, "token"), _flag(data, "pictures")),
    "start": lambda data: Start(_key(data, "host"), _level(data)),
    "give-seat": lambda data: GiveSeat(_key(data, "host"), _int(data, "seat", 0, 15), _level(data)),
    "decide": _decide,
    "resync": lambda data: Resync(),
    "ping": lambda data: Ping(_int(data, "id")),
}


def error(code: ErrorCode, message: str) -> str:
    """The frame telling a client why its message was refused."""
    return json.dumps({"type": "error", "code": str(code), "message": message})
