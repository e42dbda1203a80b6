"""``wss://``: a server with a certificate and a client that trusts it play a game; a
client that does not trust it never gets in."""

from __future__ import annotations

import asyncio
import random
import shutil
import ssl
import subprocess

import pytest

from score5_desktop.net.client import ClientError, Invite, SeatClient, request
from score5_desktop.net.server import TableServer
from score5_desktop.net.tls import client_context, server_context
from tests.net.helpers import run

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl")


def certificate(folder) -> tuple:
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-keyout", str(key), "-out", str(cert), "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key


def test_a_game_over_wss_with_a_trusted_certificate(tmp_path):
    cert, key = certificate(tmp_path)

    async def play() -> dict:
        server = TableServer(tmp_path / "tables", deals=random.Random(2))
        ws_server, url = await server.start("127.0.0.1", 0, server_context(cert, key))
        assert url.startswith("wss://")
        try:
            with pytest.raises(ClientError):  # the system's authorities do not know it
                await request(url, {"type": "ping", "id": 1}, client_context(url, None))
            tls = client_context(url, cert)
            created = await request(
                url,
                {"type": "create", "game": "five-three-five", "players": 2, "open": 2,
                 "bots": "random", "options": {"target": 10}},
                tls,
            )  # fmt: skip
            invite = Invite(url, created["invite"])
            seats = [SeatClient(invite, "random", f"P{n}", tls=tls, seed=n) for n in range(2)]
            results = await asyncio.gather(*(seat.play() for seat in seats))
        finally:
            ws_server.close()
            await ws_server.wait_closed()
            server.close()
        return results[0]

    assert run(play())["status"] == "finished"


def test_a_key_that_is_not_there_is_refused(tmp_path):
    with pytest.raises((OSError, ssl.SSLError)):
        server_context(tmp_path / "none.pem", tmp_path / "none.key")
