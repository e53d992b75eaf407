"""TableClient: a seat at a table hosted on another machine, over one QTcpSocket.

The client says ``hello``, takes the host's ``welcome`` (game, options, seat, token, names) and
from then on turns every frame into a signal: an ``update`` becomes a typed
:class:`~cardsuite.play.SeatUpdate` of the welcome's game, ``refused`` the reason an action was
not played, ``chat``/``seats`` what the table shows beside the cards, and a ``deal_reveal`` is
checked against the round's ``deal_commit`` (``deal_checked``).  The client trusts nothing it
receives: a frame that fails the protocol's schema or the game's own reading is a broken host,
so the client says why (``disconnected``) and closes -- it never raises into the event loop.
It keeps the seat's token, so :meth:`TableClient.reconnect` reclaims the seat after a drop.
"""

from __future__ import annotations

import logging
from functools import partial
from time import monotonic as _now

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from cardsuite import games
from cardsuite.engine import BadMessage
from cardsuite.play import SeatUpdate
from . import fairness, protocol

log = logging.getLogger(__name__)

PING_S = 5.0
SILENCE_S = 30.0   # a host that has said nothing (not even a pong) this long is gone


CONTEXT = "TableClient"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def network_text(reason: str) -> str:
    """A reason the host sent (a refusal, a goodbye) in this player's language: the host sends the
    protocol's English texts, marked in context "Network"."""
    return QCoreApplication.translate("Network", reason)


def _text(error: "protocol.ProtocolError") -> str:
    return error.text(lambda template: QCoreApplication.translate("Network", template))


class TableClient(QObject):
    """One connection to a hosted table; see the module docstring."""

    connected = Signal()                 # the socket is up (the welcome follows)
    welcomed = Signal(dict)
    updated = Signal(object)
    refused = Signal(str)
    rejected = Signal(str, str)
    chat = Signal(str, object, str)
    seats_changed = Signal(dict)
    deal_checked = Signal(int, bool)
    disconnected = Signal(str)

    def __init__(self, name: str, parent: QObject | None = None, rating: int | None = None,
                 player: str | None = None):
        super().__init__(parent)
        self.name = name
        self.rating = rating
        self.player = player            # the stable player id, for a friends-only table
        self.address = ""
        self.port_number = 0
        self.token: str | None = None
        self.code: str | None = None            # a seat's one-time code the player typed, for the next hello
        self.match_id = ""                      # the hosted match's id, as the welcome names it
        self.welcome: dict | None = None
        self.game = None                  # the welcome's registry entry
        self.options = None
        self.seat: int | None = None
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.seats: dict | None = None
        self.latency_ms: float | None = None
        self.commitments: dict[int, str] = {}
        self.verified: dict[int, bool] = {}
        self.deals: dict[int, int] = {}         # round -> its deal number, once revealed and verified
        self.ratings: list[int | None] = []     # each seat's rating, as the host last told them
        self.unseated: list[int] = []           # the remote seats nobody has taken yet (the match waits)
        self.trace: list[bytes] | None = None   # set to a list to keep every byte received (tests, debugging)
        self._socket: QTcpSocket | None = None
        self._live: list[QTcpSocket] = []    # the socket now, for the destructor's guard (which must not hold self)
        self.destroyed.connect(partial(_silence, self._live))
        self._reader = protocol.FrameReader("to_client")
        self._ended = True
        self._bye: str | None = None
        self.bye_reason: str | None = None     # the host's last ``bye`` as sent (protocol.BYE_*), untranslated
        self._ping_n = 0
        self._ping_sent: dict[int, float] = {}
        self._clock = QTimer(self)
        self._clock.setInterval(int(PING_S * 1000))
        self._clock.timeout.connect(self._tick)
        self._silent_ticks = 0

    # -- connecting ------------------------------------------------------------------------------

    @property
    def is_connected(self) -> bool:
        return not self._ended and self._socket is not None

    def connect_to(self, address: str, port: int, token: str | None = None, code: str | None = None) -> None:
        """Connect to ``address:port`` and say hello (with ``token`` to reclaim a seat, or the seat's one-time
        ``code`` from the host)."""
        self.address, self.port_number = address, int(port)
        if token is not None:
            self.token = token
        self.code = code
        self._open()

    def reconnect(self) -> None:
        """Connect again to the same table with the seat's token (after a drop)."""
        self._open()

    def _open(self) -> None:
        self._drop_socket()
        self._reader = protocol.FrameReader("to_client")
        self._ended = False
        self._bye = None
        self.bye_reason = None
        self._silent_ticks = 0
        socket = QTcpSocket(self)
        self._socket = socket
        self._live[:] = [socket]
        socket.connected.connect(lambda s=socket: self._on_connected(s))
        socket.readyRead.connect(lambda s=socket: self._on_ready_read(s))
        socket.disconnected.connect(lambda s=socket: self._on_socket_closed(s, None))
        socket.errorOccurred.connect(lambda _err, s=socket: self._on_socket_closed(s, s.errorString()))
        socket.connectToHost(self.address, self.port_number)

    def _on_connected(self, socket: QTcpSocket) -> None:
        if socket is not self._socket:
            return
        self._send(protocol.hello(self.name, self.token, self.rating, self.player,
                                  code=None if self.token else self.code))
        self._clock.start()
        self.connected.emit()

    def close(self, reason: str = "") -> None:
        """Close the connection without leaving the match (the seat may be reclaimed)."""
        if self._ended:
            self._drop_socket()
            return
        self._end(reason or tr("You closed the connection."))

    # -- sending ---------------------------------------------------------------------------------

    def send_action(self, action, seq: int) -> None:
        """Answer the update numbered ``seq`` with ``action``."""
        self._send({"type": "action", "seq": int(seq), "action": action.to_json()})

    def send_continue(self) -> None:
        self._send({"type": "continue"})

    def leave(self) -> None:
        """Leave the match (it ends as when a local player leaves) and close."""
        if self._ended:
            return
        self._send({"type": "leave"})
        if self._socket is not None:
            self._socket.flush()
        self._end(tr("You left the table."))

    def say(self, text: str) -> None:
        """A chat line to the table (cut to the protocol's length)."""
        text = " ".join(text.split())[:500]
        if text:
            self._send({"type": "chat", "text": text})

    def _send(self, message: dict) -> None:
        socket = self._socket
        if self._ended or socket is None or socket.state() != QAbstractSocket.SocketState.ConnectedState:
            return
        try:
            frame = protocol.encode(message)
        except protocol.ProtocolError as exc:
            log.error("cardsuite: a message to the host could not be sent: %s", exc.reason)
            return
        socket.write(frame)

    def _tick(self) -> None:
        """Every few seconds: a ping (its pong measures the round trip); a host silent too long is gone."""
        self._silent_ticks += 1
        if self._silent_ticks * PING_S >= SILENCE_S:
            self._end(tr("The host stopped answering."))
            return
        self._ping_n += 1
        self._ping_sent[self._ping_n] = _now()
        self._send({"type": "ping", "n": self._ping_n})

    # -- receiving -------------------------------------------------------------------------------

    def _on_ready_read(self, socket: QTcpSocket) -> None:
        if socket is not self._socket or self._ended:
            return
        self._silent_ticks = 0
        data = bytes(socket.readAll().data())
        if self.trace is not None:
            self.trace.append(data)
        for item in self._reader.feed(data):
            if self._ended:
                return
            if isinstance(item, protocol.ProtocolError):
                self._broken(_text(item))
                return
            try:
                self._handle(item)
            except protocol.VersionMismatch as exc:
                self._bye = _text(exc)
                self.rejected.emit("version", self._bye)
                self._end(self._bye)
                return
            except protocol.ProtocolError as exc:
                self._broken(_text(exc))
                return
            except (BadMessage, KeyError, TypeError, ValueError) as exc:   # the game's own reading failed
                self._broken(str(exc))
                return

    def _broken(self, reason: str) -> None:
        log.warning("cardsuite: the host sent a message this app cannot use: %s", protocol.log_text(reason))
        self._end(tr("The host sent a message this app cannot use (%1); the connection was closed.")
                  .replace("%1", reason))

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        if kind == "refuse":
            reason = network_text(message["reason"])
            self._bye = reason
            self.rejected.emit(message["code"], reason)
            self._end(reason)
        elif kind == "bye":
            self.bye_reason = message["reason"]
            self._bye = network_text(message["reason"])
            self._end(self._bye)
        elif kind == "welcome":
            self._on_welcome(message)
        elif kind == "pong":
            sent = self._ping_sent.pop(message["n"], None)
            if sent is not None:
                self.latency_ms = (_now() - sent) * 1000
        elif self.welcome is None:
            raise BadMessage(f"'{kind}' before the welcome")
        elif kind == "update":
            update = SeatUpdate.from_json(self.game.game(), message)
            if update.seat != self.seat:
                raise BadMessage(f"an update for seat {update.seat}, not this seat ({self.seat})")
            self.updated.emit(update)
        elif kind == "refused":
            self.refused.emit(message["reason"])
        elif kind == "error":
            log.warning("cardsuite: the host found a message of ours malformed: %s",
                        protocol.log_text(message["reason"]))
        elif kind == "chat":
            self.chat.emit(message["name"], message.get("seat"), message["text"])
        elif kind == "seats":
            self._on_seats(message)
        elif kind == "deal_commit":
            self.commitments[message["round"]] = message["commitment"]
        elif kind == "deal_reveal":
            commitment = self.commitments.get(message["round"])
            ok = commitment is not None and fairness.verify(commitment, message["deal"], message["salt"])
            self.verified[message["round"]] = ok
            if ok:
                self.deals[message["round"]] = message["deal"]
            self.deal_checked.emit(message["round"], ok)
        else:
            raise BadMessage(f"a '{kind}' message is not for a player")

    def _on_welcome(self, message: dict) -> None:
        protocol.check_versions(message)
        entry = games.GAMES.get(message["game"])
        if entry is None:
            raise BadMessage(f"the host plays {message['game']!r}, which this app does not have")
        options = entry.game().Options.from_json(message["options"])
        seat, names, kinds = message["seat"], list(message["names"]), list(message["kinds"])
        count = entry.game().seat_count(options)
        if not (0 <= seat < count and len(names) == count and len(kinds) == count):
            raise BadMessage("the welcome's seats do not fit its game")
        if self.welcome is not None and (message["game"], seat) != (self.welcome["game"], self.seat):
            raise BadMessage("the host gave this seat back as another one")
        self.welcome, self.game, self.options = message, entry, options
        self.seat, self.token, self.names, self.kinds = seat, message["token"], names, kinds
        self.code = None
        self.match_id = message.get("match_id") or ""
        self.ratings = _ratings(message, count)
        self.welcomed.emit(message)

    def _on_seats(self, message: dict) -> None:
        names, connected, kinds = message["names"], message["connected"], message["kinds"]
        if not len(names) == len(connected) == len(kinds) == len(self.names):
            raise BadMessage("the table's seats changed in number")
        self.names, self.kinds = list(names), list(kinds)
        self.ratings = _ratings(message, len(names))
        unseated = message.get("unseated")        # optional and unchecked by the schema: checked here
        self.unseated = sorted({s for s in unseated if type(s) is int and 0 <= s < len(names)}) \
            if isinstance(unseated, list) else []
        self.seats = {"names": list(names), "connected": list(connected), "kinds": list(kinds)}
        self.seats_changed.emit(self.seats)

    # -- closing ---------------------------------------------------------------------------------

    def _on_socket_closed(self, socket: QTcpSocket, error: str | None) -> None:
        if socket is not self._socket or self._ended:
            return
        if self._bye is not None:
            reason = self._bye
        elif self.welcome is None and error:
            reason = tr("Could not reach the table at %1:%2 (%3).").replace("%1", self.address) \
                .replace("%2", str(self.port_number)).replace("%3", error)
        else:
            reason = tr("The connection to the host was lost.")
        self._end(reason)

    def _end(self, reason: str) -> None:
        if self._ended:
            return
        self._ended = True
        self._clock.stop()
        self._drop_socket()
        self.disconnected.emit(reason)

    def _drop_socket(self) -> None:
        socket, self._socket = self._socket, None
        self._live.clear()
        if socket is None:
            return
        _silence([socket])
        if socket.state() == QAbstractSocket.SocketState.ConnectedState:
            socket.flush()
            socket.disconnectFromHost()
        else:
            socket.abort()
        socket.deleteLater()

    @property
    def said_bye(self) -> bool:
        """Whether the host ended the connection on purpose (a refusal or a ``bye``): no point reconnecting."""
        return self._bye is not None


def _ratings(message: dict, count: int) -> list[int | None]:
    """The seats' ratings a ``welcome`` or ``seats`` gives (None each where it gives none or a bad one): an
    optional field the schema leaves unchecked, so checked here."""
    ratings = message.get("ratings")
    if not isinstance(ratings, list) or len(ratings) != count:
        return [None] * count
    return [r if isinstance(r, int) and not isinstance(r, bool) and 0 <= r <= 4000 else None for r in ratings]


def _silence(sockets: list[QTcpSocket]) -> None:
    """Disconnect the client's slots from its sockets (one that closes while the client is destroyed must
    not call into it)."""
    for socket in sockets:
        for signal in (socket.connected, socket.readyRead, socket.disconnected, socket.errorOccurred):
            try:
                signal.disconnect()
            except (RuntimeError, TypeError):
                pass
