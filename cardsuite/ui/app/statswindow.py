"""The statistics window: per game, the results, streaks, scores, times, the split by opponent level,
the rating and its chart, and the last matches -- each of which can be played again from its deal.

One tab per registered game (nothing here names a game).  Choosing a match of the history offers
"Play this deal again"; pressing it (or Enter, or a double click on the row) emits
:attr:`StatsWindow.replay_requested` with the game, the deal number and the options the match was
played with; the main window opens the new-game dialog with them.  A game played for a stake
also shows the chips in the wallet (:mod:`cardsuite.profile.wallet`).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from cardsuite import games
from cardsuite.profile import statistics, wallet
from .chart import LineChart
from ..toolkit.i18n import game_text, game_title

SHOWN_MATCHES = 50
RESULT_COLOURS = {"win": "#8fdc9c", "loss": "#ff9e8a", "draw": "#e8dcb8"}

STYLE = """
QLabel#figureValue { font-size: 17pt; font-weight: 600; color: #fbf3df; }
QLabel#figureCaption { color: #a9c2b4; font-size: 9.5pt; }
QLabel#ratingValue { font-size: 24pt; font-weight: 700; color: #e2ad2b; }
QLabel#sectionHeading { font-size: 11pt; font-weight: 600; color: #d8e4dc; margin-top: 6px; }
QLabel#walletNote, QLabel#ratingNote { color: #c5d3c9; }
QTableWidget#history::item:selected { background: rgba(226, 173, 43, 0.22); border-top: 1px solid #e2ad2b;
                                      border-bottom: 1px solid #e2ad2b; }
"""
# a chosen match keeps its result colours readable: a dim gold band, not the solid highlight


def duration_text(seconds: float | None) -> str:
    """m:ss, or h:mm:ss from an hour; an en dash when unknown."""
    if seconds is None:
        return "\u2013"
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def plays_for_chips(entry) -> bool:
    """A game whose options have a stake is played for chips."""
    return hasattr(entry.game().Options.from_preset(), "stake")


class GamePage(QWidget):
    """One game's figures, chart and history."""

    replay_requested = Signal(str, object, object)

    def __init__(self, entry, stats, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.entry = entry
        self.stats = stats
        self.settings = settings
        self.levels = {name: lvl for name, lvl in entry.bot_levels().items()}
        self.history: list[dict] = []
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        rating_box = QVBoxLayout()
        self.rating_caption = QLabel()
        self.rating_caption.setObjectName("figureCaption")
        rating_box.addWidget(self.rating_caption)
        self.rating_value = QLabel()
        self.rating_value.setObjectName("ratingValue")
        self.rating_note = QLabel()
        self.rating_note.setObjectName("ratingNote")
        self.rating_note.setWordWrap(True)
        rating_box.addWidget(self.rating_value)
        rating_box.addWidget(self.rating_note)
        self.wallet_note = QLabel()
        self.wallet_note.setObjectName("walletNote")
        self.wallet_note.setWordWrap(True)
        rating_box.addWidget(self.wallet_note)
        rating_box.addStretch(1)
        top.addLayout(rating_box, 2)
        self.figures_grid = QGridLayout()
        self.figures_grid.setHorizontalSpacing(22)
        self.figure_labels: dict[str, QLabel] = {}
        self.figure_captions: dict[str, QLabel] = {}
        for i, key in enumerate(("played", "won", "lost", "drawn", "win_rate",
                                 "streak", "best_streak", "best_score", "average_score", "average_time")):
            value, caption = QLabel(), QLabel()
            value.setObjectName("figureValue")
            caption.setObjectName("figureCaption")
            value.setProperty("figure", key)
            self.figure_labels[key], self.figure_captions[key] = value, caption
            self.figures_grid.addWidget(value, (i // 5) * 2, i % 5)
            self.figures_grid.addWidget(caption, (i // 5) * 2 + 1, i % 5)
        top.addLayout(self.figures_grid, 5)
        layout.addLayout(top)

        middle = QHBoxLayout()
        chart_box = QVBoxLayout()
        self.chart_heading = QLabel()
        self.chart_heading.setObjectName("sectionHeading")
        self.chart = LineChart()
        self.chart.setObjectName("rating_chart")
        chart_box.addWidget(self.chart_heading)
        chart_box.addWidget(self.chart, 1)
        middle.addLayout(chart_box, 3)
        level_box = QVBoxLayout()
        self.level_heading = QLabel()
        self.level_heading.setObjectName("sectionHeading")
        self.level_table = QTableWidget(0, 5)
        self.level_table.setObjectName("by_level")
        self._plain_table(self.level_table)
        level_box.addWidget(self.level_heading)
        level_box.addWidget(self.level_table, 1)
        self.variant_heading = QLabel()
        self.variant_heading.setObjectName("sectionHeading")
        self.variant_table = QTableWidget(0, 5)           # games with variants (Spider practice): a row each
        self.variant_table.setObjectName("by_variant")
        self._plain_table(self.variant_table)
        level_box.addWidget(self.variant_heading)
        level_box.addWidget(self.variant_table, 1)
        middle.addLayout(level_box, 2)
        layout.addLayout(middle, 3)

        self.history_heading = QLabel()
        self.history_heading.setObjectName("sectionHeading")
        layout.addWidget(self.history_heading)
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("history")
        self._plain_table(self.table)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemActivated.connect(lambda *_: self.replay_selected())
        layout.addWidget(self.table, 4)
        row = QHBoxLayout()
        self.replay_hint = QLabel()
        self.replay_hint.setObjectName("figureCaption")
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replay")
        self.replay_button.clicked.connect(self.replay_selected)
        row.addWidget(self.replay_hint, 1)
        row.addWidget(self.replay_button)
        layout.addLayout(row)
        self.refresh()

    @staticmethod
    def _plain_table(table: QTableWidget) -> None:
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.horizontalHeader().setHighlightSections(False)

    # -- texts ------------------------------------------------------------------------------------

    def level_title(self, key: tuple[str, ...]) -> str:
        if not key:
            return self.tr("People")
        return " + ".join(game_text(self.levels[k].title) if k in self.levels else k for k in key)

    def opponents_text(self, entry: dict) -> str:
        parts = []
        for opponent in entry.get("opponents", []):
            level = self.levels.get(str(opponent.get("level")))
            name = str(opponent.get("name") or "?")
            parts.append(f"{name} ({game_text(level.title)})" if level is not None else name)
        return ", ".join(parts) or "\u2013"

    def result_text(self, entry: dict) -> str:
        if entry.get("left"):
            text = self.tr("Lost (left)")
        else:
            text = {"win": self.tr("Won"), "loss": self.tr("Lost"), "draw": self.tr("Drawn")}[entry["outcome"]]
        if entry.get("hints_used"):     # played with hints: shown as such, and it did not change the rating
            text = self.tr("%1, with hints (not rated)").replace("%1", text)
        return text

    def band_references(self) -> list[tuple[str, float]]:
        """The bots' fixed ratings, for the chart's reference lines."""
        return [(f"{game_text(lvl.title)} {lvl.rating}", lvl.rating) for name, lvl in self.levels.items()
                if name != "random"]

    # -- filling ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        figures = statistics.figures(self.stats, self.entry.name)
        dash = "\u2013"
        streak = figures.current_streak
        values = {
            "played": str(figures.played), "won": str(figures.won), "lost": str(figures.lost),
            "drawn": str(figures.drawn),
            "win_rate": dash if figures.win_rate is None else f"{figures.win_rate:.0%}",
            "streak": dash if not streak else (self.tr("%1 won") if streak > 0 else self.tr("%1 lost"))
            .replace("%1", str(abs(streak))),
            "best_streak": str(figures.best_streak),
            "best_score": dash if figures.best_score is None else str(figures.best_score),
            "average_score": dash if figures.average_score is None else f"{figures.average_score:.0f}",
            "average_time": duration_text(figures.average_seconds),
        }
        for key, text in values.items():
            self.figure_labels[key].setText(text)
        if figures.rating is None:
            self.rating_value.setText(dash)
        else:
            self.rating_value.setText(f"{figures.rating:.0f}")
        ratings = self.stats.rating_history(self.entry.name)
        self.chart.set_data([value for _, value in ratings], self.band_references())
        self.wallet_note.setVisible(plays_for_chips(self.entry) and self.settings is not None)
        self.history = list(reversed(self.stats.history(self.entry.name)))[:SHOWN_MATCHES]
        self._fill_levels(figures)
        self._fill_variants()
        alone = max(self.entry.players) == 1        # a game played alone (Spider practice): no rating, no draws
        for item in (self.rating_caption, self.rating_value, self.rating_note, self.chart_heading, self.chart,
                     self.figure_labels["drawn"], self.figure_captions["drawn"]):
            item.setVisible(not alone)
        self._fill_history()
        self.retranslate()

    def _fill_levels(self, figures) -> None:
        def strength(level) -> tuple:
            return tuple(sorted((self.levels[k].rating if k in self.levels else 0) for k in level.levels))
        by_level = sorted(figures.by_level, key=strength)     # weakest opponents first
        fill_figures(self.level_table, [
            [self.level_title(level.levels), str(level.played), str(level.won), str(level.lost),
             f"{level.won / level.played:.0%}" if level.played else "\u2013"] for level in by_level])

    def _fill_variants(self) -> None:
        """Games, wins, best time and best score per variant, for a game that keeps variants apart."""
        rows = statistics.variant_figures(self.stats, self.entry.name, self.entry.game().statistics_variant)
        for item in (self.variant_heading, self.variant_table):
            item.setVisible(bool(rows))
        for item in (self.level_heading, self.level_table):
            item.setVisible(not rows or self.level_table.rowCount() > 0)
        dash = "\u2013"
        fill_figures(self.variant_table, [
            [game_text(figures.variant), str(figures.played), str(figures.won),
             duration_text(figures.best_seconds) if figures.best_seconds is not None else dash,
             dash if figures.best_score is None else str(figures.best_score)] for figures in rows])

    def _fill_history(self) -> None:
        self.table.setRowCount(len(self.history))
        for row, entry in enumerate(self.history):
            when = datetime.fromtimestamp(entry["at"]).strftime("%Y-%m-%d %H:%M")
            deal = entry.get("deal")
            cells = [when, self.opponents_text(entry), self.result_text(entry),
                     "\u2013" if entry.get("left") else str(entry.get("points", 0)),
                     duration_text(entry.get("seconds")), "\u2013" if deal is None else str(deal)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (3, 4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if column == 2:
                    item.setForeground(QColor(RESULT_COLOURS[entry["outcome"]]))
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        for column in range(6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == 1
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self._selection_changed()

    def retranslate(self) -> None:
        captions = {"played": self.tr("Played"), "won": self.tr("Won"), "lost": self.tr("Lost"),
                    "drawn": self.tr("Drawn"), "win_rate": self.tr("Win rate"), "streak": self.tr("Current streak"),
                    "best_streak": self.tr("Best win streak"), "best_score": self.tr("Best score"),
                    "average_score": self.tr("Average score"), "average_time": self.tr("Average time")}
        for key, text in captions.items():
            self.figure_captions[key].setText(text)
        rating = self.stats.rating(self.entry.name)
        self.rating_caption.setText(self.tr("Your rating"))
        self.rating_note.setText(
            self.tr("Elo, from your matches against the computer levels, whose ratings are fixed (the dashed "
                    "lines).") if rating is not None else
            self.tr("Your rating appears after your first match against the computer."))
        if self.settings is not None:
            text = self.tr("Chips in your wallet: %1").replace("%1", str(wallet.chips(self.settings)))
            refilled = wallet.refills(self.settings)
            if refilled:
                text += " \u00b7 " + self.tr("refilled when empty: %1").replace("%1", str(refilled))
            self.wallet_note.setText(text)
        self.chart_heading.setText(self.tr("Rating after each rated match"))
        self.chart.empty_text = self.tr("No rated match yet: play against the computer.")
        self.chart.x_title = self.tr("Rated matches, oldest to newest")
        self.level_heading.setText(self.tr("By opponent"))
        self.level_table.setHorizontalHeaderLabels([self.tr("Opponent"), self.tr("Played"), self.tr("Won"),
                                                    self.tr("Lost"), self.tr("Win rate")])
        self.variant_heading.setText(self.tr("By variant"))
        self.variant_table.setHorizontalHeaderLabels([self.tr("Variant"), self.tr("Played"), self.tr("Won"),
                                                      self.tr("Best time"), self.tr("Best score")])
        self.history_heading.setText(self.tr("The last %1 matches").replace("%1", str(SHOWN_MATCHES))
                                     if len(self.history) >= SHOWN_MATCHES else self.tr("Matches"))
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Opponents"), self.tr("Result"),
                                              self.tr("Score"), self.tr("Time"), self.tr("Deal")])
        self._selection_changed()
        self.chart.update()

    # -- replaying a deal -------------------------------------------------------------------------------

    def selected(self) -> dict | None:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        return self.history[min(rows)] if rows and min(rows) < len(self.history) else None

    def _selection_changed(self) -> None:
        entry = self.selected()
        deal = entry.get("deal") if entry is not None else None
        self.replay_button.setEnabled(deal is not None)
        self.replay_button.setText(self.tr("Play deal %1 again").replace("%1", str(deal)) if deal is not None
                                   else self.tr("Play this deal again"))
        if not self.history:
            self.replay_hint.setText(self.tr("No match recorded yet: your matches appear here when they end."))
        else:
            self.replay_hint.setText(self.tr("Choose a match to play its deal again.") if entry is None else "")

    def replay_selected(self) -> None:
        entry = self.selected()
        if entry is not None and entry.get("deal") is not None:
            self.replay_requested.emit(self.entry.name, entry["deal"], entry.get("options"))


class StatsWindow(QDialog):
    """Every game's statistics, one tab each; ``replay_requested(game, deal, options)``."""

    replay_requested = Signal(str, object, object)

    def __init__(self, stats, settings=None, parent: QWidget | None = None, game: str | None = None):
        super().__init__(parent)
        self.setObjectName("StatsWindow")
        self.setStyleSheet(STYLE)
        self.stats = stats
        self.resize(980, 720)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("game_tabs")
        self.pages: dict[str, GamePage] = {}
        for entry in games.GAMES.values():
            page = GamePage(entry, stats, settings)
            page.replay_requested.connect(self._replay)
            self.pages[entry.name] = page
            self.tabs.addTab(page, game_title(entry))
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        layout.addWidget(buttons)
        if game in self.pages:
            self.tabs.setCurrentWidget(self.pages[game])
        self.retranslate()

    def _replay(self, name: str, deal, options) -> None:
        self.replay_requested.emit(name, deal, options)
        self.close()

    def refresh(self) -> None:
        for page in self.pages.values():
            page.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        for i, entry in enumerate(games.GAMES.values()):
            self.tabs.setTabText(i, game_title(entry))
            self.pages[entry.name].retranslate()


def fill_figures(table, rows: list[list[str]]) -> None:
    """A figures table: one row of texts each, the first column a name that stretches, the numbers right-aligned."""
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, table.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
