"""The legal plays, listed cheaply: bots ask for them millions of times.

Every play that could ever answer a given central meld (or lead a trick) is
precomputed once per table shape (copies of each value, *no limit*, seat) as a
pair (counts code of its cards, ``Play``). Listing a hand's answers is then one
subtraction and one mask per candidate (``cards.holds``), and checking one play
is one dictionary look-up. A lead never mixes bands, so a hand's leads are the
leads of its three bands, each remembered by the band's part of the counts code.
"""

from __future__ import annotations

from functools import cache

from score5_desktop.games.five_three_five.rules.cards import BANDS, GUARD, VALUES, encode
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.melds import (
    Meld,
    MeldKind,
    after_add,
    all_melds,
    beats,
)

Candidates = tuple[tuple[int, Play], ...]
#: Where each band's digits sit in a counts code: (shift, mask) for rain, cloud, sun.
BAND_SHIFTS: tuple[tuple[int, int], ...] = tuple(
    (4 * VALUES.index(values[0]), (1 << (4 * len(values))) - 1) for values in BANDS.values()
)
#: The most cards one play may hold (F4).
MAX_PLAY = 3


def every_shape(copies: int) -> list[Meld]:
    """Every meld a central meld can become: sets up to every copy, runs up to a band."""
    shapes = all_melds(MAX_PLAY, copies)
    for size in range(MAX_PLAY + 1, copies + 1):
        shapes.extend(Meld(MeldKind.SET, v, size) for v in VALUES)
    for band in BANDS.values():
        for size in range(MAX_PLAY + 1, len(band) + 1):
            shapes.extend(Meld(MeldKind.RUN, band[i], size) for i in range(len(band) - size + 1))
    return shapes


def _minus(whole: tuple[int, ...], part: tuple[int, ...]) -> tuple[int, ...] | None:
    """``whole`` without the cards of ``part`` (both sorted), or None if ``part`` is
    not inside ``whole``."""
    rest = list(whole)
    for value in part:
        if value not in rest:
            return None
        rest.remove(value)
    return tuple(rest)


def lead_melds(copies: int) -> list[Meld]:
    """What a leader may play: a single, a set of 2 or 3, a run of 2 or 3."""
    return all_melds(MAX_PLAY, copies)


def answers(central: Meld, copies: int, no_limit: bool) -> list[tuple[Action, tuple[int, ...]]]:
    """Every overwrite and add that could follow ``central``, whatever the hand."""
    found: list[tuple[Action, tuple[int, ...]]] = [
        (Action.OVERWRITE, meld.cards())
        for meld in all_melds(MAX_PLAY, copies)
        if beats(meld, central, no_limit=no_limit)
    ]
    for shape in every_shape(copies):
        grow = shape.size - central.size
        if not 1 <= grow <= MAX_PLAY:
            continue
        added = _minus(shape.cards(), central.cards())
        if added is not None and after_add(central, added) == shape:
            found.append((Action.ADD, added))
    return found


class Table:
    """The precomputed candidates of one table shape, for every seat."""

    def __init__(self, players: int, copies: int, no_limit: bool) -> None:
        self.copies = copies
        self.no_limit = no_limit
        leads = [m.cards() for m in lead_melds(copies)]
        self.lead: list[Candidates] = [
            tuple((encode(c), Play(seat, Action.LEAD, c)) for c in leads) for seat in range(players)
        ]
        self.lead_need: dict[tuple[Action, tuple[int, ...]], int] = {
            (Action.LEAD, c): encode(c) for c in leads
        }
        self.passes = [Play(seat, Action.PASS, ()) for seat in range(players)]
        # Per seat and band: the band's digits of a hand -> the leads they allow.
        self._band_leads: list[list[dict[int, tuple[Play, ...]]]] = [
            [{} for _ in BAND_SHIFTS] for _ in range(players)
        ]
        self._answers: dict[Meld, list[Candidates]] = {}
        self._answer_need: dict[Meld, dict[tuple[Action, tuple[int, ...]], int]] = {}
        self.players = players

    def leads(self, seat: int, hand: int) -> list[Play]:
        """The leads a hand (counts code) allows, band by band."""
        plays: list[Play] = []
        for known, (shift, mask) in zip(self._band_leads[seat], BAND_SHIFTS, strict=True):
            digits = (hand >> shift) & mask
            found = known.get(digits)
            if found is None:
                # Only this band's cards: leads from other bands fail the holds test.
                guarded = (digits << shift) | GUARD
                found = tuple(p for need, p in self.lead[seat] if (guarded - need) & GUARD == GUARD)
                known[digits] = found
            plays.extend(found)
        return plays

    def answer_candidates(self, central: Meld, seat: int) -> Candidates:
        per_seat = self._answers.get(central)
        if per_seat is None:
            self._build(central)
            per_seat = self._answers[central]
        return per_seat[seat]

    def need(self, central: Meld | None, action: Action, cards: tuple[int, ...]) -> int | None:
        """The counts code of a play's cards if it is a legal kind of play here, else None
        (pass is handled by the caller)."""
        if central is None:
            return self.lead_need.get((action, cards))
        needs = self._answer_need.get(central)
        if needs is None:
            self._build(central)
            needs = self._answer_need[central]
        return needs.get((action, cards))

    def _build(self, central: Meld) -> None:
        found = answers(central, self.copies, self.no_limit)
        self._answer_need[central] = {(a, c): encode(c) for a, c in found}
        self._answers[central] = [
            tuple((encode(c), Play(seat, a, c)) for a, c in found) for seat in range(self.players)
        ]


@cache
def table_for(players: int, copies: int, no_limit: bool) -> Table:
    return Table(players, copies, no_limit)


def legal_plays(table: Table, seat: int, hand: int, central: Meld | None) -> list[Play]:
    """The plays ``seat`` holding ``hand`` (a counts code) may make now: leads when
    ``central`` is None (never a pass, F11), else pass, overwrites and adds."""
    if central is None:
        return table.leads(seat, hand)
    guarded = hand | GUARD
    plays = [table.passes[seat]]
    plays.extend(
        p for need, p in table.answer_candidates(central, seat) if (guarded - need) & GUARD == GUARD
    )
    return plays
