"""The coach for Five Three Five: which decisions it reviews, the expert's choice and
its typed reasons, the cost over common sampled worlds, and ``score5 review``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from score5_desktop.cli.main import main
from score5_desktop.core.coach import ZERO, Estimate
from score5_desktop.core.protocol import Coaches
from score5_desktop.games.five_three_five.bots.reasons import Reason
from score5_desktop.games.five_three_five.bots.review import (
    COMPARE_BATCH,
    Moment,
    MomentKind,
    decision_points,
    review_game,
    review_point,
    settled,
)
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules.decisions import Action, Play

# Small budgets: the figures are checked for shape and consistency, not strength.
ROLLOUTS, WORLDS = 60, 2 * COMPARE_BATCH


@pytest.fixture(scope="module")
def record(tmp_path_factory) -> Path:
    """A whole 4-player game of ``normal`` bots, as ``score5 simulate`` writes it."""
    folder = tmp_path_factory.mktemp("f35-review")
    code = main(
        ["simulate", "--game", "five-three-five", "--players", "4", "--seed", "7",
         "--games", "1", "--bots", "normal", "--record-dir", str(folder)]
    )  # fmt: skip
    assert code == 0
    return folder / "game-7.json"


@pytest.fixture(scope="module")
def loaded(record):
    return GAME.load_record(record.read_text(encoding="utf-8"))


def test_the_game_coaches(loaded) -> None:
    assert isinstance(GAME, Coaches)


def test_every_decision_with_a_choice_is_reviewed_and_only_those(loaded) -> None:
    state = loaded.start.copy()
    expected = []
    for step, play in enumerate(loaded.decisions, start=1):
        if play.seat == 2 and len(state.legal_plays(2)) > 1:
            expected.append(step)
        state.apply(play)
    points = decision_points(loaded, 2)
    assert [p.step for p in points] == expected and expected
    for point in points:
        assert point.played == loaded.decisions[point.step - 1]
        assert point.view.seat == 2 and point.view.my_turn
        assert point.played in point.view.legal_plays()
        assert point.kind is (MomentKind.LEAD if point.view.leading else MomentKind.ANSWER)
    assert [p.deal for p in points] == sorted(p.deal for p in points)
    assert points[-1].deal == loaded.state.deal + 1


def test_a_moment_holds_the_experts_legal_play_its_reasons_and_the_cost(loaded) -> None:
    points = decision_points(loaded, 0)
    moments = [review_point(p, 3, ROLLOUTS, WORLDS) for p in points]
    for point, m in zip(points, moments, strict=True):
        assert m.expert in point.view.legal_plays()
        assert m.reason and all(isinstance(r, Reason) for r in m.reason)
        assert m.played_reason and all(isinstance(r, Reason) for r in m.played_reason)
        assert m.central == point.view.central
        if m.same:
            assert (m.points, m.win, m.worlds) == (ZERO, ZERO, 0) and not m.costly
        else:
            assert COMPARE_BATCH <= m.worlds <= WORLDS and m.worlds % COMPARE_BATCH == 0
    assert any(not m.same for m in moments), "the expert disagrees somewhere in a game"
    again = review_point(points[1], 3, ROLLOUTS, WORLDS)
    assert (again.expert, again.points, again.win) == (
        moments[1].expert,
        moments[1].points,
        moments[1].win,
    ), "a seed gives the same figures"


def _moment(step: int, points: Estimate, win: Estimate) -> Moment:
    play = Play(0, Action.LEAD, (3,))
    other = Play(0, Action.LEAD, (15,))
    return Moment(step, 1, MomentKind.LEAD, (), play, other, (), points, win, 50, 0.1)


def test_costly_means_a_clear_loss_of_points_or_win_chance() -> None:
    assert _moment(1, Estimate(4.0, 0.5), ZERO).costly, "4 more penalty points"
    assert _moment(2, ZERO, Estimate(-0.1, 0.02)).costly, "10 points of win chance"
    assert not _moment(3, Estimate(-4.0, 0.5), Estimate(0.1, 0.02)).costly, "a gain"
    assert not _moment(4, Estimate(2.5, 2.0), ZERO).costly, "within the noise"
    assert _moment(5, ZERO, ZERO).equal
    assert settled(ZERO, ZERO) and settled(Estimate(6.0, 0.5), Estimate(-0.3, 0.02))
    assert not settled(Estimate(2.0, 1.0), ZERO), "near the points threshold"


def test_a_whole_review_in_two_processes_gives_the_same_figures(loaded) -> None:
    seen = []
    one = review_game(loaded, 1, 5, rollouts=20, worlds=COMPARE_BATCH)
    two = review_game(
        loaded, 1, 5, rollouts=20, worlds=COMPARE_BATCH, workers=2,
        progress=lambda done, total, _m: seen.append((done, total)),
    )  # fmt: skip
    assert one.complete and two.complete
    assert [(m.step, m.expert, m.points, m.win) for m in one.moments] == [
        (m.step, m.expert, m.points, m.win) for m in two.moments
    ]
    assert seen[-1] == (len(one.moments), len(one.moments))
    stopped = review_game(loaded, 1, 5, rollouts=20, worlds=COMPARE_BATCH, cancelled=lambda: True)
    assert not stopped.complete and stopped.moments == ()


# -- the command line ---------------------------------------------------------------------------
def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


BUDGET = ("--rollouts", str(ROLLOUTS), "--worlds", str(COMPARE_BATCH))


def test_score5_review_prints_json(record, capsys) -> None:
    code, out, err = run(
        capsys, "review", str(record), "--seat", "3", "--game", "five-three-five", "--json",
        *BUDGET,
    )  # fmt: skip
    assert code == 0, err
    report = json.loads(out)
    assert set(report) == {
        "seat", "seed", "level", "rollouts", "worlds", "complete", "marks", "moments",
    }  # fmt: skip
    assert report["seat"] == 3 and report["level"] == "expert" and report["complete"]
    assert report["rollouts"] == ROLLOUTS and report["worlds"] == COMPARE_BATCH
    moments = report["moments"]
    assert moments and set(report["marks"]) <= {m["step"] for m in moments}
    for m in moments:
        assert m["kind"] in ("lead", "answer") and (m["kind"] == "lead") == (m["central"] == [])
        for play in (m["played"], m["expert"]):
            assert play["action"] in ("lead", "overwrite", "add", "pass")
            assert ("cards" in play) == (play["action"] != "pass")
        assert m["reason"] and all(isinstance(r["kind"], str) for r in m["reason"])
        assert set(m["points"]) == set(m["win"]) == {"mean", "error"}
        assert m["same"] == (m["played"] == m["expert"])


def test_score5_review_prints_lines(record, capsys) -> None:
    code, out, err = run(capsys, "review", str(record), "--seat", "0", *BUDGET)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Review of Normal 1 (seat 0) by the expert bot")
    assert any(" lead " in line for line in lines[2:])
    assert any("= expert" in line for line in lines[2:])


def test_a_bad_record_is_refused_with_exit_2(record, tmp_path, capsys) -> None:
    doc = json.loads(record.read_text(encoding="utf-8"))
    doc["deals"][0]["plays"][0]["cards"] = [6]  # there is no 6
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run(capsys, "review", str(bad), "--seat", "0", "--json")
    assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1
    code, out, err = run(capsys, "review", str(record), "--seat", "4", "--json")
    assert code == 2 and "no seat 4" in err
    code, out, err = run(capsys, "review", str(record), "--seat", "0", "--game", "score5")
    assert code == 2 and "five-three-five" in err and out == ""


def test_the_experts_reasons_alone_read_as_a_sentence() -> None:
    """When the player chose the expert's play, its reasons stand alone: a capital
    first and a full stop last (they were the lower-case clauses of a longer line)."""
    from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
    from score5_desktop.games.five_three_five.qt.coach_words import F35CoachWords

    play = Play(0, Action.LEAD, (3,))
    moment = Moment(
        1,
        1,
        MomentKind.LEAD,
        (),
        play,
        play,
        (Reason(ReasonKind.LEADS_LOW, (3,)),),
        ZERO,
        ZERO,
        50,
        0.1,
    )
    text = F35CoachWords().why_text(moment, ("Ann", "Ben"))
    assert text[0].isupper() and text.endswith(".")
