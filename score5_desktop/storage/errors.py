"""The one error the storage layer raises on purpose.

Loading never raises (a bad file becomes a message and the app carries on);
saving can fail for reasons the user can fix — a full disk, a folder they
may not write to — so it raises ``StorageError`` with a message fit to show.
"""

from __future__ import annotations


class StorageError(Exception):
    """A file could not be written; the message is plain words for the user."""


def describe_os_error(exc: OSError) -> str:
    """An OS error in words, without a traceback's noise (errno names, repr)."""
    reason = exc.strerror or str(exc) or type(exc).__name__
    return reason[0].lower() + reason[1:] if reason else reason
