"""SCORE 5 as ``core.protocol.Game``: what the shell, storage and command line ask of it.

Only translation happens here (options as a mapping, records as ``Loaded``,
levels by name); the rules, records and bots stay where they are and keep
their own fast interfaces for search and tournaments.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import AppBudget, Loaded, QtPart, Rulebook
from score5_desktop.games.score5.rules.cards import load_deck
from score5_desktop.games.score5.rules.deal import MAX_PLAYERS, MIN_PLAYERS, deal
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.games.score5.rules.record import BOT_LEVELS, FORMAT, dumps, load
from score5_desktop.games.score5.rules.state import ROUNDS, GameState
from score5_desktop.games.score5.rules.wire import WIRE
from score5_desktop.games.score5.shell_hooks import ShellHooks

if TYPE_CHECKING:
    from score5_desktop.games.score5.bots.base import Bot

_OPTION_DEFAULTS: dict[str, Any] = {"max_adjust_rounds": Options().max_adjust_rounds}


@cache
def _table(max_adjust_rounds: int) -> Options:
    """The table options for a checked value, made once: ``Options`` is immutable, and
    ``score5 simulate`` starts thousands of games a second with the same ones."""
    return Options(max_adjust_rounds=max_adjust_rounds)


class Score5(ShellHooks):
    """The SCORE 5 game: 2 to 5 players, twelve auctions, bots from ``ai.levels``."""

    id = "score5"
    record_format = FORMAT
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    #: The record format's levels, which ``bots.levels`` gives a class each: the bots
    #: themselves load with the first bot made, not with the game.
    bot_levels: tuple[str, ...] = BOT_LEVELS

    def qt_part(self) -> QtPart:
        """SCORE 5's Qt part, loaded with the first SCORE 5 game played."""
        from score5_desktop.games.score5.qt import GAME_UI

        return GAME_UI

    #: The searching levels think in their own process (``core.protocol.HeavyBots``).
    process_levels = frozenset({"hard", "expert", "coach"})
    #: The level the hint asks (``core.protocol.HintsAsReviewed``): the review's own
    #: search, so the hint and "Review my game" are one judgement (``bots.coach_search``).
    hint_level = "coach"
    #: Its values on the network (``core.protocol.PlaysOnline``).
    wire = WIRE

    def default_options(self) -> Mapping[str, Any]:
        return dict(_OPTION_DEFAULTS)

    def check_options(self, options: Mapping[str, Any], players: int) -> Mapping[str, Any]:
        unknown = sorted(set(options) - set(_OPTION_DEFAULTS))
        if unknown:
            raise ValueError(f"unknown SCORE 5 option {unknown[0]!r}")
        checked = {**_OPTION_DEFAULTS, **options}
        rounds = checked["max_adjust_rounds"]
        if type(rounds) is not int:
            raise ValueError("max_adjust_rounds must be a whole number")
        Options(max_adjust_rounds=rounds)  # raises ValueError out of range
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"SCORE 5 is for {self.min_players} to {self.max_players} players")
        return checked

    def new_state(
        self, players: Sequence[Player], seed: int, options: Mapping[str, Any]
    ) -> GameState:
        checked = self.check_options(options, len(players))
        return GameState(deal(len(players), seed, _table(checked["max_adjust_rounds"])))

    def load_record(self, text: str) -> Loaded:
        record, replayed = load(text)
        return Loaded(
            state=replayed.state,
            players=record.players,
            options={"max_adjust_rounds": record.setup.options.max_adjust_rounds},
            start=GameState(record.setup),
            decisions=tuple(decision for decision, _ in replayed.steps),
            seed=record.setup.seed or 0,
        )

    def dump_record(self, state: GameState, players: Sequence[Player]) -> str:
        return dumps(state, list(players))

    def replay_summary(self, state: GameState, players: Sequence[Player]) -> dict[str, Any]:
        """The ``score5 replay --json`` object (docs/records.md)."""
        deck = state.deck
        result = state.result()
        over = state.is_over
        return {
            "status": "finished" if over else "in_progress",
            "round": min(state.round + 1, ROUNDS),
            "scores": list(result.scores),
            "winner": result.winner if over else None,
            "scoring_cards": [
                {str(f): (deck.cards[i].id if i is not None else None) for f, i in sc.items()}
                for sc in result.scoring_cards
            ],
            "hands": [list(deck.ids_of(h)) for h in state.hands],
            "to_act": list(state.to_act()),
            "players": [p.name for p in players],
        }

    def make_bot(
        self, level: str, seed: int | None = None, think: float | int | None = None
    ) -> Bot:
        from score5_desktop.games.score5.bots.levels import make_bot

        return make_bot(level, seed, think)

    def app_budget(self, level: str, players: int) -> AppBudget | None:
        """``core.protocol.AppBudgets``: the rollouts the app's time buys each searching
        level (``bots.app_budgets``), so a ladder can be run at the ratio a player meets."""
        from score5_desktop.games.score5.bots.app_budgets import app_budget

        return app_budget(level, players)

    def rulebook(self) -> Rulebook:
        """Its rules pages (``core.protocol.HasRulebook``); the examples, which play
        through the engine, load with the pages."""
        from score5_desktop.games.score5.rulebook import RULEBOOK

        return RULEBOOK

    def reference_game(self, players: int, seed: int) -> int:
        """``core.protocol.PlainReference``: the rules alone (``rules.reference``)."""
        from score5_desktop.games.score5.rules.reference import reference_game

        return reference_game(players, seed)

    def play_out(self, state: GameState, bots: Sequence[Bot]) -> GameState:
        """``core.protocol.PlaysOut``: the engine's own loop (``bots.match``), whose bots
        read live seat views, with the same decisions. The game is played on ``state``
        itself, quiet while it plays (nothing reads the events of a played-out game)."""
        if state.round or state.count_history or state.pending.count(None) != state.players:
            raise ValueError("play_out starts from a new game")
        from score5_desktop.games.score5.bots.match import play_state

        quiet, state.quiet = state.quiet, True
        try:
            return play_state(state, bots)
        finally:
            state.quiet = quiet


GAME = Score5()
# The deck every game deals from is built once per run (about 30 ms): here, as the
# registry loads the game (the app's start), not on the GUI thread at the first deal,
# where it stalled the window while the first game began.
load_deck()
