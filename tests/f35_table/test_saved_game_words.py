"""The question that offers to continue a saved game names the game and where it stopped
("A game in progress was saved" left a player of both games guessing which): Five Three
Five's round and whose turn, in every language."""

from __future__ import annotations

import pytest

from score5_desktop.core import registry
from score5_desktop.core.players import Player
from score5_desktop.core.protocol import Loaded
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.score5.rules.deal import new_game
from score5_desktop.games.score5.rules.decisions import Options
from score5_desktop.ui.game_ui import SavedGame, game_ui
from tests.ui.i18n_helpers import interface_language

PLAYERS = (Player("Léa"), Player("Bot 1", "bot", "random"), Player("Bot 2", "bot", "random"))


def _second_round(leader: int) -> Loaded:
    """A game played on (each seat playing as many cards as it can) into its second
    round, stopped at ``leader``'s turn."""
    state = GAME.new_state(PLAYERS, 3, GAME.default_options())
    start = state.copy()
    decisions = []
    while state.deal < 1 or state.to_act()[0] != leader:
        play = max(state.legal_plays(state.to_act()[0]), key=lambda p: len(p.cards))
        decisions.append(play)
        state.apply(play)
    return Loaded(state, PLAYERS, GAME.default_options(), start, tuple(decisions))


@pytest.mark.parametrize(
    ("code", "yours", "theirs"),
    [
        (
            "en",
            "A game of Five Three Five was saved in round 2, at your turn.",
            "A game of Five Three Five was saved in round 2, with Bot 1 to play.",
        ),
        (
            "fr",
            "Une partie de Five Three Five a été sauvegardée pendant la manche 2, "
            "alors que c'était à vous de jouer.",
            "Une partie de Five Three Five a été sauvegardée pendant la manche 2\u00a0: "
            "Bot 1 allait jouer.",
        ),
        (
            "de",
            "Eine Partie Five Three Five wurde in Runde 2 gespeichert, als du am Zug warst.",
            "Eine Partie Five Three Five wurde in Runde 2 gespeichert, als Bot 1 am Zug war.",
        ),
        (
            "it",
            "Una partita di Five Three Five è stata salvata nella smazzata 2, quando toccava a te.",
            "Una partita di Five Three Five è stata salvata nella smazzata 2, quando toccava a "
            "Bot 1.",
        ),
    ],
)
def test_the_resume_question_names_the_game_its_round_and_whose_turn(
    qtbot, code, yours, theirs
) -> None:
    ui = game_ui(GAME)
    with interface_language(code):
        assert ui.saved_game_text(SavedGame(_second_round(0), 0, "")) == yours
        assert ui.saved_game_text(SavedGame(_second_round(1), 0, "")) == theirs


def test_score5_says_its_name_and_round(qtbot) -> None:
    state = new_game(2, 5, Options(max_adjust_rounds=1))
    players = (Player("Ann"), Player("Bo", "bot", "easy"))
    loaded = Loaded(state, players, {}, state.copy(), ())
    ui = game_ui(registry.get("score5"))
    assert ui.saved_game_text(SavedGame(loaded, 0, "")) == (
        "A game of SCORE 5 was saved in round 1 of 12, at your turn."
    )
    assert (
        ui.saved_game_text(SavedGame(loaded, None, ""))
        == "A game of SCORE 5 was saved in round 1 of 12."
    )
