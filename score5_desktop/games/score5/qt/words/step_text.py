"""The replay bar's line for one SCORE 5 decision ("Round 5: Ann bids green 15").

The replay words a whole decision at once from the record's own description of it
(``rules.replay_steps.StepInfo``), not event by event: a step of SCORE 5 is one
bid, adjustment, pick or wild, and its line names the round it belongs to. The
messages keep the replay bar's translation context, where they were first worded.
"""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.games.score5.qt.words.card_words import cards_text, family_name_text
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.games.score5.rules.replay_steps import StepInfo
from score5_desktop.model.text import arg, cards_count_text, translate


def step_text(
    step: StepInfo | None, deck: Deck, names: Sequence[str], viewer: int | None = None
) -> str:
    """The decision just replayed, in the interface language (None: the deal). Through a
    seat's eyes another seat's bid shows as its number of cards only, as it did at the
    table."""
    if step is None:
        return translate("ReplayBar", "The deal: the first card is up for auction.")
    who = names[step.seat]
    hidden = step.kind in ("bid", "adjust") and viewer is not None and viewer != step.seat
    if hidden:
        shown = cards_count_text(len(step.cards))
    else:
        shown = cards_text(deck, deck.mask_of(step.cards))
    if step.kind == "bid":
        #: A replay step: %1 the round, e.g. 5; %2 a name, e.g. "Ann"; %3 cards, e.g.
        #: "green 15, blue 10" (or, through another player's eyes, "3 cards").
        return arg(translate("ReplayBar", "Round %1: %2 bids %3"), step.round, who, shown)
    if step.kind == "adjust":
        if hidden:
            #: A replay step seen through another player's eyes: %1 the round, e.g. 5;
            #: %2 the adjustment round, e.g. 1; %3 a name, e.g. "Ann"; %4 "3 cards".
            text = translate("ReplayBar", "Round %1, adjustment %2: %3 bids %4")
        elif step.kept:
            #: A replay step: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1;
            #: %3 a name, e.g. "Ann".
            text = translate("ReplayBar", "Round %1, adjustment %2: %3 keeps the bid")
        else:
            #: A replay step: %1 the round, e.g. 5; %2 the adjustment round, e.g. 1;
            #: %3 a name, e.g. "Ann"; %4 cards, e.g. "green 15, blue 10".
            text = translate("ReplayBar", "Round %1, adjustment %2: %3 changes the bid to %4")
        return arg(text, step.round, step.adjustment, who, shown)
    if step.kind == "pick":
        #: A replay step: %1 the round, e.g. 5; %2 a name, e.g. "Ann"; %3 a card name,
        #: e.g. "green 15".
        return arg(translate("ReplayBar", "Round %1: %2 takes %3"), step.round, who, shown)
    #: A replay step: %1 a name, e.g. "Ann"; %2 a family colour, e.g. "green".
    return arg(
        translate("ReplayBar", "%1 places the wild in %2"),
        who,
        family_name_text(step.family or "green"),
    )
