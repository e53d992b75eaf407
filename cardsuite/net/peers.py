"""One connection to a hosted table: its socket, its frame reader, strikes and flood count.

The peer cuts what arrives into checked messages (:class:`~.protocol.FrameReader`) and hands each
to the server in order; once it is closing, nothing more it sent is acted on.  A peer that sends
more than FLOOD_MESSAGES within FLOOD_WINDOW_S is reported as flooding, once; an action the host played
does not count (a fast client -- a bot, a benchmark -- answers as quickly as the game asks it to).

A peer that does not read makes the host hold what it is sent; once more than MAX_UNSENT bytes wait,
the peer is reported as backlogged, once, so the host's memory for it is bounded.  A closing peer
whose socket has not finished within CLOSE_GRACE_S (it still does not read) is cut off.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from . import protocol

CLOSE_GRACE_S = 5.0


class Peer:
    """A client connection as the server sees it (``seat`` None until its hello is accepted)."""

    def __init__(self, socket: QTcpSocket, now: Callable[[], float],
                 on_message: Callable[["Peer", dict | protocol.ProtocolError], None],
                 on_gone: Callable[["Peer"], None], on_flood: Callable[["Peer"], None],
                 on_backlog: Callable[["Peer"], None]) -> None:
        self.socket = socket
        self.now = now
        self.reader = protocol.FrameReader("to_host")
        self.seat: int | None = None
        self.name = ""
        self.strikes = 0
        self.committed: set[int] = set()     # rounds whose deal commitment it has been sent
        self.revealed: set[int] = set()
        self.closing = False
        self.address = f"{socket.peerAddress().toString()}:{socket.peerPort()}"
        self._times: deque[float] = deque()
        self._on_message, self._on_gone, self._on_flood = on_message, on_gone, on_flood
        self._on_backlog = on_backlog
        self._gone = False
        self._backlogged = False
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._disconnected)

    def _read(self) -> None:
        if self.closing:
            self.socket.readAll()
            return
        for item in self.reader.feed(bytes(self.socket.readAll().data())):
            if self.closing:
                return
            if self._flooding():
                self._on_flood(self)
                return
            self._on_message(self, item)

    def _flooding(self) -> bool:
        now = self.now()
        self._times.append(now)
        while self._times and now - self._times[0] > protocol.FLOOD_WINDOW_S:
            self._times.popleft()
        return len(self._times) > protocol.FLOOD_MESSAGES

    def played(self) -> None:
        """The last message was an action the host played: it is not counted towards a flood."""
        if self._times:
            self._times.pop()

    def write(self, frame: bytes) -> None:
        if self.closing:
            return
        self.socket.write(frame)
        if self.socket.bytesToWrite() > protocol.MAX_UNSENT and not self._backlogged:
            self._backlogged = True       # the goodbye written next must not report it again
            self._on_backlog(self)

    def close(self) -> None:
        """Stop reading, send what is queued, then hang up; the server forgets the peer at once."""
        if self.closing:
            return
        self.closing = True
        self.socket.disconnectFromHost()
        if self.socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            QTimer.singleShot(round(CLOSE_GRACE_S * 1000), self.socket, self.socket.abort)
        self._disconnected()

    def _disconnected(self) -> None:
        self.closing = True
        if not self._gone:
            self._gone = True
            self._on_gone(self)
        if self.socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self.socket.deleteLater()
