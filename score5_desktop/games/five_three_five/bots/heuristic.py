"""The ``easy`` and ``normal`` levels: rules of thumb, no look-ahead.

``easy`` sheds what it can: it plays whenever it may, always the play with the
most cards (the weakest of those), and never passes by choice. A player soon
feels it: it throws its 15s at a single 2 and breaks its pairs to do so.

``normal`` plays a hand plan (``judge``): it keeps its sets and runs together,
leads its weak cards while its strong ones wait, gets rid of 8s, 1s and 15s
before someone goes out, passes when a play would break its hand for little,
and plays an 8 to end a trick when it wants the lead back.
"""

from __future__ import annotations

from score5_desktop.games.five_three_five.bots import judge
from score5_desktop.games.five_three_five.bots.fastplay import PASS, Play
from score5_desktop.games.five_three_five.bots.random_bot import Advice
from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.bots.situation import Situation, from_view, to_play
from score5_desktop.games.five_three_five.rules.view import SeatView


def easy_choice(plays: list[Play]) -> Play:
    """The play with the most cards, the weakest of those; a pass only when forced."""
    real = [p for p in plays if p[0] != PASS]
    if not real:
        return plays[0]
    return max(real, key=lambda p: (len(p[1]), -p[1][0]))


def normal_choice(sit: Situation, plays: list[Play]) -> Play:
    worth = judge.scores(sit, plays)
    return plays[max(range(len(plays)), key=worth.__getitem__)]


class HeuristicBot:
    """``easy`` or ``normal`` (see the module docstring)."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        if level not in ("easy", "normal"):
            raise ValueError(f"no heuristic level {level!r}")
        # Both levels are deterministic: ``seed`` is taken for the levels' common signature.
        self.level = level

    def _choose(self, view: SeatView) -> tuple[Situation, list[Play], Play]:
        sit = from_view(view)
        plays = sit.deal.legal()
        if self.level == "easy":
            return sit, plays, easy_choice(plays)
        return sit, plays, normal_choice(sit, plays)

    def decide(self, view: SeatView):
        sit, _, play = self._choose(view)
        return to_play(sit.me, play)

    def advise(self, view: SeatView) -> Advice:
        sit, plays, play = self._choose(view)
        if self.level == "easy":
            if play[0] == PASS:
                why: tuple[Reason, ...] = (Reason(ReasonKind.NO_PLAY),)
            elif sum(sit.hand) == len(play[1]):
                why = (Reason(ReasonKind.GOES_OUT),)
            else:
                why = (Reason(ReasonKind.SHEDS_MOST, count=len(play[1])),)
        else:
            why = judge.describe(sit, play, plays)
        return Advice(to_play(sit.me, play), why)
