"""The seats this player holds at tables hosted elsewhere: each seat's token, kept so the player's own app gets
the seat back after a lost line, an app restart or a host restart (issue 23 §2).

A seat is keyed by the host's address and port and the hosted match's id (the ``welcome``'s ``match_id``, the
same after the host resumes the match).  The host rotates the token on every welcome, so the newest one is
stored each time.  The file is versioned JSON written atomically (:mod:`.versioned_json`); an unreadable one
is moved aside with a message and the app goes on with no seats remembered.  No Qt here.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from pathlib import Path

from . import folders, versioned_json

KIND = "seat_tokens"
VERSION = 1
KEEP = 20          # seats remembered at most (the oldest go first)


def tokens_path() -> Path:
    return folders.data_dir() / "seat_tokens.json"


@dataclass(frozen=True)
class HeldSeat:
    """One seat this player holds at a table hosted elsewhere."""

    address: str
    port: int
    match_id: str           # "" for a host that sends none (an older version)
    token: str
    host_name: str
    game: str
    seat: int
    saved_at: float

    @property
    def key(self) -> str:
        return seat_key(self.address, self.port, self.match_id)


def seat_key(address: str, port: int, match_id: str) -> str:
    """The key a held seat is stored and forgotten by: one seat of one match at one host."""
    return f"{address}|{port}|{match_id}"


def _held(item) -> HeldSeat | None:
    """A stored entry as a HeldSeat, or None when it does not look like one (it is then dropped)."""
    if not isinstance(item, dict):
        return None
    text = ("address", "match_id", "token", "host_name", "game")
    if not all(isinstance(item.get(field), str) for field in text) or not item["token"] or not item["address"]:
        return None
    port, seat, saved_at = item.get("port"), item.get("seat"), item.get("saved_at")
    if type(port) is not int or not 0 < port < 65536 or type(seat) is not int or seat < 0:
        return None
    if not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool):
        return None
    return HeldSeat(item["address"], port, item["match_id"], item["token"], item["host_name"], item["game"], seat,
                    float(saved_at))


class SeatTokens:
    """The stored seats; every change is written at once.  ``read_only`` while a file from a newer cardsuite (or
    one that could not be moved aside) is in the way: nothing is written then."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else tokens_path()
        data, self.read_only = versioned_json.load_versioned(
            self.path, KIND, "Until then, seats at other tables are not remembered.", VERSION)
        seats = data.get("seats") if isinstance(data, dict) else None
        held = [_held(item) for item in seats] if isinstance(seats, list) else []
        self.seats: list[HeldSeat] = [seat for seat in held if seat is not None]

    def at(self, address: str, port: int) -> HeldSeat | None:
        """The newest seat held at the table listening at exactly ``address``:``port`` (a key is never sent to
        another port: another table at that address would refuse it, and the key may be good for a match saved
        there)."""
        found = [s for s in self.seats if (s.address, s.port) == (address, int(port))]
        return max(found, key=lambda s: s.saved_at) if found else None

    def find(self, key: str) -> HeldSeat | None:
        return next((s for s in self.seats if s.key == key), None)

    def remember(self, address: str, port: int, match_id: str, token: str, host_name: str, game: str,
                 seat: int) -> HeldSeat:
        """The newest token of a seat (the host gave a new one with its welcome); StorageError if it cannot be
        written."""
        held = HeldSeat(address, int(port), match_id, token, host_name, game, seat, time.time())
        self.seats = [s for s in self.seats if s.key != held.key][-(KEEP - 1):] + [held]
        self._write()
        return held

    def forget(self, key: str) -> bool:
        """Forget a seat (its match is over or left, or the host no longer knows its token); whether it was
        held.  StorageError if the file cannot be written."""
        kept = [s for s in self.seats if s.key != key]
        if len(kept) == len(self.seats):
            return False
        self.seats = kept
        self._write()
        return True

    def _write(self) -> None:
        if not self.read_only:
            versioned_json.write_json(self.path, KIND, {"seats": [asdict(s) for s in self.seats]}, VERSION)
