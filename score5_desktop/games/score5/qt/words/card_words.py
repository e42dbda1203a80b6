"""SCORE 5's cards and families named inside sentences, in every language.

A family is named in two forms, each its own message so each language can
inflect it: ``family_text`` (in ``family_text``) is the colour
standing alone; ``family_name_text`` is the family named inside a sentence,
after the language's word for family ("the green family": French *verte*
agreeing with *famille*, Italian *rossa*, German the noun *Rot*). A card's name
(``card_text``) is one message per family too, because the colour agrees with
the word for card (Italian *carta rossa*) or is a noun (German *Rot 35*).
Contexts ("Family", "Card") are the ones these messages always had.
"""

from __future__ import annotations

from score5_desktop.games.score5.rules.cards import Card, Deck, Family
from score5_desktop.model.text import arg, list_text, translate


def family_name_text(family: Family | str) -> str:
    """A family named inside a sentence, in the form that follows the language's
    word for family ("in the %1 family"): FR "verte", DE "Grün", IT "rossa"."""
    names = {
        #: Family named in a sentence after the word for family: "the green family".
        #: FR agrees with famille (verte), DE is the noun (Grün), IT agrees with famiglia.
        "green": translate("Family", "green", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the red family".
        #: FR agrees with famille (rouge), DE is the noun (Rot), IT agrees with famiglia (rossa).
        "red": translate("Family", "red", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the yellow family".
        #: FR agrees with famille (jaune), DE is the noun (Gelb), IT agrees with famiglia (gialla).
        "yellow": translate("Family", "yellow", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the purple family".
        #: FR agrees with famille (violette), DE is the noun (Violett), IT (viola).
        "purple": translate("Family", "purple", "family name in a sentence"),
        #: Family named in a sentence after the word for family: "the blue family".
        #: FR agrees with famille (bleue), DE is the noun (Blau), IT (blu).
        "blue": translate("Family", "blue", "family name in a sentence"),
    }
    return names[str(family)]


def card_text(card: Card) -> str:
    """A card's name, e.g. "green 80": the colour in the form the language's word
    for card needs (IT "rossa 115" for carta rossa, DE "Rot 115")."""
    names = {
        #: A card's name: its family and %1, its value, e.g. "green 35".
        #: The colour agrees with the word for card (FR verte); DE writes the noun (Grün 35).
        "green": translate("Card", "green %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "red 115" (IT rossa 115, DE Rot 115).
        "red": translate("Card", "red %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "yellow 60" (IT gialla 60, DE Gelb 60).
        "yellow": translate("Card", "yellow %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "purple 25" (FR violette 25).
        "purple": translate("Card", "purple %1", "card name"),
        #: A card's name: its family and %1, its value, e.g. "blue 10" (FR bleue 10).
        "blue": translate("Card", "blue %1", "card name"),
        #: The wild card's name with %1, its value, e.g. "wild 75" (FR multicolore 75, DE Joker 75).
        "wild": translate("Card", "wild %1", "card name"),
    }
    return arg(names[str(card.family)], card.value)


def card_tooltip_text(card: Card) -> str:
    """A face-up card's tooltip on the table: its name, and what the small circled number
    is for, which a newcomer cannot guess (R4)."""
    #: Tooltip of a card on the SCORE 5 table: %1 the card's name, e.g. "green 80"; %2 its
    #: tiebreaker value, the small circled number on the card, e.g. 47 (GLOSSARY:
    #: tiebreaker value, FR valeur de départage, DE Gleichstandswert, IT valore per gli
    #: spareggi).
    text = translate(
        "Card",
        "%1 — tiebreaker value %2 (the circled number): of equal bids, the one holding the "
        "highest tiebreaker value wins.",
    )
    return arg(text, card_text(card), card.tiebreaker)


def card_id_text(deck: Deck, card_id: str) -> str:
    return card_text(deck.card(card_id))


def cards_text(deck: Deck, mask: int) -> str:
    """Cards of a mask, best tiebreaker first, as one readable list ("—" for none)."""
    if not mask:
        #: Shown where a list of cards is empty.
        return translate("Card", "—")
    return list_text([card_text(c) for c in deck.cards_of(mask)])
