"""The developer tools of ``tools/`` (docs/tools.md) still run: the ones that write a
committed file write it again byte for byte, the renderers render, and each measuring
tool at least parses its command line and explains itself. The tools with functions of
their own worth checking on tiny inputs have their own tests beside the code they
measure (marked *tested* in docs/tools.md)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.script_modules import load_script

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / "tools"


def test_make_sounds_writes_the_committed_sounds_again(tmp_path, monkeypatch):
    tool = load_script(TOOLS / "make_sounds.py")
    monkeypatch.setattr(tool, "OUT", tmp_path)
    tool.main()
    written = sorted(path.name for path in tmp_path.glob("*.wav"))
    assert written == sorted(path.name for path in (ROOT / "resources" / "sounds").glob("*.wav"))
    for name in written:
        assert (tmp_path / name).read_bytes() == (ROOT / "resources" / "sounds" / name).read_bytes()


def test_card_sheet_renders_a_sheet_per_theme(qapp, tmp_path, capsys):
    tool = load_script(TOOLS / "card_sheet.py")
    assert tool.main(["--out-dir", str(tmp_path)]) == 0
    sheets = sorted(tmp_path.glob("card-sheet-*.png"))
    assert [path.name for path in sheets] == ["card-sheet-dark.png", "card-sheet-light.png"]
    assert all(path.stat().st_size > 10_000 for path in sheets)


@pytest.mark.parametrize(
    "name",
    [
        "f35_app_budget",
        "f35_search_probe",
        "ismcts_baseline",
        "s5_decision_cpu",
        "s5_loss_study",
        "history_responsiveness",
    ],
)
def test_each_measuring_tool_explains_itself(name, monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(TOOLS))  # as when run: its own folder on the path
    tool = load_script(TOOLS / f"{name}.py")
    monkeypatch.setattr(sys, "argv", [f"{name}.py", "--help"])
    with pytest.raises(SystemExit) as stop:
        tool.main(sys.argv[1:]) if name == "history_responsiveness" else tool.main()
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage:") or out.lstrip().startswith(("How long", "usage"))
    assert len(out) > 80
