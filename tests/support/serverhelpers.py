"""What the LAN host test files share: the ``table`` fixture that serves matches on 127.0.0.1 and closes them after
the test, and a raw client that has joined (tests/support/nethelpers.py)."""

from __future__ import annotations

import pytest

from cardsuite.play.match import Match
from support.nethelpers import RawClient, serve


@pytest.fixture
def table(qtbot):
    servers = []

    def make(match: Match, **kwargs):
        host, server = serve(match, **kwargs)
        servers.append((host, server))
        return host, server
    yield make
    for host, server in servers:
        server.close()
        host.close()


def joined(qtbot, port: int, name: str, token: str | None = None, **extra) -> tuple[RawClient, dict]:
    """A raw client welcomed at ``port`` (with ``token`` and any other hello fields in ``extra``) and shown
    its first update."""
    client = RawClient(port)
    client.hello(name, token, **extra)
    welcome = client.wait_for(qtbot, "welcome")
    client.wait(qtbot, lambda: client.last_update() is not None)
    return client, welcome
