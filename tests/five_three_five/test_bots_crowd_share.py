"""Hard thinks less at five and six seats (``HARD.crowd_share``), so that the ladder's
expert-over-hard step has room there; at two to four seats nothing changes. The search
must read the share of its table's seat count, for an explicit budget (the ladder's
``--rollouts``) and for the app's own seconds alike."""

from __future__ import annotations

import dataclasses
import random
from types import SimpleNamespace

import pytest

from score5_desktop.core import search_budget
from score5_desktop.games.five_three_five.bots import judge, search
from score5_desktop.games.five_three_five.bots.inference import view_notes
from score5_desktop.games.five_three_five.bots.reasons import ReasonKind
from score5_desktop.games.five_three_five.bots.search import EXPERT, HARD, Searcher, SearchLevel
from score5_desktop.games.five_three_five.bots.situation import from_view
from score5_desktop.games.five_three_five.rules.decisions import Options
from score5_desktop.games.five_three_five.rules.state import new_game


def test_hard_takes_a_smaller_share_from_five_seats_on() -> None:
    assert HARD.crowd_share is not None and HARD.crowd_share < HARD.share
    assert HARD.share_at(2) == HARD.share_at(3) == HARD.share_at(4) == HARD.share
    assert HARD.share_at(5) == HARD.share_at(6) == HARD.crowd_share
    assert HARD.seconds_at(4) == HARD.seconds
    assert HARD.seconds_at(6) == pytest.approx(HARD.seconds * HARD.crowd_share / HARD.share)
    assert EXPERT.share_at(6) == EXPERT.share == 1.0 and EXPERT.seconds_at(6) == EXPERT.seconds


def searched_positions(players: int, seed: int, count: int) -> list:
    """Views along random games where the search really searches (a choice, no play
    that goes out at once)."""
    rng = random.Random(seed)
    state = new_game(players, seed, Options())
    found = []
    while len(found) < count:
        if state.is_over:
            seed += 1000
            state = new_game(players, seed, Options())
        (seat,) = state.to_act()
        view = state.view(seat)
        sit = from_view(view)
        plays = sit.deal.legal()
        if len(plays) > 1 and max(judge.scores(sit, plays)) < judge.GOES_OUT:
            if rng.random() < 0.3:
                found.append(view)
        state.apply(rng.choice(state.legal_plays(seat)))
    return found


def searched(level: SearchLevel, views: list, think: float | int | None) -> list:
    """Each view's play and the number of worlds searched for it, if it searched (at
    two seats hard sometimes plays on instinct); seeded alike for every level."""
    out = []
    for i, view in enumerate(views):
        sit = from_view(view)
        notes = view_notes(view)
        found = Searcher(level, 40 + i, think).choose(sit, sit.deal.legal(), notes)
        worlds = [r.count for r in found.reasons if r.kind is ReasonKind.SIM_BEST]
        out.append((found.play, worlds))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_search_reads_the_share_of_its_seat_count(players: int) -> None:
    """A level whose five-seat share differs plays, at each seat count, exactly as the
    level that holds that seat count's share plainly; from five seats it searches fewer
    worlds than it would with its own ``share``."""
    views = searched_positions(players, 900 + players, 4)
    plain = dataclasses.replace(HARD, crowd_share=None)
    got = searched(HARD, views, 800)
    if players < 5:
        assert got == searched(plain, views, 800)
    else:
        crowd = dataclasses.replace(HARD, share=HARD.crowd_share, crowd_share=None)
        assert got == searched(crowd, views, 800)
        more = searched(plain, views, 800)
        assert all(mine[0] < theirs[0] for (_, mine), (_, theirs) in zip(got, more, strict=True))


def test_the_apps_seconds_shrink_from_five_seats_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ``think`` hard uses ``seconds_at`` its seat count: on a clock that moves a
    fixed step per reading, it searches at six seats as with the expert's seconds as an
    explicit ``think`` (the ladder's way), and fewer worlds than with ``seconds``."""

    def steady_clock() -> SimpleNamespace:
        now = [0.0]

        def perf_counter() -> float:
            now[0] += 0.0005
            return now[0]

        return SimpleNamespace(perf_counter=perf_counter)

    def worlds(level: SearchLevel, views: list, think: float | None) -> list:
        clock = steady_clock()  # the search's and its deadline's (``core.search_budget``)
        monkeypatch.setattr(search, "time", clock)
        monkeypatch.setattr(search_budget, "time", clock)
        return searched(level, views, think)

    for players in (4, 6):
        views = searched_positions(players, 70 + players, 3)
        app = worlds(HARD, views, None)
        assert app == worlds(HARD, views, EXPERT.seconds)
        plain = worlds(dataclasses.replace(HARD, crowd_share=None), views, None)
        if players == 4:
            assert app == plain
        else:
            pairs = zip(app, plain, strict=True)
            assert all(mine[0] < theirs[0] for (_, mine), (_, theirs) in pairs)
