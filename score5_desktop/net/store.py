"""Where the server keeps its tables: a folder a table, two files in it, written atomically.

``<id>/record.json`` is the game's own record (its format: ``docs/records.md``),
rewritten after every decision as the autosave does (``storage.atomic``), so
``score5 replay`` reads it and a ``kill -9`` loses no decision that was
announced. ``<id>/table.json`` holds what the record does not: the seats (who is
a person, who a bot of which level, the digest of each seat's token), the
invite's and the host's digests, the host's bot level and the seed the bots draw
from; it changes only when a seat is taken or given to a bot. Names come from the
server itself (table ids it made), never from a client. A folder a table, since an
atomic write looks through its folder for debris of an earlier crash: one folder of
every table would make each write cost as many.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

from score5_desktop.core import registry
from score5_desktop.core.errors import RecordError
from score5_desktop.net.table import NetTable, Seat, SeatKind
from score5_desktop.storage.atomic import write_text_atomic

log = logging.getLogger(__name__)

STORE_VERSION = 1
_TABLE_ID = re.compile(r"[0-9a-f]{16}")


class TableStore:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def record_path(self, table_id: str) -> Path:
        if not _TABLE_ID.fullmatch(table_id):
            raise ValueError("not a table id")
        return self.folder / table_id / "record.json"

    def save_record(self, table_id: str, text: str) -> None:
        write_text_atomic(self.record_path(table_id), text)

    def save_table(self, table_id: str, text: str) -> None:
        write_text_atomic(self.record_path(table_id).with_name("table.json"), text)

    @staticmethod
    def table_text(table: NetTable) -> str:
        """The seats' file as it stands now (taken on the event loop, written later)."""
        data = {
            "version": STORE_VERSION,
            "game": table.game.id,
            "seed": table.seed,
            "invite": table.invite,
            "host": table.host,
            "level": table.level,
            "seats": [seat.to_json() for seat in table.seats],
        }
        return json.dumps(data, indent=1)

    def load_all(self) -> list[NetTable]:
        """Every table kept, finished or not; a file that cannot be read is logged and
        skipped (it stays where it is)."""
        tables = []
        for path in sorted(self.folder.glob("*/table.json")):
            table_id = path.parent.name
            try:
                tables.append(self._load(table_id, path))
            except (OSError, ValueError, KeyError, TypeError, RecordError) as problem:
                log.error("table %s not resumed: %s", table_id, problem)
        return tables

    def _load(self, table_id: str, path: Path) -> NetTable:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != STORE_VERSION:
            raise ValueError("another store version")
        game = registry.get(data["game"])
        loaded = game.load_record(self.record_path(table_id).read_text(encoding="utf-8"))
        seats = [
            Seat(SeatKind(s["kind"]), str(s["name"]), s.get("level"), s.get("token"))
            for s in data["seats"]
        ]
        if len(seats) != loaded.state.players:
            raise ValueError("the seats do not match the record")
        # The log as the table had it: the events that led here, replayed from the start.
        log = [
            {"n": number, "event": game.wire.encode_tagged(event)}
            for number, event in enumerate(loaded.past_events(), 1)
        ]
        return NetTable(
            id=table_id,
            game=game,
            state=loaded.state,
            seats=seats,
            seed=int(data["seed"]),
            invite=str(data["invite"]),
            decisions=len(loaded.decisions),
            saved=len(loaded.decisions),
            host=str(data.get("host", "")),
            level=data.get("level") if isinstance(data.get("level"), str) else None,
            seq=len(log),
            log=log,
        )
