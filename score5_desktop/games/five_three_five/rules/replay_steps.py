"""What each decision of a Five Three Five replay was, in typed fields its windows word.

``GAME.describe_step`` (``core.protocol.DescribesSteps``) is ``describe_step`` here:
the shell's replay navigator asks for one description per decision, and the replay
bar, the timeline and the coach put it into words in any language.
"""

from __future__ import annotations

from dataclasses import dataclass

from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState


@dataclass(frozen=True, slots=True)
class StepInfo:
    """What decision ``index`` (1-based) was, in fields a UI can phrase in any language.

    ``deal`` is 1-based; ``action`` what the play did; ``cards`` its values (none for a
    pass); ``central`` the central meld it answered (values; empty for a lead);
    ``goes_out`` whether it emptied the seat's hand (the deal ends, F7)."""

    index: int
    seat: int
    deal: int
    action: Action
    cards: tuple[int, ...] = ()
    central: tuple[int, ...] = ()
    goes_out: bool = False
    player: str | None = None

    @property
    def text(self) -> str:
        """A short English line (for logs and tests; the UI words it from the fields)."""
        who = f"{self.player} (seat {self.seat})" if self.player else f"seat {self.seat}"
        cards = " ".join(str(v) for v in self.cards)
        if self.action is Action.PASS:
            line = f"{who} passes"
        elif self.action is Action.LEAD:
            line = f"{who} leads {cards}"
        else:
            answered = "-".join(str(v) for v in self.central)
            line = f"{who} {'adds' if self.action is Action.ADD else 'overwrites'} {cards}"
            line += f" {'to' if self.action is Action.ADD else 'on'} {answered}"
        if self.goes_out:
            line += " and goes out"
        return f"Round {self.deal}: {line}"


def describe_step(
    state: FiveThreeFiveState, decision: Play, index: int, player: str | None
) -> StepInfo:
    """What decision ``index`` (1-based), about to be applied to ``state``, is."""
    view = state.view(decision.seat)  # deals a pending deal first, as ``apply`` would
    out = decision.action is not Action.PASS and len(decision.cards) == len(view.hand)
    return StepInfo(
        index=index,
        seat=decision.seat,
        deal=view.deal + 1,
        action=decision.action,
        cards=tuple(decision.cards),
        central=view.central,
        goes_out=out,
        player=player,
    )
