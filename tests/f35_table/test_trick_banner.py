"""A trick's end flashes a banner on the felt: why it ended and who leads next, spoken to
the one human against bots; it goes away on its own and never holds the game up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSequentialAnimationGroup

from score5_desktop.games.five_three_five.qt.pictures import Seating
from score5_desktop.games.five_three_five.qt.scene import F35Scene
from score5_desktop.games.five_three_five.qt.table_driver import F35TableDriver
from score5_desktop.games.five_three_five.qt.trick_banner import FADE_MS, SHOW_MS
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules import table_picture as tp
from score5_desktop.games.five_three_five.rules.state import new_game
from score5_desktop.ui.common.appearance import Appearance
from score5_desktop.ui.common.motion import Motion

NAMES = ("Ann", "Bob", "Cy")
BANNERS = {
    ev.TrickEnd.RULE_OF_8: (
        "Rule of 8: the trick ends, and Bob leads the next one.",
        "Rule of 8: the trick ends, and you lead the next one.",
    ),
    ev.TrickEnd.ALL_COPIES: (
        "Every copy is in the central meld: Bob leads the next trick.",
        "Every copy is in the central meld: you lead the next trick.",
    ),
    ev.TrickEnd.RUN_OF_FIVE: (
        "A run of five ends the trick: Bob leads the next one.",
        "A run of five ends the trick: you lead the next one.",
    ),
    ev.TrickEnd.ALL_PASSED: (
        "Everyone else passed: Bob leads the next trick.",
        "Everyone else passed: you lead the next trick.",
    ),
}


def _driver(qtbot, speed: str) -> F35TableDriver:
    scene = F35Scene(Appearance("light"))
    driver = F35TableDriver(scene)
    driver.reset(3, 0, tray=True)
    driver.setMotion(Motion(speed))
    state = new_game(3, 4)
    driver.setPicture(tp.first_picture(state))
    return driver


def _trick_end(driver: F35TableDriver, reason: ev.TrickEnd, seating: Seating) -> None:
    driver.setSeating(seating)
    picture = driver._picture  # noqa: SLF001 - the table at rest, any picture will do
    driver.animate(ev.TrickEnded(reason, 1, (8,)), picture)


@pytest.mark.parametrize("reason", list(ev.TrickEnd))
def test_the_banner_says_why_and_who_leads(qtbot, reason) -> None:
    driver = _driver(qtbot, "normal")
    banner = driver.scene.trickBanner()
    assert not banner.isVisible()
    named, yours = BANNERS[reason]
    _trick_end(driver, reason, Seating(NAMES, exposed=0))  # hot seat: everyone named
    assert banner.isVisible() and banner.text() == named
    _trick_end(driver, reason, Seating(NAMES, exposed=1, addressed=True))  # Bob at the screen
    assert banner.text() == yours
    driver.halt()
    assert not banner.isVisible()


def test_the_banner_fades_on_its_own_without_holding_the_game(qtbot) -> None:
    driver = _driver(qtbot, "fast")
    banner = driver.scene.trickBanner()
    done: list[bool] = []
    driver.eventDone.connect(lambda: done.append(True))
    _trick_end(driver, ev.TrickEnd.RULE_OF_8, Seating(NAMES, exposed=0))
    driver.scene.finishAnimations()  # the table's own movement ends...
    qtbot.waitUntil(lambda: bool(done), timeout=3000)
    assert banner.isShowing()  # ...and the game goes on while the banner still shows
    # Its own clock, scaled by the speed: jumped to its end rather than waited for.
    (animation,) = banner.findChildren(QSequentialAnimationGroup)
    motion = Motion("fast")
    assert animation.totalDuration() == motion.hold_ms(SHOW_MS) + motion.fade_ms(FADE_MS)
    animation.setCurrentTime(animation.totalDuration())
    assert not banner.isVisible() and not banner.isShowing()


def test_nothing_flashes_at_instant_speed(qtbot) -> None:
    driver = _driver(qtbot, "instant")
    _trick_end(driver, ev.TrickEnd.ALL_PASSED, Seating(NAMES, exposed=0))
    assert not driver.scene.trickBanner().isVisible()
