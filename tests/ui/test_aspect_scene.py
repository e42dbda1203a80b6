"""Both games' tables keep their shape through the one ``ui.table.AspectScene``: a new
window ratio lays the table out again only when it changes the layout, and cards in
flight land before they move to the new places."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from score5_desktop.games.five_three_five.qt.scene import F35Scene
from score5_desktop.games.score5.qt.table.table_scene import TableScene
from score5_desktop.ui.table.aspect_scene import AspectScene


@dataclass(frozen=True)
class Shape:
    width: float = 1000.0
    players: int = 3
    tray: bool = True

    @classmethod
    def for_aspect(cls, aspect: float, players: int, tray: bool = True) -> Shape:
        return cls(1000.0 if aspect < 1.5 else 1500.0, players, tray)


class Table(AspectScene[Shape]):
    def __init__(self) -> None:
        super().__init__(Shape(), QRectF(0, 0, 1000, 800))
        self.animating = False
        self.calls: list[str] = []

    def _scene_rect(self) -> QRectF:
        return QRectF(0, 0, self._layout.width, 800)

    def _place_fixed(self) -> None:
        self.calls.append("fixed")

    def _place_cards(self) -> None:
        self.calls.append("cards")

    def isAnimating(self) -> bool:  # noqa: N802
        return self.animating


def test_both_games_tables_share_the_aspect_handling() -> None:
    for scene in (TableScene, F35Scene):
        assert issubclass(scene, AspectScene)
        assert not {"setAspect", "tableLayout", "_apply_layout", "_at_rest"} & set(vars(scene))


def test_a_ratio_that_keeps_the_layout_moves_nothing(qtbot) -> None:
    table = Table()
    table._picture = object()
    table.setAspect(1.2)
    assert table.calls == []
    table.setAspect(1.8)
    assert table.calls == ["fixed", "cards"]
    assert table.sceneRect().width() == 1500.0


def test_cards_in_flight_land_before_they_move_to_the_new_layout(qtbot) -> None:
    table = Table()
    table._picture = object()
    table.animating = True
    with qtbot.waitSignal(table.layoutChanged):
        table.setAspect(1.8)
    assert table.calls == ["fixed"]
    table.animating = False
    table._at_rest()
    assert table.calls == ["fixed", "cards"]
    table._at_rest()  # once only
    assert table.calls == ["fixed", "cards"]
