"""The won bid shared out mid-table keeps clear of every plate, card focus ring and
shadow included: at four seats its row reached 8 units from the plate at the table's
right end, and the ring of a card there touched the plate."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from score5_desktop.games.score5.qt.table.table_layout import (
    GAP,
    MAX_WIDTH,
    MIN_WIDTH,
    TableLayout,
    card_height,
    card_width,
)
from score5_desktop.games.score5.qt.table.table_scene import PICKABLE_LIFT
from score5_desktop.ui.table.card_item import RING_MARGIN
from score5_desktop.ui.table.seat_plate import PLATE_HEIGHT, PLATE_WIDTH


def _apart(one: QRectF, other: QRectF) -> float:
    """How far apart two rectangles are (0 when they touch or overlap)."""
    dx = max(other.left() - one.right(), one.left() - other.right(), 0.0)
    dy = max(other.top() - one.bottom(), one.top() - other.bottom(), 0.0)
    return max(dx, dy)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("tray", [True, False])
def test_the_shared_out_row_keeps_clear_of_the_plates(players, tray) -> None:
    for width in range(int(MIN_WIDTH), int(MAX_WIDTH) + 1, 20):
        layout = TableLayout(width, players, tray)
        plates = []
        for slot in range(players):
            centre = layout.seat_pos(slot)
            plates.append(
                QRectF(
                    centre.x() - PLATE_WIDTH / 2,
                    centre.y() - PLATE_HEIGHT / 2,
                    PLATE_WIDTH,
                    PLATE_HEIGHT,
                )
            )
        for count in range(1, 13):
            scale = layout.pool_scale(count)
            ring = RING_MARGIN * scale
            w, h = card_width(scale) + 2 * ring, card_height(scale) + 2 * ring
            for spot in layout.pool_row(count):
                # A card that can be picked rises; its ring and shadow reach past its edge.
                card = QRectF(spot.x() - w / 2, spot.y() - h / 2 - PICKABLE_LIFT, w, h)
                for plate in plates:
                    assert _apart(card, plate) >= GAP - 1e-6, (width, count, card, plate)
