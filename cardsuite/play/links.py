"""What the host tells a seat, and how a seat is connected to the host.

After every change of the match the host hands each connected seat a :class:`SeatUpdate`
through its :class:`SeatLink`: the seat's view, the events it may see, its legal actions and
the match's sequence number.  A seat answers with ``host.submit(seat, action, seq)``, ``seq``
being the number of the update it answers, so an answer to a position that has moved on is
recognised (:class:`StaleAction`) wherever it comes from.  Every kind of seat plugs in the
same way: the Qt controller links the humans at this screen, the host links its bots itself,
and a :class:`RemoteLink` carries a remote seat's updates and answers as JSON messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from cardsuite import codec
from cardsuite.engine import Action, BadMessage, Event, Game, IllegalAction, MatchResult, RoundSummary, View

JSON = Any


class StaleAction(IllegalAction):
    """An answer to an update the seat has been sent a newer decision since: it is not played."""

    def __init__(self, reason: str = "The table changed before this move arrived; it was not played."):
        super().__init__(reason)


@dataclass(frozen=True)
class SeatUpdate:
    """One seat's share of a change of the match.

    ``seq`` numbers the match's changes (an action, a new round, leaving); ``legal`` is empty
    when it is not the seat's decision; ``clocks`` every seat's playing time as the host reads it
    (None: untimed); ``summary`` and ``result`` are set once a round or the match is over;
    ``left`` when a player left the match.
    """

    seq: int
    seat: int | None
    view: View
    events: tuple[Event, ...]
    legal: tuple[Action, ...]
    phase: str
    totals: tuple[int, ...]
    clocks: tuple[int, ...] | None = None
    summary: RoundSummary | None = None
    result: MatchResult | None = None
    left: bool = False

    def to_json(self) -> JSON:
        """The update as one JSON message (a remote seat's wire form)."""
        return {
            "type": "update", "seq": self.seq, "seat": self.seat, "view": self.view.to_json(),
            "events": [e.to_json() for e in self.events], "legal": [a.to_json() for a in self.legal],
            "phase": self.phase, "totals": list(self.totals),
            "clocks": None if self.clocks is None else list(self.clocks),
            "summary": codec.dump(self.summary), "result": codec.dump(self.result), "left": self.left,
        }

    @classmethod
    def from_json(cls, game: Game, data: JSON) -> "SeatUpdate":
        """An update read back on the seat's side, typed; BadMessage if it does not fit ``game``."""
        if not isinstance(data, dict) or data.get("type") != "update":
            raise BadMessage("an update is an object of type 'update'")
        try:
            return cls(
                seq=codec.load(int, data["seq"], "seq"), seat=codec.load(int | None, data["seat"], "seat"),
                view=game.view_from_json(data["view"]),
                events=tuple(game.event_from_json(e) for e in codec.load(list[Any], data["events"], "events")),
                legal=tuple(game.actions.from_json(a) for a in codec.load(list[Any], data["legal"], "legal")),
                phase=codec.load(str, data["phase"], "phase"),
                totals=codec.load(tuple[int, ...], data["totals"], "totals"),
                clocks=codec.load(tuple[int, ...] | None, data.get("clocks"), "clocks"),
                summary=codec.load(RoundSummary | None, data.get("summary"), "summary"),
                result=codec.load(MatchResult | None, data.get("result"), "result"),
                left=codec.load(bool, data.get("left", False), "left"),
            )
        except KeyError as exc:
            raise BadMessage(f"an update lacks {exc}") from None
        except ValueError as exc:
            raise BadMessage(str(exc)) from None


class SeatLink(Protocol):
    """Whoever plays a seat, as the host sees it: told every change of the match."""

    def update(self, update: SeatUpdate) -> None:
        """The seat's new view, events and legal actions (called on the host's thread)."""


class Answers(Protocol):
    """The host as a remote seat's link sees it (:class:`cardsuite.play.MatchHost`): the match whose actions
    it decodes, and where it hands an answer."""

    match: Any

    def submit(self, seat: int, action: Action, seq: int | None = None) -> list[Event]: ...


class RemoteLink:
    """A remote seat's end of the host, in JSON messages: the LAN layer connects ``send`` to a socket
    and hands each message the peer sends to :meth:`receive`.

    Out: every :class:`SeatUpdate` (``{"type": "update", ...}``) and, for an answer the host did not
    play, ``{"type": "refused", "seq": n, "reason": "..."}``.  In: ``{"type": "action", "seq": n,
    "action": {...}}``.  An answer is checked for form, turn, staleness and legality like any seat's,
    and stamped with the host's clock (what the peer wrote for its time is ignored).
    """

    def __init__(self, host: Answers, seat: int, send: Callable[[JSON], None]) -> None:
        self.host = host
        self.seat = seat
        self.send = send

    def update(self, update: SeatUpdate) -> None:
        self.send(update.to_json())

    def receive(self, message: JSON) -> bool:
        """Play the peer's answer; False (and a ``refused`` message sent back) if it was not played."""
        seq = message.get("seq") if isinstance(message, dict) else None
        try:
            if not isinstance(message, dict) or message.get("type") != "action" or "action" not in message:
                raise BadMessage("an answer is an object of type 'action' with the action")
            if not isinstance(seq, int) or isinstance(seq, bool):
                raise BadMessage("an answer carries the sequence number of the update it answers")
            action = self.host.match.game.actions.from_json(message["action"])
            self.host.submit(self.seat, action, seq)
        except BadMessage as exc:
            self.send({"type": "refused", "seq": seq, "reason": str(exc)})
            return False
        except IllegalAction as exc:
            self.send({"type": "refused", "seq": seq, "reason": exc.reason})
            return False
        return True
