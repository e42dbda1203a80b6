"""The storage layer's problems, worded in the interface language.

The storage layer knows no Qt and no languages: it reports a typed
``storage.errors.Problem`` (a kind, the file's name, the system's reason, a
record's ``RecordError``). Here each kind has one translatable template and
each record problem one translatable phrase; nothing English is parsed back.
The values put into a template stay as they are (a file name is a name, the
system's reason is in the system's words), already bounded in length by the
storage layer. The record's exact English detail goes to the log, for bug
reports, never into the interface.
"""

from __future__ import annotations

import logging

from score5_desktop.core.errors import RecordError
from score5_desktop.model.text import arg, translate
from score5_desktop.storage.errors import Action, Kind, Problem, Reason, StorageError

logger = logging.getLogger(__name__)


def storage_text(problem: Problem | StorageError | str | None) -> str:
    """``problem`` in the interface language. Text that is already worded (from
    anywhere else) is returned as it is."""
    if isinstance(problem, StorageError):
        problem = problem.problem
    if problem is None:
        return ""
    if isinstance(problem, str):
        return problem
    return _problem_text(problem)


def _problem_text(p: Problem) -> str:
    reason = _reason_text(p.reason)
    kind = p.kind
    if kind is Kind.MISSING:
        return arg(translate("Storage", "The file %1 does not exist."), p.path)
    if kind is Kind.NOT_REGULAR:
        return arg(translate("Storage", "%1 is not a regular file, so it was not read."), p.path)
    if kind is Kind.TOO_LARGE:
        return arg(
            translate("Storage", "The file %1 is larger than %2 KiB, so it was not read."),
            p.path,
            p.limit,
        )
    if kind is Kind.CANNOT_OPEN:
        return arg(translate("Storage", "The file %1 could not be opened (%2)."), p.path, reason)
    if kind is Kind.NOT_A_RECORD:
        return arg(
            translate("Storage", "The file %1 is not a game record this app can read: %2."),
            p.path,
            record_text(p.record),
        )
    if kind is Kind.SAVE_FAILED:
        return arg(translate("Storage", "The game could not be saved as %1 (%2)."), p.path, reason)
    if kind is Kind.AUTOSAVE_FAILED:
        return arg(translate("Storage", "The game could not be autosaved (%1)."), reason)
    if kind is Kind.AUTOSAVE_CLEAR_FAILED:
        return arg(
            translate("Storage", "The finished game's autosave could not be removed (%1)."), reason
        )
    if kind is Kind.AUTOSAVE_UNREADABLE:
        return arg(translate("Storage", "The autosave could not be read. %1"), _cause(p))
    if kind is Kind.AUTOSAVE_SET_ASIDE:
        return arg(
            translate(
                "Storage",
                "The saved game could not be resumed. %1 The file was kept as %2; "
                "a new game will be saved beside it.",
            ),
            _cause(p),
            p.kept_as,
        )
    if kind is Kind.AUTOSAVE_STUCK:
        return arg(
            translate(
                "Storage",
                "The saved game could not be resumed. %1 It could not be moved aside (%2), "
                "so it is left as it is and no new autosave will replace it.",
            ),
            _cause(p),
            reason,
        )
    if kind is Kind.SETTINGS_SAVE_FAILED:
        return arg(translate("Storage", "Your settings could not be saved (%1)."), reason)
    if kind is Kind.SETTINGS_UNREADABLE:
        return arg(
            translate(
                "Storage",
                "Your settings could not be read (%1), so the default settings are used "
                "for now. The file was left as it is.",
            ),
            reason,
        )
    if kind is Kind.SETTINGS_SET_ASIDE:
        return arg(
            translate(
                "Storage",
                "Your settings file could not be read (%1), so the default settings are "
                "used. The old file was kept as %2.",
            ),
            reason,
            p.kept_as,
        )
    if kind is Kind.SETTINGS_STUCK:
        return arg(
            translate(
                "Storage",
                "Your settings file could not be read (%1), so the default settings are "
                "used. It could not be moved aside (%2), so it is left as it is and will "
                "not be overwritten.",
            ),
            reason,
            _reason_text(p.detail),
        )
    if kind is Kind.SETTINGS_RESET:
        return arg(
            translate(
                "Storage", "Some settings were not valid and were reset to their defaults: %1."
            ),
            translate("Text", ", ").join(p.fields),
        )
    if kind is Kind.SETTINGS_NOT_SAVED:
        return arg(
            translate(
                "Storage",
                "Your settings were not saved: the settings file could not be read or moved "
                "aside, and it is never overwritten (%1).",
            ),
            p.path,
        )
    if kind is Kind.HISTORY_GAME_MISSING:
        return arg(translate("Storage", "Game %1 is not in your history."), p.game)
    if kind is Kind.HISTORY_GAME_UNREADABLE:
        return arg(
            translate(
                "Storage", "Game %1 of your history is not a game record this app can read: %2."
            ),
            p.game,
            record_text(p.record),
        )
    if kind is Kind.HISTORY_SET_ASIDE:
        return arg(
            translate(
                "Storage",
                "Your game history could not be read (%1), so a new, empty history was "
                "started. The old file was kept as %2.",
            ),
            reason,
            p.kept_as,
        )
    if kind is Kind.HISTORY_IN_MEMORY:
        return arg(
            translate(
                "Storage",
                "Your game history could not be opened (%1). Games you finish now will not "
                "be remembered after you quit.",
            ),
            reason,
        )
    if kind is Kind.HISTORY_BUSY:
        return arg(
            translate(
                "Storage",
                "Your game history could not be opened (%1). Games you finish now are kept "
                "and will be added to it as soon as it can be opened.",
            ),
            reason,
        )
    if kind is Kind.HISTORY_FAILED:
        return arg(
            translate("Storage", "Your game history could not %1 (%2)."), _action(p.action), reason
        )
    if kind is Kind.HISTORY_PENDING:
        return arg(
            translate(
                "Storage",
                "The finished game could not be added to your history yet (%1). It is kept "
                "and will be added as soon as the history can be written.",
            ),
            reason,
        )
    raise AssertionError(f"no wording for {kind}")


def _cause(p: Problem) -> str:
    return "" if p.cause is None else _problem_text(p.cause)


def _reason_text(reason: str | None) -> str:
    """Our own reasons translated; the system's words as they are."""
    if not isinstance(reason, Reason):
        return reason or ""
    texts = {
        Reason.TOO_LARGE: translate("Storage", "it is too large"),
        Reason.NOT_TEXT: translate("Storage", "it is not UTF-8 text"),
        Reason.NOT_JSON: translate("Storage", "it is not valid JSON"),
        Reason.NESTED: translate("Storage", "it is nested too deeply"),
        Reason.NOT_SETTINGS: translate("Storage", "it does not hold a settings object"),
        Reason.NOT_DATABASE: translate("Storage", "it is not a database file"),
        Reason.DAMAGED: translate("Storage", "the file is damaged"),
        Reason.BUSY: translate("Storage", "it is in use by another copy of the app"),
        Reason.NEWER: translate("Storage", "it was written by a newer version of the app"),
        Reason.FOREIGN: translate("Storage", "it holds a database that is not a game history"),
        Reason.FOLDER: translate("Storage", "its folder cannot be used"),
        Reason.NOT_REGULAR: translate("Storage", "it is not a regular file"),
        Reason.BAD_NAME: translate("Storage", "a player's name is not valid text"),
    }
    return texts[reason]


def _action(action: Action | None) -> str:
    """What the history was doing, as the verb phrase after "could not"."""
    actions = {
        Action.STORE: translate("Storage", "store the finished game"),
        Action.DELETE: translate("Storage", "delete the game"),
        Action.COUNT: translate("Storage", "count the games"),
        Action.LIST: translate("Storage", "list your games"),
        Action.READ: translate("Storage", "read the game"),
        Action.STATISTICS: translate("Storage", "compute statistics"),
    }
    return actions.get(action, "") if action is not None else ""


def record_text(error: RecordError | None) -> str:
    """What is wrong with a record, by its kind, and where (round, player, when the
    game's error says); the English detail is logged for bug reports."""
    if error is None:
        return ""
    where_round, where_seat = getattr(error, "round", None), getattr(error, "seat", None)
    logger.info("record problem: %s", error)
    problems = {
        "empty": translate("Storage", "the file is empty"),
        "too_large": translate("Storage", "the file is too large"),
        "not_text": translate("Storage", "the file is not UTF-8 text"),
        "not_json": translate("Storage", "the file is not valid JSON"),
        "format": translate("Storage", "it is not a Score 5 game record"),
        "version": translate(
            "Storage", "it was made by a version of the app that this one cannot read"
        ),
        "deck": translate("Storage", "it uses a deck this app does not have"),
        "name": translate("Storage", "a player's name holds characters that are not allowed"),
        "card": translate("Storage", "it names a card that is not in the deck"),
        "rules": translate("Storage", "a decision in it breaks the rules"),
    }
    what = problems.get(
        error.kind, translate("Storage", "a value is missing or has the wrong type")
    )
    if where_round is not None and where_seat is not None:
        return arg(
            translate("Storage", "%1 (round %2, player %3)"), what, where_round, where_seat + 1
        )
    if where_round is not None:
        return arg(translate("Storage", "%1 (round %2)"), what, where_round)
    if where_seat is not None:
        return arg(translate("Storage", "%1 (player %2)"), what, where_seat + 1)
    return what
