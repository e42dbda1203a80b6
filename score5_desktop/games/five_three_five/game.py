"""Five Three Five as the shell sees it: ``GAME``, the ``core.protocol.Game`` the registry finds."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from score5_desktop.core.errors import IllegalDecision
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Bot, Loaded, QtPart, Rulebook, no_title
from score5_desktop.games.five_three_five.bots import levels
from score5_desktop.games.five_three_five.rules import record, table_picture
from score5_desktop.games.five_three_five.rules.cards import MAX_PLAYERS, MIN_PLAYERS
from score5_desktop.games.five_three_five.rules.decisions import Options, Play
from score5_desktop.games.five_three_five.rules.events import Event
from score5_desktop.games.five_three_five.rules.replay_steps import StepInfo, describe_step
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState, new_game
from score5_desktop.games.five_three_five.rules.stats import seat_stats
from score5_desktop.games.five_three_five.rules.summary import replay_summary
from score5_desktop.games.five_three_five.rules.wire import WIRE


class FiveThreeFive:
    id = "five-three-five"
    record_format = record.FORMAT
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    lowest_wins = True  # totals are penalty points (F8)
    #: The searching levels think in their own process (``core.protocol.HeavyBots``).
    process_levels = frozenset({"hard", "expert"})

    def qt_part(self) -> QtPart:
        """Five Three Five's Qt part, loaded with the first Five Three Five game played."""
        from score5_desktop.games.five_three_five.qt import GAME_UI

        return GAME_UI

    def coach_words(self, loaded: Loaded) -> object:
        """The coach's words (``core.protocol.ReviewsDecisions``), from the Qt part,
        loaded with the first review."""
        from score5_desktop.games.five_three_five.qt.coach_words import words_for

        return words_for(loaded)

    #: Its values on the network (``core.protocol.PlaysOnline``).
    wire = WIRE

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The levels this build plays, weakest first."""
        return levels.available_levels()

    def default_options(self) -> Mapping[str, Any]:
        return Options().to_json()

    def check_options(self, options: Mapping[str, Any], players: int) -> Mapping[str, Any]:
        return Options.from_mapping(options, players).to_json()

    def new_state(
        self, players: Sequence[Player], seed: int, options: Mapping[str, Any]
    ) -> FiveThreeFiveState:
        return new_game(len(players), seed, Options.from_mapping(options, len(players)))

    def load_record(self, text: str) -> Loaded:
        return record.loads(text)

    def dump_record(self, state: FiveThreeFiveState, players: Sequence[Player]) -> str:
        if not isinstance(state, FiveThreeFiveState):
            raise IllegalDecision("not a Five Three Five game")
        return record.dumps(state, list(players))

    def replay_summary(
        self, state: FiveThreeFiveState, players: Sequence[Player]
    ) -> dict[str, Any]:
        return replay_summary(state)

    def rulebook(self) -> Rulebook:
        """Its rules page (``core.protocol.HasRulebook``) in ``resources/rules/five_three_five``;
        the examples, which play through the engine, load with the page."""
        from score5_desktop.games.five_three_five.rules import examples

        return Rulebook(
            examples.RULES_FOLDER,
            examples.RULES_DOCUMENTS,
            examples.example_values,
            no_title,
            # Its own words for round, trick, lead ... (a deal is its "manche").
            glossary="five_three_five_terms",
            sources="games/five_three_five/",
            bar_keys=(("F35", "&Lead"), ("F35", "&Overwrite"), ("F35", "&Add"), ("F35", "&Pass")),
            bar_contexts=("F35Controls",),
            option_keys=(
                ("F35Options", "&Short game"),
                ("F35Options", "&One hand"),
                ("F35Options", "&Big deal"),
                ("F35Options", "Op&en pass"),
                ("F35Options", "No &limit"),
            ),
        )

    def reference_game(self, players: int, seed: int) -> int:
        """``core.protocol.PlainReference``: the rules alone (``rules.reference``)."""
        from score5_desktop.games.five_three_five.rules.reference import reference_game

        return reference_game(players, seed)

    def replay_lines(self, summary: Mapping[str, Any], names: Sequence[str]) -> list[str]:
        """``score5 replay FILE`` in words: who won or who acts, then each seat's total
        and cards left (``names`` are already safe for a terminal)."""
        if summary["status"] == "finished":
            winners = " and ".join(f"{names[s]} (seat {s})" for s in summary["winners"])
            lines = [f"Finished after deal {summary['deal'] + 1}. Winner: {winners}."]
        else:
            seat = summary["to_act"]
            lines = [
                f"In progress, deal {summary['deal'] + 1}; to play: {names[seat]} (seat {seat})."
            ]
        for seat, name in enumerate(names):
            left = len(summary["hands"][seat])
            lines.append(
                f"  seat {seat} {name}: {summary['totals'][seat]} points, {left} cards in hand"
            )
        return lines

    def describe_step(
        self, state: FiveThreeFiveState, decision: Play, index: int, player: str | None
    ) -> StepInfo:
        """What a decision of a replay was (``core.protocol.DescribesSteps``)."""
        return describe_step(state, decision, index, player)

    def review_points(self, loaded: Loaded, seat: int) -> list[Any]:
        """The decisions the coach reviews (``core.protocol.ReviewsDecisions``)."""
        from score5_desktop.games.five_three_five.bots.review import decision_points

        return list(decision_points(loaded, seat))

    def review_point(self, point: Any, seed: int, rollouts: int | None, worlds: int | None) -> Any:
        """One decision reviewed by the strongest bot (``bots.review``)."""
        from score5_desktop.games.five_three_five.bots import review

        return review.review_point(
            point,
            seed,
            review.REVIEW_ROLLOUTS if rollouts is None else rollouts,
            review.REVIEW_WORLDS if worlds is None else worlds,
        )

    def seat_stats(self, state: FiveThreeFiveState) -> list[Mapping[str, int | float]]:
        """Deals, penalty points, best and worst deal per seat (``KeepsStatistics``)."""
        return seat_stats(state)

    def make_bot(
        self, level: str, seed: int | None = None, think: float | int | None = None
    ) -> Bot:
        return levels.make_bot(level, seed, think)

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
        """The coach's review of ``seat`` (``core.protocol.Coaches``; ``score5 review``)."""
        from score5_desktop.games.five_three_five.bots.review_report import review_report

        return review_report(
            loaded,
            seat,
            seed,
            rollouts=rollouts,
            worlds=worlds,
            progress=progress,
            workers=workers,
        )

    # -- core.protocol.TablePictures (rules/table_picture.py) --------------------------------
    def first_picture(
        self, state: FiveThreeFiveState, opening: Sequence[Event]
    ) -> table_picture.TablePicture:
        """The table before ``opening`` (events still to be shown)."""
        return table_picture.first_picture(state, opening)

    def next_picture(
        self, picture: table_picture.TablePicture, event: Event, state: FiveThreeFiveState
    ) -> table_picture.TablePicture:
        """The table once ``event`` has happened."""
        return table_picture.next_picture(picture, event, state)

    def visible_picture(
        self,
        picture: table_picture.TablePicture,
        visible: frozenset[int],
        state: FiveThreeFiveState,
    ) -> table_picture.TablePicture:
        """The hands of ``visible`` seats only; the others as their sizes."""
        return table_picture.visible_picture(picture, visible, state)


GAME = FiveThreeFive()
