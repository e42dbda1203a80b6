"""The storage layer's problems in words: the one wording of each kind.

The storage layer knows no Qt and no languages: it reports a typed
``storage.errors.Problem`` (a kind, the file's name, the system's reason, a
record's ``RecordError``). Here each kind has one translatable template and
each record problem one translatable phrase; nothing English is parsed back.
The values put into a template stay as they are (a file name is a name, the
system's reason is in the system's words), already bounded in length by the
storage layer. The record's exact English detail goes to the log, for bug
reports, never into the interface.

No Qt is imported here: the app passes Qt's ``translate`` (``model.storage_text``)
and the command line and logs pass ``source_words``, which keeps the English
source, so both read the same sentences and no kind is worded twice.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable

from score5_desktop.core.errors import RecordError, RecordPlace
from score5_desktop.model.placeholders import arg
from score5_desktop.storage.errors import Action, Kind, Problem, Reason

logger = logging.getLogger(__name__)

Translate = Callable[..., str]
"""``translate(context, source, disambiguation=None, n=-1)``, as ``QCoreApplication``'s."""


def source_words(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A ``Translate`` that keeps the English source (no Qt needed)."""
    return source


def english(problem: Problem) -> str:
    """``problem`` as one English sentence: for the command line and the logs."""
    return problem_words(problem, source_words)


def problem_words(p: Problem, translate: Translate) -> str:
    """``p`` as one sentence, through ``translate`` (Qt's for the app, ``source_words``
    for English without Qt)."""
    # Every %1 that holds a reason gets a whole clause with its own subject ("the file
    # is too large"): a pronoun would have nothing to point back to in the sentence
    # around it ("Your settings could not be read (it is too large)").
    reason = _reason_text(p.reason, translate)
    kind = p.kind
    if kind is Kind.MISSING:
        #: %1 a file's name, e.g. "game.score5.json".
        return arg(translate("Storage", "The file %1 does not exist."), p.path)
    if kind is Kind.NOT_REGULAR:
        #: %1 a path's name, e.g. "game.score5.json" (a folder or a device, not a file).
        return arg(translate("Storage", "%1 is not a regular file, so it was not read."), p.path)
    if kind is Kind.TOO_LARGE:
        return arg(
            #: %1 a file's name, e.g. "game.score5.json"; %2 the size limit in KiB, e.g. 512.
            translate("Storage", "The file %1 is larger than %2 KiB, so it was not read."),
            p.path,
            p.limit,
        )
    if kind is Kind.CANNOT_OPEN:
        #: %1 a file's name, e.g. "game.score5.json"; %2 the system's reason, e.g.
        #: "Permission denied".
        return arg(translate("Storage", "The file %1 could not be opened (%2)."), p.path, reason)
    if kind is Kind.NOT_A_RECORD:
        return arg(
            #: %1 a file's name, e.g. "game.score5.json"; %2 what is wrong with it, e.g. "the
            #: record names a card that is not in the deck (round 3, player 2)".
            translate("Storage", "The file %1 is not a game record this app can read: %2."),
            p.path,
            record_words(p.record, translate),
        )
    if kind is Kind.SAVE_FAILED:
        #: %1 a file's name, e.g. "game.score5.json"; %2 the reason, e.g. "No space left
        #: on device".
        return arg(translate("Storage", "The game could not be saved as %1 (%2)."), p.path, reason)
    if kind is Kind.AUTOSAVE_FAILED:
        #: %1 the reason, e.g. "No space left on device".
        return arg(translate("Storage", "The game could not be autosaved (%1)."), reason)
    if kind is Kind.AUTOSAVE_CLEAR_FAILED:
        return arg(
            #: %1 the reason, e.g. "Permission denied".
            translate("Storage", "The finished game's autosave could not be removed (%1)."),
            reason,
        )
    if kind is Kind.AUTOSAVE_UNREADABLE:
        #: %1 a whole sentence saying why, e.g. "The file autosave.json could not be opened
        #: (Permission denied)."
        return arg(translate("Storage", "The autosave could not be read. %1"), _cause(p, translate))
    if kind is Kind.AUTOSAVE_SET_ASIDE:
        return arg(
            #: %1 a whole sentence saying why, e.g. "The file autosave.json is not a game
            #: record this app can read: the file is empty."; %2 the name the file was
            #: renamed to, e.g. "autosave.json.bad".
            translate(
                "Storage",
                "The saved game could not be resumed. %1 The file was kept as %2; "
                "a new game will be saved beside it.",
            ),
            _cause(p, translate),
            p.kept_as,
        )
    if kind is Kind.AUTOSAVE_STUCK:
        return arg(
            #: %1 a whole sentence saying why, e.g. "The file autosave.json is not a game
            #: record this app can read: the file is empty."; %2 why it could not be renamed,
            #: e.g. "Permission denied".
            translate(
                "Storage",
                "The saved game could not be resumed. %1 The file could not be moved aside "
                "(%2), so it is left as it is and no new autosave will replace it.",
            ),
            _cause(p, translate),
            reason,
        )
    if kind is Kind.SETTINGS_SAVE_FAILED:
        #: %1 the reason, e.g. "No space left on device".
        return arg(translate("Storage", "Your settings could not be saved (%1)."), reason)
    if kind is Kind.SETTINGS_UNREADABLE:
        return arg(
            #: %1 the reason, a clause with its own subject, e.g. "the path is not a regular
            #: file" or "Permission denied".
            translate(
                "Storage",
                "Your settings could not be read (%1), so the default settings are used "
                "for now. The file was left as it is.",
            ),
            reason,
        )
    if kind is Kind.SETTINGS_SET_ASIDE:
        return arg(
            #: %1 the reason, a clause with its own subject, e.g. "the file is not valid
            #: JSON"; %2 the name the old file was renamed to, e.g. "settings.json.bad".
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
            #: %1 the reason, a clause with its own subject, e.g. "the file is not valid
            #: JSON"; %2 why it could not be renamed, e.g. "Permission denied".
            translate(
                "Storage",
                "Your settings file could not be read (%1), so the default settings are "
                "used. The file could not be moved aside (%2), so it is left as it is and "
                "will not be overwritten.",
            ),
            reason,
            _reason_text(p.detail, translate),
        )
    if kind is Kind.SETTINGS_RESET:
        return arg(
            #: %1 the settings, named as in the Preferences dialog, e.g. "Animation speed,
            #: Theme".
            translate(
                "Storage", "Some settings were not valid and were reset to their defaults: %1."
            ),
            translate("Text", ", ").join(
                # Each setting named once: two fields may bear one name in Preferences.
                dict.fromkeys(setting_words(f, translate) for f in p.fields)
            ),
        )
    if kind is Kind.SETTINGS_NOT_SAVED:
        return arg(
            #: %1 the settings file's name, e.g. "settings.json".
            translate(
                "Storage",
                "Your settings were not saved: the settings file could not be read or moved "
                "aside, and it is never overwritten (%1).",
            ),
            p.path,
        )
    if kind is Kind.HISTORY_GAME_MISSING:
        #: %1 a game's number in the history, e.g. 12.
        return arg(translate("Storage", "Game %1 is not in your history."), p.game)
    if kind is Kind.HISTORY_GAME_UNREADABLE:
        return arg(
            #: %1 a game's number in the history, e.g. 12; %2 what is wrong with it, e.g.
            #: "a decision in the record breaks the rules (round 4, player 1)".
            translate(
                "Storage", "Game %1 of your history is not a game record this app can read: %2."
            ),
            p.game,
            record_words(p.record, translate),
        )
    if kind is Kind.HISTORY_SET_ASIDE:
        return arg(
            #: %1 the reason, a clause with its own subject, e.g. "the file is damaged";
            #: %2 the name the old file was renamed to, e.g. "history.sqlite.bad".
            translate(
                "Storage",
                "Your game history could not be read (%1), so a new, empty history was "
                "started. The old file was kept as %2.",
            ),
            reason,
            p.kept_as,
        )
    if kind is Kind.DATA_FOLDER_UNUSABLE:
        return arg(
            #: %1 the app's data folder, a whole path, e.g. "/home/ann/.local/share/score5";
            #: %2 the system's reason, e.g. "permission denied".
            translate(
                "Storage",
                "The data folder %1 cannot be read or written (%2). Games are not autosaved, "
                "and games you finish will not be remembered after you quit.",
            ),
            p.path,
            reason,
        )
    if kind is Kind.HISTORY_IN_MEMORY:
        return arg(
            #: %1 the reason, a clause with its own subject, e.g. "the folder for the file
            #: cannot be used".
            translate(
                "Storage",
                "Your game history could not be opened (%1). Games you finish now will not "
                "be remembered after you quit.",
            ),
            reason,
        )
    if kind is Kind.HISTORY_BUSY:
        return arg(
            #: %1 the reason, a clause with its own subject, e.g. "another copy of the app
            #: is using the file".
            translate(
                "Storage",
                "Your game history could not be opened (%1). Games you finish now are kept "
                "and will be added to it as soon as it can be opened.",
            ),
            reason,
        )
    if kind is Kind.HISTORY_FAILED:
        return arg(
            #: %1 what it was doing, a verb phrase, e.g. "store the finished game"; %2 the
            #: reason, e.g. "disk I/O error".
            translate("Storage", "Your game history could not %1 (%2)."),
            _action(p.action, translate),
            reason,
        )
    if kind is Kind.HISTORY_PENDING:
        return arg(
            #: %1 the reason, e.g. "database is locked".
            translate(
                "Storage",
                "The finished game could not be added to your history yet (%1). It is kept "
                "and will be added as soon as the history can be written.",
            ),
            reason,
        )
    if kind is Kind.FINISHED_IN_AUTOSAVE:
        return arg(
            #: %1 why, in the system's words (e.g. "permission denied").
            translate(
                "Storage",
                "The finished game could not be added to your history (%1). It is kept in "
                "the autosave and will be added when the app can write its data folder.",
            ),
            reason,
        )
    if kind is Kind.FINISHED_NOT_KEPT:
        return arg(
            #: %1 why, in the system's words (e.g. "no space left on device").
            translate(
                "Storage",
                "The finished game could not be kept in the app's data folder (%1). To keep "
                "it, save it with Game > Save game as… to another folder.",
            ),
            reason,
        )
    raise AssertionError(f"no wording for {kind}")


def _cause(p: Problem, translate: Translate) -> str:
    return "" if p.cause is None else problem_words(p.cause, translate)


def _reason_text(reason: str | None, translate: Translate) -> str:
    """Our own reasons translated; the system's words as they are."""
    if not isinstance(reason, Reason):
        return reason or ""
    # Each reason names its subject: it is put in brackets after sentences about
    # settings, a history or a game, where "it" would point at the wrong thing.
    texts = {
        Reason.TOO_LARGE: translate("Storage", "the file is too large"),
        Reason.NOT_TEXT: translate("Storage", "the file is not UTF-8 text"),
        Reason.NOT_JSON: translate("Storage", "the file is not valid JSON"),
        Reason.NESTED: translate("Storage", "the file's data is nested too deeply"),
        Reason.NOT_SETTINGS: translate("Storage", "the file holds no settings"),
        Reason.NOT_DATABASE: translate("Storage", "the file is not a database"),
        Reason.DAMAGED: translate("Storage", "the file is damaged"),
        Reason.BUSY: translate("Storage", "another copy of the app is using the file"),
        Reason.NEWER: translate("Storage", "a newer version of the app wrote the file"),
        Reason.FOREIGN: translate(
            "Storage", "the file holds a database that is not a game history"
        ),
        Reason.FOLDER: translate("Storage", "the folder for the file cannot be used"),
        Reason.NOT_REGULAR: translate("Storage", "the path is not a regular file"),
        Reason.BAD_NAME: translate("Storage", "a player's name is not valid text"),
    }
    return texts[reason]


def _action(action: Action | None, translate: Translate) -> str:
    """What the history was doing, as the verb phrase after "could not"."""
    if action is None:
        return ""
    actions = {
        Action.STORE: translate("Storage", "store the finished game"),
        Action.DELETE: translate("Storage", "delete the game"),
        Action.COUNT: translate("Storage", "count the games"),
        Action.LIST: translate("Storage", "list your games"),
        Action.READ: translate("Storage", "read the game"),
        Action.STATISTICS: translate("Storage", "compute statistics"),
    }
    return actions[action]


def record_words(error: RecordError | None, translate: Translate) -> str:
    """What is wrong with a record, by its kind, and where (``RecordError.place``: the
    round, or the deal and play, and the player, as the command line names them); the
    English detail is logged for bug reports."""
    if error is None:
        return ""
    logger.info("record problem: %s", error)
    problems = {
        "empty": translate("Storage", "the file is empty"),
        "too_large": translate("Storage", "the file is too large"),
        "not_text": translate("Storage", "the file is not UTF-8 text"),
        "not_json": translate("Storage", "the file is not valid JSON"),
        "format": translate("Storage", "the data is not a game record this app knows"),
        "version": translate(
            "Storage", "the record was made by a version of the app that this one cannot read"
        ),
        "bad_version": translate("Storage", "the record's version is not a valid version"),
        "deck": translate("Storage", "the record uses a deck this app does not have"),
        "name": translate("Storage", "a player's name holds characters that are not allowed"),
        "card": translate("Storage", "the record names a card that is not in the deck"),
        "rules": translate("Storage", "a decision in the record breaks the rules"),
    }
    what = problems.get(
        error.kind, translate("Storage", "a value is missing or has the wrong type")
    )
    return place_words(what, error.place(), translate)


def place_words(what: str, place: RecordPlace, translate: Translate) -> str:
    """``what`` is wrong, followed by where (``place``), as one whole sentence part per
    combination of places, so each language orders its own words."""
    part, number, play = place.part, place.number, place.play
    player = None if place.seat is None else place.seat + 1
    if part == "deal" and number is not None:
        if play is not None and player is not None:
            return arg(
                #: Where a record is wrong. %1 what is wrong, e.g. "a decision in the record
                #: breaks the rules"; %2 a deal's number, e.g. 2; %3 a play's number within
                #: the deal, e.g. 7; %4 a seat number, e.g. 3.
                translate("Storage", "%1 (deal %2, play %3, player %4)"),
                what,
                number,
                play,
                player,
            )
        if play is not None:
            #: %1 what is wrong, e.g. "a decision in the record breaks the rules"; %2 a
            #: deal's number, e.g. 2; %3 a play's number within the deal, e.g. 7.
            return arg(translate("Storage", "%1 (deal %2, play %3)"), what, number, play)
        if player is not None:
            return arg(
                #: %1 what is wrong, e.g. "the record names a card that is not in the deck";
                #: %2 a deal's number, e.g. 2; %3 a seat number, e.g. 3.
                translate("Storage", "%1 (deal %2, player %3)"),
                what,
                number,
                player,
            )
        #: %1 what is wrong, e.g. "the record names a card that is not in the deck"; %2 a
        #: deal's number, e.g. 2.
        return arg(translate("Storage", "%1 (deal %2)"), what, number)
    if part == "round" and number is not None:
        if player is not None:
            return arg(
                #: Where a record is wrong. %1 what is wrong, e.g. "the record names a card
                #: that is not in the deck"; %2 a round number, e.g. 3; %3 a seat number,
                #: e.g. 2.
                translate("Storage", "%1 (round %2, player %3)"),
                what,
                number,
                player,
            )
        #: %1 what is wrong, e.g. "a decision in the record breaks the rules"; %2 a round
        #: number, e.g. 3.
        return arg(translate("Storage", "%1 (round %2)"), what, number)
    if player is not None:
        #: %1 what is wrong, e.g. "a player's name holds characters that are not allowed";
        #: %2 a seat number, e.g. 2.
        return arg(translate("Storage", "%1 (player %2)"), what, player)
    return what


_LABEL_END = re.compile(r"[\s\u00a0\u202f]*:\s*$")


def _label_name(label: str) -> str:
    """A dialog's label as a setting's name: no access key ("&"), no closing colon."""
    return _LABEL_END.sub("", re.sub(r"&(&?)", r"\1", label))


def setting_words(name: str, translate: Translate) -> str:
    """A setting named as the Preferences dialog names it ("Animation speed"), never by
    its field in the settings file; the dialog's own messages are reused, so the two
    always read the same in every language."""
    labels = {
        "animation_speed": lambda: translate("SettingsDialog", "&Animation speed:"),
        "theme": lambda: translate("SettingsDialog", "&Theme:"),
        "language": lambda: translate("SettingsDialog", "&Language:"),
        "reduced_motion": lambda: translate(
            "SettingsDialog", "&Reduce motion (cards fade instead of flying)"
        ),
        "sound_volume": lambda: translate("SettingsDialog", "Sound &volume:"),
        "muted": lambda: translate("SettingsDialog", "&Mute sound effects"),
        "auto_pick": lambda: translate(
            "SettingsDialog",
            "Play automatically when you have no &choice (take the only card, or pass)",
        ),
        #: A setting that was reset: the players and options the New game dialog offers
        #: first, from the last game started.
        "last_setup": lambda: translate("Storage", "the last new game's players and options"),
        #: A setting that was reset: the players and options the New game dialog offers
        #: first, from the last game started.
        "game_setups": lambda: translate("Storage", "the last new game's players and options"),
        #: A setting that was reset: where the main window opens and how large it is.
        "window_geometry": lambda: translate("Storage", "the window's size and position"),
        "player_name": lambda: translate("SettingsDialog", "Your &name:"),
        #: A setting that was reset: which game the New game dialog offers first (the
        #: one played last).
        "last_game": lambda: translate("Storage", "the game offered first for a new game"),
        #: A setting that was reset: whether the offer of a guided first game (a lesson)
        #: was already made at a first start.
        "lessons_offered": lambda: translate("Storage", "the offer of a guided first game"),
    }
    label = labels.get(name)
    #: A setting that was reset, when the settings file names one this version does not know.
    return _label_name(label()) if label else translate("Storage", "another setting")
