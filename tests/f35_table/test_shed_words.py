"""A Five Three Five hint that sheds costly cards: the French and Italian sentences made
a verb agree with the points ("de 1, qui valent 3 points": one card, a plural verb), and
"de 1" read as "of one". The points are now what the sentence counts, the card values
follow a colon, in every language."""

from __future__ import annotations

import pytest

from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.qt import words
from tests.ui.i18n_helpers import interface_language


def _sheds(values: tuple[int, ...], points: int) -> str:
    reason = Reason(ReasonKind.SHEDS_PENALTY, values=values, points=points)
    return words.reason_text(reason, ("Ann", "Bot"))


@pytest.mark.parametrize(
    ("code", "one", "three"),
    [
        ("fr", "ce coup ôte 1 point de votre main\u00a0: 1", "ôte 3 points de votre main\u00a0: 1"),
        ("it", "ti toglie 1 punto di penalità dalla mano: 1", "ti toglie 3 punti"),
        ("de", "dieser Zug nimmt 1 Minuspunkt aus deiner Hand: 1", "nimmt 3 Minuspunkte"),
    ],
)
def test_the_points_are_counted_and_the_cards_follow(qtbot, code, one, three) -> None:
    with interface_language(code):
        assert _sheds((1,), 1) == one
        single = _sheds((1,), 3)
        assert three in single
        assert single.endswith(": 1"), single
        assert _sheds((3, 4, 5), 9).endswith(": 3 4 5")
        for wrong in ("valent", "valgono", "qui vaut", "che in mano"):
            assert wrong not in single
