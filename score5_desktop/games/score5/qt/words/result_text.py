"""The auction result panel's words: each bid's total, the tie and the pick order.

The winner's sentence is the log's own (``describe_event``), so the panel and the
log never word one result two ways. The rest are whole sentences per language with
the names and cards filled in; the one human against bots is spoken to ("you").
"""

from __future__ import annotations

from collections.abc import Sequence

from score5_desktop.games.score5.qt.table.auction_result import AuctionResult
from score5_desktop.games.score5.qt.words.card_words import card_text
from score5_desktop.games.score5.qt.words.event_text import describe_event, pick_order_text
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.model.text import arg, number_text, translate


def total_text(total: int | None) -> str:
    """Under a seat's name in the panel: its bid's total, or that it bid nothing."""
    if total is None:
        #: The auction result panel, under a player's name: they put down no card.
        return translate("AuctionResult", "no bid")
    return number_text(total)


def won_text(result: AuctionResult, names: Sequence[str], deck: Deck, you: int | None) -> str:
    """Who won the card, and with what (the log's sentence), or that nobody bid."""
    card = result.auction_card
    if result.winner is None:
        return describe_event(ev.NoWinner(0, card.id), names, deck, you)
    total = result.totals[result.winner] or 0
    won = ev.AuctionWon(0, result.winner, card.id, total, result.deciding is not None)
    return describe_event(won, names, deck, you)


def tie_text(result: AuctionResult, names: Sequence[str], you: int | None) -> str:
    """Which card broke the tie for the top total, and its tiebreaker value; "" without one."""
    card = result.deciding
    if card is None or result.winner is None:
        return ""
    if result.winner == you:
        #: The auction result panel, when equal top totals tied and the local player's
        #: bid won: %1 their card with the highest tiebreaker value, e.g. "green 80";
        #: %2 that value, e.g. 47 (the small circled number on the card).
        text = translate(
            "AuctionResult", "The tie goes to you: %1 has the highest tiebreaker value, %2."
        )
        return arg(text, card_text(card), card.tiebreaker)
    #: The auction result panel, when equal top totals tied: %1 the winner's name, e.g.
    #: "Ada"; %2 the card in their bid with the highest tiebreaker value, e.g. "green 80";
    #: %3 that value, e.g. 47 (the small circled number on the card).
    text = translate(
        "AuctionResult", "The tie goes to %1: %2 has the highest tiebreaker value, %3."
    )
    return arg(text, names[result.winner], card_text(card), card.tiebreaker)


def order_text(result: AuctionResult, names: Sequence[str], you: int | None) -> str:
    """The pick order and, in the same sentence, why it runs that way (R5); "" before
    the order is set."""
    if not result.order:
        return ""
    order = pick_order_text(result.order, names, you)
    if result.bidders() and result.idle():
        #: The auction result panel: %1 the order in which the others take the winner's
        #: cards, e.g. "Bob → you → Cy", and why.
        text = translate(
            "AuctionResult",
            "Pick order: %1: the other bids by total, then those who bid nothing by their "
            "highest tiebreaker card.",
        )
    elif result.bidders():
        #: The auction result panel: %1 the order in which the other bidders take the
        #: winner's cards, e.g. "Bob → you", and why.
        text = translate("AuctionResult", "Pick order: %1: the other bids, highest total first.")
    else:
        #: The auction result panel, when only the winner bid: %1 the order in which the
        #: others take the winner's cards, e.g. "Bob → you → Cy", and why.
        text = translate(
            "AuctionResult",
            "Pick order: %1: nobody else bid, so the highest tiebreaker card in hand goes first.",
        )
    return arg(text, order)
