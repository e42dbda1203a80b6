"""Why a Five Three Five bot chose a play, as typed values the Qt part words.

A ``Reason`` is plain data: a kind plus the values and numbers its sentence
needs (card values as printed on the cards, seats 0-based). No English crosses
this line; the game's Qt part gives each kind one translatable template.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class ReasonKind(StrEnum):
    """What a reason says; the comment lists the fields each kind fills."""

    # Plays that end the trick or the deal.
    GOES_OUT = "goes_out"  # the play empties my hand: the deal ends
    EIGHT_ENDS_TRICK = "eight_ends_trick"  # an 8 overwrites or adds: I lead next
    COMPLETES_SET = "completes_set"  # values: every copy of this value is down: I lead next
    RUN_OF_FIVE = "run_of_five"  # values: the run reaches five cards: I lead next
    # Plays that are hard to answer.
    UNBEATABLE_RUN = "unbeatable_run"  # values: no run of this size is stronger (1-2, 1-2-3)
    UNBEATABLE = "unbeatable"  # values: nothing stronger of this kind and size is left
    TOO_BIG_TO_OVERWRITE = "too_big_to_overwrite"  # count: four or more cards: only adds
    # The hand plan.
    PLAYS_WHOLE_MELD = "plays_whole_meld"  # values: a whole set or run of my plan
    KEEPS_SET = "keeps_set"  # values, count: the set I keep together (e.g. two 12s)
    KEEPS_RUN = "keeps_run"  # values: the run I keep together
    SHEDS_PENALTY = "sheds_penalty"  # values, points: costly cards leave my hand
    LEADS_LOW = "leads_low"  # values: weak cards first while I still hold stronger ones
    CHEAPEST_OVERWRITE = "cheapest_overwrite"  # values: the weakest meld that beats it
    ADDS = "adds"  # values: cards added to the central meld
    BEST_FOR_PLAN = "best_for_plan"  # values: leaves my hand in the fewest, strongest melds
    SHEDS_MOST = "sheds_most"  # count: as many cards as any legal play sheds
    RACE = "race"  # seat, count: that player is close to going out
    # Passes.
    PASS_KEEPS_SET = "pass_keeps_set"  # values, count: playing would split this set
    PASS_KEEPS_RUN = "pass_keeps_run"  # values: playing would break this run
    PASS_SAVES_STRENGTH = "pass_saves_strength"  # values: my strong cards wait for later
    NO_PLAY = "no_play"  # nothing I hold can overwrite or add: I must pass
    # Search.
    SIM_BEST = "sim_best"  # count: did best over that many sampled deals
    # Any decision.
    RANDOM = "random"


@dataclass(frozen=True, slots=True)
class Reason:
    kind: ReasonKind
    values: tuple[int, ...] = ()
    count: int | None = None
    points: int | None = None
    seat: int | None = None
