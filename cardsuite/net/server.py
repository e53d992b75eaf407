"""TableServer: a hosted table on a QTcpServer, remote seats on the same MatchHost as local play.

Each connection is a :class:`~.peers.Peer` (its frame reader, strikes and flood count).  Its first
message must be a ``hello``; the host then gives it the first free remote seat (or its own seat back
for a valid token), a ``welcome`` with a fresh token, the table's ``seats``, the round's
``deal_commit``, and attaches a :class:`~cardsuite.play.RemoteLink`, whose first update is the
seat's full snapshot.  After that every message is checked by :mod:`.protocol` before anything acts
on it: a malformed one is a strike (``error``; ``bye`` at MAX_STRIKES), an action the host does not
play is ``refused`` and changes nothing.  Nothing of any one game lives here: the seats and their
views come from the match.

Seats belong to their players.  A remote seat somebody has taken is *owned*: the hash of its current token is
kept on the seat and in the match's save (the token rotates with every welcome), so its player gets it back
with the token -- after a lost line, an app restart or a host restart -- and nobody gets it by saying its
name.  Without the token the seat goes only to whom the host allows: the host app is asked (``claim_asked``,
answered with :meth:`TableServer.answer_claim`; the connection waits), a host without a window hands out a
one-time code (``code_issued``) that the player types.  Names at one table are unique as
:func:`protocol.name_key` compares them.

Until every remote seat has been taken once since the table opened (a new table: by anyone; a resumed
one: by its players, who come back with their tokens) the match is held (:meth:`MatchHost.hold`): nobody acts, no
bot thinks, no clock runs; a seat the host gives to a bot no longer holds it.

Fair deals: each round's deal number (its seed) is committed to with a fresh salt before the round's
first update, and revealed after the update carrying its summary; the match's secret (see
:meth:`cardsuite.play.match.Match.new_secret`) keeps the next rounds from following from a revealed one.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import secrets
import time
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer

from cardsuite import __version__
from cardsuite.play import MatchHost, RemoteLink
from cardsuite.play.match import Phase
from cardsuite.profile.ratings import START as START_RATING
from cardsuite.play.seats import WAITING_NAME, BotSeat, SeatKind
from cardsuite.translate import QT_TRANSLATE_NOOP
from . import fairness, protocol
from .peers import Peer

log = logging.getLogger(__name__)
HELLO_TIMEOUT_S = 10.0
HELLO_AGAIN = QT_TRANSLATE_NOOP("Network", "The greeting was already made.")
TAKEN_OVER = QT_TRANSLATE_NOOP("Network", "Your seat was reclaimed by a newer connection.")
CODE_TRIES = 3          # wrong codes for one seat before its code is void (an ask CODE_AGAIN_S later: a new one)
CODE_AGAIN_S = 60.0     # after a code is void, no new one for that seat this long: a guesser gets 3 tries a minute


def token_hash(token: str) -> str:
    """What the host keeps of a seat's token (on the seat, in the save): enough to know it again, not to
    send it."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


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
    claim_asked = Signal(int, int, str, str)   # claim id, the seat, the name and the address of who asks for it
    claim_dropped = Signal(int)                # the claim went before the host answered (its line, or its seat)
    code_issued = Signal(int, str, str)        # seat, its name, the one-time code that gives it away

    def __init__(self, host: MatchHost, *, host_name: str, table: dict | None = None,
                 bind: str = "127.0.0.1", port: int = 0, invited: set[str] | None = None,
                 friends: set[str] | None = None, ask_host: bool = False, parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        """``ask_host``: an owned seat asked for without its token is put to the host (``claim_asked``);
        otherwise the host gets a one-time code for it (``code_issued``) to tell the rightful player."""
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
        self.ask_host = ask_host
        self.now = now
        self.table_id = secrets.token_hex(8)
        self.peers: list[Peer] = []
        self.seated: dict[int, Peer] = {}             # seat -> its connected peer
        self.tokens: dict[int, str] = {}              # seat -> its token, for seats taken since the table opened
        self.codes: dict[int, list] = {}              # seat -> [its one-time code, wrong tries left]
        self.voided: dict[int, float] = {}            # seat -> when its last code was guessed at too often
        self.claims: dict[int, tuple[Peer, int, dict]] = {}   # claim id -> who waits for which seat, its hello
        self._claim_ids = itertools.count(1)
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
        self.codes.pop(seat, None)
        self._drop_claims(seat)
        self.host.replace_seat(seat, bot)
        self._update_hold()
        self._broadcast_seats()

    def close(self, reason: str = protocol.BYE_CLOSED) -> None:
        """``bye`` to everyone, stop listening; the match stays with its host.  ``reason`` ``BYE_CLOSED``: the
        host may resume the match (its players keep their seats' keys); ``BYE_ENDED``: it is gone for good."""
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
        """A remote seat a newcomer may take: nobody holds it and nobody has owned it."""
        return self._away(seat) and not self._owned(seat)

    def _away(self, seat: int) -> bool:
        """A remote seat nobody is connected to."""
        return self.match.seats[seat].kind is SeatKind.REMOTE and seat not in self.seated

    def _owned(self, seat: int) -> bool:
        """Whether a player has sat at this remote seat; in a match saved before seats had tokens, whether the
        seat carries a player's name (not the placeholder): that player can prove it only with a code or the
        host's yes."""
        s = self.match.seats[seat]
        if getattr(s, "token_hash", None) is not None:
            return True
        return getattr(s, "legacy", False) and s.name not in (
            "", WAITING_NAME, QCoreApplication.translate("Network", WAITING_NAME))

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
        """A connection that has not greeted in time holds nothing: it is refused (one waiting for the host to
        answer its claim waits on)."""
        if peer.seat is None and not peer.closing and self._claim_of(peer) is None:
            self._refuse(peer, "bad_hello", protocol.REFUSE_REASONS["bad_hello"])

    def _on_gone(self, peer: Peer) -> None:
        if peer in self.peers:
            self.peers.remove(peer)
        claim = self._claim_of(peer)
        if claim is not None:
            del self.claims[claim]
            self.claim_dropped.emit(claim)
        seat = peer.seat
        if seat is None or self.seated.get(seat) is not peer:
            return
        del self.seated[seat]
        self.host.detach(seat)
        log.info("cardsuite: %s left seat %s", protocol.log_text(peer.name), seat)
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
            log.error("cardsuite: a %s message from %s failed and was not acted on: %s: %s", protocol.log_text(kind),
                      peer.address, type(exc).__name__, protocol.log_text(exc))
            log.debug("cardsuite: the failure", exc_info=True)
            if greeting:
                self._restore_seating(peer, before)
                self._bye(peer, protocol.BYE_HELLO_FAILED)
            else:
                self._send(peer, {"type": "error", "reason": protocol.FAILED, "strikes": peer.strikes})

    def _seating(self) -> tuple:
        """Who sits where, as a greeting may change it: so a greeting that fails halfway changes nothing."""
        seats = [(s.name, s.rating, getattr(s, "token_hash", None)) for s in self.match.seats]
        codes = {seat: list(code) for seat, code in self.codes.items()}
        return seats, dict(self.seated), dict(self.tokens), codes, dict(self.claims), dict(self.placeholders)

    def _restore_seating(self, peer: Peer, before: tuple) -> None:
        seats, self.seated, self.tokens, self.codes, self.claims, self.placeholders = before
        for seat, (name, rating, token_hash) in zip(self.match.seats, seats):
            seat.name, seat.rating = name, rating
            if seat.kind is SeatKind.REMOTE:
                seat.token_hash = token_hash
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
        log.info("cardsuite: refused %s: %s", peer.address, protocol.log_text(reason))
        self.refused.emit(peer.address, reason)
        self._send(peer, {"type": "refuse", "code": code, "reason": reason[:500]})
        peer.close()

    def _bye(self, peer: Peer, reason: str) -> None:
        self._send(peer, {"type": "bye", "reason": reason})
        peer.close()

    # -- the greeting ------------------------------------------------------------------------

    def _hello(self, peer: Peer, message: dict) -> None:
        if self._claim_of(peer) is not None:     # waiting for the host's answer: only kept alive
            if isinstance(message, dict) and message.get("type") == "ping":
                self._on_ping(peer, message)
            return
        if message["type"] != "hello":
            self._refuse(peer, "bad_hello", protocol.REFUSE_REASONS["bad_hello"])
            return
        try:
            protocol.check_versions(message)
        except protocol.VersionMismatch as exc:
            log.info("cardsuite: %s", protocol.log_text(exc.reason))
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
            self._seat(peer, seat)
            return
        if not protocol.name_visible(peer.name):
            self._refuse(peer, "bad_name", protocol.REFUSE_REASONS["bad_name"])
            return
        wanted = self._wanted(message)
        if wanted is not None:
            self._claim(peer, wanted, message)
            return
        if self._name_taken(peer.name, None):
            self._refuse(peer, "name_taken", protocol.REFUSE_REASONS["name_taken"])
            return
        code = self._admission(message)
        if code is not None:
            self._refuse(peer, code, protocol.REFUSE_REASONS[code])
            return
        free = [s for s in range(len(self.match.seats)) if self._free(s)]
        key = protocol.name_key(peer.name)     # a seat nobody owned yet, already named for this player (a match
        named = [s for s in free if protocol.name_key(self.match.seats[s].name) == key]   # saved before tokens)
        self._take(peer, (named or free)[0], message)

    def _wanted(self, hello: dict) -> int | None:
        """The owned seat nobody holds that this hello (without a token) asks for, if any: the one its
        ``seat`` names, else the one its code opens, else the one of its name; at a table with no seat left
        for a newcomer, the first such seat (its player may be the one who lost the way back)."""
        away = [s for s in range(len(self.match.seats)) if self._away(s) and self._owned(s)]
        if hello.get("seat") in away:
            return hello["seat"]
        code = hello.get("code")
        for seat in away:
            if code is not None and seat in self.codes and secrets.compare_digest(
                    self.codes[seat][0].encode(), code.encode()):
                return seat
        key = protocol.name_key(hello["name"])
        named = [s for s in away if protocol.name_key(self.match.seats[s].name) == key]
        if named:
            return named[0]
        if away and not any(self._free(s) for s in range(len(self.match.seats))):
            return away[0]
        return None

    def _name_taken(self, name: str, seat: int | None) -> bool:
        """Whether a seat other than ``seat`` is known by ``name`` (as name_key compares names); the
        placeholder of a seat nobody has taken is no one's name."""
        key = protocol.name_key(name)
        return any(protocol.name_key(s.name) == key for i, s in enumerate(self.match.seats)
                   if i != seat and not self._free(i))

    def _claim(self, peer: Peer, seat: int, hello: dict) -> None:
        """A hello asks for an owned seat without its token: its one-time code gives the seat; else the host
        app is asked, or a host without a window makes a code and refuses until the player brings it."""
        if self._name_taken(peer.name, seat):
            self._refuse(peer, "name_taken", protocol.REFUSE_REASONS["name_taken"])
            return
        code = hello.get("code")
        known = self.codes.get(seat)
        if code is not None and known is not None:
            if secrets.compare_digest(known[0].encode(), code.encode()):
                del self.codes[seat]
                log.info("cardsuite: %s took seat %s with its code", protocol.log_text(peer.name), seat)
                self._take(peer, seat, hello)
                return
            known[1] -= 1
            if known[1] <= 0:
                del self.codes[seat]
                self.voided[seat] = self.now()
            self._refuse(peer, "bad_code", protocol.REFUSE_REASONS["bad_code"])
            return
        if self.ask_host:
            if any(wanted == seat for _peer, wanted, _hello in self.claims.values()):
                self._refuse(peer, "busy", protocol.REFUSE_REASONS["busy"])   # one question a seat: no flood
                return
            claim = next(self._claim_ids)
            self.claims[claim] = (peer, seat, hello)
            self.claim_asked.emit(claim, seat, peer.name, peer.address.rpartition(":")[0])   # the machine, not its port
            return
        voided = self.voided.get(seat)
        if seat not in self.codes and (voided is None or self.now() - voided >= CODE_AGAIN_S):
            self.codes[seat] = [f"{secrets.randbelow(10 ** 8):08d}", CODE_TRIES]
            self.code_issued.emit(seat, self.match.seats[seat].name, self.codes[seat][0])
        self._refuse(peer, "seat_owned", protocol.REFUSE_REASONS["seat_owned"])

    def answer_claim(self, claim: int, allow: bool) -> None:
        """The host's answer to ``claim_asked``: the seat goes to the one who asked, or they are refused."""
        entry = self.claims.pop(claim, None)
        if entry is None or entry[0].closing:
            return
        peer, seat, hello = entry
        if not allow or not self._away(seat) or self._name_taken(peer.name, seat):
            self._refuse(peer, "denied", protocol.REFUSE_REASONS["denied"])
            return
        log.info("cardsuite: the host gave seat %s to %s", seat, protocol.log_text(peer.name))
        self._take(peer, seat, hello)

    def _drop_claims(self, seat: int) -> None:
        """The seat is settled (its player is back, or a bot has it): its askers are refused, its questions go."""
        for claim in [c for c, (_peer, wanted, _hello) in self.claims.items() if wanted == seat]:
            other = self.claims.pop(claim)[0]
            self.claim_dropped.emit(claim)
            if not other.closing:
                self._refuse(other, "denied", protocol.REFUSE_REASONS["denied"])

    def _claim_of(self, peer: Peer) -> int | None:
        return next((claim for claim, (p, _s, _h) in self.claims.items() if p is peer), None)

    def _take(self, peer: Peer, seat: int, hello: dict) -> None:
        """A new player at ``seat``: the hello's name and rating replace the seat's."""
        s = self.match.seats[seat]
        if not self._owned(seat):
            self.placeholders.setdefault(seat, (s.name, s.rating))
        s.name = peer.name
        s.rating = hello.get("rating")
        self._seat(peer, seat)

    def _seat_of(self, token: str) -> int | None:
        """The remote seat whose token this is (its hash is on the seat, so a token from before a host
        restart counts), or None."""
        wanted = token_hash(token)
        for seat, s in enumerate(self.match.seats):
            known = getattr(s, "token_hash", None)
            if s.kind is SeatKind.REMOTE and known is not None and secrets.compare_digest(known, wanted):
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
        self.codes.pop(seat, None)
        self._drop_claims(seat)                         # asked for while its player came back
        self.tokens[seat] = secrets.token_urlsafe(18)   # a new token each time: an old one is spent
        self.match.seats[seat].token_hash = token_hash(self.tokens[seat])
        match = self.match
        if match.autosave is not None:                  # a host restarted from the save knows the new token
            match.autosave(match.to_json())
        self._send(peer, {
            "type": "welcome", "protocol": protocol.PROTOCOL_VERSION, "app": __version__,
            "host_name": self.host_name, "game": match.entry.name, "options": match.options.to_json(),
            "seat": seat, "token": self.tokens[seat], "names": self.names(),
            "kinds": [seat_kind(s.kind) for s in match.seats], "table": self.table, "ratings": self.ratings(),
            "match_id": match.match_id})
        log.info("cardsuite: %s joined seat %s", protocol.log_text(peer.name), seat)
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
            s.token_hash, s.legacy = None, False
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
            log.error("cardsuite: a %s message was not sent to %s: %s", message.get("type"),
                      protocol.log_text(peer.name), protocol.log_text(exc.reason))
            return
        peer.write(frame)
