"""A game's values as JSON and back, for tables played over the network.

Decisions, events and seat views are each game's own frozen values (NamedTuples,
frozen dataclasses, enums, tuples of whole numbers). Rather than a hand-written
codec per game, the value's own type hints are the schema: ``encode`` writes the
fields by name, ``decode`` rebuilds the value from a JSON object and refuses
anything its hints do not allow (a string for a number, a missing or an extra
field, an enum value the game does not have). What a hint cannot describe (a
deck, a table of precomputed plays) the game gives as a ``Special``: how to name
it and how to find it again from that name.

Decoding never trusts its input: it reads only what the hints name, caps the
length of every sequence and string, and raises ``WireError`` for the rest.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from functools import cache, partial
from typing import Any

#: The longest sequence or string a decoded value may hold (a hand, a history).
MAX_ITEMS = 1024
MAX_TEXT = 256


class WireError(ValueError):
    """A JSON value does not describe a value of the expected type."""


@dataclass(frozen=True, slots=True)
class Special:
    """A type the hints cannot rebuild: ``encode`` names a value, ``decode`` finds it
    again (raising ``ValueError`` for a name it does not know)."""

    encode: Callable[[Any], Any]
    decode: Callable[[Any], Any]


@dataclass(frozen=True, slots=True)
class WireTypes:
    """What a game sends over the network: its seat view's type, its decision types
    (tagged by class name) and the specials its values hold."""

    view: type
    decisions: tuple[type, ...]
    specials: Mapping[type, Special] = field(default_factory=dict)
    events: tuple[type, ...] = ()
    """The game's event types, tagged by class name: read back by the app's table."""
    picture: type | None = None
    """The game's table picture (``TablePictures``), sent masked to a seat's own table."""

    def encode(self, value: Any) -> Any:
        return encode(value, self.specials)

    def encode_decision(self, decision: Any) -> dict[str, Any]:
        return self.encode_tagged(decision)

    def encode_tagged(self, value: Any) -> dict[str, Any]:
        """A decision or an event, tagged with its class name (events only travel out)."""
        return {"type": type(value).__name__, **encode(value, self.specials)}

    def decode_view(self, data: Any) -> Any:
        return decode(data, self.view, self.specials)

    def decode_decision(self, data: Any) -> Any:
        """A decision from untrusted JSON: one of ``decisions`` by its ``type`` tag."""
        return self._tagged(data, self.decisions, "decision")

    def decode_event(self, data: Any) -> Any:
        """An event from the server: one of ``events`` by its ``type`` tag."""
        return self._tagged(data, self.events, "event")

    def decode_picture(self, data: Any) -> Any:
        if self.picture is None:
            raise WireError("this game sends no pictures")
        return decode(data, self.picture, self.specials)

    def _tagged(self, data: Any, kinds: tuple[type, ...], what: str) -> Any:
        if not isinstance(data, dict):
            raise WireError(f"a {what} is an object")
        named = {kind.__name__: kind for kind in kinds}
        name = data.get("type")
        if name not in named:
            raise WireError(f"unknown {what} type")
        fields = {key: value for key, value in data.items() if key != "type"}
        return decode(fields, named[name], self.specials)


def encode(value: Any, specials: Mapping[type, Special] = {}) -> Any:  # noqa: B006 (read only)
    """``value`` as plain JSON: records as objects by field name, enums as their values."""
    kind = type(value)
    if kind is int or kind is str or kind is bool or value is None:
        return value  # most of a view: checked first, as a view is sent after every decision
    special = specials.get(kind)
    if special is not None:
        return special.encode(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, int | str):
        return value
    if _is_record(kind):
        return {name: encode(getattr(value, name), specials) for name in _fields(kind)}
    if isinstance(value, tuple | list):
        return [encode(item, specials) for item in value]
    if isinstance(value, dict):
        return {str(encode(key, specials)): encode(item, specials) for key, item in value.items()}
    if isinstance(value, frozenset | set):
        return sorted(encode(item, specials) for item in value)
    raise TypeError(f"no wire form for {kind.__name__}")


def decode(data: Any, hint: Any, specials: Mapping[type, Special] = {}) -> Any:  # noqa: B006
    """The value of type ``hint`` that ``data`` describes; ``WireError`` if none."""
    return _decoder(hint, tuple(specials.items()))(data)


Decoder = Callable[[Any], Any]


@cache
def _decoder(hint: Any, specials: tuple[tuple[type, Special], ...]) -> Decoder:
    """The checks for ``hint``, worked out once: a client reads a view per question."""
    special = dict(specials).get(hint)
    if special is not None:
        return partial(_special, special, hint.__name__)
    if hint is Any or hint is object:
        return _plain
    if hint in _SCALARS:
        return _SCALARS[hint]
    if isinstance(hint, type) and issubclass(hint, Enum):
        return partial(_enum, hint)
    if isinstance(hint, type) and _is_record(hint):
        hints = typing.get_type_hints(hint)
        fields = {name: _decoder(hints[name], specials) for name in _fields(hint)}
        return partial(_record, hint, fields)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        options = sorted(args, key=lambda a: a is not type(None))  # null first
        return partial(_union, tuple(_decoder(option, specials) for option in options))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return partial(_sequence, _decoder(args[0], specials))
    if origin is tuple:
        return partial(_fixed, tuple(_decoder(arg, specials) for arg in args))
    if origin is dict and args[0] is str:
        return partial(_mapping, _decoder(args[1], specials))
    raise TypeError(f"no wire form for the hint {hint!r}")


def _special(special: Special, name: str, data: Any) -> Any:
    try:
        return special.decode(data)
    except (ValueError, TypeError, KeyError) as error:
        raise WireError(f"no {name} of that name") from error


def _null(data: Any) -> None:
    if data is not None:
        raise WireError("expected null")


def _bool(data: Any) -> bool:
    if not isinstance(data, bool):
        raise WireError("expected true or false")
    return data


def _int(data: Any) -> int:
    if type(data) is not int:
        raise WireError("expected a whole number")
    return data


def _str(data: Any) -> str:
    if not isinstance(data, str) or len(data) > MAX_TEXT:
        raise WireError("expected a short text")
    return data


_SCALARS: dict[Any, Decoder] = {type(None): _null, bool: _bool, int: _int, str: _str}


def _enum(kind: type[Enum], data: Any) -> Enum:
    try:
        return kind(data)
    except ValueError as error:
        raise WireError(f"not a {kind.__name__}") from error


def _union(options: tuple[Decoder, ...], data: Any) -> Any:
    for option in options:
        try:
            return option(data)
        except WireError:
            continue
    raise WireError("no type of the union fits")


def _sequence(item: Decoder, data: Any) -> tuple[Any, ...]:
    if type(data) is not list or len(data) > MAX_ITEMS:
        raise WireError("expected a list")
    return tuple(map(item, data))


def _fixed(items: tuple[Decoder, ...], data: Any) -> tuple[Any, ...]:
    if type(data) is not list or len(data) != len(items):
        raise WireError("expected a list of a fixed length")
    return tuple(item(value) for item, value in zip(items, data, strict=True))


def _mapping(item: Decoder, data: Any) -> dict[str, Any]:
    """A small table keyed by text (such as a card per family, keyed by the family's name)."""
    if type(data) is not dict or len(data) > MAX_ITEMS:
        raise WireError("expected an object")
    return {_str(key): item(value) for key, value in data.items()}


def _record(kind: type, fields: dict[str, Decoder], data: Any) -> Any:
    if type(data) is not dict:
        raise WireError(f"a {kind.__name__} is an object")
    if not data.keys() <= fields.keys():
        raise WireError(f"unknown field in a {kind.__name__}")
    values = {name: read(data[name]) for name, read in fields.items() if name in data}
    try:
        return kind(**values)
    except (TypeError, ValueError) as error:  # a field missing, a value out of range
        raise WireError(f"not a valid {kind.__name__}") from error


def _plain(data: Any) -> Any:
    """JSON whose type the hints leave open: scalars only."""
    if data is None or isinstance(data, bool | int) or isinstance(data, str) and len(data) <= 64:
        return data
    raise WireError("expected a plain value")


@cache
def _is_record(kind: type) -> bool:
    return dataclasses.is_dataclass(kind) or (issubclass(kind, tuple) and hasattr(kind, "_fields"))


@cache
def _fields(kind: type) -> tuple[str, ...]:
    if dataclasses.is_dataclass(kind):
        return tuple(f.name for f in dataclasses.fields(kind) if f.init)
    return tuple(kind._fields)  # type: ignore[attr-defined]
