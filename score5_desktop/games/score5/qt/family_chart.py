"""SCORE 5's key for the shared score chart (``ui.charts.score_chart``): a score split
by family, each segment in its family's colour with the symbol of its cards (leaf,
heart, sun, crown, drop) and its name, for the end of a game and the statistics."""

from __future__ import annotations

from functools import partial

from PySide6.QtGui import QColor, QPalette

from score5_desktop.games.score5.qt.card_art import FAMILIES, CardTheme, symbol_path
from score5_desktop.games.score5.qt.words.family_text import family_text
from score5_desktop.ui.charts.score_chart import ChartSegment


def family_key(palette: QPalette) -> tuple[ChartSegment, ...]:
    """The five families, in ``FAMILIES`` order, coloured for ``palette``."""
    theme = CardTheme.for_palette(palette)
    return tuple(
        ChartSegment(family_text(f), QColor(theme.family_color(f)), partial(symbol_path, f))
        for f in FAMILIES
    )
