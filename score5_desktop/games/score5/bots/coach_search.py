"""The coach's one judgement: the search behind both the hint and "Review my game".

Before, the hint was the expert playing on the app's time (two shards, about 4,300
rollouts at four seats) and the review searched again with its own generator (1,000
rollouts, settling early): two runs of a search that often finds several bids nearly
as good, so the review's expert chose as the hint had in about one decision in four,
and marked the hint's own choice costly in 8% of them (``score5 coach-check``). Now
both ask this bot: the expert's search at the review's budget, on one core, stopping
once its best choice is clear (``SearchLevel.settle``), reading no opponent's style
(a style is read from earlier auctions of the same bot's game, which the review does
not replay), and with its generator drawn from the position itself
(``position_seed``). So the same position gets the same advice, whoever asks: the
review's expert choice is the hint the player saw, and a hint that was followed is
never marked costly by the review of the same game.

At 1,000 rollouts it answers in about a second on one core (0.2 s to 1.9 s, median
0.9 s, over 25 decisions of a four-player game on a machine shared at load 5), where
the expert's own level thinks 0.8 s on two: the same look the review takes.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace

from score5_desktop.games.score5.bots.base import Advice, ObservationLike
from score5_desktop.games.score5.bots.search import EXPERT, SearchBot
from score5_desktop.games.score5.rules.observation import Observation, SeatView

#: The level name the hint asks for (not a seat's level: no record names it).
COACH_LEVEL = "coach"
#: The coach's search per decision, in rollouts: the review's (``review.REVIEW_ROLLOUTS``).
COACH_ROLLOUTS = 1000
#: The expert's search as the coach runs it (see the module docstring).
COACH = replace(EXPERT, settle=True, cores=1, style_seats=())


def position_seed(obs: Observation, salt: int = 0) -> int:
    """A seed drawn from everything ``obs`` shows but the deck and the table's options
    (the same for every position of a game): equal positions, equal seeds, in any
    process and on any machine (no ``hash()``, which is salted per process)."""
    key = repr((salt, *obs[2:]))
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")


class CoachBot:
    """The coach's search (``COACH``) at ``rollouts``, seeded by the position."""

    level = COACH_LEVEL

    def __init__(self, rollouts: int = COACH_ROLLOUTS, salt: int = 0) -> None:
        self.rollouts = rollouts
        #: 0 everywhere the app asks; ``score5 coach-check --independent`` gives another
        #: salt to measure how far a second, independent look would disagree.
        self.salt = salt

    def advise(self, obs: ObservationLike) -> Advice:
        if isinstance(obs, SeatView):
            obs = obs.snapshot()
        bot = SearchBot("expert", COACH, position_seed(obs, self.salt), self.rollouts)
        return bot.advise(obs)

    def decide(self, obs: ObservationLike):
        return self.advise(obs).decision
