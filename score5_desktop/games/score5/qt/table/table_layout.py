"""Where things sit on the table, in scene units (the view scales the whole scene).

The scene is always ``HEIGHT`` units tall and as wide as the window's shape asks
(within limits), so the table fills the window instead of floating in a
letterbox: a wide window gets a wider table, a narrow one a narrower table, and
the cards keep their size relative to the window's height.

Seats go round an ellipse with the home seat (the first human) at the bottom,
nearest the player. Each seat's bid lies just inside its plate, towards the
centre (beside the plate for seats at the ends of the table), with its badge
(card count, total, "no bid") on the bid's foot, so both clearly belong to that
seat. The pile and the auction card share the centre, the auction card larger.
While a won bid is shared out, its cards lie in a row where the auction card was,
at the pile's size: the players choose from them, so they are not the bids' small fan.
The hand of the player whose decision it is fills a tray below the table, with
the largest cards on the screen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from score5_desktop.ui.art.card_art import CARD_HEIGHT, CARD_WIDTH
from score5_desktop.ui.table.card_item import RING_MARGIN
from score5_desktop.ui.table.seat_plate import PLATE_HEIGHT, PLATE_WIDTH

HEIGHT = 800.0
MIN_WIDTH = 960.0
MAX_WIDTH = 1760.0
BID_SCALE = 0.62  # with the badges clear of the plates, larger bids did not fit at every width
AUCTION_SCALE = 1.25
PILE_SCALE = 1.0
TRAY_SCALE = 1.42
BID_MAX_WIDTH = 210.0
TRAY_MARGIN = 40.0
TRAY_BOTTOM_MARGIN = 16.0
FELT_TOP = 12.0
FELT_SIDE = 16.0
BADGE_HEIGHT = 24.0
GAP = 8.0
CENTRE_GAP = 28.0
NO_TRAY_GROWTH = 1.25
CAPTION_ROOM = 30.0
TRAY_CAPTION_ROOM = 48.0
"""Above the hand: its caption, clear of a chosen card (it rises 12 units at the hand's scale)."""
PICK_ROOM = 8.0
"""Between a badge and its bid: a card that can be picked rises 8 units towards it."""
PILL_GAP = 2.0
"""Between the pile's foot and the pill under it that counts the tiers left."""
PILL_HEIGHT = 19.0
PILL_REACH = 8.0
"""How far the pill may reach past the pile's right edge (towards the auction card)."""
POOL_GAP = 10.0
"""Between two cards of the row being shared out, while the row fits side by side."""
POOL_MIN_STEP = 0.34
"""At least this share of a card shows in the row when it must overlap (its corner value)."""
BADGE_ROOM = 120.0
"""The widest seat badge ("to share out", "total 145") the row keeps clear of."""
BADGE_TAB = BADGE_HEIGHT / 2
"""How far a badge's centre lies past its plate's edge: it hangs clear of the plate (on
its margin it covered the plate's border and words)."""


def pile_pill(width: float) -> QRectF:
    """Where the pill counting the tiers left lies, in the pile's own units (its centre
    at 0, 0): just under the pile, centred, but reaching at most a little past the
    pile's right edge, short of the auction card."""
    right = CARD_WIDTH / 2 + PILL_REACH
    left = min(-width / 2, right - width)
    return QRectF(left, CARD_HEIGHT / 2 + PILL_GAP, width, PILL_HEIGHT)


def card_height(scale: float) -> float:
    return CARD_HEIGHT * scale


def card_width(scale: float) -> float:
    return CARD_WIDTH * scale


@dataclass(frozen=True)
class TableLayout:
    """The table's geometry for one window shape and one number of seats.

    ``tray``: whether a hand tray is kept below the table (some seat is human);
    without it, as in a game of bots only, the table takes the whole height."""

    width: float = 1280.0
    players: int = 4
    tray: bool = True

    @staticmethod
    def for_aspect(aspect: float, players: int, tray: bool = True) -> TableLayout:
        """The layout that fills a view of this width/height ratio (clamped)."""
        width = min(max(HEIGHT * aspect, MIN_WIDTH), MAX_WIDTH)
        return TableLayout(round(width), max(players, 2), tray)

    # -- sizes -------------------------------------------------------------------------
    def _narrowing(self) -> float:
        """Cards on the felt shrink a little on a narrow table, so the bids keep clear of
        the centre (the hand keeps its size); with no hand below, the felt is taller and
        its cards grow into the room."""
        narrowing = min(max(self.width / 1560.0, 0.78), 1.0)
        return narrowing if self.tray else narrowing * NO_TRAY_GROWTH

    def bid_scale(self) -> float:
        return BID_SCALE * self._narrowing()

    def bid_max_width(self) -> float:
        return BID_MAX_WIDTH * self._narrowing()

    def auction_scale(self) -> float:
        """The card everyone bids for stays the largest on the felt."""
        return AUCTION_SCALE * max(self._narrowing(), 0.92)

    def pile_scale(self) -> float:
        return PILE_SCALE * self._narrowing()

    # -- the table itself ------------------------------------------------------------
    def scene_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, HEIGHT)

    def tray_top(self) -> float:
        """Where the tray begins (the table's felt ends above it); with no hand to show,
        a strip for the caption only ("Final scoring cards are laid out...")."""
        if not self.tray:
            return HEIGHT - CAPTION_ROOM
        return HEIGHT - TRAY_BOTTOM_MARGIN - card_height(TRAY_SCALE) - TRAY_CAPTION_ROOM

    def felt(self) -> QRectF:
        bottom = self.tray_top() - 6.0
        return QRectF(FELT_SIDE, FELT_TOP, self.width - 2 * FELT_SIDE, bottom - FELT_TOP)

    def center(self) -> QPointF:
        return self.felt().center()

    def radii(self) -> tuple[float, float]:
        """The ellipse the plates' centres go round, inside the felt's rim."""
        felt = self.felt()
        return (
            felt.width() / 2 - PLATE_WIDTH / 2 - 18.0,
            felt.height() / 2 - PLATE_HEIGHT / 2 - 14.0,
        )

    def _centre_left(self) -> float:
        total = card_width(self.pile_scale()) + CENTRE_GAP + card_width(self.auction_scale())
        return self.center().x() - total / 2

    def pile_pos(self) -> QPointF:
        """The pile, left of the auction card, its top level with the auction card's:
        the pill that counts what is left hangs under it, clear of the bids below."""
        top = (card_height(self.auction_scale()) - card_height(self.pile_scale())) / 2
        x = self._centre_left() + card_width(self.pile_scale()) / 2
        return QPointF(x, self.center().y() - top)

    def auction_pos(self) -> QPointF:
        x = self._centre_left() + card_width(self.pile_scale()) + CENTRE_GAP
        return QPointF(x + card_width(self.auction_scale()) / 2, self.center().y())

    # -- seats -------------------------------------------------------------------------
    def seat_angle(self, slot: int) -> float:
        """Angle of a slot in degrees (90 = bottom, going clockwise round the table)."""
        return 90.0 + 360.0 * slot / self.players

    def seat_pos(self, slot: int) -> QPointF:
        angle = math.radians(self.seat_angle(slot))
        rx, ry = self.radii()
        c = self.center()
        return QPointF(c.x() + rx * math.cos(angle), c.y() + ry * math.sin(angle))

    def _inward(self, slot: int) -> float:
        """+1 where the table's centre lies below the plate, -1 where it lies above
        (the seats at the ends, level with the centre, count as above it)."""
        return -1.0 if self.seat_pos(slot).y() > self.center().y() + 1.0 else 1.0

    def bid_pos(self, slot: int) -> QPointF:
        """The centre of a seat's bid: just inside its plate and badge, towards the
        table's centre (below the plate for the seats at the table's ends: the pile and
        the auction card need the room beside them)."""
        plate = self.seat_pos(slot)
        offset = PLATE_HEIGHT / 2 + BADGE_TAB + BADGE_HEIGHT / 2 + PICK_ROOM
        offset += card_height(self.bid_scale()) / 2
        return QPointF(plate.x(), plate.y() + self._inward(slot) * offset)

    def badge_pos(self, slot: int) -> QPointF:
        """A seat's badge hangs from the inner edge of its plate like a tag, between
        the plate and the bid: read with its seat, and it never covers a card."""
        plate = self.seat_pos(slot)
        offset = PLATE_HEIGHT / 2 + BADGE_TAB
        return QPointF(plate.x(), plate.y() + self._inward(slot) * offset)

    # -- cards ---------------------------------------------------------------------------
    def fan(self, centre: QPointF, count: int) -> list[QPointF]:
        """A bid's cards overlapping in a row, each showing at least its corner value."""
        if count <= 0:
            return []
        width = card_width(self.bid_scale())
        room = self.bid_max_width() - width
        step = min(width * 0.62, room / max(count - 1, 1)) if count > 1 else 0
        start = centre.x() - step * (count - 1) / 2
        return [QPointF(start + i * step, centre.y()) for i in range(count)]

    def pool_scale(self, count: int = 1) -> float:
        """The bid being shared out lies at the pile's size: larger than a bid (it is what
        the players choose from), smaller than the auction card that stood there. A long
        bid that would not fit its row at that size shrinks, down to a bid's size."""
        big, small = self.pile_scale(), self.bid_scale()
        if count <= 1:
            return big
        room = self._pool_right() - self._pool_left()
        # The row's length at scale s: s * CARD_WIDTH * (1 + POOL_MIN_STEP * (count - 1)).
        fits = room / (CARD_WIDTH * (1 + POOL_MIN_STEP * (count - 1)))
        return max(min(big, fits), small)

    def pool_row(self, count: int) -> list[QPointF]:
        """The bid being shared out, in a row from where the auction card stood towards
        the right: side by side while it fits short of the seats beside the centre, then
        overlapping evenly, the cards shrunk so far as each keeps its corner value in view
        (``pool_scale``)."""
        if count <= 0:
            return []
        width = card_width(self.pool_scale(count))
        first = self._pool_left() + width / 2
        last = self._pool_right() - width / 2
        step = width + POOL_GAP
        if count > 1 and first + step * (count - 1) > last:
            step = max((last - first) / (count - 1), 0.0)
        return [QPointF(first + i * step, self.auction_pos().y()) for i in range(count)]

    def _pool_left(self) -> float:
        return self.auction_pos().x() - card_width(self.auction_scale()) / 2

    def _pool_right(self) -> float:
        """How far right the row may reach: short of the rim and of every plate, badge and
        bid (at its widest) that lies level with it or within a gap of it, the cards'
        focus rings and shadows included (without them a ring touched a plate)."""
        height = card_height(self.pile_scale())
        ring = RING_MARGIN * self.pile_scale()  # the row's cards are at most the pile's size
        top = self.auction_pos().y() - height / 2 - PICK_ROOM - ring - GAP
        bottom = self.auction_pos().y() + height / 2 + ring + GAP
        start = self.auction_pos().x()
        right = self.felt().right() - 2 * FELT_SIDE
        bid_height = card_height(self.bid_scale()) + PICK_ROOM
        for slot in range(self.players):
            plate = self.seat_pos(slot)
            badge = self.badge_pos(slot)
            bid = self.bid_pos(slot)
            for x, y, w, h in (
                (plate.x(), plate.y(), PLATE_WIDTH, PLATE_HEIGHT),
                (badge.x(), badge.y(), BADGE_ROOM, BADGE_HEIGHT),
                (bid.x(), bid.y(), self.bid_max_width(), bid_height),
            ):
                left = x - w / 2
                if left > start and y - h / 2 < bottom and y + h / 2 > top:
                    right = min(right, left - GAP - ring)
        return right

    def tray_label_pos(self) -> QPointF:
        return QPointF(self.width / 2, self.tray_top() + 14.0)

    def tray_positions(self, count: int) -> list[QPointF]:
        """The decider's hand: side by side while it fits, overlapping when it grows."""
        if count <= 0:
            return []
        width = card_width(TRAY_SCALE)
        room = self.width - 2 * TRAY_MARGIN
        step = min(width + 12, (room - width) / max(count - 1, 1))
        start = self.width / 2 - step * (count - 1) / 2
        y = HEIGHT - TRAY_BOTTOM_MARGIN - card_height(TRAY_SCALE) / 2
        return [QPointF(start + i * step, y) for i in range(count)]
