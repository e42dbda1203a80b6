"""The online seat to take back after quitting: the table's address, its invite, the
seat's token and the name it was taken with, in the data folder beside the autosave.
A host's seat also keeps the table's host token: the table's server is this app's own,
so taking the seat back starts that server again first (on the address's port), and
the host's buttons (Start now, Give to a bot) work again with it.

The token is the seat's key (whoever holds it plays the seat), so it is written to
this file alone, readable by its owner only, and never logged. A game that ends, or a
seat the server no longer knows, forgets it."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from score5_desktop.core.names import clean_name
from score5_desktop.storage.atomic import write_text_atomic

logger = logging.getLogger(__name__)

ONLINE_SEAT_FILE = "online_seat.json"
_MAX_FIELD = 2000  # a longer field is no address, invite or token of ours


@dataclass(frozen=True)
class SavedSeat:
    url: str
    code: str
    token: str
    name: str
    host: str = ""  # the table's host token: its server runs in this app ("": joined)

    @property
    def port(self) -> int | None:
        """The port of ``url`` (where the app's own server listens again for a host)."""
        try:
            return urlsplit(self.url).port
        except ValueError:
            return None


def save_seat(path: Path, seat: SavedSeat) -> None:
    """Keep ``seat`` (replacing any other): only its owner may read the file."""
    data = {"url": seat.url, "code": seat.code, "token": seat.token, "name": seat.name}
    if seat.host:
        data["host"] = seat.host
    text = json.dumps(data)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, text)
        os.chmod(path, 0o600)
    except OSError as problem:  # the seat is still played; only the way back is lost
        logger.warning("the online seat could not be kept: %s", problem.strerror)


def load_seat(path: Path) -> SavedSeat | None:
    """The kept seat, or None (no file, or one this app did not write)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    fields = [data.get(key) for key in ("url", "code", "token", "name")]
    if not all(isinstance(f, str) and 0 < len(f) <= _MAX_FIELD for f in fields):
        return None
    url, code, token, name = fields
    if not url.startswith(("ws://", "wss://")):
        return None
    host = data.get("host", "")
    if not isinstance(host, str) or len(host) > _MAX_FIELD:
        return None
    seat = SavedSeat(url, code, token, clean_name(name) or name[:40], host)
    if host and seat.port is None:
        return None  # a host's seat without the port its server listened on
    return seat


def forget_seat(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as problem:
        logger.warning("the kept online seat could not be removed: %s", problem.strerror)
