"""The new-game dialog: who sits at each seat (a bot of a skill range, or a person at this screen), the game's
own options (a form generated from its Options dataclass: :mod:`.optionsform`) and the deal number.

Nothing here knows any one game.  A field whose choices change ``Game.seat_count`` (a player count) is
shown with the seats, one row per seat (:mod:`.seatrows`), grouped by ``Game.teams``.  The choice and
the seats built from it live in :mod:`.choice`; the skill range a player starts with, in :mod:`.skilldefault`.
The dialog fits its content as that grows and shrinks ("More rules", the player count), within the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt, QTimer
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QComboBox, QDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget)

from cardsuite.engine import MAX_SEED, BadMessage
from cardsuite.play.seating import SeatSpec, levels_in_range, skill_levels
from cardsuite.profile.statistics import Stats
from .choice import NewGameChoice
from .dialogparts import FitScrollArea, accept_buttons, error_label, fit_dialog
from ..toolkit.i18n import game_text, game_title
from .optionsform import OptionsForm
from .seatrows import PERSON, SeatRows
from .skilldefault import BEGINNER_MATCHES, starting_range

__all__ = ["SETTINGS_KEY", "NewGameDialog", "OptionsForm", "ask_new_game"]   # OptionsForm: the host dialog's too

SETTINGS_KEY = "last_new_game"


# --------------------------------------------------------------------------- the dialog


class NewGameDialog(QDialog):
    """Pick who sits where, the rules and the deal number for a new match of one game."""

    def __init__(self, entry, settings=None, parent: QWidget | None = None, seed: int | None = None,
                 options: dict | None = None, played: int | None = None):
        """``seed`` and ``options`` (as saved) fill in the deal number and rules of a deal played again;
        ``played``: the matches of this game the player has finished (default: as the statistics say)."""
        super().__init__(parent)
        self.entry = entry
        self.settings = settings
        self.game = entry.game()
        self.levels = skill_levels(entry)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game: %1").replace("%1", game_title(entry)))
        self.setMinimumWidth(500)
        remembered = self._remembered()

        outer = QVBoxLayout(self)
        heading = QLabel(game_title(entry))
        heading.setObjectName("dialogHeading")
        heading.setStyleSheet("font-size: 18pt; font-weight: 600;")
        outer.addWidget(heading)
        body = QWidget()          # who plays, the rules, the deal: they scroll when the screen is too short
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)

        initial = None
        for stored in (options, remembered.get("options")):
            if initial is None and isinstance(stored, dict):
                try:
                    initial = self.game.Options.from_json(stored)
                except (BadMessage, TypeError, ValueError):
                    initial = None
        self.options_form = OptionsForm(self.game.Options, self, initial, self.game)

        # -- players: how many, who sits where, how strong the computer plays ----------------
        who = self.who_box = QGroupBox(self.tr("Who plays"))
        who_layout = QVBoxLayout(who)
        who_layout.addLayout(self.options_form.seat_form())
        self.seat_rows = SeatRows()
        self.seat_rows.you_name = (settings.get("player_name", "") or "").strip() if settings is not None else ""
        who_layout.addWidget(self.seat_rows)

        self.bot_box = QWidget()
        bot_row = QHBoxLayout(self.bot_box)
        bot_row.setContentsMargins(0, 6, 0, 0)
        self.low_combo = QComboBox()
        self.low_combo.setObjectName("skill_low")
        self.high_combo = QComboBox()
        self.high_combo.setObjectName("skill_high")
        for level in self.levels:
            text = self.tr("%1 (rating %2)").replace("%1", game_text(level.title)).replace("%2", str(level.rating))
            self.low_combo.addItem(text, level.rating)
            self.high_combo.addItem(text, level.rating)
        bot_row.addWidget(QLabel(self.tr("Computer skill from")))
        bot_row.addWidget(self.low_combo, 1)
        bot_row.addWidget(QLabel(self.tr("to")))
        bot_row.addWidget(self.high_combo, 1)
        who_layout.addWidget(self.bot_box)
        self.band_label = QLabel()
        self.band_label.setObjectName("skill_band")
        band_font = self.band_label.font()
        band_font.setBold(True)
        self.band_label.setFont(band_font)
        who_layout.addWidget(self.band_label)
        self.range_note = QLabel()
        self.range_note.setObjectName("range_note")
        self.range_note.setWordWrap(True)
        who_layout.addWidget(self.range_note)
        self.beginner_note = QLabel()     # why the range starts low for a newcomer, and how to change it
        self.beginner_note.setObjectName("beginner_note")
        self.beginner_note.setWordWrap(True)
        who_layout.addWidget(self.beginner_note)
        layout.addWidget(who)

        # -- rules -----------------------------------------------------------------
        rules = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(rules)
        self.options_form.changed.connect(self._options_changed)
        rules_layout.addWidget(self.options_form)
        layout.addWidget(rules)
        self.options_form.more_button.toggled.connect(self.fit)

        # -- deal number -------------------------------------------------------------
        deal = QGroupBox(self.tr("Deal"))
        deal_layout = QFormLayout(deal)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("deal_number")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,16}"), self))
        self.seed_edit.setToolTip(self.tr("Leave empty for a new deal; enter a deal number to play that deal again."))
        deal_layout.addRow(self.tr("Deal number"), self.seed_edit)
        if seed is not None:
            self.seed_edit.setText(str(seed))
        layout.addWidget(deal)

        self.error_label = error_label()
        layout.addWidget(self.error_label)
        self.body_scroll = FitScrollArea(body)
        self.body_scroll.setObjectName("body_scroll")
        outer.addWidget(self.body_scroll, 1)

        buttons, self.start_button = accept_buttons(self, self.tr("Start"), "start")
        outer.addWidget(buttons)

        # -- initial state -------------------------------------------------------------
        if played is None:
            played = Stats.load().summary(entry.name)["played"]
        low, high, self.beginner = starting_range(self.levels, remembered, played)
        self.skill_chosen = remembered.get("skill_chosen") is True    # the player picked the range (kept)
        self._set_range(low, high)
        self.low_combo.currentIndexChanged.connect(self._low_changed)
        self.high_combo.currentIndexChanged.connect(self._high_changed)
        kinds, names = self._remembered_seats(remembered)
        self._teams = self._current_teams()
        self.seat_rows.rebuild(self._teams, kinds, names)
        self.seat_rows.changed.connect(self._seats_changed)
        self._seats_changed()

    # -- remembering the last choices --------------------------------------------------

    def _remembered(self) -> dict:
        if self.settings is None:
            return {}
        stored = self.settings.get(SETTINGS_KEY, {})
        data = stored.get(self.entry.name) if isinstance(stored, dict) else None
        return data if isinstance(data, dict) else {}

    @staticmethod
    def _remembered_seats(remembered: dict) -> tuple[list[str], list[str]]:
        """Kinds and names by seat; an older entry ("opponent": "hotseat") seats people everywhere."""
        kinds, names = remembered.get("kinds"), remembered.get("names")
        if isinstance(kinds, list) and isinstance(names, list):
            return [str(k) for k in kinds], [n if isinstance(n, str) else "" for n in names]
        if remembered.get("opponent") == "hotseat":
            return [PERSON] * 8, []
        return [], []

    def _remember(self, choice: NewGameChoice) -> None:
        if self.settings is None:
            return
        stored = self.settings.get(SETTINGS_KEY, {})
        stored = dict(stored) if isinstance(stored, dict) else {}
        stored[self.entry.name] = {
            "opponent": "hotseat" if choice.hotseat else "bot",
            "kinds": self.seat_rows.kinds(), "names": self.seat_rows.names(),
            "low": self.low_combo.currentData(), "high": self.high_combo.currentData(),
            "skill_chosen": self.skill_chosen,
            "options": choice.options.to_json(),
        }
        try:
            self.settings.set(SETTINGS_KEY, stored)
        except Exception:  # remembering is a convenience; a full disk must not stop the game
            pass

    # -- seats and skill ------------------------------------------------------------------

    def _set_range(self, low: int, high: int) -> None:
        def nearest(rating):
            ratings = [lvl.rating for lvl in self.levels]
            return min(range(len(ratings)), key=lambda i: abs(ratings[i] - rating))
        self.low_combo.setCurrentIndex(nearest(low))
        self.high_combo.setCurrentIndex(nearest(high))

    def _low_changed(self) -> None:
        self.skill_chosen = True
        if self.high_combo.currentIndex() < self.low_combo.currentIndex():
            self.high_combo.setCurrentIndex(self.low_combo.currentIndex())
        self._update_range_note()

    def _high_changed(self) -> None:
        self.skill_chosen = True
        if self.low_combo.currentIndex() > self.high_combo.currentIndex():
            self.low_combo.setCurrentIndex(self.high_combo.currentIndex())
        self._update_range_note()

    def set_skill_range(self, low: int, high: int) -> None:
        self.skill_chosen = True
        self._set_range(low, high)
        self._update_range_note()

    def _update_range_note(self) -> None:
        levels = levels_in_range(self.entry, self.low_combo.currentData(), self.high_combo.currentData())
        bots = len(self.seat_rows.kinds()) - len(self.seat_rows.people())
        alone = bots == 1 and self.seat_count() == 2
        if bots == 0:
            text = self.tr("Every seat is played by a person at this screen; the screen is passed between turns.")
        elif len(levels) == 1:
            text = (self.tr("Your opponent plays at the level %1.") if alone else
                    self.tr("Each computer player plays at the level %1.")).replace("%1", game_text(levels[0].title))
        else:
            titles = ", ".join(game_text(lvl.title) for lvl in levels)
            text = (self.tr("Your opponent is picked at random among: %1.") if alone else
                    self.tr("Each computer player is picked at random among: %1.")).replace("%1", titles)
        self.range_note.setText(text)
        self.band_label.setText(self.band_text(levels))
        self.band_label.setVisible(bots > 0)
        self.beginner_note.setText(
            self.tr("New to this game: for your first %1 matches the computer plays at %2. Change the computer "
                    "skill above for stronger or weaker players.")
            .replace("%2", self.band_text(levels)).replace("%1", str(BEGINNER_MATCHES)))
        self.beginner_note.setVisible(self.beginner and not self.skill_chosen and bots > 0)

    def band_text(self, levels) -> str:
        """The skill range as the rating band it picks from: "Medium \u2013 Hard (1400\u20131700)"."""
        first, last = levels[0], levels[-1]
        if first is last:
            return self.tr("%1 (rating %2)").replace("%1", game_text(first.title)).replace("%2", str(first.rating))
        return (f"{game_text(first.title)} \u2013 {game_text(last.title)} "
                f"({first.rating}\u2013{last.rating})")

    def _seats_changed(self) -> None:
        bots = len(self.seat_rows.people()) < len(self.seat_rows.kinds())
        self.bot_box.setEnabled(bots)
        self._update_range_note()
        self.who_box.setVisible(self.seat_count() > 1)    # a game played alone (Spider practice): no seats to choose
        self.fit()

    def _current_teams(self) -> tuple[tuple[int, ...], ...]:
        try:
            return tuple(tuple(team) for team in self.game.teams(self.options_form.options()))
        except (BadMessage, TypeError, ValueError):
            count = self.options_form.seat_count() or max(2, len(self.seat_rows.kinds()))
            return tuple((seat,) for seat in range(count))

    def seat_count(self) -> int:
        return sum(len(team) for team in self._teams)

    def _options_changed(self) -> None:
        teams = self._current_teams()
        if teams != self._teams:   # the seats follow the player count; each keeps its kind and name
            kinds, names = self.seat_rows.kinds(), self.seat_rows.names()
            self._teams = teams
            self.seat_rows.rebuild(teams, kinds, names)
            self._seats_changed()
        self.error_label.hide()
        self.fit()

    def fit(self, *_args) -> None:
        """Grow or shrink to the content ("More rules" opened or closed, seats added or taken away), never
        taller than the screen or the main window: its body scrolls then.  Once the event loop has shown the
        rows just added (Qt shows a new row of a shown dialog in a queued call, so this call queues after it)."""
        QTimer.singleShot(0, self, lambda: fit_dialog(self))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        fit_dialog(self)   # on its screen now, beside its window: their heights are the limit
        super().showEvent(event)

    # -- the result ----------------------------------------------------------------------

    def set_hotseat(self, names: list[str] | None = None) -> None:
        """Every seat a person at this screen, named in order."""
        for seat in range(1, len(self.seat_rows.name_edits)):
            self.seat_rows.set_kind(seat, PERSON)
        for edit, name in zip(self.seat_rows.name_edits, names or []):
            edit.setText(name)

    def choice(self) -> NewGameChoice:
        """The choice shown in the dialog (raises BadMessage for an invalid option value)."""
        options = self.options_form.options()
        text = self.seed_edit.text().strip()
        seed = int(text) if text else None
        if seed is not None and not 0 <= seed <= MAX_SEED:
            raise BadMessage(self.tr("A deal number is a whole number from 0 to %1.").replace("%1", str(MAX_SEED)))
        rows = self.seat_rows
        people = rows.people()
        levels = tuple(lvl.level for lvl in levels_in_range(self.entry, self.low_combo.currentData(),
                                                              self.high_combo.currentData()))
        kind = "hotseat" if len(people) > 1 else "local"
        taken: list[str] = []
        seats = []
        for seat, name in enumerate(rows.names()):
            if seat not in people:
                seats.append(SeatSpec("bot", levels=levels))
                continue
            name = name or rows.default_name(seat)
            while name in taken:
                name += " " + str(seat + 1)
            taken.append(name)
            seats.append(SeatSpec(kind, name))
        return NewGameChoice(options, tuple(seats), seed)

    def accept(self) -> None:
        try:
            choice = self.choice()
        except (BadMessage, ValueError, TypeError) as error:  # a game's Options refuse a value
            self.error_label.setText(str(error))
            self.error_label.show()
            return
        self._remember(choice)
        super().accept()


def ask_new_game(entry, settings, parent=None, seed: int | None = None,
                 options: dict | None = None) -> NewGameChoice | None:
    """Show the dialog (modal), with a deal number and options filled in if given; the choice, or None if
    the player cancelled."""
    dialog = NewGameDialog(entry, settings, parent, seed, options)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.choice()
