"""A seeded batch of whole Five Three Five games must play exactly as it did before the
engine was made faster: the same outcomes and the same records, byte for byte.

``data/seeded_batch.json`` was written by the engine before its views were built as
plain tuples (``python -m tests.five_three_five.test_seeded_batch`` writes it again;
only do that for a deliberate change of the rules). The games are played as
``score5 simulate`` plays them (``tournament.match.play_out``).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.rules.state import new_game
from score5_desktop.games.five_three_five.rules.view import SeatView
from score5_desktop.tournament.match import play_out

FIXTURE = Path(__file__).with_name("data") / "seeded_batch.json"
#: (players, bot levels, first seed, games): random bots for volume, heuristic ones
#: because they read every field of their view.
BATCHES = (
    (4, ("random",) * 4, 1000, 40),
    (2, ("random",) * 2, 2000, 15),
    (6, ("random",) * 6, 3000, 10),
    (3, ("easy", "normal", "random"), 4000, 3),
)


def batch_figures() -> dict[str, list]:
    """Per batch, each game's totals and a digest of its records."""
    game = registry.get("five-three-five")
    figures: dict[str, list] = {}
    for players, levels, first, games in BATCHES:
        seats = [Player(f"{level} {s}", "bot", level) for s, level in enumerate(levels)]
        options = game.check_options({}, players)
        bots = [game.make_bot(level, first * 31 + s) for s, level in enumerate(levels)]
        totals, records = [], hashlib.sha256()
        for seed in range(first, first + games):
            state, outcome = play_out(game, game.new_state(seats, seed, options), bots)
            totals.append([list(outcome.totals), list(outcome.winners)])
            records.update(game.dump_record(state, seats).encode())
        figures[f"{players}:{','.join(levels)}:{first}"] = [totals, records.hexdigest()]
    return figures


def test_a_seeded_batch_plays_as_before_the_engine_was_made_faster() -> None:
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert batch_figures() == expected


def test_a_view_holds_each_field_under_its_own_name() -> None:
    """``GameState.view`` builds its tuple by position: every field must be the one the
    keyword constructor would have put there."""
    state = new_game(3, 11)
    for _ in range(25):
        seat = state.turn
        view = state.view(seat)
        assert type(view) is SeatView
        again = SeatView(**view._asdict())
        assert again == view
        assert view.hand_code == state.hands[seat] and view.to_act == state.turn
        assert view.hand_sizes == tuple(state.sizes) and view.totals == tuple(state.totals)
        assert view.history == tuple(state.log[-1].plays) and view.table is state.table
        assert view.is_over is state.over and view.deal == state.deal
        state.apply(view.legal_plays()[-1])
        if state.over:
            break


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(batch_figures()) + "\n", encoding="utf-8")
