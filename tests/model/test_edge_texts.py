"""The bots' typed reasons and the storage layer's messages, worded in the interface
language: every reason the bots really give has a template, so none goes unsaid."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.qt.words.hint_text import TEMPLATES, reason_text
from score5_desktop.games.score5.rules.cards import Family
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.errors import RecordError
from score5_desktop.games.score5.rules.observation import SeatView
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.autosave import AutosaveStore
from score5_desktop.storage.errors import Action, Kind, Problem, StorageError
from score5_desktop.storage.record_files import read_record
from score5_desktop.storage.settings import SettingsStore
from tests.ui.i18n_helpers import interface_language

FAST = {"hard": 12, "expert": 20}  # rollouts per decision: quick and deterministic


def bot_reasons(level: str, seed: int, players: int) -> list[Reason]:
    """Every reason the bots of ``level`` give in one whole game."""
    setup = new_game(players, seed).setup
    state = GameState(setup)
    bots = [make_bot(level, seed + seat, FAST.get(level)) for seat in range(players)]
    reasons: list[Reason] = []
    while not state.is_over:
        for seat in state.to_act():
            advice = bots[seat].advise(SeatView(state, seat))
            reasons.extend(advice.reasons)
            state.apply(advice.decision)
    return reasons


def test_every_kind_of_reason_has_a_template():
    assert set(TEMPLATES) == set(ReasonKind)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard", "expert"])
def test_every_reason_the_bots_give_is_worded(qtbot, level):
    """Real bots over seeded games of 2 to 4 players: each reason renders to a sentence
    with every placeholder filled, in English and in a translated language."""
    games = [(1, 2), (2, 3), (3, 4)]
    if level not in ("hard", "expert"):
        games += [(4, 2), (5, 3), (6, 4), (7, 5)]
    given = [(new_game(p, seed).deck, bot_reasons(level, seed, p)) for seed, p in games]
    assert any(reasons for _, reasons in given)
    for language in ("en", "de"):
        with interface_language(language):
            for deck, reasons in given:
                for reason in reasons:
                    text = reason_text((reason,), deck, ["Ann", "Bo", "Cy", "Di", "Ed"])
                    assert text and not re.search(r"%\d|%n|\(s\)", text), (reason, text)


def test_reasons_read_as_sentences():
    """Issue 48: no count of simulated games a player cannot use, a reason for a bid that
    seldom wins, and what a bid gives up beside what it gains."""
    deck = new_game(3, 1).deck
    K = ReasonKind
    assert reason_text((Reason(K.SIM_NO_PAY, count=40),), deck, []) == (
        "Played ahead, every bid that could win this card cost you more than it brought."
    )
    both = (
        Reason(K.CARD_ADDS_TO_SCORE, card="wild-75", amount=12),
        Reason(K.SIM_WON_SHARE, share=0.63, count=120),
    )
    assert reason_text(both, deck, []) == (
        "The wild 75 adds 12 points to your score. This bid wins the card about 63% of the time."
    )
    rare = reason_text((Reason(K.SIM_WON_SHARE, share=0.02, count=2),), deck, [])
    assert rare.startswith("This bid wins the card only about 2% of the time, but a bidder")
    net = Reason(
        K.BID_NET,
        card="blue-70",
        amount=55,
        family=Family.BLUE,
        other=Family.GREEN,
        rest=0,
        net=-20,
    )
    assert reason_text((net,), deck, []) == (
        "The blue 70 adds 55 points to your blue family, but your bid takes your green "
        "family down to 0: −20 points in all."
    )
    for kind in (K.SIM_NO_PAY, K.SIM_WON_SHARE, K.SIM_NEVER_WON, K.SIM_BEST):
        text = reason_text((Reason(kind, share=0.5, count=19),), deck, [])
        assert "19" not in text and "simulated game" not in text, text
    denies = Reason(K.PICK_DENIES, amount=30, seat=1)
    assert reason_text((denies,), deck, ["A", "B"]) == "It keeps 30 points from B, who leads."
    cheap = Reason(K.COUNT_IS_CHEAP, seat=0, count=3, amount=30)
    assert reason_text((cheap,), deck, ["A"]) == (
        "A bids 3 cards, worth at most 30 from what you know of that hand."
    )
    assert reason_text((), deck, []) == ""


def test_hints_speak_the_interface_language(qtbot):
    deck = new_game(3, 1).deck
    red = Reason(ReasonKind.CARD_ADDS_TO_FAMILY, card="red-115", amount=75, family=Family.RED)
    with interface_language("fr"):
        text = reason_text((red,), deck, ["A"])
        assert text == "La carte rouge 115 ajoute 75 points à votre famille rouge."
        net = Reason(
            ReasonKind.BID_NET,
            card="blue-70",
            amount=55,
            family=Family.BLUE,
            other=Family.GREEN,
            rest=0,
            net=35,
        )
        assert reason_text((net,), deck, []).startswith("La carte bleue 70 ajoute 55 points")


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
    assert text.endswith("a decision in the record breaks the rules (round 2, player 2).")


def test_reset_settings_are_named_as_the_preferences_dialog_names_them(qtbot):
    problem = Problem(Kind.SETTINGS_RESET, fields=("animation_speed", "window_geometry", "muted"))
    with interface_language("en"):
        text = storage_text(problem)
    assert "Animation speed, the window's size and position, Mute sound effects." in text
    assert "_" not in text
    with interface_language("fr"):
        text = storage_text(problem)
    assert "Vitesse des animations, " in text and "&" not in text


def test_reasons_name_their_subject_so_no_pronoun_points_at_nothing(qtbot):
    """A reason is put in brackets after sentences about settings, a history or a game:
    "Your settings could not be read (it is too large)" leaves "it" pointing at nothing."""
    from score5_desktop.storage.errors import Reason

    with interface_language("en"):
        for reason in Reason:
            text = storage_text(Problem(Kind.SETTINGS_UNREADABLE, reason=reason))
            inner = re.search(r"\((.*?)\)", text).group(1)
            assert not re.match(r"(it|its)\b", inner), inner
