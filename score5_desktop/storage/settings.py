"""The player's preferences, kept as a small JSON file in the config folder.

Settings must never stop the app from starting: a file that cannot be read
at all is kept aside untouched and the defaults are used; a file with a few
bad values keeps its good ones. Either way ``load`` returns a plain-words
message for the UI to show. Keys this version does not know are carried
through unchanged, so an older and a newer app can share one file.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from score5_desktop.core import registry
from score5_desktop.core.names import MAX_NAME_CHARS, clean_name, fit_name, name_problem
from score5_desktop.core.players import Player
from score5_desktop.paths import translations_dir
from score5_desktop.storage.atomic import quarantine, write_text_atomic
from score5_desktop.storage.errors import Kind, Problem, Reason, StorageError, describe_os_error
from score5_desktop.storage.files import FileRefused, read_regular_file
from score5_desktop.storage.paths import AppPaths

log = logging.getLogger(__name__)

FILE_VERSION: Final = 1
MAX_SETTINGS_BYTES: Final = 256 * 1024
MAX_GEOMETRY_CHARS: Final = 64 * 1024
ANIMATION_SPEEDS: Final = ("slow", "normal", "fast", "instant")
THEMES: Final = ("system", "light", "dark")
_LANGUAGE = re.compile(r"[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8}){0,3}")
LEGACY_SETUP_KEY: Final = "last_setup"
"""Where versions before one setup per game kept the default game's setup: read into
``game_setups`` under the registry's default game, never written again."""
_RESERVED_KEYS: Final = frozenset({"version", LEGACY_SETUP_KEY})


# -- the last new-game setup ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat of the new-game dialog: who sits there (bots have a level)."""

    name: str
    kind: str = "human"
    level: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or len(self.name) > MAX_NAME_CHARS:
            raise ValueError(f"a name is text of at most {MAX_NAME_CHARS} characters")
        problem = name_problem(self.name)
        if problem is not None:
            raise ValueError(f"a name {problem}")
        if self.kind not in ("human", "bot"):
            raise ValueError(f"a seat is 'human' or 'bot', not {self.kind!r}")
        if self.kind == "bot" and self.level not in _bot_levels():
            raise ValueError(f"unknown bot level {self.level!r}")
        if self.kind == "human" and self.level is not None:
            raise ValueError("a human seat has no level")

    def to_player(self) -> Player:
        return Player(name=self.name, kind=self.kind, level=self.level)


MAX_GAME_SEATS: Final = 8
MAX_GAME_OPTIONS: Final = 16
_GAME_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")


@dataclass(frozen=True, slots=True)
class GameSetup:
    """What the new-game dialog remembers for one game: its seats and its options
    (option names to booleans or whole numbers). Built alone, it checks only their
    shape; read from the settings, ``fitted`` checks them against the game itself."""

    seats: tuple[SeatSetup, ...]
    options: Mapping[str, bool | int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= MAX_GAME_SEATS:
            raise ValueError(f"a game has 2 to {MAX_GAME_SEATS} seats")
        if len(self.options) > MAX_GAME_OPTIONS:
            raise ValueError(f"at most {MAX_GAME_OPTIONS} options")
        for key, value in self.options.items():
            if not isinstance(key, str) or not _GAME_ID.fullmatch(key.replace("_", "-")):
                raise ValueError("an option's name is a short lowercase word")
            if not isinstance(value, bool | int) or abs(value) > 10_000:
                raise ValueError(f"option {key} must be true, false or a small whole number")
        object.__setattr__(self, "options", dict(self.options))

    def players(self) -> tuple[Player, ...]:
        """The seats as any game's players (``core.players.Player``)."""
        return tuple(seat.to_player() for seat in self.seats)

    def to_json(self) -> dict[str, Any]:
        return {"seats": _seats_to_json(self.seats), "options": dict(self.options)}

    @classmethod
    def from_json(cls, data: Any) -> GameSetup:
        """Raise ``ValueError`` (with a short reason) unless ``data`` is a setup's shape.

        Versions before per-game options kept the default game's one option beside
        the seats (``{"seats": [...], "name": value}``): without an ``options`` object,
        those other keys are read as the options, and ``fitted`` keeps the ones the
        game declares."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            raise ValueError("must be an object with a list of seats")
        if len(data["seats"]) > MAX_GAME_SEATS:
            raise ValueError(f"a game has 2 to {MAX_GAME_SEATS} seats")
        if "options" in data:
            options = data["options"]
        else:
            options = {key: value for key, value in data.items() if key != "seats"}
        if not isinstance(options, dict) or len(options) > MAX_GAME_OPTIONS:
            raise ValueError(f"options must be an object of at most {MAX_GAME_OPTIONS}")
        shaped = {
            key: value
            for key, value in options.items()
            if isinstance(key, str) and isinstance(value, bool | int) and abs(value) <= 10_000
        }
        return cls(seats=_seats_from_json(data["seats"]), options=_named(shaped))


def _named(options: Mapping[str, bool | int]) -> dict[str, bool | int]:
    """The options whose names have the shape of one (others are no game's)."""
    return {k: v for k, v in options.items() if _GAME_ID.fullmatch(k.replace("_", "-"))}


def fitted(game_id: str, setup: GameSetup) -> GameSetup:
    """``setup`` checked against the installed game ``game_id``: ``ValueError`` if the
    game cannot seat that many; an option the game does not declare, or of another
    type than its default, or one the game refuses, is dropped and its default kept.
    A game this version does not have keeps its setup as read (a newer app's)."""
    try:
        game = registry.get(game_id)
    except KeyError:
        return setup
    players = len(setup.seats)
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"a game of {game_id} has {game.min_players} to {game.max_players} seats")
    defaults = dict(game.default_options())
    kept: dict[str, bool | int] = {}
    for key, value in setup.options.items():
        if key not in defaults or type(value) is not type(defaults[key]):
            log.warning("setup of %s: option %r dropped", game_id, key)
            continue
        try:
            game.check_options({**kept, key: value}, players)
        except ValueError as exc:
            log.warning("setup of %s: option %r dropped (%s)", game_id, key, exc)
            continue
        kept[key] = value
    return GameSetup(seats=setup.seats, options=dict(game.check_options(kept, players)))


def _seats_to_json(seats: tuple[SeatSetup, ...]) -> list[dict[str, Any]]:
    out = []
    for seat in seats:
        entry: dict[str, Any] = {"name": seat.name, "kind": seat.kind}
        if seat.level is not None:
            entry["level"] = seat.level
        out.append(entry)
    return out


def _seats_from_json(entries: list[Any]) -> tuple[SeatSetup, ...]:
    seats = []
    for entry in entries:
        if not isinstance(entry, dict):
            raise ValueError("each seat must be an object")
        kind = entry.get("kind", "human")
        level = entry.get("level") if kind == "bot" else None
        name = entry.get("name")
        name = fit_name(name) if isinstance(name, str) else name
        seats.append(SeatSetup(name=name, kind=kind, level=level))
    return tuple(seats)


def _bot_levels() -> tuple[str, ...]:
    """Every installed game's bot levels."""
    return tuple(level for game in registry.installed() for level in game.bot_levels)


# -- the settings ----------------------------------------------------------------------
def _language(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not _LANGUAGE.fullmatch(value):
        raise ValueError("must be a language code such as 'fr' or 'pt_BR', or null")
    return value


def _shipped_language(code: str) -> bool:
    """Whether the interface ships ``code``'s language ("fr_CA" is French): its
    compiled translation is installed (English's too: it holds the plural forms)."""
    short = code.replace("-", "_").split("_")[0].lower()
    return (translations_dir() / f"score5_desktop_{short}.qm").is_file()


def _choice(options: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in options:
            raise ValueError(f"must be one of {', '.join(options)}")
        return value

    return check


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _volume(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100:
        raise ValueError("must be a whole number from 0 to 100")
    return value


def _geometry(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS:
        raise ValueError("must be base64 text, or null")
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("must be base64 text, or null") from None
    return value


def _game_id(value: Any) -> str:
    if not isinstance(value, str) or not _GAME_ID.fullmatch(value):
        raise ValueError("must be a game's id: lowercase letters, digits and hyphens")
    return value


def _game_setups(value: Any) -> dict[str, GameSetup]:
    if not isinstance(value, Mapping) or len(value) > 16:
        raise ValueError("must be an object of at most 16 games' setups")
    out = {}
    for game, setup in value.items():
        _game_id(game)
        read = setup if isinstance(setup, GameSetup) else GameSetup.from_json(setup)
        out[game] = fitted(game, read)
    return out


def _player_name(value: Any) -> str | None:
    """Your own name: None (not set), or a name as a seat would bear it."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_NAME_CHARS or name_problem(value):
        raise ValueError(f"must be a name of at most {MAX_NAME_CHARS} characters, or null")
    if clean_name(value) != value or not value:
        raise ValueError("must be a name without spaces around it, or null")
    return value


def _legacy_setup(value: Any) -> GameSetup | None:
    """The setup older versions kept under ``last_setup``: the registry's default game's."""
    if value is None:
        return None
    return fitted(registry.DEFAULT_GAME, GameSetup.from_json(value))


_CHECKS: Final[dict[str, Callable[[Any], Any]]] = {
    "language": _language,
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "reduced_motion": _flag,
    "theme": _choice(THEMES),
    "sound_volume": _volume,
    "muted": _flag,
    "auto_pick": _flag,
    "player_name": _player_name,
    "window_geometry": _geometry,
    "last_game": _game_id,
    "game_setups": _game_setups,
    "lessons_offered": _flag,
}


@dataclass(frozen=True, slots=True)
class Settings:
    """Every preference, with the defaults a first start uses.

    ``language`` None follows the system; ``window_geometry`` is Qt's
    ``saveGeometry()`` as base64 text; ``extra`` holds keys this version does
    not know, written back as they came. Invalid values raise ``ValueError``:
    only code can build a Settings, and a bad one is a bug."""

    language: str | None = None
    animation_speed: str = "normal"
    reduced_motion: bool = False
    theme: str = "system"
    sound_volume: int = 80
    muted: bool = False
    auto_pick: bool = True  # a pick with no choice is made for the player
    player_name: str | None = None  # your own name: which hot-seat player is you
    window_geometry: str | None = None
    last_game: str = registry.DEFAULT_GAME
    """The game New game offers first, and the one left last (Continue resumes it)."""
    game_setups: Mapping[str, GameSetup] = field(default_factory=dict)
    """The last seats and options of each game, by its id."""
    lessons_offered: bool = False
    """Whether the first start's offer of a guided first game was made (once only)."""
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            value = getattr(self, name)
            try:
                # Setups come back fitted to their game (see ``fitted``).
                object.__setattr__(self, name, check(value))
            except ValueError as exc:
                raise ValueError(f"{name} {exc}") from None
        clash = set(self.extra) & (set(_CHECKS) | _RESERVED_KEYS)
        if clash:
            raise ValueError(f"extra must not hold known keys: {sorted(clash)}")
        object.__setattr__(self, "extra", dict(self.extra))

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"version": FILE_VERSION}
        for name in _CHECKS:
            value = getattr(self, name)
            if name == "game_setups":
                value = {game: setup.to_json() for game, setup in value.items()}
            doc[name] = value
        doc.update(self.extra)
        return doc

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> tuple[Settings, list[tuple[str, str]]]:
        """Settings from a parsed file, and (key, why) for each value replaced by its
        default."""
        values: dict[str, Any] = {}
        problems: list[tuple[str, str]] = []
        for name, check in _CHECKS.items():
            if name not in doc:
                continue
            try:
                values[name] = check(doc[name])
            except ValueError as exc:
                problems.append((name, str(exc)))
        try:
            legacy = _legacy_setup(doc.get(LEGACY_SETUP_KEY))
        except ValueError as exc:
            problems.append((LEGACY_SETUP_KEY, str(exc)))
        else:
            setups = dict(values.get("game_setups", {}))
            if legacy is not None and registry.DEFAULT_GAME not in setups:
                values["game_setups"] = {registry.DEFAULT_GAME: legacy, **setups}
        # Well-formed but not this app's: a language it does not ship, a game it does not
        # have. Reset like any other bad value, and said so (issue 44).
        if values.get("language") and not _shipped_language(values["language"]):
            problems.append(("language", "is not a language this app is translated into"))
            del values["language"]
        if "last_game" in values and values["last_game"] not in registry.game_ids():
            problems.append(("last_game", "is not a game this app has"))
            del values["last_game"]
        extra = {k: v for k, v in doc.items() if k not in _CHECKS and k not in _RESERVED_KEYS}
        return cls(**values, extra=extra), problems


# -- the file --------------------------------------------------------------------------
class SettingsStore:
    """Loads and saves ``settings.json``; never overwrites a file it could not read."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else AppPaths.from_environment().settings_file
        self._unreadable_in_place = False

    def load(self) -> tuple[Settings, Problem | None]:
        """The saved settings (defaults if there are none) and a problem to tell the
        user when something had to be reset or kept aside; never raises. Only a
        regular file is read: a pipe or device at the path is left alone."""
        self._unreadable_in_place = False
        try:
            raw = read_regular_file(self.path, MAX_SETTINGS_BYTES)
        except FileRefused as exc:
            kind = exc.problem.kind
            if kind is Kind.MISSING:
                return Settings(), None
            if kind is Kind.TOO_LARGE:
                return Settings(), self._set_aside(Reason.TOO_LARGE)
            self._unreadable_in_place = True
            log.warning("cannot read %s: %s", self.path, exc)
            reason = exc.problem.reason if kind is Kind.CANNOT_OPEN else Reason.NOT_REGULAR
            return Settings(), Problem(Kind.SETTINGS_UNREADABLE, reason=reason)
        doc, problem = _parse(raw)
        if problem is not None:
            return Settings(), self._set_aside(problem)
        settings, problems = Settings.from_json(doc)
        if problems:
            log.warning(
                "invalid settings in %s: %s",
                self.path,
                "; ".join(f"{name} ({why})" for name, why in problems),
            )
            fields = tuple(name for name, _why in problems)
            return settings, Problem(Kind.SETTINGS_RESET, fields=fields)
        return settings, None

    def save(self, settings: Settings) -> None:
        """Write the settings atomically. Raises ``StorageError`` in plain words."""
        if self._unreadable_in_place:
            raise StorageError(Problem(Kind.SETTINGS_NOT_SAVED, path=self.path.name))
        text = json.dumps(settings.to_json(), ensure_ascii=False, indent=2) + "\n"
        try:
            write_text_atomic(self.path, text)
        except (OSError, UnicodeEncodeError) as exc:
            reason = describe_os_error(exc) if isinstance(exc, OSError) else Reason.NOT_TEXT
            raise StorageError(Problem(Kind.SETTINGS_SAVE_FAILED, reason=reason)) from exc

    def _set_aside(self, problem: Reason) -> Problem:
        try:
            kept = quarantine(self.path, problem)
        except OSError as exc:
            self._unreadable_in_place = True
            log.warning("cannot move %s aside: %s", self.path, exc)
            return Problem(Kind.SETTINGS_STUCK, reason=problem, detail=describe_os_error(exc))
        return Problem(Kind.SETTINGS_SET_ASIDE, reason=problem, kept_as=kept.name)


def _parse(raw: bytes) -> tuple[dict[str, Any], None] | tuple[None, Reason]:
    """The settings object in ``raw``, or why the whole file is unusable."""
    if len(raw) > MAX_SETTINGS_BYTES:
        return None, Reason.TOO_LARGE
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, Reason.NOT_TEXT
    try:
        doc = json.loads(text, object_pairs_hook=_unique_keys)
    except RecursionError:
        return None, Reason.NESTED
    except ValueError:
        return None, Reason.NOT_JSON
    if not isinstance(doc, dict):
        return None, Reason.NOT_SETTINGS
    return doc, None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object without repeated keys (a ``ValueError`` otherwise: not valid settings)."""
    doc = dict(pairs)
    if len(doc) != len(pairs):
        raise ValueError("a key appears twice in one object")
    return doc
