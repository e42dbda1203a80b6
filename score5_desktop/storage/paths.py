"""Where the app keeps its own files: settings, autosave, records, history, logs.

``platformdirs`` gives each platform's usual folders. Setting the environment
variable ``SCORE5_HOME`` puts every one of them under that single folder, so
tests (and portable installs) are isolated by one switch. Nothing is created
here: folders appear when something is first written into them.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from platformdirs import PlatformDirs

APP_NAME = "score5-desktop"
APP_AUTHOR = "Score5"
HOME_ENV = "SCORE5_HOME"

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
RECORDS_FOLDER = "records"
HISTORY_FILE = "history.sqlite3"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """The three base folders; every file the app owns is derived from them."""

    config_dir: Path
    data_dir: Path
    log_dir: Path

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> AppPaths:
        """``SCORE5_HOME`` if set (and not empty), else the platform's folders."""
        env = os.environ if environ is None else environ
        home = env.get(HOME_ENV, "").strip()
        if home:
            return cls.under(Path(home).expanduser())
        dirs = PlatformDirs(APP_NAME, APP_AUTHOR)
        return cls(
            config_dir=Path(dirs.user_config_dir),
            data_dir=Path(dirs.user_data_dir),
            log_dir=Path(dirs.user_log_dir),
        )

    @classmethod
    def under(cls, root: Path) -> AppPaths:
        """All folders inside ``root`` (what ``SCORE5_HOME`` selects)."""
        return cls(config_dir=root / "config", data_dir=root / "data", log_dir=root / "logs")

    @property
    def settings_file(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def autosave_file(self) -> Path:
        return self.data_dir / AUTOSAVE_FILE

    @property
    def records_dir(self) -> Path:
        """The default folder for File > Save (created by ``ensure_dir`` when needed)."""
        return self.data_dir / RECORDS_FOLDER

    @property
    def history_db(self) -> Path:
        return self.data_dir / HISTORY_FILE


def ensure_dir(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if missing, and return it."""
    folder.mkdir(parents=True, exist_ok=True)
    return folder
