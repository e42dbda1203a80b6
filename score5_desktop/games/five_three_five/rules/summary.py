"""The object ``score5 replay FILE --json`` prints for a Five Three Five record.

Exactly the fields docs/records.md lists, so tools can rely on them. A record
that stops where a deal ended reports that deal (its index, the cards left in
each hand, no central meld) with the next deal's leader to act (F9).
"""

from __future__ import annotations

from typing import Any

from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState


def replay_summary(state: FiveThreeFiveState) -> dict[str, Any]:
    over = state.is_over
    return {
        "status": "finished" if over else "in_progress",
        "deal": state.deal,
        "totals": list(state.totals),
        "winners": list(state.winners) if over else [],
        "hands": [list(state.hand(seat)) for seat in range(state.players)],
        "central": list(state.central_cards),
        "passed": list(state.passed_seats()),
        "to_act": None if over else state.turn,
    }
