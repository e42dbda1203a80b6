"""What SCORE 5 gives the shell beyond the core protocol: its statistics for the
history, the fields that identify one of its games, what each step of a replay was, its
replay text, its coach for the command line and the app, and its table pictures
(``core.protocol``'s optional ``KeepsStatistics``, ``RecordIdentity``,
``LegacyHistory``, ``DescribesSteps``, ``ReplayText``, ``Coaches``,
``ReviewsDecisions`` and ``TablePictures``).

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

    def coach_words(self, loaded: Loaded) -> object:
        """The coach's words for ``loaded`` (``core.protocol.ReviewsDecisions``), from the
        Qt part, loaded with the first review."""
        from score5_desktop.games.score5.qt.coach_words import words_for

        return words_for(loaded)

    #: A game's identity in the history: its setup and decisions, as since schema 3.
    identity_fields: tuple[str, ...] = (
        "deck", "options", "starting_sets", "pile", "rounds", "wild",
    )  # fmt: skip

    #: The history's columns from before it held several games (``LegacyHistory``): the
    #: table option, and each seat's value in each family (its ``seat_stats`` keys).
    legacy_game_columns: tuple[str, ...] = ("max_adjust_rounds",)
    legacy_seat_columns: tuple[str, ...] = tuple(str(f) for f in SCORING_FAMILIES)

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

    def review_points(self, loaded: Loaded, seat: int) -> list[Any]:
        """Every decision of ``seat`` with a choice (``bots.review.decision_points``)."""
        from score5_desktop.games.score5.bots.review import decision_points

        _record, replayed = load(dumps(loaded.state, list(loaded.players)))
        return list(decision_points(replayed, seat))

    def review_point(self, point: Any, seed: int, rollouts: int | None, worlds: int | None) -> Any:
        """One decision reviewed by the strongest bot (``bots.review.review_point``)."""
        from score5_desktop.games.score5.bots import review

        return review.review_point(
            point,
            seed,
            review.REVIEW_ROLLOUTS if rollouts is None else rollouts,
            review.REVIEW_WORLDS if worlds is None else worlds,
        )

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
