"""What SCORE 5 gives the shell beyond the core protocol: its statistics for the
history, the fields that identify one of its games, what each step of a replay was, its
replay text, its coach for the command line and its table pictures (``core.protocol``'s
optional ``KeepsStatistics``, ``RecordIdentity``, ``DescribesSteps``, ``ReplayText``,
``Coaches`` and ``TablePictures``).

Kept apart from ``game.py`` so that the translation of the protocol itself stays
short; ``Score5`` takes these methods from ``ShellHooks``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Loaded
from score5_desktop.games.score5.rules import table_picture as tp
from score5_desktop.games.score5.rules.cards import SCORING_FAMILIES
from score5_desktop.games.score5.rules.decisions import Decision
from score5_desktop.games.score5.rules.events import Event
from score5_desktop.games.score5.rules.record import dumps, load
from score5_desktop.games.score5.rules.replay_steps import StepInfo, describe_step
from score5_desktop.games.score5.rules.state import ROUNDS, GameState


class ShellHooks:
    """The optional protocol members SCORE 5 implements (see the module docstring)."""

    #: A game's identity in the history: its setup and decisions, as since schema 3.
    identity_fields: tuple[str, ...] = (
        "deck", "options", "starting_sets", "pile", "rounds", "wild",
    )  # fmt: skip

    def seat_stats(self, state: GameState) -> list[Mapping[str, int | float]]:
        """Per seat, the value of its scoring card in each family (0 with none); the
        wild counts in its assigned family (R7, R8)."""
        values = state.deck.values
        return [
            {str(f): 0 if cards[f] is None else values[cards[f]] for f in SCORING_FAMILIES}
            for cards in state.result().scoring_cards
        ]

    def replay_lines(self, summary: Mapping[str, Any], names: Sequence[str]) -> list[str]:
        """``score5 replay FILE`` without ``--json``: the winner or who is to act, then
        each seat's score and scoring cards."""
        if summary["status"] == "finished":
            winner = summary["winner"]
            lines = [f"Finished. Winner: {names[winner]} (seat {winner})."]
        else:
            waiting = ", ".join(names[s] for s in summary["to_act"])
            lines = [f"In progress, round {summary['round']} of {ROUNDS}; waiting for: {waiting}."]
        for seat, name in enumerate(names):
            cards = summary["scoring_cards"][seat]
            best = ", ".join(c for c in cards.values() if c) or "no cards"
            lines.append(f"  seat {seat} {name}: {summary['scores'][seat]} points ({best})")
        return lines

    def describe_step(
        self, state: GameState, decision: Decision, index: int, player: str | None
    ) -> StepInfo:
        """What a decision of a replay was (``rules.replay_steps``)."""
        return describe_step(state, decision, index, player)

    def first_picture(self, state: GameState, opening: Sequence[Event]) -> tp.TablePicture:
        """``TablePictures``: the table before ``opening`` (``rules.table_picture``)."""
        return tp.first_picture(state, opening)

    def next_picture(
        self, picture: tp.TablePicture, event: Event, state: GameState
    ) -> tp.TablePicture:
        """``TablePictures``: the table once ``event`` has happened."""
        return tp.next_picture(picture, event, state)

    def visible_picture(
        self, picture: tp.TablePicture, visible: frozenset[int], state: GameState
    ) -> tp.TablePicture:
        """``TablePictures``: the hands and own bids of ``visible`` seats only."""
        return tp.visible_picture(picture, visible, state)

    def review_report(
        self,
        loaded: Loaded,
        seat: int,
        seed: int,
        *,
        rollouts: int | None,
        worlds: int | None,
        progress: Callable[[int, int], None] | None,
        workers: int = 1,
    ) -> tuple[dict[str, Any], list[str]]:
        """The coach's review of ``seat`` (``score5 review``)."""
        from score5_desktop.games.score5.bots.review_report import review_report

        players: Sequence[Player] = loaded.players
        _record, replayed = load(dumps(loaded.state, list(players)))
        return review_report(
            replayed,
            players,
            seat,
            seed,
            rollouts=rollouts,
            worlds=worlds,
            progress=progress,
            workers=workers,
        )
