"""The hint's word on itself, shared by every game's hint.

Where a game hints with the strongest level's one short search (``quick_look_note``),
**Review my game** searches again with its own budget and plays both choices out on
many sampled worlds, so the review sometimes marks a hinted choice as costly (``score5
coach-check`` measures how often). Where the hint is the review's own search
(``core.protocol.HintsAsReviewed``: ``same_look_note``), the review's expert choice is
the hint, so a followed hint is never marked costly. The hint says which, in a sentence
of its own after its reason: in the hint's tooltip, since the line under the buttons
keeps its two lines for the advice.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def quick_look_note() -> str:
    """The sentence every hint ends with."""
    #: After every hint (in its tooltip), a sentence of its own, in both games. "Review my
    #: game" is the button at the end of a game: write your translation of "&Review my
    #: game" without the "&".
    return QCoreApplication.translate(
        "HintNote",
        "A hint is a quick look. Review my game weighs each decision more carefully "
        "and may judge this one differently.",
    )


def same_look_note() -> str:
    """The sentence every hint ends with where it is the review's own search."""
    #: After every hint (in its tooltip) where the hint and "Review my game" are one
    #: judgement. "Review my game" is the button at the end of a game: write your
    #: translation of "&Review my game" without the "&".
    return QCoreApplication.translate(
        "HintNote",
        "A hint is the look Review my game takes at each of your decisions: a choice you "
        "make by it is not marked there as costly.",
    )
