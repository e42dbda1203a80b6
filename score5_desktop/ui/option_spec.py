"""One option of a game as the new-game dialog offers it. Every game's Qt part
(``QT_PART``) lists its options as these specs; the dialog renders each by its kind
and never names a game or an option."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any


class OptionKind(Enum):
    """The widget an option gets: a check box, or a number box with a label."""

    CHECK = "check"
    NUMBER = "number"


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option: ``key`` its record name, ``label``/``explanation`` its words in the
    interface language (called when shown, so a language change follows).

    A ``CHECK`` option takes ``on``/``off`` when ticked or not; a ``NUMBER`` option
    takes a whole number from ``minimum`` to ``maximum``. ``players``: the player
    counts it applies to (empty: all)."""

    key: str
    label: Callable[[], str]
    explanation: Callable[[], str]
    kind: OptionKind = OptionKind.CHECK
    on: Any = True
    off: Any = False
    minimum: int = 0
    maximum: int = 0
    players: tuple[int, ...] = ()

    def applies(self, players: int) -> bool:
        return not self.players or players in self.players
