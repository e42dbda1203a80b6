"""Every Five Three Five message that names a meld receives it as a whole noun phrase,
article included, and its translator comment says which kind of phrase (the role that
picks the German case): a bare kind name dropped into a sentence read as assembled
("Die Auslage ist jetzt Vierling (…)")."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from score5_desktop.core.coach import Estimate
from score5_desktop.games.five_three_five.bots.reasons import Reason, ReasonKind
from score5_desktop.games.five_three_five.bots.review import Moment, MomentKind
from score5_desktop.games.five_three_five.qt import coach_words, words
from score5_desktop.games.five_three_five.qt.meld_words import MeldRole
from score5_desktop.games.five_three_five.rules import events as ev
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.melds import classify
from score5_desktop.games.five_three_five.rules.offer import Refusal
from score5_desktop.paths import translations_dir
from score5_desktop.rulebook.i18n_check import read_ts

MELD = "⟦meld⟧"
ROLE_WORDS = {
    MeldRole.SUBJECT: '"meld as subject"',
    MeldRole.OBJECT: '"meld as object"',
    MeldRole.WITH: '"meld after with"',
}
NAMES = ("Ann", "Bob")


class _Recorder(QTranslator):
    """Notes each message asked for, and translates none."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, str, str]] = []

    def translate(self, context, source, disambiguation=None, n=-1) -> None:  # noqa: ANN001
        self.asked.append((context, source, disambiguation or ""))
        return None

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False


def _probes() -> Iterator[Callable[[], object]]:
    """Every sentence that can name a meld, fed a meld."""
    for action in Action:
        yield lambda a=action: words.play_text(a, (7, 7))
        for seat in (0, 1):
            played = ev.Played(seat, action, (7, 7), classify((7, 7, 7, 7)), 5)
            yield lambda p=played: words.log_lines(p, NAMES, 0)
    yield lambda: words.prompt_text("Ann", False, (7, 7))
    for refusal in Refusal:
        for central in ((7,), (7, 7), (3, 4)):
            yield lambda r=refusal, c=central: words.refusal_text(r, classify(c))
    for kind in ReasonKind:
        yield lambda k=kind: words.reason_text(Reason(k, (7, 7), 2, 3, 1), NAMES)
    play = Play(Action.OVERWRITE, (9, 9))
    answer = Moment(
        1, 0, MomentKind.ANSWER, (7, 7), play, play, (), Estimate(0, 0), Estimate(0, 0), 1, 0.0
    )
    yield lambda: coach_words.F35CoachWords().kind_text(answer)


def _comments() -> dict[tuple[str, str], str]:
    node = translations_dir() / "score5_desktop_fr.ts"
    return {(m.context, m.source): m.comment for m in read_ts(node.read_bytes(), node.name)}


def test_each_message_that_names_a_meld_says_which_phrase_it_receives(
    qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    roles: list[MeldRole] = []

    def phrase(cards, role: MeldRole) -> str:  # noqa: ANN001
        roles.append(role)
        return MELD

    monkeypatch.setattr(words, "meld_phrase", phrase)
    monkeypatch.setattr(coach_words, "meld_phrase", phrase)
    comments = _comments()
    recorder = _Recorder()
    QCoreApplication.installTranslator(recorder)
    naming = 0
    try:
        for probe in _probes():
            recorder.asked.clear()
            roles.clear()
            said = probe()
            text = " ".join(said) if isinstance(said, list) else str(said)
            if MELD not in text:
                continue
            naming += 1
            (sentence,) = [(c, s) for c, s, _ in recorder.asked if "%" in s]
            comment = comments[sentence]
            for role in set(roles):
                assert ROLE_WORDS[role] in comment, (sentence, comment)
    finally:
        QCoreApplication.removeTranslator(recorder)
    assert naming >= 10
