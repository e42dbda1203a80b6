"""The bots' reasons and the storage layer's messages, worded again in the interface
language: every phrase they really produce is recognised, so none shows in English."""

from __future__ import annotations

from pathlib import Path

import pytest

from score5_desktop.ai.levels import make_bot
from score5_desktop.engine.deal import new_game
from score5_desktop.engine.errors import RecordError
from score5_desktop.engine.observation import SeatView
from score5_desktop.engine.state import GameState
from score5_desktop.model.hint_text import reason_text
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Action, Kind, Problem, StorageError
from score5_desktop.storage.record_files import read_record
from score5_desktop.storage.settings import SettingsStore
from tests.ui.i18n_helpers import interface_language


def bot_reasons(level: str, seed: int) -> list[str]:
    """Every reason the bots of ``level`` give in one whole game."""
    setup = new_game(3, seed).setup
    state = GameState(setup)
    bots = [make_bot(level, seed + seat) for seat in range(3)]
    reasons = []
    while not state.is_over:
        for seat in state.to_act():
            advice = bots[seat].advise(SeatView(state, seat))
            reasons.append(advice.reason)
            state.apply(advice.decision)
    return reasons


@pytest.mark.parametrize(("level", "seed"), [("random", 1), ("easy", 2), ("normal", 3)])
def test_every_bot_reason_is_worded_again(level, seed):
    deck = new_game(3, seed).deck
    reasons = bot_reasons(level, seed)
    unknown = sorted({r for r in reasons if r != "no bid" and not reason_text(r, deck, "ABC")})
    assert unknown == []


def test_search_reasons_are_worded_again():
    deck = new_game(3, 1).deck
    samples = [
        "no bid: bidding did not pay in 40 simulated games",
        "bid 60: the wild-75 adds 12 to my score, and it won the card in 63% of 120 "
        "simulated games",
        "take the green-80: it did best in simulated games",
        "no bid: I have nothing to bid",
    ]
    for reason in samples:
        assert reason_text(reason, deck, ["A", "B"]), reason
    assert reason_text(samples[0], deck, []) == "Bidding did not pay in 40 simulated games."


def test_hints_speak_the_interface_language(qtbot):
    deck = new_game(3, 1).deck
    with interface_language("fr"):
        text = reason_text("bid 45: the red-115 adds 75 to my red", deck, ["A"])
        assert text == "La carte rouge 115 ajoute 75 points à votre famille rouge."
        assert reason_text("no bid: bidding did not pay in 1 simulated games", deck, []) == (
            "Miser n'a pas été rentable dans 1 partie simulée."
        )


def storage_messages(tmp_path: Path) -> list[Problem]:
    """Problems the storage layer really reports, one per kind of problem we can cause."""
    found = [read_record(tmp_path / "missing.json").message]
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", "utf-8")
    found.append(read_record(bad).message)
    autosave = tmp_path / "autosave.json"
    autosave.write_text("{not json", "utf-8")
    found.append(AutosaveStore(autosave).load().message)
    settings = tmp_path / "settings.json"
    settings.write_text("[1, 2]", "utf-8")
    found.append(SettingsStore(settings).load()[1])
    settings.write_text('{"animation_speed": "warp"}', "utf-8")
    found.append(SettingsStore(settings).load()[1])
    folder = tmp_path / "folder.json"
    folder.mkdir()
    try:
        AutosaveStore(folder / "x" / "y.json").save_text("{}")
    except StorageError as exc:
        found.append(exc.problem)
    return [m for m in found if m]


def test_every_storage_problem_is_worded_in_the_interface_language(qtbot, tmp_path):
    messages = storage_messages(tmp_path)
    assert len(messages) >= 5
    with interface_language("de"):
        worded = [storage_text(m) for m in messages]
    assert [m for m, w in zip(messages, worded, strict=True) if str(m) == w] == []
    assert storage_text("Already worded.") == "Already worded."
    history = [
        Problem(Kind.HISTORY_GAME_MISSING, game=3),
        Problem(Kind.HISTORY_FAILED, action=Action.STATISTICS, reason="disk I/O error"),
    ]
    with interface_language("it"):
        assert [storage_text(m) for m in history] == [
            "La partita 3 non è nella tua cronologia.",
            "La cronologia delle partite non ha potuto calcolare le statistiche (disk I/O error).",
        ]


def test_record_problems_are_worded_by_kind_never_by_their_english_detail(qtbot):
    error = RecordError("bid of wild-75, which seat 1 does not hold", round=2, seat=1, kind="rules")
    text = storage_text(Problem(Kind.HISTORY_GAME_UNREADABLE, game=4, record=error))
    assert "wild-75" not in text and "does not hold" not in text
    assert text.endswith("a decision in it breaks the rules (round 2, player 2).")
