"""Opening a table on the network, as sheet 000 has it: who may join (anyone, only your friends, or
only players you invite; a Spider duel table is always open, RULES P-10), the opponents' skill range by rating, the game with its preset and every option it
exposes (stake, limit, doubling and target are the game's own options), and who sits at each seat:
you, a player from the network, or a computer player of a chosen level.

The options come from the new-game dialog's :class:`~.newgame.OptionsForm` and the seats from its
:class:`~.seatrows.SeatRows`, so nothing here knows any one game.  The result is the
``host_requested`` dictionary of the LAN contract (:meth:`HostDialog.table_settings`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QRadioButton, QSpinBox, QVBoxLayout, QWidget)

from cardsuite import games
from cardsuite.engine import BadMessage
from cardsuite.play.seating import skill_levels
from ..toolkit.i18n import game_text, game_title
from ..app.dialogparts import accept_buttons, error_label
from ..app.newgame import OptionsForm
from ..app.seatrows import SeatRows

REMOTE = "remote"
BOT_PREFIX = "bot:"


class HostDialog(QDialog):
    """The settings of a table to host; ``players`` are the lobby's (id, name) pairs one may invite,
    ``friends`` how many friends the player has (None: not known)."""

    def __init__(self, settings=None, players: list[tuple[str, str]] | tuple = (), game: str | None = None,
                 parent: QWidget | None = None, friends: int | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("HostDialog")
        self.setWindowTitle(self.tr("Host a table"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game")
        for entry in games.GAMES.values():
            if max(entry.players) > 1:                 # a game played alone (Spider practice) is not hosted
                self.game_combo.addItem(game_title(entry), entry.name)
        if game is not None and self.game_combo.findData(game) >= 0:
            self.game_combo.setCurrentIndex(self.game_combo.findData(game))
        top.addRow(self.tr("Game"), self.game_combo)
        layout.addLayout(top)

        # -- who may join ---------------------------------------------------------------
        join = QGroupBox(self.tr("Who may join"))
        join_layout = QVBoxLayout(join)
        self.anyone = QRadioButton(self.tr("Anyone on the network"))
        self.anyone.setObjectName("access_anyone")
        self.friends_only = QRadioButton(self.tr("Only my friends"))
        self.friends_only.setObjectName("access_friends")
        self.invited_only = QRadioButton(self.tr("Only players I invite"))
        self.invited_only.setObjectName("access_invited")
        self.anyone.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.anyone)
        group.addButton(self.friends_only)
        group.addButton(self.invited_only)
        join_layout.addWidget(self.anyone)
        join_layout.addWidget(self.friends_only)
        join_layout.addWidget(self.invited_only)
        self.open_note = QLabel(self.tr("Duel tables are open to everyone on the network; nobody is invited "
                                        "directly."))
        self.open_note.setObjectName("open_note")
        self.open_note.setWordWrap(True)
        join_layout.addWidget(self.open_note)
        self.invite_list = QListWidget()
        self.invite_list.setObjectName("invite_list")
        self.invite_list.setMaximumHeight(110)
        for player_id, name in players:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, player_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.invite_list.addItem(item)
        self.invite_note = QLabel(self.tr("Tick the players to invite now; you can invite others from the lobby "
                                          "later.") if players else
                                  self.tr("Nobody is in the lobby yet; invite players from the lobby once they "
                                          "appear."))
        self.invite_note.setWordWrap(True)
        join_layout.addWidget(self.invite_note)
        self.friends_note = QLabel(self.tr("Your friends list is empty: add friends in the lobby (New friend), "
                                           "or invite players to this table from the lobby."))
        self.friends_note.setObjectName("friends_note")
        self.friends_note.setWordWrap(True)
        self.friends_count = friends
        join_layout.addWidget(self.friends_note)
        self.friends_only.toggled.connect(self._access_changed)
        join_layout.addWidget(self.invite_list)
        self.invited_only.toggled.connect(self._access_changed)

        skill = QHBoxLayout()
        self.any_skill = QCheckBox(self.tr("Any skill"))
        self.any_skill.setObjectName("any_skill")
        self.any_skill.setChecked(True)
        self.rating_low = QSpinBox()
        self.rating_low.setObjectName("rating_low")
        self.rating_high = QSpinBox()
        self.rating_high.setObjectName("rating_high")
        for spin, value in ((self.rating_low, 800), (self.rating_high, 2000)):
            spin.setRange(0, 4000)
            spin.setSingleStep(50)
            spin.setValue(value)
        skill.addWidget(QLabel(self.tr("Opponents' rating")))
        skill.addWidget(self.any_skill)
        skill.addWidget(QLabel(self.tr("from")))
        skill.addWidget(self.rating_low, 1)
        skill.addWidget(QLabel(self.tr("to")))
        skill.addWidget(self.rating_high, 1)
        join_layout.addLayout(skill)
        self.any_skill.toggled.connect(self._skill_changed)
        self.allow_hints = QCheckBox(self.tr("Allow hints (a match played with hints is not rated)"))
        self.allow_hints.setObjectName("allow_hints")
        join_layout.addWidget(self.allow_hints)
        layout.addWidget(join)

        # -- the game's seats and rules (rebuilt when the game changes) -------------------
        self.game_box = QWidget()
        self.game_layout = QVBoxLayout(self.game_box)
        self.game_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.game_box, 1)

        self.error_label = error_label()
        layout.addWidget(self.error_label)
        buttons, self.open_button = accept_buttons(self, self.tr("Open the table"), "open_table")
        layout.addWidget(buttons)

        self.game_combo.currentIndexChanged.connect(self._build_game)
        self._build_game()
        self._access_changed()
        self._skill_changed()

    # -- building ------------------------------------------------------------------------

    def _build_game(self) -> None:
        """The seats and rules of the chosen game."""
        while self.game_layout.count():
            widget = self.game_layout.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.entry = games.get(self.game_combo.currentData())
        self.game = self.entry.game()
        self._follow_open_tables()
        self.options_form = OptionsForm(self.game.Options, None, None, self.game)
        seats = QGroupBox(self.tr("Seats"))
        seats_layout = QVBoxLayout(seats)
        seats_layout.addLayout(self.options_form.seat_form())
        choices = [(REMOTE, self.tr("A player on the network"))]
        for level in skill_levels(self.entry):
            choices.append((BOT_PREFIX + level.level, self.tr("Computer: %1 (rating %2)")
                            .replace("%1", game_text(level.title)).replace("%2", str(level.rating))))
        self.seat_rows = SeatRows(None, choices, with_names=False)
        seats_layout.addWidget(self.seat_rows)
        self._teams: tuple = ()
        self._rebuild_seats()
        rules = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules)
        rules_layout.addWidget(self.options_form)
        self.options_form.changed.connect(self._rebuild_seats)
        self.game_layout.addWidget(seats)
        self.game_layout.addWidget(rules)

    def _rebuild_seats(self) -> None:
        try:
            teams = tuple(tuple(team) for team in self.game.teams(self.options_form.options()))
        except (BadMessage, TypeError, ValueError):
            return
        if teams != self._teams:   # the seats follow the player count, each keeping its kind
            kinds = self.seat_rows.kinds() or [REMOTE] * sum(len(team) for team in teams)
            kinds += [REMOTE] * (sum(len(team) for team in teams) - len(kinds))
            self._teams = teams
            self.seat_rows.rebuild(teams, kinds, [])
        self.error_label.hide()

    def _follow_open_tables(self) -> None:
        """A game whose tables are open to anyone (the Spider duel, RULES P-10) offers no other access."""
        open_tables = self.game.open_tables
        if open_tables:
            self.anyone.setChecked(True)
        self.invited_only.setEnabled(not open_tables)
        self.friends_only.setEnabled(not open_tables)
        self.open_note.setVisible(open_tables)

    def _access_changed(self) -> None:
        invited = self.invited_only.isChecked()
        self.invite_list.setVisible(invited and self.invite_list.count() > 0)
        self.invite_note.setVisible(invited)
        self.friends_note.setVisible(self.friends_only.isChecked() and self.friends_count == 0)

    def _skill_changed(self) -> None:
        for spin in (self.rating_low, self.rating_high):
            spin.setEnabled(not self.any_skill.isChecked())

    # -- the result ----------------------------------------------------------------------

    def set_seat(self, seat: int, kind: str) -> None:
        """Seat ``seat`` (1+) to "remote" or "bot:<level>"."""
        self.seat_rows.set_kind(seat, kind)

    def table_settings(self) -> dict:
        """The table as the main window hosts it (the ``host_requested`` dictionary of the contract);
        raises BadMessage for an option the game refuses."""
        options = self.options_form.options()
        seats = [{"kind": "local", "level": None}]
        for kind in self.seat_rows.kinds()[1:]:
            if kind.startswith(BOT_PREFIX):
                seats.append({"kind": "bot", "level": kind[len(BOT_PREFIX):]})
            else:
                seats.append({"kind": "remote", "level": None})
        invited = [self.invite_list.item(i) for i in range(self.invite_list.count())]
        invited = [item for item in invited if item.checkState() == Qt.CheckState.Checked]
        low, high = sorted((self.rating_low.value(), self.rating_high.value()))
        only_invited = self.invited_only.isChecked() and not self.game.open_tables
        friends = self.friends_only.isChecked() and not self.game.open_tables
        return {"game": self.entry.name, "options": options.to_json(), "seats": seats,
                "access": "invited" if only_invited else "friends" if friends else "anyone",
                "ratings": None if self.any_skill.isChecked() else [low, high],
                "invited": [item.data(Qt.ItemDataRole.UserRole) for item in invited] if only_invited else [],
                "invited_names": [item.text() for item in invited] if only_invited else [],
                "hints": self.allow_hints.isChecked()}

    def accept(self) -> None:
        try:
            table = self.table_settings()
        except (BadMessage, ValueError, TypeError) as error:
            self.error_label.setText(str(error))
            self.error_label.show()
            return
        if not any(seat["kind"] == "remote" for seat in table["seats"]):
            self.error_label.setText(self.tr("Leave at least one seat for a player on the network."))
            self.error_label.show()
            return
        super().accept()
