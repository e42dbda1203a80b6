"""A seeded batch of whole games must play exactly as it did before the engine was
made faster: the same scores, events and records, through every loop that plays them.

``data/seeded_batch.json`` was written by the engine before its hot paths were
rewritten (``python -m tests.engine.test_seeded_batch`` writes it again; only do that
for a deliberate change of the rules). Every game of the batch is played through the
game protocol as ``score5 simulate`` plays it (``play_out``), through the protocol's
plain loop (a view per decision, ``tournament.match.play_game``) and with every event
built, and the three must agree with each other and with the file.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.state import GameState
from score5_desktop.tournament.match import play_game, play_out

FIXTURE = Path(__file__).with_name("data") / "seeded_batch.json"
#: (players, bot levels, first seed, games): random bots for volume, heuristic ones
#: because they read every field of their view.
BATCHES = (
    (4, ("random",) * 4, 1000, 200),
    (2, ("random",) * 2, 2000, 50),
    (5, ("random",) * 5, 3000, 50),
    (3, ("easy", "normal", "random"), 4000, 4),
    (4, ("normal", "easy", "random", "easy"), 5000, 4),
)


def batch_figures() -> dict[str, list]:
    """Per batch, each game's scores through ``play_out`` and a digest of its record."""
    game = registry.get("score5")
    figures: dict[str, list] = {}
    for players, levels, first, games in BATCHES:
        seats = [Player(f"{level} {s}", "bot", level) for s, level in enumerate(levels)]
        options = game.check_options({}, players)
        bots = [game.make_bot(level, first * 31 + s) for s, level in enumerate(levels)]
        scores, records = [], hashlib.sha256()
        for seed in range(first, first + games):
            state, outcome = play_out(game, game.new_state(seats, seed, options), bots)
            scores.append(list(outcome.totals))
            records.update(game.dump_record(state, seats).encode())
        figures[f"{players}:{','.join(levels)}:{first}"] = [scores, records.hexdigest()]
    return figures


def test_a_seeded_batch_plays_as_before_the_engine_was_rewritten() -> None:
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert batch_figures() == expected


def test_every_loop_makes_the_same_decisions() -> None:
    """The protocol's loop (a view per decision), the fast loop and a state building
    every event reach the same end from the same bots' seeds."""
    game = registry.get("score5")
    seats = [Player(f"Bot {s}", "bot", "random") for s in range(4)]
    options = game.check_options({}, 4)
    for seed in range(30):
        ends = []
        for loop in ("protocol", "fast", "events"):
            bots = [
                game.make_bot("easy" if s == seed % 8 else "random", seed + s) for s in range(4)
            ]
            if loop == "protocol":
                state = game.new_state(seats, seed, options)
                play_game(state, bots)
            elif loop == "fast":
                state, _ = play_out(game, game.new_state(seats, seed, options), bots)
            else:
                state = GameState(deal(4, seed, Options()))
                while not state.is_over:
                    views = [state.view(seat) for seat in state.to_act()]
                    decisions = [bots[view.seat].decide(view) for view in views]
                    assert all(state.apply_step(decisions)[-1:])  # events are built
            ends.append((state.result(), game.dump_record(state, seats)))
        assert ends[0] == ends[1] == ends[2]


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(batch_figures()) + "\n", encoding="utf-8")
