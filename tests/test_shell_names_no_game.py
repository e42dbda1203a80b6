"""The shell names no game (issue 45): outside ``score5_desktop/games/``, a game's id, a
constant named for a game or a game's name appears only where the allow-list below says
why, so a third game is one line in the registry and nothing else in the shell.

Counted: the ids (``score5``, ``five-three-five``, ``five_three_five``), the constants
(``SCORE5``, ``F35…``) and the names (``SCORE 5``, ``Five Three Five``), in code,
comments and docstrings alike. Not counted: the package (``score5_desktop``), the
commands (``score5-desktop``, ``score5 replay`` …), the record files' suffix
(``.score5.json``) and the invite links' scheme (``score5://``), which name the app,
not a game.

Two counts: the shell's windows, dialogs, settings and start-up (``STRICT``) name no game
beyond the allow-list at all; the rest of the shell (mostly the command line's help and
docstrings that give an example) may not grow past ``CEILING``, and each word taken
out lowers it. SCORE 5's art, chart, words and rulebook examples now live in
``games/score5``; only the translators' check (``TOLERATED``) still names the games
whose glossaries and key groups it checks.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "score5_desktop"

WORDS = re.compile(
    r"(?<![A-Za-z0-9_])score5(?![A-Za-z0-9_-]| [a-z])"  # the id; not a command's usage
    r"|(?<![A-Za-z0-9_])SCORE5(?![A-Za-z0-9_])"
    r"|five_three_five|five-three-five|FIVE_THREE_FIVE|Five Three Five"
    r"|\bF35"
    r"|SCORE 5"
)
APP_WORDS = re.compile(r"\.score5\.json|score5s?://")  # records' suffix, invite links' scheme

#: Where a game may be named, and how often: (file, count, why).
ALLOWED: tuple[tuple[str, int, str], ...] = (
    ("core/registry.py", 3, "the registry's list of game modules and its one default"),
    ("core/protocol.py", 1, "the example ids in the docstring of Game.id"),
    ("cli/main.py", 1, "the command's name (prog='score5')"),
    ("__init__.py", 1, "the package's notice: the game this app was first written for"),
    ("ui/windows/main_window.py", 3, "About: the notice naming the game and its publishers"),
)
#: None left: a game gives its glossary scope and access-key groups through its rulebook
#: hook (``core.protocol.Rulebook``), so the translators' check names no game either.
TOLERATED: tuple[str, ...] = ()
#: The shell's windows, dialogs, settings and start-up: no game word beyond ``ALLOWED``.
STRICT = ("app.py", "ui/windows/", "ui/game_ui.py", "storage/settings.py", "model/game_model.py")
#: The rest, a ratchet: 66 such words before issue 45 (127 in all outside ``games/``).
CEILING = (
    20  # and none left in the translators' check (37 words before, now each game's rulebook hook)
)


def game_words() -> Counter[str]:
    """Each shell file's count of game words, beyond what ``ALLOWED`` grants it."""
    allowed = {path: count for path, count, _why in ALLOWED}
    found: Counter[str] = Counter()
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith("games/") or rel.startswith(TOLERATED):
            continue
        text = APP_WORDS.sub("", path.read_text(encoding="utf-8"))
        extra = len(WORDS.findall(text)) - allowed.get(rel, 0)
        if extra > 0:
            found[rel] = extra
    return found


def test_the_shells_windows_and_start_up_name_no_game() -> None:
    found = game_words()
    strict = {path: n for path, n in found.items() if path.startswith(STRICT)}
    assert strict == {}


def test_the_rest_of_the_shell_names_games_less_and_less() -> None:
    found = game_words()
    total = sum(found.values())
    assert total <= CEILING, f"{total} game words outside games/: {found.most_common()}"


def test_the_count_sees_what_it_counts() -> None:
    """The pattern catches each kind of word, and leaves the app's own names alone."""
    text = (
        'SCORE5 = "score5"; F35Scene; five_three_five; "five-three-five"; Five Three Five; SCORE 5'
    )
    assert len(WORDS.findall(text)) == 7
    app = "score5_desktop score5-desktop SCORE5_HOME `score5 replay FILE` Score 5 Desktop"
    assert WORDS.findall(app) == []
