"""``score5 bench``: both games' engines beside their plain references, in one process."""

from __future__ import annotations

import json

from score5_desktop.cli.main import main
from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.tournament.match import play_out


def test_bench_prints_each_game_beside_its_reference_as_json(capsys):
    code = main(["bench", "--games", "2", "--rounds", "1", "--json"])
    out, _ = capsys.readouterr()
    assert code == 0
    summary = json.loads(out)
    assert summary["players"] == 4 and summary["rounds"] == 1
    entries = [entry for entry in summary["games"] if entry["game"] != "tiny"]  # a test game
    assert [entry["game"] for entry in entries] == ["score5", "five-three-five"]
    for entry in entries:
        assert entry["games"] == 2
        engine, reference = entry["engine"], entry["reference"]
        for figures in (engine, reference):
            assert figures["games_per_second"] > 0 and figures["decisions"] > 2 * 4
            assert figures["decisions_per_second"] > figures["games_per_second"]
        assert entry["ratio"] == round(
            engine["games_per_second"] / reference["games_per_second"], 3
        )
        # The same games replayed from the decisions kept: the same decisions, all of
        # them taken (a decision left over or missing would raise), and no bot thinking.
        given = entry["given"]
        assert given["decisions"] == engine["decisions"] and given["games_per_second"] > 0
        assert entry["given_ratio"] == round(
            given["games_per_second"] / reference["games_per_second"], 3
        )


def test_bench_counts_the_decisions_simulate_plays(capsys):
    """The engine's decisions are those of the records ``score5 simulate`` writes for
    the same seeds (bots made once from the first seed, as simulate makes them)."""
    main(["bench", "--game", "score5", "--players", "3", "--games", "3", "--seed", "5",
          "--rounds", "1", "--json"])  # fmt: skip
    (entry,) = json.loads(capsys.readouterr()[0])["games"]
    game = registry.get("score5")
    seats = [Player(f"Bot {s + 1}", "bot", "random") for s in range(3)]
    bots = [game.make_bot("random", 5 * 31 + s) for s in range(3)]
    decisions = 0
    for seed in range(5, 8):
        state, _ = play_out(game, game.new_state(seats, seed, game.default_options()), bots)
        decisions += len(game.load_record(game.dump_record(state, seats)).decisions)
    assert entry["engine"]["decisions"] == decisions


def test_bench_text_and_refusals(capsys):
    assert main(["bench", "--game", "score5", "--games", "1", "--rounds", "1"]) == 0
    out = capsys.readouterr()[0]
    assert "score5:" in out and "engine / reference:" in out and "decisions/s" in out
    assert "engine, decisions given / reference:" in out
    assert main(["bench", "--game", "score5", "--players", "9"]) == 2
    assert main(["bench", "--game", "nope"]) == 2
    assert main(["bench", "--games", "0"]) == 2
    assert main(["bench", "--players", "1"]) == 2  # no game for one player
