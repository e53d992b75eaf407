"""The new-game dialog's seats: one row per seat, each a computer player or a person at this screen.

Seat 0 is always a person (you); any other seat may be either, so a match can mix bots and
hot-seat people in any way.  When the game plays in teams (``Game.teams``), the rows are
grouped by side, so it is plain who partners whom.  An unnamed person's field shows its
default name as a placeholder (greyed), which is the name used; a default name is never kept as
typed text, so "Player 1" saved by an older version does not come back in another language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

BOT = "bot"
PERSON = "person"


def you_text() -> str:
    """"You", in the context where the tables look for it (the Schnapsen summary names you by it)."""
    return QCoreApplication.translate("NewGameDialog", "You")


def is_default_name(name: str) -> bool:
    """Whether ``name`` is one of the names given to unnamed people ("You", "Player 2"), in English or in
    the language shown: such a name is a placeholder, not the player's own."""
    name = name.strip()
    if not name:
        return True
    template = QCoreApplication.translate("SeatRows", "Player %1")
    patterns = {r"Player \d+", re.escape(template).replace("%1", r"\d+")}
    return name in {"You", you_text()} or any(re.fullmatch(p, name) for p in patterns)


class SeatRows(QWidget):
    """The seat rows of one seat count; ``changed`` when a seat's kind changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, choices: list[tuple[str, str]] | None = None,
                 with_names: bool = True):
        """``choices``: (kind, label) pairs offered for seats 1+ (default: computer or person at this
        screen); ``with_names`` false leaves out the name fields (a host's table: names come later)."""
        super().__init__(parent)
        self.choices = choices
        self.with_names = with_names
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(2, 1)
        self.kind_combos: list[QComboBox | None] = []
        self.name_edits: list[QLineEdit] = []
        self.you_name = ""
        self._teams: tuple[tuple[int, ...], ...] = ()

    # -- building -------------------------------------------------------------------

    def rebuild(self, teams: tuple[tuple[int, ...], ...], kinds: list[str], names: list[str]) -> None:
        """Rows for the seats of ``teams``; ``kinds``/``names`` by seat (missing ones: a computer player)."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget()
            if widget is not None:   # hidden at once: a deferred delete may come after the next paint
                widget.hide()
                widget.deleteLater()
        self._teams = teams
        count = sum(len(team) for team in teams)
        self.kind_combos = [None] * count
        self.name_edits = [QLineEdit() for _ in range(count)]
        grouped = any(len(team) > 1 for team in teams)
        order = [seat for team in teams for seat in team] if grouped else list(range(count))
        row = 0
        for seat in order:
            team = next(i for i, t in enumerate(teams) if seat in t)
            if grouped and seat == teams[team][0]:
                heading = QLabel(self._team_heading(team))
                heading.setObjectName(f"team_{team}")
                bold = heading.font()
                bold.setBold(True)
                heading.setFont(bold)
                if row:
                    heading.setContentsMargins(0, 6, 0, 0)
                self.grid.addWidget(heading, row, 0, 1, 3)
                row += 1
            self.grid.addWidget(QLabel(self.tr("Seat %1").replace("%1", str(seat + 1))), row, 0)
            if seat == 0:
                you = QLabel(you_text())
                you.setObjectName("seat_kind_0")
                self.grid.addWidget(you, row, 1)
            else:
                combo = QComboBox()
                combo.setObjectName(f"seat_kind_{seat}")
                choices = self.choices or [(BOT, self.tr("Computer")), (PERSON, self.tr("Person at this screen"))]
                for kind, label in choices:
                    combo.addItem(label, kind)
                combo.setCurrentIndex(max(combo.findData(kinds[seat]), 0) if seat < len(kinds) else 0)
                combo.currentIndexChanged.connect(self._kind_changed)
                self.kind_combos[seat] = combo
                self.grid.addWidget(combo, row, 1)
            edit = self.name_edits[seat]
            edit.setObjectName(f"player_name_{seat}")
            edit.setMaxLength(24)
            if seat < len(names) and not is_default_name(names[seat]):
                edit.setText(names[seat].strip())
            if self.with_names:
                self.grid.addWidget(edit, row, 2)
            row += 1
        self._refresh()

    def _team_heading(self, team: int) -> str:
        seats = " + ".join(str(seat + 1) for seat in self._teams[team])
        if 0 in self._teams[team]:
            return self.tr("Your side: seats %1").replace("%1", seats)
        return self.tr("Opponents: seats %1").replace("%1", seats)

    def _kind_changed(self) -> None:
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        """Placeholders and enabled names follow the kinds: a computer player's name is drawn at random."""
        people = self.people()
        for seat, edit in enumerate(self.name_edits):
            person = seat in people
            edit.setEnabled(person)
            if not person:
                edit.clear()
            edit.setPlaceholderText(self.default_name(seat) if person else self.tr("name drawn at random"))

    # -- reading --------------------------------------------------------------------

    def kinds(self) -> list[str]:
        return [PERSON if combo is None else combo.currentData() for combo in self.kind_combos]

    def people(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.kinds()) if kind == PERSON]

    def default_name(self, seat: int) -> str:
        """An unnamed person's name: you are "You" (or your name) unless others share the screen."""
        if seat == 0 and (self.you_name or len(self.people()) == 1):
            return self.you_name or you_text()
        return self.tr("Player %1").replace("%1", str(seat + 1))

    def names(self) -> list[str]:
        """Each seat's name as typed (empty for a computer player, an unnamed person, or a default name typed
        out, which stays a placeholder)."""
        return ["" if is_default_name(edit.text()) else edit.text().strip() for edit in self.name_edits]

    def set_kind(self, seat: int, kind: str) -> None:
        combo = self.kind_combos[seat]
        if combo is not None:
            combo.setCurrentIndex(combo.findData(kind))
