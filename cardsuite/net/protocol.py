"""The LAN wire format: length-prefixed JSON frames, one schema table, and the version handshake.

Pure Python (no Qt) so the host, the client, the lobby and the tests share one definition, and so
every byte from the network passes one checker before anything acts on it.  Nothing received is
ever executed or unpickled: frames are JSON text, parsed into plain values and schema-checked.
``PROTOCOL.md`` beside this file documents every message; keep the two in step.
"""

from __future__ import annotations

import json
import struct
import unicodedata
from typing import Any, Callable

from cardsuite import __version__
from cardsuite.engine import BadMessage
from cardsuite.translate import QT_TRANSLATE_NOOP

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024          # bytes of JSON in one frame (the 4-byte length prefix not counted)
MAX_DATAGRAM = 8 * 1024
HEADER = struct.Struct(">I")

MAX_STRIKES = 3                # malformed messages before the host says bye and closes
FLOOD_MESSAGES = 100           # more messages than this within FLOOD_WINDOW_S: bye and close
FLOOD_WINDOW_S = 1.0
MAX_UNSENT = 1 << 20           # bytes the host holds for a peer that does not read: over it, bye and close

DIRECTIONS = ("to_host", "to_client", "datagram")
SEAT_KINDS = ("human", "bot", "remote")
REFUSE_CODES = ("version", "full", "invite_only", "token", "bad_hello", "closed", "skill", "friends_only", "bad_name",
                "name_taken", "seat_owned", "bad_code", "denied", "busy")

# Reasons the host sends (refuse / bye); the UI translates them in context "Network".
REFUSE_REASONS = {
    "full": QT_TRANSLATE_NOOP("Network", "The table is full."),
    "invite_only": QT_TRANSLATE_NOOP("Network", "This table is for invited players only."),
    "token": QT_TRANSLATE_NOOP("Network", "That seat cannot be reclaimed: the seat token is not valid."),
    "bad_hello": QT_TRANSLATE_NOOP("Network", "The first message was not a valid greeting."),
    "closed": QT_TRANSLATE_NOOP("Network", "The table is closed."),
    "skill": QT_TRANSLATE_NOOP("Network", "Your rating is outside this table's skill range."),
    "friends_only": QT_TRANSLATE_NOOP("Network", "This table is for the host's friends only."),
    "bad_name": QT_TRANSLATE_NOOP("Network", "Your name must have at least one visible letter; choose another."),
    "name_taken": QT_TRANSLATE_NOOP("Network", "Someone at this table already has that name; choose another."),
    "seat_owned": QT_TRANSLATE_NOOP("Network", "That seat belongs to a player who was at this table before. "
                                               "Ask the host for the seat's code and type it when you join."),
    "bad_code": QT_TRANSLATE_NOOP("Network", "That is not the seat's code. Ask the host for the code again."),
    "denied": QT_TRANSLATE_NOOP("Network", "The host did not give you that seat."),
    "busy": QT_TRANSLATE_NOOP("Network", "The host is already deciding who gets that seat; try again in a moment."),
}
BYE_STRIKES = QT_TRANSLATE_NOOP("Network", "Too many malformed messages; the host closed the connection.")
BYE_FLOOD = QT_TRANSLATE_NOOP("Network", "Too many messages at once; the host closed the connection.")
BYE_OVERSIZED = QT_TRANSLATE_NOOP("Network", "A message was too large; the host closed the connection.")
BYE_LEFT = QT_TRANSLATE_NOOP("Network", "You left the table.")
BYE_CLOSED = QT_TRANSLATE_NOOP("Network", "The host closed the table.")   # the match is kept: the host may resume it
BYE_ENDED = QT_TRANSLATE_NOOP("Network", "The host ended the match and closed the table.")   # gone for good
# A handler of the host's failed on a message that passed the schema (a bug of the host's, not the sender's):
FAILED = QT_TRANSLATE_NOOP("Network", "The host could not handle that message; nothing at the table changed.")
BYE_HELLO_FAILED = QT_TRANSLATE_NOOP("Network", "The host could not seat you; nothing at the table changed. "
                                                "Please try again.")
BYE_BACKLOG = QT_TRANSLATE_NOOP("Network", "Your connection did not keep up with the table; the host closed it.")

JSON = dict[str, Any]


class ProtocolError(BadMessage):
    """A frame or message that cannot be used; ``reason`` is readable by a player.

    ``fatal`` means the framing is lost (the connection must close).  ``template`` and ``params``
    let a UI show the reason translated: ``translate("Network", e.template).format(**e.params)``.
    """

    def __init__(self, reason: str, *, fatal: bool = False, **params: Any) -> None:
        self.template = reason
        self.params = params
        self.reason = reason.format(**params) if params else reason
        self.fatal = fatal
        super().__init__(self.reason)

    def text(self, translate: Callable[[str], str]) -> str:
        """The reason through ``translate`` (a callable taking the English template)."""
        return translate(self.template).format(**self.params) if self.params else translate(self.template)


class VersionMismatch(ProtocolError):
    """The peer speaks another protocol version; ``reason`` for this side, ``peer_reason`` to send back."""

    def __init__(self, reason: str, *, peer_reason: str, **params: Any) -> None:
        super().__init__(reason, **params)
        self.peer_reason = peer_reason.format(**params)


# ---------------------------------------------------------------- field types


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class Spec:
    """A field's type; ``check`` returns the (normalised) value or raises ProtocolError naming ``path``."""

    def check(self, value: Any, path: str) -> Any:
        raise NotImplementedError


class Int(Spec):
    def __init__(self, lo: int = -(2**63), hi: int = 2**63 - 1) -> None:
        self.lo, self.hi = lo, hi

    def check(self, value: Any, path: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be a whole number"), field=path)
        if not self.lo <= value <= self.hi:
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be from {lo} to {hi}"),
                                field=path, lo=self.lo, hi=self.hi)
        return value


class Bool(Spec):
    def check(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be true or false"), field=path)
        return value


LINE_BREAKING = frozenset({"Cc", "Zl", "Zp"})   # control characters, and U+2028/U+2029, which end a line too


class Str(Spec):
    """Text of ``lo``..``hi`` characters; ``plain`` strips it and refuses control characters and line or
    paragraph separators (names, chat lines and app versions end up in lists, refusals and log lines, where
    a line break would start a forged line)."""

    def __init__(self, lo: int = 0, hi: int = 64, plain: bool = False) -> None:
        self.lo, self.hi, self.plain = lo, hi, plain

    def check(self, value: Any, path: str) -> str:
        if not isinstance(value, str):
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be text"), field=path)
        if self.plain:
            value = value.strip()
            if any(unicodedata.category(c) in LINE_BREAKING for c in value):
                raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must not contain control characters"),
                                    field=path)
        if self.lo == self.hi != len(value):
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be {hi} characters long"),
                                field=path, hi=self.hi)
        if not self.lo <= len(value) <= self.hi:
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be {lo} to {hi} characters long"),
                                field=path, lo=self.lo, hi=self.hi)
        return value


class Hex(Str):
    """A hash as ``size`` hexadecimal digits."""

    def __init__(self, size: int) -> None:
        super().__init__(size, size)

    def check(self, value: Any, path: str) -> str:
        value = super().check(value, path)
        if value.strip("0123456789abcdefABCDEF"):
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be hexadecimal digits"), field=path)
        return value


class Choice(Spec):
    def __init__(self, *choices: str) -> None:
        self.choices = choices

    def check(self, value: Any, path: str) -> str:
        if not isinstance(value, str) or value not in self.choices:
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be one of: {choices}"),
                                field=path, choices=", ".join(self.choices))
        return value


class Obj(Spec):
    """Any JSON object (the game layer checks actions, views and options further)."""

    def check(self, value: Any, path: str) -> dict:
        if not isinstance(value, dict):
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be an object"), field=path)
        return value


class Anything(Spec):
    def check(self, value: Any, path: str) -> Any:
        return value


class List(Spec):
    def __init__(self, item: Spec, hi: int = 10_000) -> None:
        self.item, self.hi = item, hi

    def check(self, value: Any, path: str) -> list:
        if not isinstance(value, list):
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' must be a list"), field=path)
        if len(value) > self.hi:
            raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' may hold at most {hi} items"),
                                field=path, hi=self.hi)
        return [self.item.check(v, f"{path}[{i}]") for i, v in enumerate(value)]


class Nullable(Spec):
    def __init__(self, inner: Spec) -> None:
        self.inner = inner

    def check(self, value: Any, path: str) -> Any:
        return None if value is None else self.inner.check(value, path)


class Maybe:
    """A field that may be missing; the checked message then carries ``default``."""

    def __init__(self, spec: Spec, default: Any = None) -> None:
        self.spec, self.default = spec, default


class Record(Spec):
    """A JSON object with named fields (each a Spec, required, or an Maybe); other keys pass unchecked."""

    def __init__(self, fields: dict[str, Spec | Maybe]) -> None:
        self.fields = fields

    def check(self, value: Any, path: str) -> dict:
        Obj().check(value, path)
        out = dict(value)
        for name, spec in self.fields.items():
            where = f"{path}.{name}" if path else name
            if isinstance(spec, Maybe):
                out[name] = spec.spec.check(value[name], where) if name in value else spec.default
            elif name not in value:
                raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{field}' is missing"), field=where)
            else:
                out[name] = spec.check(value[name], where)
        return out


# ---------------------------------------------------------------- the schema table

NAME = Str(1, 32, plain=True)
CHAT = Str(1, 500, plain=True)
REASON = Str(0, 500)
ID = Str(1, 64)
TOKEN = Str(1, 64)
CODE = Str(1, 32, plain=True)
GAME = Str(1, 32)
RATING = Int(0, 4000)      # an Elo rating; bounded so no peer can make the rating arithmetic overflow
APP = Str(1, 32, plain=True)
SEQ = Int(0)
SEAT = Int(0, 63)
PORT = Int(1, 65535)
SEAT_NAMES = List(Str(1, 64), 64)

SCHEMAS: dict[str, dict[str, dict[str, Spec | Maybe]]] = {
    "to_host": {
        "hello": {"protocol": Int(0), "app": APP, "name": NAME, "token": Maybe(Nullable(TOKEN)),
                  "rating": Maybe(Nullable(RATING)), "player": Maybe(Nullable(ID)), "seat": Maybe(Nullable(SEAT)),
                  "code": Maybe(Nullable(CODE))},
        "action": {"seq": SEQ, "action": Obj()},
        "continue": {},
        "leave": {},
        "chat": {"text": CHAT},
        "ping": {"n": Int()},
    },
    "to_client": {
        "welcome": {"protocol": Int(0), "app": APP, "host_name": NAME, "game": GAME, "options": Obj(),
                    "seat": SEAT, "token": TOKEN, "names": SEAT_NAMES, "kinds": List(Choice(*SEAT_KINDS), 64),
                    "table": Obj(), "match_id": Maybe(Nullable(ID))},
        "refuse": {"code": Str(1, 32), "reason": REASON},
        "update": {"seq": SEQ, "seat": Nullable(SEAT), "view": Obj(), "events": List(Anything()),
                   "legal": List(Anything()), "phase": Str(0, 64), "totals": List(Int(), 64),
                   "clocks": Maybe(Nullable(List(Int(), 64))), "summary": Maybe(Nullable(Obj())),
                   "result": Maybe(Nullable(Obj())), "left": Maybe(Bool(), False)},
        "refused": {"seq": Nullable(Int()), "reason": REASON},
        "error": {"reason": REASON, "strikes": Int(0)},
        "chat": {"name": NAME, "seat": Nullable(SEAT), "text": CHAT},
        "seats": {"names": SEAT_NAMES, "connected": List(Bool(), 64), "kinds": List(Choice(*SEAT_KINDS), 64)},
        "deal_commit": {"round": Int(0), "commitment": Hex(64)},
        "deal_reveal": {"round": Int(0), "deal": Int(0), "salt": Str(1, 64)},
        "pong": {"n": Int()},
        "bye": {"reason": REASON},
    },
    "datagram": {
        "table": {"id": ID, "host_name": NAME, "game": GAME, "options": Obj(),
                  "seats": List(Record({"name": Nullable(Str(1, 64)), "kind": Str(1, 16)}), 64),
                  "free": Int(0, 64), "address": Nullable(Str(1, 255)), "port": PORT,
                  "access": Choice("anyone", "invited", "friends"), "app": APP, "protocol": Int(0)},
        "table_closed": {"id": ID},
        "presence": {"id": ID, "name": NAME, "port": PORT, "status": Choice("idle", "hosting", "playing"),
                     "game": Nullable(GAME), "table": Nullable(ID), "played": Int(0), "rating": Nullable(RATING),
                     "peers": Maybe(List(PORT, 16), [])},
        "lobby_chat": {"id": ID, "name": NAME, "text": CHAT, "n": Maybe(Nullable(Int(0)), None)},
        "invite": {"id": ID, "name": NAME, "to": ID, "table": ID, "game": GAME, "address": Nullable(Str(1, 255)),
                   "port": PORT},
        "invite_answer": {"id": ID, "to": ID, "table": ID, "accepted": Bool()},
    },
}
_RECORDS = {d: {t: Record(f) for t, f in table.items()} for d, table in SCHEMAS.items()}
_SAME_LENGTH = {"welcome": ("names", "kinds"), "seats": ("names", "connected", "kinds")}


def validate(message: object, direction: str) -> dict:
    """``message`` checked against its type's schema for ``direction``; the checked copy
    (names stripped, missing optional fields filled in, unknown fields kept unchecked).

    A ``hello`` or ``welcome`` of another protocol version is checked only for ``protocol`` and
    ``app``, so that :func:`check_versions` can refuse it readably whatever else it carries.
    """
    table = _RECORDS[direction]
    if not isinstance(message, dict):
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message must be a JSON object."))
    kind = message.get("type")
    if not isinstance(kind, str):
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message needs a 'type' naming what it is."))
    if kind not in table:
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "unknown message type {kind}"), kind=_show(kind))
    if kind in ("hello", "welcome") and message.get("protocol") != PROTOCOL_VERSION:
        return Record({"protocol": Int(0), "app": Maybe(Str(0, 32, plain=True), "?")}).check(message, "")
    out = table[kind].check(message, "")
    same = _SAME_LENGTH.get(kind)
    if same and len({len(out[f]) for f in same}) > 1:
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'{fields}' must have the same length"),
                            fields="', '".join(same))
    if kind == "welcome" and out["seat"] >= len(out["names"]):
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "'seat' must be one of the table's seats"))
    return out


def _validate_outgoing(message: dict, direction: str | None) -> dict:
    if direction is not None:
        return validate(message, direction)
    kind = message.get("type") if isinstance(message, dict) else None
    directions = [d for d in ("to_client", "to_host") if kind in SCHEMAS[d]] or ["to_client"]
    error: ProtocolError | None = None
    for d in directions:
        try:
            return validate(message, d)
        except ProtocolError as exc:
            error = error or exc
    raise error


# ---------------------------------------------------------------- JSON and frames


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _parse(data: bytes) -> Any:
    """Bytes as JSON; a non-fatal ProtocolError for bad UTF-8 or bad JSON (incl. absurd nesting)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message was not valid UTF-8 text.")) from None
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message was not valid JSON.")) from None
    if not _all_text_valid(value):
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message was not valid UTF-8 text.")) from None
    return value


def _all_text_valid(value: Any) -> bool:
    """Whether every string in ``value`` (keys too) is Unicode text: JSON's ``\\udXXX`` escapes can spell a
    lone surrogate, which no later encode of that string survives (a name, a token, a chat line).  Checked
    here, once for every field of every message, host, lobby and datagram alike."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return False
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return True


def _dump(message: dict) -> bytes:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def encode(message: dict, direction: str | None = None) -> bytes:
    """One frame: 4-byte big-endian length + UTF-8 JSON of ``message``, checked as outgoing
    (``direction`` if given, else whichever of to_client / to_host knows its type)."""
    body = _dump(_validate_outgoing(message, direction))
    if len(body) > MAX_FRAME:
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message of {size} bytes is over the limit of {limit}."),
                            size=len(body), limit=MAX_FRAME)
    return HEADER.pack(len(body)) + body


class FrameReader:
    """Cuts a TCP byte stream into checked messages for one ``direction`` ("to_host" or "to_client").

    :meth:`feed` returns, in order, each complete frame as a checked message or as a non-fatal
    ProtocolError (bad UTF-8, JSON or schema: the framing is intact, reading goes on).  A length
    prefix over MAX_FRAME yields one fatal ProtocolError; the reader is then ``broken`` for good.
    """

    def __init__(self, direction: str) -> None:
        if direction not in ("to_host", "to_client"):
            raise ValueError(f"a frame reader reads 'to_host' or 'to_client', not {direction!r}")
        self.direction = direction
        self.broken = False
        self._buffer = bytearray()

    def pending(self) -> int:
        """Bytes received but not yet a whole frame."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[dict | ProtocolError]:
        if self.broken:
            return []
        self._buffer += data
        out: list[dict | ProtocolError] = []
        start = 0
        buf = self._buffer
        while len(buf) - start >= HEADER.size:
            (size,) = HEADER.unpack_from(buf, start)
            if size > MAX_FRAME:
                self.broken = True
                self._buffer = bytearray()
                out.append(ProtocolError(
                    QT_TRANSLATE_NOOP("Network", "A message of {size} bytes is over the limit of {limit}."),
                    fatal=True, size=size, limit=MAX_FRAME))
                return out
            end = start + HEADER.size + size
            if end > len(buf):
                break
            out.append(self._message(bytes(buf[start + HEADER.size:end])))
            start = end
        del buf[:start]
        return out

    def _message(self, body: bytes) -> dict | ProtocolError:
        try:
            return validate(_parse(body), self.direction)
        except ProtocolError as exc:
            return exc


def encode_datagram(message: dict) -> bytes:
    """A discovery datagram: checked UTF-8 JSON, no prefix, at most MAX_DATAGRAM bytes."""
    body = _dump(validate(message, "datagram"))
    if len(body) > MAX_DATAGRAM:
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message of {size} bytes is over the limit of {limit}."),
                            size=len(body), limit=MAX_DATAGRAM)
    return body


def decode_datagram(data: bytes) -> dict:
    """A received datagram as a checked message; ProtocolError if it is too large or malformed."""
    if len(data) > MAX_DATAGRAM:
        raise ProtocolError(QT_TRANSLATE_NOOP("Network", "A message of {size} bytes is over the limit of {limit}."),
                            size=len(data), limit=MAX_DATAGRAM)
    return validate(_parse(bytes(data)), "datagram")


# ---------------------------------------------------------------- handshake


def hello(name: str, token: str | None = None, rating: int | None = None, player: str | None = None,
          code: str | None = None) -> dict:
    """The client's first message, with this app's protocol and version filled in; ``player`` is the stable
    player id a friends-only table checks, ``code`` a seat's one-time code from the host (sent only when the
    player typed one)."""
    message = {"type": "hello", "protocol": PROTOCOL_VERSION, "app": __version__, "name": name, "token": token,
               "rating": rating, "player": player}
    if code is not None:
        message["code"] = code
    return message


# ---------------------------------------------------------------- names and log text

# Letters a font draws as nothing though Unicode files them as letters (Hangul fillers, the blank braille cell).
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
_UNSEEN = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zs", "Zl", "Zp", "Mn", "Me"))


def name_key(name: str) -> str:
    """The form in which two names at one table are compared: NFC, format characters (zero-width spaces,
    joiners, bidi controls: category Cf) removed, case-folded, spaces at the ends trimmed -- so "Alice",
    "alice" and "alice\u200b" are one name and no one can sit down as another player's double."""
    text = "".join(c for c in unicodedata.normalize("NFC", name) if unicodedata.category(c) != "Cf")
    return unicodedata.normalize("NFC", text.casefold()).strip()


def name_visible(name: str) -> bool:
    """Whether a name shows at least one character a reader can see (not only spaces, marks, format
    characters or blank letters)."""
    return any(unicodedata.category(c) not in _UNSEEN and c not in _BLANK_LETTERS for c in name_key(name))


def log_text(text: object) -> str:
    """``text`` from the network as one piece of a log line: a backslash doubled, and every character that is
    not plainly printed (controls, line and paragraph separators, format and bidi controls, private or
    unassigned code points) as a ``\\uXXXX`` escape -- so one line of the log is one event, read as it is."""
    out = []
    for c in str(text):
        if c == "\\":
            out.append("\\\\")
        elif c != " " and unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"):
            code = ord(c)
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            out.append(c)
    return "".join(out)


def check_versions(message: dict) -> None:
    """VersionMismatch if the peer's ``hello`` (read by the host) or ``welcome`` (read by the
    client) names another protocol version; the app versions may differ."""
    theirs, their_app = message.get("protocol"), message.get("app")
    if theirs == PROTOCOL_VERSION:
        return
    params = {"theirs": theirs, "their_app": their_app, "ours": PROTOCOL_VERSION, "our_app": __version__}
    if message.get("type") == "welcome":
        raise VersionMismatch(
            QT_TRANSLATE_NOOP("Network", "The host plays protocol {theirs} (cardsuite {their_app}); "
                                         "you have {ours} ({our_app})."),
            peer_reason=QT_TRANSLATE_NOOP("Network", "The player has protocol {ours} (cardsuite {our_app}); "
                                                     "the host plays {theirs} ({their_app})."),
            **params)
    raise VersionMismatch(
        QT_TRANSLATE_NOOP("Network", "A player with protocol {theirs} (cardsuite {their_app}) was refused; "
                                     "this host plays {ours} ({our_app})."),
        peer_reason=QT_TRANSLATE_NOOP("Network", "The host plays protocol {ours} (cardsuite {our_app}); "
                                                 "you have {theirs} ({their_app})."),
        **params)
