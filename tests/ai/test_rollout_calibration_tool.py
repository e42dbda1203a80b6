"""``tools/s5_rollout_calibration.py``: a game's auctions as the arena plays them, beside
the rollout rules' bids on the same hands."""

from __future__ import annotations

from pathlib import Path

from score5_desktop.tournament.arena import GameTask
from tests.script_modules import load_script

TOOL = Path(__file__).resolve().parents[2] / "tools" / "s5_rollout_calibration.py"


def test_each_auction_of_a_game_is_kept_and_every_rule_is_tallied():
    tool = load_script(TOOL)
    task = GameTask(5, 1, ("normal", "easy", "normal"), 12)
    auctions = tool.auctions_of(task)
    assert [a[0] for a in auctions] == sorted({a[0] for a in auctions})  # one per round
    assert 1 <= len(auctions) <= 12
    first_round, hands, card, totals = auctions[0]
    assert first_round == 0 and len(hands) == len(totals) == 3
    assert not any(h >> card & 1 for h in hands)  # the card up is in nobody's hand
    tallies = tool.compare(auctions, draws=2, seed=1)
    assert "one-star" in tallies
    one = tallies["one-star"]
    assert set(one) == {"the table", *tool.RULES}
    assert one["the table"].seats == 3 * one["the table"].auctions
    assert one["the table"].auctions == sum(1 for a in auctions if a[0] < 4)
    for name in tool.RULES:
        assert one[name].auctions == 2 * one["the table"].auctions
        assert 0 <= one[name].passes <= one[name].seats
