"""The expert's hint never says a bid "won the card in 0% of N simulated games": an empty
bid is worded as bidding nothing (it did not pay), and a bid that never won the card
lets the card go, bidding for an early choice among the winner's cards (R5), with no
word of the points the card would have added."""

from __future__ import annotations

from score5_desktop.games.score5.bots.levels import make_bot
from score5_desktop.games.score5.bots.reasons import ReasonKind
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Phase
from score5_desktop.games.score5.rules.observation import SeatView

K = ReasonKind
CARD_GAINS = {K.CARD_ADDS_TO_FAMILY, K.CARD_ADDS_TO_SCORE, K.CARD_IS_MONEY, K.BID_NET}


def test_the_experts_bid_reasons_never_say_a_share_of_nothing():
    """Seed 100 at three players: the expert (120 rollouts a decision) advises bids that
    won the card in none of its games (seen on this deal before the change)."""
    state = new_game(3, seed=100)
    players = [make_bot("normal", seat) for seat in range(3)]
    expert = make_bot("expert", 7, think=120)
    views = [SeatView(state, seat) for seat in range(3)]
    never = 0
    while state.phase is not Phase.OVER and state.round <= 6:
        if state.phase in (Phase.BID, Phase.ADJUST):
            advice = expert.advise(views[0])
            kinds = {reason.kind for reason in advice.reasons}
            for reason in advice.reasons:
                if reason.kind is K.SIM_WON_SHARE:
                    assert reason.share and reason.share > 0, advice
            if not advice.decision.cards:
                assert K.SIM_WON_SHARE not in kinds and K.SIM_NEVER_WON not in kinds
            if K.SIM_NEVER_WON in kinds:
                never += 1
                assert advice.decision.cards and not kinds & CARD_GAINS, advice
            state.apply_step([bot.decide(view) for bot, view in zip(players, views, strict=True)])
        elif state.phase is Phase.PICK:
            seat = state.picker()
            state.apply(players[seat].decide(views[seat]))
        else:
            for seat in state.to_act():
                state.apply(players[seat].decide(views[seat]))
    assert never > 0, "the deal no longer shows a bid that never won"
