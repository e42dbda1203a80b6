"""How much room a player's name takes in a table's row header.

A name may be 40 characters long, typed by anyone at an online table. Given its
whole width, a name of wide letters made a game's side panels, and the docks with
them, wider than the table could give: the controls under the table were cut and
the window was wider than a laptop's screen; in an end window's score table it
left the other columns a letter each. A longer name is cut with an ellipsis.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTableView

#: The most room a name takes, in average characters of its bold font.
NAME_CHARS = 16


def name_room(view: QTableView) -> int:
    """The widest a row header of ``view`` (a player's name, perhaps bold) may be."""
    bold = QFont(view.font())
    bold.setBold(True)
    return QFontMetrics(bold).averageCharWidth() * NAME_CHARS + 12


def cap_row_names(view: QTableView) -> None:
    """Names wider than ``name_room`` are cut with an ellipsis in ``view``'s row header
    (measured in the view's font of the moment: call again when it changes)."""
    header = view.verticalHeader()
    header.setMaximumWidth(name_room(view))
    header.setTextElideMode(Qt.TextElideMode.ElideRight)
