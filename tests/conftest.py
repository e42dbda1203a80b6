"""Test configuration: headless Qt, and app folders isolated per test session.

Set before anything imports Qt or the app: the offscreen platform, and
SCORE5_HOME, which points every platformdirs folder (config, data, logs)
into a temporary directory so tests never touch a real user's files.
"""

from __future__ import annotations

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("SCORE5_HOME", tempfile.mkdtemp(prefix="score5-tests-"))
os.environ.setdefault("SCORE5_NO_SOUND", "1")
