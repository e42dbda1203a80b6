"""Table events play their sound, once per event, or the most telling of a burst."""

from __future__ import annotations

from score5_desktop.games.score5.rules import events as ev
from score5_desktop.games.score5.rules.cards import Family
from score5_desktop.ui.common.sound import Sound
from score5_desktop.ui.table.table_sounds import TableSounds


class FakePlayer:
    def __init__(self) -> None:
        self.played: list[Sound] = []

    def play(self, sound: Sound) -> bool:
        self.played.append(sound)
        return True


EVENTS = [
    (ev.CardRevealed(1, "G1", (1, 1, 1)), Sound.REVEAL),
    (ev.BidCountsShown(1, 0, (1, 2), (True, True)), Sound.BID),
    (ev.BidsRevealed(1, (("G1",), ("R2",)), (3, 4)), Sound.REVEAL),
    (ev.AuctionWon(1, 1, "G1", 4, False), Sound.WIN),
    (ev.CardTaken(1, 0, "R2", 1), Sound.PICK),
    (ev.GameEnded((10, 20), 1, False, ({}, {})), Sound.END),
]


def test_each_event_shown_on_its_own_plays_its_sound(qtbot):
    player = FakePlayer()
    sounds = TableSounds(player)
    expected = []
    for event, sound in EVENTS:
        sounds.eventShown(event)
        expected.append(sound)
        qtbot.waitUntil(lambda: len(player.played) == len(expected))
    assert player.played == expected


def test_silent_events_play_nothing(qtbot):
    player = FakePlayer()
    sounds = TableSounds(player)
    sounds.eventShown(ev.BidsReturned(1, (0,)))
    sounds.eventShown(ev.WildAssigned(0, Family("green")))
    qtbot.wait(20)
    assert player.played == []


def test_a_burst_plays_only_its_most_telling_sound(qtbot):
    player = FakePlayer()
    sounds = TableSounds(player)
    for event, _sound in EVENTS[:5]:
        sounds.eventShown(event)
    qtbot.waitUntil(lambda: bool(player.played))
    qtbot.wait(20)
    assert player.played == [Sound.WIN]
