"""The Five Three Five table scene: plates, the seats' hands, the melds and the tray.

Like SCORE 5's table, it does not know the rules. It is given a
``TablePicture`` and moves its card items there with one generic diff: cards
that stay slide to their new places (a covered meld moves up a step), new
cards on the table come from the seat that just played (out of the tray, or
turned face up on their way out of a seat's fan), a cleared trick sweeps to
the seat that leads next, a new deal flies out from the middle, one card at a
time. The returned animation tells the caller when the table is at rest.

Keys name each card item: ``("t", value, k)`` the k-th card of a value in the
tray, ``("s", seat, n)`` the n-th card of a seat's fan, ``("m", i, value, k)``
the k-th card of a value in this trick's i-th meld.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QApplication

from score5_desktop.games.five_three_five.qt.card_art import F35Theme, band_of, penalty_of
from score5_desktop.games.five_three_five.qt.card_item import F35CardItem
from score5_desktop.games.five_three_five.qt.layout import PLATE_H, F35Layout, Place
from score5_desktop.games.five_three_five.qt.picture import TablePicture
from score5_desktop.games.five_three_five.qt.plate import F35Plate
from score5_desktop.games.five_three_five.qt.trick_banner import TrickBanner
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.common.plain import set_tooltip
from score5_desktop.ui.table.animation_runner import AnimationRunner
from score5_desktop.ui.table.aspect_scene import AspectScene
from score5_desktop.ui.table.badge_item import BadgeItem
from score5_desktop.ui.table.card_item import (
    fade_animation,
    flip_animation,
    lift_animation,
    move_animation,
    rotate_animation,
    scale_animation,
)

Key = tuple
_BANDS = {"rain": 0, "cloud": 1, "sun": 2}
COUNT_LIFT = 14.0
"""How far a card rises while its penalty points are counted."""


def _copies(values: tuple[int, ...] | list[int]) -> list[tuple[int, int]]:
    """Each value with its copy number among equal values, in order: (3, 0), (3, 1), (5, 0)."""
    seen: Counter[int] = Counter()
    out = []
    for value in values:
        out.append((value, seen[value]))
        seen[value] += 1
    return out


class F35Scene(AspectScene[F35Layout]):
    selectionChanged = Signal(object)
    """The tray cards chosen to play, as a sorted tuple of values."""

    def __init__(self, appearance: Appearance, parent=None) -> None:
        layout = F35Layout()
        super().__init__(layout, QRectF(*layout.scene_rect()), parent)
        self._appearance = appearance
        self._motion = Motion()
        self._items: dict[Key, F35CardItem] = {}
        self._plates: list[F35Plate] = []
        self._counts: list[BadgeItem] = []
        self._counted: dict[int, int] = {}  # seat -> the points its badge shows
        self._count_words: Callable[[int, int], str] = lambda _seat, points: str(points)
        self._caption = BadgeItem(16)
        self._tray_caption = BadgeItem(17, pill=False)
        self.addItem(self._caption)
        self.addItem(self._tray_caption)
        self._banner = TrickBanner()
        self.addItem(self._banner)
        self._picture: TablePicture | None = None
        self._runner = AnimationRunner(self, self._at_rest)
        self._choosing = False
        appearance.changed.connect(self.applyAppearance)
        self.applyAppearance()

    # -- set-up -------------------------------------------------------------------------
    def setMotion(self, motion: Motion) -> None:
        self._motion = motion
        for item in self._items.values():
            item.setLiftDuration(0 if motion.instant or motion.reduced else 120)

    def motion(self) -> Motion:
        return self._motion

    def setup(self, players: int, home: int, *, tray: bool = True) -> None:
        """A new table for ``players`` seats, ``home`` at the bottom, no cards yet."""
        self.finishAnimations()
        self._banner.clear()
        for item in list(self._items.values()):
            self._runner.drop(item)
        self._items.clear()
        for item in (*self._plates, *self._counts):
            self.removeItem(item)
        self._plates = [F35Plate(seat) for seat in range(players)]
        self._counts = [BadgeItem(16) for _ in range(players)]
        self._counted.clear()
        for plate, count in zip(self._plates, self._counts, strict=True):
            self.addItem(plate)
            self.addItem(count)
            count.setZValue(70)
        self._home = home
        self._picture = None
        self._choosing = False
        self._lay_out(players, tray)
        self.applyAppearance()

    def plate(self, seat: int) -> F35Plate:
        return self._plates[seat]

    def plates(self) -> list[F35Plate]:
        return list(self._plates)

    def countBadge(self, seat: int) -> BadgeItem:
        return self._counts[seat]

    def caption(self) -> str:
        return self._caption.text()

    def trayCaption(self) -> str:
        return self._tray_caption.text()

    def trickBanner(self) -> TrickBanner:
        return self._banner

    def picture(self) -> TablePicture | None:
        return self._picture

    # -- the table's shape (``AspectScene``) ---------------------------------------------
    def _scene_rect(self) -> QRectF:
        return QRectF(*self._layout.scene_rect())

    def _place_fixed(self) -> None:
        """Plates, penalty counts and captions to their places in the layout."""
        layout = self._layout
        for seat, plate in enumerate(self._plates):
            plate.setPos(QPointF(*layout.seat_pos(self.slot(seat))))
        self._place_counts()
        self._caption.setPos(QPointF(*layout.meld_caption_pos()))
        self._tray_caption.setPos(QPointF(*layout.tray_caption_pos()))
        self._banner.setPos(QPointF(*layout.meld_center()))

    def _place_counts(self) -> None:
        """Each seat's penalty count sits beyond its plate, away from its cards."""
        layout = self._layout
        tray_seat = self._picture.tray_seat if self._picture is not None else None
        for seat, badge in enumerate(self._counts):
            slot = self.slot(seat)
            if seat == tray_seat:  # its cards are in the tray below: the count goes above
                plate = layout.seat_pos(slot)
                badge.setPos(QPointF(plate.x, plate.y - PLATE_H / 2 - 16.0))
            else:
                badge.setPos(QPointF(*layout.seat_label_pos(slot)))

    def _place_cards(self) -> None:
        assert self._picture is not None
        for key, (place, _face, _value) in self._targets(self._picture).items():
            item = self._items.get(key)
            if item is not None:
                item.setPos(QPointF(place.x, place.y))
                item.setRotation(place.rotation)
                item.setScale(place.scale)

    # -- colours ------------------------------------------------------------------------
    def cardTheme(self) -> F35Theme:
        return F35Theme.for_palette(QApplication.palette())

    def applyAppearance(self) -> None:
        colors = self._appearance.table()
        theme = self.cardTheme()
        self.setBackgroundBrush(QColor(colors.felt_edge))
        for plate in self._plates:
            plate.setColors(colors)
        for badge in self._counts:
            badge.setColors("#ffffff", QColor(0, 0, 0, 150))
        self._caption.setColors(colors.text, QColor(0, 0, 0, 90))
        self._tray_caption.setColors(colors.text, QColor(0, 0, 0, 0))
        self._banner.setColors("#ffffff", QColor(0, 0, 0, 170))
        for item in self._items.values():
            item.setF35Theme(theme)
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The room, the wooden rim, the felt, and a soft light where the melds lie."""
        colors = self._appearance.table()
        painter.fillRect(rect, QColor(colors.felt_edge))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QRectF(*self._layout.felt())
        radius = felt.height() / 2
        painter.setPen(QPen(QColor(colors.rim), 14))
        painter.setBrush(QColor(colors.felt))
        painter.drawRoundedRect(felt, radius, radius)
        light = QRadialGradient(QPointF(*self._layout.meld_center()), radius * 1.1)
        light.setColorAt(0.0, QColor(255, 255, 255, 34))
        light.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        painter.drawRoundedRect(felt, radius, radius)

    # -- looking at the cards -------------------------------------------------------------
    def cardItems(self) -> list[F35CardItem]:
        return list(self._items.values())

    def trayItems(self) -> list[F35CardItem]:
        items = [item for key, item in self._items.items() if key[0] == "t"]
        return sorted(items, key=lambda i: i.pos().x())

    def seatItems(self, seat: int) -> list[F35CardItem]:
        items = [item for key, item in self._items.items() if key[0] == "s" and key[1] == seat]
        return sorted(items, key=lambda i: i.pos().x())

    def meldItems(self, depth: int = 0) -> list[F35CardItem]:
        """The cards of a meld: depth 0 the central meld, 1 the one it covered, and so on."""
        if self._picture is None or not self._picture.melds:
            return []
        index = len(self._picture.melds) - 1 - depth
        items = [item for key, item in self._items.items() if key[0] == "m" and key[1] == index]
        return sorted(items, key=lambda i: i.pos().x())

    # -- choosing cards -------------------------------------------------------------------
    def setChoosing(self, enabled: bool) -> None:
        """Let the tray's cards be chosen (clicks, Space); off clears the choice."""
        self._choosing = enabled
        for item in self.trayItems():
            item.setSelectable(enabled)
        self.selectionChanged.emit(self.selectedValues())

    def isChoosing(self) -> bool:
        return self._choosing

    def selectedValues(self) -> tuple[int, ...]:
        values = [item.value() for item in self.trayItems() if item.isSelected()]
        return tuple(sorted(v for v in values if v is not None))

    def setSelectedValues(self, values: tuple[int, ...] | list[int]) -> None:
        """Choose these values in the tray (one card per value listed, copies counted)."""
        wanted = Counter(values)
        for item in self.trayItems():
            value = item.value()
            take = value is not None and wanted[value] > 0
            if take:
                wanted[value] -= 1
            if item.isSelectable():
                item.setSelected(take)
        self.selectionChanged.emit(self.selectedValues())

    def _on_card_clicked(self, item: F35CardItem) -> None:
        if self._choosing and item in self.trayItems():
            self.selectionChanged.emit(self.selectedValues())

    # -- moving to a picture --------------------------------------------------------------
    def isAnimating(self) -> bool:
        return self._runner.isAnimating()

    def finishAnimations(self) -> None:
        """Jump the running animation to its end (a new game, a replay jump)."""
        self._runner.finish()

    def sync(self, picture: TablePicture, hold_ms: int = 0) -> QAbstractAnimation | None:
        """Move to ``picture``; returns the running animation, or None when already there."""
        self.finishAnimations()
        motion = self._motion
        animate = not motion.instant
        group = QParallelAnimationGroup(self)
        previous = self._picture
        self._picture = picture
        target = self._targets(picture)
        leaving_spots: dict[tuple[str, int], list[QPointF]] = {}
        for key in [k for k in self._items if k not in target]:
            item = self._items.pop(key)
            if key[0] == "t":
                leaving_spots.setdefault(("t", key[1]), []).append(item.pos())
            elif key[0] == "s":
                leaving_spots.setdefault(("s", key[1]), []).append(item.pos())
            self._leave(item, key, picture, previous, group if animate else None)
        deal_index = 0
        for z, (key, (place, face_up, value)) in enumerate(target.items()):
            item = self._items.get(key)
            stagger = 0
            if item is None:
                item = self._create(key, value, face_up)
                start, start_face = self._origin(key, place, picture, leaving_spots)
                if picture.dealing and key[0] in ("s", "t"):
                    stagger = deal_index * motion.ms(35)
                    deal_index += 1
                item.setPos(start)
                item.setScale(0.5 if picture.dealing else place.scale)
                item.setFlip(1.0 if start_face else 0.0)
                if (
                    animate
                    and key[0] == "t"
                    and not picture.dealing
                    and start == QPointF(place.x, place.y)
                ):
                    item.setOpacity(0.0)
                    group.addAnimation(fade_animation(item, 1.0, motion.fade_ms(220)))
            elif item.value() != value:
                item.setValue(value)
            base = {"t": 40.0, "s": 10.0, "m": 20.0}[key[0]]
            if key[0] == "m":
                base += key[1]
            if item.zValue() != base + z * 0.001:  # Qt asks the item even when unchanged
                item.setZValue(base + z * 0.001)
            if key[0] != "t" and item.isSelectable():
                item.setSelectable(False)
            if key[0] == "t":
                item.setSelectable(self._choosing)
            set_tooltip(item, item.accessibleName() if face_up and value is not None else "")
            self._place(item, place, face_up, group if animate else None, stagger)
        self._apply_texts(picture)
        self._place_counts()
        return self._runner.settle(group, animate, hold_ms)

    def countPenalties(
        self, seats: list[int], done_text, hold_ms: int = 0
    ) -> QAbstractAnimation | None:
        """The end of a deal: each seat's cards rise one by one while its badge counts
        their penalty points; ``done_text(seat, points)`` words the badge (the caller's
        words). The hands must already be face up (a picture that reveals them)."""
        motion = self._motion
        self._count_words = done_text
        if motion.instant:
            for seat in seats:
                self._show_count(seat, sum(penalty_of(v) for v in self._seat_values(seat)))
            return None
        sequence = QSequentialAnimationGroup(self)
        for seat in seats:
            items = self._count_items(seat)
            running = 0
            self._counted.pop(seat, None)
            self._counts[seat].setText("")
            for item in items:
                value = item.value()
                if value is None:
                    continue
                running += penalty_of(value)
                step = QParallelAnimationGroup(sequence)
                rise = QSequentialAnimationGroup(step)
                rise.addAnimation(lift_animation(item, COUNT_LIFT, motion.ms(110)))
                rise.addPause(motion.hold_ms(90))
                rise.addAnimation(lift_animation(item, 0.0, motion.ms(110)))
                step.addAnimation(rise)
                rise.finished.connect(lambda s=seat, p=running: self._show_count(s, p))
                if motion.reduced:
                    step.addAnimation(QPauseAnimation(motion.hold_ms(200), step))
                sequence.addAnimation(step)
            if not items:
                self._show_count(seat, 0)
            sequence.addPause(motion.hold_ms(250))
        if hold_ms > 0:
            sequence.addPause(hold_ms)
        if sequence.animationCount() == 0:
            sequence.deleteLater()
            return None
        return self._runner.run(sequence)

    def clearCounts(self) -> None:
        self._counted.clear()
        for badge in self._counts:
            badge.setText("")

    def rewordCounts(self) -> None:
        """The badges that show a count, worded again (the language changed: they stay
        up until the next deal, or the end of the game)."""
        for seat, points in self._counted.items():
            self._counts[seat].setText(self._count_words(seat, points))

    def _show_count(self, seat: int, points: int) -> None:
        self._counted[seat] = points
        self._counts[seat].setText(self._count_words(seat, points))

    def _seat_values(self, seat: int) -> list[int]:
        return [v for item in self._count_items(seat) if (v := item.value()) is not None]

    def _count_items(self, seat: int) -> list[F35CardItem]:
        if self._picture is not None and self._picture.tray_seat == seat:
            return self.trayItems()
        return self.seatItems(seat)

    # -- internals ------------------------------------------------------------------------
    def _apply_texts(self, picture: TablePicture) -> None:
        self._caption.setText(picture.caption)
        self._tray_caption.setText(picture.tray_caption)
        for seat, plate in enumerate(self._plates):
            if seat >= len(picture.seats):
                continue
            show = picture.seats[seat]
            plate.setTexts(show.name, show.detail, "")
            plate.setActive(show.active)
            plate.setThinking(show.thinking, not self._motion.reduced)
            plate.setWinner(show.winner)
            plate.setMarks(passed=show.passed, leads=show.leads, passed_text=_passed_word())

    def _targets(self, picture: TablePicture) -> dict[Key, tuple[Place, bool, int | None]]:
        """Every card's place: where, face up or not, and its value (None when unseen)."""
        layout = self._layout
        target: dict[Key, tuple[Place, bool, int | None]] = {}
        for seat, show in enumerate(picture.seats):
            places = layout.seat_cards(self.slot(seat), len(show.hand))
            for n, (place, value) in enumerate(zip(places, show.hand, strict=True)):
                target[("s", seat, n)] = (place, value is not None, value)
        count = len(picture.melds)
        for index, meld in enumerate(picture.melds):
            depth = count - 1 - index
            places = layout.meld(len(meld.cards), depth)
            for place, (value, k) in zip(places, _copies(meld.cards), strict=True):
                target[("m", index, value, k)] = (place, True, value)
        bands = [_BANDS[band_of(v).value] for v in picture.tray]
        for place, (value, k) in zip(layout.hand(bands), _copies(picture.tray), strict=True):
            target[("t", value, k)] = (place, True, value)
        return target

    def _create(self, key: Key, value: int | None, face_up: bool) -> F35CardItem:
        item = F35CardItem(value, face_up=face_up, theme=self.cardTheme())
        item.setLiftDuration(0 if self._motion.instant or self._motion.reduced else 120)
        item.clicked.connect(self._on_card_clicked)
        item.activated.connect(self._on_card_clicked)
        self.addItem(item)
        self._items[key] = item
        return item

    def _origin(
        self,
        key: Key,
        place: Place,
        picture: TablePicture,
        leaving: dict[tuple[str, int], list[QPointF]],
    ) -> tuple[QPointF, bool]:
        """Where a new card comes from, and whether it starts face up."""
        here = QPointF(place.x, place.y)
        if picture.dealing:
            return QPointF(*self._layout.meld_center()), False
        if key[0] == "m":
            seat = picture.last_seat
            value = key[2]
            if seat is not None and seat == picture.tray_seat and leaving.get(("t", value)):
                return leaving[("t", value)].pop(0), True
            if seat is not None and leaving.get(("s", seat)):
                return leaving[("s", seat)].pop(0), False
            if seat is not None and seat < len(self._plates):
                return self._plates[seat].pos(), True
        return here, True

    def _place(
        self,
        item: F35CardItem,
        place: Place,
        face_up: bool,
        group: QParallelAnimationGroup | None,
        stagger: int = 0,
    ) -> None:
        pos = QPointF(place.x, place.y)
        if group is None:
            # Each setter only on a change: Qt asks the item about every change, even
            # to the value it has, and a table places every card on every move.
            if item.pos() != pos:
                item.setPos(pos)
            if item.scale() != place.scale:
                item.setScale(place.scale)
            if item.rotation() != place.rotation:
                item.setRotation(place.rotation)
            item.setFaceUp(face_up)  # a flip already there returns at once
            if item.opacity() != 1.0:
                item.setOpacity(1.0)
            return
        motion = self._motion
        ms = motion.ms(380)
        moves = QParallelAnimationGroup()
        if item.pos() != pos:
            moves.addAnimation(move_animation(item, pos, ms))
        if item.scale() != place.scale:
            moves.addAnimation(scale_animation(item, place.scale, ms))
        if item.rotation() != place.rotation:
            moves.addAnimation(rotate_animation(item, place.rotation, ms))
        if ms == 0:
            item.setPos(pos)
            item.setScale(place.scale)
            item.setRotation(place.rotation)
        if item.isFaceUp() != face_up:
            if motion.reduced:
                item.setFaceUp(face_up)
                item.setOpacity(0.0)
                moves.addAnimation(fade_animation(item, 1.0, motion.fade_ms(200)))
            else:
                moves.addAnimation(flip_animation(item, face_up, motion.ms(340)))
        if moves.animationCount() == 0:
            moves.deleteLater()
            return
        if stagger > 0:
            sequence = QSequentialAnimationGroup(group)
            sequence.addPause(stagger)
            sequence.addAnimation(moves)
            group.addAnimation(sequence)
        else:
            moves.setParent(group)
            group.addAnimation(moves)

    def _leave(
        self,
        item: F35CardItem,
        key: Key,
        picture: TablePicture,
        previous: TablePicture | None,
        group: QParallelAnimationGroup | None,
    ) -> None:
        """A card leaves: a swept trick to the next leader's plate; a played card is gone
        (its copy arrives on the melds from the same spot); anything else fades."""
        self._runner.leave(item)
        if group is None:
            return
        motion = self._motion
        if item.isSelectable():
            item.setSelectable(False)
        if key[0] in ("t", "s") and not picture.dealing and previous is not None:
            item.setOpacity(0.0)  # its copy flies on from here
            return
        item.setZValue(60)
        flight = QParallelAnimationGroup(group)
        if key[0] == "m" and picture.sweep_to is not None:
            plate = self._plates[picture.sweep_to]
            to = plate.pos() + QPointF(0, -PLATE_H / 4)
            flight.addAnimation(move_animation(item, to, motion.ms(520)))
            flight.addAnimation(scale_animation(item, 0.3, motion.ms(520)))
            fade = QSequentialAnimationGroup(flight)
            fade.addPause(motion.ms(360))
            fade.addAnimation(fade_animation(item, 0.0, motion.fade_ms(160)))
            flight.addAnimation(fade)
            glow = motion.fade_ms(900)
            flight.finished.connect(lambda: plate.pulse(glow))
        else:
            flight.addAnimation(move_animation(item, item.pos() + QPointF(0, -30), motion.ms(300)))
            flight.addAnimation(fade_animation(item, 0.0, motion.fade_ms(300)))
        group.addAnimation(flight)


def _passed_word() -> str:
    #: Five Three Five: the tag on a plate whose player passed in this trick.
    return QCoreApplication.translate("F35Table", "passed")
