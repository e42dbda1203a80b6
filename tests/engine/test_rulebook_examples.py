"""The worked examples of the printed rulebooks (docs/rulings.md, "Checks against the
rulebook examples"), played through the engine."""

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Family, load_deck
from score5_desktop.games.score5.rules.decisions import Bid, Options, Phase, Pick
from score5_desktop.games.score5.rules.scenario import position
from score5_desktop.games.score5.rules.scoring import final_result

LAURA, FRANCIS, NATALIE, CHARLENE = range(4)


def _bid_all(state, bids):
    deck = state.deck
    events = []
    for seat, ids in enumerate(bids):
        events += state.apply(Bid(seat, deck.mask_of(ids)))
    return events


def auction_example(laura_bid):
    # Laura: green 30 + red 20 = 50; Francis: 15 + 25 = 40; Natalie: 5 + 20 = 25.
    hands = [
        ["green-30", "red-20", "green-15", "yellow-25", "purple-5", "blue-10"],
        ["red-15", "purple-25", "yellow-20", "blue-5", "green-10"],
        ["green-5", "purple-20", "red-10", "yellow-15", "blue-25"],
        ["yellow-10", "purple-10", "blue-15", "green-20", "red-5"],
    ]
    state = position(hands, auction_card="green-80", round=5, options=Options(0))
    bids = [laura_bid, ["red-15", "purple-25"], ["green-5", "purple-20"], []]
    return state, _bid_all(state, bids)


def test_auction_example_winner_and_pick_order():
    state, events = auction_example(["green-30", "red-20"])
    revealed = next(e for e in events if isinstance(e, ev.BidsRevealed))
    assert revealed.totals == (50, 40, 25, 0)
    won = next(e for e in events if isinstance(e, ev.AuctionWon))
    assert (won.seat, won.card, won.total, won.by_tiebreak) == (LAURA, "green-80", 50, False)
    order = next(e for e in events if isinstance(e, ev.PickOrderSet))
    assert order.order == (FRANCIS, NATALIE, CHARLENE)
    deck = state.deck
    # Francis takes the 30 first, then Natalie the 20; Charlene gets nothing.
    assert state.to_act() == (FRANCIS,)
    state.apply(Pick(FRANCIS, deck.card("green-30").index))
    assert state.to_act() == (NATALIE,)
    events = state.apply(Pick(NATALIE, deck.card("red-20").index))
    assert state.phase is Phase.BID and state.round == 5
    assert not state.hands[CHARLENE] & deck.mask_of(["green-30", "red-20"])
    assert state.hands[LAURA] >> deck.card("green-80").index & 1
    assert any(isinstance(e, ev.BidsReturned) and e.seats == (FRANCIS, NATALIE) for e in events)


def test_five_card_distribution_order():
    laura_five = ["green-30", "red-20", "green-15", "yellow-25", "purple-5"]  # 95
    state, _ = auction_example(laura_five)
    takers = []
    while state.phase is Phase.PICK:
        (seat,) = state.to_act()
        takers.append(seat)
        state.apply(Pick(seat, state.legal_picks(seat)[0]))
    assert takers == [FRANCIS, NATALIE, CHARLENE, FRANCIS, NATALIE]


def test_scoring_example():
    deck = load_deck()
    hands = [
        ["green-5", "purple-15", "yellow-25", "red-40", "blue-85"],
        ["wild-75", "purple-45", "yellow-55", "red-25", "blue-70"],
        ["green-125", "purple-60", "yellow-105", "red-20", "blue-135"],
        ["green-80", "purple-145", "red-115", "blue-120"],
    ]
    result = final_result(deck, [deck.mask_of(h) for h in hands], (FRANCIS, Family.GREEN))
    assert result.scores == (170, 270, 445, 460)
    assert result.winner == CHARLENE
    assert result.scoring_cards[CHARLENE][Family.YELLOW] is None
    assert result.scoring_cards[FRANCIS][Family.GREEN] == deck.card("wild-75").index
