"""The headless host: ``cardsuite host --game G`` runs a LAN table with no window (a family server).

It builds the match (remote seats for the players, bots for ``--bots``), its own MatchHost with a
QTimer scheduler and a worker-thread runner, a :class:`~.server.TableServer`, and announces the table
with a ``table`` datagram about once a second to each discovery target (``--announce``; the setting
``lan_discovery_targets`` otherwise).  Joins, leaves and refusals are logged as plain lines on
stdout.  The match autosaves through :class:`cardsuite.profile.sessions.Sessions` under the name
``host-<game>`` (not the player's own save of that game), so ``--resume`` hosts it again and its
players rejoin with the seat tokens their apps keep (the save keeps each token's hash).  A player who lost
theirs asks the person hosting for the seat's one-time code, which the log shows when someone asks.
A new hosted match never silently takes the place of a saved one: without ``--resume`` or ``--new``
the host refuses to start while one is saved, and ``--new`` over a save this version cannot use
(newer, or not replaying) keeps that one aside (:meth:`Sessions.keep_aside`).
SIGINT or SIGTERM stops it cleanly with the match saved.
"""

from __future__ import annotations

import random
import signal
import sys
import time
from typing import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from cardsuite import games
from cardsuite.address import parse_address
from cardsuite.profile import saves, versioned_json
from cardsuite.storage import Settings
from cardsuite.engine import new_secret
from cardsuite.play import MatchHost, ThreadRunner
from cardsuite.play.match import Match, Phase, new_deal
from cardsuite.qtbridge import QtDelivery, QtScheduler
from cardsuite.play.seating import SeatSpec, build_seats
from cardsuite.play.seats import WAITING_NAME, BotSeat
from cardsuite.profile.sessions import ResumeError, Sessions, Wording
from . import protocol
from .protocol import log_text
from .server import TableServer

ANNOUNCE_MS = 1000


def save_name(game: str) -> str:
    return f"host-{game}"


def build_match(game: str, players: int | None, bots: list[str], target: int | None, pace: float,
                sessions: Sessions, layout: list[str] | None = None) -> Match:
    """A new match of ``game``: remote seats first, then one bot per ``bots`` level; or, with ``layout``,
    seat by seat ("remote" or a bot level), so that in a partnership the players sit where they like."""
    entry = games.get(game)
    overrides = {}
    if players is not None:
        overrides["players"] = players
    if target is not None:
        overrides["target"] = target
    options = entry.game().Options.from_preset(**overrides)
    count = entry.game().seat_count(options)
    if layout is not None:
        if len(layout) != count:
            raise ValueError(f"{entry.title} has {count} seats; --seats names {len(layout)}")
        bots = [kind for kind in layout if kind != "remote"]
    if len(bots) >= count:
        raise ValueError(f"{entry.title} has {count} seats: leave at least one for a player")
    kinds = layout or ["remote"] * (count - len(bots)) + bots
    specs = [SeatSpec("remote", WAITING_NAME) if kind == "remote" else SeatSpec("bot", levels=(kind,))
             for kind in kinds]
    seats = build_seats(entry, specs, pace, random.Random())
    # a long deal number: a short one could be found from a player's own cards
    return new_deal(entry, options, seats, draw=new_secret, autosave=sessions.autosaver(save_name(game)))


HOST_WORDING = Wording(nothing_to_resume="there is no hosted %1 match to resume",
                       already_over="the hosted match is already over")


def resume_match(game: str, pace: float, sessions: Sessions | None = None) -> Match:
    """The saved hosted match of ``game``; ResumeError if there is none to host again (one that does not
    replay is remembered as such, as the app does, so that ``--new`` keeps it aside)."""
    sessions = sessions or Sessions(Settings.load())
    sessions.wording = HOST_WORDING
    match = sessions.resume(game, slot=save_name(game))
    for seat in match.seats:
        if isinstance(seat, BotSeat):
            seat.pace = pace
    return match


def refusal_to_start(game: str, sessions: Sessions, new: bool) -> str | None:
    """Why a new hosted match of ``game`` may not start (None: it may): a saved one would go without the
    player having said so -- ``--new`` says so (one this version cannot use is then kept aside)."""
    slot = save_name(game)
    info = sessions.save_info(slot)
    if new or info.status == "none":
        return None
    if info.status == "resumable":
        return (f"an unfinished hosted {games.get(game).title} match is saved in {saves.save_path(slot)}; "
                "host it again with --resume, or start a new one with --new (the saved one is then lost)")
    return f"{info.message} --new starts a new match and keeps this save aside."


class HeadlessHost(QObject):
    """One hosted table without a window: server, announcements, autosave, clean stop."""

    def __init__(self, match: Match, sessions: Sessions, *, name: str, bind: str, port: int,
                 targets: list[tuple[str, int]], out=sys.stdout, now: Callable[[], float] = time.monotonic) -> None:
        """``now``: the host's clock (seconds), which every seat's clock runs on (tests give a fake one)."""
        super().__init__()
        self.match = match
        self.sessions = sessions
        self.out = out
        self.delivery = QtDelivery(self)
        sessions.on_kept_aside = lambda _name, path: self.say(f"the saved match this version cannot use is "
                                                             f"kept as {path}")
        match.autosave = sessions.autosaver(save_name(match.entry.name))
        self.scheduler = QtScheduler(self)
        self.host = MatchHost(match, now=now, scheduler=self.scheduler, runner=ThreadRunner(self.delivery.deliver))
        self.server = TableServer(self.host, host_name=name, bind=bind, port=port, parent=self, now=now)
        self.server.joined.connect(self._joined)
        self.server.left.connect(lambda seat, who: self.say(f"{log_text(who)} left seat {seat}"))
        self.server.refused.connect(lambda address, why: self.say(f"refused {address}: {log_text(why)}"))
        self.server.chat.connect(lambda who, seat, text: self.say(f"chat {log_text(who)}: {log_text(text)}"))
        self.server.code_issued.connect(self._code_issued)
        match.add_listener(self._on_changed)
        self.targets = targets
        self.udp = QUdpSocket(self)
        self.announcer = QTimer(self)
        self.announcer.timeout.connect(self.announce)
        self.stopped = False
        self.unsent: set[str] = set()     # reasons an announcement could not be sent, each said once
        self.begun = False         # the match is held until every player seat has been taken

    def _joined(self, seat: int, who: str) -> None:
        self.say(f"{log_text(who)} joined seat {seat}")
        if not self.server.unseated() and not self.begun:
            self.begun = True
            self.say("every player seat is taken; play begins")

    def _code_issued(self, seat: int, owner: str, code: str) -> None:
        self.say(f"someone asks for seat {seat} ({log_text(owner)}) without its token; the code that gives it "
                 f"away once is {code} -- tell it only to the player who should sit there")

    def say(self, line: str) -> None:
        """One line of the log: whatever it quotes, it stays one line (see :func:`protocol.log_text`)."""
        line = "".join(c if c.isprintable() else log_text(c) for c in line)
        print(f"cardsuite host: {line}", file=self.out, flush=True)

    def start(self) -> int:
        port = self.server.listen()
        self.sessions.autosave(save_name(self.match.entry.name), self.match.to_json())
        self.say(f"listening on {self.server.bind}:{port} ({self.match.entry.name}, "
                 f"{sum(1 for s in self.match.seats if s.kind.value == 'remote')} player seat(s); "
                 "play begins once every player seat is taken)")
        self.host.start()
        self.announce()
        self.announcer.start(ANNOUNCE_MS)
        return port

    def announce(self) -> None:
        self._datagram(self.server.announcement())

    def _datagram(self, message: dict) -> None:
        try:
            data = protocol.encode_datagram(message)
        except protocol.ProtocolError as exc:    # said once per reason, not once a second
            if exc.reason not in self.unsent:
                self.unsent.add(exc.reason)
                self.say(f"a {message.get('type')} datagram was not sent: {log_text(exc.reason)}")
            return
        for address, port in self.targets:
            self.udp.writeDatagram(data, QHostAddress(address), port)

    def _on_changed(self, match: Match, events) -> None:
        if match.phase == Phase.BETWEEN_ROUNDS and any(e.kind == "round_summary" for e in events):
            self.say(f"round {match.round_no + 1} over; totals {match.totals()}")
        elif match.phase == Phase.OVER and any(e.kind == "match_over" for e in events):
            self.say("the match is over")

    def stop(self) -> None:
        """Save, say goodbye to everyone, stop announcing.  The save comes first, and each later step runs
        even if one before it failed: a stop always ends the process with the match saved."""
        if self.stopped:
            return
        self.stopped = True
        self._step("stop announcing", self.announcer.stop)
        self._step("note the clocks", self.host.note_clocks)
        saved = self._step("save the match", self._save)
        for what, step in (("withdraw the table", lambda: self._datagram(
                               {"type": "table_closed", "id": self.server.table_id})),
                           ("close the table", self.server.close), ("close the discovery socket", self.udp.close),
                           ("stop the bots", self.delivery.close), ("stop the match", self.host.close),
                           ("cancel the timers", self.scheduler.cancel_all)):
            self._step(what, step)
        if self.match.is_over:
            self.say("stopped")
        else:
            self.say("stopped; the match is saved" if saved else "stopped; the match could NOT be saved")

    def _save(self) -> None:
        if not self.match.is_over:
            self.sessions.autosave(save_name(self.match.entry.name), self.match.to_json())

    def _step(self, what: str, step) -> bool:
        try:
            step()
        except Exception as exc:      # noqa: BLE001 - the stop goes on: the process must end
            self.say(f"could not {what}: {type(exc).__name__}: {log_text(exc)}")
            return False
        return True


def run(args) -> int:
    """``cardsuite host``: serve the table until SIGINT or SIGTERM (a finished match stays on show)."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1] or ["cardsuite"])
    settings = Settings.load()
    sessions = Sessions(settings)
    pace = 1.0 if args.pace is None else args.pace
    refusal = None
    try:
        targets = [parse_address(t) for t in (args.announce or settings.get("lan_discovery_targets"))]
        if not args.announce and QHostAddress(args.bind).isLoopback():   # reachable from this machine only:
            targets = sorted({("127.0.0.1", port) for _, port in targets})  # announced to this machine only
        if args.resume:
            match = resume_match(args.game, pace, sessions)
        else:
            refusal = refusal_to_start(args.game, sessions, args.new)
            if refusal is None:
                bots = [b for b in (args.bots or "").split(",") if b]
                layout = [s.strip() for s in args.seats.split(",")] if args.seats else None
                match = build_match(args.game, args.players, bots, args.target, pace, sessions, layout)
    except (ValueError, ResumeError, versioned_json.StorageError) as error:
        refusal = str(error)
    for problem in versioned_json.take_problems():      # a file moved aside, or one left as it is: say so
        print(f"cardsuite host: {problem.message}", flush=True)
    if refusal is not None:
        print(f"cardsuite: {refusal}", file=sys.stderr)
        return 2
    port = args.port if args.port is not None else int(settings.get("lan_port", 47475))
    hosted = HeadlessHost(match, sessions, name=args.name or settings.get("lan_name") or "cardsuite",
                          bind=args.bind, port=port, targets=targets)

    def stop(*_):
        # Python runs this between any two bytecodes of whatever runs now (an announcement half made,
        # a bot's move half delivered): it only asks the event loop to end; the stop runs after it.
        QTimer.singleShot(0, app.quit)
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        hosted.start()
    except OSError as error:
        print(f"cardsuite: {error}", file=sys.stderr)
        return 1
    wake = QTimer()          # Python runs signal handlers between bytecodes: let it in now and then
    wake.timeout.connect(lambda: None)
    wake.start(200)
    app.exec()
    hosted.stop()
    return 0
