"""Shows each auction's result on the table, from the reveal to the next card.

Fed every event the table shows with the picture it produced: at ``AuctionWon`` or
``NoWinner`` the panel appears with every bid's total, who won and the card that
broke a tie; ``PickOrderSet`` adds the pick order and its reason; the next card's
reveal (or the game's end, or a new game) takes it away. It stays up during the
picks, as the rules show the result to all (R5), and it never holds the game up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QPointF

from score5_desktop.games.score5.qt.table.auction_panel import AuctionPanel
from score5_desktop.games.score5.qt.table.auction_result import AuctionResult, auction_result
from score5_desktop.games.score5.qt.table.table_layout import BADGE_HEIGHT, card_height
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.games.score5.qt.words.result_text import (
    order_text,
    tie_text,
    total_text,
    won_text,
)
from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.table_picture import TablePicture

#: Between the panel's foot and the home seat's badge.
BADGE_GAP = 4.0
#: The panel shrinks to this at the least before it rises instead (its 12-pixel text
#: stays readable).
MIN_SCALE = 0.8


class ResultShow:
    def __init__(self, scene: TableScene) -> None:
        self._scene = scene
        self.panel = AuctionPanel()
        scene.addItem(self.panel)
        scene.layoutChanged.connect(self._place)  # a new window shape moves the badge
        self._result: AuctionResult | None = None
        self._picture: TablePicture | None = None

    def feed(
        self, event: ev.Event, picture: TablePicture, names: Sequence[str], you: int | None
    ) -> None:
        """Follow the table to ``event`` (shown with ``picture``)."""
        match event:
            case ev.AuctionWon(card=card_id) | ev.NoWinner(card=card_id):
                self._result = auction_result(picture, picture.deck.card(card_id))
                self._picture = picture
            case ev.PickOrderSet(order=order) if self._result is not None:
                self._result = replace(self._result, order=order)
            case ev.CardRevealed() | ev.GameEnded():
                self.reset()
                return
            case _:
                return
        self.retranslate(names, you)

    def rest(self, picture: TablePicture) -> None:
        """The table is laid out at ``picture`` without an event (a replay's quiet step or
        jump): the panel stays only while that is still its auction's share-out."""
        shown = self._picture
        same = shown is not None and (picture.round, picture.winner) == (shown.round, shown.winner)
        if not (same and picture.revealed):
            self.reset()

    def reset(self) -> None:
        self._result = self._picture = None
        self.panel.clear()

    def retranslate(self, names: Sequence[str], you: int | None) -> None:
        """Word the panel again (a new language, a name changed) and put it in place."""
        result, picture = self._result, self._picture
        if result is None or picture is None:
            return
        cells = [(names[s], total_text(t)) for s, t in enumerate(result.totals)]
        sentences = (
            won_text(result, names, picture.deck, you),
            tie_text(result, names, you),
            order_text(result, names, you),
        )
        self.panel.setResult(cells, result.winner, sentences)
        self._place()

    def _place(self) -> None:
        """Just below the bid being shared out (it stays in view to pick from), and clear
        of the home seat's badge: where the room between them is short (a small window,
        a long sentence), the panel shrinks a little, then rises over the felt's middle
        rather than cover the badge that says what the player bid."""
        if not self.panel.isVisible():
            return
        layout = self._scene.tableLayout()
        below = layout.auction_pos().y() + card_height(layout.pile_scale()) / 2 + 4.0
        badge_top = layout.badge_pos(0).y() - BADGE_HEIGHT / 2 - BADGE_GAP
        height = self.panel.boundingRect().height()
        room = badge_top - below
        scale = 1.0 if height <= room else max(MIN_SCALE, room / height)
        top = min(below, badge_top - height * scale)
        self.panel.setScale(scale)
        self.panel.setPos(QPointF(layout.center().x(), top))
