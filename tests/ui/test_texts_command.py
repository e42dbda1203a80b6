"""``score5 texts``: whole games' texts, rendered in the real window, for translators."""

from __future__ import annotations

import re

import pytest

from score5_desktop.cli.main import main


def render(capsys, *args: str) -> list[str]:
    assert main(["texts", *args]) == 0
    return capsys.readouterr().out.splitlines()


def tagged(lines: list[str], tag: str) -> list[str]:
    return [line.removeprefix(f"[{tag}] ") for line in lines if line.startswith(f"[{tag}] ")]


def test_a_whole_solo_game_in_french_speaks_to_the_one_human(qtbot, capsys) -> None:
    lines = render(capsys, "--language", "fr", "--seed", "3")
    assert lines[0] == "== fr · game 1 · seed 3"
    prompts, hints, log, end = (tagged(lines, t) for t in ("prompt", "hint", "log", "end"))
    assert len(prompts) > 10 and len(hints) > 10 and len(log) > 40 and end
    assert tagged(lines, "handover") == []
    assert log[0].startswith("Tour de jeu 1\u00a0:")
    assert any(line.startswith("Vous ") or "vous " in line for line in log)
    assert not [line for line in log if "Joueur 1" in line], "the human is 'vous' in the log"
    adjust = [p for p in prompts if "tour d'ajustement" in p]
    assert adjust and all("(cartes misées\u00a0: vous\u00a0:\u00a0" in p for p in adjust)
    english = re.compile(r"\b(Round|wins|bids|takes|You|Bid|Take|the)\b")
    assert [line for line in prompts + hints + log + end if english.search(line)] == []


def test_hot_seat_games_pass_the_hand_over_screen_and_name_everyone(qtbot, capsys) -> None:
    lines = render(capsys, "--language", "it", "--games", "2", "--seed", "4", "--hot-seat")
    assert [line for line in lines if line.startswith("== ")] == [
        "== it · game 1 · seed 4",
        "== it · game 2 · seed 5",
    ]
    handovers = tagged(lines, "handover")
    assert "Ora gioca Giocatore 2: passa lo schermo" in handovers
    log = tagged(lines, "log")
    assert any("Giocatore 1" in line for line in log)
    assert any("Giocatore 2" in line for line in log)
    assert len(tagged(lines, "end")) >= 2


def test_bad_arguments_are_usage_errors(capsys) -> None:
    assert main(["texts", "--games", "0"]) == 2
    with pytest.raises(SystemExit):
        main(["texts", "--language", "xx"])
    with pytest.raises(SystemExit):
        main(["texts", "--players", "1"])


def test_two_seats_are_accepted_as_the_new_game_dialog_offers_them(capsys) -> None:
    """SCORE 5 seats 2 to 5; the command refused 2 (argparse exits). Accepted, the
    command goes on to its next check, the number of games."""
    assert main(["texts", "--players", "2", "--games", "0"]) == 2
    assert "--games must be at least 1" in capsys.readouterr().err
