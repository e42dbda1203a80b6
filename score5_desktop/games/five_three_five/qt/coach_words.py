"""Five Three Five's words for the coach's review window (``model.review_model.CoachWords``):
its decisions (a lead, an answer to the central meld), the penalty points a play cost,
and why the expert chose as it did, in the words of its hints. Loaded by the shell
through ``Game.coach_words``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from score5_desktop.core.coach import Estimate
from score5_desktop.core.protocol import Loaded
from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.bots.review import Moment, MomentKind
from score5_desktop.games.five_three_five.qt.meld_words import MeldRole, meld_phrase
from score5_desktop.games.five_three_five.qt.words import play_text, reasons_text
from score5_desktop.games.five_three_five.rules.decisions import Play
from score5_desktop.model.review_model import signed
from score5_desktop.model.text import arg, list_text, number_text, translate

# Reasons that are sampling statistics: the measure columns say it better.
_STATISTICS = {ReasonKind.SIM_BEST}


class F35CoachWords:
    """``CoachWords`` for Five Three Five."""

    def phase(self, moment: Moment) -> int:
        return moment.deal

    def phase_title(self) -> str:
        #: Five Three Five review table: the column of the round (a deal, until someone
        #: is out) each decision belongs to.
        return translate("F35Review", "Round")

    def measure_title(self) -> str:
        #: Five Three Five review table: the penalty points your play cost in its round,
        #: compared with the expert's.
        return translate("F35Review", "Penalty points")

    def measure(self, moment: Moment) -> Estimate:
        return Estimate(-moment.points.mean, moment.points.error)

    def measure_text(self, moment: Moment) -> str:
        #: Five Three Five review: penalty points your play cost (positive) or saved
        #: (negative) in its round; %1 a signed number, e.g. "+1.5"; %2 its error, "0.4".
        return arg(
            translate("F35Review", "%1 ± %2"),
            signed(moment.points.mean, 1),
            number_text(moment.points.error, 1),
        )

    def kind_text(self, moment: Moment) -> str:
        if moment.kind is MomentKind.LEAD:
            #: Five Three Five review: a decision that began a trick.
            return translate("F35Review", "Lead")
        #: Five Three Five review: a decision answering the central meld; %1 that meld as a
        #: noun phrase, what is answered ("meld as object"), e.g. "a run (3 4 5)".
        text = translate("F35Review", "Answer to %1")
        return arg(text, meld_phrase(moment.central, MeldRole.OBJECT))

    def choice_text(self, decision: Play) -> str:
        return play_text(decision.action, decision.cards)

    def why_text(self, moment: Moment, names: Sequence[str]) -> str:
        theirs = _ideas(moment.reason)
        if moment.same:
            # Every row has its reason (the search's own, if nothing else: it counts no
            # games in words), else that the play was the coach's.
            return _sentence(reasons_text(theirs or moment.reason, names)) or translate(
                "F35Review", "You played as the coach would."
            )
        if moment.equal:
            #: Five Three Five review: the two plays lead to the same end in every game.
            return translate("F35Review", "Both plays end the same in every sampled game.")
        mine = _ideas(moment.played_reason)
        shared = set(mine) & set(theirs)
        theirs = tuple(r for r in theirs if r not in shared)
        mine = tuple(r for r in mine if r not in shared)
        # A reason both plays have, told once: two whole melds tell the plays apart no more
        # than one ("plays a whole meld" stood on nearly every row, often twice).
        both = {r.kind for r in theirs} & {r.kind for r in mine} & _ONCE
        theirs = tuple(r for r in theirs if r.kind not in both)
        mine = tuple(r for r in mine if r.kind not in both)
        parts = []
        if theirs:
            #: Five Three Five review: %1 the expert's reasons, joined by "%1; %2".
            parts.append(
                arg(translate("F35Review", "The expert's play: %1."), reasons_text(theirs, names))
            )
        if mine:
            #: Five Three Five review: %1 what your own play did, joined by "%1; %2".
            parts.append(arg(translate("F35Review", "Your play: %1."), reasons_text(mine, names)))
        if not parts:
            return _later_text(moment)
        return " ".join(parts)

    def intro(self) -> str | None:
        #: Five Three Five review window: what the table shows (singular "you").
        return translate(
            "F35Review",
            "The expert bot looks at each of your plays with what you knew at the time. "
            "Penalty points and win chance show what your play changed compared with the "
            "expert's, both played out in the same simulated games: more penalty points, "
            "or a negative win chance, is what it cost you.",
        )

    def marks_text(self, phases: Sequence[int]) -> str:
        text = F35Review().marks(len(phases))
        return arg(text, list_text([str(p) for p in phases]))

    def watch_hint(self) -> str:
        #: Five Three Five review: the round is a deal, until someone is out (glossary:
        #: manche, Runde, smazzata).
        return translate("F35Review", "Double-click a row to watch that round.")

    def watch_button(self) -> str:
        #: Five Three Five review: the button replaying the selected row's round (a deal,
        #: until someone is out; glossary: manche, Runde, smazzata); "&" marks its key.
        return translate("F35Review", "&Watch this round")


class F35Review(QObject):
    """The review's sentence with a count: lupdate sees plural forms only in
    ``self.tr(..., n)``, so it lives on an object of the words' own context."""

    def marks(self, n: int) -> str:
        #: Five Three Five review: %1 the rounds (deals, until someone is out; glossary:
        #: manche, Runde, smazzata) marked ▲ in the table, e.g. "1, 3"; %n how many.
        return self.tr("▲ marks the moments that cost you the most: round(s) %1.", None, n)


# Reasons told once in a review row when both plays have them.
_ONCE = {ReasonKind.PLAYS_WHOLE_MELD}


def _later_text(m: Moment) -> str:
    """When nothing tells the two plays apart in this trick: what the deals played on from
    each say, as large as the figures are (issue 48: "the two plays differ little" stood
    beside large costs). ``points`` is played minus expert penalty points: above 0 a cost."""
    points = m.points
    if abs(points.mean) <= 2 * points.error or round(points.mean, 1) == 0:
        #: Five Three Five review: nothing tells the two plays apart in this trick, and
        #: the deals played on from each end alike within their error.
        return translate(
            "F35Review",
            "Both plays do the same in this trick, and the deals played on from each end "
            "within their error of each other.",
        )
    if points.mean > 0:
        #: Five Three Five review: %1 penalty points, e.g. 2.5: how many more the player's
        #: play cost on average over the rest of the round.
        text = translate(
            "F35Review",
            "Both plays do the same in this trick, but played on, yours cost %1 more penalty "
            "points on average: its cost comes later in the round.",
        )
    else:
        #: Five Three Five review: %1 penalty points, e.g. 1.5, that the player's play
        #: saved on average.
        text = translate(
            "F35Review",
            "Both plays do the same in this trick, and played on, yours cost %1 fewer "
            "penalty points on average.",
        )
    return arg(text, number_text(abs(points.mean), 1))


def _ideas(reasons: Sequence[Reason]) -> tuple[Reason, ...]:
    return tuple(r for r in reasons if r.kind not in _STATISTICS)


def _sentence(clauses: str) -> str:
    """Clauses standing alone read as a sentence: a capital first, a full stop last
    (they are worded to follow "The expert's play: ")."""
    if not clauses:
        return clauses
    text = clauses[0].upper() + clauses[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def words_for(loaded: Loaded) -> F35CoachWords:
    """The coach's words for a Five Three Five game (they need nothing of the record)."""
    return F35CoachWords()
