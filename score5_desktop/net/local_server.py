"""The table server inside the app: the same ``TableServer`` as ``score5 serve``, on an
asyncio loop of its own thread, so hosting a table never makes the window wait.

``start`` returns once the server listens (or raises why it cannot); ``call`` runs a
coroutine on the server's loop and returns a ``concurrent.futures.Future`` (creating
the table, the host's messages); ``stop`` closes it. The tables live in ``folder``
(the app's data folder), so a host who quits and comes back finds them there.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from score5_desktop.net.server import TableServer

T = TypeVar("T")


class LocalServer:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: TableServer | None = None
        self._stopped: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, host: str = "0.0.0.0", port: int = 0, timeout: float = 10.0) -> str:  # noqa: S104 - friends on the network join
        """Listen on ``host``:``port`` (0: any free port); returns the server's address.
        Raises ``OSError`` when it cannot listen (the port is taken)."""
        started: Future[str] = Future()

        def main() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                loop.run_until_complete(self._serve(host, port, started))
            except BaseException as problem:  # noqa: BLE001 - told to the caller
                if not started.done():
                    started.set_exception(problem)
            finally:
                loop.close()

        self._thread = threading.Thread(target=main, name="score5-table-server", daemon=True)
        self._thread.start()
        self.url = started.result(timeout)
        return self.url

    async def _serve(self, host: str, port: int, started: Future[str]) -> None:
        self._server = TableServer(self.folder)
        self._stopped = asyncio.Event()
        listening, url = await self._server.start(host, port)
        started.set_result(url)
        try:
            await self._stopped.wait()
        finally:
            listening.close()
            await listening.wait_closed()
            # A bot still thinking when the app quits: its table resumes at the next start.
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)
            self._server.close()

    def call(self, work: Coroutine[Any, Any, T]) -> Future[T]:
        """Run ``work`` on the server's loop (from any thread)."""
        assert self._loop is not None, "the server is not running"
        return asyncio.run_coroutine_threadsafe(work, self._loop)

    def stop(self, wait: float = 5.0) -> None:
        loop, stopped = self._loop, self._stopped
        if loop is not None and stopped is not None and not loop.is_closed():
            loop.call_soon_threadsafe(stopped.set)
        if self._thread is not None:
            self._thread.join(wait)
        self._thread = None
