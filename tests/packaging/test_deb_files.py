"""Issue 14: the .deb's own files: the record MIME type, and one app id throughout."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.packaging.test_desktop_files import APP_ID, PACKAGING

MIME = PACKAGING / "linux" / f"{APP_ID}.xml"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}


def test_the_record_mime_type_matches_score5_json_files() -> None:
    kind = ET.parse(MIME).getroot().find("m:mime-type", NS)
    assert kind is not None and kind.get("type") == "application/x-score5-record+json"
    assert [g.get("pattern") for g in kind.findall("m:glob", NS)] == ["*.score5.json"]
    assert kind.find("m:sub-class-of", NS).get("type") == "application/json"
    languages = {
        c.get("{http://www.w3.org/XML/1998/namespace}lang") for c in kind.findall("m:comment", NS)
    }
    assert languages == {None, "fr", "de", "it"}


def test_the_desktop_entry_opens_records_of_that_type() -> None:
    """A double-click on a record in a file manager starts the game with the file; an
    invite link (score5://, score5s://) opens the app on it (issue 47)."""
    entry = MIME.with_suffix(".desktop").read_text(encoding="utf-8")
    fields = dict(line.split("=", 1) for line in entry.splitlines() if "=" in line)
    kind = ET.parse(MIME).getroot().find("m:mime-type", NS).get("type")
    assert fields["MimeType"] == f"{kind};x-scheme-handler/score5;x-scheme-handler/score5s;"
    assert fields["Exec"].endswith(" %u")  # a file comes as a path or a file: URL


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="needs shared-mime-info")
def test_shared_mime_info_accepts_the_type(tmp_path: Path) -> None:
    (tmp_path / "packages").mkdir()
    shutil.copy(MIME, tmp_path / "packages")
    # With the folder on the search path it prints nothing unless the XML is wrong.
    env = {"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(tmp_path.parent)}
    result = subprocess.run(
        ["update-mime-database", str(tmp_path)], capture_output=True, text=True, env=env
    )
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr
    assert (tmp_path / "application" / "x-score5-record+json.xml").is_file()


def test_the_package_ships_every_linux_file_under_the_app_id() -> None:
    script = (PACKAGING / "build-deb.sh").read_text(encoding="utf-8")
    for suffix in (".desktop", ".metainfo.xml", ".xml"):
        assert f'"$ROOT/packaging/linux/$APP_ID{suffix}"' in script, suffix
    for path in (PACKAGING / "build-deb.sh", PACKAGING / "test-clean-root.sh"):
        ids = set(re.findall(r"io\.github\.[\w-]+\.[\w-]+", path.read_text(encoding="utf-8")))
        assert ids <= {APP_ID}, f"{path.name}: {ids}"
