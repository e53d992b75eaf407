"""The main window: a start screen with every registered game, and the table while a match runs.

Everything here is driven by the registry (``cardsuite.games.GAMES``): a game that registers
itself gets a card on the start screen (picture, title, description, Play / Resume), a
"New game" and "Rules" menu entry, and its table when played.  Nothing names a game.

Saves: every match autosaves after each action (``storage.write_save``); the save is deleted
when the match ends or is left, and kept when the window closes mid-match, so the start
screen offers "Resume" next time.  A save from a newer cardsuite is shown as not resumable
with the reason; a save that does not replay is refused with a message and left as it is.

Statistics: a match the game decides (not one that is left) is counted once in
``storage.Stats`` for the player at the single local seat; matches without one (hot-seat
only, bots only) are not counted.  Each game card shows the counts.
"""

from __future__ import annotations

import logging
import random
import weakref
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QByteArray, QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (QAction, QActionGroup, QColor, QFont, QKeySequence, QLinearGradient, QPainter,
                           QPalette, QPixmap, QRadialGradient)
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QMainWindow, QMenu,
                               QMessageBox, QPushButton, QScrollArea, QSizePolicy, QStackedWidget, QVBoxLayout,
                               QWidget)

from .. import __version__, games, storage
from ..engine import BadMessage
from ..match import Match, Phase
from ..seats import SeatKind
from .assets import app_icon
from .i18n import LANGUAGES, game_description, game_title

log = logging.getLogger(__name__)

GOLD = "#e2ad2b"
CREAM = "#fbf3df"
FALLBACK_PICTURE = ("AS", "KH", "QD", "JC", "10S")


# --------------------------------------------------------------------------- look and feel


def apply_theme(app: QApplication) -> None:
    """A dark, felt-green palette for the whole app (menus, dialogs, the start screen)."""
    app.setStyle("Fusion")
    palette = QPalette()
    base = QColor("#26362e")
    window = QColor("#1b2822")
    text = QColor("#ece6d6")
    palette.setColor(QPalette.ColorRole.Window, window)
    palette.setColor(QPalette.ColorRole.WindowText, text)
    palette.setColor(QPalette.ColorRole.Base, base)
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#22332b"))
    palette.setColor(QPalette.ColorRole.ToolTipBase, QColor("#fbf3df"))
    palette.setColor(QPalette.ColorRole.ToolTipText, QColor("#1b1407"))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8fa096"))
    palette.setColor(QPalette.ColorRole.Text, text)
    palette.setColor(QPalette.ColorRole.Button, QColor("#26372f"))
    palette.setColor(QPalette.ColorRole.ButtonText, text)
    palette.setColor(QPalette.ColorRole.BrightText, QColor("#ff6b6b"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(GOLD))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#1b1407"))
    palette.setColor(QPalette.ColorRole.Link, QColor("#f0c04a"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6f7f76"))
    app.setPalette(palette)


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
QPushButton#resumeButton:hover {{ background: rgba(226, 173, 43, 0.30); }}
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


# --------------------------------------------------------------------------- game pictures


def _cards_in(value, found: list, depth: int = 0) -> None:
    """Collect the Card objects in a view (dataclass fields, tuples, lists, dicts), in order."""
    from ..cards import Card
    if depth > 4 or len(found) > 60:
        return
    if isinstance(value, Card):
        found.append(value)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            _cards_in(getattr(value, name, None), found, depth + 1)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in (sorted(value) if isinstance(value, (set, frozenset)) and _sortable(value) else value):
            _cards_in(item, found, depth + 1)
    elif isinstance(value, dict):
        for item in value.values():
            _cards_in(item, found, depth + 1)


def _sortable(values) -> bool:
    try:
        sorted(values)
        return True
    except TypeError:
        return False


def picture_cards(entry, count: int = 5) -> list[str]:
    """Characteristic cards for a game's picture: the first seat's cards of a fixed sample deal.

    A registry entry may name its own with a ``picture`` attribute (card codes).  Any failure
    falls back to a neutral fan, so a broken game never breaks the start screen.
    """
    own = getattr(entry, "picture", None)
    if own:
        return [str(code) for code in own][:count]
    try:
        game = entry.game()
        options = game.Options.from_preset()
        context = game.round_context(options, game.new_match_score(options), 0)
        view = game.new_state(options, 20240607, context).view(0)
        found: list = []
        _cards_in(view, found)
        codes: list[str] = []
        for card in found:
            if card.code not in codes:
                codes.append(card.code)
        if len(codes) >= 3:
            if len(codes) > count:
                step = len(codes) / count
                codes = [codes[int(i * step)] for i in range(count)]
            return codes
    except Exception as error:  # a game in progress of being written must not break the start screen
        log.warning("cardsuite: no picture for %s: %s", entry.name, error)
    return list(FALLBACK_PICTURE[:count])


def game_picture(entry, width: int, height: int, back: str = "classic_blue", dpr: float = 1.0) -> QPixmap:
    """A fan of the game's characteristic cards (drawn by the card renderer) with a back behind it."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    try:
        from .cardart import default_renderer
        renderer = default_renderer()
        codes = picture_cards(entry)
        card_w = int(height * 0.62 / 1.4 * 1.25)
        card_h = round(card_w * 1.4)
        centre = width / 2 - card_w * 0.22  # the fan a little left of centre, the back card to its right
        pivot = QPointF(centre, height + card_h * 0.95)
        radius = pivot.y() - card_h * 0.55 - height * 0.08
        spread = 11.0 if len(codes) > 3 else 14.0
        first = -spread * (len(codes) - 1) / 2
        # a face-down card behind the fan, for depth
        painter.save()
        painter.translate(centre + card_w * 1.1, height * 0.48)
        painter.rotate(14)
        painter.setOpacity(0.85)
        painter.drawPixmap(QRectF(-card_w / 2, -card_h / 2, card_w, card_h),
                           renderer.pixmap(None, card_w, back, device_pixel_ratio=dpr), QRectF())
        painter.restore()
        for i, code in enumerate(codes):
            angle = first + i * spread
            painter.save()
            painter.translate(pivot)
            painter.rotate(angle)
            painter.translate(0, -radius)
            shadow = QRectF(-card_w / 2 + 3, -card_h / 2 + 4, card_w, card_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(shadow, card_w * 0.06, card_w * 0.06)
            painter.drawPixmap(QRectF(-card_w / 2, -card_h / 2, card_w, card_h),
                               renderer.pixmap(code, card_w, device_pixel_ratio=dpr), QRectF())
            painter.restore()
    except Exception as error:  # the art is decoration: never let it stop the window
        log.warning("cardsuite: could not draw the picture of %s: %s", entry.name, error)
    finally:
        painter.end()
    return pixmap


# --------------------------------------------------------------------------- saves


@dataclass(frozen=True)
class SaveInfo:
    """What the start screen knows about a game's save.

    ``status``: "none", "resumable", "newer" (written by a newer cardsuite) or "broken"
    (does not replay); ``message`` says it in plain words.
    """

    status: str
    message: str = ""
    opponents: tuple[str, ...] = ()
    round_no: int = 1
    saved_at: float | None = None


def felt_colours(settings) -> tuple[QColor, QColor]:
    base = QColor((settings.get("table_colour") if settings is not None else None) or "#1e6b3a")
    if not base.isValid():
        base = QColor("#1e6b3a")
    return base.darker(125), base.darker(330)


class FeltBackground(QWidget):
    """The start screen's backdrop: a lit felt table in the player's table colour."""

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        light, dark = felt_colours(self.settings)
        rect = self.rect()
        gradient = QRadialGradient(QPointF(rect.width() * 0.5, rect.height() * 0.18),
                                   max(rect.width(), rect.height()) * 0.85)
        gradient.setColorAt(0.0, light)
        gradient.setColorAt(1.0, dark)
        painter.fillRect(rect, gradient)
        painter.end()


class Header(QWidget):
    """The start screen's banner: the app's mark, name and a line about it, over a lit strip."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("header")
        self.setMinimumHeight(150)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(44, 26, 44, 22)
        layout.setSpacing(22)
        self.logo = QLabel()
        self.logo.setObjectName("logo")
        self.logo.setPixmap(app_icon().pixmap(QSize(92, 92)))
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

    def __init__(self, entry, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.entry = entry
        self.settings = settings
        self.info = SaveInfo("none")
        self.stats: dict[str, int] = {}
        self.setObjectName("gameCard")
        self.setProperty("game", entry.name)
        self.setFixedWidth(372)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(8)
        self.picture = QLabel()
        self.picture.setObjectName("gamePicture")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setFixedSize(self.PICTURE)
        self.update_picture()
        layout.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel()
        self.title.setObjectName("gameTitle")
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
        self.save_note = QLabel()
        self.save_note.setObjectName("saveNote")
        self.save_note.setWordWrap(True)
        layout.addWidget(self.save_note)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        self.play_button = QPushButton()
        self.play_button.setObjectName("playButton")
        self.play_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play_button.clicked.connect(lambda: self.play_clicked.emit(self.entry.name))
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.resume_button.clicked.connect(lambda: self.resume_clicked.emit(self.entry.name))
        self.discard_button = QPushButton()
        self.discard_button.setObjectName("discardButton")
        self.discard_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.discard_button.clicked.connect(lambda: self.discard_clicked.emit(self.entry.name))
        self.rules_button = QPushButton()
        self.rules_button.setObjectName("linkButton")
        self.rules_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button.clicked.connect(lambda: self.rules_clicked.emit(self.entry.name))
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.resume_button)
        buttons.addStretch(1)
        buttons.addWidget(self.discard_button)
        buttons.addWidget(self.rules_button)
        layout.addLayout(buttons)
        self.retranslate()

    def update_picture(self) -> None:
        dpr = self.devicePixelRatioF() if self.isVisible() else max(1.0, QApplication.instance().devicePixelRatio())
        back = (self.settings.get("card_back") if self.settings is not None else None) or "classic_blue"
        self.picture.setPixmap(game_picture(self.entry, self.PICTURE.width(), self.PICTURE.height(), back, dpr))

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
            prefix = (self.tr("Your unfinished match cannot be resumed by this version.") if info.status == "newer"
                      else self.tr("Your unfinished match cannot be resumed."))
            self.save_note.setText(prefix + " " + info.message)
        else:
            self.save_note.setText("")
        self.save_note.setVisible(info.status != "none")
        self.save_note.style().unpolish(self.save_note)
        self.save_note.style().polish(self.save_note)

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
        who = ", ".join(info.opponents)
        text = (self.tr("Unfinished match against %1, round %2.").replace("%1", who) if who
                else self.tr("Unfinished match, round %2.")).replace("%2", str(info.round_no))
        if info.saved_at:
            when = datetime.fromtimestamp(info.saved_at).strftime("%Y-%m-%d %H:%M")
            text += " " + self.tr("Saved %1.").replace("%1", when)
        return text


class StartScreen(FeltBackground):
    """The header and a grid of game cards over the felt."""

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
        self.content_layout.addWidget(self.section)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(26)
        self.grid.setVerticalSpacing(26)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
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

    def set_cards(self, cards: list[GameCard]) -> None:
        for card in self.cards.values():
            self.grid.removeWidget(card)
            card.deleteLater()
        self.cards = {card.entry.name: card for card in cards}
        self._columns = 0
        self._relayout()
        self.empty_note.setVisible(not cards)

    def _relayout(self) -> None:
        width = max(1, self.width() - 88 - self.scroll.verticalScrollBar().sizeHint().width())
        columns = max(1, min(len(self.cards) or 1, (width + 26) // (372 + 26)))
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
        self.empty_note.setText(self.tr("No games are installed yet. Each game appears here as soon as it is "
                                        "added to cardsuite."))
        self.footer.setText(self.tr("cardsuite %1 \u00b7 Your matches are saved after every move, so you can "
                                    "close the window at any time.").replace("%1", __version__))
        for card in self.cards.values():
            card.retranslate()


# --------------------------------------------------------------------------- the window


class MainWindow(QMainWindow):
    """The app's window: the start screen, and the table of the match being played."""

    match_opened = Signal(str)
    match_closed = Signal(str)
    settings_changed = Signal(list)

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("MainWindow")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(720, 520)
        self.setStyleSheet(STYLE)
        self.match: Match | None = None
        self.entry = None
        self.table = None
        self.controller = None
        self.last_message: tuple[str, str] | None = None
        self._broken: dict[str, str] = {}
        self._autosave_failed = False
        self._rules_windows: list = []
        self._messages: list[QMessageBox] = []
        self.stats = storage.Stats.load()
        self._recorded: weakref.WeakSet[Match] = weakref.WeakSet()  # matches already counted in the stats

        self.stack = QStackedWidget()
        self.start_screen = StartScreen(settings)
        self.start_screen.setAutoFillBackground(False)
        self.table_page = QWidget()
        self.table_page.setObjectName("tablePage")
        self.table_layout = QVBoxLayout(self.table_page)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.start_screen)
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)

        self._create_actions()
        self._create_menus()
        self.restore_geometry()
        self.refresh()
        self.retranslate()

    # -- actions and menus ---------------------------------------------------------------

    def _action(self, name: str, slot=None, checkable: bool = False, shortcut=None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setCheckable(checkable)
        if shortcut is not None:
            action.setShortcut(shortcut)
        if slot is not None:
            action.triggered.connect(slot)
        return action

    def _create_actions(self) -> None:
        self.resume_last_action = self._action("action_resume", self._resume_latest, shortcut=QKeySequence("Ctrl+R"))
        self.leave_action = self._action("action_leave", lambda: self.leave_table(confirm=True),
                                         shortcut=QKeySequence("Ctrl+W"))
        self.start_screen_action = self._action("action_start_screen", self.show_start_screen)
        self.quit_action = self._action("action_quit", self.close, shortcut=QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.settings_action = self._action("action_settings", self.open_settings,
                                            shortcut=QKeySequence.StandardKey.Preferences)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.colour_action = self._action("action_table_colour", self.choose_table_colour)
        self.hints_action = self._action("action_hints", self._hints_toggled, checkable=True)
        self.about_action = self._action("action_about", self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

        self.back_group = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        try:
            from .cardart import BACKS
        except Exception:  # the art module is someone else's; the menu can live without it
            BACKS = {}
        for back_id in BACKS:
            action = self._action(f"action_back_{back_id}", checkable=True)
            action.setData(back_id)
            action.triggered.connect(lambda _=False, b=back_id: self.set_setting("card_back", b))
            self.back_group.addAction(action)
            self.back_actions[back_id] = action

        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in ("off", "slow", "normal", "fast"):
            action = self._action(f"action_speed_{speed}", checkable=True)
            action.triggered.connect(lambda _=False, s=speed: self.set_setting("animation_speed", s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action

        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("",) + tuple(code for code, _ in LANGUAGES):
            action = self._action(f"action_language_{code or 'system'}", checkable=True)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _create_menus(self) -> None:
        self.addAction(self.resume_last_action)  # Ctrl+R resumes the latest save; the menu lists each one
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.setObjectName("menu_game")
        self.new_menu = QMenu(self)
        self.new_menu.setObjectName("menu_new_game")
        self.resume_menu = QMenu(self)
        self.resume_menu.setObjectName("menu_resume")
        self.game_menu.addMenu(self.new_menu)
        self.game_menu.addMenu(self.resume_menu)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.leave_action)
        self.game_menu.addAction(self.start_screen_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.settings_menu = bar.addMenu("")
        self.settings_menu.setObjectName("menu_settings")
        self.settings_menu.addAction(self.settings_action)
        self.settings_menu.addSeparator()
        self.back_menu = self.settings_menu.addMenu("")
        self.back_menu.setObjectName("menu_card_back")
        for action in self.back_actions.values():
            self.back_menu.addAction(action)
        self.settings_menu.addAction(self.colour_action)
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_menu.setObjectName("menu_animation_speed")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.settings_menu.addAction(self.hints_action)
        self.language_menu = self.settings_menu.addMenu("")
        self.language_menu.setObjectName("menu_language")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)

        self.help_menu = bar.addMenu("")
        self.help_menu.setObjectName("menu_help")
        self.rules_menu = QMenu(self)
        self.rules_menu.setObjectName("menu_rules")
        self.help_menu.addMenu(self.rules_menu)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def _rebuild_game_menus(self) -> None:
        """The per-game entries: New game, Resume and Rules list exactly the registered games."""
        self.new_menu.clear()
        self.rules_menu.clear()
        self.resume_menu.clear()
        for entry in games.GAMES.values():
            action = self.new_menu.addAction(self.tr("%1\u2026").replace("%1", game_title(entry)))
            action.setObjectName(f"action_new_{entry.name}")
            action.triggered.connect(lambda _=False, n=entry.name: self.new_game(n))
            action = self.rules_menu.addAction(game_title(entry))
            action.setObjectName(f"action_rules_{entry.name}")
            action.triggered.connect(lambda _=False, n=entry.name: self.show_rules(n))
            card = self.start_screen.cards.get(entry.name)
            if card is not None and card.info.status == "resumable":
                action = self.resume_menu.addAction(game_title(entry))
                action.setObjectName(f"action_resume_{entry.name}")
                action.triggered.connect(lambda _=False, n=entry.name: self.resume(n))
        self.new_menu.setEnabled(bool(games.GAMES))
        self.rules_menu.setEnabled(bool(games.GAMES))
        self.resume_menu.setEnabled(not self.resume_menu.isEmpty())
        self.resume_last_action.setEnabled(not self.resume_menu.isEmpty())
        self._update_actions()

    def _update_actions(self) -> None:
        at_table = self.match is not None
        self.leave_action.setEnabled(at_table)
        self.start_screen_action.setEnabled(at_table)
        self.hints_action.setChecked(bool(self.settings.get("hints_enabled")))
        back = self.back_actions.get(self.settings.get("card_back"))
        if back is not None:
            back.setChecked(True)
        speed = self.speed_actions.get(self.settings.get("animation_speed"))
        if speed is not None:
            speed.setChecked(True)
        language = self.language_actions.get(self.settings.get("language") or "")
        if language is not None:
            language.setChecked(True)

    def retranslate(self) -> None:
        """Set every text of the window (again), in the current language."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_menu.setTitle(self.tr("&New game"))
        self.resume_menu.setTitle(self.tr("&Resume"))
        self.resume_last_action.setText(self.tr("Resume the latest match"))
        self.leave_action.setText(self.tr("&Leave table"))
        self.start_screen_action.setText(self.tr("Back to the &start screen (keep the match)"))
        self.quit_action.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.settings_action.setText(self.tr("&Settings\u2026"))
        self.back_menu.setTitle(self.tr("Card &back"))
        from .settings_dialog import animation_speed_names, card_back_names
        names = card_back_names() if self.back_actions else {}
        for back_id, action in self.back_actions.items():
            action.setText(names.get(back_id, back_id))
        self.colour_action.setText(self.tr("Table &colour\u2026"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        for speed, text in animation_speed_names().items():
            self.speed_actions[speed].setText(text)
        self.hints_action.setText(self.tr("Show &hints"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System language"))
        for code, name in LANGUAGES:
            self.language_actions[code].setText(name)
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_menu.setTitle(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About cardsuite"))
        self.start_screen.retranslate()
        self._rebuild_game_menus()
        self._update_title()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        if self.entry is not None and self.match is not None:
            self.setWindowTitle(self.tr("%1 \u2014 cardsuite").replace("%1", game_title(self.entry)))
        else:
            self.setWindowTitle(self.tr("cardsuite"))

    # -- the start screen --------------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild the game cards from the registry and the saves on disk."""
        cards = []
        for entry in games.GAMES.values():
            card = GameCard(entry, self.settings)
            card.play_clicked.connect(self.new_game)
            card.resume_clicked.connect(self.resume)
            card.rules_clicked.connect(self.show_rules)
            card.discard_clicked.connect(self.discard_save)
            cards.append(card)
        self.start_screen.set_cards(cards)
        self.refresh_saves()
        QTimer.singleShot(0, self.report_problems)

    def refresh_saves(self) -> None:
        try:
            saved = set(storage.list_saves())
        except Exception as error:  # an unreadable saves folder: say so, offer nothing to resume
            log.warning("cardsuite: could not list saves: %s", error)
            saved = set()
        for name, card in self.start_screen.cards.items():
            card.set_save_info(self.save_info(name) if name in saved else SaveInfo("none"))
            card.set_stats(self.stats.summary(name))
        self._rebuild_game_menus()

    def save_info(self, name: str) -> SaveInfo:
        """What is known about ``name``'s save without replaying it."""
        if name in self._broken:
            return SaveInfo("broken", self._broken[name])
        try:
            data = storage.read_save(name)
        except storage.NewerVersionError as error:
            return SaveInfo("newer", str(error))
        except Exception as error:
            return SaveInfo("broken", str(error))
        if data is None:
            return SaveInfo("none")
        if data.get("phase") == "over":
            return SaveInfo("none")
        seats = data.get("seats") if isinstance(data.get("seats"), list) else []
        opponents = tuple(str(s.get("name", "")) for s in seats[1:] if isinstance(s, dict))
        rounds = data.get("rounds") if isinstance(data.get("rounds"), list) else []
        saved_at = data.get("saved_at") if isinstance(data.get("saved_at"), (int, float)) else None
        return SaveInfo("resumable", "", opponents, len(rounds) + 1, saved_at)

    def report_problems(self) -> None:
        """Show the storage problems recorded so far (each once), in plain words."""
        problems = storage.take_problems()
        if not problems:
            return
        text = "\n\n".join(p.message for p in problems)
        self.inform(self.tr("Some files could not be used"), text, QMessageBox.Icon.Warning)

    def inform(self, title: str, text: str, icon=QMessageBox.Icon.Information) -> QMessageBox:
        """A message box that does not block (tests and the event loop go on)."""
        self.last_message = (title, text)
        log.info("cardsuite: %s: %s", title, text)
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda *_: self._messages.remove(box) if box in self._messages else None)
        self._messages.append(box)
        box.open()
        return box

    def _ask(self, title: str, text: str, yes: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel, self)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(yes_button)
        box.exec()
        return box.clickedButton() is yes_button

    def show_start_screen(self) -> None:
        """Put the table aside (the match stays saved) and show the start screen."""
        if self.match is not None:
            self._close_table(delete_save=False)
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_saves()

    # -- starting and resuming ---------------------------------------------------------------

    def new_game(self, name: str) -> None:
        """Play: ask for the opponent and options, then open the table (interactive)."""
        entry = games.GAMES.get(name)
        if entry is None:
            return
        card = self.start_screen.cards.get(name)
        at_this_table = self.match is not None and self.entry is entry and not self.match.is_over
        if at_this_table or (card is not None and card.info.status == "resumable"):
            if not self._ask(self.tr("Start a new match?"),
                             self.tr("You have an unfinished match of %1. A new match replaces it.")
                             .replace("%1", game_title(entry)), self.tr("Start a new match")):
                return
        from .newgame import ask_new_game
        try:
            choice = ask_new_game(entry, self.settings, self)
        except Exception as error:
            log.exception("cardsuite: the new-game dialog of %s failed", name)
            self.inform(self.tr("The game could not be started"), str(error), QMessageBox.Icon.Critical)
            return
        if choice is not None:
            self.play(name, choice)

    def play(self, name: str, choice) -> Match | None:
        """Start a match from a new-game choice and show its table (no questions asked)."""
        from .newgame import build_seats
        entry = games.get(name)
        try:
            seats = build_seats(entry, choice, float(self.settings.get("bot_pace", 1.0)), random.Random())
            follows = self.settings.get("last_match_scores", {}).get(name)
            match = Match(entry, choice.options, seats, choice.seed, autosave=self._autosaver(name), follows=follows)
        except Exception as error:
            log.exception("cardsuite: could not start %s", name)
            self.inform(self.tr("The game could not be started"), str(error), QMessageBox.Icon.Critical)
            return None
        if not self._open_table(entry, match):
            return None
        self._broken.pop(name, None)
        if not match.is_over:  # the new match replaces any older save of this game at once
            self._autosave(name, match.to_json())
        return match

    def _resume_latest(self) -> None:
        best, best_time = None, -1.0
        for name, card in self.start_screen.cards.items():
            if card.info.status == "resumable" and (card.info.saved_at or 0) > best_time:
                best, best_time = name, card.info.saved_at or 0
        if best is not None:
            self.resume(best)

    def resume(self, name: str) -> Match | None:
        """Resume ``name``'s saved match at the identical position; a bad save is refused and kept."""
        entry = games.GAMES.get(name)
        if entry is None:
            return None
        title = game_title(entry)
        try:
            data = storage.read_save(name)
        except storage.NewerVersionError as error:
            self.inform(self.tr("This match cannot be resumed"), str(error), QMessageBox.Icon.Warning)
            self.refresh_saves()
            return None
        if data is None:
            self.report_problems()
            self.inform(self.tr("Nothing to resume"),
                        self.tr("There is no unfinished match of %1 to resume.").replace("%1", title))
            self.refresh_saves()
            return None
        try:
            match = Match.from_json(entry, data, autosave=self._autosaver(name))
            if match.is_over:
                raise BadMessage(self.tr("the match in it is already over"))
        except Exception as error:
            log.warning("cardsuite: the %s save does not resume: %s", name, error)
            reason = str(error) or error.__class__.__name__
            try:
                where = str(storage.save_path(name))
            except Exception:
                where = ""
            message = self.tr("The saved match of %1 could not be read back (%2). The file was left as it is "
                              "at %3.").replace("%1", title).replace("%2", reason).replace("%3", where)
            self._broken[name] = message
            self.inform(self.tr("This match cannot be resumed"), message, QMessageBox.Icon.Warning)
            self.refresh_saves()
            return None
        pace = float(self.settings.get("bot_pace", 1.0))
        for seat in match.seats:
            if hasattr(seat, "pace"):
                seat.pace = pace
        if not self._open_table(entry, match):
            return None
        return match

    def discard_save(self, name: str) -> None:
        """Delete a save the player chose to give up (only on their request)."""
        entry = games.GAMES.get(name)
        title = game_title(entry) if entry is not None else name
        if not self._ask(self.tr("Discard the saved match?"),
                         self.tr("The unfinished match of %1 will be deleted.").replace("%1", title),
                         self.tr("Discard")):
            return
        storage.delete_save(name)
        self._broken.pop(name, None)
        self.refresh_saves()

    # -- the table -------------------------------------------------------------------------------

    def _autosaver(self, name: str):
        return lambda data: self._autosave(name, data)

    def _autosave(self, name: str, data: dict) -> None:
        try:
            if data.get("phase") == "over":
                storage.delete_save(name)
            else:
                storage.write_save(name, data)
        except (storage.StorageError, OSError) as error:
            log.warning("cardsuite: autosave of %s failed: %s", name, error)
            self.statusBar().showMessage(self.tr("The match could not be saved: %1").replace("%1", str(error)), 8000)
            if not self._autosave_failed:
                self._autosave_failed = True
                self.inform(self.tr("The match is not being saved"), str(error), QMessageBox.Icon.Warning)

    def _open_table(self, entry, match: Match) -> bool:
        if self.match is not None:
            self._close_table(delete_save=False)
        try:
            from .controller import MatchController
            table = entry.table_class()(entry, match.options, self.settings)
            table.set_players([s.name for s in match.seats], [s.rating for s in match.seats], 0)
            controller = MatchController(match, table, self.settings, self)
        except Exception as error:
            log.exception("cardsuite: could not open the table of %s", entry.name)
            self.inform(self.tr("The table could not be opened"), str(error), QMessageBox.Icon.Critical)
            return False
        self.entry, self.match, self.table, self.controller = entry, match, table, controller
        self._autosave_failed = False
        match.add_listener(self._record_result)
        match.add_listener(self._remember_final_score)
        controller.finished.connect(self._match_finished)
        # the dialog opens once the click that asked for it is over
        table.new_game_requested.connect(
            lambda name=entry.name: QTimer.singleShot(0, self, lambda: self.new_game(name)))
        self.table_layout.addWidget(table)
        self.stack.setCurrentWidget(self.table_page)
        self._update_actions()
        self._update_title()
        table.setFocus()
        controller.start()
        self.match_opened.emit(entry.name)
        return True

    def _record_result(self, match: Match, events: list) -> None:
        """A match listener: count the match in the statistics when the game has decided it.

        Only the game's own decision counts (``match_over`` from the last round, not from
        Leave), only from the single local seat's point of view, and each match once.
        """
        if match.phase != Phase.OVER or match.left_by is not None or match.result is None:
            return
        if not any(e.kind == "match_over" and not e.data.get("left") for e in events):
            return
        if match in self._recorded:
            return
        self._recorded.add(match)
        local = [i for i, seat in enumerate(match.seats) if seat.kind is SeatKind.LOCAL]
        if len(local) != 1:
            return
        seat = local[0]
        winner = match.result.winner
        outcome = "draw" if winner is None else "win" if winner == seat else "loss"
        totals = match.totals()
        points = totals[seat] if seat < len(totals) and isinstance(totals[seat], int) else 0
        try:
            self.stats.record_result(match.entry.name, outcome, int(points))
        except (storage.StorageError, OSError, ValueError) as error:
            log.warning("cardsuite: the result of %s was not saved in the statistics: %s", match.entry.name, error)
            self.statusBar().showMessage(
                self.tr("The result could not be saved in the statistics: %1").replace("%1", str(error)), 8000)

    def _match_finished(self, *_args) -> None:
        """The controller is done (the match was decided or left): the save goes, the start screen returns."""
        if self.match is None:
            return
        self._close_table(delete_save=True)
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_saves()

    def leave_table(self, confirm: bool = False) -> None:
        """Leave: the match ends here and its save is deleted."""
        if self.match is None:
            return
        if confirm and not self.match.is_over:
            if not self._ask(self.tr("Leave the table?"),
                             self.tr("The match ends here and cannot be resumed."), self.tr("Leave")):
                return
        self._close_table(delete_save=True)
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_saves()

    def _remember_final_score(self, match: Match, events: list) -> None:
        """A match listener: once the match is over, the next match of this game carries on from
        it (RULES S-2: who deals first).  A settings file that cannot be written costs only that."""
        if not match.is_over or not match.finished_rounds:
            return
        scores = dict(self.settings.get("last_match_scores", {}))
        if scores.get(match.entry.name) == match.match_score:
            return
        scores[match.entry.name] = match.match_score
        try:
            self.settings.set("last_match_scores", scores)
        except storage.StorageError as error:
            log.warning("cardsuite: could not keep the final score for the next match: %s", error)

    def _close_table(self, delete_save: bool) -> None:
        entry, match, table, controller = self.entry, self.match, self.table, self.controller
        self.entry = self.match = self.table = self.controller = None
        if controller is not None:
            try:
                if not delete_save:
                    controller.note_clocks()   # the time since the last action is kept with the match
                controller.shutdown()
            except Exception:
                log.exception("cardsuite: the match controller did not shut down cleanly")
        if match is not None:
            match.autosave = None
            for listener in (self._record_result, self._remember_final_score):
                if listener in match.listeners:
                    match.listeners.remove(listener)
            if delete_save and entry is not None:
                storage.delete_save(entry.name)
        if table is not None:
            self.table_layout.removeWidget(table)
            table.hide()
            table.deleteLater()
        if controller is not None and hasattr(controller, "deleteLater"):
            controller.deleteLater()
        self._update_actions()
        self._update_title()
        if entry is not None:
            self.match_closed.emit(entry.name)

    def closeEvent(self, event) -> None:  # noqa: N802
        """Closing mid-match keeps the save: the match is offered for resuming next time."""
        self.save_geometry()
        if self.match is not None:
            self._close_table(delete_save=False)
        for window in self._rules_windows:
            window.close()
        super().closeEvent(event)

    # -- settings ----------------------------------------------------------------------------------

    def set_setting(self, key: str, value) -> None:
        try:
            self.settings.set(key, value)
        except (storage.StorageError, ValueError, TypeError) as error:
            self.inform(self.tr("Settings not saved"), str(error), QMessageBox.Icon.Warning)
        self._settings_applied([key])

    def _hints_toggled(self, on: bool) -> None:
        self.set_setting("hints_enabled", bool(on))

    def set_language(self, code: str) -> None:
        if (self.settings.get("language") or "") == code:
            return
        self.set_setting("language", code)
        self.inform(self.tr("Language"), self.tr("The new language takes effect when cardsuite starts again."))

    def choose_table_colour(self) -> None:
        from PySide6.QtWidgets import QColorDialog
        colour = QColorDialog.getColor(QColor(self.settings.get("table_colour")), self, self.tr("Table colour"))
        if colour.isValid():
            self.set_setting("table_colour", colour.name())

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog
        before = self.settings.get("language") or ""
        dialog = SettingsDialog(self.settings, self)
        dialog.applied.connect(self._settings_applied)
        dialog.exec()
        if (self.settings.get("language") or "") != before:
            self.inform(self.tr("Language"), self.tr("The new language takes effect when cardsuite starts again."))

    def _settings_applied(self, keys: list) -> None:
        self._update_actions()
        if {"card_back", "table_colour"} & set(keys):
            for card in self.start_screen.cards.values():
                card.update_picture()
            self.start_screen.update()
        apply = getattr(self.table, "apply_settings", None)
        if callable(apply):
            try:
                apply(list(keys))
            except TypeError:
                apply()
        self.settings_changed.emit(list(keys))

    # -- help ------------------------------------------------------------------------------------------

    def show_rules(self, name: str):
        entry = games.GAMES.get(name)
        if entry is None:
            return None
        from .rules_view import RulesDialog
        dialog = RulesDialog(entry, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: self._rules_windows.remove(dialog) if dialog in self._rules_windows
                                 else None)
        self._rules_windows.append(dialog)
        dialog.show()
        return dialog

    def show_about(self) -> None:
        names = ", ".join(game_title(e) for e in games.GAMES.values()) or self.tr("none yet")
        text = (self.tr("<h3>cardsuite %1</h3><p>Classic card games on your own desktop.</p>"
                        "<p>Games: %2</p><p>Your settings and saved matches are kept in:<br>%3</p>")
                .replace("%1", __version__).replace("%2", names)
                .replace("%3", "<br>".join(f"<small>{k}: {v}</small>"
                                          for k, v in storage.describe_locations().items())))
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About cardsuite"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setIconPixmap(app_icon().pixmap(72, 72))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # -- geometry ---------------------------------------------------------------------------------------

    def restore_geometry(self) -> None:
        saved = self.settings.get("window_geometry") or ""
        if saved:
            try:
                if self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))):
                    return
            except (UnicodeEncodeError, ValueError):
                pass
        self.resize(1180, 780)

    def save_geometry(self) -> None:
        try:
            self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64()).decode("ascii"))
        except Exception as error:  # not worth a message box on the way out
            log.warning("cardsuite: could not save the window geometry: %s", error)

