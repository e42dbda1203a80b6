"""What each decision of a SCORE 5 replay was, in typed fields its windows word.

``GAME.describe_step`` (``core.protocol.DescribesSteps``) is ``describe_step``
here: the shell's replay navigator asks for one description per decision and
the replay bar and timeline put it into words in any language.
"""

from __future__ import annotations

from dataclasses import dataclass

from score5_desktop.engine.decisions import AssignWild, Bid, Decision, Phase, Pick
from score5_desktop.engine.state import GameState


@dataclass(frozen=True, slots=True)
class StepInfo:
    """What decision ``index`` (1-based) was, in fields a UI can phrase in any language.

    ``kind`` is "bid" (the secret bid), "adjust", "pick" or "wild";
    ``adjustment`` is the adjustment round (1, 2, …) for "adjust", else 0;
    ``cards`` the card ids bid or the card picked; ``kept`` whether an
    adjustment repeated the seat's previous bid; ``family`` the wild's family."""

    index: int
    kind: str
    seat: int
    round: int
    adjustment: int = 0
    cards: tuple[str, ...] = ()
    kept: bool = False
    family: str | None = None
    player: str | None = None

    @property
    def text(self) -> str:
        """A short English line (for logs and tests; the UI translates from the fields)."""
        who = f"{self.player} (seat {self.seat})" if self.player else f"seat {self.seat}"
        cards = ", ".join(self.cards) if self.cards else "nothing"
        if self.kind == "bid":
            return f"Round {self.round}: {who} bids {cards}"
        if self.kind == "adjust":
            verb = "keeps the bid" if self.kept else "changes the bid to"
            tail = "" if self.kept else f" {cards}"
            return f"Round {self.round}, adjustment {self.adjustment}: {who} {verb}{tail}"
        if self.kind == "pick":
            return f"Round {self.round}: {who} takes {cards}"
        return f"End: {who} gives the wild to {self.family}"


def describe_step(state: GameState, decision: Decision, index: int, player: str | None) -> StepInfo:
    """What decision ``index`` (1-based), about to be applied to ``state``, is."""
    deck = state.deck
    seat = decision[0]
    rnd = state.round + 1
    if isinstance(decision, Bid):
        cards = deck.ids_of(decision.cards)
        if state.phase is Phase.BID:
            return StepInfo(index, "bid", seat, rnd, cards=cards, player=player)
        kept = decision.cards == state.bids[seat]
        adjustment = state.adjust_done + 1
        return StepInfo(index, "adjust", seat, rnd, adjustment, cards, kept, player=player)
    if isinstance(decision, Pick):
        card = (deck.cards[decision.card].id,)
        return StepInfo(index, "pick", seat, rnd, cards=card, player=player)
    assert isinstance(decision, AssignWild)
    return StepInfo(index, "wild", seat, rnd, family=str(decision.family), player=player)
