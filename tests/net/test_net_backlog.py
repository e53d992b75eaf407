"""A seated client that never reads (issue 23 §5): the host holds at most MAX_UNSENT bytes for it, then
says goodbye and closes, and the match goes on.  Real sockets on 127.0.0.1."""

from __future__ import annotations

import itertools
import socket

from cardsuite.net import peers, protocol
from support.nethelpers import schnapsen_match
from support.serverhelpers import table  # noqa: F401  (the fixture)

BATCH = 50           # chat lines a batch: well under the flood limit, since each one has a second of its own
MOST = 400           # batches at most (about 11 MB of echoes): far more than any socket buffers


def test_a_client_that_never_reads_is_said_goodbye_once_its_backlog_is_over_the_cap(qtbot, table, monkeypatch):
    monkeypatch.setattr(peers, "CLOSE_GRACE_S", 600.0)     # the goodbye waits for this test to read it
    ticks = itertools.count()
    host, server = table(schnapsen_match(), now=lambda: float(next(ticks)))   # every message in its own second
    mute = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    mute.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)                # reads nothing, holds little
    mute.connect(("127.0.0.1", server.port()))
    mute.sendall(protocol.encode(protocol.hello("Mute"), "to_host"))
    qtbot.waitUntil(lambda: 0 in server.seated)
    peer = server.seated[0]
    heard = []
    server.chat.connect(lambda name, seat, text: heard.append(text))
    line = protocol.encode({"type": "chat", "text": "x" * 500}, "to_host")
    most_held = 0
    for _ in range(MOST):
        if peer not in server.peers:
            break
        mute.sendall(line * BATCH)                     # each line comes back to it, and it never reads
        target = len(heard) + BATCH
        qtbot.waitUntil(lambda: len(heard) == target or peer not in server.peers)
        if peer in server.peers:
            most_held = max(most_held, peer.socket.bytesToWrite())
    assert peer not in server.peers and 0 not in server.seated      # gone, its seat waits for a reconnect
    assert most_held <= protocol.MAX_UNSENT + protocol.MAX_FRAME
    assert server.connected() == [False, True] and not server.is_closed
    mute.setblocking(False)
    reader, frames = protocol.FrameReader("to_client"), []

    def drained() -> bool:
        while True:
            try:
                data = mute.recv(1 << 16)
            except BlockingIOError:
                return False
            frames.extend(reader.feed(data))
            if not data:
                return True
    qtbot.waitUntil(drained)
    assert frames[-1] == {"type": "bye", "reason": protocol.BYE_BACKLOG}   # the last thing it was sent
    mute.close()
