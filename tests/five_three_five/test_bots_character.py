"""Each level's character shows in positions built for it (hand-plan traits)."""

from __future__ import annotations

from score5_desktop.games.five_three_five.bots.levels import make_bot
from score5_desktop.games.five_three_five.bots.reasons import ReasonKind
from score5_desktop.games.five_three_five.rules.decisions import Action
from tests.five_three_five.helpers import dealt, play

OPPONENT = [1, 2, 3, 4, 5, 7, 9, 11, 12, 13, 14, 15]


def _advice(level: str, mine: list[int], lead: tuple[int, ...]):
    """Seat 1 leads ``lead`` from its hand; seat 0 (``mine``) answers."""
    state = dealt([mine, OPPONENT], leader=1)
    play(state, 1, Action.LEAD, *lead)
    return make_bot(level, seed=1, think=200).advise(state.view(0)), state


def test_normal_keeps_a_pair_rather_than_split_it_for_a_single() -> None:
    mine = [1, 1, 2, 2, 4, 4, 7, 7, 11, 11, 13, 13]
    advice, state = _advice("normal", mine, (9,))
    assert advice.decision.action is Action.PASS
    kinds = {r.kind for r in advice.reasons}
    assert ReasonKind.PASS_KEEPS_SET in kinds
    # ``easy`` in the same seat throws a card of a pair at it.
    easy = make_bot("easy", seed=1).advise(state.view(0))
    assert easy.decision.action is Action.OVERWRITE


def test_normal_plays_an_8_to_end_the_trick_and_lead() -> None:
    mine = [2, 3, 4, 8, 11, 11, 13, 13, 14, 14, 15, 15]
    advice, _ = _advice("normal", mine, (7,))
    assert advice.decision.cards == (8,)
    assert ReasonKind.EIGHT_ENDS_TRICK in {r.kind for r in advice.reasons}


def test_search_leads_two_cards_when_the_other_player_holds_one() -> None:
    """Any single card might beat a lead of one and end the deal; no card beats two.
    ``normal`` sheds its 8 (five penalty points) here; the search sees the danger."""
    state = dealt([[2, 8, 12, 14, 14, 15], [5, 13]], leader=0)
    play(state, 0, Action.LEAD, 12)
    play(state, 1, Action.OVERWRITE, 13)
    play(state, 0, Action.OVERWRITE, 15)
    play(state, 1, Action.PASS)
    assert state.view(0).hand_sizes == (4, 1) and state.to_act() == (0,)
    for seed in range(3):
        advice = make_bot("expert", seed=seed, think=400).advise(state.view(0))
        assert advice.decision.cards == (14, 14)
        assert advice.reasons[-1].kind is ReasonKind.SIM_BEST


def test_easy_sheds_the_most_cards() -> None:
    mine = [3, 3, 3, 4, 5, 9, 11, 12, 13, 14, 15, 15]
    advice, state = _advice("easy", mine, (2,))
    most = max(len(p.cards) for p in state.legal_plays(0))
    assert len(advice.decision.cards) == most == 3
    assert advice.reasons[0].kind is ReasonKind.SHEDS_MOST


def test_a_play_that_empties_the_hand_goes_out() -> None:
    for level in ("normal", "hard", "expert"):
        advice, _ = _advice(level, [7, 7, 7], (7,))
        assert advice.decision.cards == (7, 7, 7)
        assert advice.reasons[0].kind is ReasonKind.GOES_OUT
