"""``AspectScene``: a table scene laid out again for the shape of the window it fills.

Both games' tables keep a layout value (a frozen dataclass with ``players``,
``tray`` and ``for_aspect``) chosen for the view's width/height ratio. What they
share is here: which layout is current, laying out again when the ratio changes
the layout, and putting the cards in their new places only once cards in flight
have landed (dragging the window's edge must not fast-forward the game). What
each table moves on a new layout (plates, badges, captions, cards) is its own.

Where each seat sits is shared too: seats go round the table from the home seat,
drawn at the bottom. In hot seat the home seat follows the player at the screen
(``GameModel.homeSeat``), so whoever holds the screen sees their own seat above
their hand, in either game.
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, Self, TypeVar

from PySide6.QtCore import QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene


class AspectLayout(Protocol):
    """A table layout chosen for a width/height ratio (the games' layout values)."""

    width: float
    players: int
    tray: bool

    @classmethod
    def for_aspect(cls, aspect: float, players: int, tray: bool = True) -> Self: ...


L = TypeVar("L", bound=AspectLayout)


class AspectScene(QGraphicsScene, Generic[L]):
    """The layout for the view's ratio; a subclass places its items in ``_place_fixed``
    and its cards in ``_place_cards``, and calls ``_at_rest`` when its moves end."""

    layoutChanged = Signal()
    """The plates, captions and cards moved to a new layout (the window's shape changed)."""

    def __init__(self, layout: L, rect: QRectF, parent=None) -> None:
        super().__init__(rect, parent)
        self._layout: L = layout
        self._aspect = layout.width / rect.height()
        self._relayout_pending = False
        self._picture: Any = None
        self._home = 0

    # -- where the seats sit --------------------------------------------------------------
    def home(self) -> int:
        """The seat drawn at the bottom of the table."""
        return self._home

    def slot(self, seat: int) -> int:
        """Where ``seat`` sits: 0 at the bottom, then round the table."""
        return (seat - self._home) % self._layout.players

    def setHome(self, home: int) -> None:  # noqa: N802 - Qt naming
        """Turn the table so ``home`` sits at the bottom, at once (it turns while a
        hand-over screen hides it, never as a move to watch); cards in flight land
        first, as on a new layout."""
        if home != self._home:
            self._home = home
            self._apply_layout()

    # -- the table's shape ----------------------------------------------------------------
    def tableLayout(self) -> L:
        return self._layout

    def setAspect(self, aspect: float) -> None:
        """The view's width/height ratio: the table is laid out again to fill it."""
        self._aspect = aspect
        self._lay_out(self._layout.players, self._layout.tray, only_if_changed=True)

    def _lay_out(self, players: int, tray: bool, *, only_if_changed: bool = False) -> None:
        """The layout for ``players`` seats (``tray``: room for a hand below the table)
        at the current ratio, applied at once."""
        layout = type(self._layout).for_aspect(self._aspect, players, tray)
        if only_if_changed and layout == self._layout:
            return
        self._layout = layout
        self._apply_layout()

    def _apply_layout(self) -> None:
        """Everything to its place in the current layout, at once (a resize is no event
        to animate); cards in flight finish their move first and are placed after."""
        self.setSceneRect(self._scene_rect())
        self._place_fixed()
        if self._picture is not None:
            if self.isAnimating():
                self._relayout_pending = True
            else:
                self._place_all()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.layoutChanged.emit()

    def _place_all(self) -> None:
        """Every card of the current picture to its place in the current layout."""
        self._relayout_pending = False
        if self._picture is not None:
            self._place_cards()

    def _at_rest(self) -> None:
        """The table's moves have ended: a layout that came meanwhile reaches the cards."""
        if self._relayout_pending:
            self._place_all()

    # -- each table's own -----------------------------------------------------------------
    def _scene_rect(self) -> QRectF:
        """The current layout's scene rectangle."""
        raise NotImplementedError

    def _place_fixed(self) -> None:
        """What is not a card (plates, badges, captions) to its place in the layout."""
        raise NotImplementedError

    def _place_cards(self) -> None:
        """Every card of ``self._picture`` (not None) to its place, at once."""
        raise NotImplementedError

    def isAnimating(self) -> bool:  # noqa: N802 - Qt naming
        raise NotImplementedError
