"""A hint's set is shown with every card of it: "it keeps your set 12 12 together", where
it read "your set 12" (the reason holds the value once, and the set's size)."""

from __future__ import annotations

from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.qt import words


def test_a_kept_or_split_set_is_named_by_all_its_cards(qtbot) -> None:
    names = ["Anna", "Bot 1"]
    kept = Reason(ReasonKind.KEEPS_SET, values=(12,), count=2)
    assert words.reason_text(kept, names) == "it keeps your set 12 12 together"
    split = Reason(ReasonKind.PASS_KEEPS_SET, values=(1,), count=3)
    assert words.reason_text(split, names) == "playing would split your set 1 1 1"
    run = Reason(ReasonKind.KEEPS_RUN, values=(3, 4, 5))
    assert words.reason_text(run, names) == "it keeps your run 3 4 5 together"
