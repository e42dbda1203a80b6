"""A finished game with a human seat, played by seeded bots: the review's test subject."""

from __future__ import annotations

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.match import play_game
from score5_desktop.games.score5.rules.deal import deal
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.record import Player, dumps

PLAYERS = (Player("Ann"), Player("Bot 1", "bot", "normal"), Player("Bot 2", "bot", "normal"))
#: Tiny budgets: the tests check the machinery, not the advice.
TINY = {"rollouts": 30, "worlds": 24}


def known_game(seed: int = 11, adjust: int = 1) -> str:
    """Record text of a three-player game: seat 0 played by the easy heuristic (so it
    makes mistakes worth marking), the others by the normal one."""
    bots = [make_bot("easy", seed), make_bot("normal", seed + 1), make_bot("normal", seed + 2)]
    state = play_game(deal(3, seed, Options(max_adjust_rounds=adjust)), bots, keep_log=True)
    return dumps(state, PLAYERS)
