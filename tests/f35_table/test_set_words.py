"""A set is named by its size where the players have a word for it: a pair of 7s is no
"tris" (Italian for three of a kind), in the log, the prompts and the table's caption.
In a sentence a meld is a whole noun phrase, article included, that each language
writes with its own article and gender ("une paire", "ein Vierling", "un poker")."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.qt import words
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action
from score5_desktop.games.five_three_five.rules.melds import classify
from tests.ui.i18n_helpers import interface_language


def test_sets_are_named_by_their_size_in_english() -> None:
    assert words.meld_text((7, 7)) == "pair (7 7)"
    assert words.meld_text((7, 7, 7)) == "three of a kind (7 7 7)"
    assert words.meld_text((7, 7, 7, 7)) == "four of a kind (7 7 7 7)"
    assert words.meld_text((7, 7, 7, 7, 7)) == "five of a kind (7 7 7 7 7)"
    assert words.meld_text((7,)) == "single (7)"
    assert words.meld_text((3, 4, 5)) == "run (3 4 5)"


@pytest.mark.parametrize(
    ("code", "pair", "three"),
    [("it", "coppia", "tris"), ("de", "Paar", "Drilling"), ("fr", "paire", "brelan")],
)
def test_each_language_names_a_pair_and_three_of_a_kind(qtbot, code, pair, three) -> None:
    played = ev.Played(1, Action.LEAD, (7, 7), classify((7, 7)), 10)
    with interface_language(code):
        assert words.meld_text((7, 7)) == f"{pair} (7 7)"
        assert words.meld_text((1, 1, 1)) == f"{three} (1 1 1)"
        assert f"{pair} (7 7)" in " ".join(words.log_lines(played, ("Ann", "Bot")))
        assert f"{pair} (7 7)" in words.central_caption("Bot", (7, 7))


def _added(cards: tuple[int, ...], central: tuple[int, ...]) -> ev.Played:
    return ev.Played(0, Action.ADD, cards, classify(central), 8)


@pytest.mark.parametrize(
    ("code", "lead", "add", "overwrite"),
    [
        (
            "fr",
            "Bot lance un brelan (7 7 7).",
            "Bot ajoute 11\u00a0: la combinaison au centre est maintenant un carré (11 11 11 11).",
            "Bot enchérit avec une paire (12 12).",
        ),
        (
            "de",
            "Bot spielt einen Drilling (7 7 7) aus.",
            "Bot legt 11 an: In der Auslage liegt jetzt ein Vierling (11 11 11 11).",
            "Bot überbietet mit einem Paar (12 12).",
        ),
        (
            "it",
            "Bot apre con un tris (7 7 7).",
            "Bot attacca 11: la combinazione al centro ora è un poker (11 11 11 11).",
            "Bot supera con una coppia (12 12).",
        ),
    ],
)
def test_a_meld_in_a_sentence_has_its_article(qtbot, code, lead, add, overwrite) -> None:
    names = ("Bot", "Ann")
    led = ev.Played(0, Action.LEAD, (7, 7, 7), classify((7, 7, 7)), 9)
    over = ev.Played(0, Action.OVERWRITE, (12, 12), classify((12, 12)), 9)
    with interface_language(code):
        assert words.log_lines(led, names) == [lead]
        assert words.log_lines(_added((11,), (11, 11, 11, 11)), names) == [add]
        assert words.log_lines(over, names) == [overwrite]
