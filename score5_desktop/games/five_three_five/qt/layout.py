"""Where things sit on the Five Three Five table, in scene units; plain geometry, no Qt.

The scene is ``HEIGHT`` units tall and as wide as the window's shape asks
(within limits), like SCORE 5's table, so the cards keep their size relative
to the window's height. Up to six plates go round an ellipse, the home seat
(the player at the screen) at the bottom. Each other seat's hand lies as a
small face-down fan just inside its plate, towards the middle, where it turns
face up when a deal ends. The central meld lies in the middle of the felt as
one row, and the melds it covered lie beneath it, each a little higher. The
hand of the player who decides fills a tray below the felt: sorted, fanned,
with a gap between the three bands.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

HEIGHT = 800.0
MIN_WIDTH = 960.0
MAX_WIDTH = 1760.0
CARD_W = 90.0
CARD_H = 126.0
PLATE_W = 196.0
PLATE_H = 68.0
FELT_TOP = 12.0
FELT_SIDE = 16.0
HAND_SCALE = 1.3
MELD_SCALE = 1.0
SEAT_SCALE = 0.46
TRAY_MARGIN = 36.0
TRAY_BOTTOM = 18.0
TRAY_CAPTION = 46.0
"""Room above the hand for its caption, clear of a selected card (it rises 12 units)."""
CAPTION_ONLY = 30.0
BAND_GAP = 0.22
"""The gap between two bands in the hand, as a share of a card's width."""
COVER_STEP = 14.0
"""How much higher each covered meld lies than the one above it."""
COVER_SHIFT = 14.0
"""How far left each covered meld lies, so its corner values stay readable."""
COVER_SHOWN = 4
"""At most this many covered melds show; older ones lie under the lowest."""
SEAT_GAP = 6.0
LABEL_ROOM = 14.0
"""Half the height of a count shown by a seat at the end of a round."""


class Point(NamedTuple):
    x: float
    y: float


class Place(NamedTuple):
    """A card's centre, its turn in degrees and its scale."""

    x: float
    y: float
    rotation: float
    scale: float


class Rect(NamedTuple):
    x: float
    y: float
    width: float
    height: float

    def center(self) -> Point:
        return Point(self.x + self.width / 2, self.y + self.height / 2)

    def intersects(self, other: Rect) -> bool:
        return (
            self.x < other.x + other.width
            and other.x < self.x + self.width
            and self.y < other.y + other.height
            and other.y < self.y + self.height
        )


def card_rect(place: Place) -> Rect:
    """The unturned rectangle a card covers at ``place`` (its turn is a few degrees)."""
    w, h = CARD_W * place.scale, CARD_H * place.scale
    return Rect(place.x - w / 2, place.y - h / 2, w, h)


@dataclass(frozen=True, slots=True)
class F35Layout:
    """The table for one window shape and one number of seats.

    ``tray``: a hand is shown below the felt (some seat is human); a game of
    bots only gives the felt the whole height."""

    width: float = 1280.0
    players: int = 4
    tray: bool = True

    @staticmethod
    def for_aspect(aspect: float, players: int, tray: bool = True) -> F35Layout:
        """The layout that fills a view of this width/height ratio (clamped)."""
        width = min(max(HEIGHT * aspect, MIN_WIDTH), MAX_WIDTH)
        return F35Layout(float(round(width)), min(max(players, 2), 6), tray)

    # -- the table ------------------------------------------------------------------------
    def scene_rect(self) -> Rect:
        return Rect(0.0, 0.0, self.width, HEIGHT)

    def tray_top(self) -> float:
        if not self.tray:
            return HEIGHT - CAPTION_ONLY
        return HEIGHT - TRAY_BOTTOM - CARD_H * HAND_SCALE - TRAY_CAPTION

    def felt(self) -> Rect:
        bottom = self.tray_top() - 6.0
        return Rect(FELT_SIDE, FELT_TOP, self.width - 2 * FELT_SIDE, bottom - FELT_TOP)

    def center(self) -> Point:
        return self.felt().center()

    def radii(self) -> tuple[float, float]:
        felt = self.felt()
        return (
            felt.width / 2 - PLATE_W / 2 - 18.0,
            felt.height / 2 - PLATE_H / 2 - 12.0,
        )

    # -- seats ------------------------------------------------------------------------------
    def seat_angle(self, slot: int) -> float:
        """Degrees round the table, 90 at the bottom (the home seat), going clockwise."""
        return 90.0 + 360.0 * slot / self.players

    def seat_pos(self, slot: int) -> Point:
        angle = math.radians(self.seat_angle(slot))
        rx, ry = self.radii()
        c = self.center()
        return Point(c.x + rx * math.cos(angle), c.y + ry * math.sin(angle))

    def plate_rect(self, slot: int) -> Rect:
        p = self.seat_pos(slot)
        return Rect(p.x - PLATE_W / 2, p.y - PLATE_H / 2, PLATE_W, PLATE_H)

    def _inward(self, slot: int) -> float:
        """+1 where the middle of the table lies below the plate, -1 where above (the
        seats level with the middle count as above it, so their hands hang below)."""
        return -1.0 if self.seat_pos(slot).y > self.center().y + 1.0 else 1.0

    def seat_scale(self) -> float:
        """Hands of the other seats: smaller on a table with no hand tray below."""
        return SEAT_SCALE if self.tray else SEAT_SCALE * 1.2

    def seat_cards(self, slot: int, count: int) -> list[Place]:
        """A seat's hand as a row of overlapping cards inside its plate, towards the middle;
        the row stays within the plate's width, however many cards it holds."""
        if count <= 0:
            return []
        scale = self.seat_scale()
        w, h = CARD_W * scale, CARD_H * scale
        plate = self.seat_pos(slot)
        y = plate.y + self._inward(slot) * (PLATE_H / 2 + SEAT_GAP + h / 2)
        room = PLATE_W + 20.0 - w
        step = min(w * 0.55, room / max(count - 1, 1)) if count > 1 else 0.0
        start = plate.x - step * (count - 1) / 2
        return [Place(start + i * step, y, 0.0, scale) for i in range(count)]

    def seat_label_pos(self, slot: int) -> Point:
        """Where a seat's running count sits when its hand is scored: on the far side of
        its plate from its cards, so neighbouring seats' counts and cards never meet."""
        plate = self.seat_pos(slot)
        y = plate.y - self._inward(slot) * (PLATE_H / 2 + 16.0)
        if y < LABEL_ROOM:  # the seat at the top: beside its plate, not off the table
            return Point(plate.x + PLATE_W / 2 + LABEL_ROOM + 80.0, plate.y)
        return Point(plate.x, y)

    # -- the central meld -----------------------------------------------------------------
    def meld_scale(self) -> float:
        """The central meld: the largest cards on the felt; a little smaller with six seats
        on a narrow table, a little larger when there is no hand tray."""
        scale = MELD_SCALE * min(max(self.width / 1400.0, 0.86), 1.0)
        return scale * (1.15 if not self.tray else 1.0)

    def meld_center(self) -> Point:
        c = self.center()
        return Point(c.x, c.y + 18.0)

    def meld(self, count: int, depth: int = 0) -> list[Place]:
        """A meld of ``count`` cards laid in a row at the middle; ``depth`` 0 is the central
        meld, 1.. the melds it covered, each lying a step higher and a little smaller."""
        if count <= 0:
            return []
        shown = min(depth, COVER_SHOWN)
        scale = self.meld_scale() * (1.0 - 0.04 * shown)
        w = CARD_W * scale
        step = w * 0.8
        c = self.meld_center()
        y = c.y - shown * COVER_STEP
        start = c.x - step * (count - 1) / 2 - shown * COVER_SHIFT
        tilt = (-1.5, 1.2, -0.8, 1.6)[shown - 1] if shown else 0.0
        return [Place(start + i * step, y, tilt, scale) for i in range(count)]

    def meld_caption_pos(self) -> Point:
        """The line below the central meld that says what lies there and who played it."""
        c = self.meld_center()
        return Point(c.x, c.y + CARD_H * self.meld_scale() / 2 + 22.0)

    # -- the hand ---------------------------------------------------------------------------
    def tray_caption_pos(self) -> Point:
        return Point(self.width / 2, self.tray_top() + 14.0)

    def hand(self, bands: list[int]) -> list[Place]:
        """The deciding player's hand, one place per card in the order given.

        ``bands`` holds each card's band index (0 rain, 1 cloud, 2 sun) in hand
        order; a gap opens where the band changes. The cards overlap only when
        the row is too long for the window, and the row bends into a gentle fan
        (the outer cards turn and drop a little)."""
        count = len(bands)
        if count == 0:
            return []
        scale = HAND_SCALE
        w = CARD_W * scale
        gaps = sum(1 for a, b in zip(bands, bands[1:], strict=False) if a != b)
        room = self.width - 2 * TRAY_MARGIN - w
        step = min(w + 6.0, room / max(count - 1 + gaps * BAND_GAP, 1e-9))
        gap = step * BAND_GAP
        offsets: list[float] = []
        x = 0.0
        for i, band in enumerate(bands):
            if i and band != bands[i - 1]:
                x += gap
            offsets.append(x)
            if i < count - 1:
                x += step
        span = offsets[-1]
        left = self.width / 2 - span / 2
        base = HEIGHT - TRAY_BOTTOM - CARD_H * scale / 2
        half = max(span / 2, 1.0)
        places = []
        for off in offsets:
            t = (off - span / 2) / half if span else 0.0
            places.append(Place(left + off, base + 10.0 * t * t, 4.0 * t, scale))
        return places
