"""The statistics hook says "nothing of my own" one way: a game's statistics build on
``PlainStatistics`` and give only what is theirs, a part without the hook gets the plain
one whole, and a caption is always words (it was ``None`` for "the window's own", and the
window had a second copy of the plain words for a part without the hook)."""

from __future__ import annotations

import inspect

import pytest

from score5_desktop.ui.stats_part import PlainStatistics, ShowsStatistics, statistics_of
from score5_desktop.ui.windows import stats_window
from score5_desktop.ui.windows.game_parts import playable_games, qt_part


@pytest.mark.parametrize("game", playable_games())
def test_each_game_builds_on_the_plain_statistics(game):
    part = qt_part(game)
    assert isinstance(part, PlainStatistics) and isinstance(part, ShowsStatistics)
    assert statistics_of(part) is part
    caption = part.stats_average_caption()
    assert isinstance(caption, str) and caption
    assert isinstance(part.stats_tiles({}), tuple)


def test_a_part_without_the_hook_gets_the_plain_words():
    plain = statistics_of(object())
    assert isinstance(plain, PlainStatistics)
    assert plain.stats_average_caption() == "Your average score"
    assert plain.stats_tiles({}) == () and plain.stats_chart(()) is None
    assert plain.stats_empty_text().startswith("No statistics yet.")


def test_the_window_words_nothing_a_hook_words():
    """No second copy of the plain words, and no "if the part has a hook" in the window."""
    source = inspect.getsource(stats_window)
    assert "Your average score" not in source
    assert "appear here" not in source
    assert "part is not None" not in source
