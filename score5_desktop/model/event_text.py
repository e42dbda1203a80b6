"""Every public event as one readable, translatable line for the game log."""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.engine import events as ev
from score5_desktop.engine.cards import Deck
from score5_desktop.model.text import (
    arg,
    card_id_text,
    cards_count_text,
    family_text,
    list_text,
    translate,
)


def describe_event(event: ev.Event, names: Sequence[str], deck: Deck) -> str:
    """The log line for ``event``; ``names`` are the seats' player names."""
    card = lambda card_id: card_id_text(deck, card_id)  # noqa: E731
    match event:
        case ev.CardRevealed(round=rnd, card=card_id):
            return arg(translate("GameLog", "Round %1: %2 is up for auction."), rnd, card(card_id))
        case ev.BidCountsShown(step=step, counts=counts, changed=changed):
            parts = []
            for seat, count in enumerate(counts):
                part = arg(translate("GameLog", "%1 %2"), names[seat], cards_count_text(count))
                if step > 0 and changed[seat]:
                    part = arg(translate("GameLog", "%1 (changed)"), part)
                parts.append(part)
            if step == 0:
                return arg(translate("GameLog", "Secret bids: %1."), list_text(parts))
            return arg(translate("GameLog", "Adjustment round %1: %2."), step, list_text(parts))
        case ev.BidsRevealed(bids=bids, totals=totals):
            parts = []
            for seat, ids in enumerate(bids):
                if ids:
                    cards = list_text([card(i) for i in ids])
                    parts.append(
                        arg(translate("GameLog", "%1 %2 (%3)"), names[seat], totals[seat], cards)
                    )
                else:
                    parts.append(arg(translate("GameLog", "%1 no bid"), names[seat]))
            return arg(translate("GameLog", "Bids revealed: %1."), list_text(parts))
        case ev.AuctionWon(seat=seat, card=card_id, total=total, by_tiebreak=tie):
            if tie:
                text = translate("GameLog", "%1 wins %2 with %3, on the tiebreaker.")
            else:
                text = translate("GameLog", "%1 wins %2 with %3.")
            return arg(text, names[seat], card(card_id), total)
        case ev.NoWinner(card=card_id):
            return arg(translate("GameLog", "Nobody bid: %1 leaves the game."), card(card_id))
        case ev.TiebreakCardShown(seat=seat, card=card_id):
            return arg(
                translate("GameLog", "%1 shows %2 to settle the pick order."),
                names[seat],
                card(card_id),
            )
        case ev.PickOrderSet(winner=winner, order=order, cards=cards):
            takers = translate("GameLog", " → ").join(names[s] for s in order)
            return arg(
                translate("GameLog", "%1's bid (%2) is shared out; pick order: %3."),
                names[winner],
                list_text([card(i) for i in cards]),
                takers,
            )
        case ev.CardTaken(seat=seat, card=card_id, from_seat=giver):
            return arg(
                translate("GameLog", "%1 takes %2 from %3."),
                names[seat],
                card(card_id),
                names[giver],
            )
        case ev.BidsReturned(seats=seats):
            return arg(
                translate("GameLog", "Bids go back to hand: %1."),
                list_text([names[s] for s in seats]),
            )
        case ev.WildAssigned(seat=seat, family=family):
            return arg(
                translate("GameLog", "%1 places the wild in %2."), names[seat], family_text(family)
            )
        case ev.GameEnded(scores=scores, winner=winner, by_tiebreak=tie):
            if tie:
                text = translate("GameLog", "%1 wins the game with %2 points, on the tiebreaker.")
            else:
                text = translate("GameLog", "%1 wins the game with %2 points.")
            return arg(text, names[winner], scores[winner])
    raise TypeError(f"not an engine event: {event!r}")


def bot_failure_text(name: str, problem: str) -> str:
    return arg(
        translate("GameLog", "%1's bot failed (%2) and played a simple legal move instead."),
        name,
        problem,
    )
