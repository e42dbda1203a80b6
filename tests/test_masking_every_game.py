"""Hidden cards stay hidden, for every game in the registry, checked without a test of its own.

For every game that plays at the table (``core.protocol.TablePictures``), every seat
count, a few seeded games played to the end with the game's own ``random`` bots: at
every step, each seat's ``view`` and the table picture through that seat's eyes hold
no other seat's hidden cards, live (the picture folded as the session folds it) and in
the replay watched through one seat's eyes (``model.replay_timeline``, from the game's
own record read back).

What "hidden" means is read from the games' shared representation, not from any one
game: a picture's ``hands`` holds each seat's hand, ``None`` where it may not be shown,
and a view's ``hand`` is its own seat's hand. The oracle is the picture masked for
nobody (``visible_picture`` with no seat), which holds exactly what is public:

- through seat ``s``'s eyes, every per-seat entry of the picture (a tuple with one
  entry per seat: hands, bids put down, cards laid face down) is, for another seat,
  the public entry, and every other field is the public one;
- no other seat's hand, unless the public picture shows it too, is anywhere in
  ``s``'s view, and any two seats agree on what they see of a third.

A new game is checked as soon as it is registered; ``test_the_check_finds_a_leak``
shows the checks fail on a game that leaks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Game, TablePictures
from score5_desktop.model.replay_timeline import ReplayTimeline
from score5_desktop.storage.replay_navigator import ReplayNavigator
from tests import shell_tiny_game as tiny

SEEDS = (3,)
"""Seeded games per game and seat count (the first also replayed). One is enough to
meet every kind of event and view of a game; ``HYPOTHESIS_PROFILE`` does not apply here,
so a longer screen is a matter of adding seeds."""


def _games() -> list[Game]:
    """Every installed game that plays at the table, and the tests' tiny game."""
    games = {g.id: g for g in (*registry.installed(), tiny.GAME)}
    return [g for g in games.values() if isinstance(g, TablePictures)]


def _cases() -> list[Any]:
    return [
        pytest.param(game, players, id=f"{game.id}-{players}")
        for game in _games()
        for players in range(game.min_players, game.max_players + 1)
    ]


# -- reading any game's values ---------------------------------------------------------------


def _fields(value: Any) -> dict[str, Any]:
    """A picture's or view's fields by name (NamedTuple or dataclass)."""
    if hasattr(value, "_asdict"):
        return dict(value._asdict())
    if dataclasses.is_dataclass(value):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    raise TypeError(f"{type(value).__name__} is neither a NamedTuple nor a dataclass")


def _inside(value: Any, skip: frozenset[int], depth: int = 0) -> Iterator[Any]:
    """``value`` and every value inside it (fields, tuple and set members), but not the
    objects in ``skip`` (by identity: what every seat shares, such as the deck)."""
    if id(value) in skip:
        return
    yield value
    if depth > 6 or isinstance(value, (str, bytes, int, float, bool)) or value is None:
        return
    if isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _inside(item, skip, depth + 1)
    elif hasattr(value, "_asdict") or dataclasses.is_dataclass(value):
        for item in _fields(value).values():
            yield from _inside(item, skip, depth + 1)


def _contents(container: Any, skip: frozenset[int]) -> set[tuple[type, Any]]:
    """Every hashable value inside ``container``, with its type (``1 == True`` is no find)."""
    found = set()
    for item in _inside(container, skip):
        try:
            found.add((type(item), item))
        except TypeError:  # unhashable: its members are walked anyway
            pass
    return found


def _shared(values: list[Any]) -> frozenset[int]:
    """The fields every one of ``values`` holds as the very same object (the deck, the
    options): the same for every seat, so nobody's secret, and not searched."""
    fields = [_fields(v) for v in values]
    return frozenset(
        id(value)
        for name, value in fields[0].items()
        if not isinstance(value, (int, bool, str))
        and value is not None
        and all(f[name] is value for f in fields[1:])
    )


def _per_seat(fields: dict[str, Any], players: int) -> dict[str, tuple]:
    return {
        name: value
        for name, value in fields.items()
        if isinstance(value, tuple) and len(value) == players
    }


def _secret(hand: Any) -> bool:
    """A hand worth looking for in another seat's view: not empty (an empty hand hides
    nothing), and not one or two cards alike to a meld seen on the table (a game whose
    copies are alike can show the same values in public)."""
    if hand is None or hand in ((), 0):
        return False
    return not isinstance(hand, tuple) or len(hand) >= 3


# -- the checks ---------------------------------------------------------------------------------


def check_picture(game: TablePictures, picture: Any, state: Any, seat: int, where: str) -> None:
    """The table through ``seat``'s eyes shows of the others only what is public."""
    players = state.players
    seen = _fields(game.visible_picture(picture, frozenset({seat}), state))
    public = _fields(game.visible_picture(picture, frozenset(), state))
    full = _fields(picture)
    assert "hands" in full, f"{where}: a picture names its hands `hands` (None: hidden)"
    per_seat = _per_seat(public, players)
    for name, value in seen.items():
        if name in per_seat:
            for other in range(players):
                if other != seat:
                    assert value[other] == public[name][other], (
                        f"{where}: seat {seat} sees {name}[{other}]={value[other]!r}, "
                        f"public {public[name][other]!r}"
                    )
        elif value != public[name]:
            # a field that records whose eyes these are (``visible``) may differ
            assert value in ({seat}, frozenset({seat}), seat), (
                f"{where}: seat {seat} sees {name}={value!r}, public {public[name]!r}"
            )
    for other in range(players):
        hidden = public["hands"][other]
        assert hidden is None or hidden == full["hands"][other], f"{where}: a public hand"


def check_views(state: Any, public_picture: Any, where: str) -> None:
    """Each view holds its own hand and no other seat's hidden hand, and any two seats
    see the same of a third."""
    players = state.players
    views = [state.view(s) for s in range(players)]
    skip = _shared(views)
    hands = []
    for view in views:
        assert hasattr(view, "hand"), f"{where}: a view names its own hand `hand`"
        hands.append(view.hand)
    public = _contents(public_picture, skip)
    for seat, view in enumerate(views):
        inside = _contents(view, skip)
        for other in range(players):
            hand = hands[other]
            if (
                other == seat
                or not _secret(hand)
                or hand == hands[seat]
                or (type(hand), hand) in public
            ):
                continue
            assert (type(hand), hand) not in inside, (
                f"{where}: seat {seat}'s view holds seat {other}'s hand"
            )
    if players < 3:
        return
    fields = [_fields(v) for v in views]
    for name in _per_seat(fields[0], players):
        for third in range(players):
            lookers = [s for s in range(players) if s != third]
            entries = {repr(_per_seat(fields[s], players)[name][third]) for s in lookers}
            assert len(entries) == 1, f"{where}: seats see {name}[{third}] differently"


# -- playing games --------------------------------------------------------------------------


def _play(game: Game, players: int, seed: int):
    """A seeded game played to the end by ``random`` bots, checked after every event;
    returns the finished state and its players."""
    state = game.new_state(
        [Player(f"P{s}", "bot", "random") for s in range(players)], seed, game.default_options()
    )
    bots = [game.make_bot("random", seed * 10 + s) for s in range(players)]
    opening = state.opening_events()
    picture = game.first_picture(state, opening)
    events = list(opening)
    seen_own = [False] * players
    hidden_once = False
    for step in range(20_000):
        for event in events:
            picture = game.next_picture(picture, event, state)
            where = f"{game.id} {players}p seed {seed} step {step}"
            for seat in range(players):
                check_picture(game, picture, state, seat, where)
                mine = game.visible_picture(picture, frozenset({seat}), state)
                seen_own[seat] |= _fields(mine)["hands"][seat] not in (None, (), 0)
            public = game.visible_picture(picture, frozenset(), state)
            hidden_once |= any(h is None for h in _fields(public)["hands"])
        if state.is_over:
            break
        where = f"{game.id} {players}p seed {seed} step {step}"
        check_views(state, game.visible_picture(picture, frozenset(), state), where)
        seat = state.to_act()[0]
        events = list(state.apply(bots[seat].decide(state.view(seat))))
    assert state.is_over, f"{game.id}: the game did not end"
    # The checks looked at something: each seat saw its own hand, some hand was hidden.
    assert all(seen_own) and hidden_once
    return state


@pytest.mark.parametrize(("game", "players"), _cases())
def test_no_seat_sees_another_seats_hidden_cards_live_or_in_replay(game, players):
    for seed in SEEDS:
        state = _play(game, players, seed)
        if seed != SEEDS[0]:
            continue  # one game per seat count is enough for the replay
        names = [Player("P0", "human", None)]
        names += [Player(f"P{s}", "bot", "random") for s in range(1, players)]
        loaded = game.load_record(game.dump_record(state, names))
        timeline = ReplayTimeline(ReplayNavigator(game, loaded))
        for position in range(timeline.length + 1):
            for frame in timeline.frames(position):
                for seat in range(players):
                    where = f"{game.id} {players}p seed {seed} replay {position} seat {seat}"
                    seen = timeline.seen(frame, seat)
                    public = game.visible_picture(frame.picture, frozenset(), frame.state)
                    assert seen == game.visible_picture(
                        frame.picture, frozenset({seat}), frame.state
                    )
                    check_picture(game, frame.picture, frame.state, seat, where)
                    assert _fields(seen)["hands"] is not None and public is not None


def test_every_game_at_the_table_is_checked():
    """The registry's table games (and the tiny game) are all here: none is skipped."""
    ids = {g.id for g in _games()}
    assert {"score5", "five-three-five", tiny.GAME.id} <= ids


# -- the checks can fail ----------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class _LeakyView:
    seat: int
    hand: tuple[int, ...]
    peek: tuple[int, ...]  # the next seat's hand: a leak


class _LeakyState(tiny.TinyState):
    def view(self, seat: int) -> Any:
        return _LeakyView(seat, tuple(self.hands[seat]), tuple(self.hands[1 - seat]))


class _LeakyGame(tiny.TinyGame):
    """The tiny game with a picture that, through any seat's eyes, shows every hand."""

    def visible_picture(self, picture: Any, visible: frozenset[int], state: Any) -> Any:
        shown = super().visible_picture(picture, visible, state)
        return dataclasses.replace(shown, hands=picture.hands) if visible else shown


def test_the_check_finds_a_leak():
    game = tiny.GAME
    state = _LeakyState([[1, 3, 5], [2, 4, 6]])
    picture = game.first_picture(state, state.opening_events())
    public = game.visible_picture(picture, frozenset(), state)
    with pytest.raises(AssertionError, match="holds seat 1's hand"):
        check_views(state, public, "leaky view")
    with pytest.raises(AssertionError, match="sees hands"):
        check_picture(_LeakyGame(), picture, state, 0, "leaky picture")
    # the honest game passes the same checks on the same table
    honest = tiny.TinyState([[1, 3, 5], [2, 4, 6]])
    check_views(honest, public, "honest")
    check_picture(game, picture, honest, 0, "honest")
