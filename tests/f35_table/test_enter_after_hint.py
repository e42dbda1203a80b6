"""Enter after a hint: with cards that can both overwrite and add, the hint's own action,
else nothing; with no card chosen after a hint to pass, the pass."""

from __future__ import annotations

from score5_desktop.games.five_three_five.qt.controls import F35Controls
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.offer import Trick

HAND = (2, 3, 7, 9, 12)
CENTRAL = (4, 5)  # 2 3 overwrites this run (runs the other way round) or extends it


def _controls(qtbot) -> tuple[F35Controls, list[Play]]:
    controls = F35Controls()
    qtbot.addWidget(controls)
    played: list[Play] = []
    controls.playChosen.connect(played.append)
    controls.begin("Ben", HAND, Trick(0, central=CENTRAL))
    controls.setChosen((2, 3))
    assert {p.action for p in controls.currentOffer().plays} == {Action.OVERWRITE, Action.ADD}
    return controls, played


def test_enter_waits_for_a_button_when_two_actions_are_on_offer(qtbot) -> None:
    controls, played = _controls(qtbot)
    assert not controls.playChosenCards() and not played


def test_enter_plays_the_hints_action_for_the_hints_cards(qtbot) -> None:
    controls, played = _controls(qtbot)
    controls.showHint("overwrite", Play(0, Action.ADD, (2, 3)))
    assert controls.playChosenCards()
    assert [p.action for p in played] == [Action.ADD]


def test_the_hint_counts_only_for_its_own_cards(qtbot) -> None:
    controls, played = _controls(qtbot)
    controls.showHint("overwrite", Play(0, Action.OVERWRITE, (2, 3)))
    controls.setChosen((3, 2))  # the same cards, chosen the other way round
    assert controls.playChosenCards() and played[-1].action is Action.OVERWRITE
    controls.begin("Ben", HAND, Trick(0, central=CENTRAL))
    controls.showHint("overwrite", Play(0, Action.OVERWRITE, (9,)))
    controls.setChosen((2, 3))
    assert not controls.playChosenCards()


def test_enter_after_a_hint_to_pass_passes(qtbot) -> None:
    """Seen playing in Italian: the hint said to pass, and Enter did nothing."""
    controls = F35Controls()
    qtbot.addWidget(controls)
    played: list[Play] = []
    controls.playChosen.connect(played.append)
    controls.begin("Ben", HAND, Trick(0, central=(15,)))
    assert not controls.playChosenCards()  # nothing chosen, no hint: Enter waits
    controls.showHint("pass", Play(0, Action.PASS, ()))
    controls.setChosen((12,))  # a card chosen after all: not the hint's pass
    assert not controls.playChosenCards() and not played
    controls.setChosen(())
    assert controls.playChosenCards()
    assert played == [Play(0, Action.PASS, ())]
