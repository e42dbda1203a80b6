"""GameModel (the Qt adapter over the session): events in order, the hand-shake, bots off the
GUI thread, hot seat (R11)."""

from __future__ import annotations

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.games.score5.rules.record import Player, load
from score5_desktop.model.game_model import GameModel
from score5_desktop.model.ledger import Ledger
from tests.model.helpers import auto_consuming, bots


def test_bots_only_game_runs_to_the_end_and_matches_a_replay(qtbot):
    model = GameModel()
    seen = auto_consuming(model)
    ended = []
    model.gameOver.connect(ended.append)
    model.new_game(bots(4), seed=11)
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    state = model.stateForTests()
    assert state.is_over
    assert isinstance(seen[0], ev.CardRevealed) and isinstance(seen[-1], ev.GameEnded)
    assert ended[0].scores == state.result().scores
    # The record replays to the same events the model published.
    _, replay = load(model.recordText())
    assert [type(e) for e in replay.events] == [type(e) for e in seen]
    assert list(replay.events) == seen
    assert len(model.log.lines()) == len(seen)


def test_next_decision_waits_for_the_view(qtbot):
    model = GameModel()
    published = []
    model.eventPublished.connect(lambda event, picture: published.append(event))
    model.new_game(bots(3), seed=5)
    qtbot.waitUntil(lambda: len(published) == 1)
    qtbot.wait(100)
    # Nothing was consumed: no bot may have been asked, the engine has not moved.
    assert model.thinkingSeats == []
    assert model.stateForTests().pending == [None, None, None]
    model.eventsConsumed()
    qtbot.waitUntil(lambda: len(published) >= 2, timeout=5000)


def test_ledger_agrees_with_the_engine_after_every_batch(qtbot):
    model = GameModel()
    checks = []

    def consume(event, picture):
        model.eventsConsumed()

    def check():
        if model.busy or not model.hasGame():
            return
        state = model.stateForTests()
        fresh = Ledger.from_state(state)
        ledger = model.ledger()
        checks.append(
            (ledger.hands == fresh.hands, ledger.known == fresh.known, ledger.pool == fresh.pool)
        )

    model.eventPublished.connect(consume)
    model.busyChanged.connect(check)
    ended = []
    model.gameOver.connect(ended.append)
    model.new_game(bots(5), seed=3)
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    assert checks and all(all(c) for c in checks)


def test_a_failing_bot_is_reported_and_replaced(qtbot):
    class Broken:
        def decide(self, obs):
            raise RuntimeError("boom")

    class Cheater:
        def decide(self, obs):
            return Pick(obs.seat, 50) if obs.phase is Phase.PICK else Bid(obs.seat, (1 << 51) - 1)

    from score5_desktop.games.score5.bots.levels import make_bot

    def factory(level, seed):
        return {"easy": Broken(), "normal": Cheater()}.get(level) or make_bot("random", seed)

    model = GameModel(bot_factory=factory)
    auto_consuming(model)
    failures = []
    model.botFailed.connect(lambda seat, text: failures.append(seat))
    ended = []
    model.gameOver.connect(ended.append)
    players = [
        Player("A", "bot", "easy"),
        Player("B", "bot", "normal"),
        Player("C", "bot", "random"),
    ]
    model.new_game(players, seed=2)
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    assert {0, 1} <= set(failures)
    assert any("failed" in line for line in model.log.lines())


def test_one_human_sees_their_hand_and_decides_after_animations(qtbot):
    model = GameModel()
    auto_consuming(model)
    asked = []
    model.decisionRequested.connect(lambda seat, phase: asked.append((seat, phase)))
    model.new_game([Player("Me"), *bots(2)], seed=9, max_adjust_rounds=0)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked[0] == (0, "bid")
    assert model.exposedSeat == 0
    assert model.picture().hand_visible(0)
    assert not model.picture().hand_visible(1)
    assert not model.submit(Bid(1, 0))  # not this seat
    assert model.submit(Bid(0, 0))
    qtbot.waitUntil(lambda: len(asked) >= 2 or model.isOver(), timeout=5000)


def test_hot_seat_hands_stay_hidden_until_the_handover_is_confirmed(qtbot):
    model = GameModel()
    auto_consuming(model)
    handovers, asked = [], []
    model.handoverRequested.connect(handovers.append)
    model.decisionRequested.connect(lambda seat, phase: asked.append(seat))
    model.new_game([Player("Ann"), Player("Ben")], seed=4, max_adjust_rounds=1)
    qtbot.waitUntil(lambda: bool(handovers), timeout=5000)
    assert handovers == [0] and model.exposedSeat == -1
    assert not any(model.picture().hand_visible(s) for s in (0, 1))
    model.confirmHandover()
    assert asked == [0] and model.exposedSeat == 0
    assert not model.picture().hand_visible(1)
    model.submit(Bid(0, 0))
    # Ben's turn in the same simultaneous step: Ann's hand is hidden again at once.
    assert model.exposedSeat == -1
    qtbot.waitUntil(lambda: handovers == [0, 1], timeout=5000)
    assert not model.picture().hand_visible(0)
    model.confirmHandover()
    assert model.exposedSeat == 1


def test_resume_from_record_gives_the_same_state(qtbot):
    model = GameModel()
    auto_consuming(model)
    asked = []
    model.decisionRequested.connect(lambda seat, phase: asked.append(phase))
    model.new_game([Player("Me"), *bots(3)], seed=21)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    model.submit(Bid(0, model.stateForTests().hands[0] & 0b1))
    qtbot.waitUntil(lambda: len(asked) >= 2, timeout=5000)
    text = model.recordText()
    before = model.stateForTests()
    other = GameModel()
    auto_consuming(other)
    other.resume(*load(text))
    after = other.stateForTests()
    assert after.hands == before.hands and after.phase == before.phase
    assert after.round == before.round and after.pending == before.pending
    assert other.ledger().known == model.ledger().known


def test_wild_is_offered_with_the_best_family(qtbot):
    model = GameModel()
    auto_consuming(model)
    asked = []
    model.decisionRequested.connect(lambda seat, phase: asked.append((seat, phase)))
    ended = []
    model.gameOver.connect(ended.append)
    model.new_game([Player("Me"), *bots(1)], seed=1, max_adjust_rounds=0)

    def play():
        while asked:
            seat, phase = asked.pop()
            state = model.stateForTests()
            if phase == "bid":
                model.submit(Bid(seat, state.hands[seat]))  # bid everything: win the wild
            elif phase == "pick":
                model.submit(Pick(seat, (state.pool & -state.pool).bit_length() - 1))
            else:
                model.submit(AssignWild(seat, model.bestWildFamily(seat)))
        return bool(ended)

    qtbot.waitUntil(play, timeout=10000)
    assert model.stateForTests().is_over


def test_hint_comes_back_from_the_worker_with_a_reason(qtbot):
    model = GameModel(hint_level=lambda: "normal")
    auto_consuming(model)
    asked, hints = [], []
    model.decisionRequested.connect(lambda seat, phase: asked.append(seat))
    model.hintReady.connect(lambda seat, decision, text: hints.append((seat, decision, text)))
    model.new_game([Player("Me"), *bots(2)], seed=6)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert model.requestHint()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    seat, decision, text = hints[0]
    assert seat == 0 and isinstance(decision, Bid) and text
    assert model.stateForTests().is_legal(decision)
