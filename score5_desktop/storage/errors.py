"""What goes wrong with files, as typed values the interface can word in any language.

Loading never raises (a bad file becomes a ``Problem`` and the app carries
on); saving can fail for reasons the user can fix — a full disk, a folder
they may not write to — so it raises ``StorageError`` carrying a ``Problem``.
A problem says what happened (``kind``), to which file (``path``: the file's
name only), and why (``reason``: the system's words, short; or the
``RecordError`` of a record that cannot be read). ``model.problem_words``
words each kind through one translatable template (the one wording, for the
app and the command line); ``str()`` gives the kind and its facts, for logs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from score5_desktop.core.errors import RecordError

#: The longest system reason or file name quoted in a message.
MAX_QUOTE_CHARS = 80


class Kind(StrEnum):
    """Every problem the storage layer reports."""

    MISSING = "missing"  # path
    NOT_REGULAR = "not_regular"  # path: a folder, a pipe, a device
    TOO_LARGE = "too_large"  # path, limit (KiB)
    CANNOT_OPEN = "cannot_open"  # path, reason
    NOT_A_RECORD = "not_a_record"  # path, record
    SAVE_FAILED = "save_failed"  # path, reason
    AUTOSAVE_FAILED = "autosave_failed"  # reason
    AUTOSAVE_CLEAR_FAILED = "autosave_clear_failed"  # reason
    AUTOSAVE_UNREADABLE = "autosave_unreadable"  # cause
    AUTOSAVE_SET_ASIDE = "autosave_set_aside"  # cause, kept_as
    AUTOSAVE_STUCK = "autosave_stuck"  # cause, reason
    SETTINGS_SAVE_FAILED = "settings_save_failed"  # reason
    SETTINGS_UNREADABLE = "settings_unreadable"  # reason (file left in place)
    SETTINGS_SET_ASIDE = "settings_set_aside"  # cause, kept_as
    SETTINGS_STUCK = "settings_stuck"  # reason, detail (why it could not be moved)
    SETTINGS_RESET = "settings_reset"  # fields
    SETTINGS_NOT_SAVED = "settings_not_saved"  # path
    HISTORY_GAME_MISSING = "history_game_missing"  # game
    HISTORY_GAME_UNREADABLE = "history_game_unreadable"  # game, record
    HISTORY_SET_ASIDE = "history_set_aside"  # cause, kept_as
    HISTORY_IN_MEMORY = "history_in_memory"  # reason
    HISTORY_BUSY = "history_busy"  # reason: in memory for now, games kept for the file
    HISTORY_FAILED = "history_failed"  # action, reason
    HISTORY_PENDING = "history_pending"  # reason: kept, to be stored later
    FINISHED_IN_AUTOSAVE = "finished_in_autosave"  # reason: only the autosave holds it
    FINISHED_NOT_KEPT = "finished_not_kept"  # reason: no file holds it; save it elsewhere
    DATA_FOLDER_UNUSABLE = "data_folder_unusable"  # path (the whole folder), reason


class Action(StrEnum):
    """What the history was doing when it failed."""

    STORE = "store the finished game"
    DELETE = "delete the game"
    COUNT = "count the games"
    LIST = "list your games"
    READ = "read the game"
    STATISTICS = "compute statistics"


class Reason(StrEnum):
    """Why a whole file is unusable, when the reason is ours rather than the system's."""

    TOO_LARGE = "it is too large"
    NOT_TEXT = "it is not UTF-8 text"
    NOT_JSON = "it is not valid JSON"
    NESTED = "it is nested too deeply"
    NOT_SETTINGS = "it does not hold a settings object"
    NOT_DATABASE = "it is not a database file"
    DAMAGED = "the file is damaged"
    BUSY = "it is in use by another copy of the app"
    NEWER = "it was written by a newer version of the app"
    FOREIGN = "it holds a database that is not a game history"
    FOLDER = "its folder cannot be used"
    NOT_REGULAR = "it is not a regular file"
    BAD_NAME = "a player's name is not valid text"


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing to tell the player about a file; see the module docstring."""

    kind: Kind
    path: str | None = None
    reason: str | None = None  # the system's words, or a ``Reason``
    detail: str | None = None  # a second reason (why a bad file could not be moved aside)
    record: RecordError | None = None
    cause: Problem | None = None
    kept_as: str | None = None
    action: Action | None = None
    game: int | None = None
    fields: tuple[str, ...] = ()
    limit: int | None = None

    def __post_init__(self) -> None:
        for name in ("path", "reason", "detail", "kept_as"):
            value = getattr(self, name)
            if isinstance(value, str) and not isinstance(value, Reason):
                object.__setattr__(self, name, quote(value))

    def __str__(self) -> str:
        """The kind and its facts, unworded and each quoted short, for logs
        (``model.problem_words`` words it)."""
        facts = [
            f"{name}={value if isinstance(value, Problem) else quote(str(value))}"
            for name in self.__slots__
            if name != "kind" and (value := getattr(self, name)) not in (None, ())
        ]
        return f"{self.kind.value}({', '.join(facts)})"


class StorageError(Exception):
    """A file could not be written (or a history query failed): ``problem`` says why."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem

    def __reduce__(self) -> tuple:
        """Pickled with its ``Problem`` (it crosses from the history reader's process)."""
        return (type(self), (self.problem,))


def quote(text: str) -> str:
    """``text`` bounded for a message: at most ``MAX_QUOTE_CHARS`` characters, and
    no control characters (a file name may hold anything but a slash)."""
    cleaned = "".join(c if c.isprintable() else "\ufffd" for c in text[: MAX_QUOTE_CHARS + 1])
    return cleaned if len(cleaned) <= MAX_QUOTE_CHARS else cleaned[: MAX_QUOTE_CHARS - 1] + "…"


def describe_os_error(exc: OSError) -> str:
    """An OS error in words, without a traceback's noise (errno names, repr)."""
    reason = exc.strerror or str(exc) or type(exc).__name__
    reason = reason[0].lower() + reason[1:] if reason else reason
    return quote(reason)
