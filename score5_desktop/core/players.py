"""Who sits at a table: the same for every game and every record format."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    kind: str = "human"  # "human" or "bot"
    level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.kind == "bot":
            data["level"] = self.level
        return data
