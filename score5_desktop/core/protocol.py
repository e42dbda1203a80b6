"""The contract between a game and the shell (session, bot pool, storage, table, CLI).

In the spirit of OpenSpiel's Game/State/observer: a ``Game`` describes one card
game and makes its states, records and bots; a ``State`` is one game in
progress. The shell drives any game through these members alone, so adding a
game never means copying the session, the table or the history.

Decisions and events are each game's own frozen values (NamedTuples or frozen
dataclasses); the shell only needs a decision's ``seat`` and carries events to
the game's own Qt part untouched. Hidden information is masked in ``view``: a
bot and a live table get a seat's view, never the state itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, Self, runtime_checkable

from score5_desktop.core.players import Player
from score5_desktop.core.wire import WireTypes

Decision = Any  # a game's own decision type; it has an ``int`` attribute ``seat``
Event = Any  # a game's own event type (a frozen value)
View = Any  # a game's own per-seat view (a frozen value)
Reason = Any  # a game's own typed reason for a bot's choice (worded by its Qt part)


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended, in terms every window can show.

    ``totals`` are each seat's final numbers in the game's own sense
    (``higher_wins`` says which way is better); ``winners`` may hold several
    seats where the rules share a win."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    higher_wins: bool


@dataclass(frozen=True, slots=True)
class Loaded:
    """A record read back: the state it reaches, its players and options, and how it got
    there (``start``, a copy of the state before any decision, and ``decisions`` in the
    order they were applied), so replays and reviews can step through it. ``seed``
    is the one the game was dealt from, if the record keeps it (0: none), so that a
    resumed game's bots and hints draw from it as before."""

    state: State
    players: tuple[Player, ...]
    options: Mapping[str, Any]
    start: State
    decisions: tuple[Decision, ...]
    seed: int = 0

    def past_events(self) -> list[Event]:
        """The events that led to ``state``, replayed on a copy of ``start``: a resumed
        game's log, at home or at an online table whose server started again."""
        start = self.start.copy()
        events = list(start.opening_events())
        for decision in self.decisions:
            events += start.apply(decision)
        return events


class Advice(Protocol):
    """A bot's decision and why (``reasons``: the game's typed reasons)."""

    decision: Decision
    reasons: tuple[Reason, ...]


@runtime_checkable
class Bot(Protocol):
    level: str

    def advise(self, view: View) -> Advice:
        """The decision for the seat whose view this is, with its reasons."""
        ...

    def decide(self, view: View) -> Decision:
        """``advise`` without the reasons; fast levels skip building them."""
        ...


@runtime_checkable
class State(Protocol):
    """One game in progress. ``apply`` is the only thing that changes it."""

    @property
    def players(self) -> int:
        """How many seats."""
        ...

    @property
    def is_over(self) -> bool: ...

    def to_act(self) -> tuple[int, ...]:
        """The seats expected to decide now: one, or several for a simultaneous step."""
        ...

    def is_legal(self, decision: Decision) -> bool: ...

    def apply(self, decision: Decision) -> list[Event]:
        """Apply a decision and return what happened, in order.

        Raises the game's ``IllegalDecision`` (a ``core.errors.GameError``) and
        leaves the state unchanged when the rules do not allow it."""
        ...

    def opening_events(self) -> list[Event]:
        """The events a new game shows before the first decision (a deal, a reveal)."""
        ...

    def fallback(self, seat: int) -> Decision:
        """A simple legal decision for ``seat``, played for a bot that failed."""
        ...

    def forced(self, seat: int) -> Decision | None:
        """The only legal decision of ``seat`` when it has no choice, else None.

        The session plays it without a hand-over screen or a question."""
        ...

    def view(self, seat: int) -> View:
        """What ``seat`` may know now: its own hand, public facts, others masked."""
        ...

    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""
        ...

    def copy(self) -> Self: ...


@runtime_checkable
class QtPart(Protocol):
    """A game's Qt part as the engine layer knows it: whose it is, and nothing of Qt.
    The shell (``ui.game_ui.game_ui``) checks it is a whole ``ui.game_ui.GameUi``."""

    game_id: str


@runtime_checkable
class Game(Protocol):
    """One card game, as the shell sees it. Registered in ``core.registry``."""

    id: str  # "score5", "five-three-five": command line, settings, history column
    record_format: str  # the record's "format" field
    min_players: int
    max_players: int
    bot_levels: tuple[str, ...]  # weakest first

    def qt_part(self) -> QtPart:
        """The game's Qt part, imported on this call and never before: the registry
        loads no Qt, and no game's Qt until that game is played. Called by the shell only;
        ``ModuleNotFoundError`` when this build has no Qt part for it (not offered)."""
        ...

    def default_options(self) -> Mapping[str, Any]:
        """Every option with its printed default."""
        ...

    def check_options(self, options: Mapping[str, Any], players: int) -> Mapping[str, Any]:
        """Options completed with defaults and validated (``ValueError`` names the bad one)."""
        ...

    def new_state(
        self, players: Sequence[Player], seed: int, options: Mapping[str, Any]
    ) -> State: ...

    def load_record(self, text: str) -> Loaded:
        """Read a record; never trusts the file (the game's ``RecordError`` names where)."""
        ...

    def dump_record(self, state: State, players: Sequence[Player]) -> str: ...

    def replay_summary(self, state: State, players: Sequence[Player]) -> dict[str, Any]:
        """The object ``score5 replay FILE --json`` prints (the game's spec says its fields)."""
        ...

    def make_bot(
        self, level: str, seed: int | None = None, think: float | int | None = None
    ) -> Bot:
        """A bot of ``level``; ``think`` is seconds (float) or playouts (int), None the default."""
        ...


@runtime_checkable
class HeavyBots(Protocol):
    """Optional for a ``Game``: its bot levels that must think in a worker process.

    A bot that builds thousands of positions makes Python's garbage collector run,
    and a collection stops every thread of the app, the window's included; the shell's
    bot pool gives such levels a process of their own. A game without this hook has
    only quick levels, which think on a thread."""

    process_levels: frozenset[str]


@runtime_checkable
class HintsAsReviewed(Protocol):
    """Optional for a ``Game`` that ``ReviewsDecisions``: the level ``make_bot`` builds for
    the hint, the review's own search (so the hint and the review are one judgement).
    Without it the hint is the strongest of ``bot_levels``."""

    hint_level: str


def hint_level(game: Game) -> str:
    """The level whose advice the hint shows (``HintsAsReviewed``)."""
    return game.hint_level if isinstance(game, HintsAsReviewed) else game.bot_levels[-1]


@dataclass(frozen=True, slots=True)
class AppBudget:
    """What one level's thinking time in the app buys, as fixed work: ``playouts`` per
    decision (rollouts, simulated games) measured on a reference machine, and ``think``,
    the ``Game.make_bot`` budget that makes the level play exactly that many. The two
    differ where ``think`` is the strongest level's budget and each level plays its
    share of it."""

    playouts: int
    think: int


@runtime_checkable
class AppBudgets(Protocol):
    """Optional for a ``Game``: the fixed work its levels' app time buys, per seat count.

    A tournament at fixed work (``--rollouts R``) gives every searching level a fixed
    share of R, so its figures do not depend on the machine's load. In the app the
    levels get time instead, and when a playout costs one level more than another (or
    more at more seats) the ratio a player meets is not the tournament's. With this hook
    a tournament can play each level the playouts its app time buys (``--rollouts
    app``). A game whose tournament shares already match its app times needs none."""

    def app_budget(self, level: str, players: int) -> AppBudget | None:
        """``level``'s budget at ``players`` seats; None for a level that has none (it
        plays as it always does: a heuristic, a bench level with its own budget).
        Raises ``ValueError`` for a seat count the game has no figures for."""
        ...


@runtime_checkable
class PlaysOut(Protocol):
    """Optional for a ``Game``: its own fast loop for a game between bots, for long runs
    that read no events and time no decision (``score5 simulate``).

    It must make exactly the decisions of ``tournament.match.play_game`` (each seat
    decides on its own view; the seats of a simultaneous step all decide on the same
    position, in ``to_act`` order, before any decision is applied), so a run's outcome
    and records are the same either way; it may read views live and build no events."""

    def play_out(self, state: State, bots: Sequence[Bot]) -> State:
        """``state`` (new, no decision applied yet) played to its end: the finished
        state, which may be another object holding the same game."""
        ...


@runtime_checkable
class PlainReference(Protocol):
    """Optional for a ``Game``: its rules played with nothing else (no checks, views,
    events or bots; random choices), the yardstick ``score5 bench`` sets the engine's
    speed against, in the same process. A game without it is benched alone."""

    def reference_game(self, players: int, seed: int) -> int:
        """Play one such game; the number of decisions it made."""
        ...


@runtime_checkable
class ReplayText(Protocol):
    """Optional for a ``Game``: its own words for ``score5 replay FILE`` (without
    ``--json``). A game without it gets the protocol's plain outcome lines."""

    def replay_lines(self, summary: Mapping[str, Any], names: Sequence[str]) -> list[str]:
        """The lines to print for ``summary`` (from ``replay_summary``); ``names`` are the
        players' names, already made safe for a terminal."""
        ...


@runtime_checkable
class Coaches(Protocol):
    """Optional for a ``Game``: the coach's review of one seat (``score5 review``).

    Budgets are counts so a review is the same on every machine for a seed;
    ``None`` takes the game's own defaults. ``progress(done, total)`` is called
    after each decision reviewed."""

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
        """The review as one JSON object and as lines of text; ``workers`` processes
        review decisions at once (the same figures as one)."""
        ...


@runtime_checkable
class ReviewsDecisions(Protocol):
    """Optional for a ``Game`` that ``Coaches``: the coach's review one decision at a time,
    as the app runs it (in worker processes, rows arriving one by one).

    A point and a moment are the game's own picklable values; a moment has at least
    ``step`` (1-based among all the game's decisions), ``played``, ``expert``,
    ``win`` (a ``core.coach.Estimate``, played minus expert), ``worlds``, ``same``,
    ``equal``, ``costly`` and ``rank`` (``core.coach.costly_steps``). The rest is
    worded by ``coach_words(loaded)``, from the game's Qt part (imported on that call,
    by the shell only)."""

    def coach_words(self, loaded: Loaded) -> object:
        """The words for the review of ``loaded`` (a ``model.review_model.CoachWords``,
        which the shell checks: this layer knows no Qt)."""
        ...

    def review_points(self, loaded: Loaded, seat: int) -> Sequence[Any]:
        """The decisions of ``seat`` the coach reviews, in game order."""
        ...

    def review_point(self, point: Any, seed: int, rollouts: int | None, worlds: int | None) -> Any:
        """One decision reviewed (``None`` budgets: the game's defaults); the same figures
        for the same seed in any process."""
        ...


@runtime_checkable
class KeepsStatistics(Protocol):
    """Optional for a ``Game``: what the history keeps of each seat besides its total.

    Each seat gets a small flat object of numbers (the game's own: for example a
    value per family), stored beside the seat's result and averaged by the
    statistics. Keys are short identifiers; values are whole or decimal numbers."""

    def seat_stats(self, state: State) -> list[Mapping[str, int | float]]:
        """One mapping per seat of the finished ``state``."""
        ...


@runtime_checkable
class LowestWins(Protocol):
    """Optional for a ``Game``: its totals are penalties, so the lowest is best (the
    statistics' best game is then a seat's lowest total). Without it, highest is best."""

    lowest_wins: bool


def lowest_wins(game: Game) -> bool:
    """Whether ``game``'s lowest total is its best (``LowestWins``)."""
    return isinstance(game, LowestWins) and game.lowest_wins


@runtime_checkable
class RecordIdentity(Protocol):
    """Optional for a ``Game``: which top-level fields of its record make one game.

    The history keys each game by a hash of these fields (the players' kinds and
    levels are added, their names never), so a game finished again is stored once.
    Without it, every field but ``players`` and ``seed`` counts."""

    identity_fields: tuple[str, ...]


@runtime_checkable
class LegacyHistory(Protocol):
    """Optional for a ``Game``: the game the history held alone before it held several.

    Its own columns stay in the history's tables, kept filled, so that copies of the
    app from before still read the file: each of ``legacy_game_columns`` (of
    ``games``) holds the whole-number game option of that name, each of
    ``legacy_seat_columns`` (of ``seats``) the seat statistic of that name
    (``KeepsStatistics``). Older files are upgraded with them, every game once. The
    names are plain identifiers; at most one installed game has this hook."""

    legacy_game_columns: tuple[str, ...]
    legacy_seat_columns: tuple[str, ...]


@runtime_checkable
class DescribesSteps(Protocol):
    """Optional for a ``Game``: a typed description of one decision of a replay, in
    fields its windows word in any language (which card, which kind of step)."""

    def describe_step(
        self, state: State, decision: Decision, index: int, player: str | None
    ) -> Any:
        """Decision ``index`` (1-based), about to be applied to ``state``, made by the
        seat whose name is ``player`` (None when the names are not known)."""
        ...


@runtime_checkable
class PlaysOnline(Protocol):
    """Optional for a ``Game``: its values as JSON (``core.wire``), so a table server can
    send each seat its view and the public events and read the decisions it is sent."""

    wire: WireTypes


@runtime_checkable
class TablePictures(Protocol):
    """Optional for a ``Game``, needed to play it at the table: the one pure step that
    turns events into what the table shows, used alike by the live session and by the
    replay, so both lay out the same table for the same moment.

    A picture is the game's own immutable value. It is folded from the events (a
    live game, a resumed record whose events are replayed from the start, and a
    replay all reach the same picture) and may hold every hand; the session never
    hands one to the table before ``visible_picture`` has masked it for the seats
    the hand-over rule allows (replay's "everyone" is a deliberate choice)."""

    def first_picture(self, state: State, opening: Sequence[Event]) -> Any:
        """The table of ``state`` before ``opening`` (events still to be shown) happen."""
        ...

    def next_picture(self, picture: Any, event: Event, state: State) -> Any:
        """The table once ``event`` has happened. ``state`` is the engine state the event
        came from (it may already be past the event), read only for what the event
        does not carry. Never changes ``picture``."""
        ...

    def visible_picture(self, picture: Any, visible: frozenset[int], state: State) -> Any:
        """``picture`` as the table may show it: the hands (and any other private
        facts, read from ``state``) of the ``visible`` seats only; the others' hands
        as their sizes."""
        ...


class Rulebook(NamedTuple):
    """A game's rules documents, as the shell's rulebook viewer and translators' check
    read them (``rulebook.documents``).

    ``folder`` is under ``resources/rules`` ("" for the top), ``documents`` are file name
    stems in every language, ``values`` computes the worked examples' placeholders
    (plain numbers and strings, or ``ExampleText`` values that word themselves per
    language) by playing them through the engine, and ``title`` gives a value's tooltip
    in a language ("" for none), such as the card an example's number belongs to, so a
    reader can check which card the example means.

    The translators' check (``rulebook.i18n_check``) reads the rest: ``glossary`` is the
    key of the game's rows in ``glossary.json`` ("terms", the main table, holds a
    game's messages and pages to every word, number and sentence check; a game with
    its own table gets the structural checks and its own terms); ``sources`` the folder
    (under the package) whose messages use that table; ``bar_keys`` the keyed texts
    (context, source) of the game's controls under its table and ``bar_contexts`` the
    contexts whose every keyed text is there, sharing Alt+key with the menu bar; and
    ``option_keys`` its options' keyed labels in the new-game dialog."""

    folder: str
    documents: tuple[str, ...]
    values: Callable[[], Mapping[str, object]]
    title: Callable[[object, str], str]
    glossary: str = "terms"
    sources: str = ""
    bar_keys: tuple[tuple[str, str], ...] = ()
    bar_contexts: tuple[str, ...] = ()
    option_keys: tuple[tuple[str, str], ...] = ()


@runtime_checkable
class ExampleText(Protocol):
    """A placeholder value that words itself per language (an example player who has
    another name in the French rulebook); plain ``int`` and ``str`` values read the
    same in every language."""

    def text(self, lang: str) -> str: ...


@runtime_checkable
class HasRulebook(Protocol):
    """Optional for a ``Game``: the rules documents it ships. Importing the examples
    (which play games through the engine) waits until the pages are first read."""

    def rulebook(self) -> Rulebook:
        """Where the game's documents live and what fills their placeholders."""
        ...


def no_title(value: object, lang: str) -> str:
    """``Rulebook.title`` for a game whose example values carry no tooltip."""
    return ""
