"""``tools/s5_last_round_screen.py``: a game saved at its last auction, finished two ways."""

from __future__ import annotations

from pathlib import Path

from score5_desktop.games.score5.bots import search
from score5_desktop.games.score5.bots.last_round import LastRoundModel
from score5_desktop.tournament.arena import GameTask, play_task
from tests.script_modules import load_script

TOOL = Path(__file__).resolve().parents[2] / "tools" / "s5_last_round_screen.py"


def test_a_saved_game_finished_as_the_expert_plays_is_the_arena_game():
    screen = load_script(TOOL)
    task = GameTask(31, 1, ("hard", "expert", "hard"), 12)
    saved = screen.snapshot(task)
    same = screen.finish(saved, "expert", search.EXPERT.last_round)
    assert same["totals"] == list(play_task(task).scores)
    assert [r["round"] for r in same["rounds"]] == list(range(1, 13))
    base = screen.finish(saved, "expert", None)
    lever = screen.finish(saved, "expert", LastRoundModel())
    assert lever["rounds"][:11] == base["rounds"][:11]
    assert "paired: " in screen.paired([base], [lever], "expert")


def test_at_three_seats_only_the_lever_weighs_the_last_auction_exactly(monkeypatch):
    """The lever must weigh the wild's auction exactly at any seat count, whatever the
    shipped expert's ``from_seats``, and the base way never: else a screen below four
    seats (where the lever was first kept) compares the expert with itself."""
    screen = load_script(TOOL)
    calls: list[int] = []
    exact = search.SearchBot._last_round_bid

    def counted(self, t, obs, menu, model):
        calls.append(obs.players)
        return exact(self, t, obs, menu, model)

    monkeypatch.setattr(search.SearchBot, "_last_round_bid", counted)
    saved = screen.snapshot(GameTask(32, 0, ("expert", "hard", "hard"), 12))
    screen.finish(saved, "expert", screen.WAYS["base"])
    assert calls == []
    screen.finish(saved, "expert", screen.WAYS["lever"])
    assert calls and set(calls) == {3}
