"""The lobby: the tables hosted on the network, the players and who plays whom, and a chat.

As sheet 000 has it: the players are listed at the right with the useful buttons under them
(Invite, New friend, Ignore, Player info; friends first, sheet 004) and the chat below.  The tables on the left show each game, its
rules, who sits where and the free seats; Join, Join by address and Host a table sit under them.
The window only asks: ``host_requested`` and ``join_requested`` go to the main window, which
opens the table; everything heard comes from a :class:`~cardsuite.net.discovery.Discovery`.

What the network sends is not allowed to cost the window more than a bounded amount, whatever the
rate: the lists are brought up to date at most every :data:`REFRESH_MS` (rows updated in place, so
selection and scroll stay), one invitation is asked at a time (the model keeps the rest, one per
inviter), and the chat view keeps as many lines as the model.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMenu, QMessageBox, QPushButton,
                               QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from cardsuite import games
from cardsuite.net.lobby import CHAT_KEEP, ChatLine, FriendNews, Invitation, InviteAnswer, LobbyPlayer, LobbyTable
from cardsuite.profile.versioned_json import StorageError
from .hostdialog import HostDialog
from .joindialog import JoinDialog
from .rulesummary import cached_summary, game_name, options_summary
from ..toolkit.plaintext import plain_box, plain_label, plain_tooltip

ID_ROLE = Qt.ItemDataRole.UserRole
REFRESH_MS = 250


class LobbyWindow(QWidget):
    """Tables, players and chat on the network; Join, Host, Invite, Ignore and Player info."""

    host_requested = Signal(dict)
    join_requested = Signal(str, int)
    back_requested = Signal()
    player_invited = Signal(str, str)      # table id, player name: an "only invited" table lets them in
    friend_news = Signal(str)              # a friend came online or hosts a table: the window may tell it too

    def __init__(self, discovery, settings=None, parent: QWidget | None = None, holds_seat=None):
        """``holds_seat(address, port)``: whether this player keeps a seat's key for the table there (its Join
        takes the seat back even when the table shows as full)."""
        super().__init__(parent)
        self.discovery = discovery
        self.holds_seat = holds_seat or (lambda _address, _port: False)
        self.settings = settings
        self.model = discovery.model
        self.prompts: list[QMessageBox] = []
        self.info_box: QMessageBox | None = None
        self._pending_invites: list[str] = []
        self._chat_waiting: list[ChatLine] = []
        self.setObjectName("LobbyWindow")
        self.setWindowTitle(self.tr("Play on the network"))
        self.resize(1040, 640)

        outer = QVBoxLayout(self)
        head = QHBoxLayout()
        heading = QLabel(self.tr("Play on the network"))
        heading.setObjectName("dialogHeading")
        heading.setStyleSheet("font-size: 16pt; font-weight: 600;")
        head.addWidget(heading)
        head.addStretch(1)
        self.back_button = QPushButton(self.tr("Back to the games"))
        self.back_button.setObjectName("back")
        self.back_button.clicked.connect(self.back_requested)
        head.addWidget(self.back_button)
        outer.addLayout(head)
        self.status_label = plain_label(QLabel())
        self.status_label.setObjectName("lobbyStatus")
        self.status_label.setWordWrap(True)
        outer.addWidget(self.status_label)

        body = QHBoxLayout()
        outer.addLayout(body, 1)
        left = QVBoxLayout()
        body.addLayout(left, 3)
        left.addWidget(self._caption(self.tr("Tables")))
        self.tables_view = QTreeWidget()
        self.tables_view.setObjectName("tables")
        self.tables_view.setRootIsDecorated(False)
        self.tables_view.setHeaderLabels([self.tr("Game"), self.tr("Host"), self.tr("Rules"), self.tr("Seats"),
                                          self.tr("Free")])
        self.tables_view.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.tables_view.setWordWrap(True)
        left.addWidget(self.tables_view, 1)
        self.empty_tables = QLabel(self.tr("No tables yet. Host one, or wait: tables on the network appear here "
                                           "by themselves."))
        self.empty_tables.setObjectName("emptyTables")
        self.empty_tables.setWordWrap(True)
        left.addWidget(self.empty_tables)
        self.table_details = plain_label(QLabel())
        self.table_details.setObjectName("tableDetails")
        self.table_details.setWordWrap(True)
        self.table_details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        left.addWidget(self.table_details)
        table_buttons = QHBoxLayout()
        self.join_button = self._button("join", self.tr("Join"), self._join, table_buttons)
        self.address_button = self._button("join_address", self.tr("Join by address\u2026"), self._join_by_address,
                                           table_buttons)
        table_buttons.addStretch(1)
        self.host_button = self._button("host", self.tr("Host a table\u2026"), self._host, table_buttons)
        left.addLayout(table_buttons)

        right = QVBoxLayout()
        body.addLayout(right, 2)
        right.addWidget(self._caption(self.tr("Players")))
        self.players_view = QTreeWidget()
        self.players_view.setObjectName("players")
        self.players_view.setRootIsDecorated(False)
        self.players_view.setHeaderLabels([self.tr("Name"), self.tr("Now")])
        self.players_view.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.players_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.players_view.customContextMenuRequested.connect(self._player_menu)
        right.addWidget(self.players_view, 2)
        self.away_label = plain_label(QLabel())
        self.away_label.setObjectName("friendsAway")
        self.away_label.setWordWrap(True)
        right.addWidget(self.away_label)
        player_buttons = QHBoxLayout()
        self.invite_button = self._button("invite", self.tr("Invite"), self._invite, player_buttons)
        self.friend_button = self._button("friend", self.tr("New friend"), self._toggle_friend, player_buttons)
        self.ignore_button = self._button("ignore", self.tr("Ignore"), self._toggle_ignore, player_buttons)
        self.info_button = self._button("info", self.tr("Player info"), self._player_info, player_buttons)
        right.addLayout(player_buttons)
        self.menu: QMenu | None = None
        right.addWidget(self._caption(self.tr("Chat")))
        self.chat_view = QTextBrowser()
        self.chat_view.setObjectName("chat")
        self.chat_view.document().setMaximumBlockCount(CHAT_KEEP)   # one line a block: what the model keeps
        right.addWidget(self.chat_view, 3)
        say = QHBoxLayout()
        self.chat_edit = QLineEdit()
        self.chat_edit.setObjectName("chat_edit")
        self.chat_edit.setMaxLength(500)
        self.chat_edit.setPlaceholderText(self.tr("Say something to everyone in the lobby"))
        self.chat_edit.returnPressed.connect(self._say)
        say.addWidget(self.chat_edit, 1)
        self.say_button = self._button("say", self.tr("Send"), self._say, say)
        right.addLayout(say)

        self.tables_view.itemSelectionChanged.connect(self._update_buttons)
        self.tables_view.itemDoubleClicked.connect(lambda *_: self._join())
        self.players_view.itemSelectionChanged.connect(self._update_buttons)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_MS)
        self._refresh_timer.timeout.connect(self.refresh)
        discovery.changed.connect(self._refresh_soon)
        discovery.changed.connect(self._tell_news)
        discovery.chat.connect(self._chat_heard)
        discovery.invited.connect(self.prompt_invitation)
        discovery.answered.connect(self._answered)
        discovery.failed.connect(self._show_status)
        discovery.hosting.connect(self._hosting)
        self.refresh()
        self._show_chat()
        self._show_status()

    def _caption(self, text: str) -> QLabel:
        label = QLabel(text)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        return label

    def _button(self, name: str, text: str, slot, row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    # -- showing -------------------------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """A new language: the texts made from the lobby's state are made again (the fixed ones are
        retranslated by :func:`.i18n.retranslate_widget`)."""
        if event.type() == QEvent.Type.LanguageChange:
            cached_summary.cache_clear()
            self.refresh()
            self._show_status()
        super().changeEvent(event)

    def _show_status(self, *_args) -> None:
        if self.discovery.error:
            self.status_label.setStyleSheet("color: #c62828;")
            self.status_label.setText(self.discovery.error)
            return
        self.status_label.setStyleSheet("")
        self.status_label.setText(self.tr("You are %1 on the network. Tables and players announce themselves "
                                          "about once a second.").replace("%1", self.discovery.name))

    def _note(self, text: str) -> None:
        self.status_label.setStyleSheet("")
        self.status_label.setText(text)

    def _refresh_soon(self) -> None:
        """Something was heard: the lists follow within REFRESH_MS, once however much was heard."""
        if not self._refresh_timer.isActive():
            self._refresh_timer.start()

    def refresh(self) -> None:
        """Bring both lists up to date with the model now, row by row in place (selection and scroll stay)."""
        self._refresh_timer.stop()
        self._show_waiting_chat()
        tables = self.model.tables()
        if self._sync_rows(self.tables_view, [self._table_row(table) for table in tables]):
            for column in (0, 1, 3, 4):
                self.tables_view.resizeColumnToContents(column)
        self.empty_tables.setVisible(not tables)
        if self._sync_rows(self.players_view, [self._player_row(player) for player in self.model.players()]):
            self.players_view.resizeColumnToContents(0)
        self._update_buttons()

    def _table_row(self, table: LobbyTable) -> tuple[str, list[str], str]:
        """A table's row: its id, the texts of its columns and its tooltip."""
        return (table.id, [game_name(table.game), table.host_name, options_summary(table.game, table.options),
                           self._seats_text(table), self._free_text(table)], plain_tooltip(self._details(table)))

    def _player_row(self, player: LobbyPlayer) -> tuple[str, list[str], str | None]:
        return player.id, [self._player_text(player), self._doing(player)], None

    def _player_text(self, player: LobbyPlayer) -> str:
        """A player's name as the list shows it: a star for a friend, a note for an ignored player."""
        name = player.name
        if self.model.is_ignored(player.id, player.name):
            name = self.tr("%1 (ignored)").replace("%1", name)
        return "\u2605 " + name if self.model.is_friend(player.id) else name

    def _show_away(self) -> None:
        away = [friend.name for friend in self.model.away_friends()]
        self.away_label.setText(self.tr("Friends not here now: %1").replace("%1", ", ".join(away)) if away else "")
        self.away_label.setVisible(bool(away))

    @staticmethod
    def _sync_rows(view: QTreeWidget, rows: list[tuple[str, list[str], str | None]]) -> bool:
        """Make ``view`` show ``rows`` in order, keeping the item of every row still there (so its
        selection stays), moving only what moved and setting only texts that changed; whether any changed."""
        existing = {view.topLevelItem(i).data(0, ID_ROLE): view.topLevelItem(i)
                    for i in range(view.topLevelItemCount())}
        wanted = {row_id for row_id, _, _ in rows}
        changed = False
        for row_id, item in existing.items():
            if row_id not in wanted:
                view.takeTopLevelItem(view.indexOfTopLevelItem(item))
                changed = True
        for index, (row_id, texts, tip) in enumerate(rows):
            item = existing.get(row_id)
            if item is None:
                item = QTreeWidgetItem()
                item.setData(0, ID_ROLE, row_id)
                view.insertTopLevelItem(index, item)
            elif view.indexOfTopLevelItem(item) != index:
                selected = item.isSelected()
                view.insertTopLevelItem(index, view.takeTopLevelItem(view.indexOfTopLevelItem(item)))
                item.setSelected(selected)
            for column, text in enumerate(texts):
                if item.text(column) != text:
                    item.setText(column, text)
                    changed = True
                if tip is not None and item.toolTip(column) != tip:
                    item.setToolTip(column, tip)
        return changed

    def _details(self, table: LobbyTable) -> str:
        """Everything about one table, for the line under the list and the tooltips."""
        return (self.tr("%1 at %2's table (%3:%4)").replace("%1", game_name(table.game)).replace("%2", table.host_name)
                .replace("%3", table.address).replace("%4", str(table.port)) + "\n"
                + self.tr("Rules: %1").replace("%1", options_summary(table.game, table.options) or "\u2014") + "\n"
                + self.tr("Seats: %1").replace("%1", self._seats_text(table)) + " \u00b7 " + self._free_text(table))

    def _seats_text(self, table: LobbyTable) -> str:
        names = []
        for seat in table.seats:
            if seat.get("name") and seat.get("kind") == "bot":
                names.append(self.tr("%1 (computer)").replace("%1", seat["name"]))
            else:
                names.append(seat.get("name") or self.tr("free seat"))
        return ", ".join(names)

    def _free_text(self, table: LobbyTable) -> str:
        text = self.tr("full") if table.free <= 0 else self.tr("%n free", "", table.free)
        if table.access == "invited":
            return text + " \u00b7 " + self.tr("by invitation")
        if table.access == "friends":
            return text + " \u00b7 " + self.tr("the host's friends only")
        return text

    def _doing(self, player: LobbyPlayer) -> str:
        game = game_name(player.game) if player.game else self.tr("a game")
        if player.status == "playing":
            against = ", ".join(self.model.opponents(player))
            if against:
                return self.tr("playing %1 with %2").replace("%1", game).replace("%2", against)
            return self.tr("playing %1").replace("%1", game)
        if player.status == "hosting":
            return self.tr("hosting %1").replace("%1", game)
        return self.tr("in the lobby")

    def _show_chat(self) -> None:
        self._chat_waiting = []
        self.chat_view.setHtml("".join(self._chat_html(line) for line in self.model.chat_lines()))
        self.chat_view.verticalScrollBar().setValue(self.chat_view.verticalScrollBar().maximum())

    @staticmethod
    def _chat_html(line: ChatLine) -> str:
        colour = "#b8860b" if line.own else "#1565c0"
        return (f'<div><b style="color:{colour}">{html.escape(line.name)}:</b> '
                f"{html.escape(line.text)}</div>")

    def _chat_heard(self, line: ChatLine) -> None:
        """A line heard waits for the next refresh, which appends all waiting lines at once (an append for
        each costs more than the lines do under a flood); at most CHAT_KEEP of them can be shown anyway."""
        self._chat_waiting.append(line)
        del self._chat_waiting[:-CHAT_KEEP]
        if line.own:          # what this player just said shows at once
            self._show_waiting_chat()
        else:
            self._refresh_soon()

    def _show_waiting_chat(self) -> None:
        if self._chat_waiting:
            lines, self._chat_waiting = self._chat_waiting, []
            self.chat_view.append("".join(self._chat_html(line) for line in lines))

    # -- selection and buttons -----------------------------------------------------------

    def _selected_id(self, view: QTreeWidget) -> str | None:
        items = view.selectedItems()
        return items[0].data(0, ID_ROLE) if items else None

    def selected_table(self) -> LobbyTable | None:
        table_id = self._selected_id(self.tables_view)
        return self.model.table(table_id) if table_id else None

    def selected_player(self) -> LobbyPlayer | None:
        player_id = self._selected_id(self.players_view)
        return self.model.player(player_id) if player_id else None

    def select_table(self, table_id: str) -> None:
        for i in range(self.tables_view.topLevelItemCount()):
            item = self.tables_view.topLevelItem(i)
            item.setSelected(item.data(0, ID_ROLE) == table_id)

    def select_player(self, player_id: str) -> None:
        for i in range(self.players_view.topLevelItemCount()):
            item = self.players_view.topLevelItem(i)
            item.setSelected(item.data(0, ID_ROLE) == player_id)

    def _update_buttons(self) -> None:
        table, player = self.selected_table(), self.selected_player()
        self.join_button.setEnabled(self._may_join(table))
        details = self.tr("Pick a table to see its rules and seats.")
        if table is not None:
            details = self._details(table)
            if self.holds_seat(table.address, table.port):
                details += "\n" + self.tr("You have a seat here: Join takes you back to it.")
        self.table_details.setText(details)
        self.table_details.setVisible(bool(self.model.tables()))
        hosting = bool(self.discovery.announced())
        duel = hosting and self._open_table(self.discovery.announced()[0])
        self.invite_button.setEnabled(player is not None and hosting and not duel)
        self.invite_button.setToolTip(
            self.tr("Duel tables are open to everyone on the network; nobody is invited directly.") if duel
            else "" if hosting else self.tr("Host a table first, then invite players to it."))
        self.ignore_button.setEnabled(player is not None)
        self.friend_button.setEnabled(player is not None)
        self.friend_button.setText(self._friend_text(player))
        self._show_away()
        ignored = player is not None and self.model.is_ignored(player.id, player.name)
        self.ignore_button.setText(self.tr("Unignore") if ignored else self.tr("Ignore"))
        self.info_button.setEnabled(player is not None)

    # -- actions -------------------------------------------------------------------------

    def _may_join(self, table: LobbyTable | None) -> bool:
        """A free seat, or this player's own seat there (a seat whose player dropped counts as taken)."""
        return table is not None and (table.free > 0 or self.holds_seat(table.address, table.port))

    def _join(self) -> None:
        table = self.selected_table()
        if self._may_join(table):
            self.join_requested.emit(table.address, table.port)

    def _join_by_address(self) -> None:
        dialog = JoinDialog(self.settings.get("lan_port", 47475) if self.settings is not None else 47475, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.join_requested.emit(*dialog.target())

    def _host(self) -> None:
        players = [(p.id, p.name) for p in self.model.players()]
        dialog = HostDialog(self.settings, players, parent=self, friends=len(self.model.friends.ids()))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            table = dialog.table_settings()
            self._pending_invites = list(table["invited"])
            self.host_requested.emit(table)

    def _hosting(self, table_id: str) -> None:
        """A table of ours is announced: send the invitations chosen when opening it."""
        pending, self._pending_invites = self._pending_invites, []
        for player_id in pending:
            self._send_invite(player_id, table_id)
        self._update_buttons()

    def _send_invite(self, player_id: str, table_id: str) -> bool:
        player = self.model.player(player_id)
        if player is None or not self.discovery.invite(player_id, table_id):
            return False
        self.player_invited.emit(table_id, player.name)
        return True

    def _open_table(self, table_id: str) -> bool:
        """Whether our table ``table_id`` is of a game whose tables are open to anyone (RULES P-10)."""
        body = self.discovery.table_body(table_id) or {}
        try:
            return games.get(body.get("game")).game().open_tables
        except KeyError:
            return False

    def _invite(self) -> None:
        player, tables = self.selected_player(), self.discovery.announced()
        if player is None or not tables or self._open_table(tables[0]):
            return
        if self._send_invite(player.id, tables[0]):
            self._note(self.tr("%1 is invited to your table; waiting for the answer.").replace("%1", player.name))

    def _answered(self, answer: InviteAnswer) -> None:
        name = answer.name or self.tr("A player")
        self._note((self.tr("%1 accepted your invitation.") if answer.accepted
                    else self.tr("%1 declined your invitation.")).replace("%1", name))

    def _friend_text(self, player: LobbyPlayer | None) -> str:
        return self.tr("Remove friend") if player is not None and self.model.is_friend(player.id) else \
            self.tr("New friend")

    def _toggle_friend(self, player: LobbyPlayer | None = None) -> None:
        """Add the selected player to the friends, or remove them (kept in the profile by their player id)."""
        player = player if isinstance(player, LobbyPlayer) else self.selected_player()
        if player is None:
            return
        try:
            if self.model.is_friend(player.id):
                self.model.unfriend(player.id)
                self._note(self.tr("%1 is no longer on your friends list.").replace("%1", player.name))
            else:
                self.model.befriend(player)
                self._note(self.tr("%1 is now your friend: listed first, and you hear when they come online or "
                                   "host a table.").replace("%1", player.name))
        except StorageError as error:
            self._note(self.tr("Your friends list could not be saved (%1); the change holds until you quit.")
                       .replace("%1", str(error)))
        self.refresh()

    def _player_menu(self, position) -> None:
        """The player list's context menu: the buttons under it, for the player clicked."""
        item = self.players_view.itemAt(position)
        if item is None:
            return
        self.select_player(item.data(0, ID_ROLE))
        player = self.selected_player()
        if player is None:
            return
        self.menu = QMenu(self)
        self.menu.setObjectName("playerMenu")
        invite = self.menu.addAction(self.invite_button.text(), self._invite)
        invite.setEnabled(self.invite_button.isEnabled())
        self.menu.addAction(self._friend_text(player), lambda: self._toggle_friend(player)).setObjectName("friend")
        self.menu.addAction(self.ignore_button.text(), self._toggle_ignore)
        self.menu.addAction(self.tr("Player info"), self._player_info)
        self.menu.popup(self.players_view.viewport().mapToGlobal(position))

    def _tell_news(self) -> None:
        """A friend came online or hosts a table: said on the status line, and to the window."""
        for news in self.model.take_news():
            text = self._news_text(news)
            self._note(text)
            self.friend_news.emit(text)

    def _news_text(self, news: FriendNews) -> str:
        if news.what == "hosting":
            game = game_name(news.game) if news.game else self.tr("a game")
            return self.tr("Your friend %1 is hosting %2.").replace("%1", news.name).replace("%2", game)
        return self.tr("Your friend %1 is online.").replace("%1", news.name)

    def _toggle_ignore(self) -> None:
        player = self.selected_player()
        if player is None:
            return
        if self.model.is_ignored(player.id, player.name):
            self.model.unignore(player.name)
            self.model.unignore(player.id)
        else:
            self.model.ignore(player.name)
        if self.settings is not None:
            self.settings.set("lan_ignored", self.model.ignored())
        self.refresh()
        self._show_chat()

    def _player_info(self) -> None:
        player = self.selected_player()
        if player is None:
            return
        rating = str(player.rating) if player.rating is not None else self.tr("none yet")
        text = (self.tr("Name: %1\nGames played: %2\nRating: %3\nNow: %4").replace("%1", player.name)
                .replace("%2", str(player.played)).replace("%3", rating).replace("%4", self._doing(player)))
        if self.model.is_friend(player.id):
            text += "\n" + self.tr("On your friends list.")
        self.info_box = plain_box(QMessageBox(QMessageBox.Icon.Information, self.tr("Player info"), text,
                                              QMessageBox.StandardButton.Close, self))
        self.info_box.setObjectName("player_info")
        friend = self.info_box.addButton(self._friend_text(player), QMessageBox.ButtonRole.ActionRole)
        friend.setObjectName("friend")
        friend.clicked.connect(lambda: self._toggle_friend(player))
        self.info_box.open()

    def _say(self) -> None:
        if self.discovery.send_chat(self.chat_edit.text()) is not None:
            self.chat_edit.clear()

    # -- invitations ---------------------------------------------------------------------

    def prompt_invitation(self, invitation: Invitation) -> QMessageBox | None:
        """Ask whether to accept; accepting answers the host and asks to join its table.  One prompt at a
        time: while one is open, the invitation waits in the model (one per inviter) and None is returned."""
        if self.prompts:
            return None
        box = plain_box(QMessageBox(QMessageBox.Icon.Question, self.tr("Invitation"),
                                    self.tr("%1 invites you to play %2 at their table.")
                                    .replace("%1", invitation.name).replace("%2", game_name(invitation.game)),
                                    QMessageBox.StandardButton.NoButton, self))
        box.setObjectName("invitation")
        box.setInformativeText(self.tr("Accept to join the table now."))
        accept = box.addButton(self.tr("Accept"), QMessageBox.ButtonRole.AcceptRole)
        accept.setObjectName("accept")
        decline = box.addButton(self.tr("Decline"), QMessageBox.ButtonRole.RejectRole)
        decline.setObjectName("decline")
        box.setDefaultButton(accept)

        def answered(button) -> None:
            accepted = button is accept
            self.discovery.answer_invite(invitation, accepted)
            if box in self.prompts:
                self.prompts.remove(box)
            box.deleteLater()
            if accepted:      # off to the table: the others are not asked over it, they lapse
                self.join_requested.emit(invitation.address, invitation.port)
            else:
                self._prompt_next()

        box.buttonClicked.connect(answered)
        self.prompts.append(box)
        box.open()
        return box

    def _prompt_next(self) -> None:
        """The oldest invitation still pending, once no prompt is open."""
        pending = self.model.invitations()
        if pending and not self.prompts:
            self.prompt_invitation(pending[0])
