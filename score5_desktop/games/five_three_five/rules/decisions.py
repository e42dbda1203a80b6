"""The one decision of Five Three Five, a ``Play``, and the table options (F12, F13).

A ``Play`` is a ``NamedTuple`` with ``seat`` first, as the shell expects: bots
create and compare millions of them, and the legal ones are precomputed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from score5_desktop.games.five_three_five.rules.cards import setup_for

TARGETS = (20, 10)  # the normal game, *short game*


class Action(StrEnum):
    """What a play does to the central meld; the record says which (the same cards can
    overwrite or add)."""

    LEAD = "lead"
    OVERWRITE = "overwrite"
    ADD = "add"
    PASS = "pass"


class Play(NamedTuple):
    """``seat`` leads, overwrites, adds ``cards`` (sorted values) or passes (no cards)."""

    seat: int
    action: Action
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Options:
    """The table options, fixed for a game (F14).

    ``target``: 20, or 10 for *short game*; ``hands``: 2, or 1 for *one hand*
    (two players only); ``big_deal``: 16 cards each (three players only);
    ``open_pass``: a player who passed may play again later in the trick;
    ``no_limit``: overwrite with any stronger meld (F13)."""

    target: int = 20
    hands: int = 2
    big_deal: bool = False
    open_pass: bool = False
    no_limit: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "hands": self.hands,
            "big_deal": self.big_deal,
            "open_pass": self.open_pass,
            "no_limit": self.no_limit,
        }

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any], players: int) -> Options:
        """Options checked for ``players`` seats; ``ValueError`` names the bad one."""
        unknown = sorted(set(options) - set(cls.__slots__))
        if unknown:
            raise ValueError(f"unknown option {unknown[0][:32]!r}")
        data = {**Options().to_json(), **options}
        target, hands = data["target"], data["hands"]
        # Whole numbers, as the record format writes them: 20.0 and True are not 20 and 1.
        if type(target) is not int or target not in TARGETS:
            raise ValueError("option target must be 20 or 10 (short game)")
        if type(hands) is not int or hands not in (1, 2):
            raise ValueError("option hands must be 2, or 1 (one hand)")
        for flag in ("big_deal", "open_pass", "no_limit"):
            if not isinstance(data[flag], bool):
                raise ValueError(f"option {flag} must be true or false")
        setup_for(players)  # the player count itself
        if hands == 1 and players != 2:
            raise ValueError("option one hand (hands 1) is for two players only")
        if data["big_deal"] and players != 3:
            raise ValueError("option big deal is for three players only")
        return cls(**data)
