"""TLS for ``wss://``: the server's certificate and key, the client's trusted authorities.

The files are named by the person running the command, never by a peer."""

from __future__ import annotations

import ssl
from pathlib import Path


def server_context(certfile: Path, keyfile: Path) -> ssl.SSLContext:
    """Raises ``OSError`` or ``ssl.SSLError`` when the files cannot be used."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(certfile, keyfile)
    return context


def client_context(url: str, cafile: Path | None) -> ssl.SSLContext | None:
    """None for ``ws://``; the system's authorities, plus ``cafile`` if given, for ``wss://``."""
    if not url.startswith("wss://"):
        return None
    context = ssl.create_default_context()
    if cafile is not None:
        context.load_verify_locations(cafile)
    return context
