"""What the bot pool's worker processes run: a seat's or a hint's bot, and one decision
of the coach's review (Qt-free: this is what a worker imports, so it starts fast and
loads no GUI).

A worker gets only small values: a bot's ``_Spec`` and a seat's view, or a record's
text and the number of one decision to review. It builds what it needs itself (the
bot, once; the record's decision points, once per review) and keeps it for the next
request, so nothing large is pickled in the app, where pickling holds the GIL and
so would hold up the window.
"""

from __future__ import annotations

import hashlib
import logging
import multiprocessing
import os
import threading
from dataclasses import dataclass
from typing import Any

from score5_desktop.core import records
from score5_desktop.core.protocol import Bot, Game, ReviewsDecisions, View

logger = logging.getLogger(__name__)

#: Every worker yields the CPU to the window. The coach's too, at the same priority as
#: the bots: its review is what the player waits for at the end of a game, and at the
#: lowest priority a busy machine left it a few percent of a core (minutes a review).
WORKER_NICENESS = 10


@dataclass(frozen=True, slots=True)
class BotSpec:
    """How to build a bot in a worker process: its game, level and seed, and whose it is.
    The game travels by reference (its class is imported in the worker)."""

    key: tuple  # (pool, game number, seat) or (pool, "hint", game id, level, seed)
    game: Game
    level: str
    seed: int | None
    think: float | int | None = None  # the game's thinking budget, None for the level's own


_worker_bots: dict[tuple, Bot] = {}
_worker_points: dict[tuple[str, int], tuple[ReviewsDecisions, list[Any]]] = {}


def worker_start(niceness: int) -> None:
    """Runs once in each worker: lower its priority, and exit with the app."""
    try:
        os.nice(niceness)
    except (AttributeError, OSError):  # no nice() on this system: not essential
        pass
    parent = multiprocessing.parent_process()
    if parent is not None:

        def watch() -> None:
            parent.join()  # returns when the app's process is gone, whatever ended it
            os._exit(0)

        threading.Thread(target=watch, name="score5-parent-watch", daemon=True).start()


def _bot(spec: BotSpec) -> Bot:
    """The bot ``spec`` describes: built at its first use, then kept for the next."""
    bot = _worker_bots.get(spec.key)
    if bot is None:
        if len(_worker_bots) > 16:
            _worker_bots.clear()
        bot = _worker_bots[spec.key] = spec.game.make_bot(spec.level, spec.seed, spec.think)
    return bot


def prepare(spec: BotSpec) -> str:
    """Build the bot before its first question (sent when a game is seated), so the
    worker's start, its imports and the bot's own set-up are paid while the table
    deals rather than on the first move; "" or the error's text, which the seat's
    first question will meet again and report."""
    try:
        _bot(spec)
        return ""
    except Exception as exc:
        logger.exception("preparing bot %s failed", spec.level)
        return f"{type(exc).__name__}: {exc}"


def think(spec: BotSpec, view: View, advise: bool) -> tuple[Any, str]:
    """A bot's decision (or advice) on ``view``, and "" or the error's text: built once,
    reused for the seat's next decisions."""
    try:
        bot = _bot(spec)
        return (bot.advise(view) if advise else bot.decide(view)), ""
    except Exception as exc:  # reported to the app, which plays the game's fallback instead
        logger.exception("bot %s failed", spec.level)
        return None, f"{type(exc).__name__}: {exc}"


def review_step(
    record_text: str,
    seat: int,
    index: int,
    seed: int,
    rollouts: int | None,
    worlds: int | None,
) -> tuple[Any, str]:
    """Decision ``index`` (in game order, from 0) of ``seat`` reviewed by the record's
    game (``core.protocol.ReviewsDecisions``), and "" or the error's text. Each decision
    has its own generator, so which worker reviews it does not change its figures.
    ``None`` budgets are the game's own."""
    try:
        game, points = _points(record_text, seat)
        return game.review_point(points[index], seed, rollouts, worlds), ""
    except Exception as exc:  # reported to the window, which stays usable
        logger.exception("review of decision %d failed", index)
        return None, f"{type(exc).__name__}: {exc}"


def _points(record_text: str, seat: int) -> tuple[ReviewsDecisions, list[Any]]:
    """The record's game and the decisions of ``seat``, found once per review and process."""
    key = (hashlib.sha256(record_text.encode("utf-8")).hexdigest(), seat)
    found = _worker_points.get(key)
    if found is None:
        game, loaded = records.read(record_text)
        if not isinstance(game, ReviewsDecisions):
            raise TypeError(f"the coach does not review {game.id} games")
        found = (game, list(game.review_points(loaded, seat)))
        _worker_points.clear()  # a worker keeps one review's decisions at a time
        _worker_points[key] = found
    return found
