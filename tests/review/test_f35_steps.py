"""Five Three Five's decisions described for the replay and the coach (``DescribesSteps``)."""

from __future__ import annotations

from score5_desktop.core.protocol import DescribesSteps
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.storage.replay_navigator import ReplayNavigator
from tests.review.test_f35_review_window import f35_record


def test_every_decision_is_described_as_it_was_played() -> None:
    assert isinstance(GAME, DescribesSteps)
    loaded = GAME.load_record(f35_record(4))
    state = loaded.start.copy()
    deals = set()
    for index, play in enumerate(loaded.decisions, start=1):
        view = state.view(play.seat)
        step = GAME.describe_step(state, play, index, "Léa")
        assert (step.index, step.seat, step.action, step.cards) == (
            index, play.seat, play.action, play.cards,
        )  # fmt: skip
        assert step.central == view.central
        assert (step.action is Action.LEAD) == (not view.central)
        assert step.goes_out == (
            play.action is not Action.PASS and len(view.hand) == len(play.cards)
        )
        assert step.text.startswith(f"Round {view.deal + 1}: Léa (seat {play.seat}) ")
        deals.add(step.deal)
        state.apply(play)
    assert deals == set(range(1, loaded.state.deal + 2))


def test_the_replay_navigator_describes_five_three_five_steps() -> None:
    loaded = GAME.load_record(f35_record(4))
    navigator = ReplayNavigator(GAME, loaded)
    steps = navigator.steps
    assert navigator.length == len(steps) == len(loaded.decisions)
    assert steps[0].action is Action.LEAD and steps[0].deal == 1
    assert steps[0].player == loaded.players[steps[0].seat].name
    assert steps[-1].goes_out, "the game ends when someone goes out"
