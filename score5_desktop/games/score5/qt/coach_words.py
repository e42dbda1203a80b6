"""SCORE 5's words for the coach's review window (``model.review_model.CoachWords``):
its decisions (bids, adjustments, the card taken, the wild), the score change, and why
the expert chose as it did. Loaded by the shell through ``Game.coach_words``."""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.core.coach import Estimate
from score5_desktop.core.protocol import Loaded
from score5_desktop.games.score5.bots.reasons import Reason, ReasonKind
from score5_desktop.games.score5.bots.review import Gain, GainKind, Moment, MomentKind
from score5_desktop.games.score5.qt.words.card_words import (
    card_id_text,
    card_text,
    cards_text,
    family_name_text,
)
from score5_desktop.games.score5.qt.words.family_text import family_text
from score5_desktop.games.score5.qt.words.hint_text import percent_text, reason_text
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.games.score5.rules.decisions import AssignWild, Bid, Decision, Pick
from score5_desktop.model.review_model import signed
from score5_desktop.model.text import arg, number_text, translate


class Score5CoachWords:
    """``CoachWords`` for one SCORE 5 game (its deck names the cards)."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck

    def phase(self, moment: Moment) -> int:
        return moment.round

    def phase_title(self) -> str:
        return translate("Review", "Round")

    def measure_title(self) -> str:
        return translate("Review", "Score change")

    def measure(self, moment: Moment) -> Estimate:
        return moment.score

    def measure_text(self, moment: Moment) -> str:
        return arg(
            #: A points difference with its error: %1 a signed number, e.g. "−12.5";
            #: %2 the error, e.g. "3.1".
            translate("Review", "%1 ± %2"),
            signed(moment.score.mean, 1),
            number_text(moment.score.error, 1),
        )

    def kind_text(self, moment: Moment) -> str:
        return kind_text(moment)

    def choice_text(self, decision: Decision) -> str:
        return choice_text(self.deck, decision)

    def why_text(self, moment: Moment, names: Sequence[str]) -> str:
        return why_text(moment, self.deck, names)

    # The window's own explanation and words for its rounds are SCORE 5's.
    def intro(self) -> str | None:
        return None

    def marks_text(self, phases: Sequence[int]) -> str | None:
        return None

    def watch_hint(self) -> str | None:
        return None

    def watch_button(self) -> str | None:
        return None


def words_for(loaded: Loaded) -> Score5CoachWords:
    """The coach's words for a SCORE 5 game read from its record."""
    return Score5CoachWords(loaded.state.deck)


def kind_text(m: Moment) -> str:
    if m.kind is MomentKind.BID:
        return translate("Review", "Bid")
    if m.kind is MomentKind.ADJUST:
        #: A decision's kind in the review table: %1 the adjustment round's number, e.g. 1.
        return arg(translate("Review", "Adjustment %1"), m.adjustment)
    if m.kind is MomentKind.PICK:
        return translate("Review", "Card taken")
    return translate("Review", "Wild")


def choice_text(deck: Deck, decision: Decision) -> str:
    """A decision as a short noun phrase for a table cell."""
    match decision:
        case Bid(cards=mask):
            if not mask:
                return translate("Review", "no bid")
            return arg(
                #: A bid in the review table: %1 its cards, e.g. "green 35, blue 10";
                #: %2 their total, e.g. 45.
                translate("Review", "%1 (total %2)"),
                cards_text(deck, mask),
                deck.total(mask),
            )
        case Pick(card=index):
            return card_text(deck.cards[index])
        case AssignWild(family=family):
            #: The wild card's placement in the review table: %1 a family's colour standing alone,
            #: e.g. "green".
            return arg(translate("Review", "wild as %1"), family_text(family))
    raise TypeError(f"not a decision: {decision!r}")


# Reasons that are sampling statistics: the score and win columns say it better.
_STATISTICS = {
    ReasonKind.SIM_NO_PAY,
    ReasonKind.SIM_WON_SHARE,
    ReasonKind.SIM_NEVER_WON,
    ReasonKind.SIM_BEST,
}


def why_text(m: Moment, deck: Deck, names: Sequence[str]) -> str:
    """Why the expert chose as it did, in the interface language: first what its choice
    brought that the played one did not (``Gain``), then the bots' typed reasons for
    both choices where they differ. The one place that words it: the reason values
    pass through unchanged to the hint wording they share."""
    theirs = _ideas(m.reason)
    if m.same:
        # Every row has its reason: the coach's own, its chances included (they carry no
        # count of simulated games), else that the choice was the coach's.
        return reason_text(m.reason, deck, names) or translate(
            "Review", "You chose as the coach would."
        )
    if m.equal:
        return translate("Review", "Both choices end the same in every sampled game.")
    parts = [gain_text(g, deck) for g in m.gains]
    mine = _ideas(m.played_reason)
    shared = set(mine) & set(theirs)
    theirs = tuple(r for r in theirs if r not in shared)
    mine = tuple(r for r in mine if r not in shared)
    if theirs:
        #: %1 is one or more sentences: the expert bot's reasons for its choice.
        text = translate("Review", "The expert's choice: %1")
        parts.append(arg(text, reason_text(theirs, deck, names)))
    if mine:
        #: %1 is one or more sentences: what the player's own choice did.
        parts.append(
            arg(translate("Review", "Your choice: %1"), _mine_text(mine, theirs, deck, names))
        )
    if not parts:
        return later_text(m)
    return " ".join(parts)


# The reasons that say what winning a card adds: a second one for the same card and
# gain says only what differs (one reason once).
_GAINS = {ReasonKind.BID_NET, ReasonKind.CARD_ADDS_TO_FAMILY, ReasonKind.CARD_ADDS_TO_SCORE}


def _mine_text(
    mine: Sequence[Reason], theirs: Sequence[Reason], deck: Deck, names: Sequence[str]
) -> str:
    """The player's reasons, where the expert's already told what the same card adds:
    then only what the player's bid gives up instead."""
    told = {(r.card, r.amount) for r in theirs if r.kind in _GAINS}
    texts = []
    for r in mine:
        if r.kind is ReasonKind.BID_NET and (r.card, r.amount) in told:
            texts.append(
                arg(
                    #: In the review, after the expert's reason told what the same card
                    #: adds: %1 a family name as it follows the word "family", e.g.
                    #: "green"; %2 that family's value after the bid, e.g. 0; %3 the
                    #: change of the whole score, signed, e.g. "+20".
                    translate(
                        "Review",
                        "Your bid takes your %1 family down to %2 instead: %3 points in all.",
                    ),
                    family_name_text(r.other or ""),
                    number_text(r.rest or 0),
                    signed(r.net or 0, 0),
                )
            )
        else:
            texts.append(reason_text((r,), deck, names))
    return " ".join(texts)


def later_text(m: Moment) -> str:
    """When nothing tells the two choices apart in this round: what the games played both
    ways to the end say, as large as the figures are (issue 48: "the two choices differ
    little" stood beside −29.5 ± 6.8)."""
    score = m.score
    if abs(score.mean) <= 2 * score.error or round(score.mean) == 0:
        return translate(
            "Review",
            "Both choices do the same in this round, and the games played on from each "
            "end within their error of each other.",
        )
    if score.mean < 0:
        #: %1 points, e.g. 29.5: how much less the player's choice scored on average
        #: in the games played to the end from each choice.
        text = translate(
            "Review",
            "Both choices do the same in this round, but played to the end your choice "
            "scored %1 points less on average: its cost comes in the rounds after.",
        )
    else:
        #: %1 points, e.g. 12.0: how much more the player's choice scored on average.
        text = translate(
            "Review",
            "Both choices do the same in this round, and played to the end your choice "
            "scored %1 points more on average.",
        )
    return arg(text, number_text(abs(score.mean), 1))


def _ideas(reasons: Sequence[Reason]) -> tuple[Reason, ...]:
    return tuple(r for r in reasons if r.kind not in _STATISTICS)


def gain_text(gain: Gain, deck: Deck) -> str:
    """What the expert's choice brought, as one sentence."""
    card = card_id_text(deck, gain.card) if gain.card else ""
    match gain.kind:
        case GainKind.WINS_CARD:
            #: %1 a card, e.g. "purple 110"; %2 and %3 percentages, e.g. "80%".
            text = translate(
                "Review", "The expert's bid wins the %1 in %2 of the sampled games, yours in %3."
            )
            return arg(text, card, percent_text(gain.share), percent_text(gain.other))
        case GainKind.LETS_CARD_GO:
            #: %1 a card, e.g. "purple 110"; %2 and %3 percentages, e.g. "5%".
            text = translate(
                "Review",
                "The expert lets the %1 go: its bid wins it in %2 of the sampled games, "
                "yours in %3.",
            )
            return arg(text, card, percent_text(gain.share), percent_text(gain.other))
        case GainKind.TAKES_CARD:
            #: %1 a card taken from the auction winner's bid, e.g. "green 80"; %2 a
            #: percentage of the sampled games, e.g. "60%".
            text = translate(
                "Review", "Instead it takes the %1 from the winning bid in %2 of them."
            )
            return arg(text, card, percent_text(gain.share))
        case GainKind.KEEPS_POINTS:
            #: %1 a number of points, e.g. 45.
            text = translate("Review", "On average it keeps cards worth %1 more points in hand.")
            return arg(text, number_text(gain.amount or 0))
    raise ValueError(f"not a gain: {gain!r}")
