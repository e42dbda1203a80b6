"""SCORE 5's rules documents as the shell's rulebook reads them (``core.protocol.Rulebook``):
its pages at the top of ``resources/rules``, the worked examples played through the
engine (``rules.examples``), and the tooltip that names the card an example's number
belongs to, in the reader's language.

The card's name is built from the glossary's family words, so it is worded here (with
the game) and not in the shell's documents, which name no game.
"""

from __future__ import annotations

from score5_desktop.core.protocol import Rulebook
from score5_desktop.games.score5.rules.cards import load_deck
from score5_desktop.games.score5.rules.examples import (
    RULES_DOCUMENTS,
    RULES_FOLDER,
    ExampleValue,
    example_values,
)
from score5_desktop.rulebook import glossary

# How a card is named, per language, from the glossary's family word, which is
# written in the form that agrees with "carte" in French and uninflected in
# German and Italian (``_agree`` adapts it).
_CARD_NAME = {
    "en": "{family} {value}",
    "fr": "carte {family} de valeur {value}",
    "de": "{family} Karte mit dem Wert {value}",
    "it": "carta {family} di valore {value}",
}


def _agree(word: str, lang: str) -> str:
    """The family adjective agreeing with the feminine "Karte" / "carta"."""
    if lang == "de":
        return word + "e"  # grün -> grüne, rot -> rote, violett -> violette
    if lang == "it" and word.endswith("o"):
        return word[:-1] + "a"  # rosso -> rossa, giallo -> gialla
    return word


def card_name(card_id: str, lang: str) -> str:
    """A card named for a reader of ``lang``: ``carte verte de valeur 80``."""
    card = load_deck().card(card_id)
    if card.is_wild:
        return f"{glossary.wild_card_word(lang)} ({card.value})"
    family = _agree(glossary.family_word(str(card.family), lang), lang)
    return _CARD_NAME[lang].format(family=family, value=card.value)


def value_title(value: object, lang: str) -> str:
    """The tooltip of an example's value: the card it is the value of, if any."""
    if isinstance(value, ExampleValue) and value.card is not None:
        return card_name(value.card, lang)
    return ""


RULEBOOK = Rulebook(RULES_FOLDER, RULES_DOCUMENTS, example_values, value_title)
"""SCORE 5's rules pages (``Score5.rulebook``)."""
