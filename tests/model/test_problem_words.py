"""Every storage problem has exactly one wording (``model.problem_words``): the app
translates it, the command line and the logs read its English source, and no other
module words a kind again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from score5_desktop.model.problem_words import english, problem_words
from score5_desktop.model.storage_text import storage_text
from score5_desktop.storage.errors import Kind, Problem

PACKAGE = Path(__file__).resolve().parents[2] / "score5_desktop"


def _problem(kind: Kind) -> Problem:
    """A problem of ``kind`` whose values hold no words of their own."""
    return Problem(kind, path="game.json", reason="disk full", detail="busy", kept_as="x.bad",
                   game=12, limit=512)  # fmt: skip


def _templates(kind: Kind) -> list[str]:
    used: list[str] = []

    def recording(context: str, source: str, disambiguation=None, n=-1) -> str:
        if context == "Storage":
            used.append(source)
        return source

    problem_words(_problem(kind), recording)
    return used


@pytest.mark.parametrize("kind", list(Kind))
def test_every_kind_is_one_sentence_with_its_values(kind):
    sentence = english(_problem(kind))
    assert sentence.strip().endswith("."), sentence
    assert not re.search(r"%\d", sentence), sentence
    assert len(_templates(kind)) == 1


def test_no_two_kinds_share_a_wording():
    templates = [_templates(kind)[0] for kind in Kind]
    assert len(set(templates)) == len(templates) == len(Kind)


def test_the_app_and_the_command_line_read_the_same_sentence(qtbot):
    """Untranslated (the tests run in English), the app's words are the CLI's."""
    for kind in Kind:
        assert storage_text(_problem(kind)) == english(_problem(kind))


def test_no_other_module_words_a_kind():
    """The longest fixed stretch of each template appears in no other source file."""
    pieces = {kind: max(re.split(r"%\d", _templates(kind)[0]), key=len).strip() for kind in Kind}
    others = [
        (path, path.read_text(encoding="utf-8"))
        for path in PACKAGE.rglob("*.py")
        if path.name != "problem_words.py"
    ]
    for kind, piece in pieces.items():
        assert len(piece) >= 15, (kind, piece)
        found = [path.name for path, text in others if piece in " ".join(text.split())]
        assert found == [], (kind, piece, found)


def test_str_of_a_problem_gives_its_facts_for_logs_not_a_sentence():
    problem = Problem(Kind.AUTOSAVE_SET_ASIDE, cause=Problem(Kind.MISSING, path="a.json"),
                      kept_as="a.bad")  # fmt: skip
    assert str(problem) == "autosave_set_aside(cause=missing(path=a.json), kept_as=a.bad)"
