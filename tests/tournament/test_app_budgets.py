"""``--rollouts app``: each level plays the rollouts its app time buys at the table's seat
count, levels without a budget play as always, and a game or seat count without
figures is refused before any game is played."""

from __future__ import annotations

import json

import pytest

from score5_desktop.cli.main import main
from score5_desktop.core.protocol import AppBudget
from score5_desktop.games.score5.bots import app_budgets
from score5_desktop.games.score5.bots.app_budgets import APP_ROLLOUTS, app_budget
from score5_desktop.games.score5.game import GAME
from score5_desktop.tournament.arena import run_arena, start_task, tasks_for

# Budgets small enough for a test to play whole games in a second or two.
TINY = {2: {"expert": 12, "hard": 5}, 3: {"expert": 9, "hard": 4}}


@pytest.fixture
def tiny_budgets(monkeypatch):
    monkeypatch.setattr(app_budgets, "APP_ROLLOUTS", TINY)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("players", sorted(APP_ROLLOUTS))
def test_each_seat_count_has_its_own_figures_and_each_plays_exactly(players):
    for level in ("hard", "expert"):
        budget = GAME.app_budget(level, players)
        assert budget is not None and budget.playouts == APP_ROLLOUTS[players][level]
        bot = GAME.make_bot(level, 1, budget.think)
        assert bot._rollouts == budget.playouts  # the share applied to think gives it back


def test_the_figures_differ_by_seat_count():
    experts = [APP_ROLLOUTS[n]["expert"] for n in sorted(APP_ROLLOUTS)]
    assert experts == sorted(experts, reverse=True) and len(set(experts)) == len(experts)
    assert sorted(APP_ROLLOUTS) == [2, 3, 4, 5]  # every seat count SCORE 5 allows


@pytest.mark.parametrize("level", ["random", "easy", "normal", "ismcts:2000:g"])
def test_a_level_without_a_budget_has_none(level):
    assert app_budget(level, 3) is None


def test_a_seat_count_without_figures_is_refused():
    with pytest.raises(ValueError, match="no app budgets measured for 6 players"):
        app_budget("expert", 6)


def test_tasks_give_each_level_its_own_budget_and_leave_the_others_alone(tiny_budgets):
    seats = ["expert", "hard", "normal"]
    budgets = {level: app_budget(level, 3) for level in seats}
    assert budgets == {"expert": AppBudget(9, 9), "hard": AppBudget(4, 16), "normal": None}
    tasks = tasks_for(seats, 3, 40, None, budgets=budgets)
    assert {t.think_of("expert") for t in tasks} == {9}
    assert {t.think_of("hard") for t in tasks} == {16}
    assert {t.think_of("normal") for t in tasks} == {None}  # as without the mode
    for task in tasks:
        _, bots = start_task(task)
        played = {level: bot for level, bot in zip(task.levels, bots, strict=True)}
        assert played["expert"]._rollouts == 9 and played["hard"]._rollouts == 4


def test_an_arena_at_app_budgets_says_what_each_level_played(tiny_budgets, capsys):
    code, out, _ = run(
        capsys, "arena", "--players", "2", "--seats", "hard,normal", "--games", "2",
        "--seed", "5", "--rollouts", "app",
    )  # fmt: skip
    assert code == 0
    assert "app budgets per decision: hard 5 rollouts, normal as always" in out
    from score5_desktop.cli.arena_report import markdown

    result = run_arena(["hard", "normal"], 2, 5, app=True)
    text = markdown(result, "score5 arena --rollouts app")
    assert "app budgets per decision: hard 5 rollouts, normal as always." in text
    code, out, _ = run(
        capsys, "arena", "--players", "2", "--seats", "hard,ismcts:20:g", "--games", "2",
        "--seed", "5", "--rollouts", "APP", "--json",
    )  # fmt: skip
    assert code == 0
    assert json.loads(out)["app_budgets"] == {"hard": 5, "ismcts:20:g": None}


def test_the_same_budgets_give_the_same_games_as_an_explicit_budget(tiny_budgets):
    """Hard at 5 of the app mode is hard at ``--rollouts 20``: the mode changes only
    how many rollouts each level gets, never how it plays."""
    app = run_arena(["hard", "normal"], 2, 8, app=True)
    fixed = run_arena(["hard", "normal"], 2, 8, think=20)
    assert app.budgets == {"hard": AppBudget(5, 20), "normal": None} and fixed.budgets is None
    assert app.levels["hard"].mean_score == fixed.levels["hard"].mean_score
    assert app.levels["hard"].wins == fixed.levels["hard"].wins


def test_a_ladder_header_names_each_player_counts_budgets(tiny_budgets, capsys):
    code, out, _ = run(
        capsys, "ladder", "--players", "2", "3", "--levels", "normal,hard", "--no-mixed",
        "--games", "2", "--seed", "5", "--rollouts", "app",
    )  # fmt: skip
    assert code == 0
    assert "the app's budgets (below)" in out
    assert "2 players: app budgets per decision: hard 5 rollouts, normal as always" in out
    assert "3 players: app budgets per decision: hard 4 rollouts, normal as always" in out


ARENA = ["arena", "--players", "2", "--seats", "hard,normal", "--games", "2", "--seed", "1"]
LADDER = ["ladder", "--players", "2", "--levels", "normal,hard", "--games", "2", "--seed", "1"]


@pytest.mark.parametrize("command", [ARENA, LADDER])
@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--rollouts", "app", "--think", "0.5"], "give --think or --rollouts, not both"),
        (["--rollouts", "0"], "--rollouts must be between 1 and 1000000 (or app)"),
    ],
)
def test_bad_budgets_are_one_line_usage_errors(command, extra, message, capsys):
    code, out, err = run(capsys, *command, *extra)
    assert code == 2 and out == "" and err == f"error: {message}\n"


@pytest.mark.parametrize("command", [ARENA, LADDER])
def test_a_budget_that_is_neither_a_number_nor_app_is_refused_by_the_parser(command, capsys):
    with pytest.raises(SystemExit) as stop:
        main([*command, "--rollouts", "fast"])
    assert stop.value.code == 2
    assert "expected a whole number of rollouts or 'app', not 'fast'" in capsys.readouterr().err


def test_a_seat_count_without_figures_is_refused_before_any_game(tiny_budgets, capsys):
    code, out, err = run(
        capsys, "ladder", "--players", "2", "4", "--levels", "hard,expert", "--games", "2",
        "--seed", "1", "--rollouts", "app",
    )  # fmt: skip
    assert code == 2 and out == ""
    assert err == (
        "error: --rollouts app: no app budgets measured for 4 players (measured: 2, 3); "
        "give --rollouts R or --think\n"
    )


def test_a_game_without_app_budgets_says_so(capsys):
    from tests.shell_tiny_game import install

    install()
    code, out, err = run(
        capsys, "arena", "--game", "tiny", "--players", "2", "--seats", "random,high",
        "--games", "2", "--seed", "1", "--rollouts", "app",
    )  # fmt: skip
    assert code == 2 and out == ""
    assert err == (
        "error: --rollouts app: the game 'tiny' has no measured app budgets; "
        "give --rollouts R or --think\n"
    )


def test_the_measuring_tool_prints_the_figures_in_the_modules_form(monkeypatch):
    """``tools/s5_app_budget.py`` ends with ``APP_ROLLOUTS`` as the module holds it, so
    a new measurement is pasted, not retyped."""
    from pathlib import Path

    from tests.script_modules import load_script

    tools = Path(__file__).resolve().parents[2] / "tools"
    monkeypatch.syspath_prepend(str(tools))  # the tool imports a sibling script
    tool = load_script(tools / "s5_app_budget.py")
    text = tool.module_form({2: {"expert": 3345, "hard": 1121}, 5: {"expert": 770, "hard": 631}})
    name, _, value = text.partition(" = ")
    assert name == "APP_ROLLOUTS: dict[int, dict[str, int]]"
    assert eval(value) == {2: {"expert": 3345, "hard": 1121}, 5: {"expert": 770, "hard": 631}}
    assert '    2: {"expert": 3345, "hard": 1121},' in text.splitlines()
