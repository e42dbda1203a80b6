"""``score5 serve``: run the table server (``net.server``) until stopped.

It prints ``serving on ws://HOST:PORT`` (``wss://`` with a certificate) once it
accepts connections, so a script can wait for that line; with port 0 the line
says which port the system gave."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
from pathlib import Path

from score5_desktop.cli.tournament_args import error
from score5_desktop.net.server import TableServer
from score5_desktop.net.tls import server_context
from score5_desktop.storage.paths import AppPaths

DEFAULT_PORT = 8765


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "serve",
        help="run a table server for games over the network",
        description="Run the table server until stopped (Ctrl+C or SIGTERM). Tables are "
        "kept in DIR after every decision; a server started again on the same DIR "
        "resumes every unfinished table. See docs/protocol.md.",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (%(default)s)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help="port (%(default)s; 0: any)")
    p.add_argument("--data", metavar="DIR", help="where the tables are kept")
    p.add_argument("--certfile", metavar="F", help="TLS certificate chain (PEM): serve wss://")
    p.add_argument("--keyfile", metavar="F", help="TLS private key (PEM)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if (args.certfile is None) != (args.keyfile is None):
        return error("--certfile and --keyfile go together")
    tls = None
    if args.certfile is not None:
        try:
            tls = server_context(Path(args.certfile), Path(args.keyfile))
        except (OSError, ssl.SSLError) as problem:
            return error(f"cannot use the certificate: {problem}")
    data = Path(args.data) if args.data else AppPaths.from_environment().data_dir / "tables"
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        asyncio.run(_serve(data, args.host, args.port, tls))
    except OSError as problem:
        return error(f"cannot serve: {problem}")
    return 0


async def _serve(data: Path, host: str, port: int, tls: ssl.SSLContext | None) -> None:
    server = TableServer(data)
    stop = asyncio.get_running_loop().create_future()
    for sig in (signal.SIGINT, signal.SIGTERM):
        asyncio.get_running_loop().add_signal_handler(sig, stop.set_result, None)
    ws_server, url = await server.start(host, port, tls)
    print(f"serving on {url}", flush=True)
    try:
        await stop
    finally:
        ws_server.close()
        await ws_server.wait_closed()
        server.close()
