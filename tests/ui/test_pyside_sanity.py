"""The installed PySide6 must not drop references to None.

PySide6 6.12.0 on Python 3.11 decrements None's refcount on every Qt call that
returns None, and the interpreter aborts ("deallocating None") within seconds of
painting; pyproject.toml therefore pins PySide6 below 6.12. This test fails, rather
than letting the app crash later, if a PySide6 with that bug is ever installed.
"""

import sys

from PySide6.QtCore import QObject


def test_qt_calls_returning_none_keep_none_alive():
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(64):
        probe.setObjectName("probe")
    assert sys.getrefcount(None) >= before - 8
