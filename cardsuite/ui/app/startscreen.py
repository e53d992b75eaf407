"""The start screen: a banner, and one card per registered game (picture, title, description,
the player's results, Play / Resume / Rules).

Driven by the registry and by what :mod:`cardsuite.profile.sessions` knows of each game's save; nothing
here names a game.  A game's picture is drawn by :mod:`.gamepicture`.
"""

from __future__ import annotations

import logging
from typing import Any
from datetime import datetime

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPixmap
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from cardsuite import __version__
from cardsuite.profile.sessions import SaveInfo
from ..toolkit.assets import app_icon
from ..toolkit.i18n import game_description, game_title
from ..toolkit.plaintext import fill, plain_label
from .gamepicture import game_picture
from .theme import CREAM, GOLD, FeltBackground

log = logging.getLogger(__name__)

STYLE = f"""
QFrame#gameCard {{
    background: rgba(6, 18, 12, 0.66);
    border: 1px solid rgba(255, 255, 255, 0.10);
    border-radius: 16px;
}}
QFrame#gameCard:hover {{ border: 1px solid rgba(226, 173, 43, 0.55); }}
QLabel#gameTitle {{ color: {CREAM}; font-family: "DejaVu Serif", Georgia, serif; font-size: 20pt; font-weight: 600; }}
QLabel#gameDescription {{ color: #c5d3c9; font-size: 10.5pt; }}
QLabel#saveNote {{ color: #f0cf86; font-size: 9.5pt; }}
QLabel#statsNote {{ color: #a9c2b4; font-size: 9.5pt; }}
QLabel#saveProblem {{ color: #ffab91; font-size: 9.5pt; }}
QLabel#sectionTitle {{ color: #d8e4dc; font-size: 11pt; font-weight: 600; letter-spacing: 2px; }}
QLabel#footer {{ color: #7f968a; font-size: 9pt; }}
QLabel#emptyNote {{ color: #d8e4dc; font-size: 12pt; }}
QPushButton#playButton {{
    background: {GOLD}; color: #1b1407; border: none; border-radius: 9px;
    padding: 8px 26px; font-weight: 700; font-size: 11pt;
}}
QPushButton#playButton:hover {{ background: #f3c550; }}
QPushButton#playButton:pressed {{ background: #c8951c; }}
QPushButton#resumeButton {{
    background: rgba(226, 173, 43, 0.14); color: {CREAM}; border: 1px solid {GOLD}; border-radius: 9px;
    padding: 7px 18px; font-weight: 600; font-size: 10.5pt;
}}
QPushButton#resumeButton:hover, QPushButton#companionButton:hover {{ background: rgba(226, 173, 43, 0.30); }}
QPushButton#companionButton {{ background: transparent; color: {CREAM}; border: 1px solid rgba(226, 173, 43, 0.6);
    border-radius: 7px; padding: 2px 10px; font-weight: 600; font-size: 9pt; }}
QPushButton#networkButton {{
    background: rgba(226, 173, 43, 0.14); color: {CREAM}; border: 1px solid {GOLD}; border-radius: 9px;
    padding: 7px 18px; font-weight: 600; font-size: 10.5pt;
}}
QPushButton#networkButton:hover {{ background: rgba(226, 173, 43, 0.30); }}
QPushButton#linkButton, QPushButton#discardButton {{
    background: transparent; color: #a9c2b4; border: none; padding: 4px 6px; font-size: 10pt;
    text-decoration: underline;
}}
QPushButton#linkButton:hover, QPushButton#discardButton:hover {{ color: {CREAM}; }}
QScrollArea#startScroll, QWidget#startContent {{ background: transparent; border: none; }}
QScrollArea#startScroll QScrollBar:vertical {{ background: transparent; width: 10px; margin: 4px 2px; }}
QScrollArea#startScroll QScrollBar::handle:vertical {{ background: rgba(255, 255, 255, 0.22); border-radius: 3px;
    min-height: 40px; }}
QScrollArea#startScroll QScrollBar::add-line:vertical, QScrollArea#startScroll QScrollBar::sub-line:vertical {{
    height: 0px; }}
QScrollArea#startScroll QScrollBar::add-page:vertical, QScrollArea#startScroll QScrollBar::sub-page:vertical {{
    background: transparent; }}
"""



MIN_CARD = 214   # the narrowest game card (three fit side by side at 800 x 600)
MAX_CARD = 560   # the widest: beyond it a picture only gets emptier

# --------------------------------------------------------------------------- game pictures


class Header(QWidget):
    """The start screen's banner: the app's mark, name and a line about it, over a lit strip."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("header")
        self.setMinimumHeight(150)
        self.compact = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(44, 26, 44, 22)
        layout.setSpacing(22)
        self.logo = QLabel()
        self.logo.setObjectName("logo")
        self.logo.setPixmap(app_icon().pixmap(QSize(92, 92)))
        self._layout = layout
        layout.addWidget(self.logo)
        text = QVBoxLayout()
        text.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("appTitle")
        font = QFont("DejaVu Serif")
        font.setPointSizeF(32)
        font.setWeight(QFont.Weight.DemiBold)
        self.title.setFont(font)
        self.title.setStyleSheet(f"color: {CREAM};")
        self.tagline = QLabel()
        self.tagline.setObjectName("tagline")
        self.tagline.setStyleSheet("color: #cfdcd3; font-size: 12pt;")
        text.addStretch(1)
        text.addWidget(self.title)
        text.addWidget(self.tagline)
        text.addStretch(1)
        layout.addLayout(text, 1)
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """A low banner for a low window, so the games keep the room."""
        if compact == self.compact:
            return
        self.compact = compact
        self.setMinimumHeight(92 if compact else 150)
        self.setMaximumHeight(92 if compact else 16777215)
        self._layout.setContentsMargins(44, 12 if compact else 26, 44, 10 if compact else 22)
        self.logo.setPixmap(app_icon().pixmap(QSize(60, 60) if compact else QSize(92, 92)))
        font = self.title.font()
        font.setPointSizeF(24 if compact else 32)
        self.title.setFont(font)

    def retranslate(self) -> None:
        self.title.setText(self.tr("cardsuite"))
        self.tagline.setText(self.tr("Classic card games at your own table: against the computer or a friend."))

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        shade = QLinearGradient(0, 0, 0, rect.height())
        shade.setColorAt(0.0, QColor(0, 0, 0, 120))
        shade.setColorAt(1.0, QColor(0, 0, 0, 40))
        painter.fillRect(rect, shade)
        painter.setPen(QColor(226, 173, 43, 150))
        painter.drawLine(0, rect.height() - 1, rect.width(), rect.height() - 1)
        # a few faint suit marks along the right-hand side
        painter.setPen(Qt.PenStyle.NoPen)
        font = QFont("DejaVu Sans")
        font.setPixelSize(int(rect.height() * 0.55))
        painter.setFont(font)
        pale, rosy = QColor(255, 255, 255, 18), QColor(226, 80, 80, 30)
        marks = (("\u2660", pale), ("\u2665", rosy), ("\u2666", rosy), ("\u2663", pale))
        for i, (symbol, colour) in enumerate(marks):
            painter.setPen(colour)
            x = rect.width() - (4 - i) * rect.height() * 0.52 - 20
            painter.drawText(QRectF(x, rect.height() * 0.12, rect.height() * 0.6, rect.height() * 0.8),
                             Qt.AlignmentFlag.AlignCenter, symbol)
        painter.end()


class GameCard(QFrame):
    """One registered game on the start screen: picture, title, description, results, Play and Resume."""

    play_clicked = Signal(str)
    resume_clicked = Signal(str)
    rules_clicked = Signal(str)
    discard_clicked = Signal(str)

    PICTURE = QSize(320, 168)
    WIDTH = 372          # the card's width at its smallest comfortable size; the screen makes it wider
    MARGIN = 24

    def __init__(self, entry, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.entry = entry
        self.settings = settings
        self.info = SaveInfo("none")
        self.stats: dict[str, int] = {}
        self.setObjectName("gameCard")
        self.setProperty("game", entry.name)
        self.picture_size = QSize(self.PICTURE)
        self.setFixedWidth(self.WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(self.MARGIN, 20, self.MARGIN, 20)
        layout.setSpacing(8)
        self.picture = QLabel()
        self.picture.setObjectName("gamePicture")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setFixedSize(self.picture_size)
        self._picture_due = False
        self.schedule_picture()
        layout.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel()
        self.title.setObjectName("gameTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.description = QLabel()
        self.description.setObjectName("gameDescription")
        self.description.setWordWrap(True)
        self.description.setMinimumHeight(44)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.description)
        self.stats_note = QLabel()
        self.stats_note.setObjectName("statsNote")
        self.stats_note.setVisible(False)
        layout.addWidget(self.stats_note)
        self.save_note = plain_label(QLabel())      # the opponents' names may come from the network
        self.save_note.setObjectName("saveNote")
        self.save_note.setWordWrap(True)
        layout.addWidget(self.save_note)
        layout.addStretch(1)
        self.buttons = buttons = QHBoxLayout()
        buttons.setSpacing(10)
        self.play_button = self._button("playButton", self.play_clicked)
        self.resume_button = self._button("resumeButton", self.resume_clicked)
        self.discard_button = self._button("discardButton", self.discard_clicked)
        self.rules_button = self._button("linkButton", self.rules_clicked)
        # the buttons are laid out on their lines by arrange_buttons (on retranslate, on resize)
        self.companions: dict[str, tuple[Any, QPushButton, SaveInfo]] = {}   # name -> (entry, button, its save)
        self.companion_row = QHBoxLayout()      # above the buttons: every card's Play stays on one line
        layout.addLayout(self.companion_row)
        layout.addLayout(buttons)
        self.link_row = QHBoxLayout()           # the buttons that do not fit the first line
        layout.addLayout(self.link_row)
        self.retranslate()

    def add_companion(self, entry) -> None:
        """Offer another game on this card (``GameEntry.offered_with``): a button to start or resume it."""
        button = QPushButton()
        button.setObjectName("companionButton")
        button.setProperty("game", entry.name)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda: (self.resume_clicked if self.companions[entry.name][2].status == "resumable"
                                        else self.play_clicked).emit(entry.name))
        self.companion_row.insertWidget(len(self.companions), button)
        if not self.companions:
            self.companion_row.addStretch(1)
        self.companions[entry.name] = (entry, button, SaveInfo("none"))
        self.retranslate()

    def set_companion_info(self, name: str, info: SaveInfo) -> None:
        entry, button, _ = self.companions[name]
        self.companions[name] = (entry, button, info)
        self.retranslate()

    def _button(self, name: str, clicked) -> QPushButton:
        """A button of the card that tells ``clicked`` the game's name."""
        button = QPushButton()
        button.setObjectName(name)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(lambda: clicked.emit(self.entry.name))
        return button

    def set_card_width(self, width: int) -> None:
        """Make the card ``width`` pixels wide, its picture growing with it (drawn again at the new size)."""
        if width == self.width() and self.minimumWidth() == width:
            return
        self.setFixedWidth(width)
        large = width >= 440                     # a big card gets a taller picture and bigger type
        picture_w = width - 2 * self.MARGIN
        ratio = 0.6 if large else self.PICTURE.height() / self.PICTURE.width()
        self.picture_size = QSize(picture_w, round(picture_w * ratio))
        self.picture.setFixedSize(self.picture_size)
        self.title.setStyleSheet("font-size: 24pt;" if large else "")
        self.description.setStyleSheet("font-size: 12pt;" if large else "")
        self.schedule_picture()
        self.arrange_buttons()

    def arrange_buttons(self) -> None:
        """Play, Resume, Discard save and Rules on one line while they fit the card; from the first that does
        not fit (a long word in Polish at 800x600), the rest go to a line below.  Links stand on the right."""
        for row in (self.buttons, self.link_row):
            while row.count():
                row.takeAt(0)                   # the buttons stay the card's: they are laid out again below
        room, lines = self.width() - 2 * self.MARGIN, ([], [])
        for button in (self.play_button, self.resume_button, self.discard_button, self.rules_button):
            width = 0 if button.isHidden() else button.sizeHint().width() + self.buttons.spacing()
            below = bool(lines[1]) or (button is not self.play_button and width > room)
            room -= 0 if below else width
            lines[below].append(button)
        for row, line in zip((self.buttons, self.link_row), lines):
            links = [b for b in line if b in (self.discard_button, self.rules_button)]
            for button in line:
                if links and button is links[0]:
                    row.addStretch(1)
                row.addWidget(button)
            if not links:
                row.addStretch(1)

    def schedule_picture(self) -> None:
        """A blank frame now, the card art in the next turn of the event loop: the art is not drawn before
        the window's first paint (start-up time), and several resizes in one turn draw it once."""
        blank = QPixmap(self.picture_size)
        blank.fill(Qt.GlobalColor.transparent)
        self.picture.setPixmap(blank)
        if not self._picture_due:
            self._picture_due = True
            QTimer.singleShot(0, self, self._draw_due_picture)

    def _draw_due_picture(self) -> None:
        self._picture_due = False
        self.update_picture()

    def update_picture(self) -> None:
        dpr = self.devicePixelRatioF() if self.isVisible() else max(1.0, QApplication.instance().devicePixelRatio())
        back = (self.settings.get("card_back") if self.settings is not None else None) or "classic_blue"
        size = self.picture_size
        self.picture.setPixmap(game_picture(self.entry, size.width(), size.height(), back, dpr))

    def set_save_info(self, info: SaveInfo) -> None:
        self.info = info
        self.retranslate()

    def set_stats(self, summary: dict[str, int]) -> None:
        """The game's recorded results (``Stats.summary``): played, won, lost, drawn, points."""
        self.stats = dict(summary)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(game_title(self.entry))
        self.description.setText(game_description(self.entry))
        self.play_button.setText(self.tr("Play"))
        self.resume_button.setText(self.tr("Resume"))
        self.discard_button.setText(self.tr("Discard save"))
        self.rules_button.setText(self.tr("Rules"))
        for entry, button, companion in getattr(self, "companions", {}).values():
            text = self.tr("Resume %1") if companion.status == "resumable" else self.tr("%1 \u25b8")
            button.setText(text.replace("%1", game_title(entry)))
        self.stats_note.setText(self.describe_stats(self.stats))
        self.stats_note.setVisible(bool(self.stats_note.text()))
        info = self.info
        self.resume_button.setVisible(info.status == "resumable")
        self.discard_button.setVisible(info.status == "broken")
        if info.status == "resumable":
            self.save_note.setObjectName("saveNote")
            self.save_note.setText(self.describe_save(info))
        elif info.status in ("newer", "broken"):
            self.save_note.setObjectName("saveProblem")
            if info.status == "newer":
                text = self.tr("Your unfinished match cannot be resumed by this version.") + " " + info.message
            else:  # only "Discard save" is offered until the file changes: say why, and what is left to do
                text = (self.tr("Your unfinished match cannot be resumed.") + " " + info.message + " "
                        + self.tr("Discard the save, or start a new match (the save is then kept aside)."))
            self.save_note.setText(text)
        else:
            self.save_note.setText("")
        self.save_note.setVisible(info.status != "none")
        self.save_note.style().unpolish(self.save_note)
        self.save_note.style().polish(self.save_note)
        self.arrange_buttons()

    def describe_stats(self, stats: dict[str, int]) -> str:
        """One line of results, such as "Played 5 \u00b7 won 3 \u00b7 lost 2"; empty when nothing was played."""
        played = stats.get("played", 0)
        if played <= 0:
            return ""
        drawn = stats.get("drawn", 0)
        text = (self.tr("Played %1 \u00b7 won %2 \u00b7 lost %3 \u00b7 drawn %4") if drawn
                else self.tr("Played %1 \u00b7 won %2 \u00b7 lost %3"))
        return (text.replace("%1", str(played)).replace("%2", str(stats.get("won", 0)))
                .replace("%3", str(stats.get("lost", 0))).replace("%4", str(drawn)))

    def describe_save(self, info: SaveInfo) -> str:
        who, rounds = ", ".join(info.opponents), str(info.round_no)
        if info.partners:      # a partner plays on your side: not one of those you play against
            text = fill(self.tr("Unfinished match: you and %1 against %2, round %3."), ", ".join(info.partners),
                        who, rounds)
        elif who:
            text = fill(self.tr("Unfinished match against %1, round %2."), who, rounds)
        else:
            text = self.tr("Unfinished match, round %2.").replace("%2", rounds)
        if info.saved_at:
            when = datetime.fromtimestamp(info.saved_at).strftime("%Y-%m-%d %H:%M")
            text += " " + self.tr("Saved %1.").replace("%1", when)
        return text


class StartScreen(FeltBackground):
    """The header and a grid of game cards over the felt; ``network_clicked`` opens the lobby,
    ``rejoin_clicked`` (a held seat's key) takes this player back to a table hosted elsewhere."""

    network_clicked = Signal()
    rejoin_clicked = Signal(str)

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(settings, parent)
        self.setObjectName("startScreen")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.header = Header()
        outer.addWidget(self.header)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("startScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.viewport().setAutoFillBackground(False)
        content = QWidget()
        content.setObjectName("startContent")
        content.setAutoFillBackground(False)
        self.content_layout = QVBoxLayout(content)
        self.content_layout.setContentsMargins(44, 26, 44, 18)
        self.content_layout.setSpacing(16)
        self.section = QLabel()
        self.section.setObjectName("sectionTitle")
        section_row = QHBoxLayout()
        section_row.addWidget(self.section)
        section_row.addStretch(1)
        self.rejoin_row = QHBoxLayout()           # a "Rejoin <host>'s table" button per seat held elsewhere
        section_row.addLayout(self.rejoin_row)
        self.rejoin_buttons: dict[str, QPushButton] = {}
        self._rejoins: list[tuple[str, str]] = []
        self.network_button = QPushButton()
        self.network_button.setObjectName("networkButton")
        self.network_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.network_button.clicked.connect(self.network_clicked)
        section_row.addWidget(self.network_button)
        self.content_layout.addStretch(1)           # the heading and the grid stand in the middle of the felt
        self.content_layout.addLayout(section_row)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(26)
        self.grid.setVerticalSpacing(26)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.content_layout.addWidget(self.grid_host)
        self.empty_note = QLabel()
        self.empty_note.setObjectName("emptyNote")
        self.empty_note.setWordWrap(True)
        self.content_layout.addWidget(self.empty_note)
        self.content_layout.addStretch(1)
        self.footer = QLabel()
        self.footer.setObjectName("footer")
        self.content_layout.addWidget(self.footer)
        self.scroll.setWidget(content)
        outer.addWidget(self.scroll, 1)
        self.cards: dict[str, GameCard] = {}
        self._columns = 0
        self.retranslate()

    def set_rejoins(self, seats: list[tuple[str, str]]) -> None:
        """The seats this player holds at tables hosted elsewhere, as (key, host's name): a button each."""
        if seats == self._rejoins:
            return
        self._rejoins = list(seats)
        for button in self.rejoin_buttons.values():
            self.rejoin_row.removeWidget(button)
            button.deleteLater()
        self.rejoin_buttons = {}
        for key, _host in seats:
            button = QPushButton()
            button.setObjectName("networkButton")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _checked=False, k=key: self.rejoin_clicked.emit(k))
            self.rejoin_row.addWidget(button)
            self.rejoin_buttons[key] = button
        self._retranslate_rejoins()

    def _retranslate_rejoins(self) -> None:
        for key, host in self._rejoins:
            button = self.rejoin_buttons[key]
            button.setText(self.tr("Rejoin %1's table").replace("%1", host))
            button.setToolTip(self.tr("Take your seat at %1's table again: this app kept its key.")
                              .replace("%1", host))

    def set_cards(self, cards: list[GameCard]) -> None:
        for card in self.cards.values():
            self.grid.removeWidget(card)
            card.deleteLater()
        self.cards = {card.entry.name: card for card in cards}
        self._columns = 0
        self._relayout()
        self.empty_note.setVisible(not cards)

    def card_layout(self, width: int, height: int) -> tuple[int, int]:
        """(columns, card width) for a window of ``width`` x ``height``: as many columns as the games need and
        the width allows (cards no narrower than MIN_CARD), cards as wide as the space and the height allow."""
        count = len(self.cards) or 1
        room = max(1, width - 88 - self.scroll.verticalScrollBar().sizeHint().width())
        gap = self.grid.horizontalSpacing()
        columns = max(1, min(count, (room + gap) // (MIN_CARD + gap)))
        card = (room - gap * (columns - 1)) // columns
        rows = -(-count // columns)
        # a card is about 1.05 of its width tall with its picture: keep every row in sight when they fit
        free = height - self.header.minimumHeight() - 140
        by_height = int(free / rows / 1.05) if rows else card
        card = max(MIN_CARD, min(card, MAX_CARD, max(by_height, 300)))
        return columns, min(card, room)

    def _relayout(self) -> None:
        self.header.set_compact(self.height() < 720)
        columns, card_width = self.card_layout(self.width(), self.height())
        card_width -= card_width % 8            # fewer redraws of the pictures while the window is dragged
        for card in self.cards.values():
            card.set_card_width(card_width)
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards.values():
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards.values()):
            self.grid.addWidget(card, i // columns, i % columns)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()

    def retranslate(self) -> None:
        self.header.retranslate()
        self.section.setText(self.tr("CHOOSE A GAME"))
        self.network_button.setText(self.tr("Play on the network"))
        self.network_button.setToolTip(self.tr("Host a table or join one on your local network; chat and invite "
                                               "players in the lobby."))
        self.empty_note.setText(self.tr("No games are installed yet. Each game appears here as soon as it is "
                                        "added to cardsuite."))
        self.footer.setText(self.tr("cardsuite %1 \u00b7 Your matches are saved after every move, so you can "
                                    "close the window at any time.").replace("%1", __version__))
        self._retranslate_rejoins()
        for card in self.cards.values():
            card.retranslate()
