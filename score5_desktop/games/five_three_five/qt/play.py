"""One live game of Five Three Five at the table: who decides, hand-overs, bots, the pace.

It keeps SCORE 5's order (STYLE.md, R11) on the protocol's members alone
(``to_act``, ``forced``, ``view``, ``apply``, a ``Bot``'s ``advise``):

- events are shown one at a time, and the next decision is asked for only once
  the table is at rest (the driver's ``eventDone``);
- a bot thinks on a worker thread from its seat's view, and its answer is held
  until the table's pace has passed, so people can follow the game; a failing
  or illegal answer is replaced by the state's ``fallback`` and reported;
- a human who has no legal play but to pass passes at once, without a
  hand-over, when the preference says so (``auto_pass``);
- with several humans at one screen, every hand is hidden between their turns
  and the next hand shows only after that player confirms the hand-over screen.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from score5_desktop.core.players import Player
from score5_desktop.games.five_three_five.game import GAME
from score5_desktop.games.five_three_five.qt.pictures import Seating
from score5_desktop.games.five_three_five.qt.table_driver import F35TableDriver
from score5_desktop.games.five_three_five.rules import table_picture as tp
from score5_desktop.games.five_three_five.rules.decisions import Action, Play
from score5_desktop.games.five_three_five.rules.offer import Trick
from score5_desktop.games.five_three_five.rules.state import FiveThreeFiveState

logger = logging.getLogger(__name__)


class F35Play(QObject):
    humanToDecide = Signal(int, object)
    """A human decides now: the seat and its ``Trick`` (the hand is face up)."""
    handoverNeeded = Signal(int)
    """Several humans share the screen: hide everything until this seat confirms."""
    idle = Signal(int)
    """Nobody at the screen decides: the seat whose turn it is (a bot), or -1."""
    applied = Signal(object, object)
    """A play was made: the ``Play`` and its events (for the log, the record)."""
    botFailed = Signal(int, str)
    gameOver = Signal(object)
    """The game ended: its ``GameEnded`` event, once it has been shown."""
    hintReady = Signal(int, object)
    """The strongest bot's advice for the seat deciding now (``Advice``: play and reasons)."""
    _answered = Signal(int, int, object, str)
    _advised = Signal(int, int, object, str)

    def __init__(self, driver: F35TableDriver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.driver = driver
        self.state: FiveThreeFiveState | None = None
        self.players: tuple[Player, ...] = ()
        self._bots: dict[int, object] = {}
        self._queue: list[object] = []
        self._picture: tp.TablePicture | None = None
        """The table folded from every event shown so far, every hand in it; the
        driver is only ever given it masked for the seat at the screen."""
        self._game = 0
        self._exposed: int | None = None
        self._waiting_bot: int | None = None
        self._asked_at = 0.0
        self._handover: int | None = None
        self._deciding: int | None = None
        self._over_shown = False
        self.auto_pass = True
        self.pace_ms = 450
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._answered.connect(self._on_answer)
        self._advised.connect(self._on_advised)
        self.hint_bot_factory = None
        """Makes the hint's bot (the game's strongest level); set by the page."""
        driver.eventDone.connect(self._advance)

    # -- set-up -----------------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [s for s, p in enumerate(self.players) if not p.is_bot]

    def hotSeat(self) -> bool:
        return len(self.humans()) > 1

    def home(self) -> int:
        humans = self.humans()
        return humans[0] if humans else 0

    def exposed(self) -> int | None:
        return self._exposed

    def start(
        self,
        state: FiveThreeFiveState,
        players: Sequence[Player],
        bots: dict[int, object],
        *,
        resumed: tp.TablePicture | None = None,
    ) -> None:
        """Play ``state``: new, or resumed, ``resumed`` being the table folded from the
        events that led to it (laid out at once, without animation)."""
        self._game += 1
        self.state = state
        self.players = tuple(players)
        self._bots = dict(bots)
        self._waiting_bot = None
        self._handover = None
        self._deciding = None
        self._over_shown = False
        humans = self.humans()
        self._exposed = humans[0] if len(humans) == 1 else None
        self.driver.reset(len(players), self.home(), tray=bool(humans))
        if resumed is not None:
            self._queue = []
            self._picture = resumed
            self._show()
        else:
            self._queue = list(state.opening_events())
            self._picture = GAME.first_picture(state, self._queue)
        QTimer.singleShot(0, self, self._advance)

    def stop(self) -> None:
        """Leave the game: answers still coming from bots are ignored."""
        self._game += 1
        self.state = None

    # -- the picture ------------------------------------------------------------------------
    def picture(self) -> tp.TablePicture | None:
        """The table as folded so far, every hand in it (not for the table's eyes)."""
        return self._picture

    def _seen(self) -> tp.TablePicture:
        """The picture masked for the seat at the screen (no hand at all while nobody
        is: a hand-over, a bot's turn in hot seat, bots alone), with the seating set."""
        state, picture = self.state, self._picture
        assert state is not None and picture is not None
        thinking = (self._waiting_bot,) if self._waiting_bot is not None else ()
        self.driver.setSeating(
            Seating(tuple(p.name for p in self.players), exposed=self._exposed, thinking=thinking)
        )
        visible = frozenset() if self._exposed is None else frozenset({self._exposed})
        return GAME.visible_picture(picture, visible, state)

    def _show(self) -> None:
        if self.state is not None and self._picture is not None:
            self.driver.setPicture(self._seen())

    # -- the loop ---------------------------------------------------------------------------
    def _advance(self) -> None:
        state = self.state
        if state is None:
            return
        if self._queue:
            event = self._queue.pop(0)
            assert self._picture is not None
            self._picture = GAME.next_picture(self._picture, event, state)
            self.driver.animate(event, self._seen())
            return
        if state.is_over:
            if not self._over_shown:
                self._over_shown = True
                self.idle.emit(-1)
                self.gameOver.emit(self._picture.game_ended if self._picture else None)
            return
        seat = state.to_act()[0]
        player = self.players[seat]
        if player.is_bot:
            self._ask_bot(seat)
            return
        forced = state.forced(seat)
        if forced is not None and forced.action is Action.PASS and self.auto_pass:
            self._apply(forced)
            return
        if self.hotSeat() and self._exposed != seat:
            self._exposed = None
            self._handover = seat
            self._show()
            self.handoverNeeded.emit(seat)
            return
        self._ask_human(seat)

    def confirmHandover(self) -> None:
        """The player named on the hand-over screen is at the screen now."""
        seat = self._handover
        if seat is None or self.state is None:
            return
        self._handover = None
        self._exposed = seat
        self._ask_human(seat)

    def _ask_human(self, seat: int) -> None:
        state = self.state
        assert state is not None
        self._deciding = seat
        view = state.view(seat)
        self._show()
        trick = Trick(
            seat,
            central=view.central,
            to_act=True,
            passed=seat in view.passed,
            no_limit=state.options.no_limit,
        )
        self.humanToDecide.emit(seat, trick)

    def submit(self, play: Play) -> bool:
        """A human's play; False (and nothing happens) when it is not legal now."""
        state = self.state
        if state is None or self._deciding is None or play.seat != self._deciding:
            return False
        if not state.is_legal(play):
            self._ask_human(self._deciding)  # ask again: the table's choice was stale
            return False
        self._deciding = None
        self._apply(play)
        return True

    def _apply(self, play: Play) -> None:
        state = self.state
        assert state is not None
        events = state.apply(play)
        self.applied.emit(play, events)
        if self.hotSeat() and not self.players[play.seat].is_bot:
            self._exposed = None  # the next human must not see this hand
        self._queue.extend(events)
        self._advance()

    # -- bots -------------------------------------------------------------------------------
    def _ask_bot(self, seat: int) -> None:
        state = self.state
        assert state is not None
        self._waiting_bot = seat
        self._asked_at = time.monotonic()
        self.idle.emit(seat)
        self._show()
        bot = self._bots[seat]
        view = state.view(seat)
        game = self._game
        signal = self._answered

        def work() -> None:
            try:
                answer, error = bot.decide(view), ""
            except Exception as exc:  # a bot's bug must not stop the game
                logger.exception("bot for seat %d failed", seat)
                answer, error = None, f"{type(exc).__name__}: {exc}"
            try:
                signal.emit(game, seat, answer, error)
            except RuntimeError:  # the game's page closed while the bot thought
                pass

        self._pool.start(work)

    def _on_answer(self, game: int, seat: int, answer: object, error: str) -> None:
        if game != self._game or self.state is None or self._waiting_bot != seat:
            return
        remaining = self.pace_ms - (time.monotonic() - self._asked_at) * 1000
        if remaining > 0:
            QTimer.singleShot(int(remaining), self, lambda: self._take(game, seat, answer, error))
            return
        self._take(game, seat, answer, error)

    def _take(self, game: int, seat: int, answer: object, error: str) -> None:
        """Play a bot's answer once the table's pace has passed."""
        if game != self._game or self.state is None or self._waiting_bot != seat:
            return
        self._waiting_bot = None
        state = self.state
        if error or not isinstance(answer, Play) or not state.is_legal(answer):
            detail = error or f"illegal play {answer!r}"
            self.botFailed.emit(seat, detail)
            answer = state.fallback(seat)
        self._apply(answer)

    # -- hints ----------------------------------------------------------------------------
    def requestHint(self) -> bool:
        """Ask the strongest bot what the deciding human should play (``hintReady``)."""
        state = self.state
        seat = self._deciding
        if state is None or seat is None or self.hint_bot_factory is None:
            return False
        view = state.view(seat)
        game = self._game
        factory = self.hint_bot_factory
        signal = self._advised

        def work() -> None:
            try:
                advice, error = factory().advise(view), ""
            except Exception as exc:  # a hint that fails must not stop the game
                logger.exception("hint for seat %d failed", seat)
                advice, error = None, f"{type(exc).__name__}: {exc}"
            try:
                signal.emit(game, seat, advice, error)
            except RuntimeError:  # the game's page closed while the bot thought
                pass

        self._pool.start(work)
        return True

    def _on_advised(self, game: int, seat: int, advice: object, error: str) -> None:
        if game == self._game and seat == self._deciding and advice is not None and not error:
            self.hintReady.emit(seat, advice)

    def shutdown(self) -> None:
        self.stop()
        self._pool.waitForDone(2000)
