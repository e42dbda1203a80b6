"""Root-parallel search (``bots/shards.py``, ``bots/shard_helper.py``): shards merge
soundly, a shard finds the same in a helper as in-process, and a decision never
waits long on a helper that is missing, stuck or dead."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from score5_desktop.games.score5.bots import shard_helper
from score5_desktop.games.score5.bots.search import EXPERT, HARD, SearchBot
from score5_desktop.games.score5.bots.shard_helper import (
    GRACE,
    Helpers,
    ShardHelper,
    ShardRequest,
    run_shard,
)
from score5_desktop.games.score5.bots.shards import ShardStats, choose, merge, split
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import observe


def _stats(sums, worlds, alive, wins=None) -> ShardStats:
    return ShardStats(
        sums=tuple(sums),
        worlds=tuple(worlds),
        wins=tuple(wins or [0] * len(sums)),
        alive=tuple(alive),
        count=max(worlds),
        rollouts=sum(worlds),
    )


# -- merging -------------------------------------------------------------------------
def test_one_shard_chooses_as_the_unsharded_search_did():
    """One shard: the finalists are its survivors, compared on sums with slack times the
    worlds, and the slack's draw is the unsharded search's (sorted near ones)."""
    one = _stats([5.0, 9.0, 8.9, 1.0], [40, 40, 40, 16], [0, 1, 2])
    merged = merge([one])
    assert merged.paired and merged.finalists == (0, 1, 2) and merged.count == 40
    assert choose(merged, 0.0, random.Random(1)) == 1
    near = [choose(merged, 0.01, random.Random(s)) for s in range(20)]
    assert set(near) == {1, 2}  # 8.9 is within 0.01 * 40 of 9.0; 5.0 is not
    assert near == [random.Random(s).choice([1, 2]) for s in range(20)]


def test_a_candidate_pruned_in_one_shard_is_no_finalist():
    """Candidate 2 leads shard A but was rejected in shard B: its merged sum covers
    fewer worlds, so it is left out and the candidates alive everywhere decide."""
    a = _stats([10.0, 9.0, 12.0], [40, 40, 40], [0, 1, 2])
    b = _stats([11.0, 10.0, 1.0], [40, 40, 16], [0, 1])
    merged = merge([a, b])
    assert merged.paired and merged.finalists == (0, 1)
    assert merged.worlds == (80, 80, 56) and merged.count == 80
    assert choose(merged, 0.0, random.Random(0)) == 0


def test_disjoint_survivors_compare_on_means():
    """No candidate alive in both shards: the survivors of either compare on their mean
    reward over the worlds each got, not on sums over different numbers of worlds."""
    a = _stats([30.0, 5.0, 2.0], [40, 16, 16], [0])
    b = _stats([2.0, 9.0, 14.0], [16, 24, 24], [1, 2])
    merged = merge([a, b])
    assert not merged.paired and merged.finalists == (0, 1, 2)
    # means: 32/56 = 0.571, 14/40 = 0.35, 16/40 = 0.4
    assert choose(merged, 0.0, random.Random(0)) == 0


@st.composite
def _shard_sets(draw):
    size = draw(st.integers(2, 6))
    shards = []
    for _ in range(draw(st.integers(1, 4))):
        count = draw(st.integers(1, 60))
        alive = sorted(draw(st.sets(st.integers(0, size - 1), min_size=1, max_size=size)))
        worlds = [count if c in alive else draw(st.integers(0, count)) for c in range(size)]
        sums = [draw(st.floats(-1.5, 1.5)) * w for w in worlds]
        wins = [draw(st.integers(0, w)) for w in worlds]
        shards.append(_stats(sums, worlds, alive, wins))
    return shards


@given(_shard_sets(), st.sampled_from([0.0, 0.02, 0.2]), st.integers(0, 99))
def test_the_choice_is_a_sound_finalist(shards, slack, seed):
    """Whatever the shards kept: the choice survived somewhere; if some candidate
    survived in every shard, the choice is one of those and was played in every world;
    nothing is chosen whose mean is worse than the best finalist's by more than the
    slack; and the merged counts are the shards' sums."""
    merged = merge(shards)
    chosen = choose(merged, slack, random.Random(seed))
    assert chosen in merged.finalists
    assert any(chosen in s.alive for s in shards)
    everywhere = set.intersection(*(set(s.alive) for s in shards))
    if everywhere:
        assert chosen in everywhere and merged.worlds[chosen] == merged.count
    means = {c: merged.sums[c] / max(merged.worlds[c], 1) for c in merged.finalists}
    assert means[chosen] >= max(means.values()) - slack - 1e-9
    assert merged.count == sum(s.count for s in shards)
    assert merged.rollouts == sum(s.rollouts for s in shards)
    assert 0.0 <= merged.win_share(chosen) <= 1.0


@given(st.integers(1, 10_000), st.integers(1, 8))
def test_split_shares_the_budget(total, parts):
    got = split(total, parts)
    assert len(got) == parts and max(got) - min(got) <= 1 and min(got) >= 1
    assert sum(got) == max(total, parts)


# -- shards in-process and in a helper -------------------------------------------------
def _bid_and_pick_positions(positions, per_kind: int = 3):
    bids, picks = [], []
    for state, seat in positions:
        obs = observe(state, seat)
        if obs.phase is Phase.BID and obs.round < 12 and len(bids) < per_kind:
            bids.append(obs)
        elif obs.phase is Phase.PICK and obs.pool.bit_count() > 1 and len(picks) < per_kind:
            picks.append(obs)
    return bids, picks


def _requests(positions, rollouts: int = 120) -> list[ShardRequest]:
    """Shard requests on bid and pick positions, with the candidates the bot would
    search: every frontier bid the level takes, every card on offer."""
    from score5_desktop.games.score5.bots.bids import BidMenu
    from score5_desktop.games.score5.bots.tables import tables_for

    bids, picks = _bid_and_pick_positions(positions)
    bot = SearchBot("expert", EXPERT, 1, rollouts)
    out = []
    for i, obs in enumerate(bids):
        t = tables_for(obs.deck)
        cands = bot._candidates(t, obs, BidMenu(t, obs.hand))
        out.append(ShardRequest("bid", "expert", EXPERT, obs, tuple(cands), 7 + i, rollouts, 0))
    for i, obs in enumerate(picks):
        cands = tuple(c for c in range(64) if obs.pool >> c & 1)
        out.append(ShardRequest("pick", "expert", EXPERT, obs, cands, 70 + i, rollouts // 2, 0))
    return out


@pytest.fixture
def helper():
    found = ShardHelper()
    assert found.ready(30.0)
    yield found
    found.close()


def test_a_helper_finds_what_the_shard_finds_in_process(positions, helper):
    """The same request (fixed work) gives the same statistics in a helper process as
    in-process: a shard depends only on its seed and budget."""
    requests = _requests(positions)
    assert {r.kind for r in requests} == {"bid", "pick"}
    for request in requests:
        ident = helper.submit(request)
        assert ident is not None
        remote = helper.collect(ident, None)
        local = run_shard(request, time.perf_counter())
        assert remote == local
        assert remote.rollouts >= request.rollouts and remote.cpu > 0


def test_a_failing_shard_is_no_answer_and_the_helper_lives_on(positions, helper):
    good = _requests(positions)[0]
    bad = replace(good, kind="nonsense")
    assert helper.collect(helper.submit(bad), 30.0) is None
    assert helper.collect(helper.submit(good), None) == run_shard(good, 0.0)


def test_fixed_budget_shards_are_the_parallel_ones(positions, helper, monkeypatch):
    """At a fixed budget the expert runs its two shards in turn; the same shards sent to
    a helper (the wall-time path's way) come back identical, so the decision is the
    one the parallel search would make."""
    calls = []
    plain = SearchBot.seeded_shard

    def recorded(self, kind, obs, cands, seed, stop, styles=None):
        found = plain(self, kind, obs, cands, seed, stop, styles)
        calls.append((kind, obs, tuple(cands), seed, styles, found))
        return found

    monkeypatch.setattr(SearchBot, "seeded_shard", recorded)
    bids, picks = _bid_and_pick_positions(positions, 4)
    searched = 0
    for obs in bids + picks:
        calls.clear()
        bot = SearchBot("expert", EXPERT, 3, 200)
        first = bot.advise(obs)
        if not calls:  # nothing worth a search (a single candidate)
            continue
        searched += 1
        assert len(calls) == 2 == len(bot.last_shards)
        assert SearchBot("expert", EXPERT, 3, 200).advise(obs) == first  # reproducible
        for kind, seen, cands, seed, styles, found in calls:
            # At two seats the styles read from the revealed bids travel with the request.
            request = ShardRequest(
                kind, "expert", EXPERT, seen, cands, seed, found.rollouts, 0, styles=styles
            )
            # The shard stops at its limit or just past it (a world plays every
            # candidate): asking the helper for what it played gives the same worlds.
            ident = helper.submit(request)
            assert helper.collect(ident, None) == found
    assert searched >= 4


def test_one_core_is_the_plain_search(positions):
    """At ``cores=1`` no shard seed is drawn: the bot's own generators run the search,
    so decisions are those from before the shards (``tools/s5_decision_cpu.py``
    checksums hold them); hard stays on one core."""
    assert HARD.cores == 1 and EXPERT.cores == 2
    bids, picks = _bid_and_pick_positions(positions, 4)
    shards = set()
    for obs in bids + picks:
        bot = SearchBot("expert", replace(EXPERT, cores=1), 5, 150)
        bot.advise(obs)
        shards.add(len(bot.last_shards))
    assert shards == {0, 1} or shards == {1}


# -- a decision never waits on a helper ------------------------------------------------
def _timed_decision(obs, seconds: float) -> tuple[float, SearchBot]:
    bot = SearchBot("expert", EXPERT, 2, seconds)
    started = time.perf_counter()
    bot.decide(obs)
    return time.perf_counter() - started, bot


@pytest.fixture
def private_helpers(monkeypatch):
    """A fresh set of helpers for the test, ended afterwards."""
    helpers = Helpers()
    monkeypatch.setattr(shard_helper, "HELPERS", helpers)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    yield helpers
    helpers.close()


@pytest.mark.solo  # a deadline of a few tenths of a second, with a helper process
def test_a_decision_uses_a_ready_helper(positions, private_helpers):
    bids, _ = _bid_and_pick_positions(positions, 1)
    assert private_helpers.wait_ready(1, 30.0) == 1
    took, bot = _timed_decision(bids[0], 0.3)
    assert len(bot.last_shards) == 2 and took < 0.3 + GRACE + 0.1


@pytest.mark.solo  # a deadline of a few tenths of a second, with a helper process
def test_a_decision_goes_on_alone_while_the_helper_starts(positions, private_helpers):
    bids, _ = _bid_and_pick_positions(positions, 1)
    took, bot = _timed_decision(bids[0], 0.2)  # the bot starts the helper: not ready yet
    assert len(bot.last_shards) == 1 and took < 0.2 + 0.1


@pytest.mark.solo  # a deadline of a few tenths of a second, with a helper process
def test_a_dead_helper_costs_the_decision_nothing(positions, private_helpers):
    bids, _ = _bid_and_pick_positions(positions, 2)
    assert private_helpers.wait_ready(1, 30.0) == 1
    (pid,) = private_helpers.pids()
    os.kill(pid, signal.SIGKILL)
    time.sleep(0.1)
    took, bot = _timed_decision(bids[0], 0.3)
    assert len(bot.last_shards) >= 1 and took < 0.3 + GRACE + 0.1
    # The slot is restarted for later decisions.
    assert private_helpers.wait_ready(1, 30.0) == 1 and private_helpers.pids() != [pid]


@pytest.mark.solo  # a deadline of a few tenths of a second, with a helper process
def test_a_stuck_helper_is_waited_for_only_until_the_deadline(positions, private_helpers):
    bids, _ = _bid_and_pick_positions(positions, 1)
    assert private_helpers.wait_ready(1, 30.0) == 1
    (pid,) = private_helpers.pids()
    os.kill(pid, signal.SIGSTOP)
    try:
        took, bot = _timed_decision(bids[0], 0.3)
    finally:
        os.kill(pid, signal.SIGCONT)
    assert len(bot.last_shards) == 1 and 0.3 - 0.05 < took < 0.3 + GRACE + 0.1
    # Its late answer is dropped, and the next decision has both shards again.
    took, bot = _timed_decision(bids[0], 0.3)
    assert len(bot.last_shards) == 2


def test_a_helper_ends_with_its_parent(tmp_path):
    """Killed without a chance to clean up, the parent leaves no helper behind."""
    script = tmp_path / "parent.py"
    script.write_text(
        textwrap.dedent(
            """
            import sys, time
            from score5_desktop.games.score5.bots.shard_helper import HELPERS
            if __name__ == "__main__":
                assert HELPERS.wait_ready(1, 30.0) == 1
                print(HELPERS.pids()[0], flush=True)
                time.sleep(60)
            """
        )
    )
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        pid = int(parent.stdout.readline())
        os.kill(pid, 0)  # the helper runs
    finally:
        parent.kill()
        parent.wait()
    for _ in range(50):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        try:  # a zombie of the dead parent is reaped by init; look at its state
            with open(f"/proc/{pid}/stat") as f:
                if f.read().split()[2] == "Z":
                    return
        except FileNotFoundError:
            return
        time.sleep(0.1)
    pytest.fail(f"helper {pid} outlived its parent")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this system")
def test_a_forked_child_starts_its_own_helpers():
    """A tournament's forked worker does not use (or ask after) its parent's helpers:
    the fork hook leaves it a fresh set, so its decisions never touch the parent's."""
    helpers = shard_helper.HELPERS
    try:
        assert helpers.wait_ready(1, 30.0) == 1
        pid = os.fork()
        if pid == 0:
            os._exit(0 if helpers.pids() == [] else 1)
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
        assert len(helpers.pids()) == 1
    finally:
        helpers.close()
