"""Writes ``history-v3.sqlite3``: a history as the app wrote it before it hosted several
games (schema 3), for the migration test. Run once against that version's code:

    cd /work/main && .venv/bin/python /path/to/tests/storage/data/make_history_v3.py OUT

Kept so the file can be made again; the tests read the file, they never run this.
"""

import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from score5_desktop.ai.levels import make_bot
from score5_desktop.ai.match import play_game
from score5_desktop.engine.deal import deal
from score5_desktop.engine.record import Player, dumps
from score5_desktop.storage.history import open_history

START = datetime(2025, 3, 3, 18, 0, tzinfo=UTC)
# (seats: name or bot level, seed): six games against bots, one hot seat of two
# humans and a bot, one game of bots only, and the first game finished a second time.
PLAN = [
    (("Léa", "easy"), 1),
    (("Léa", "normal", "hard"), 2),
    (("Léa", "expert"), 3),
    (("Léa", "easy", "easy"), 4),
    (("Léa", "normal"), 5),
    (("Léa", "Bob", "normal"), 6),
    (("Léa", "hard", "normal", "easy"), 7),
    (("easy", "hard"), 8),
]
LEVELS = {"random", "easy", "normal", "hard", "expert"}


def main(out: Path) -> None:
    db = open_history(out).db
    for k, (names, seed) in enumerate(PLAN):
        players = [
            Player(f"Bot {s}", "bot", n) if n in LEVELS else Player(n, "human")
            for s, n in enumerate(names)
        ]
        bots = [make_bot("random", seed * 11 + s) for s in range(len(names))]
        state = play_game(deal(len(names), seed), bots, keep_log=True)
        db.add_game(dumps(state, players), state, finished_at=START + timedelta(days=k))
        if k == 0:
            first = (dumps(state, players), state)
    # The first game re-opened from its record and finished again: stored once.
    db.add_game(*first, finished_at=START + timedelta(days=20))
    db.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
