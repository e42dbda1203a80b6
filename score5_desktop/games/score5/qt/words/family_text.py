"""SCORE 5's family names standing alone: a chart legend, a column header, a menu item.

A family or a card named inside a sentence is in ``card_words``.
"""

from __future__ import annotations

from score5_desktop.model.text import translate


def family_text(family: str) -> str:
    """A family's colour standing alone, e.g. a legend or a column header.

    ``family`` is the colour's id ("green", a SCORE 5 ``Family`` is one). The words
    keep the "Family" context they had in the shell, so their translations stay."""
    labels = {
        #: A family's colour standing alone (chart legend, column header, menu item).
        "green": translate("Family", "green", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "red": translate("Family", "red", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "yellow": translate("Family", "yellow", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "purple": translate("Family", "purple", "colour alone"),
        #: A family's colour standing alone (chart legend, column header, menu item).
        "blue": translate("Family", "blue", "colour alone"),
        #: The wild card's word standing alone (it scores in any family).
        "wild": translate("Family", "wild", "colour alone"),
    }
    return labels[str(family)]
