"""Hostile files: special files never hang, names are validated as read, messages
stay short, and ``score5 replay`` prints nothing a terminal would obey."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from score5_desktop.cli.main import main as cli_main
from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.record import MAX_BYTES, Player, dumps, loads
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Kind, StorageError
from score5_desktop.storage.files import FileRefused, read_regular_file
from score5_desktop.storage.paths import AppPaths
from score5_desktop.storage.record_files import LoadStatus, open_record_file, save_record_file
from score5_desktop.storage.settings import Settings, SettingsStore

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def within(seconds: float, call: Callable[[], Any]) -> Any:
    """``call()``'s result, failing (not hanging) if it takes longer than ``seconds``."""
    box: list[Any] = []

    def run() -> None:
        try:
            box.append(("value", call()))
        except BaseException as exc:  # noqa: BLE001 - handed to the test thread
            box.append(("error", exc))

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        pytest.fail(f"still reading after {seconds} s: it would hang")
    kind, value = box[0]
    if kind == "error":
        raise value
    return value


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def record_text(games, **changes: Any) -> str:
    doc = json.loads(dumps(games.partial(3, 2, 5), games.players(3)))
    doc.update(changes)
    return json.dumps(doc)


# -- special files ------------------------------------------------------------------
def test_a_pipe_or_device_is_never_read(tmp_path: Path) -> None:
    pipe = fifo(tmp_path / "game.json")
    for path in (pipe, Path("/dev/zero"), tmp_path):
        with pytest.raises(FileRefused) as refused:
            within(5, lambda p=path: read_regular_file(p, MAX_BYTES))
        assert refused.value.problem.kind is Kind.NOT_REGULAR


def test_the_size_is_checked_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(50 * MAX_BYTES)  # sparse: reading it would take a while
    with pytest.raises(FileRefused) as refused:
        within(2, lambda: read_regular_file(big, MAX_BYTES))
    assert refused.value.problem.kind is Kind.TOO_LARGE


def test_a_pipe_as_record_autosave_or_settings_is_refused_with_a_message(
    tmp_path: Path,
) -> None:
    paths = AppPaths.under(tmp_path)
    opened = within(5, lambda: open_record_file(fifo(tmp_path / "shared.json")))
    assert opened.status is LoadStatus.BROKEN
    assert "not a regular file" in storage_text(opened.message)

    pipe = fifo(paths.autosave_file)
    resumed = within(5, AutosaveStore(pipe).load)
    assert resumed.status is LoadStatus.BROKEN and not resumed.can_continue
    assert resumed.kept_as is not None  # set aside like any unreadable autosave

    fifo(paths.settings_file)
    store = SettingsStore(paths.settings_file)
    settings, problem = within(5, store.load)
    assert settings == Settings() and problem is not None
    assert problem.kind is Kind.SETTINGS_UNREADABLE
    with pytest.raises(StorageError):  # the pipe is left alone, never replaced
        store.save(Settings(theme="dark"))


@pytest.mark.parametrize("command", [["replay"], ["review", "--seat", "0"]])
def test_record_commands_refuse_a_pipe_at_once(tmp_path: Path, capsys, command) -> None:
    pipe = fifo(tmp_path / "game.json")
    code = within(5, lambda: cli_main([*command, str(pipe)]))
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error:") and err.count("\n") == 1


# -- names ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name",
    ["\ud800", "a\x1b[31mred", "tab\there", "new\nline", "\u202eevil", "x\u2028y", "\x7f", "", " "],
)
def test_names_with_control_characters_or_lone_surrogates_are_refused(games, name) -> None:
    """Blank names too: a seat with no name would be nameless in every sentence."""
    doc = json.loads(record_text(games))
    doc["players"][1]["name"] = name
    text = json.dumps(doc)  # \ud800 travels as a JSON escape, as in a crafted file
    with pytest.raises(RecordError) as refused:
        loads(text)
    assert refused.value.kind == "name" and refused.value.seat == 1
    assert "\x1b" not in str(refused.value) and "\ud800" not in str(refused.value)


def test_fine_names_pass_and_long_ones_are_shortened(games) -> None:
    doc = json.loads(record_text(games))
    names = ["مرحبا 👋🏽", "<b>x</b>", "L" * 100_000]
    for seat, name in enumerate(names):
        doc["players"][seat]["name"] = name
    record = loads(json.dumps(doc))
    assert [p.name for p in record.players] == [names[0], names[1], "L" * 39 + "…"]


def test_a_lone_surrogate_autosave_is_set_aside_and_saving_never_raises_raw(
    tmp_path: Path, games
) -> None:
    doc = json.loads(record_text(games))
    doc["players"][0]["name"] = "\ud800"
    autosave = tmp_path / "autosave.json"
    autosave.write_text(json.dumps(doc), "utf-8")
    result = AutosaveStore(autosave).load()
    assert result.status is LoadStatus.BROKEN and result.kept_as is not None
    assert "not allowed" in storage_text(result.message)
    # A name that never came from a file still cannot break File > Save with a traceback.
    state = games.partial(2, 1, 3)
    with pytest.raises(StorageError):
        save_record_file(tmp_path / "out.json", state, (Player("\ud800"), Player("B")))


def test_settings_names_are_validated_like_record_names(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    seats = [{"name": "<img src=/dev/zero>"}, {"name": "M" * 500}]
    path.write_text(json.dumps({"last_setup": {"seats": seats}}), "utf-8")
    settings, problem = SettingsStore(path).load()
    assert problem is None
    assert [s.name for s in settings.game_setups["score5"].seats] == [
        "<img src=/dev/zero>",
        "M" * 39 + "…",
    ]
    seats[0]["name"] = "\x1b]0;pwned\x07"
    path.write_text(json.dumps({"last_setup": {"seats": seats}}), "utf-8")
    settings, problem = SettingsStore(path).load()
    assert settings.game_setups == {} and problem.fields == ("last_setup",)


# -- bounded messages ------------------------------------------------------------------
@pytest.mark.parametrize(
    "field,value",
    [
        ("format", "F" * 1_000_000),
        ("version", "9" * 900_000),
        ("deck", "d" * 100_000),
        ("starting_sets", ["\x1b[2J" * 1000, "B", "C"]),
        ("pile", ["x" * 500_000] * 12),
    ],
)
def test_error_texts_quote_only_a_short_excerpt(tmp_path: Path, games, field, value) -> None:
    path = tmp_path / "big.json"
    path.write_text(record_text(games, **{field: value}), "utf-8")
    result = open_record_file(path)
    assert result.status is LoadStatus.BROKEN
    english, worded = str(result.message), storage_text(result.message)
    assert len(english) < 400 and len(worded) < 400
    assert "\x1b" not in english


def test_replay_plain_output_escapes_and_long_deck_is_one_clean_line(
    tmp_path: Path, games, capsys
) -> None:
    path = tmp_path / "deck.json"
    path.write_text(record_text(games, deck="d" * 100_000), "utf-8")
    assert cli_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: unknown deck") and err.count("\n") == 1 and len(err) < 200

    assert cli_main(["replay", "p" * 100_000 + ".json"]) == 2  # a name too long
    err = capsys.readouterr().err
    assert err.startswith("error: cannot read") and err.count("\n") == 1 and len(err) < 300

    weird = tmp_path / "a\x1b[2Jb.json"
    assert cli_main(["replay", str(weird)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\\x1b" in err

    path.write_text(record_text(games, starting_sets=["\x1b[31m", "B", "C"]), "utf-8")
    assert cli_main(["replay", str(path)]) == 2
    assert "\x1b" not in capsys.readouterr().err


def test_replay_prints_names_without_control_characters(tmp_path: Path, games, capsys) -> None:
    # Names that pass the reader but read oddly stay printable; nothing raw reaches stdout.
    doc = json.loads(record_text(games))
    doc["players"][0]["name"] = "Zoë \u200b👋🏽"
    path = tmp_path / "ok.json"
    path.write_text(json.dumps(doc), "utf-8")
    assert cli_main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Zoë \\u200b👋🏽" in out
    assert all(c.isprintable() or c == "\n" for c in out)


def test_every_problem_kind_and_reason_has_one_wording(qtbot) -> None:
    from score5_desktop.storage.errors import Action, Problem, Reason

    cause = Problem(Kind.MISSING, path="b.json")
    error = RecordError("detail", round=1, seat=0, kind="rules")
    for kind in Kind:
        problem = Problem(
            kind, path="x" * 500, reason="r" * 500, record=error, cause=cause, kept_as="c",
            action=Action.STORE, game=3, fields=("theme",), limit=1024, detail="d",
        )  # fmt: skip
        worded = storage_text(problem)
        assert worded and len(worded) < MAX_MESSAGE and "detail" not in worded
    assert len({storage_text(Problem(Kind.AUTOSAVE_FAILED, reason=r)) for r in Reason}) == len(
        Reason
    )


MAX_MESSAGE = 600
