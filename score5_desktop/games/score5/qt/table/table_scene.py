"""The table scene: seats, pile, auction card, bids and the decider's hand.

The scene does not know the rules. It is given a ``Picture`` (what should lie
where, built from SCORE 5's table picture) and moves its card items there: cards
that stay are slid to their new places, new ones arrive from where they came
from (the pile, a face-down stack that is being revealed, a player's hand), and
cards that leave fly to the seat that now holds them. One generic diff covers
every event (deal, reveal, win, picks, returns, the final line-up), and the
returned animation group tells the controller when the table is at rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient

from score5_desktop.games.score5.qt.card_art import card_theme
from score5_desktop.games.score5.qt.card_item import Score5CardItem
from score5_desktop.games.score5.qt.table.pile_item import PileItem
from score5_desktop.games.score5.qt.table.table_layout import TRAY_SCALE, TableLayout
from score5_desktop.games.score5.qt.words.card_words import card_tooltip_text
from score5_desktop.games.score5.rules.cards import Card, Deck
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion
from score5_desktop.ui.common.plain import set_tooltip
from score5_desktop.ui.table.animation_runner import AnimationRunner
from score5_desktop.ui.table.aspect_scene import AspectScene
from score5_desktop.ui.table.badge_item import BadgeItem
from score5_desktop.ui.table.card_item import (
    SELECTED_LIFT,
    fade_animation,
    flip_animation,
    move_animation,
    scale_animation,
)
from score5_desktop.ui.table.seat_plate import PLATE_HEIGHT, SeatPlate

PICKABLE_LIFT = 8.0
Key = tuple  # ("c", card index) for a known card, ("b", seat, n) for a face-down bid card


@dataclass
class Picture:
    """What the table shows at rest; ``stacks`` hold card indexes or None (face down)."""

    auction: int | None = None
    stacks: list[list[int | None]] = field(default_factory=list)
    badges: list[str] = field(default_factory=list)
    tray: list[int] = field(default_factory=list)
    tray_raised: int = 0
    owners: dict[int, int] = field(default_factory=dict)  # card index -> seat holding it
    pool: list[int] = field(default_factory=list)  # a won bid being shared out, mid-table
    pool_seat: int | None = None  # whose bid it is (its cards count as that seat's stack)
    reveal_from_pile: bool = False  # a new auction card is turned up from the pile


class TableScene(AspectScene[TableLayout]):
    pickRequested = Signal(int)
    """A card of the winner's bid was clicked or activated while picking."""
    bidSelectionChanged = Signal(object)
    """The mask of hand cards chosen for the bid."""

    def __init__(self, appearance: Appearance, parent=None) -> None:
        layout = TableLayout()
        super().__init__(layout, layout.scene_rect(), parent)
        self._appearance = appearance
        self._motion = Motion()
        self._deck: Deck | None = None
        self._items: dict[Key, Score5CardItem] = {}
        self._tray_keys: set[Key] = set()
        self._seat_of: dict[Key, int | None] = {}
        self._auction_key: Key | None = None
        self._plates: list[SeatPlate] = []
        self._badges: list[BadgeItem] = []
        self._pile = PileItem()
        self.addItem(self._pile)
        self._tray_label = BadgeItem(17, pill=False)
        self.addItem(self._tray_label)
        self._picture: Picture | None = None
        self._runner = AnimationRunner(self, self._at_rest)
        self._bid_mode = False
        self._raised = 0  # the submitted bid shown raised in the tray (``setRaised``)
        self._pick_cards: set[int] = set()
        appearance.changed.connect(self.applyAppearance)
        self.applyAppearance()

    # -- set-up -----------------------------------------------------------------------
    def setMotion(self, motion: Motion) -> None:
        self._motion = motion
        for item in self._items.values():
            item.setLiftDuration(0 if motion.instant or motion.reduced else 120)

    def motion(self) -> Motion:
        return self._motion

    def setup(self, deck: Deck, players: int, home: int, *, tray: bool = True) -> None:
        """A new table for ``players`` seats, ``home`` at the bottom; no cards yet.
        ``tray``: keep room for a hand below the table (False when only bots play)."""
        self.finishAnimations()
        for item in list(self._items.values()):
            self._runner.drop(item)
        self._items.clear()
        self._tray_keys.clear()
        self._seat_of.clear()
        self._auction_key = None
        for item in (*self._plates, *self._badges):
            self.removeItem(item)
        self._deck, self._home = deck, home
        self._picture = None
        self._plates = []
        self._badges = []
        for seat in range(players):
            plate = SeatPlate(seat)
            self.addItem(plate)
            self._plates.append(plate)
            badge = BadgeItem(14)
            self.addItem(badge)
            self._badges.append(badge)
        self._lay_out(players, tray)
        self._bid_mode = False
        self._raised = 0  # the submitted bid shown raised in the tray (``setRaised``)
        self._pick_cards = set()
        self.applyAppearance()

    # -- the table's shape (``AspectScene``) ---------------------------------------------
    def _scene_rect(self) -> QRectF:
        return self._layout.scene_rect()

    def _place_fixed(self) -> None:
        """Plates, badges, pile and the tray's caption to their places in the layout."""
        layout = self._layout
        self._pile.setPos(layout.pile_pos())
        self._pile.setScale(layout.pile_scale())
        self._tray_label.setPos(layout.tray_label_pos())
        for seat, plate in enumerate(self._plates):
            plate.setPos(layout.seat_pos(self.slot(seat)))
            self._badges[seat].setPos(layout.badge_pos(self.slot(seat)))
        if self._picture is not None and self._deck is not None:
            self._place_badges(self._picture)

    def _place_cards(self) -> None:
        assert self._picture is not None
        for key, (pos, scale, *_rest) in self._targets(self._picture).items():
            item = self._items.get(key)
            if item is not None:
                item.setPos(pos)
                item.setScale(scale)

    def plates(self) -> list[SeatPlate]:
        return list(self._plates)

    def plate(self, seat: int) -> SeatPlate:
        return self._plates[seat]

    def pile(self) -> PileItem:
        return self._pile

    def badge(self, seat: int) -> BadgeItem:
        return self._badges[seat]

    def setTrayLabel(self, text: str) -> None:
        self._tray_label.setText(text)

    def trayLabel(self) -> str:
        return self._tray_label.text()

    def applyAppearance(self) -> None:
        colors = self._appearance.table()
        theme = card_theme()
        self.setBackgroundBrush(QColor(colors.felt_edge))
        self._pile.setColors(colors, theme)
        for plate in self._plates:
            plate.setColors(colors)
        for badge in self._badges:
            badge.setColors(colors.text, QColor(0, 0, 0, 110))
        self._tray_label.setColors(colors.text, QColor(0, 0, 0, 0))
        for item in self._items.values():
            item.setTheme(theme)
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        """The room around the table, the wooden rim and the felt."""
        colors = self._appearance.table()
        painter.fillRect(rect, QColor(colors.felt_edge))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = self._layout.felt()
        radius = felt.height() / 2
        painter.setPen(QPen(QColor(colors.rim), 14))
        painter.setBrush(QColor(colors.felt))
        painter.drawRoundedRect(felt, radius, radius)
        # A soft light over the middle of the felt, where the auction is played: the eye
        # rests there, and the seats round the edge stay calm.
        light = QRadialGradient(self._layout.center(), radius * 1.1)
        light.setColorAt(0.0, QColor(255, 255, 255, 34))
        light.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        painter.drawRoundedRect(felt, radius, radius)

    # -- looking at the cards -----------------------------------------------------------
    def cardItems(self) -> list[Score5CardItem]:
        return list(self._items.values())

    def trayItems(self) -> list[Score5CardItem]:
        items = [self._items[k] for k in self._tray_keys if k in self._items]
        return sorted(items, key=lambda i: i.pos().x())

    def stackItems(self, seat: int) -> list[Score5CardItem]:
        items = [
            item
            for key, item in self._items.items()
            if key not in self._tray_keys and self._owner_seat(key) == seat
        ]
        return sorted(items, key=lambda i: i.pos().x())

    def auctionItem(self) -> Score5CardItem | None:
        return self._items.get(self._auction_key) if self._auction_key else None

    def _owner_seat(self, key: Key) -> int | None:
        return self._seat_of.get(key)

    # -- interaction --------------------------------------------------------------------
    def setBidMode(self, enabled: bool, preselect: int = 0) -> None:
        """Let the tray cards be chosen for a bid (``preselect``: the bid to adjust)."""
        self._bid_mode = enabled
        for item in self.trayItems():
            card = item.card()
            item.setSelectable(enabled)
            if enabled:
                item.setSelected(bool(card is not None and preselect >> card.index & 1))
        if enabled:
            self.bidSelectionChanged.emit(self.selectedMask())
        else:
            # Clearing the selection lowers the cards it held, with an animation that
            # would also lower a bid just submitted: it stays raised.
            self.setRaised(self._raised)

    def hideTray(self) -> None:
        """Turn the hand in the tray face down and flat now, even mid-animation: a hot-seat
        hand must not stay readable while the table finishes moving (issue 23)."""
        self._raised = 0
        for item in self.trayItems():
            if item.isSelectable():
                item.setSelectable(False)
            item.setFaceUp(False)
            item.holdLift(0.0)

    def setRaised(self, mask: int) -> None:
        """Show a submitted bid as raised tray cards (not interactive)."""
        self._raised = mask
        for item in self.trayItems():
            card = item.card()
            if item.isSelectable():
                continue
            item.holdLift(SELECTED_LIFT if card is not None and mask >> card.index & 1 else 0.0)

    def setPickMode(self, cards: set[int]) -> None:
        """Let the picker click one of these cards (empty set: no picking); they rise a
        little so the player sees which ones can be taken."""
        self._pick_cards = set(cards)
        for key, item in self._items.items():
            if key[0] == "c" and key not in self._tray_keys:
                item.setLift(PICKABLE_LIFT if key[1] in self._pick_cards else 0.0)

    def isBidding(self) -> bool:
        return self._bid_mode

    def selectedMask(self) -> int:
        mask = 0
        for item in self.trayItems():
            card = item.card()
            if item.isSelected() and card is not None:
                mask |= 1 << card.index
        return mask

    def setSelectedMask(self, mask: int) -> None:
        for item in self.trayItems():
            card = item.card()
            if item.isSelectable() and card is not None:
                item.setSelected(bool(mask >> card.index & 1))
        self.bidSelectionChanged.emit(self.selectedMask())

    def interactiveItems(self) -> list[Score5CardItem]:
        """Cards the keyboard moves between now: the hand while bidding, the bid while picking."""
        if self._bid_mode:
            return self.trayItems()
        if self._pick_cards:
            items = [
                self._items[("c", i)]
                for i in self._pick_cards
                if ("c", i) in self._items and ("c", i) not in self._tray_keys
            ]
            return sorted(items, key=lambda i: i.pos().x())
        return []

    def _on_card_clicked(self, item: Score5CardItem) -> None:
        card = item.card()
        if card is None:
            return
        key = ("c", card.index)
        if self._bid_mode and key in self._tray_keys:
            self.bidSelectionChanged.emit(self.selectedMask())
        elif card.index in self._pick_cards and key not in self._tray_keys:
            self.pickRequested.emit(card.index)

    # -- moving to a new picture ----------------------------------------------------------
    def finishAnimations(self) -> None:
        """Jump the running animation to its end (e.g. before a new game is laid out)."""
        self._runner.finish()

    def isReady(self, players: int) -> bool:
        """Laid out for a game of ``players`` seats."""
        return self._deck is not None and len(self._plates) == players

    def isAnimating(self) -> bool:
        return self._runner.isAnimating()

    def runningAnimation(self) -> QAbstractAnimation | None:
        return self._runner.running()

    def sync(self, picture: Picture, hold_ms: int = 0) -> QAbstractAnimation | None:
        """Move to ``picture``; returns the running animation, or None if already there."""
        assert self._deck is not None
        self.finishAnimations()
        motion = self._motion
        animate = not motion.instant
        group = QParallelAnimationGroup(self)
        self._picture = picture
        target = self._targets(picture)
        self._auction_key = ("c", picture.auction) if picture.auction is not None else None
        revealing = {
            seat
            for seat, stack in enumerate(picture.stacks)
            if any(c is not None for c in stack)
            and any(k[0] == "b" and k[1] == seat and k not in target for k in self._items)
        }
        back_spots: dict[int, list[QPointF]] = {}
        for key in [k for k in self._items if k not in target]:
            item = self._items.pop(key)
            if key in self._tray_keys:
                # A hand leaves the tray when it is hidden: its cards turn face down at
                # once, never flying face up to their seat (hot seat, R11).
                self._tray_keys.discard(key)
                item.setFaceUp(False)
            self._seat_of.pop(key, None)
            if key[0] == "b" and key[1] in revealing:
                back_spots.setdefault(key[1], []).append(item.pos())
                self._runner.drop(item)
                continue
            self._leave(item, key, picture, group if animate else None)
        for z, (key, (pos, scale, face_up, seat, in_tray)) in enumerate(target.items()):
            item = self._items.get(key)
            if item is None:
                item = self._create(key, face_up)
                start, start_scale, start_face = self._origin(
                    key, pos, scale, seat, in_tray, picture, back_spots
                )
                item.setPos(start)
                item.setScale(start_scale)
                item.setFlip(1.0 if start_face else 0.0)
                if in_tray and animate:
                    item.setOpacity(0.0)
                    group.addAnimation(fade_animation(item, 1.0, motion.fade_ms(220)))
            self._seat_of[key] = seat
            item.setZValue((40 if in_tray else 10) + z * 0.01)
            if in_tray:
                self._tray_keys.add(key)
            else:
                self._tray_keys.discard(key)
                if item.isSelectable():
                    item.setSelectable(False)
                item.setLift(0.0)
            card = item.card()
            tip = card_tooltip_text(card) if face_up and isinstance(card, Card) else ""
            set_tooltip(item, tip)
            self._place(item, pos, scale, face_up, group if animate else None)
        self.setRaised(picture.tray_raised)
        self._place_badges(picture)
        return self._runner.settle(group, animate, hold_ms)

    def deal(self, hand_sizes: tuple[int, ...]) -> QAbstractAnimation | None:
        """The opening deal: face-down cards fly from the pile to every seat."""
        if self._motion.instant or self._motion.reduced:
            return None
        sequence = QSequentialAnimationGroup(self)
        motion = self._motion
        for round_ in range(max(hand_sizes, default=0)):
            wave = QParallelAnimationGroup(sequence)
            for seat, size in enumerate(hand_sizes):
                if round_ >= size:
                    continue
                card = self._create(("deal", seat, round_), False)
                card.setPos(self._pile.topPosition())
                card.setScale(self._layout.bid_scale())
                card.setZValue(60)
                self._runner.leave(card)
                flight = QSequentialAnimationGroup(wave)
                flight.addPause(seat * motion.ms(45))
                inner = QParallelAnimationGroup(flight)
                inner.addAnimation(move_animation(card, self._plates[seat].pos(), motion.ms(260)))
                inner.addAnimation(scale_animation(card, 0.35, motion.ms(260)))
                flight.addAnimation(inner)
                flight.addAnimation(fade_animation(card, 0.0, motion.fade_ms(90)))
                wave.addAnimation(flight)
            sequence.addAnimation(wave)
        return self._runner.run(sequence)

    def _place_badges(self, picture: Picture) -> None:
        for seat, badge in enumerate(self._badges):
            badge.setText(picture.badges[seat] if seat < len(picture.badges) else "")
            badge.setPos(self._layout.badge_pos(self.slot(seat)))

    # -- the diff ------------------------------------------------------------------------
    def _targets(
        self, picture: Picture
    ) -> dict[Key, tuple[QPointF, float, bool, int | None, bool]]:
        """Every card's place in ``picture``: position, scale, face up, seat, in the tray."""
        layout = self._layout
        bid_scale = layout.bid_scale()
        target: dict[Key, tuple[QPointF, float, bool, int | None, bool]] = {}
        if picture.auction is not None:
            auction = (layout.auction_pos(), layout.auction_scale(), True, None, False)
            target[("c", picture.auction)] = auction
        for seat, stack in enumerate(picture.stacks):
            spots = layout.fan(layout.bid_pos(self.slot(seat)), len(stack))
            backs = 0
            for spot, card in zip(spots, stack, strict=True):
                if card is None:
                    target[("b", seat, backs)] = (spot, bid_scale, False, seat, False)
                    backs += 1
                else:
                    target[("c", card)] = (spot, bid_scale, True, seat, False)
        pool_scale = layout.pool_scale(len(picture.pool))
        for spot, card in zip(layout.pool_row(len(picture.pool)), picture.pool, strict=True):
            target[("c", card)] = (spot, pool_scale, True, picture.pool_seat, False)
        tray = layout.tray_positions(len(picture.tray))
        for spot, card in zip(tray, picture.tray, strict=True):
            target[("c", card)] = (spot, TRAY_SCALE, True, None, True)
        return target

    def _create(self, key: Key, face_up: bool) -> Score5CardItem:
        assert self._deck is not None
        card: Card | None = self._deck.cards[key[1]] if key[0] == "c" else None
        item = Score5CardItem(card, face_up=face_up, theme=card_theme())
        item.setLiftDuration(0 if self._motion.instant or self._motion.reduced else 120)
        item.clicked.connect(self._on_card_clicked)
        item.activated.connect(self._on_card_clicked)
        self.addItem(item)
        if key[0] in ("c", "b"):
            self._items[key] = item
        return item

    def _origin(
        self,
        key: Key,
        pos: QPointF,
        scale: float,
        seat: int | None,
        in_tray: bool,
        picture: Picture,
        back_spots: dict[int, list[QPointF]],
    ) -> tuple[QPointF, float, bool]:
        """Where a new card comes from, at what scale, and whether it starts face up."""
        if key[0] == "b":
            return self._plates[key[1]].pos(), 0.3, False
        if in_tray:
            return pos, scale, True
        if picture.reveal_from_pile and key[1] == picture.auction:
            return self._pile.topPosition(), self._layout.pile_scale(), False
        if seat is not None and back_spots.get(seat):
            return back_spots[seat].pop(0), scale, False
        if seat is not None:
            return self._plates[seat].pos(), 0.3, True
        return pos, scale, True

    def _place(
        self,
        item: Score5CardItem,
        pos: QPointF,
        scale: float,
        face_up: bool,
        group: QParallelAnimationGroup | None,
    ) -> None:
        if group is None:
            item.setPos(pos)
            item.setScale(scale)
            item.setFaceUp(face_up)
            item.setOpacity(1.0)
            return
        motion = self._motion
        if item.pos() != pos:
            group.addAnimation(move_animation(item, pos, motion.ms(420)))
            if motion.ms(420) == 0:
                item.setPos(pos)
        if item.scale() != scale:
            group.addAnimation(scale_animation(item, scale, motion.ms(420)))
            if motion.ms(420) == 0:
                item.setScale(scale)
        if item.isFaceUp() and not face_up:
            item.setFaceUp(False)  # hiding is never animated: a secret is gone at once
        elif item.isFaceUp() != face_up:
            if motion.reduced:
                item.setFaceUp(face_up)
                item.setOpacity(0.0)
                group.addAnimation(fade_animation(item, 1.0, motion.fade_ms(200)))
            else:
                flip = QSequentialAnimationGroup(group)
                flip.addPause(motion.ms(150))
                flip.addAnimation(flip_animation(item, face_up, motion.ms(380)))
                group.addAnimation(flip)

    def _leave(
        self,
        item: Score5CardItem,
        key: Key,
        picture: Picture,
        group: QParallelAnimationGroup | None,
    ) -> None:
        """A card leaves the table: to the plate of the seat now holding it, or out of play."""
        self._runner.leave(item)
        if group is None:
            return
        motion = self._motion
        item.setZValue(60)
        if item.isSelectable():
            item.setSelectable(False)
        owner = picture.owners.get(key[1]) if key[0] == "c" else key[1]
        flight = QParallelAnimationGroup(group)
        if owner is not None:
            plate = self._plates[owner]
            target = plate.pos() + QPointF(0, -PLATE_HEIGHT / 4)
            # The seat glows as the card lands, so the eye sees who got it; the glow
            # runs on its own and does not hold up the game.
            glow_ms = motion.fade_ms(900)
            flight.finished.connect(lambda: plate.pulse(glow_ms))
            flight.addAnimation(move_animation(item, target, motion.ms(480)))
            flight.addAnimation(scale_animation(item, 0.3, motion.ms(480)))
            fade = QSequentialAnimationGroup(flight)
            fade.addPause(motion.ms(330))
            fade.addAnimation(fade_animation(item, 0.0, motion.fade_ms(150)))
            flight.addAnimation(fade)
        else:
            flight.addAnimation(move_animation(item, item.pos() + QPointF(0, -40), motion.ms(450)))
            flight.addAnimation(fade_animation(item, 0.0, motion.fade_ms(450)))
        group.addAnimation(flight)
