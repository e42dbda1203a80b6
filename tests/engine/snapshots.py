"""One snapshot of a game state for tests that compare states or check that one
did not change (engine, storage and replay tests share it)."""

from __future__ import annotations

from score5_desktop.games.score5.rules.state import GameState


def fingerprint(state: GameState) -> tuple:
    """A snapshot of every field of a state that play changes, its log included
    (lists become tuples, so a later move cannot change a snapshot taken earlier).
    ``quiet`` is left out: it says whether events are built, not where the game is."""
    fields = tuple(
        tuple(value) if isinstance(value, list) else value
        for name in GameState.__slots__
        if name not in ("setup", "deck", "log", "quiet")
        for value in (getattr(state, name),)
    )
    log = (
        None
        if state.log is None
        else tuple(
            (tuple(r.bids), tuple(map(tuple, r.adjustments)), tuple(r.picks)) for r in state.log
        )
    )
    return fields + (log,)
