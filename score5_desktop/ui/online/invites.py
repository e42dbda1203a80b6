"""Invites as people pass them around: ``ws://HOST:PORT/#CODE`` (what ``score5 join``
takes) and the link ``score5://HOST:PORT/#CODE`` (the desktop file opens the app on
it). Text pasted by a person is untrusted: trimmed, capped and checked by
``net.client.parse_invite``; the address friends use is this computer's on its
network (the host may type another: a forwarded port, a public name)."""

from __future__ import annotations

import socket

from score5_desktop.net.client import ClientError, Invite, parse_invite

LINK_SCHEME = "score5://"
#: The longest invite a person may paste (an address and a 43-letter code fit well).
MAX_INVITE_CHARS = 300


def read_invite(text: str) -> Invite | None:
    """The invite in ``text`` (an invite or a link), None if it is not one. An invite
    holds no space: the spaces and line breaks a mail or a chat puts in a long line
    it wraps are dropped (the code read with a space in it named no table)."""
    text = "".join(text.split())[:MAX_INVITE_CHARS]
    if text.startswith(LINK_SCHEME):
        text = "ws://" + text[len(LINK_SCHEME) :]
    elif text.startswith("score5s://"):
        text = "wss://" + text[len("score5s://") :]
    try:
        return parse_invite(text)
    except ClientError:
        return None


def invite_link(invite: Invite) -> str:
    """The ``score5://`` link of an invite (``score5s://`` for ``wss://``)."""
    text = str(invite)
    if text.startswith("wss://"):
        return "score5s://" + text[len("wss://") :]
    return LINK_SCHEME + text[len("ws://") :]


def local_address() -> str:
    """This computer's address on its network, as friends there reach it (no packet is
    sent: a datagram socket only picks its route); 127.0.0.1 without a network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere real
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def with_address(url: str, address: str) -> str:
    """``url`` (``ws://0.0.0.0:PORT``) with ``address`` in place of its host."""
    scheme, _, rest = url.partition("://")
    port = rest.rpartition(":")[2]
    return f"{scheme}://{address}:{port}"
