"""Where things sit on the table, in fixed scene units (the view scales the whole scene).

Seats go round an ellipse with the home seat (the first human) at the bottom,
nearest the player; each seat's bid lies between its plate and the centre; the
hand of the player whose decision it is fills a tray below the table.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from score5_desktop.ui.art.card_art import CARD_HEIGHT, CARD_WIDTH

SCENE = QRectF(0, 0, 1280, 800)
CENTER = QPointF(640, 290)
RADIUS_X, RADIUS_Y = 515.0, 218.0
PILE_POS = QPointF(575, 290)
AUCTION_POS = QPointF(715, 290)
TRAY_Y = 705.0
TRAY_LABEL_Y = 598.0
TRAY_WIDTH = 1160.0
BID_SCALE = 0.62
TRAY_SCALE = 1.0
BID_TOWARD_CENTRE = 0.40
BID_MAX_WIDTH = 230.0
PLATE_HALF_WIDTH = 100.0


def seat_angle(slot: int, players: int) -> float:
    """Angle of a slot in degrees (90 = bottom, going clockwise round the table)."""
    return 90.0 + 360.0 * slot / players


def seat_pos(slot: int, players: int) -> QPointF:
    angle = math.radians(seat_angle(slot, players))
    return QPointF(CENTER.x() + RADIUS_X * math.cos(angle), CENTER.y() + RADIUS_Y * math.sin(angle))


def bid_pos(slot: int, players: int) -> QPointF:
    """In front of the seat: beside the plate for seats at the ends, else towards the centre."""
    plate = seat_pos(slot, players)
    angle = seat_angle(slot, players) % 360
    if min(abs(angle - 180), angle, 360 - angle) <= 30:
        offset = PLATE_HALF_WIDTH + 20 + BID_MAX_WIDTH / 2
        return QPointF(plate.x() + (offset if plate.x() < CENTER.x() else -offset), plate.y())
    t = BID_TOWARD_CENTRE
    return QPointF(
        plate.x() + (CENTER.x() - plate.x()) * t, plate.y() + (CENTER.y() - plate.y()) * t
    )


def fan(
    centre: QPointF, count: int, scale: float, max_width: float = BID_MAX_WIDTH
) -> list[QPointF]:
    """Overlapping cards in a row, each showing at least its corner value."""
    if count <= 0:
        return []
    width = CARD_WIDTH * scale
    step = min(width * 0.62, (max_width - width) / max(count - 1, 1)) if count > 1 else 0
    start = centre.x() - step * (count - 1) / 2
    return [QPointF(start + i * step, centre.y()) for i in range(count)]


def tray_positions(count: int) -> list[QPointF]:
    """The decider's hand: side by side while it fits, overlapping when it grows."""
    if count <= 0:
        return []
    width = CARD_WIDTH * TRAY_SCALE
    step = min(width + 10, (TRAY_WIDTH - width) / max(count - 1, 1))
    start = SCENE.center().x() - step * (count - 1) / 2
    return [QPointF(start + i * step, TRAY_Y) for i in range(count)]


def card_height(scale: float) -> float:
    return CARD_HEIGHT * scale
