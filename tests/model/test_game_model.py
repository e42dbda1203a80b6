"""GameModel (the Qt adapter over the session): events in order, the hand-shake, bots off the
GUI thread, hot seat (R11), one ``changed`` value for what else moved."""

from __future__ import annotations

from score5_desktop.core import registry
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Phase, Pick
from score5_desktop.games.score5.rules.record import Player, load
from score5_desktop.games.score5.rules.scoring import best_wild_family
from score5_desktop.games.score5.rules.table_picture import first_picture
from score5_desktop.model.game_model import Changes, GameModel
from tests.model.helpers import auto_consuming, bots, new_score5, state_of


def test_bots_only_game_runs_to_the_end_and_matches_a_replay(qtbot):
    model = GameModel()
    seen = auto_consuming(model)
    ended = []
    model.gameOver.connect(ended.append)
    new_score5(model, bots(4), seed=11)
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    state = state_of(model)
    assert state.is_over and model.isOver()
    assert isinstance(seen[0], ev.CardRevealed) and isinstance(seen[-1], ev.GameEnded)
    assert ended[0] == state.outcome()
    assert ended[0].totals == state.result().scores
    # The record replays to the same events the model published.
    _, replay = load(model.recordText())
    assert list(replay.events) == seen
    # At the end every hand is shown.
    assert model.picture().hands == tuple(state.hands)


def test_next_decision_waits_for_the_view(qtbot):
    model = GameModel()
    published = []
    model.eventPublished.connect(lambda event, picture: published.append(event))
    new_score5(model, bots(3), seed=5)
    qtbot.waitUntil(lambda: len(published) == 1)
    qtbot.wait(100)
    # Nothing was consumed: no bot may have been asked, the engine has not moved.
    assert model.thinkingSeats() == [] and model.toAct() == (0, 1, 2)
    assert state_of(model).pending == [None, None, None]
    model.eventsConsumed()
    qtbot.waitUntil(lambda: len(published) >= 2, timeout=5000)


def test_the_picture_agrees_with_the_engine_after_every_batch(qtbot):
    model = GameModel()
    checks = []
    changes: list[Changes] = []

    def consume(event, picture):
        model.eventsConsumed()

    def check(change: Changes):
        changes.append(change)
        # Bots are asked only once every event of the batch is shown: the table at rest.
        if not change.seats or not model.thinkingSeats():
            return
        state = state_of(model)
        fresh = first_picture(state)
        picture = model.picture()
        checks.append((picture.sizes == fresh.sizes, picture.known == fresh.known))
        # A table of bots shows no hand until the end.
        checks.append((all(h is None for h in picture.hands) != state.is_over,))

    model.eventPublished.connect(consume)
    model.changed.connect(check)
    ended = []
    model.gameOver.connect(ended.append)
    new_score5(model, bots(5), seed=3)
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    assert checks and all(all(c) for c in checks)
    assert any(c.decision for c in changes) and any(c.seats for c in changes)
    assert all(c for c in changes), "an empty change is never emitted"


def test_a_failing_bot_is_reported_and_replaced(qtbot):
    class Broken:
        def decide(self, obs):
            raise RuntimeError("boom")

    class Cheater:
        def decide(self, obs):
            return Pick(obs.seat, 50) if obs.phase is Phase.PICK else Bid(obs.seat, (1 << 51) - 1)

    game = registry.get("score5")

    def factory(level, seed):
        return {"easy": Broken(), "normal": Cheater()}.get(level) or game.make_bot("random", seed)

    model = GameModel(bot_factory=factory)
    auto_consuming(model)
    failures = []
    model.botFailed.connect(lambda seat, text: failures.append((seat, text)))
    ended = []
    model.gameOver.connect(ended.append)
    players = [
        Player("A", "bot", "easy"),
        Player("B", "bot", "normal"),
        Player("C", "bot", "random"),
    ]
    new_score5(model, players, seed=2)
    qtbot.waitUntil(lambda: bool(ended), timeout=10000)
    assert {0, 1} <= {seat for seat, _ in failures}
    assert any("boom" in text for _, text in failures)
    assert any("illegal decision" in text for _, text in failures)


def test_one_human_sees_their_hand_and_decides_after_animations(qtbot):
    model = GameModel()
    auto_consuming(model)
    asked = []
    model.decisionRequested.connect(lambda seat, view: asked.append((seat, view)))
    new_score5(model, [Player("Me"), *bots(2)], seed=9, adjust=0)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    seat, view = asked[0]
    assert seat == 0 and view.seat == 0 and view.phase is Phase.BID
    assert model.exposedSeat() == 0
    picture = model.picture()
    assert picture.visible == {0} and picture.hands[0] == view.hand
    assert model.view(0).hand == view.hand and model.view(1) is None  # never a bot's view
    assert not model.submit(Bid(1, 0))  # not this seat
    assert model.submit(Bid(0, 0))
    qtbot.waitUntil(lambda: len(asked) >= 2 or model.isOver(), timeout=5000)


def test_hot_seat_hands_stay_hidden_until_the_handover_is_confirmed(qtbot):
    model = GameModel()
    auto_consuming(model)
    handovers, asked, pictures = [], [], []
    model.handoverRequested.connect(handovers.append)
    model.decisionRequested.connect(lambda seat, view: asked.append(seat))
    model.pictureChanged.connect(pictures.append)
    model.eventPublished.connect(lambda event, picture: pictures.append(picture))
    new_score5(model, [Player("Ann"), Player("Ben")], seed=4, adjust=1)
    qtbot.waitUntil(lambda: bool(handovers), timeout=5000)
    assert handovers == [0] and model.exposedSeat() is None
    assert model.picture().hands == (None, None)
    model.confirmHandover()
    assert asked == [0] and model.exposedSeat() == 0
    assert model.picture().visible == {0}
    model.submit(Bid(0, 0))
    # Ben's turn in the same simultaneous step: Ann's hand is hidden again at once.
    assert model.exposedSeat() is None and model.picture().hands == (None, None)
    qtbot.waitUntil(lambda: handovers == [0, 1], timeout=5000)
    model.confirmHandover()
    assert model.exposedSeat() == 1 and model.picture().visible == {1}
    # No picture the table was given ever held more than one hand.
    assert pictures and all(len(p.visible) <= 1 for p in pictures)


def test_resume_from_record_gives_the_same_state(qtbot):
    model = GameModel()
    auto_consuming(model)
    asked = []
    model.decisionRequested.connect(lambda seat, view: asked.append(view))
    new_score5(model, [Player("Me"), *bots(3)], seed=21)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    model.submit(Bid(0, asked[0].hand & -asked[0].hand))
    qtbot.waitUntil(lambda: len(asked) >= 2, timeout=5000)
    text = model.recordText()
    before = state_of(model)
    other = GameModel()
    auto_consuming(other)
    game = registry.get("score5")
    other.resume("score5", game.load_record(text), seed=21)
    assert other.recordText() == text
    after = state_of(other)
    assert after.hands == before.hands and after.phase == before.phase
    assert after.round == before.round and after.pending == before.pending
    assert other.picture().known == model.picture().known
    # The events that led here are kept for the log.
    assert list(other.pastEvents()) == list(load(text)[1].events)


def test_wild_is_offered_with_the_best_family(qtbot):
    model = GameModel()
    auto_consuming(model)
    asked = []
    model.decisionRequested.connect(lambda seat, view: asked.append((seat, view)))
    ended = []
    model.gameOver.connect(ended.append)
    new_score5(model, [Player("Me"), *bots(1)], seed=1, adjust=0)

    def play():
        while asked:
            seat, view = asked.pop()
            if view.phase is Phase.BID:
                model.submit(Bid(seat, view.hand))  # bid everything: win the wild
            elif view.phase is Phase.PICK:
                model.submit(Pick(seat, (view.pool & -view.pool).bit_length() - 1))
            else:
                model.submit(AssignWild(seat, best_wild_family(view.deck, view.hand)))
        return bool(ended)

    qtbot.waitUntil(play, timeout=10000)
    assert state_of(model).is_over


def test_hint_comes_back_from_the_worker_with_a_reason(qtbot):
    model = GameModel(hint_level=lambda: "normal")
    auto_consuming(model)
    asked, hints = [], []
    model.decisionRequested.connect(lambda seat, view: asked.append(seat))
    model.hintReady.connect(lambda seat, advice: hints.append((seat, advice)))
    new_score5(model, [Player("Me"), *bots(2)], seed=6)
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert model.requestHint()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    seat, advice = hints[0]
    assert seat == 0 and isinstance(advice.decision, Bid) and advice.reasons
    assert state_of(model).is_legal(advice.decision)
