"""SCORE 5's won bid, while it is shared out, lies mid-table at the pile's size: the
players choose from it. It used to stay in the winner's small overlapping fan, where a
card to pick showed little more than its corner."""

from __future__ import annotations

from score5_desktop.games.score5.qt.table.table_controller import table_picture, tray_seat
from score5_desktop.games.score5.qt.table.table_layout import card_width
from score5_desktop.games.score5.qt.table.table_scene import PICKABLE_LIFT
from tests.ui.app_fixtures import answer, click_item, make_window, setup_of, wait_for_human

FOUR = (
    ("Ann", "human", None),
    ("Bob", "bot", "easy"),
    ("Cy", "bot", "easy"),
    ("Dee", "bot", "easy"),
)


def test_the_picture_lays_the_bid_being_shared_out_mid_table(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    shared: list[tuple[list[int], int | None, list[int | None], str]] = []

    def check(_event, published) -> None:
        picture = table_picture(published, tray_seat(published))
        if published.pool:
            winner = published.winner
            shared.append(
                (picture.pool, picture.pool_seat, picture.stacks[winner], picture.badges[winner])
            )
        else:
            assert picture.pool == [] and picture.pool_seat is None

    window.model.eventPublished.connect(check)
    window.startGame("score5", setup_of(*FOUR), seed=5)
    while wait_for_human(window, qtbot) and len(shared) < 3:
        answer(window, bid_nothing=True)
    assert shared
    for pool, seat, stack, badge in shared:
        assert pool and seat is not None
        assert stack == [] and badge == "to share out"


def test_a_human_picks_from_a_row_of_readable_cards_where_the_auction_card_stood(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.model.setAutosave(None)
    window.startGame("score5", setup_of(*FOUR), seed=5)
    bar, scene = window.actions_bar, window.scene
    while wait_for_human(window, qtbot):
        if bar._phase == "pick" and len(scene.interactiveItems()) >= 2:
            break
        answer(window, bid_nothing=True)
    else:
        raise AssertionError("the human never had a choice of cards to pick")
    qtbot.waitUntil(lambda: not scene.isAnimating(), timeout=5000)
    layout = scene.tableLayout()
    row = scene.interactiveItems()
    assert len(row) <= 4  # this deal's choices fit side by side
    for item in row:
        assert item.scale() == layout.pool_scale(len(row)) > layout.bid_scale()
    # Side by side: each card's face clear of the next (the items' bounds add a shadow).
    face = card_width(layout.pool_scale(len(row)))
    xs = [item.pos().x() for item in row]
    assert all(b - a >= face for a, b in zip(xs, xs[1:], strict=False)), xs
    # The row begins where the auction card stood, level with it (a pickable card rises).
    auction_left = layout.auction_pos().x() - card_width(layout.auction_scale()) / 2
    assert abs(xs[0] - face / 2 - auction_left) < 1
    assert abs(row[0].pos().y() - layout.auction_pos().y()) <= PICKABLE_LIFT
    # A click on a card of the row takes it.
    taken = row[-1].card().index
    picks: list[int] = []
    scene.pickRequested.connect(picks.append)
    click_item(window.view, row[-1])
    assert picks == [taken]
