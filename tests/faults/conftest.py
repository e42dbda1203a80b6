"""The history fixtures of ``tests/history``, shared with the fault tests."""

from tests.history.conftest import db, history, stored

__all__ = ["db", "history", "stored"]
