"""TableServer: a hosted table on a QTcpServer, remote seats on the same MatchHost as local play.

Each connection is a :class:`~.peers.Peer` (its frame reader, strikes and flood count).  Its first
message must be a ``hello``; the host then gives it the first free remote seat (or its own seat back
for a valid token), a ``welcome`` with a fresh token, the table's ``seats``, the round's
``deal_commit``, and attaches a :class:`~cardsuite.play.RemoteLink`, whose first update is the
seat's full snapshot.  After that every message is checked by :mod:`.protocol` before anything acts
on it: a malformed one is a strike (``error``; ``bye`` at MAX_STRIKES), an action the host does not
play is ``refused`` and changes nothing.  Nothing of any one game lives here: the seats and their
views come from the match.

Until every remote seat has been taken once since the table opened (a new table: by anyone; a resumed
one: by its players, who rejoin by name) the match is held (:meth:`MatchHost.hold`): nobody acts, no
bot thinks, no clock runs; a seat the host gives to a bot no longer holds it.

Fair deals: each round's deal number (its seed) is committed to with a fresh salt before the round's
first update, and revealed after the update carrying its summary; the match's secret (see
:meth:`cardsuite.play.match.Match.new_secret`) keeps the next rounds from following from a revealed one.
"""

from __future__ import annotations

import logging
import secrets
import time
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer

from cardsuite import __version__
from cardsuite.play import MatchHost, RemoteLink
from cardsuite.play.match import Phase
from cardsuite.profile.ratings import START as START_RATING
from cardsuite.play.seats import BotSeat, SeatKind
from cardsuite.translate import QT_TRANSLATE_NOOP
from . import fairness, protocol
from .peers import Peer

log = logging.getLogger(__name__)
HELLO_TIMEOUT_S = 10.0
HELLO_AGAIN = QT_TRANSLATE_NOOP("Network", "The greeting was already made.")
TAKEN_OVER = QT_TRANSLATE_NOOP("Network", "Your seat was reclaimed by a newer connection.")


def seat_kind(kind: SeatKind) -> str:
    """A seat kind as the wire names it: "human" (at the host's screen), "bot" or "remote"."""
    return {SeatKind.BOT: "bot", SeatKind.REMOTE: "remote"}.get(kind, "human")


class TableServer(QObject):
    """The host's end of a LAN table; see the module docstring.  ``now`` is the host's clock (s)."""

    joined = Signal(int, str)
    left = Signal(int, str)
    refused = Signal(str, str)
    chat = Signal(str, object, str)
    seats_changed = Signal()
    closed = Signal()

    def __init__(self, host: MatchHost, *, host_name: str, table: dict | None = None,
                 bind: str = "127.0.0.1", port: int = 0, invited: set[str] | None = None,
                 friends: set[str] | None = None, reconnect_s: float = 120.0, parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.host = host
        self.match = host.match
        self.host_name = " ".join(host_name.split())[:32].strip() or "cardsuite"   # as the schema takes a name
        self.table = dict(table or {})
        self.bind = bind
        self.wanted_port = port
        self.invited = set(invited) if invited is not None else None
        self.friends = set(friends) if friends is not None else None     # player ids a friends-only table admits
        if self.match.entry.game().open_tables:     # RULES P-10: a duel table is open to anyone
            self.invited = self.friends = None
        self.reconnect_s = reconnect_s
        self.now = now
        self.table_id = secrets.token_hex(8)
        self.peers: list[Peer] = []
        self.seated: dict[int, Peer] = {}             # seat -> its connected peer
        self.tokens: dict[int, str] = {}              # seat -> the token that reclaims it
        self.dropped: dict[int, float] = {}           # seat -> when its peer went
        self.salts: dict[int, str] = {}               # round -> the salt of its commitment
        self.placeholders: dict[int, tuple] = {}      # seat -> its name and rating before anyone took it
        self.is_closed = False
        if self.match.secret == self.match.seed:      # the first deal is revealed: the next must not follow
            self.match.new_secret()
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._on_connection)
        self._update_hold()

    # -- the contract ------------------------------------------------------------------------

    def listen(self) -> int:
        """Start listening; the bound port.  OSError if the address or port cannot be had."""
        if not self._server.listen(QHostAddress(self.bind), self.wanted_port):
            raise OSError(f"cannot listen on {self.bind}:{self.wanted_port}: {self._server.errorString()}")
        return self.port()

    def port(self) -> int:
        return int(self._server.serverPort())

    def announcement(self) -> dict:
        """The ``table`` datagram body for discovery."""
        seats = [{"name": None if self._free(seat) else name, "kind": seat_kind(s.kind)}
                 for seat, (s, name) in enumerate(zip(self.match.seats, self.names()))]
        return {"type": "table", "id": self.table_id, "host_name": self.host_name, "game": self.match.entry.name,
                "options": self.match.options.to_json(), "seats": seats,
                "free": sum(1 for seat in range(len(seats)) if self._free(seat)), "address": None,
                "port": self.port(), "access": self.access(),
                "app": __version__, "protocol": protocol.PROTOCOL_VERSION}

    def access(self) -> str:
        """Who may sit down, as the ``table`` datagram says it: "anyone", "invited" or "friends"."""
        return "invited" if self.invited is not None else "friends" if self.friends is not None else "anyone"

    def say(self, text: str, seat: int | None) -> None:
        """The host player's chat line to everyone."""
        self._chat(self.host_name, seat, text)

    def give_to_bot(self, seat: int, level: str, name: str | None = None) -> None:
        """A remote seat nobody holds (its player dropped, or none came) goes on as a bot of ``level``, named
        ``name`` (None: the seat's name); its token no longer reclaims it."""
        current = self.match.seats[seat]
        if current.kind is not SeatKind.REMOTE or seat in self.seated:
            raise ValueError(f"seat {seat} is not a dropped remote seat")
        bot = BotSeat(self.match.entry.bot_levels()[level], name or current.name)
        self.tokens.pop(seat, None)
        self.dropped.pop(seat, None)
        self.host.replace_seat(seat, bot)
        self._update_hold()
        self._broadcast_seats()

    def close(self, reason: str = protocol.BYE_CLOSED) -> None:
        """``bye`` to everyone, stop listening; the match stays with its host."""
        if self.is_closed:
            return
        self.is_closed = True
        self._server.close()
        for peer in list(self.peers):
            self._bye(peer, reason)
        self.closed.emit()

    # -- who sits where ----------------------------------------------------------------------

    def connected(self) -> list[bool]:
        return [seat in self.seated if s.kind is SeatKind.REMOTE else True for seat, s in enumerate(self.match.seats)]

    def names(self) -> list[str]:
        """The seats' names as the wire takes them (a local player's may be longer or empty)."""
        return [s.name[:64] or "?" for s in self.match.seats]

    def seats_message(self) -> dict:
        return {"type": "seats", "names": self.names(), "connected": self.connected(),
                "kinds": [seat_kind(s.kind) for s in self.match.seats], "ratings": self.ratings(),
                "unseated": self.unseated()}

    def ratings(self) -> list[int | None]:
        """Each seat's rating as the wire takes it (a whole number from 0 to 4000, or None)."""
        return [None if not isinstance(s.rating, (int, float)) or isinstance(s.rating, bool)
                else max(0, min(4000, round(s.rating))) for s in self.match.seats]

    def unseated(self) -> list[int]:
        """The remote seats nobody has taken since this table opened: the match is held while there are any."""
        return [seat for seat, s in enumerate(self.match.seats)
                if s.kind is SeatKind.REMOTE and seat not in self.tokens]

    def _update_hold(self) -> None:
        self.host.hold(bool(self.unseated()))

    def _free(self, seat: int) -> bool:
        """A remote seat nobody holds: never taken, or its player gone for longer than the reconnect time."""
        if self.match.seats[seat].kind is not SeatKind.REMOTE or seat in self.seated:
            return False
        gone = self.dropped.get(seat)
        return seat not in self.tokens or (gone is not None and self.now() - gone > self.reconnect_s)

    # -- connections -------------------------------------------------------------------------

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if self.is_closed:
                socket.abort()
                continue
            peer = Peer(socket, self.now, self._on_message, self._on_gone, self._flooded, self._backlogged)
            self.peers.append(peer)
            QTimer.singleShot(round(HELLO_TIMEOUT_S * 1000), self, lambda p=peer: self._hello_due(p))

    def _hello_due(self, peer: Peer) -> None:
        """A connection that has not greeted in time holds nothing: it is refused."""
        if peer.seat is None and not peer.closing:
            self._refuse(peer, "bad_hello", protocol.REFUSE_REASONS["bad_hello"])

    def _on_gone(self, peer: Peer) -> None:
        if peer in self.peers:
            self.peers.remove(peer)
        seat = peer.seat
        if seat is None or self.seated.get(seat) is not peer:
            return
        del self.seated[seat]
        self.dropped[seat] = self.now()
        self.host.detach(seat)
        log.info("cardsuite: %s left seat %s", peer.name, seat)
        self.left.emit(seat, peer.name)
        self._broadcast_seats()

    def _on_message(self, peer: Peer, message: dict | protocol.ProtocolError) -> None:
        """Every message from a peer, already read by the protocol.  No exception escapes: a handler that
        fails answers ``error`` (``bye`` for a greeting), logs one line, and the table is as it was before."""
        greeting = peer.seat is None
        before = self._seating() if greeting else None
        try:
            self._dispatch(peer, message)
        except Exception as exc:          # noqa: BLE001 - the host stays up whatever one message does
            kind = message.get("type") if isinstance(message, dict) else "malformed"
            log.error("cardsuite: a %r message from %s failed and was not acted on: %s: %r", kind,
                      peer.address, type(exc).__name__, str(exc))
            log.debug("cardsuite: the failure", exc_info=True)
            if greeting:
                self._restore_seating(peer, before)
                self._bye(peer, protocol.BYE_HELLO_FAILED)
            else:
                self._send(peer, {"type": "error", "reason": protocol.FAILED, "strikes": peer.strikes})

    def _seating(self) -> tuple:
        """Who sits where, as a greeting may change it: so a greeting that fails halfway changes nothing."""
        seats = [(s.name, s.rating) for s in self.match.seats]
        return seats, dict(self.seated), dict(self.tokens), dict(self.dropped), dict(self.placeholders)

    def _restore_seating(self, peer: Peer, before: tuple) -> None:
        seats, self.seated, self.tokens, self.dropped, self.placeholders = before
        for seat, (name, rating) in zip(self.match.seats, seats):
            seat.name, seat.rating = name, rating
        if peer.seat is not None and self.seated.get(peer.seat) is not peer:
            link = self.host.links.get(peer.seat)
            if isinstance(link, RemoteLink) and link.seat == peer.seat and peer.seat not in self.seated:
                self.host.detach(peer.seat)
            peer.seat = None
        self._update_hold()
        self._broadcast_seats()         # anyone told of the half-made seating hears it undone

    def _dispatch(self, peer: Peer, message: dict | protocol.ProtocolError) -> None:
        if isinstance(message, protocol.ProtocolError):
            if peer.seat is None:
                self._refuse(peer, "bad_hello", protocol.REFUSE_REASONS["bad_hello"])
            elif message.fatal:
                self._bye(peer, protocol.BYE_OVERSIZED)
            else:
                self._strike(peer, message.reason)
            return
        if peer.seat is None:
            self._hello(peer, message)
            return
        handler = getattr(self, f"_on_{message['type']}", None)
        if handler is None:        # a hello again: the seat is already taken
            self._strike(peer, HELLO_AGAIN)
            return
        handler(peer, message)

    def _strike(self, peer: Peer, reason: str) -> None:
        peer.strikes += 1
        self._send(peer, {"type": "error", "reason": reason[:500], "strikes": peer.strikes})
        if peer.strikes >= protocol.MAX_STRIKES:
            self._bye(peer, protocol.BYE_STRIKES)

    def _flooded(self, peer: Peer) -> None:
        self._bye(peer, protocol.BYE_FLOOD)

    def _backlogged(self, peer: Peer) -> None:
        self._bye(peer, protocol.BYE_BACKLOG)

    def _refuse(self, peer: Peer, code: str, reason: str) -> None:
        log.info("cardsuite: refused %s: %s", peer.address, reason)
        self.refused.emit(peer.address, reason)
        self._send(peer, {"type": "refuse", "code": code, "reason": reason[:500]})
        peer.close()

    def _bye(self, peer: Peer, reason: str) -> None:
        self._send(peer, {"type": "bye", "reason": reason})
        peer.close()

    # -- the greeting ------------------------------------------------------------------------

    def _hello(self, peer: Peer, message: dict) -> None:
        if message["type"] != "hello":
            self._refuse(peer, "bad_hello", protocol.REFUSE_REASONS["bad_hello"])
            return
        try:
            protocol.check_versions(message)
        except protocol.VersionMismatch as exc:
            log.info("cardsuite: %s", exc.reason)
            self._refuse(peer, "version", exc.peer_reason)
            return
        peer.name = message["name"]
        if self.is_closed:
            self._refuse(peer, "closed", protocol.REFUSE_REASONS["closed"])
            return
        token = message.get("token")
        if token is not None:
            seat = self._seat_of(token)
            if seat is None:
                self._refuse(peer, "token", protocol.REFUSE_REASONS["token"])
                return
            old = self.seated.get(seat)
            if old is not None:        # the same player again before the host noticed the old line drop
                self._bye(old, TAKEN_OVER)
        else:
            code = self._admission(message)
            if code is not None:
                self._refuse(peer, code, protocol.REFUSE_REASONS[code])
                return
            free = [s for s in range(len(self.match.seats)) if self._free(s)]
            named = [s for s in free if self.match.seats[s].name == peer.name]   # a resumed match: their seat
            seat = (named or free)[0]
            self.placeholders.setdefault(seat, (self.match.seats[seat].name, self.match.seats[seat].rating))
            self.match.seats[seat].name = peer.name
            self.match.seats[seat].rating = message.get("rating")
        self._seat(peer, seat)

    def _seat_of(self, token: str) -> int | None:
        for seat, known in self.tokens.items():
            if secrets.compare_digest(known.encode(), token.encode()):    # bytes: any text compares, not only ASCII
                gone = self.dropped.get(seat)
                if gone is not None and self.now() - gone > self.reconnect_s:
                    return None
                return seat
        return None

    def _admission(self, hello: dict) -> str | None:
        """Why a new player may not sit down (a refuse code), or None."""
        if self.invited is not None and hello["name"] not in self.invited:
            return "invite_only"
        if self.friends is not None and hello.get("player") not in self.friends:
            return "friends_only"
        ratings, rating = self.table.get("ratings"), hello.get("rating")
        if rating is None:                 # a player with no rating yet counts as a new player does in Elo
            rating = START_RATING
        if ratings and not ratings[0] <= rating <= ratings[1]:
            return "skill"
        if not any(self._free(seat) for seat in range(len(self.match.seats))):
            return "full"
        return None

    def _seat(self, peer: Peer, seat: int) -> None:
        peer.seat = seat
        peer.name = self.match.seats[seat].name
        self.seated[seat] = peer
        self.dropped.pop(seat, None)
        self.tokens[seat] = secrets.token_urlsafe(18)   # a new token each time: an old one is spent
        match = self.match
        self._send(peer, {
            "type": "welcome", "protocol": protocol.PROTOCOL_VERSION, "app": __version__,
            "host_name": self.host_name, "game": match.entry.name, "options": match.options.to_json(),
            "seat": seat, "token": self.tokens[seat], "names": self.names(),
            "kinds": [seat_kind(s.kind) for s in match.seats], "table": self.table, "ratings": self.ratings()})
        log.info("cardsuite: %s joined seat %s", peer.name, seat)
        self.joined.emit(seat, peer.name)
        self._broadcast_seats()
        self.host.attach(seat, RemoteLink(self.host, seat, lambda m, p=peer: self._to_seat(p, m)))
        self._update_hold()

    # -- messages after the greeting ---------------------------------------------------------

    def _on_action(self, peer: Peer, message: dict) -> None:
        link = self.host.links.get(peer.seat)
        if isinstance(link, RemoteLink) and link.receive(message):
            peer.played()

    def _on_continue(self, peer: Peer, message: dict) -> None:
        """Counted once per seat; ignored while no round summary is shown (a late or repeated click)."""
        if self.match.phase == Phase.BETWEEN_ROUNDS:
            self.host.request_next_round(peer.seat)

    def _on_leave(self, peer: Peer, message: dict) -> None:
        """The match ends; but while it waits for its players, a player who leaves only gives the seat up
        (free again, under its old name)."""
        seat = peer.seat
        if self.host.on_hold and seat in self.seated:
            self.tokens.pop(seat, None)
            s = self.match.seats[seat]
            s.name, s.rating = self.placeholders.get(seat, (s.name, s.rating))
        elif not self.match.is_over:
            self.host.leave(seat)
        self._bye(peer, protocol.BYE_LEFT)

    def _on_chat(self, peer: Peer, message: dict) -> None:
        self._chat(peer.name, peer.seat, message["text"])

    def _on_ping(self, peer: Peer, message: dict) -> None:
        self._send(peer, {"type": "pong", "n": message["n"]})

    def _chat(self, name: str, seat: int | None, text: str) -> None:
        line = {"type": "chat", "name": name[:32] or "?", "seat": seat, "text": text[:500]}
        try:
            protocol.validate(line, "to_client")
        except protocol.ProtocolError:
            return
        for peer in self.peers:
            if peer.seat is not None:
                self._send(peer, line)
        self.chat.emit(line["name"], seat, line["text"])

    def _broadcast_seats(self) -> None:
        if self.is_closed:        # everyone is being sent away
            return
        message = self.seats_message()
        for peer in self.peers:
            if peer.seat is not None:
                self._send(peer, message)
        self.seats_changed.emit()

    # -- sending -----------------------------------------------------------------------------

    def _to_seat(self, peer: Peer, message: dict) -> None:
        """What the seat's RemoteLink sends: updates framed by the round's commitment and reveal."""
        if message.get("type") != "update":
            self._send(peer, message)
            return
        match = self.match
        if match.phase == Phase.PLAYING:
            self._commit(peer, match.round_no)
        self._send(peer, message)
        if message.get("summary") is not None and match.finished_rounds:
            self._reveal(peer, len(match.finished_rounds) - 1)

    def _commit(self, peer: Peer, round_no: int) -> None:
        if round_no in peer.committed:
            return
        salt = self.salts.setdefault(round_no, fairness.new_salt())
        peer.committed.add(round_no)
        self._send(peer, {"type": "deal_commit", "round": round_no,
                          "commitment": fairness.commitment(self.match.record.seed, salt)})

    def _reveal(self, peer: Peer, round_no: int) -> None:
        salt = self.salts.get(round_no)
        if salt is None or round_no in peer.revealed or round_no not in peer.committed:
            return
        peer.revealed.add(round_no)
        self._send(peer, {"type": "deal_reveal", "round": round_no,
                          "deal": self.match.finished_rounds[round_no].seed, "salt": salt})

    def _send(self, peer: Peer, message: dict[str, Any]) -> None:
        try:
            frame = protocol.encode(message, "to_client")
        except protocol.ProtocolError as exc:
            log.error("cardsuite: a %s message was not sent to %s: %s", message.get("type"), peer.name, exc.reason)
            return
        peer.write(frame)
