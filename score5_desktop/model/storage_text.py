"""The storage layer's messages, in the interface language.

The storage layer knows no Qt: when a file cannot be read or written it says
so in one English sentence from a small fixed set ("The file x.json does not
exist.", "Your settings could not be saved (disk full)."). At the model edge
the sentence is read back into its parts (file names, the system's reason)
and worded again through ``translate``. The parts stay as they are: a file
name is a name, and the system's reason is already in the system's language
(or technical, like a record error, which a bug report needs verbatim). A
sentence this module does not know is shown as it is rather than lost.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from score5_desktop.model.text import arg, translate

_Wording = Callable[[re.Match[str]], str]


def _rules() -> list[tuple[re.Pattern[str], _Wording]]:
    """Each English sentence of the storage layer, and how to word it again."""
    c = re.compile
    return [
        (
            c(r"The file (?P<f>.+) does not exist\."),
            lambda m: arg(translate("Storage", "The file %1 does not exist."), m["f"]),
        ),
        (
            c(r"The file (?P<f>.+) could not be opened \((?P<r>.*)\)\."),
            lambda m: arg(
                translate("Storage", "The file %1 could not be opened (%2)."), m["f"], m["r"]
            ),
        ),
        (
            c(r"The file (?P<f>.+?) is not a game record this app can read: (?P<r>.*)\."),
            lambda m: arg(
                translate("Storage", "The file %1 is not a game record this app can read: %2."),
                m["f"],
                m["r"],
            ),
        ),
        (
            c(r"The game could not be saved as (?P<f>.+) \((?P<r>.*)\)\."),
            lambda m: arg(
                translate("Storage", "The game could not be saved as %1 (%2)."), m["f"], m["r"]
            ),
        ),
        (
            c(r"The game could not be autosaved \((?P<r>.*)\)\."),
            lambda m: arg(translate("Storage", "The game could not be autosaved (%1)."), m["r"]),
        ),
        (
            c(r"The finished game's autosave could not be removed \((?P<r>.*)\)\."),
            lambda m: arg(
                translate("Storage", "The finished game's autosave could not be removed (%1)."),
                m["r"],
            ),
        ),
        (
            c(r"The autosave could not be read\."),
            lambda m: translate("Storage", "The autosave could not be read."),
        ),
        (
            c(
                r"The saved game could not be resumed\. (?P<why>.*) It could not be moved "
                r"aside \((?P<r>.*)\), so it is left as it is and no new autosave will replace it\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "The saved game could not be resumed. %1 It could not be moved aside (%2), "
                    "so it is left as it is and no new autosave will replace it.",
                ),
                storage_text(m["why"]),
                m["r"],
            ),
        ),
        (
            c(
                r"The saved game could not be resumed\. (?P<why>.*) The file was kept as "
                r"(?P<f>.+); a new game will be saved beside it\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "The saved game could not be resumed. %1 The file was kept as %2; "
                    "a new game will be saved beside it.",
                ),
                storage_text(m["why"]),
                m["f"],
            ),
        ),
        (
            c(r"Your settings could not be saved \((?P<r>.*)\)\."),
            lambda m: arg(translate("Storage", "Your settings could not be saved (%1)."), m["r"]),
        ),
        (
            c(
                r"Your settings could not be read \((?P<r>.*)\), so the default settings are "
                r"used for now\. The file was left as it is\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "Your settings could not be read (%1), so the default settings are used "
                    "for now. The file was left as it is.",
                ),
                m["r"],
            ),
        ),
        (
            c(
                r"Your settings file could not be read \((?P<p>.*)\), so the default settings "
                r"are used\. The old file was kept as (?P<f>.+)\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "Your settings file could not be read (%1), so the default settings are "
                    "used. The old file was kept as %2.",
                ),
                m["p"],
                m["f"],
            ),
        ),
        (
            c(
                r"Your settings file could not be read \((?P<p>.*)\), so the default settings "
                r"are used\. It could not be moved aside \((?P<r>.*)\), so it is left as it is "
                r"and will not be overwritten\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "Your settings file could not be read (%1), so the default settings are "
                    "used. It could not be moved aside (%2), so it is left as it is and will "
                    "not be overwritten.",
                ),
                m["p"],
                m["r"],
            ),
        ),
        (
            c(r"Some settings were not valid and were reset to their defaults: (?P<p>.*)\."),
            lambda m: arg(
                translate(
                    "Storage", "Some settings were not valid and were reset to their defaults: %1."
                ),
                m["p"],
            ),
        ),
        (
            c(
                r"Your settings were not saved: the settings file could not be read or moved "
                r"aside, and it is never overwritten \((?P<f>.+)\)\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "Your settings were not saved: the settings file could not be read or moved "
                    "aside, and it is never overwritten (%1).",
                ),
                m["f"],
            ),
        ),
        (
            c(r"Game (?P<n>\d+) is not in your history\."),
            lambda m: arg(translate("Storage", "Game %1 is not in your history."), m["n"]),
        ),
        (
            c(
                r"Game (?P<n>\d+) of your history is not a game record this app can read: "
                r"(?P<r>.*)\."
            ),
            lambda m: arg(
                translate(
                    "Storage", "Game %1 of your history is not a game record this app can read: %2."
                ),
                m["n"],
                m["r"],
            ),
        ),
        (
            c(
                r"Your game history could not be read \((?P<r>.*)\), so a new, empty history "
                r"was started\. The old file was kept as (?P<f>.+)\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "Your game history could not be read (%1), so a new, empty history was "
                    "started. The old file was kept as %2.",
                ),
                m["r"],
                m["f"],
            ),
        ),
        (
            c(
                r"Your game history could not be opened \((?P<r>.*)\)\. Games you finish now "
                r"will not be remembered after you quit\."
            ),
            lambda m: arg(
                translate(
                    "Storage",
                    "Your game history could not be opened (%1). Games you finish now will not "
                    "be remembered after you quit.",
                ),
                m["r"],
            ),
        ),
        (
            c(r"Your game history could not (?P<a>[a-z ]+) \((?P<r>.*)\)\."),
            lambda m: arg(
                translate("Storage", "Your game history could not %1 (%2)."),
                _history_action(m["a"]),
                m["r"],
            ),
        ),
    ]


def _history_action(action: str) -> str:
    """What the history was doing, as the verb phrase after "could not"."""
    actions = {
        "store the finished game": translate("Storage", "store the finished game"),
        "delete the game": translate("Storage", "delete the game"),
        "count the games": translate("Storage", "count the games"),
        "list your games": translate("Storage", "list your games"),
        "read the game": translate("Storage", "read the game"),
        "compute statistics": translate("Storage", "compute statistics"),
    }
    return actions.get(action, action)


def storage_text(message: str) -> str:
    """``message`` from the storage layer in the interface language (as it is if unknown)."""
    for pattern, wording in _rules():
        match = pattern.fullmatch(message)
        if match is not None:
            return wording(match)
    return message
