"""The main window's LAN side: hosting a table, joining one, and the chat beside the table.

Hosting builds the match like any (seat 0 this screen's player, the others remote placeholders or
bots), opens it at the window's table with the usual :class:`.controller.MatchController`, and
serves the controller's ``MatchHost`` with a :class:`~cardsuite.net.server.TableServer` -- so a
match with remote seats is served whenever it is open here, a resumed one too (that is how a
table is hosted again after the host quit: its autosave).  Joining connects a
:class:`~cardsuite.net.client.TableClient` and, once welcomed, shows the welcome's game at the same
table class driven by a :class:`.remote.RemoteController`.  Both put the chat beside the table.

Seats belong to their players (issue 23 §2).  A guest keeps the token of each seat it holds in its profile
(:class:`~cardsuite.profile.seattokens.SeatTokens`), sends it on every Join to that address (and from the start
screen's "Rejoin <host>'s table") -- to exactly the address and port it came from --, forgets it when the match
is over, the player left it, the host ended it or refused an explicit Rejoin's key, and lets the player type the
seat's one-time code when the host asks for one.  An automatic Join whose key the host refuses joins again at once
without it: the key may be good for another match saved at that address.  A host asks the person hosting before it
gives a player's seat to someone without its token.
"""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from cardsuite import games
from cardsuite.address import parse_address
from cardsuite.engine import new_secret
from cardsuite.play.match import Phase
from cardsuite.play.seating import SeatSpec, build_seats, skill_levels
from cardsuite.play.seats import WAITING_NAME, SeatKind, bot_name
from cardsuite.profile.seattokens import seat_key
from ..app.choice import default_player_name
from ..toolkit.plaintext import plain_labels
from .seatquestions import SeatQuestions

log = logging.getLogger(__name__)

LINGER_MS = 5000    # a closed table's server lives on this long, so its goodbyes reach the players


CONTEXT = "LanPlay"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def waiting_name() -> str:
    """A remote seat's name until someone joins it, in this player's language."""
    return QCoreApplication.translate("Network", WAITING_NAME)


def player_name(settings) -> str:
    """This player's name on the network (the lobby's), else the new-game dialog's."""
    from cardsuite.net.discovery import network_name
    return network_name(settings) or default_player_name(settings)


def seat_specs(table: dict, name: str) -> list[SeatSpec]:
    """The host dialog's ``seats`` (local / remote / bot with a level) as the seats to build: this player
    at the local one, "Waiting…" at each network seat until someone sits down."""
    specs = []
    for spec in table["seats"]:
        kind = spec.get("kind")
        if kind == "local":
            specs.append(SeatSpec("local", name))
        elif kind == "remote":
            specs.append(SeatSpec("remote", waiting_name()))
        else:
            specs.append(SeatSpec("bot", levels=(spec["level"],) if spec.get("level") else ()))
    return specs


class LanPlay(QObject):
    """What the window does over the network; at most one LAN table at a time (the window's)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.bind = "0.0.0.0"          # where a hosted table listens; tests use 127.0.0.1
        self.server = None
        self.client = None
        self.remote = None
        self.dock = None
        self.discovery = None           # the lobby's Discovery, once the lobby was opened
        self.lobby = None
        self.table_settings: dict | None = None
        self._friends = None            # the profile's friends list, read when first needed
        self._seat_tokens = None        # the seats this player holds elsewhere, read at first use
        self._stored: str | None = None          # the held seat's key the current join sent the token of
        self._rejected: tuple[str, str] | None = None     # the current join's refusal: code, reason
        self._rejoining: str | None = None       # the held seat's key when the current join is an explicit Rejoin
        self.questions = SeatQuestions(window, lambda text: self.chat.add_note(text) if self.chat else None)
        self.code_dialog = None                    # the last "your seat's code" dialog
        window.start_screen.network_clicked.connect(self.open_lobby)
        window.start_screen.rejoin_clicked.connect(self.rejoin)

    @property
    def friends(self):
        """The player's friends (:class:`~cardsuite.profile.friends.Friends`); a file that cannot be read is
        moved aside and the window says so."""
        if self._friends is None:
            from cardsuite.profile.friends import Friends
            self._friends = Friends.load()
            self.window.report_problems()
        return self._friends

    @property
    def settings(self):
        return self.window.settings

    def name(self) -> str:
        """This player's name at a table, hosting or joining."""
        return player_name(self.settings)

    # -- the lobby ---------------------------------------------------------------------------------

    def open_lobby(self):
        """"Play on the network": the lobby as a page of the window; its discovery runs from now on."""
        from cardsuite.net.discovery import Discovery
        from .lobby import LobbyWindow
        window = self.window
        if self.lobby is None:
            self.discovery = Discovery.from_settings(self.settings, friends=self.friends, parent=self)
            # why the lobby cannot listen is too long for the status bar's one line (it ended "Join by addr…"):
            # the lobby says it whole on its own status line, and the bar only points there
            self.discovery.failed.connect(lambda _text: window.statusBar().showMessage(
                tr("The lobby cannot hear the network: its status line says why."), 8000))
            self.discovery.start()
            self.lobby = LobbyWindow(self.discovery, self.settings,
                                     holds_seat=lambda address, port: self.seat_tokens.at(address, port) is not None)
            self.lobby.host_requested.connect(self.host)
            self.lobby.join_requested.connect(self.join)
            self.lobby.back_requested.connect(window.show_start_screen)
            self.lobby.player_invited.connect(self._player_invited)
            self.lobby.friend_news.connect(self._friend_news)
            window.stack.addWidget(self.lobby)
        window.stack.setCurrentWidget(self.lobby)
        return self.lobby

    def _player_invited(self, table_id: str, name: str) -> None:
        """An invitation to our invited-only or friends-only table went out: that player may sit down (on a
        friends-only table by the player id the lobby hears under that name)."""
        server = self.server
        if server is None or server.table_id != table_id:
            return
        if server.invited is not None:
            server.invited.add(name)
        if server.friends is not None and self.discovery is not None:
            server.friends.update(p.id for p in self.discovery.model.players() if p.name == name)

    def _friend_news(self, text: str) -> None:
        """A friend came online or hosts a table while the lobby is not on screen: the status bar says it."""
        if self.window.stack.currentWidget() is not self.lobby:
            self.window.statusBar().showMessage(text, 15000)

    def _status(self, status: str, game: str | None = None, table: str | None = None) -> None:
        if self.discovery is not None:
            self.discovery.set_status(status, game, table)

    # -- hosting -----------------------------------------------------------------------------------

    def host(self, table: dict):
        """Open a table from the host dialog's settings and serve it; the Match, or None if it failed or the
        player kept the unfinished match of that game (the hosted match's save replaces it: asked first)."""
        window = self.window
        try:
            entry = games.get(table["game"])
            options = entry.game().Options.from_json(table["options"])
            seats = build_seats(entry, seat_specs(table, self.name()),
                                float(self.settings.get("bot_pace", 1.0)), random.Random())
            rating = window.stats.rating(entry.name)     # the guests' statistics rate their match by it
            for seat in seats:
                if seat.kind is SeatKind.LOCAL and rating is not None:
                    seat.rating = round(rating)
            # a long deal number: a short one could be found from a player's own cards
            match = window.sessions.new_match(entry.name, options, seats, None, draw=new_secret)
        except Exception as error:
            log.exception("cardsuite: could not host %s", table.get("game"))
            window.inform(window.tr("The game could not be started"), str(error), QMessageBox.Icon.Critical)
            return None
        if not window.may_replace_save(entry):
            return None
        self.table_settings = dict(table)
        if not window.open_table(entry, match):
            return None
        window.sessions.save_now(match)
        return match

    def table_opened(self, entry, match, controller) -> None:
        """A match is at the window's table: one with remote seats is served from here."""
        if not any(s.kind is SeatKind.REMOTE for s in match.seats):
            return
        from cardsuite.net.server import TableServer
        table = self.table_settings or {"game": entry.name, "options": match.options.to_json(),
                                        "access": "anyone", "ratings": None, "invited": []}
        self.table_settings = None
        controller.table.allow_hints(table.get("hints") is True)   # hints at a LAN table only if the host allows
        invited = self._invited_names(table)
        friends = self.friends.ids() if table.get("access") == "friends" else None
        port = int(self.settings.get("lan_port", 0) or 0) if hasattr(self.settings, "get") else 0
        server = TableServer(controller.host, host_name=self.name(), table=table, bind=self.bind, port=port,
                             invited=invited, friends=friends, ask_host=True, parent=self)
        try:
            server.listen()
        except Exception as error:
            log.warning("cardsuite: the table could not be served: %s", error)
            try:
                server = TableServer(controller.host, host_name=self.name(), table=table, bind=self.bind, port=0,
                                     invited=invited, friends=friends, ask_host=True, parent=self)
                server.listen()
            except Exception as error2:
                controller.host.hold(False)       # nobody can join: the match is not held for them
                self.window.inform(tr("The table cannot be reached from the network"), str(error2),
                                   QMessageBox.Icon.Warning)
                return
        self.server = server
        chat = self._open_chat()
        chat.said.connect(lambda text: server.say(text, controller.seat))
        server.chat.connect(chat.add_line)
        server.joined.connect(lambda _seat, name: chat.add_note(tr("%1 sat down at the table.").replace("%1", name)))
        server.left.connect(lambda _seat, name: chat.add_note(tr("%1 left the table.").replace("%1", name)))
        server.seats_changed.connect(lambda: self._host_seats_changed(controller))
        chat.bot_requested.connect(lambda: self._give_to_bots(controller))
        self.questions.follow(server)
        chat.add_note(tr("Your table is open on port %1.").replace("%1", str(server.port())))
        if self.discovery is not None:
            self.discovery.announce(server.table_id, server.announcement)
        self._status("hosting", entry.name, server.table_id)
        self._host_seats_changed(controller)

    def _invited_names(self, table: dict) -> set[str] | None:
        """Who may join an invited-only table, by name (the host knows a joiner by the name of its hello)."""
        if table.get("access") != "invited":
            return None
        ids = set(table.get("invited") or ())
        known = {p.id: p.name for p in self.discovery.model.players()} if self.discovery is not None else {}
        return {known.get(player, player) for player in ids}

    def _missing(self, controller) -> list[int]:
        """The remote seats whose player was here and dropped (the host waits for them)."""
        server = self.server
        if server is None:
            return []
        return [seat for seat, (s, on) in enumerate(zip(controller.match.seats, server.connected()))
                if s.kind is SeatKind.REMOTE and not on and seat in server.tokens]

    def hold_text(self) -> str:
        """While the hosted match waits for its players to sit down: how many have ("" once all have)."""
        server = self.server
        unseated = server.unseated() if server is not None else []
        if not unseated:
            return ""
        from .tablechat import joining_text
        seats = sum(1 for s in server.match.seats if s.kind is SeatKind.REMOTE)
        return joining_text(seats - len(unseated), seats)

    def _host_seats_changed(self, controller) -> None:
        match = controller.match
        table = self.window.table
        if table is None or self.server is None:
            return
        table.set_players([s.name for s in match.seats], [s.rating for s in match.seats], controller.seat)
        table.set_waiting(self.hold_text())
        absent = self._missing(controller)
        table.set_absent(absent)
        missing = [match.seats[seat].name for seat in absent]
        lines = [self.hold_text(), tr("Waiting for %1\u2026").replace("%1", ", ".join(missing)) if missing else ""]
        text = "\n".join(line for line in lines if line)
        if self.chat is not None:
            empty = 0 if missing else len(self.server.unseated())
            self.chat.set_status(text, offer_bot=True, empty_seats=empty)
        if text:
            table.show_message(text)

    @property
    def claims(self) -> dict[int, QMessageBox]:
        """The open questions about seats at this window's table, by claim id."""
        return self.questions.boxes

    def _give_to_bots(self, controller) -> None:
        """The host stops waiting: each dropped player's seat, and each not taken yet, goes on as a bot of the
        game's middle level -- Medium, of three levels or of four (a seat still named "Waiting…" gets a bot's
        name)."""
        levels = skill_levels(self.window.entry)
        seats = controller.match.seats
        from .tablechat import bot_note
        for seat in sorted({*self._missing(controller), *self.server.unseated()}):
            name, before = None, seats[seat].name
            if before in (waiting_name(), WAITING_NAME, ""):
                name = bot_name(random.Random(), [s.name for s in seats])
            self.server.give_to_bot(seat, levels[(len(levels) - 1) // 2].level, name)
            if self.chat is not None:          # the players see it in their chats from the seats they are sent
                self.chat.add_note(bot_note(before, seats[seat].name))
        self._host_seats_changed(controller)

    # -- joining -----------------------------------------------------------------------------------

    def join(self, address: str, port: int, code: str | None = None, *, key: str | None = None,
             use_key: bool = True):
        """Connect to a hosted table, with the token of the seat this player holds at exactly that address and
        port if any (``key``: that held seat's, an explicit Rejoin; ``use_key`` False: none), else with the seat's
        one-time ``code``, when the player typed one; the table opens when the host welcomes this player."""
        from cardsuite.net.client import TableClient
        self.drop_client()
        from cardsuite.profile.friends import player_id
        client = TableClient(self.name(), self, rating=self._rating_at(address, port),
                             player=player_id(self.settings))
        self.client = client
        if key is not None:
            held = self.seat_tokens.find(key)
        else:
            held = self.seat_tokens.at(address, port) if code is None and use_key else None
        self._stored = held.key if held is not None else None
        self._rejoining = self._stored if key is not None else None
        self._rejected = None
        client.welcomed.connect(lambda _welcome, c=client: self._remember_seat(c))
        client.welcomed.connect(self._welcomed)
        client.rejected.connect(self._on_rejected)
        client.updated.connect(lambda update, c=client: self._seat_done(c) if update.phase == Phase.OVER else None)
        client.disconnected.connect(lambda _reason, c=client: self._client_gone(c))
        client.disconnected.connect(self._join_failed)
        client.connected.connect(lambda: self.window.statusBar().showMessage(    # the host may be asked first
            self._waiting_note(), 30000))
        client.welcomed.connect(lambda _welcome: self.window.statusBar().clearMessage())
        client.connect_to(address, port, token=held.token if held is not None else None, code=code)
        return client

    def rejoin(self, key: str):
        """"Rejoin <host>'s table" on the start screen: Join with the seat's token."""
        held = self.seat_tokens.find(key)
        if held is None:
            self.show_rejoins()
            return None
        return self.join(held.address, held.port, key=key)

    @staticmethod
    def _waiting_note() -> str:
        return tr("Connected; waiting for the host to seat you\u2026")

    def _client_gone(self, client) -> None:
        """A connection ended: the status bar's "waiting to be seated" goes, and a host that ended the match
        for good (not one whose app closed with the match saved: it may resume) leaves no seat to rejoin."""
        bar = self.window.statusBar()
        if bar.currentMessage() == self._waiting_note():
            bar.clearMessage()
        from cardsuite.net import protocol
        if client.bye_reason in (protocol.BYE_ENDED, protocol.BYE_LEFT) and client.welcome is not None:
            self._seat_done(client)

    # -- the seats this player holds elsewhere -------------------------------------------------------

    @property
    def seat_tokens(self):
        if self._seat_tokens is None:
            from cardsuite.profile.seattokens import SeatTokens
            self._seat_tokens = SeatTokens()
            QTimer.singleShot(0, self.window.report_problems)      # a file moved aside: said once
        return self._seat_tokens

    def show_rejoins(self) -> None:
        """The start screen's "Rejoin <host>'s table" buttons, one per seat held (newest first)."""
        seats = sorted(self.seat_tokens.seats, key=lambda s: -s.saved_at)
        self.window.start_screen.set_rejoins([(s.key, s.host_name) for s in seats])

    def _remember_seat(self, client) -> None:
        """Every welcome brings the seat's new token: it is kept (the old one is spent)."""
        welcome = client.welcome or {}
        try:
            held = self.seat_tokens.remember(client.address, client.port_number, client.match_id, client.token,
                                             welcome.get("host_name", ""), client.game.name, client.seat)
        except Exception as error:         # a full or read-only disk: play goes on, the seat is not kept
            log.warning("cardsuite: the seat's token could not be kept: %s", error)
            return
        if self._stored is not None and self._stored != held.key:   # the same address, another match
            self._forget(self._stored)
        self._stored = held.key

    def _seat_done(self, client) -> None:
        """The match is over: nothing to rejoin."""
        self._forget(seat_key(client.address, client.port_number, client.match_id))
        self.show_rejoins()

    def _forget(self, key: str) -> bool:
        try:
            return self.seat_tokens.forget(key)
        except Exception as error:
            log.warning("cardsuite: a seat's token could not be forgotten: %s", error)
            return False

    def _on_rejected(self, code: str, reason: str) -> None:
        self._rejected = (code, reason)

    def _rating_at(self, address: str, port: int) -> int | None:
        """This player's rating in the game of the table at ``address``:``port`` when the lobby has heard
        it (the host's skill range is checked against it), else None."""
        if self.discovery is None:
            return None
        for table in self.discovery.model.tables():
            if (table.address, table.port) == (address, port):
                rating = self.window.stats.rating(table.game)
                return None if rating is None else round(rating)
        return None

    def ask_join(self) -> None:
        """"Join a table…": ask for the host's address and port, then join."""
        from PySide6.QtWidgets import QInputDialog
        text, ok = QInputDialog.getText(self.window, tr("Join a table"),
                                        tr("The host's address and port (for example 192.168.1.20:47475):"))
        if not ok or not text.strip():
            return
        try:
            address, port = parse_address(text)
        except ValueError:
            self.window.inform(tr("Could not join the table"), tr("Write the address and the port as address:port."))
            return
        self.join(address, port)

    def _join_failed(self, reason: str) -> None:
        client = self.client
        if client is None or self.remote is not None:
            return
        self.client = None
        client.deleteLater()
        code = self._rejected[0] if self._rejected is not None else None
        if code in ("seat_owned", "bad_code"):
            self.ask_code(client.address, client.port_number, reason)
            return
        if code == "token" and self._stored is not None and self._rejoining is None:
            # an automatic Join: the key may be for another match at that address; join as a newcomer
            self.join(client.address, client.port_number, use_key=False)
            return
        if code == "token" and self._rejoining is not None:   # the host no longer knows this seat's token
            self._forget(self._rejoining)
            self.show_rejoins()
            reason = tr("%1\n\nThe seat this app kept for that table is no longer yours there, so it was "
                        "forgotten. Join again to sit down as a new player, or ask the host for your seat's "
                        "code.").replace("%1", reason)
        elif self._rejoining is not None and self._rejected is None and not client.said_bye:
            self._unreachable(self._rejoining, reason)
            return
        self.window.inform(tr("Could not join the table"), reason, QMessageBox.Icon.Warning)

    def _unreachable(self, key: str, reason: str):
        """A Rejoin whose host does not answer: its app may be closed for now, so the seat is kept; the box
        offers to forget it (a match the player knows is over)."""
        box = self.window.inform(
            tr("Could not rejoin the table"),
            tr("%1\n\nThe host's app may be closed, or the table not open yet. This app keeps your seat: try "
               "again later, or forget it if that match is over.").replace("%1", reason),
            QMessageBox.Icon.Warning)
        forget = box.addButton(tr("Forget this seat"), QMessageBox.ButtonRole.DestructiveRole)
        forget.setObjectName("forgetSeat")
        box.buttonClicked.connect(lambda button: self._forget_now(key) if button is forget else None)
        return box

    def _forget_now(self, key: str) -> None:
        self._forget(key)
        self.show_rejoins()

    def ask_code(self, address: str, port: int, reason: str):
        """The host keeps the seat for the player who sat there: the seat's one-time code from the host, typed
        here, joins with it (the dialog, open and not blocking)."""
        from PySide6.QtWidgets import QInputDialog
        dialog = QInputDialog(self.window)
        dialog.setObjectName("seatCodeDialog")
        dialog.setWindowTitle(tr("Your seat's code"))
        dialog.setLabelText(tr("%1\n\nThe code the host gave you for your seat:").replace("%1", reason))
        dialog.setOkButtonText(tr("Join"))
        plain_labels(dialog)                                # the host's reason is plain text
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.textValueSelected.connect(
            lambda text: self.join(address, port, code=text.strip()) if text.strip() else None)
        self.code_dialog = dialog
        dialog.open()
        return dialog

    def _welcomed(self, _welcome: dict) -> None:
        client, window = self.client, self.window
        if client is None or self.remote is not None:
            return
        from .remote import RemoteController
        if window.table is not None:           # the match at this window is put aside (kept), not this client
            self.client = None
            window.close_table(delete_save=False)
            self.client = client
        entry = client.game
        try:
            table = entry.table_class()(entry, client.options, self.settings)
            remote = RemoteController(client, table, self.settings, window, sessions=window.sessions)
        except Exception as error:
            log.exception("cardsuite: could not open the table of %s", entry.name)
            client.leave()
            window.inform(window.tr("The table could not be opened"), str(error), QMessageBox.Icon.Critical)
            return
        self.remote = remote
        chat = self._open_chat()
        chat.said.connect(client.say)
        client.chat.connect(chat.add_line)
        client.seats_changed.connect(lambda _s: chat.set_status(remote.waiting_text()))
        self._follow_in_chat(client, chat)
        remote.finished.connect(self._remote_finished)
        window.show_table(entry, table, remote)
        remote.start()
        self._status("playing", entry.name)

    @staticmethod
    def _follow_in_chat(client, chat) -> None:
        """The joined table's own notes: a bot taking a seat, and why the connection ended -- once, not at
        every try to reconnect ("The connection to the host was lost." eight times), until it is back."""
        from .tablechat import bot_notes
        seen = {"names": list(client.names), "kinds": list(client.kinds), "said": set()}

        def seats_now(_seats) -> None:
            for note in bot_notes(seen["names"], seen["kinds"], client.names, client.kinds):
                chat.add_note(note)
            seen["names"], seen["kinds"] = list(client.names), list(client.kinds)

        def gone(reason: str) -> None:
            if reason not in seen["said"]:
                seen["said"].add(reason)
                chat.add_note(reason)

        client.seats_changed.connect(seats_now)
        client.disconnected.connect(gone)
        client.welcomed.connect(lambda _welcome: seen["said"].clear())

    def _remote_finished(self) -> None:
        """The player left the match, or it is over: no seat to go back to (even when the host never heard the
        leave: the player chose to go) -- unless the table was only closed after its host closed it with the match
        saved: then the seat waits for the host to resume it."""
        if self.client is not None and self.remote is not None:
            if self.remote.put_aside:
                self.show_rejoins()
            else:
                self._seat_done(self.client)
        if self.remote is not None:
            self.window.close_table(delete_save=False)
            self.window.show_start_screen()

    def drop_client(self) -> None:
        client, self.client = self.client, None
        if client is not None:
            client.close()
            client.deleteLater()

    # -- the chat and closing -----------------------------------------------------------------------

    def _open_chat(self):
        from .tablechat import TableChatDock
        self._close_chat()
        self.dock = TableChatDock(self.settings, self.window)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        return self.dock.chat

    def _close_chat(self) -> None:
        dock, self.dock = self.dock, None
        if dock is not None:
            self.window.removeDockWidget(dock)
            dock.deleteLater()

    @property
    def chat(self):
        return self.dock.chat if self.dock is not None else None

    def leave(self) -> None:
        """The player leaves the joined match (it ends for everyone, as a local leave does)."""
        if self.remote is not None:
            self.remote.leave()

    def table_closing(self, ended: bool = False) -> None:
        """The window's table goes: say bye to the clients, or close the connection to the host.  ``ended``
        (the host left the match) or a match over: the guests are told it is gone for good (their apps forget
        its seats); else the match is saved by the window and may be hosted again (they keep them)."""
        server, self.server = self.server, None
        self.questions.drop_all()
        if server is not None:
            from PySide6.QtNetwork import QTcpSocket   # QtNetwork loads with the first table, not at start-up
            if self.discovery is not None:
                self.discovery.withdraw(server.table_id)
            from cardsuite.net import protocol
            server.close(protocol.BYE_ENDED if ended or server.match.is_over else protocol.BYE_CLOSED)
            for line in server.findChildren(QTcpSocket):   # the goodbyes leave before the window goes
                line.flush()
            QTimer.singleShot(LINGER_MS, server.deleteLater)
        remote, self.remote = self.remote, None
        if remote is not None:
            remote.shutdown()
        self.drop_client()
        self._close_chat()
        self._status("idle")

    def close(self) -> None:
        """The window closes: the lobby stops announcing (a hosted table was closed before)."""
        if self.discovery is not None:
            self.discovery.stop()
