"""RemoteController: a table whose match is hosted on another machine.

The same table widget as local play (``entry.table_class()``), fed by a
:class:`~cardsuite.net.client.TableClient` instead of a local ``MatchHost``: each update of this
seat is shown with its events and legal actions (through :class:`.controller.SeatScreen`, shared
with the local controller), the table's gestures go to the host with the number of the update
shown, and what only a LAN table has is shown where the table already shows things -- a refused
action and "waiting for <name>" as the table's message, the deal's check as a seal on the round's
sheet.  A connection lost without the host's word is retried with the seat's token.

The match's result is counted in this player's own statistics (through ``sessions``), once: when the
host reports it over (with the first deal's number, once revealed), or as a loss when the player
leaves before the end (not while the host still waits for players to sit down: that gives the seat
up).  A match another player left is not counted, as in local play -- nor one whose host left it or closed
its table (``bye`` ``BYE_ENDED`` / ``BYE_CLOSED``): the table stops there and says so; after ``BYE_CLOSED`` the
match only waits for its host to resume it, so the seat is kept unless the player chooses Leave.
"""

from __future__ import annotations

import secrets
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from cardsuite import crashlog
from cardsuite.engine import Record
from cardsuite.play import SeatUpdate
from cardsuite.play.match import Phase
from cardsuite.net import protocol
from cardsuite.net.client import TableClient
from ..toolkit.controller import SeatScreen
from ..toolkit.i18n import translate_reason
from .tablechat import joining_text


CONTEXT = "RemoteTable"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class RemoteController(SeatScreen):
    """Drives one table from a connected, welcomed :class:`TableClient`; ``finished`` when the player
    leaves or the match is over and closed.  ``retry_s``: the pause before reconnecting after a drop
    (None: do not reconnect); ``retries``: how many times in a row."""

    def __init__(self, client: TableClient, table, settings, parent: QObject | None = None,
                 retry_s: float | None = 1.0, retries: int = 10, sessions=None):
        super().__init__(table, settings, parent)
        self.client = client
        self.sessions = sessions        # where this player's result is counted (None: nowhere)
        self.match_id = f"lan-{secrets.token_hex(6)}"
        self.counted = False
        self._result: SeatUpdate | None = None   # the match's end, until counted
        self._since = time.monotonic()
        self.retry_s, self.retries = retry_s, retries
        self.phase = Phase.PLAYING
        self.round = 0                  # rounds begun since this player joined (names the summary shown)
        self.left = False
        self.gave_up = False            # the player left and the host heard it: the seat is no longer theirs
        self.host_gone: str | None = None   # BYE_ENDED / BYE_CLOSED before the match was decided: play stopped
        self.put_aside = False          # closed after BYE_CLOSED: the seat is kept for when the host resumes
        self.waiting_for: list[str] = []
        self.last_reason = ""
        self._tries = 0
        self._started = False
        self.hints_used = False         # the player was shown a hint: their statistics entry says so, unrated
        self._round_events: list = []   # what this seat was shown since the round began (for set_round_review)
        client.updated.connect(self._on_update)
        client.refused.connect(self._on_refused)
        client.seats_changed.connect(self._on_seats)
        client.deal_checked.connect(self._on_deal_checked)
        client.disconnected.connect(self._on_disconnected)
        client.welcomed.connect(self._on_welcome)
        table.destroyed.connect(self.shutdown)

    def _names(self) -> list[str]:
        return list(self.client.names)

    def _round_no(self) -> int:
        return self.round

    def start(self) -> None:
        """Set the table up for the welcome's seat; the host's snapshot update follows."""
        self._started = True
        self._since = time.monotonic()
        self.table.set_match_id(self.match_id)
        self._set_players()

    def _hint_used(self) -> None:
        self.hints_used = True

    def _set_players(self) -> None:
        client = self.client
        settings = (client.welcome or {}).get("table")      # hints only where the host allowed them
        self.table.allow_hints(isinstance(settings, dict) and settings.get("hints") is True)
        self.table.set_bot_seats(i for i, kind in enumerate(client.kinds) if kind == "bot")
        self.table.set_players(self._names(), [None] * len(client.names), client.seat)

    def shutdown(self) -> None:
        """Stop showing; the connection is closed (the seat stays reclaimable)."""
        if self._closed:
            return
        self._count_result()
        self._closed = True
        self.client.close()

    # -- from the host ---------------------------------------------------------------------------

    def _on_welcome(self, _welcome: dict) -> None:
        """Welcomed back after a drop: the snapshot that follows shows the table as it is."""
        self._tries = 0
        if self._started and not self._closed:
            self._set_players()
            self.table.show_message(tr("Back at the table."))

    def _on_update(self, update: SeatUpdate) -> None:
        if self._closed:
            return
        if update.phase == Phase.PLAYING and self.phase != Phase.PLAYING:
            self.round += 1
            self.table.set_summary_stamp("")
        if update.phase == Phase.PLAYING and self.phase != Phase.PLAYING:
            self._round_events = []
        self.phase = update.phase
        self.left = update.left
        self._round_events.extend(update.events)
        self._pending_events.extend(update.events)
        self.table.set_match_score(update.totals)
        self._show_update(update)
        if update.phase == Phase.OVER and update.result is not None and not self.counted:
            if update.left:             # another player left: not counted (this player's leave already was)
                self.counted = True
                self.table.show_stopped(tr("The match was left"),
                                        tr("A player left the match before it was decided; it is not counted in "
                                           "your statistics. Close this table to go back to the start screen."))
            else:
                self._result = update
                if 0 in self.client.verified or 0 not in self.client.commitments:
                    self._count_result()

    def _on_refused(self, reason: str) -> None:
        if not self._closed:
            self.table.show_message(translate_reason(reason))

    def _on_seats(self, seats: dict) -> None:
        if self._closed:
            return
        self._set_players()
        unseated = set(self.client.unseated)
        away = [seat for seat, (kind, on) in enumerate(zip(seats["kinds"], seats["connected"]))
                if kind in ("human", "remote") and not on and seat not in unseated]
        self.waiting_for = [seats["names"][seat] for seat in away]
        self.table.set_waiting(self.joining_text())
        self.table.set_absent(away)
        text = self.waiting_text()
        if text:
            self.table.show_message(text)

    def joining_text(self) -> str:
        """While seats are not taken yet, how many are ("" once every player sat down)."""
        if not self.client.unseated:
            return ""
        seats = sum(1 for kind in self.client.kinds if kind == "remote")
        return joining_text(seats - len(self.client.unseated), seats)

    def waiting_text(self) -> str:
        """While seats are not taken yet, how many are; else "Waiting for <name>…" for the players whose
        connection dropped ("" when nobody is missing)."""
        lines = [self.joining_text()] if self.client.unseated else []
        if self.waiting_for:
            lines.append(tr("Waiting for %1\u2026").replace("%1", ", ".join(self.waiting_for)))
        return "\n".join(lines)

    def _on_deal_checked(self, _round: int, ok: bool) -> None:
        if self._closed:
            return
        self._count_result()
        if ok:
            self.table.set_summary_stamp(tr("Deal verified"), True)
            self._review(_round)
        else:
            self.table.set_summary_stamp(tr("The deal does not match its commitment"), False)

    def _review(self, round_no: int) -> None:
        """The round just finished, its deal revealed: the table may look back at it from this seat's side (the
        deal and what this seat was shown; the game rebuilds the actions from those events, or offers nothing)."""
        deal = self.client.deals.get(round_no)
        entry = self.client.game
        if deal is None or entry is None or self.phase == Phase.PLAYING or self.client.seat is None:
            return
        game = entry.game()
        record = Record(game.name, game.rules_version, self.client.options.to_json(), deal)
        self.table.set_round_review(record, (self.client.seat,), self._round_events)

    def _on_disconnected(self, reason: str) -> None:
        if self._closed:
            return
        self.last_reason = reason
        self._count_result()
        if self.client.bye_reason in (protocol.BYE_ENDED, protocol.BYE_CLOSED) and self.phase != Phase.OVER:
            self._host_gone(self.client.bye_reason)
            return
        over = self.phase == Phase.OVER
        if not over:
            self.table.show_message(reason)
        if over or self.client.said_bye or self.retry_s is None or self._tries >= self.retries:
            return
        self._tries += 1
        QTimer.singleShot(int(self.retry_s * 1000), self, self._retry)

    def _host_gone(self, reason: str) -> None:
        """The host left the match or closed its table before the match was decided: this table stops at once
        (no clock, no input) and says what happened and what the player may do.  Nothing is counted: a match
        another player left is not counted, and one the host saved is not over."""
        self.host_gone = reason
        self.counted = True
        if reason == protocol.BYE_CLOSED:
            title = tr("The host closed the table")
            text = tr("The match is saved on the host's computer and stops here; it is not counted in your "
                      "statistics. Close this table: when the host resumes the match, rejoin it from the start "
                      "screen.")
        else:
            title = tr("The host left the match")
            text = tr("The match ended before it was decided; it is not counted in your statistics. Close this "
                      "table to go back to the start screen.")
        self.table.show_stopped(title, text)

    def _retry(self) -> None:
        if not self._closed and not self.client.is_connected:
            self.table.show_message(tr("Reconnecting\u2026"))
            self.client.reconnect()

    # -- the player ----------------------------------------------------------------------------------

    def _on_action(self, action) -> None:
        if self._closed or self._shown_seq is None or self.host_gone is not None:
            return
        if not self.client.is_connected:
            self.table.show_message(tr("Not connected to the host."))
            return
        crashlog.note(f"to the host, seat {self.client.seat}: {action!r}")
        self.client.send_action(action, self._shown_seq)

    def _on_continue(self) -> None:
        if self.phase == Phase.OVER or self.host_gone is not None:
            self._on_leave()
        elif not self._closed:
            self.client.send_continue()
            self.table.show_message(tr("Waiting for the others to continue\u2026"))

    def _on_leave(self) -> None:
        """The table's Leave or Close; after ``BYE_CLOSED`` its Close only puts the table aside."""
        if self.host_gone == protocol.BYE_CLOSED:
            self.put_aside = True
            self.shutdown()
            self.finished.emit()
        else:
            self.leave()

    def leaving_counts(self) -> bool:
        """Whether :meth:`leave` now counts as a loss in this player's statistics."""
        return (self.in_play() and not self.counted and not self.client.unseated and self.sessions is not None
                and self.client.seat is not None)

    def in_play(self) -> bool:
        """The joined match goes on: not closed here, not over, and its host is still there."""
        return not self._closed and self.phase != Phase.OVER and self.host_gone is None

    def leave(self) -> None:
        """The player leaves the joined match (before its end: a loss, and the host is told); ``finished``."""
        if self.in_play():
            if not self.client.unseated:    # while the host waits for players nothing has begun: no loss
                self._count(None, left=True)
            self.gave_up = self.client.is_connected
            self.client.leave()
        self.shutdown()
        self.finished.emit()

    # -- the statistics ------------------------------------------------------------------------------

    def _count_result(self) -> None:
        """The match's end, once known, in this player's statistics."""
        if self._result is not None and not self.counted:
            self._count(self._result, left=False)

    def _count(self, update: SeatUpdate | None, left: bool) -> None:
        if self.counted or self.sessions is None or self.client.seat is None or self.client.game is None:
            return
        self.counted = True
        client = self.client
        seats = [{"name": name, "kind": "bot" if kind == "bot" else "remote", "rating": rating}
                 for name, kind, rating in zip(client.names, client.kinds, client.ratings)]
        self.sessions.record_guest_result(
            client.game.name, self.match_id, client.seat, seats, client.options.to_json(),
            update.result.winner if update is not None else None, update.totals if update is not None else (),
            client.deals.get(0), left,
            time.monotonic() - self._since, hints_used=self.hints_used)
