"""``score5 coach-check``: the hint's decisions counted as the game's own review judges them."""

from __future__ import annotations

import json

from score5_desktop.cli.coach_check_cmd import check_hints, default_think
from score5_desktop.cli.main import main
from score5_desktop.core import registry
from score5_desktop.core.coach import Estimate

TINY = ["--think", "20", "--rollouts", "20", "--worlds", "25"]


def test_prints_the_share_with_its_interval_as_json(capsys):
    argv = ["coach-check", "--game", "five-three-five", "--decisions", "3", "--seed", "4"]
    assert main([*argv, *TINY, "--json"]) == 0
    summary = json.loads(capsys.readouterr()[0])
    assert summary["game"] == "five-three-five" and summary["players"] == 4
    assert summary["think"] == 20 and summary["games"] == 1 and summary["decisions"] == 3
    assert 0 <= summary["costly"] <= summary["decisions"]
    assert summary["share"] == round(summary["costly"] / 3, 4)
    low, high = summary["interval"]
    assert 0 <= low <= summary["share"] <= high <= 1
    assert summary["mean_win_cost"] >= -1


def test_counts_what_the_review_says(monkeypatch):
    """The costly count, the choices alike and the mean cost are the review's moments'
    own: with a review that marks every other decision costly, so is the count."""
    game = registry.get("five-three-five")
    real = game.review_point
    seen = []

    def review_point(point, seed, rollouts, worlds):
        moment = real(point, seed, rollouts, worlds)
        if len(seen) % 2 == 0:  # a loss well beyond the threshold and the error
            moment = type(moment)(**{
                **{f: getattr(moment, f) for f in moment.__dataclass_fields__},
                "win": Estimate(-0.5, 0.01),
            })  # fmt: skip
        seen.append(moment)
        return moment

    monkeypatch.setattr(game, "review_point", review_point)
    found = check_hints(game, 4, 4, 4, think=20, rollouts=20, worlds=25)
    assert found.decisions == len(seen) == 4
    assert found.costly == sum(m.costly for m in seen) >= 2
    assert found.same == sum(m.same for m in seen)
    assert abs(found.mean_cost - sum(-m.win.mean for m in seen) / 4) < 1e-9


def test_budget_and_refusals(capsys):
    assert (
        default_think(registry.get("score5"), 4)
        == registry.get("score5").app_budget("expert", 4).think
    )
    assert default_think(registry.get("five-three-five"), 4) is None
    assert main(["coach-check", "--game", "five-three-five"]) == 2  # no measured budget
    assert "--think" in capsys.readouterr()[1]
    assert main(["coach-check", "--game", "nope"]) == 2
    assert main(["coach-check", "--game", "score5", "--players", "9"]) == 2
    assert main(["coach-check", "--game", "score5", "--decisions", "0"]) == 2
    assert main(["coach-check", "--game", "score5", "--think", "0"]) == 2


def test_another_hint_level_and_the_played_out_check(capsys):
    """``--hint-level`` follows another level (here ``normal``, so the review compares two
    choices), and ``--played-out`` plays each compared position out from the real hands
    with both choices and sets the difference beside the review's estimate."""
    argv = ["coach-check", "--game", "five-three-five", "--decisions", "4", "--seed", "4"]
    more = ["--hint-level", "normal", "--played-out", "3", "--positions", "2"]
    assert main([*argv, *TINY, *more, "--json"]) == 0
    summary = json.loads(capsys.readouterr()[0])
    assert summary["hint_level"] == "normal"
    found = summary["played_out"]
    assert 1 <= found["positions"] <= 2
    assert 0 <= found["win_within_error"] <= 1 and 0 <= found["total_within_error"] <= 1
    assert main([*argv, "--played-out", "-1"]) == 2


def test_the_played_out_difference_is_the_choices_own():
    """From a real position, a choice played against itself differs by nothing."""
    from score5_desktop.cli.played_out import compare_played_out

    game = registry.get("five-three-five")

    class Same:  # a moment whose two choices are one
        def __init__(self, loaded, step):
            self.step = step
            self.played = self.expert = loaded.decisions[step - 1]
            self.win = Estimate(0.0, 0.0)
            self.points = Estimate(0.0, 0.0)

    from score5_desktop.core.players import Player
    from score5_desktop.tournament.match import play_game

    seats = [Player(f"B{s}", "bot", "normal") for s in range(4)]
    state = game.new_state(seats, 4, game.check_options({}, 4))
    play_game(state, [game.make_bot("normal", s) for s in range(4)])
    loaded = game.load_record(game.dump_record(state, seats))
    result = compare_played_out(game, loaded, Same(loaded, 3), 3, "normal")
    assert result.total == Estimate(0.0, 0.0) and result.win == Estimate(0.0, 0.0)
    assert result.total_agrees and result.win_agrees
