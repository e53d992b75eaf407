"""A raw LAN client for server tests: Python's socket on 127.0.0.1 speaking the protocol's frames.

It pumps nothing itself: tests wait with ``qtbot.waitUntil`` on a condition that polls the socket,
so the host's Qt loop runs while the client waits.
"""

from __future__ import annotations

import socket

from cardsuite import games
from cardsuite.play import MatchHost
from cardsuite.play.match import Match
from cardsuite.net import protocol
from cardsuite.net.server import TableServer
from cardsuite.play.seats import BotSeat, remote_seat


class RawClient:
    """A client socket; ``inbox`` holds every message the host sent, in order."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=120)
        self.sock.setblocking(False)
        self.reader = protocol.FrameReader("to_client")
        self.inbox: list[dict] = []
        self.closed = False

    def send(self, message: dict) -> None:
        self.send_raw(protocol.encode(message, "to_host"))

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def hello(self, name: str, token: str | None = None, **extra) -> None:
        self.send({**protocol.hello(name, token), **extra})

    def poll(self) -> None:
        while not self.closed:
            try:
                data = self.sock.recv(1 << 16)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                self.closed = True
                return
            if not data:
                self.closed = True
                return
            for item in self.reader.feed(data):
                assert isinstance(item, dict), f"the host sent a bad frame: {item}"
                self.inbox.append(item)

    def of(self, kind: str) -> list[dict]:
        self.poll()
        return [m for m in self.inbox if m["type"] == kind]

    def wait(self, qtbot, condition) -> None:
        def ready() -> bool:
            self.poll()
            return bool(condition())
        qtbot.waitUntil(ready)

    def wait_for(self, qtbot, kind: str, count: int = 1) -> dict:
        self.wait(qtbot, lambda: len(self.of(kind)) >= count)
        return self.of(kind)[count - 1]

    def last_update(self) -> dict | None:
        updates = self.of("update")
        return updates[-1] if updates else None

    def my_turn(self) -> dict | None:
        """The newest update, if it asks this seat to act."""
        update = self.last_update()
        return update if update is not None and update["legal"] else None

    def play_first_legal(self, qtbot) -> dict:
        self.wait(qtbot, lambda: self.my_turn() is not None or self.round_over())
        update = self.last_update()
        if update["legal"]:
            self.send({"type": "action", "seq": update["seq"], "action": update["legal"][0]})
            self.wait(qtbot, lambda: self.last_update()["seq"] > update["seq"] or self.of("refused"))
        return update

    def round_over(self) -> bool:
        update = self.last_update()
        return update is not None and update["phase"] != "playing"

    def play_round(self, qtbot, limit: int = 400) -> None:
        for _ in range(limit):
            if self.round_over():
                return
            self.play_first_legal(qtbot)
        raise AssertionError("the round did not end")

    def close(self) -> None:
        self.sock.close()


def schnapsen_match(remote: int = 1, seed: int = 7, secret: int | None = None) -> Match:
    """Schnapsen with ``remote`` remote seats (waiting for players) and instant bots on the rest; without a
    ``secret`` the server draws one when it serves the match (and the bots' choices vary from run to run)."""
    entry = games.get("schnapsen")
    options = entry.game().Options.from_preset()
    level = entry.bot_levels()["random"]
    seats = [remote_seat("Waiting…") if i < remote else BotSeat(level, f"Bot{i}", pace=0) for i in range(2)]
    return Match(entry, options, seats, seed, secret=secret)


def serve(match: Match, **kwargs) -> tuple[MatchHost, TableServer]:
    """A started host (no pauses, bots at once) and its listening server on 127.0.0.1."""
    host = MatchHost(match)
    server = TableServer(host, host_name="Host", **kwargs)
    server.listen()
    host.start()
    return host, server


def saved(match: Match) -> dict:
    """The match record without its save time and its seats' token hashes (a token rotates with every welcome
    while the match itself stays as it was)."""
    data = match.to_json()
    data.pop("saved_at")
    for seat in data["seats"]:
        seat.pop("token_hash", None)
    return data
