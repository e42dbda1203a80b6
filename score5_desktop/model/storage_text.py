"""The storage layer's problems in the interface language: ``model.problem_words``'
one wording of each kind, through Qt's translation."""

from __future__ import annotations

from score5_desktop.core.errors import RecordError
from score5_desktop.model.problem_words import problem_words, record_words
from score5_desktop.model.text import translate
from score5_desktop.storage.errors import Problem, StorageError


def storage_text(problem: Problem | StorageError | str | None) -> str:
    """``problem`` in the interface language. Text that is already worded (from
    anywhere else) is returned as it is."""
    if isinstance(problem, StorageError):
        problem = problem.problem
    if problem is None:
        return ""
    if isinstance(problem, str):
        return problem
    return problem_words(problem, translate)


def record_text(error: RecordError | None) -> str:
    """What is wrong with a record, in the interface language (``record_words``)."""
    return record_words(error, translate)
