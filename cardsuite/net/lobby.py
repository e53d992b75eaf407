"""What the lobby knows of the network: hosted tables, players, lobby chat and invitations.

Fed with validated discovery datagrams (:mod:`cardsuite.net.discovery`) and the time they were
heard, so it runs without Qt and tests drive it with a fake clock.  A table or a player that has
been silent for more than :data:`EXPIRY_S` is dropped (announcements come about once a second, so
three missed ones mean it is gone); ``table_closed`` drops a table at once.  An ignored player --
by id or by name, the names kept in the settings -- has their chat and invitations hidden.  Friends
(:class:`~cardsuite.profile.friends.Friends`, by stable player id) are listed first, their last known
name follows the name they are heard by, and their coming online or hosting a table is kept as
:class:`FriendNews` for the window to tell (:meth:`LobbyModel.take_news`).

Floods: UDP senders are anyone, so what one sender (an address and source port) may cost is bounded
before anything is parsed (:meth:`LobbyModel.admit`, a token bucket of :data:`RATE_PER_S` datagrams a
second, :data:`RATE_BURST` at once), and what the lobby keeps is capped: tables per sender and in all,
players likewise, one pending invitation per inviter and :data:`MAX_INVITATIONS` in all.  What is over
a cap is dropped, never what is already listed, so a flood cannot push out the tables one sees.
"""

from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass
from typing import Any, Iterable

from cardsuite.profile.friends import Friends

EXPIRY_S = 3.5
INVITATION_TTL_S = 120.0
CHAT_KEEP = 300
RATE_PER_S = 50.0              # datagrams a second one sender may send, on average ...
RATE_BURST = 100.0             # ... and at once (a lobby sends one presence and one datagram per table a second)
MAX_SENDERS = 1024             # senders whose rate is tracked; a new one beyond is not heard until some go idle
MAX_TABLES_PER_SENDER = 16
MAX_TABLES = 200
MAX_PLAYERS_PER_SENDER = 4
MAX_PLAYERS = 200
MAX_INVITATIONS = 20
RECENT_CHAT = 256              # numbered chat lines remembered, so one that comes twice is shown once


@dataclass
class LobbyTable:
    """A hosted table as its last announcement described it."""

    id: str
    host_name: str
    game: str
    options: dict
    seats: list[dict]
    free: int
    address: str
    port: int
    access: str
    app: str
    protocol: int
    heard_at: float

    def seat_names(self) -> list[str | None]:
        return [seat.get("name") for seat in self.seats]


@dataclass
class LobbyPlayer:
    """A lobby on the network, as its last ``presence`` described it."""

    id: str
    name: str
    address: str
    port: int
    status: str
    game: str | None
    table: str | None
    played: int
    rating: int | None
    heard_at: float


@dataclass(frozen=True)
class ChatLine:
    id: str
    name: str
    text: str
    at: float
    own: bool = False


@dataclass(frozen=True)
class Invitation:
    """An invitation to a table: join ``address``:``port`` to play ``game`` with ``name``."""

    id: str
    name: str
    table: str
    game: str
    address: str
    port: int
    at: float


@dataclass(frozen=True)
class FriendNews:
    """A friend came online (``what`` "online") or began hosting a table ("hosting", ``game`` its game)."""

    id: str
    name: str
    what: str
    game: str | None = None


@dataclass(frozen=True)
class InviteAnswer:
    id: str
    name: str
    table: str
    accepted: bool


class LobbyModel:
    """Tables, players, chat lines and invitations heard by one lobby (``own_id``: its own id)."""

    def __init__(self, own_id: str, ignored: Iterable[str] = (), friends: Friends | None = None):
        self.own_id = own_id
        self.friends = friends if friends is not None else Friends()
        self._news: list[FriendNews] = []
        self._tables: dict[str, LobbyTable] = {}
        self._players: dict[str, LobbyPlayer] = {}
        self._chat: list[ChatLine] = []
        self._invitations: dict[str, Invitation] = {}     # inviter id -> their latest invitation
        self._ignored = {str(name) for name in ignored}
        self._sources: dict[tuple[str, str], tuple[str, int]] = {}   # ("table"|"player", id) -> its sender
        self._counts: Counter[tuple[str, tuple[str, int]]] = Counter()   # ("table"|"player", sender) -> how many
        self._buckets: dict[tuple[str, int], tuple[float, float]] = {}   # sender -> (tokens, when)
        self._recent_chat: deque[tuple[str, int]] = deque(maxlen=RECENT_CHAT)
        self.refused = 0        # datagrams over a sender's rate
        self.dropped = 0        # tables, players and invitations over a cap
        self.foreign = 0        # datagrams about a table or player that another address announced (a forgery)

    # -- rates and caps ------------------------------------------------------------------

    def admit(self, sender: str, port: int, now: float) -> bool:
        """Whether one more datagram from ``sender``:``port`` is within its rate (asked before parsing it)."""
        key = (sender, port)
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= MAX_SENDERS:
                self._forget_idle_senders(now)
            if len(self._buckets) >= MAX_SENDERS:
                self.refused += 1
                return False
            tokens = RATE_BURST
        else:
            tokens = min(RATE_BURST, bucket[0] + (now - bucket[1]) * RATE_PER_S)
        if tokens < 1.0:
            self._buckets[key] = (tokens, now)
            self.refused += 1
            return False
        self._buckets[key] = (tokens - 1.0, now)
        return True

    def _forget_idle_senders(self, now: float) -> None:
        """A sender whose bucket has filled up again costs nothing to forget: it starts full anyway."""
        full = RATE_BURST / RATE_PER_S
        self._buckets = {key: b for key, b in self._buckets.items() if now - b[1] < full}

    def _place(self, kind: str, item_id: str, source: tuple[str, int]) -> bool:
        """Count a table or player under its sender; False (and not counted) if a new one is over a cap
        (a listed one is always updated)."""
        old = self._sources.get((kind, item_id))
        if old is not None and old[0] != source[0]:
            self.foreign += 1        # an id belongs to the address that announced it first, until it goes
            return False
        if old is None:
            listed = self._tables if kind == "table" else self._players
            per_sender, in_all = ((MAX_TABLES_PER_SENDER, MAX_TABLES) if kind == "table"
                                  else (MAX_PLAYERS_PER_SENDER, MAX_PLAYERS))
            if len(listed) >= in_all or self._counts[(kind, source)] >= per_sender:
                self.dropped += 1
                return False
        elif old != source:
            self._counts[(kind, old)] -= 1
        if old != source:
            self._counts[(kind, source)] += 1
            self._sources[(kind, item_id)] = source
        return True

    def _unplace(self, kind: str, item_id: str) -> None:
        source = self._sources.pop((kind, item_id), None)
        if source is not None:
            self._counts[(kind, source)] -= 1
            if self._counts[(kind, source)] <= 0:
                del self._counts[(kind, source)]

    # -- hearing -------------------------------------------------------------------------

    def heard(self, message: dict, sender: str, now: float, port: int = 0) -> Any:
        """Take one validated datagram heard from ``sender`` (its source ``port``); returns what changed:
        "tables", "players", a :class:`ChatLine`, an :class:`Invitation`, an :class:`InviteAnswer` or None
        (nothing to show: our own datagram, one meant for another lobby, an ignored player, or one over a
        cap).  A table or invitation is reached at ``sender``, never at an address a datagram names."""
        kind = message.get("type")
        if message.get("id") == self.own_id and kind != "table_closed":
            return None
        source = (sender, port)
        if kind in ("table", "presence") and not self._place("table" if kind == "table" else "player",
                                                              message["id"], source):
            return None
        if kind == "table":
            self._tables[message["id"]] = LobbyTable(
                message["id"], message["host_name"], message["game"], dict(message["options"]),
                [dict(seat) for seat in message["seats"]], message["free"], sender,
                message["port"], message["access"], message["app"], message["protocol"], now)
            return "tables"
        if kind == "table_closed":
            owner = self._sources.get(("table", message["id"]))
            if owner is not None and owner[0] != sender:
                self.foreign += 1    # only the table's own host closes it
                return None
            self._invitations = {key: inv for key, inv in self._invitations.items() if inv.table != message["id"]}
            self._unplace("table", message["id"])
            return "tables" if self._tables.pop(message["id"], None) is not None else None
        if kind == "presence":
            self._friend_heard(self._players.get(message["id"]), message)
            self._players[message["id"]] = LobbyPlayer(
                message["id"], message["name"], sender, message["port"], message["status"], message.get("game"),
                message.get("table"), message["played"], message.get("rating"), now)
            return "players"
        if kind == "lobby_chat":
            if message.get("n") is not None:   # sent to the targets and straight to us: keep the first
                numbered = (message["id"], message["n"])
                if numbered in self._recent_chat:
                    return None
                self._recent_chat.append(numbered)
            line = ChatLine(message["id"], message["name"], message["text"], now)
            self._add_chat(line)
            return None if self.is_ignored(line.id, line.name) else line
        if kind == "invite" and message["to"] == self.own_id:
            invitation = Invitation(message["id"], message["name"], message["table"], message["game"],
                                    sender, message["port"], now)
            if self.is_ignored(invitation.id, invitation.name):
                return None
            if invitation.id not in self._invitations and len(self._invitations) >= MAX_INVITATIONS:
                self.dropped += 1
                return None
            self._invitations[invitation.id] = invitation     # a newer one from the same inviter replaces theirs
            return invitation
        if kind == "invite_answer" and message["to"] == self.own_id:
            player = self._players.get(message["id"])
            return InviteAnswer(message["id"], player.name if player else "", message["table"], message["accepted"])
        return None

    def _friend_heard(self, before: LobbyPlayer | None, presence: dict) -> None:
        """A friend's presence: their last name is kept; coming online, or a new table of theirs, is news."""
        player_id, name = presence["id"], presence["name"]
        if not self.friends.is_friend(player_id):
            return
        self.friends.heard(player_id, name)
        hosting = presence["status"] == "hosting"
        if before is None:
            self._news.append(FriendNews(player_id, name, "hosting" if hosting else "online",
                                         presence.get("game") if hosting else None))
        elif hosting and (before.status != "hosting" or before.table != presence.get("table")):
            self._news.append(FriendNews(player_id, name, "hosting", presence.get("game")))

    def take_news(self) -> list[FriendNews]:
        """What friends did since the last call (each told once), oldest first."""
        news, self._news = self._news, []
        return news

    def add_own_chat(self, name: str, text: str, now: float) -> ChatLine:
        """Our own line (our datagrams are not heard back)."""
        line = ChatLine(self.own_id, name, text, now, own=True)
        self._add_chat(line)
        return line

    def _add_chat(self, line: ChatLine) -> None:
        self._chat.append(line)
        del self._chat[:-CHAT_KEEP]

    def expire(self, now: float) -> bool:
        """Drop tables and players silent for more than :data:`EXPIRY_S`; whether anything went."""
        tables = {key: t for key, t in self._tables.items() if now - t.heard_at <= EXPIRY_S}
        players = {key: p for key, p in self._players.items() if now - p.heard_at <= EXPIRY_S}
        changed = len(tables) != len(self._tables) or len(players) != len(self._players)
        for kind, before, after in (("table", self._tables, tables), ("player", self._players, players)):
            for item_id in before.keys() - after.keys():
                self._unplace(kind, item_id)
        self._tables, self._players = tables, players
        self._invitations = {key: inv for key, inv in self._invitations.items()
                             if now - inv.at <= INVITATION_TTL_S}
        return changed

    # -- reading -------------------------------------------------------------------------

    def tables(self) -> list[LobbyTable]:
        return sorted(self._tables.values(), key=lambda t: (t.game, t.host_name.lower(), t.id))

    def table(self, table_id: str) -> LobbyTable | None:
        return self._tables.get(table_id)

    def players(self) -> list[LobbyPlayer]:
        """Friends first, then everyone else, each by name."""
        return sorted(self._players.values(),
                      key=lambda p: (not self.friends.is_friend(p.id), p.name.lower(), p.id))

    def is_friend(self, player_id: str) -> bool:
        return self.friends.is_friend(player_id)

    def befriend(self, player: LobbyPlayer) -> None:
        """Add a listed player to the friends (kept in the profile by their id, with this name)."""
        self.friends.add(player.id, player.name)

    def unfriend(self, player_id: str) -> bool:
        return self.friends.remove(player_id)

    def away_friends(self) -> list:
        """The friends not heard on the network now (:class:`~cardsuite.profile.friends.Friend`), by name."""
        return [friend for friend in self.friends.friends() if friend.id not in self._players]

    def player(self, player_id: str) -> LobbyPlayer | None:
        return self._players.get(player_id)

    def opponents(self, player: LobbyPlayer) -> list[str]:
        """Whom ``player`` plays: the other names at their table (from its announcement, or from the
        other players who say they sit at it)."""
        if not player.table:
            return []
        table = self._tables.get(player.table)
        if table is not None:
            names = [name for name in table.seat_names() if name and name != player.name]
            if names:
                return names
        return [other.name for other in self.players() if other.table == player.table and other.id != player.id]

    def chat_lines(self) -> list[ChatLine]:
        """The chat, oldest first, without the lines of ignored players."""
        return [line for line in self._chat if line.own or not self.is_ignored(line.id, line.name)]

    def invitations(self) -> list[Invitation]:
        """Pending invitations, oldest first, without those of ignored players."""
        return sorted((inv for inv in self._invitations.values() if not self.is_ignored(inv.id, inv.name)),
                      key=lambda inv: inv.at)

    def take_invitation(self, player_id: str, table_id: str) -> Invitation | None:
        """Remove a pending invitation (answered) and return it; None if the inviter has since invited
        us to another table (that one stays pending)."""
        pending = self._invitations.get(player_id)
        if pending is None or pending.table != table_id:
            return None
        return self._invitations.pop(player_id)

    # -- ignoring ------------------------------------------------------------------------

    def is_ignored(self, player_id: str, name: str = "") -> bool:
        return player_id in self._ignored or (bool(name) and name in self._ignored)

    def ignore(self, name: str) -> None:
        self._ignored.add(name)

    def unignore(self, name: str) -> None:
        self._ignored.discard(name)

    def ignored(self) -> list[str]:
        return sorted(self._ignored)
