"""The replay's one seam with the table: frames of a recorded game become the same
``Picture``, plate texts and captions the live table shows.

Live play builds its pictures from the game model (``TableController``); a replay
has no live model, only frames (``model.replay_timeline``), so this module words
them the way the live table does. It is kept small and in one place so the
replay can switch to the table's own picture builder once the game flow offers
one for pushed events.

``viewer`` is whose eyes the replay looks through: a seat sees its own hand (and
the bid it has put down) and only public facts otherwise; ``None`` opens every
hand (the others' are drawn by ``replay_hands``).
"""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.engine.cards import SCORING_FAMILIES, Deck
from score5_desktop.engine.record import Player
from score5_desktop.model.replay_timeline import Frame
from score5_desktop.model.text import arg, cards_count_text, level_text, translate
from score5_desktop.ui.table.table_controller import _HOLD_MS, pile_text
from score5_desktop.ui.table.table_scene import Picture, TableScene

HOLD_MS = _HOLD_MS
"""How long each kind of event stays in view, as in live play."""


def picture(frame: Frame, viewer: int | None, home: int) -> Picture:
    """What the table shows at ``frame`` through ``viewer``'s eyes (None: everyone's,
    with the home seat's hand in the tray)."""
    ledger = frame.ledger
    deck = ledger.deck
    stacks: list[list[int | None]] = []
    badges: list[str] = []
    ended = ledger.ended
    tiebreak = dict(frame.tiebreak)
    for seat in range(ledger.players):
        stack: list[int | None] = []
        badge = ""
        if ended is not None:
            chosen = ended.scoring_cards[seat]
            stack = [deck.card(chosen[str(f)]).index for f in SCORING_FAMILIES if chosen[str(f)]]
            badge = arg(translate("Table", "%1 points"), ended.scores[seat])
        elif ledger.revealed and ledger.bids[seat]:
            stack = _by_value(deck, ledger.bids[seat])
            badge = arg(translate("Table", "total %1"), ledger.totals[seat])
        elif seat == ledger.winner and ledger.pool:
            stack = _by_value(deck, ledger.pool)
            badge = translate("Table", "to share out")
        elif not ledger.revealed and ledger.step >= 0 and ledger.counts[seat]:
            stack = [None] * ledger.counts[seat]
            badge = cards_count_text(ledger.counts[seat])
        elif not ledger.revealed and ledger.step >= 0:
            badge = translate("Table", "no bid")
        if seat in tiebreak and not stack:
            stack = [tiebreak[seat]]
            badge = translate("Table", "highest tiebreaker")
        stacks.append(stack)
        badges.append(badge)
    shown = home if viewer is None else viewer
    tray: list[int] = []
    raised = 0
    if ended is None:
        tray = _by_value(deck, ledger.in_hand(shown))
        raised = frame.own_bids[shown]
    owners = {}
    for seat, hand in enumerate(ledger.hands):
        for index in range(len(deck.cards)):
            if hand >> index & 1:
                owners[index] = seat
    return Picture(
        auction=ledger.auction_card,
        stacks=stacks,
        badges=badges,
        tray=tray,
        tray_raised=raised,
        owners=owners,
    )


def visible_cards(frame: Frame, viewer: int | None, home: int) -> int:
    """Every card face up in ``picture(frame, viewer, home)``, as a mask (for checks)."""
    shown = picture(frame, viewer, home)
    mask = 0
    for card in [shown.auction, *shown.tray, *(c for s in shown.stacks for c in s)]:
        if card is not None:
            mask |= 1 << card
    return mask


def refresh_plates(
    scene: TableScene, frame: Frame, players: Sequence[Player], viewer: int | None, home: int
) -> None:
    """Names, who plays each seat, hand sizes and what each is doing, as live play
    words them; the tray caption says whose hand is shown."""
    ledger = frame.ledger
    ended = ledger.ended
    names = [p.name for p in players]
    for seat, player in enumerate(players):
        plate = scene.plate(seat)
        if player.kind == "bot":
            who = arg(translate("Table", "Bot, %1"), level_text(player.level or ""))
        else:
            who = translate("Table", "Human")
        detail = arg(translate("Table", "%1 · %2"), who, cards_count_text(ledger.hand_sizes[seat]))
        status = ""
        if ended is not None:
            status = arg(translate("Table", "%1 points"), ended.scores[seat])
            if seat == ended.winner:
                status = arg(translate("Table", "Winner · %1"), status)
        elif frame.submitted[seat]:
            status = translate("Table", "Bid placed")
        plate.setTexts(player.name, detail, status)
        plate.setThinking(False, False)
        plate.setActive(ended is None and seat in frame.to_act and not frame.submitted[seat])
        plate.setWinner(ended is not None and seat == ended.winner)
    if ended is not None:
        caption = translate("Table", "Final scoring cards are laid out at each seat")
    elif viewer is None:
        caption = arg(translate("Replay", "Every hand is open · %1's hand"), names[home])
    else:
        caption = arg(translate("Replay", "Through %1's eyes: what %1 knew"), names[viewer])
    scene.setTrayLabel(caption)
    left = ledger.pile_left
    scene.pile().setLeft(tuple(left), pile_text(tuple(left)))


def _by_value(deck: Deck, mask: int) -> list[int]:
    return [c.index for c in sorted(deck.cards_of(mask), key=lambda c: (-c.value, -c.tiebreaker))]
