"""A running app survives its translation files being rewritten in place (a
``tools/update_translations.py`` run, a reinstall over the same files, an editor's save).

Qt maps a ``.qm`` file loaded by name into memory: when the file was then truncated
and written again (as lrelease and ``cp`` write it), the app died of a bus error at its
next translated sentence, with no Python traceback (the window simply vanished in the
middle of a game), and a rewrite of another length gave it wrong sentences ("1 Karten").
Our translations are now read into memory, so the file on disk is never looked at
again. Run in a child process: a bus error kills the process that meets it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from score5_desktop.paths import translations_dir

CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    import score5_desktop.ui.common.language as language

    folder = Path(sys.argv[1])
    language.translations_dir = lambda: folder
    app = QCoreApplication([])
    chosen = language.Language(pseudo=False, show_ids=False)
    chosen.apply("de")
    def words():
        return [
            QCoreApplication.translate("GameLog", "%1: %n card(s)", None, n) for n in (1, 2)
        ]
    before = words()
    qm = folder / "score5_desktop_de.qm"
    data = qm.read_bytes()
    with open(qm, "r+b") as out:  # in place, as lrelease writes it: first cut short...
        out.truncate(64)
    after_cut = words()
    with open(qm, "wb") as out:  # ...then written again, a little longer
        out.write(data[:40] + bytes(6) + data[40:])
    after_rewrite = words()
    print(before == after_cut == after_rewrite, before)
    """
)


def test_translations_rewritten_in_place_change_nothing_in_a_running_app(tmp_path: Path):
    source = translations_dir() / "score5_desktop_de.qm"
    (tmp_path / "score5_desktop_de.qm").write_bytes(source.read_bytes())
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", **_env()},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("True"), done.stdout
    assert "1 Karte'" in done.stdout and "2 Karten" in done.stdout


def _env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
