"""Every face-up card on SCORE 5's table says in its tooltip what the small circled
number is: its tiebreaker value, and what that value decides (R4)."""

from __future__ import annotations

from PySide6.QtGui import QTextDocumentFragment

from score5_desktop.games.score5.qt.table.table_controller import table_picture
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from tests.ui.test_auction_result import _events_to_a_tie


def _table_at_the_share_out(qtbot) -> TableScene:
    scene = TableScene(Appearance("light"))
    scene.setMotion(Motion("instant"))
    shown = _events_to_a_tie()
    scene.setup(shown[-1][1].deck, 4, 0)
    for event, picture in shown:
        scene.sync(table_picture(picture, 0))
        if isinstance(event, ev.PickOrderSet):
            break
    return scene


def test_each_face_up_card_names_its_tiebreaker_value_and_what_it_decides(qtbot) -> None:
    scene = _table_at_the_share_out(qtbot)
    face_up = [item for item in scene.cardItems() if item.isFaceUp()]
    assert len(face_up) >= 8  # the tray's hand, the bid shared out, a losing bid
    for item in face_up:
        card = item.card()
        # Tooltips go through the plain-text helper: read them as the player sees them.
        shown = QTextDocumentFragment.fromHtml(item.toolTip()).toPlainText()
        assert shown.endswith(
            f"tiebreaker value {card.tiebreaker} (the circled number): of equal bids, the "
            "one holding the highest tiebreaker value wins."
        )
