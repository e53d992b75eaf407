"""Discovery on the local network: UDP sockets that announce this lobby and its hosted tables
about once a second and listen for the others.

Every datagram goes to every target of the ``lan_discovery_targets`` setting ("host:port"; the LAN
broadcast address by default, 127.0.0.1 in tests and runs on shared machines).  What arrives is
rate-limited per sender (:meth:`LobbyModel.admit`), then validated by
:func:`cardsuite.net.protocol.decode_datagram` before anything reads it; a bad one is counted and
dropped.  Chat goes to every target; an invitation and its answer go only to the player concerned,
at the address they were heard from and the UDP port their presence announced.

Several lobbies on one machine: the discovery port is bound shared, as broadcast listeners are, so
any number of apps can listen on it and a broadcast reaches all of them.  A unicast datagram to the
shared port (a ``127.0.0.1`` target) reaches only one of them, though, so each lobby also has a
private port of its own, which its ``presence`` announces and from which it sends.  A lobby sends
its datagrams to the targets and also straight to the lobbies it hears on this machine
(:data:`MAX_DIRECT` at most, each forgotten after :data:`~.lobby.EXPIRY_S` of silence), and names
their ports in its presence (``peers``), so the lobby that gets the shared port's unicast introduces
the others to each other.  Nothing heard is ever sent on: a lobby only sends its own datagrams.
"""

from __future__ import annotations

import logging
import secrets
import socket
import time
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from cardsuite import __version__
from cardsuite.address import parse_address
from cardsuite.profile.friends import player_id
from cardsuite.storage import Settings
from .lobby import EXPIRY_S, ChatLine, Invitation, InviteAnswer, LobbyModel
from .protocol import PROTOCOL_VERSION, ProtocolError, decode_datagram, encode_datagram, log_text

log = logging.getLogger(__name__)

NAME_LIMIT = 32
DEFAULT_TARGETS = tuple(Settings.DEFAULTS["lan_discovery_targets"])
DEFAULT_PORT = 47474
STATUSES = ("idle", "hosting", "playing")
MAX_DIRECT = 16        # lobbies on this machine sent to directly, besides the targets
SHARED = QAbstractSocket.BindFlag.ShareAddress | QAbstractSocket.BindFlag.ReuseAddressHint


def network_name(settings) -> str:
    """The player's name on the network: ``lan_name``, else ``player_name``, else this computer's name."""
    for key in ("lan_name", "player_name"):
        name = " ".join(str(settings.get(key, "") or "").split()) if settings is not None else ""
        if name:
            return name[:NAME_LIMIT]
    return (" ".join(socket.gethostname().split()) or "cardsuite")[:NAME_LIMIT]


def _local_only(targets: list[tuple[str, int]]) -> bool:
    return bool(targets) and all(QHostAddress(host).isLoopback() for host, _ in targets)


class Discovery(QObject):
    """This app's presence on the network and what it hears of the others (kept in :attr:`model`).

    ``changed`` when the tables or players listed change; ``chat`` for a lobby line to show;
    ``invited`` for an invitation to answer; ``answered`` when a player answers ours; ``hosting``
    when one of our tables is first announced; ``failed``
    with a readable reason when the socket cannot be bound (the lobby then shows it and stays empty).
    """

    changed = Signal()
    chat = Signal(object)          # ChatLine
    invited = Signal(object)       # Invitation
    answered = Signal(object)      # InviteAnswer
    hosting = Signal(str)          # a table id, when it is first announced
    failed = Signal(str)

    def __init__(self, name: str, *, port: int = DEFAULT_PORT, targets: list[str] | tuple[str, ...] = DEFAULT_TARGETS,
                 bind: str | None = None, ignored: list[str] | tuple[str, ...] = (), interval_ms: int = 1000,
                 clock: Callable[[], float] = time.monotonic, player_id: str | None = None, friends=None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.id = player_id or secrets.token_hex(8)     # the profile's stable id, so friends know this player
        self.name = " ".join(name.split())[:NAME_LIMIT] or "cardsuite"
        self.port = port
        self.targets = [parse_address(t) for t in targets]
        self.clock = clock
        self.model = LobbyModel(self.id, ignored, friends)
        self.status, self.game, self.table = "idle", None, None
        self.played, self.rating = 0, None
        self.bad_datagrams = 0
        self.failed_datagrams = 0      # valid datagrams whose handling failed (a fault of ours): logged, dropped
        self.error = ""
        self.rate_clock: Callable[[], float] = time.monotonic   # for the rate limits: real time, always
        self._tables: dict[str, Callable[[], dict]] = {}
        self._bind = bind or ("127.0.0.1" if _local_only(self.targets) else "0.0.0.0")
        self._direct: dict[tuple[str, int], float] = {}   # lobbies on this machine -> when last heard (or named)
        self._heard_direct: set[tuple[str, int]] = set()  # those of them heard themselves, not only named
        self._local: set[str] = set()
        # A line's number tells a line heard twice from one heard again; the player id is the same in every run,
        # so each run numbers from a random start (from 0, a restarted app's lines were taken for repeats).
        self._chat_sent = secrets.randbelow(2 ** 48)
        self.socket = QUdpSocket(self)             # the shared discovery port: listens only
        self.socket.readyRead.connect(self._read_shared)
        self.own_socket = QUdpSocket(self)         # this lobby's own port: listens, and sends everything
        self.own_socket.readyRead.connect(self._read_own)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)

    @classmethod
    def from_settings(cls, settings, name: str | None = None, **kwargs) -> "Discovery":
        """A discovery with the name, port, targets, ignored players and stable player id of the settings."""
        kwargs.setdefault("player_id", player_id(settings))
        return cls(name or network_name(settings), port=settings.get("lan_discovery_port", DEFAULT_PORT),
                   targets=settings.get("lan_discovery_targets"),
                   ignored=settings.get("lan_ignored", []), **kwargs)

    # -- life ----------------------------------------------------------------------------

    def start(self) -> bool:
        """Bind the sockets and begin announcing; False (and ``failed``) if the port is held by a program
        that does not share it."""
        if self.listening:
            return True
        own = QAbstractSocket.BindFlag.DontShareAddress   # a free port of its own, never one another shares
        for sock, port, mode in ((self.socket, self.port, SHARED), (self.own_socket, 0, own)):
            if not sock.bind(QHostAddress(self._bind), port, mode):
                self.error = self.tr("The lobby cannot listen on UDP port %1 (%2): another program may be using "
                                     "it. Tables on the network will not show here; Join by address still "
                                     "works.").replace("%1", str(port or self.port)).replace("%2", sock.errorString())
                self.socket.close()
                self.own_socket.close()
                self.failed.emit(self.error)
                return False
        self.error = ""
        self._local = {QHostAddress(a).toString().removeprefix("::ffff:") for a in QNetworkInterface.allAddresses()}
        self.timer.start()
        self.tick()
        return True

    def stop(self) -> None:
        """Say goodbye for every hosted table and close the socket."""
        for table_id in list(self._tables):
            self.withdraw(table_id)
        self.timer.stop()
        self.socket.close()
        self.own_socket.close()
        self._direct.clear()
        self._heard_direct.clear()

    @property
    def listening(self) -> bool:
        return self.own_socket.state() == QAbstractSocket.SocketState.BoundState

    @property
    def own_port(self) -> int:
        """This lobby's private UDP port (0 until started): its presence announces it."""
        return int(self.own_socket.localPort()) if self.listening else 0

    def direct_peers(self) -> list[tuple[str, int]]:
        """The lobbies on this machine this one sends to directly."""
        return list(self._direct)

    def set_status(self, status: str, game: str | None = None, table: str | None = None) -> None:
        """What this player is doing, as the others' player lists show it."""
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, not {status!r}")
        self.status, self.game, self.table = status, game, table

    def set_profile(self, played: int, rating: int | None) -> None:
        self.played, self.rating = played, rating

    # -- hosted tables -------------------------------------------------------------------

    def announce(self, table_id: str, body_fn: Callable[[], dict]) -> None:
        """Announce a hosted table every tick; ``body_fn`` gives its ``table`` datagram body."""
        new = table_id not in self._tables
        self._tables[table_id] = body_fn
        if self.listening:
            self._send_table(table_id)
        if new:
            self.hosting.emit(table_id)

    def withdraw(self, table_id: str) -> None:
        """Stop announcing a table and tell everyone it closed."""
        if self._tables.pop(table_id, None) is not None and self.listening:
            self._send_all({"type": "table_closed", "id": table_id})

    def announced(self) -> list[str]:
        return list(self._tables)

    def table_body(self, table_id: str) -> dict | None:
        """What one of our tables announces now (its game, seats, access), or None if it is not ours."""
        body_fn = self._tables.get(table_id)
        return dict(body_fn()) if body_fn is not None else None

    def tick(self) -> None:
        """Forget what went quiet, then announce this lobby and its tables."""
        now = self.clock()
        if self.model.expire(now):
            self.changed.emit()
        self._direct = {peer: at for peer, at in self._direct.items() if now - at <= EXPIRY_S}
        self._heard_direct &= self._direct.keys()
        if not self.listening:
            return
        self._send_all({"type": "presence", "id": self.id, "name": self.name, "port": self.own_port,
                        "status": self.status, "game": self.game, "table": self.table, "played": self.played,
                        "rating": self.rating, "peers": sorted({port for _, port in self._heard_direct})})
        for table_id in list(self._tables):
            self._send_table(table_id)

    def _send_table(self, table_id: str) -> None:
        body = dict(self._tables[table_id]())
        body.update(type="table", id=table_id)
        body.setdefault("app", __version__)
        body.setdefault("protocol", PROTOCOL_VERSION)
        self._send_all(body)

    # -- chat and invitations ------------------------------------------------------------

    def send_chat(self, text: str) -> ChatLine | None:
        """Say a line to every lobby; it is shown here at once (our own datagrams are not heard back)."""
        text = text.strip()[:500]
        message = {"type": "lobby_chat", "id": self.id, "name": self.name, "text": text, "n": self._chat_sent}
        try:
            encode_datagram(message)
        except ProtocolError:   # empty, or characters a chat line may not hold
            return None
        self._chat_sent += 1
        self._send_all(message)
        line = self.model.add_own_chat(self.name, text, self.clock())
        self.chat.emit(line)
        return line

    def invite(self, player_id: str, table_id: str) -> bool:
        """Invite a listed player to one of our announced tables; False if either is unknown."""
        player = self.model.player(player_id)
        body_fn = self._tables.get(table_id)
        if player is None or body_fn is None:
            return False
        body = body_fn()
        self._send_to({"type": "invite", "id": self.id, "name": self.name, "to": player_id, "table": table_id,
                       "game": body["game"], "address": body.get("address"), "port": body["port"]},
                      player.address, player.port)
        return True

    def answer_invite(self, invitation: Invitation, accepted: bool) -> None:
        """Accept or decline an invitation; the inviter is told either way."""
        self.model.take_invitation(invitation.id, invitation.table)
        inviter = self.model.player(invitation.id)
        if inviter is None:   # gone quiet: nobody to tell
            return
        self._send_to({"type": "invite_answer", "id": self.id, "to": invitation.id, "table": invitation.table,
                       "accepted": bool(accepted)}, inviter.address, inviter.port)

    # -- sockets -------------------------------------------------------------------------

    def _send_all(self, message: dict) -> None:
        for host, port in [*self.targets, *self._direct]:
            self._send_to(message, host, port)

    def _send_to(self, message: dict, host: str, port: int) -> None:
        if not self.listening:
            return
        try:
            data = encode_datagram(message)
        except ProtocolError as error:   # a table body the protocol refuses: say so, keep the lobby running
            log.warning("cardsuite: a %s datagram was not sent: %s", message.get("type"), error)
            return
        if self.own_socket.writeDatagram(data, QHostAddress(host), port) < 0:
            log.info("cardsuite: discovery could not send to %s:%s: %s", host, port, self.own_socket.errorString())

    def _read_shared(self) -> None:
        self._read(self.socket)

    def _read_own(self) -> None:
        self._read(self.own_socket)

    def _read(self, sock: QUdpSocket) -> None:
        while sock.hasPendingDatagrams():
            datagram = sock.receiveDatagram()
            address = datagram.senderAddress().toString().removeprefix("::ffff:")   # IPv4 on a dual-stack socket
            port = datagram.senderPort()
            if not self.model.admit(address, port, self.rate_clock()):
                continue
            try:
                message = decode_datagram(bytes(datagram.data()))
            except ProtocolError:
                self.bad_datagrams += 1
                continue
            try:
                self.receive(message, address, port)
            except Exception as exc:     # noqa: BLE001 - one datagram never stops the lobby hearing the rest
                self.failed_datagrams += 1
                log.error("cardsuite: a %s datagram from %s was not taken: %s: %s", log_text(message.get("type")),
                          address, type(exc).__name__, log_text(exc))

    def _heard_lobby(self, message: dict, address: str) -> None:
        """A presence from this machine: send to that lobby directly, and to the lobbies it names."""
        if message["id"] == self.id or not (address in self._local or QHostAddress(address).isLoopback()):
            return
        now = self.clock()
        for port, heard in [(message["port"], True), *((p, False) for p in message.get("peers", ()))]:
            peer = (address, port)
            if port in (self.port, self.own_port):
                continue
            if peer not in self._direct and len(self._direct) >= MAX_DIRECT:
                named = [other for other in self._direct if other not in self._heard_direct]
                if not heard or not named:
                    continue
                del self._direct[named[0]]   # a lobby heard itself takes the place of one only named
            if heard:
                self._direct[peer] = now
                self._heard_direct.add(peer)
            elif peer not in self._direct:   # a lobby named by another is tried, not kept alive by being named
                self._direct[peer] = now

    def receive(self, message: dict, address: str, port: int = 0) -> None:
        """Take one validated datagram heard from ``address``:``port`` (what the sockets read goes here)."""
        if message.get("type") in ("table", "table_closed") and message.get("id") in self._tables:
            return   # our own table, heard back through a broadcast or our own port
        if message.get("type") == "presence":
            self._heard_lobby(message, address)
        what: Any = self.model.heard(message, address, self.clock(), port)
        if what in ("tables", "players"):
            self.changed.emit()
        elif isinstance(what, ChatLine):
            self.chat.emit(what)
        elif isinstance(what, Invitation):
            self.invited.emit(what)
        elif isinstance(what, InviteAnswer):
            self.answered.emit(what)

    # -- ignoring ------------------------------------------------------------------------

    def ignore(self, name: str) -> None:
        self.model.ignore(name)

    def unignore(self, name: str) -> None:
        self.model.unignore(name)
