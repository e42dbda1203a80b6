"""The hint's word on itself, shared by every game's hint.

A hint is the strongest level's one short search, at the budget that answers in about
a second; **Review my game** searches again with its own budget and plays both choices
out on many sampled worlds, so the review sometimes marks a hinted choice as costly
(``score5 coach-check`` measures how often). The hint says so plainly, in a sentence of
its own after its reason: in the hint's tooltip, since the line under the buttons keeps
its two lines for the advice.
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
