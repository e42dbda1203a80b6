"""How the coach words a moment: what the expert's choice brought, both choices' typed
reasons where they differ, no sampling statistics, and equal choices shown as equal."""

from __future__ import annotations

from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.bots.review import (
    ZERO,
    Estimate,
    Gain,
    GainKind,
    Moment,
    MomentKind,
)
from score5_desktop.games.score5.qt.coach_words import Score5CoachWords, why_text
from score5_desktop.games.score5.rules.cards import Family, load_deck
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid
from score5_desktop.model.review_model import ReviewTableModel

DECK = load_deck()
NAMES = ("Ann", "Bob", "Cy")
ADDS = Reason(ReasonKind.CARD_ADDS_TO_FAMILY, card="purple-110", amount=50, family=Family.PURPLE)
WON = Reason(ReasonKind.SIM_WON_SHARE, share=0.13, count=958)


def moment(played, expert, reason=(), played_reason=(), gains=(), score=None, worlds=300):
    score = score if score is not None else Estimate(-20.0, 4.0)
    win = ZERO if score == ZERO else Estimate(-0.1, 0.02)
    return Moment(
        5, 6, MomentKind.BID, 0, played, expert, reason, score, win, worlds, 0.1,
        played_reason, gains,
    )  # fmt: skip


def test_the_why_says_what_the_expert_choice_bought_not_a_win_rate():
    gains = (
        Gain(GainKind.LETS_CARD_GO, card="purple-110", share=0.05, other=0.9),
        Gain(GainKind.TAKES_CARD, card="green-80", share=0.7),
        Gain(GainKind.KEEPS_POINTS, amount=45),
    )
    m = moment(Bid(0, 0b111), Bid(0, 0b1), (ADDS, WON), (ADDS,), gains)
    text = why_text(m, DECK, NAMES)
    assert "lets the purple 110 go" in text and "5%" in text and "90%" in text
    assert "takes the green 80 from the winning bid in 70%" in text
    assert "45 more points" in text
    assert "simulated" not in text, "the win rate of the search is not the idea"
    assert "adds 50 points" not in text, "a reason both choices share is not repeated"


def test_both_choices_reasons_are_told_where_they_differ():
    mine = (Reason(ReasonKind.WILD_ADDS, amount=0, family=Family.GREEN),)
    theirs = (Reason(ReasonKind.WILD_ADDS, amount=50, family=Family.BLUE),)
    m = moment(AssignWild(0, Family.GREEN), AssignWild(0, Family.BLUE), theirs, mine)
    text = why_text(m, DECK, NAMES)
    assert text.index("The expert's choice: This adds 50 points") < text.index(
        "Your choice: This adds 0 points"
    )


def test_equal_choices_are_not_shown_as_a_difference():
    m = moment(AssignWild(0, Family.GREEN), AssignWild(0, Family.BLUE), score=ZERO, worlds=30)
    assert m.equal and not m.same and not m.costly
    model = ReviewTableModel(Score5CoachWords(DECK), NAMES)
    model.add(m)
    row = [model.index(0, c).data() for c in range(model.columnCount())]
    assert row[ReviewTableModel.EXPERT] == "As good as yours"
    assert row[ReviewTableModel.SCORE] == row[ReviewTableModel.WIN] == "—"
    assert "0.0" not in " ".join(row)
    assert row[ReviewTableModel.WHY] == "Both choices end the same in every sampled game."


def test_the_words_follow_the_figures_when_nothing_else_tells_the_choices_apart():
    """Issue 48: "the two choices differ little" stood beside −29.5 ± 6.8."""
    bid, other = Bid(0, 0b11), Bid(0, 0b1)
    costly = why_text(moment(bid, other, score=Estimate(-29.5, 6.8)), DECK, NAMES)
    assert "scored 29.5 points less on average" in costly and "little" not in costly
    noise = why_text(moment(bid, other, score=Estimate(-3.0, 2.5)), DECK, NAMES)
    assert "within their error" in noise
    better = why_text(moment(bid, other, score=Estimate(12.0, 3.0)), DECK, NAMES)
    assert "12.0 points more" in better


def test_every_row_has_its_reason():
    """A choice the coach shares has its reason too: its own (the chance of winning the
    card, worded without a count of games), else that it is the coach's choice."""
    bid = Bid(0, 0b11)
    same = moment(bid, bid, reason=(WON,), score=ZERO)
    assert why_text(same, DECK, NAMES) == (
        "This bid wins the card only about 13% of the time, but a bidder chooses among the "
        "winner's cards before those who bid nothing."
    )
    bare = moment(bid, bid, score=ZERO)
    assert why_text(bare, DECK, NAMES) == "You chose as the coach would."


def test_a_gain_both_bids_share_is_told_once():
    """Both bids win the same card for the same gain: the player's reason says only what
    its bid gives up instead, not the gain again (one reason once)."""
    theirs = Reason(
        ReasonKind.BID_NET, card="blue-35", amount=30, family=Family.BLUE,
        other=Family.RED, rest=0, net=15,
    )  # fmt: skip
    mine = Reason(
        ReasonKind.BID_NET, card="blue-35", amount=30, family=Family.BLUE,
        other=Family.GREEN, rest=0, net=20,
    )  # fmt: skip
    text = why_text(moment(Bid(0, 0b11), Bid(0, 0b1), (theirs,), (mine,)), DECK, NAMES)
    assert text.count("adds 30 points") == 1
    assert text.endswith(
        "Your choice: Your bid takes your green family down to 0 instead: +20 points in all."
    )
