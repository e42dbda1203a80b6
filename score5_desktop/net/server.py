"""The table server: every table's state, its bots and its connections, on asyncio.

One event loop holds every table (``NetTable``); nothing on it waits for long. A
bot thinks on a thread of ``bot_pool``; a table's record is written on a thread of
``writer`` and only then are the seats told what changed, so a change a client has
seen is on disk. Each connection is untrusted: its
frames are capped at ``MAX_FRAME_BYTES`` by websockets before they are read, its
messages rate-limited (but the answers its seat was asked for), parsed by
``messages.parse`` and acted on only for the seat its token holds. A refused message
gets one ``error``; a connection is closed only for another protocol version, for
flooding, or when its seat is taken back.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import ssl
from collections import defaultdict
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from score5_desktop.core import registry
from score5_desktop.core.protocol import Game, PlaysOnline, TablePictures, View
from score5_desktop.net.messages import (
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    BadMessage,
    Create,
    Decide,
    ErrorCode,
    GiveSeat,
    Hello,
    Join,
    Message,
    Ping,
    Resume,
    Resync,
    Start,
    error,
    parse,
)
from score5_desktop.net.rate import RateLimit
from score5_desktop.net.store import TableStore
from score5_desktop.net.table import NetTable, Outgoing, Seat, SeatKind, digest, new_secret

log = logging.getLogger(__name__)

#: The most tables one server holds, and one connection may create.
MAX_TABLES = 20_000
MAX_CREATES_PER_CONNECTION = 20
#: Threads writing records: a write waits on the disk (fsync) for milliseconds, and
#: tables are independent, so several are written at once; one table's in order.
WRITERS = 8
#: Connections the system may hold before the server accepts them: after a restart
#: every client of every table comes back at once (asyncio's default is 100, and a
#: connection beyond it waits seconds for TCP to try again).
BACKLOG = 2048


@dataclass(eq=False, slots=True)
class Connection:
    ws: ServerConnection
    limit: RateLimit = field(default_factory=RateLimit)
    greeted: bool = False
    seat: tuple[str, int] | None = None  # (table id, seat)
    created: int = 0

    async def send(self, data: dict[str, Any] | str) -> None:
        text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
        try:
            await self.ws.send(text)
        except ConnectionClosed:
            pass


class TableServer:
    def __init__(
        self, data: Path, *, bot_threads: int = 2, deals: random.Random | None = None
    ) -> None:
        """``deals`` draws each new table's seed (tests pass a seeded one); invites and
        tokens always come from ``secrets``."""
        self.store = TableStore(data)
        self._deals = deals or random.SystemRandom()
        self.tables: dict[str, NetTable] = {}
        self._invites: dict[str, str] = {}  # invite digest -> table id
        self._hosts: dict[str, str] = {}  # host token digest -> table id
        self._tokens: dict[str, tuple[str, int]] = {}  # token digest -> (table id, seat)
        self._seated: dict[tuple[str, int], Connection] = {}
        self._bot_pool = ThreadPoolExecutor(bot_threads, thread_name_prefix="bot")
        self._writer = ThreadPoolExecutor(WRITERS, thread_name_prefix="record-writer")
        self._order: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)  # per table
        self._thinking: set[tuple[str, int, int]] = set()
        self._tasks: set[asyncio.Task[None]] = set()

    # -- running -------------------------------------------------------------------------
    async def start(
        self, host: str, port: int, tls: ssl.SSLContext | None = None
    ) -> tuple[Server, str]:
        """Resume the kept tables, then listen; returns the server and its address."""
        for table in self.store.load_all():
            self._add(table)
            if table.ready():
                table.start()
                self._ask_bots(table)
        server = await serve(
            self._handle,
            host,
            port,
            ssl=tls,
            max_size=MAX_FRAME_BYTES,
            max_queue=8,
            compression=None,  # a deflated frame could unpack far past max_size's intent
            ping_interval=20,
            ping_timeout=20,
            close_timeout=1,  # a flooding client's close reply waits behind its flood
            backlog=BACKLOG,
        )
        bound = server.sockets[0].getsockname()
        scheme = "wss" if tls is not None else "ws"
        return server, f"{scheme}://{bound[0]}:{bound[1]}"

    def close(self) -> None:
        self._bot_pool.shutdown(wait=False, cancel_futures=True)
        self._writer.shutdown(wait=True)

    def _add(self, table: NetTable) -> None:
        self.tables[table.id] = table
        self._invites[table.invite] = table.id
        if table.host:
            self._hosts[table.host] = table.id
        for number, seat in enumerate(table.seats):
            if seat.token is not None:
                self._tokens[seat.token] = (table.id, number)

    # -- one connection ------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = Connection(ws)
        try:
            async for frame in ws:
                if not conn.limit.allow():
                    await conn.send(error(ErrorCode.RATE_LIMITED, "too many messages"))
                    await ws.close(1008, "rate limited")
                    return
                try:
                    await self._dispatch(conn, parse(frame))
                except BadMessage as bad:
                    await conn.send(error(bad.code, bad.message))
                    if bad.code is ErrorCode.VERSION:
                        await ws.close(1002, "protocol version")
                        return
        except ConnectionClosed:
            pass
        finally:
            if conn.seat is not None and self._seated.get(conn.seat) is conn:
                del self._seated[conn.seat]
                self._spawn(self._presence(self.tables[conn.seat[0]]))

    async def _dispatch(self, conn: Connection, message: Message) -> None:
        if isinstance(message, Hello):
            if message.protocol != PROTOCOL_VERSION:
                raise BadMessage(
                    ErrorCode.VERSION,
                    f"this server speaks protocol {PROTOCOL_VERSION}, "
                    f"the client {message.protocol}: update the older one",
                )
            conn.greeted = True
            await conn.send({"type": "welcome", "protocol": PROTOCOL_VERSION})
            return
        if not conn.greeted:
            raise BadMessage(ErrorCode.HELLO_FIRST, "say hello with your protocol version first")
        if isinstance(message, Ping):
            await conn.send({"type": "pong", "id": message.id})
        elif isinstance(message, Create):
            await self._create(conn, message)
        elif isinstance(message, Join):
            await self._join(conn, message)
        elif isinstance(message, Resume):
            await self._resume(conn, message)
        elif isinstance(message, Decide):
            table, seat = self._table_of(conn)
            outgoing = table.decide(seat, message.ask, message.decision)
            conn.limit.refund()  # asked for and taken: the table paces these, not the limit
            await self._commit(table, outgoing)
        elif isinstance(message, Resync):
            table, seat = self._table_of(conn)
            await conn.send(table.seat_state(seat))
        elif isinstance(message, Start | GiveSeat):
            await self._host(message)

    def _table_of(self, conn: Connection) -> tuple[NetTable, int]:
        if conn.seat is None or self._seated.get(conn.seat) is not conn:
            raise BadMessage(ErrorCode.NOT_SEATED, "join a table or resume your seat first")
        return self.tables[conn.seat[0]], conn.seat[1]

    async def _create(self, conn: Connection, message: Create) -> None:
        if len(self.tables) >= MAX_TABLES or conn.created >= MAX_CREATES_PER_CONNECTION:
            raise BadMessage(ErrorCode.SERVER_FULL, "this server holds no more tables")
        game = _online_game(message.game)
        if not game.min_players <= message.players <= game.max_players:
            raise BadMessage(
                ErrorCode.BAD_GAME,
                f"{game.id} is for {game.min_players} to {game.max_players} players",
            )
        if not 1 <= message.open <= message.players:
            raise BadMessage(ErrorCode.BAD_GAME, "open seats must be 1 to the number of players")
        if message.open < message.players and message.bots not in game.bot_levels:
            raise BadMessage(ErrorCode.BAD_GAME, "unknown bot level")
        levels = message.levels or (message.bots,) * (message.players - message.open)
        if len(levels) != message.players - message.open or any(
            level not in game.bot_levels for level in levels
        ):
            raise BadMessage(ErrorCode.BAD_GAME, "one known bot level a bot seat")
        try:
            options = game.check_options(message.options, message.players)
        except ValueError as problem:
            raise BadMessage(ErrorCode.BAD_GAME, str(problem)) from None
        seats = [Seat(SeatKind.OPEN, f"Seat {n + 1}") for n in range(message.open)]
        seats += [
            Seat(SeatKind.BOT, f"Bot {message.open + n + 1}", level)
            for n, level in enumerate(levels)
        ]
        seed = self._deals.randrange(2**31)
        state = game.new_state([seat.player() for seat in seats], seed, options)
        invite, host = new_secret(), new_secret()
        table = NetTable(secrets.token_hex(8), game, state, seats, seed, digest(invite))
        table.host = digest(host)
        table.level = message.bots if message.bots in game.bot_levels else None
        await self._write_record(table)
        await self._write_seats(table)
        self._add(table)
        conn.created += 1
        await conn.send({"type": "created", "table": table.id, "invite": invite, "host": host})

    async def _join(self, conn: Connection, message: Join) -> None:
        if conn.seat is not None:
            raise BadMessage(ErrorCode.ALREADY_SEATED, "this connection already has a seat")
        table_id = self._invites.get(digest(message.invite))
        if table_id is None:
            raise BadMessage(ErrorCode.BAD_INVITE, "no table has this invite")
        table = self.tables[table_id]
        seat, token = table.take_seat(message.name)
        self._tokens[digest(token)] = (table.id, seat)
        await self._write_seats(table)
        self._bind(conn, table, seat, message.pictures)
        await conn.send(
            {"type": "seated", "table": table.id, "seat": seat, "token": token, **table.public()}
        )
        await self._seats_changed(table, but=seat)
        if table.ready() and not table.started:
            await self._commit(table, table.start())
        else:
            await conn.send(table.seat_state(seat))

    async def _resume(self, conn: Connection, message: Resume) -> None:
        held = self._tokens.get(digest(message.token))
        if held is None:
            raise BadMessage(ErrorCode.BAD_TOKEN, "no seat has this token")
        if conn.seat is not None and conn.seat != held:
            raise BadMessage(ErrorCode.ALREADY_SEATED, "this connection already has a seat")
        table = self.tables[held[0]]
        old = self._seated.get(held)
        if old is not None and old is not conn:
            await old.send(error(ErrorCode.REPLACED, "your seat was taken back with its token"))
            await old.ws.close(1000, "seat taken back")
        self._bind(conn, table, held[1], message.pictures)
        await conn.send({"type": "seated", "table": table.id, "seat": held[1], **table.public()})
        await conn.send(table.seat_state(held[1]))

    def _bind(self, conn: Connection, table: NetTable, seat: int, pictures: bool) -> None:
        conn.seat = (table.id, seat)
        self._seated[conn.seat] = conn
        if pictures:
            table.pictures.add(seat)
        else:
            table.pictures.discard(seat)
        self._spawn(self._presence(table))

    # -- the host's messages ---------------------------------------------------------------
    async def _host(self, message: Start | GiveSeat) -> None:
        """Start now, or give a seat to a bot: only with the table's host token, which
        names the table (any greeted connection may carry it)."""
        table_id = self._hosts.get(digest(message.host))
        if table_id is None:
            raise BadMessage(ErrorCode.NOT_HOST, "only the table's host may do that")
        table = self.tables[table_id]
        level = message.level or table.level or table.game.bot_levels[0]
        if level not in table.game.bot_levels:
            raise BadMessage(ErrorCode.BAD_GAME, "unknown bot level")
        if isinstance(message, Start):
            numbers = [n for n, seat in enumerate(table.seats) if seat.kind is SeatKind.OPEN]
        else:
            if not 0 <= message.seat < len(table.seats):
                raise BadMessage(ErrorCode.ILLEGAL, "no such seat")
            if (table.id, message.seat) in self._seated:
                raise BadMessage(ErrorCode.SEAT_HELD, "that seat's player is connected")
            numbers = [message.seat]
        for number in numbers:
            token = table.give_to_bot(number, level)
            if token is not None:
                self._tokens.pop(token, None)
        await self._write_seats(table)
        await self._seats_changed(table)
        await self._presence(table)
        if table.ready() and not table.started:
            await self._commit(table, table.start())
        else:
            self._ask_bots(table)  # a seat given in the middle of its question

    async def _seats_changed(self, table: NetTable, but: int | None = None) -> None:
        """Who sits where, to every seat (but ``but``, just told with ``seated``): the
        host's window shows the seats filling up, the tables the names."""
        message = {"type": "seats", "table": table.id, **table.public()}
        await asyncio.gather(
            *(
                conn.send(message)
                for number in range(len(table.seats))
                if number != but and (conn := self._seated.get((table.id, number))) is not None
            )
        )

    async def _presence(self, table: NetTable) -> None:
        """Tell the table who is there: a person's seat without a connection is
        shown as reconnecting (the seat is kept for its token)."""
        present = [
            seat.kind is SeatKind.BOT or (table.id, number) in self._seated
            for number, seat in enumerate(table.seats)
        ]
        message = {"type": "presence", "table": table.id, "present": present}
        await asyncio.gather(
            *(
                conn.send(message)
                for number in range(len(table.seats))
                if (conn := self._seated.get((table.id, number))) is not None
            )
        )

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- after a change --------------------------------------------------------------------
    async def _commit(self, table: NetTable, outgoing: list[Outgoing]) -> None:
        """Write the record, then tell every seat, then set the bots asked to work. A
        table's commits take turns, so its seats hear of its changes in order; a commit
        whose decisions an earlier one's write already held writes nothing (several
        seats answering at once cost one write)."""
        if not outgoing:
            return
        async with self._order[table.id]:
            if table.saved != table.decisions:
                await self._write_record(table)
            sends = []
            for item in outgoing:
                conn = self._seated.get((table.id, item.seat))
                if conn is not None:
                    sends.append(conn.send(item.data))
            await asyncio.gather(*sends)
        self._ask_bots(table)

    async def _write_record(self, table: NetTable) -> None:
        decisions, text = table.decisions, table.record_text()
        await asyncio.get_running_loop().run_in_executor(
            self._writer, self.store.save_record, table.id, text
        )
        table.saved = max(table.saved, decisions)

    async def _write_seats(self, table: NetTable) -> None:
        """The seats and their tokens' digests, in turn with the table's other writes (two
        seats taken at once: the later file must not be overwritten by the earlier); the
        record names the players anew with its next decision."""
        async with self._order[table.id]:
            text = self.store.table_text(table)
            await asyncio.get_running_loop().run_in_executor(
                self._writer, self.store.save_table, table.id, text
            )

    def _ask_bots(self, table: NetTable) -> None:
        for seat, ask, view in table.bot_questions():
            key = (table.id, seat, ask)
            if key in self._thinking:
                continue
            self._thinking.add(key)
            self._spawn(self._bot(table, seat, ask, view))

    async def _bot(self, table: NetTable, seat: int, ask: int, view: View) -> None:
        loop = asyncio.get_running_loop()
        decide: Callable[[View], Any] = table.bots[seat].decide
        answer, problem = None, ""
        try:
            answer = await loop.run_in_executor(self._bot_pool, decide, view)
        except Exception as failure:  # a bot's bug must not stop its table
            problem = repr(failure)
        finally:
            self._thinking.discard((table.id, seat, ask))
        await self._commit(table, table.bot_answer(seat, ask, answer, problem))


def _online_game(game_id: str) -> Game:
    try:
        game = registry.get(game_id)
    except KeyError:
        raise BadMessage(ErrorCode.BAD_GAME, "no such game on this server") from None
    if not isinstance(game, PlaysOnline) or not isinstance(game, TablePictures):
        raise BadMessage(ErrorCode.BAD_GAME, "this game is not played online yet")
    return game
