"""Every public event as one readable, translatable sentence for the game log.

Each sentence is whole in the source, so translators can order and inflect it.
When one human plays against bots, ``you`` is their seat and sentences about
them are in the second person ("You win blue 35 with 35."): a name such as
"Player 1" reads as a stranger in one's own log, and a pronoun used as a name
("You wins") breaks every language. In hot seat ``you`` is None and everyone is
named. Lists speak to them too ("You bid nothing", "Bot 1 → you → Bot 2"), and
a list of names ends with the language's "and". Placeholder examples are in the
``#:`` comments lupdate hands to translators.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from score5_desktop.games.score5.qt.words.card_words import card_id_text, family_name_text
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Deck
from score5_desktop.model.text import (
    and_list_text,
    arg,
    list_text,
    number_text,
    translate,
    unbroken,
)


class GameLog(QObject):
    """The log's sentences with a count: ``self.tr(..., n)`` makes lupdate give them
    plural forms (see ``model.text.Text``)."""

    def bid_size(self, name: str, n: int, changed: bool) -> str:
        if changed:
            #: One player's bid size in the list after an adjustment round, when they
            #: changed their bid. %1 is a player's name, e.g. "Bot 2"; %n the number of
            #: cards now bid, e.g. "Bot 2: 3 cards (bid changed)".
            return unbroken(arg(self.tr("%1: %n card(s) (bid changed)", None, n), name))
        #: One player's bid size in a list of secret bids. %1 is a player's name,
        #: e.g. "Bot 2"; %n the number of cards bid, e.g. "Bot 2: 3 cards".
        return unbroken(arg(self.tr("%1: %n card(s)", None, n), name))

    def own_bid_size(self, n: int, changed: bool) -> str:
        # Lower case: the item follows a colon or a comma inside the log's sentence
        # ("Secret bids: you: 2 cards, Bot 1: 3 cards."), as "you" does in the
        # adjustment prompt.
        if changed:
            #: The local player's bid size in the list after an adjustment round, when they
            #: changed their bid; %n the number of cards now bid. Inside a sentence, after
            #: a colon or a comma, so in lower case: "Adjustment round 1: you: 3 cards (bid
            #: changed), Bot 1: 2 cards."
            return unbroken(self.tr("you: %n card(s) (bid changed)", None, n))
        #: The local player's bid size in a list of secret bids; %n the number of cards
        #: bid. Inside a sentence, after a colon or a comma, so in lower case: "Secret
        #: bids: you: 3 cards, Bot 1: 2 cards."
        return unbroken(self.tr("you: %n card(s)", None, n))

    def game_won(self, name: str, points: int, you: bool, tie: bool) -> str:
        if you and tie:
            #: The log's last line when the local player won on the tiebreaker; %n points.
            return self.tr("You win the game with %n point(s), on the tiebreaker.", None, points)
        if you:
            #: The log's last line when the local player won; %n points, e.g. 182.
            return self.tr("You win the game with %n point(s).", None, points)
        if tie:
            #: The log's last line; %1 is the winner's name, e.g. "Bot 3"; %n points.
            text = self.tr("%1 wins the game with %n point(s), on the tiebreaker.", None, points)
        else:
            #: The log's last line; %1 is the winner's name, e.g. "Bot 3"; %n points, e.g. 182.
            text = self.tr("%1 wins the game with %n point(s).", None, points)
        return arg(text, name)


_LOG: GameLog | None = None


def _log() -> GameLog:
    global _LOG
    if _LOG is None:
        _LOG = GameLog()
    return _LOG


def describe_event(
    event: ev.Event, names: Sequence[str], deck: Deck, you: int | None = None
) -> str:
    """The log line for ``event``; ``names`` are the seats' player names and ``you``
    the seat of the one human playing against bots (None in hot seat)."""
    card = lambda card_id: card_id_text(deck, card_id)  # noqa: E731
    match event:
        case ev.CardRevealed(round=rnd, card=card_id):
            #: A round starts. %1 is the round number, e.g. 3; %2 a card name, e.g. "green 35".
            return arg(translate("GameLog", "Round %1: %2 is up for auction."), rnd, card(card_id))
        case ev.BidCountsShown(step=step, counts=counts, changed=changed):
            parts = [
                _log().own_bid_size(count, step > 0 and changed[seat])
                if seat == you
                else _log().bid_size(names[seat], count, step > 0 and changed[seat])
                for seat, count in enumerate(counts)
            ]
            if step == 0:
                #: %1 is a list of players' bid sizes, e.g. "Ana: 2 cards, Bot 1: 3 cards".
                return arg(translate("GameLog", "Secret bids: %1."), list_text(parts))
            #: %1 is the adjustment round's number, e.g. 1; %2 a list of players' bid sizes,
            #: e.g. "Ana: 2 cards, Bot 1: 3 cards, changed".
            text = translate("GameLog", "Adjustment round %1: %2.")
            return arg(text, step, list_text(parts))
        case ev.BidsRevealed(bids=bids, totals=totals):
            parts = []
            for seat, ids in enumerate(bids):
                if seat == you:
                    parts.append(_own_bid_text(ids, totals[seat], card))
                elif ids:
                    cards = list_text([card(i) for i in ids])
                    #: One revealed bid in a list: %1 a player's name, e.g. "Bot 2"; %2 the
                    #: bid's total, e.g. 45; %3 its cards, e.g. "green 35, blue 10".
                    text = translate("GameLog", "%1 bids %2 (%3)")
                    parts.append(arg(text, names[seat], number_text(totals[seat]), cards))
                else:
                    #: One revealed bid in a list: %1 a player's name, e.g. "Bot 2".
                    parts.append(arg(translate("GameLog", "%1 bids nothing"), names[seat]))
            #: %1 is the list of revealed bids, e.g. "You bid 45 (green 35, blue 10), Bot 1
            #: bids nothing and Bot 2 bids 5 (red 5)".
            return arg(translate("GameLog", "Bids revealed: %1."), and_list_text(parts))
        case ev.AuctionWon(seat=seat, card=card_id, total=total, by_tiebreak=tie):
            if seat == you:
                if tie:
                    #: The local player won the auction on the tiebreaker. %1 a card name,
                    #: e.g. "blue 35"; %2 the winning bid's total, e.g. 35.
                    text = translate("GameLog", "You win %1 with %2, on the tiebreaker.")
                else:
                    #: The local player won the auction. %1 a card name, e.g. "blue 35";
                    #: %2 the winning bid's total, e.g. 35.
                    text = translate("GameLog", "You win %1 with %2.")
                return arg(text, card(card_id), number_text(total))
            if tie:
                #: %1 a player's name, e.g. "Bot 2"; %2 a card name, e.g. "blue 35";
                #: %3 the winning bid's total, e.g. 35.
                text = translate("GameLog", "%1 wins %2 with %3, on the tiebreaker.")
            else:
                #: %1 a player's name, e.g. "Bot 2"; %2 a card name, e.g. "blue 35";
                #: %3 the winning bid's total, e.g. 35.
                text = translate("GameLog", "%1 wins %2 with %3.")
            return arg(text, names[seat], card(card_id), number_text(total))
        case ev.NoWinner(card=card_id):
            #: Nobody bid, so the card up for auction is removed (R4). %1 a card name, e.g. "red 5".
            return arg(translate("GameLog", "Nobody bid: %1 leaves the game."), card(card_id))
        case ev.TiebreakCardShown(seat=seat, card=card_id):
            if seat == you:
                #: %1 a card name, e.g. "purple 20": the local player's card that settles the order.
                text = translate("GameLog", "You show %1 to settle the pick order.")
                return arg(text, card(card_id))
            #: %1 a player's name, e.g. "Bot 2"; %2 a card name, e.g. "purple 20".
            text = translate("GameLog", "%1 shows %2 to settle the pick order.")
            return arg(text, names[seat], card(card_id))
        case ev.PickOrderSet(winner=winner, order=order, cards=cards):
            takers = pick_order_text(order, names, you)
            bid = list_text([card(i) for i in cards])
            if winner == you:
                #: The local player's winning bid goes to the others. %1 its cards, e.g.
                #: "green 35, blue 10"; %2 the order they pick in, e.g. "Bot 1 → Bot 2".
                text = translate("GameLog", "Your bid (%1) is shared out; pick order: %2.")
                return arg(text, bid, takers)
            #: %1 the winner's name, e.g. "Bot 2"; %2 the cards of their bid, e.g.
            #: "green 35, blue 10"; %3 the order the others pick in, e.g. "Ana → Bot 1".
            text = translate("GameLog", "The bid of %1 (%2) is shared out; pick order: %3.")
            return arg(text, names[winner], bid, takers)
        case ev.CardTaken(seat=seat, card=card_id, from_seat=giver):
            if seat == you:
                #: %1 a card name, e.g. "green 5"; %2 the auction winner's name, e.g. "Bot 3".
                text = translate("GameLog", "You take %1 from %2.")
                return arg(text, card(card_id), names[giver])
            if giver == you:
                #: %1 a player's name, e.g. "Bot 3"; %2 a card name from the local
                #: player's winning bid, e.g. "green 5".
                text = translate("GameLog", "%1 takes %2 from you.")
                return arg(text, names[seat], card(card_id))
            #: %1 a player's name, e.g. "Bot 1"; %2 a card name, e.g. "green 5";
            #: %3 the auction winner's name, e.g. "Bot 3".
            text = translate("GameLog", "%1 takes %2 from %3.")
            return arg(text, names[seat], card(card_id), names[giver])
        case ev.BidsReturned(seats=seats):
            return _bids_returned_text([names[s] for s in seats if s != you], you in seats)
        case ev.WildAssigned(seat=seat, family=family):
            if seat == you:
                #: %1 a family name as it follows the word "family", e.g. "green"
                #: (FR verte, DE Grün, IT rossa).
                text = translate("GameLog", "You place the wild in the %1 family.")
                return arg(text, family_name_text(family))
            #: %1 a player's name, e.g. "Bot 2"; %2 a family name as it follows the word
            #: "family", e.g. "green" (FR verte, DE Grün, IT rossa).
            text = translate("GameLog", "%1 places the wild in the %2 family.")
            return arg(text, names[seat], family_name_text(family))
        case ev.GameEnded(scores=scores, winner=winner, by_tiebreak=tie):
            return _log().game_won(names[winner], scores[winner], winner == you, tie)
    raise TypeError(f"not an engine event: {event!r}")


def pick_order_text(order: Sequence[int], names: Sequence[str], you: int | None) -> str:
    """The seats in the order they pick, "Ana → you → Bot 2" (the log, the result panel)."""
    #: The arrow between names in a pick order, e.g. "Ana → Bot 1 → Bot 2".
    return translate("GameLog", " → ").join(
        #: The local player in a pick order, e.g. "Bot 1 → you → Bot 2".
        translate("GameLog", "you", "in a pick order") if s == you else names[s]
        for s in order
    )


def _own_bid_text(ids: Sequence[str], total: int, card) -> str:
    """The local player's revealed bid, in a list of revealed bids."""
    if not ids:
        #: The local player's revealed bid in a list, when they bid no card.
        return translate("GameLog", "you bid nothing")
    #: The local player's revealed bid in a list: %1 its total, e.g. 45; %2 its cards,
    #: e.g. "green 35, blue 10". The list starts with "Bids revealed:", so no capital.
    text = translate("GameLog", "you bid %1 (%2)")
    return arg(text, number_text(total), list_text([card(i) for i in ids]))


def _bids_returned_text(others: list[str], yours: bool) -> str:
    """Losing bids go back to their owners' hands: the local player's first, then the
    others' by name, joined with the language's "and"."""
    who = and_list_text(others)
    if yours and not others:
        #: Only the local player's losing bid goes back to their hand.
        return translate("GameLog", "Your bid goes back to your hand.")
    if yours:
        if len(others) == 1:
            #: Losing bids go back to their owners' hands: the local player's, and %1's,
            #: a player's name, e.g. "Bot 2".
            text = translate(
                "GameLog", "Your bid goes back to your hand, and so does the bid of %1."
            )
        else:
            #: Losing bids go back to their owners' hands: the local player's, and those of
            #: %1, a list of players' names, e.g. "Bot 1 and Bot 2".
            text = translate(
                "GameLog", "Your bid goes back to your hand, and so do the bids of %1."
            )
        return arg(text, who)
    if len(others) == 1:
        #: A losing bid goes back to its owner's hand. %1 a player's name, e.g. "Bot 2".
        text = translate("GameLog", "The bid of %1 goes back to their hand.")
    else:
        #: Losing bids go back to their owners' hands. %1 a list of players' names,
        #: e.g. "Ann and Bot 2", "Ann, Bot 1 and Bot 2".
        text = translate("GameLog", "The bids of %1 go back to their hands.")
    return arg(text, who)


def bot_failure_text(name: str, problem: str) -> str:
    #: A bot broke down and the app played for it. %1 the bot's name, e.g. "Bot 2"; %2
    #: what went wrong, e.g. "no decision came" or "illegal decision x".
    text = translate("GameLog", "%1 failed (%2) and played a simple legal move instead.")
    return arg(text, name, problem)
