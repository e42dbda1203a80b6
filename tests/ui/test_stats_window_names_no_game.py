"""The shared Statistics window words only what every game has: a game's own statistics
(its seat-statistics keys, its families, its deals) reach it through the game's Qt part
(``ui.stats_part.ShowsStatistics``), so its words sit under the game's own folder and the
translation check holds them to that game's glossary."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import KeepsStatistics
from tests.games.test_protocol_conformance import play_out
from tests.ui.test_dialog_names_no_game import _game_terms

WINDOW = Path(__file__).resolve().parents[2] / "score5_desktop/ui/windows/stats_window.py"
KEEPING = [game for game in registry.installed() if isinstance(game, KeepsStatistics)]


def _stats_keys(game) -> set[str]:
    """The keys ``game`` keeps of each seat, read from a game its bots play to the end."""
    players = [Player(f"Seat {s}", "bot", game.bot_levels[0]) for s in range(game.min_players)]
    state = game.new_state(players, 7, game.default_options())
    play_out(game, state, seed=7)
    return {key for seat in game.seat_stats(state) for key in seat}


def _named_keys(text: str, keys: set[str]) -> list[str]:
    """The keys ``text`` names as a string literal."""
    return sorted(key for key in keys if re.search(rf"[\"']{re.escape(key)}[\"']", text))


def test_the_check_finds_a_named_key():
    assert _named_keys('BEST, WORST = "best_deal", "worst_deal"', {"best_deal", "deals"}) == [
        "best_deal"
    ]
    assert _named_keys("self.best_deal = 1  # a deal", {"best_deal", "deal"}) == []


@pytest.mark.parametrize("game", KEEPING, ids=[game.id for game in KEEPING])
def test_the_statistics_window_names_no_statistics_key_of_a_game(game):
    keys = _stats_keys(game)
    assert keys, f"{game.id} keeps statistics, so a finished game has some"
    assert _named_keys(WINDOW.read_text(encoding="utf-8"), keys) == []


def test_the_statistics_window_names_no_game_and_no_game_art():
    text = WINDOW.read_text(encoding="utf-8")
    assert _game_terms(text) == []
    # SCORE 5's families and Five Three Five's deals are the games' own words
    assert not re.search(r"\bFAMILIES\b|card_art|\bdeals?\b", text, re.IGNORECASE)
