"""The toolkit's showcase: every card face, the backs and each kind of pile on one table.

``python -m cardsuite --screenshot`` renders it; it is also the quickest way
to see a change to the card art or the piles.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QWidget

from cardsuite.cards import ALL_SUITS, STANDARD_RANKS, Card
from .cardart import BACKS, CARD_ASPECT
from .hints import HintManager
from .panels import TableButton, TableLabel
from .piles import FannedHand, MeldZone, SpreadPile, StackPile, TrickArea
from .players import PlayerPanel
from .scene import CardView

FACE_SCALE = 0.56
FACE_PITCH = 0.615
ROW_PITCH = 0.86


class Backdrop(QGraphicsItem):
    """A faint darker area that groups a part of the showcase."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = rect
        self.setZValue(-50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 38))
        painter.drawRoundedRect(self.rect, 0.16, 0.16)


class ToolkitDemo(CardView):
    """A table laid out with the whole toolkit, for the screenshot and for eyeballing changes."""

    SIZE = (20.0, 11.25)

    def __init__(self, settings=None, parent: QWidget | None = None):
        super().__init__(settings, parent, size=self.SIZE)
        self.setWindowTitle(QCoreApplication.translate("Table", "cardsuite \u2014 table toolkit"))
        self.hints = HintManager(settings, "demo")
        self.hints.attach(self.table_scene)
        self._build()

    def label(self, text: str, x: float, y: float, size: float = 13.0, **kw) -> TableLabel:
        item = TableLabel(text, size, **kw)
        item.setPos(x, y)
        self.table_scene.addItem(item)
        return item

    def _build(self) -> None:
        self.label("cardsuite", 0.5, 0.28, 30, bold=True, colour=QColor("#fff6dc"))
        self.label(QCoreApplication.translate("Table", "Table toolkit \u2014 every card drawn in code, crisp at any size"),
                   2.55, 0.43, 15, colour=QColor(255, 255, 255, 150), width=900)

        self._faces(QPointF(0.6, 1.55))
        self._piles()
        self._people()

    def _faces(self, origin: QPointF) -> None:
        self.table_scene.addItem(Backdrop(QRectF(0.3, 1.0, 8.75, 5.75)))
        self.label(QCoreApplication.translate("Table", "53 faces"), 0.55, 1.1, 14, bold=True)
        for row, suit in enumerate(ALL_SUITS):
            for col, rank in enumerate(STANDARD_RANKS):
                self._small(Card(rank, suit).text, origin + QPointF(col * FACE_PITCH, row * ROW_PITCH))
        y = origin.y() + 4 * ROW_PITCH + 0.42
        self.label(QCoreApplication.translate("Table", "Joker and backs"), 0.55, y - 0.4, 14, bold=True)
        self._small("JK", QPointF(origin.x(), y))
        for i, back in enumerate(BACKS):
            x = origin.x() + (i + 1.5) * 1.25
            item = self._small(None, QPointF(x, y), back=back)
            item.setToolTip(QCoreApplication.translate("CardBacks", BACKS[back]))
            self.label(QCoreApplication.translate("CardBacks", BACKS[back]), x + FACE_SCALE / 2, y + FACE_SCALE * CARD_ASPECT + 0.06, 12,
                       align=Qt.AlignmentFlag.AlignHCenter, width=120)

    def _small(self, key: str | None, pos: QPointF, back: str | None = None):
        """A card at showcase size; ``pos`` is its top-left (items scale about their centre)."""
        item = self.table_scene.card_item(key, key is not None)
        if back is not None:
            item.set_back(back)
        item.setScale(FACE_SCALE)
        item.setPos(pos - QPointF(0.5, CARD_ASPECT / 2) * (1 - FACE_SCALE))
        return item

    def _piles(self) -> None:
        scene = self.table_scene
        scene.addItem(Backdrop(QRectF(9.3, 1.0, 10.35, 5.75)))

        self.label(QCoreApplication.translate("Table", "Talon and trump"), 9.55, 1.1, 14, bold=True)
        talon = StackPile(scene, (9.75, 1.75), count_badge=True)
        talon.set_cards([None] * 9, crosswise="QH:1", crosswise_face_up=True)
        self.talon = talon

        self.label(QCoreApplication.translate("Table", "Spider column"), 11.95, 1.1, 14, bold=True)
        column = SpreadPile(scene, (12.05, 1.6), max_extent=4.3)
        column.set_cards([None, None, None, None, ("KS:1", True), ("QS:1", True), ("JS:1", True), ("10S:1", True)])
        self.column = column

        self.label(QCoreApplication.translate("Table", "Melds"), 13.65, 1.1, 14, bold=True)
        melds = MeldZone(scene, (13.7, 1.85), max_width=5.8, card_gap=0.2, max_group_extent=2.8, group_gap=0.22)
        melds.set_groups({
            "K": ["KH:2", "KS:2", "KD:2", "KC:2", "KH:3", "KS:3", "KD:3"],
            "7": ["7C:2", "7D:2", "7S:2", "2H:2"],
            "A": ["AS:2", "AH:2", "AD:2"],
            "Q": ["QD:2", "QC:2", "JK:2"],
        }, markers={"K": (QCoreApplication.translate("Table", "Canasta"), "red")})
        melds.group("A").set_target_highlight(True)
        self.melds = melds

        self.label(QCoreApplication.translate("Table", "Trick"), 9.55, 3.75, 14, bold=True)
        trick = TrickArea(scene, (10.65, 5.2))
        trick.slots = ((-0.3, 0.14, -7.0), (0.34, -0.12, 8.0))
        trick.set_plays([(1, "10H:1"), (0, "AH:1")])

        self.label(QCoreApplication.translate("Table", "Discard pile, spread open"), 13.65, 4.85, 14, bold=True)
        discard = SpreadPile(scene, (13.75, 5.25), direction="right", max_extent=5.6, open=True)
        discard.set_cards(["9C:1", "4D:1", "8H:1", "5S:1", "JD:1", "3C:1", "6H:1", "2S:1", "KH:1"])

    def _people(self) -> None:
        scene = self.table_scene
        w, h = self.SIZE
        scene.addItem(Backdrop(QRectF(0.3, 7.05, 19.35, 3.9)))

        hand = FannedHand(scene, (10.1, 8.85), max_width=8.6, spacing=0.5, arc=9, curve=0.1)
        hand.set_cards(["JK:1", "2C:1", "AS:1", "AC:1", "KC:1", "QH:2", "QS:3", "9D:1", "9S:1", "7H:1", "5C:1",
                        "4S:1", "3D:1", "3H:1", "10C:1"])
        for item in hand.items[2:4]:
            item.set_state("selected")
        for item in hand.items[-2:]:
            item.set_state("dim")
        for item in hand.items:
            item.hover_lift = False
            item.drop_lift()
        self.hand = hand

        me = PlayerPanel(0)
        me.set_player(QCoreApplication.translate("Table", "You"), 1480)
        me.set_score(2370)
        me.set_card_count(15)
        me.set_active(True)
        me.setPos(0.6, 7.55)
        scene.addItem(me)
        rival = PlayerPanel(1)
        rival.set_player("Zofia", 1525)
        rival.set_score(1985)
        rival.set_card_count(11)
        rival.set_eye_visible(True)
        rival.set_subtitle(QCoreApplication.translate("Table", "2 canastas \u2022 4 melds"))
        rival.setPos(0.6, 8.5)
        scene.addItem(rival)

        for text, primary, enabled, x, y in ((QCoreApplication.translate("Table", "Meld"), True, True, 16.55, 8.3),
                                            (QCoreApplication.translate("Table", "Discard"), False, True, 18.2, 8.3),
                                            (QCoreApplication.translate("Table", "Double"), False, False, 16.55, 8.95),
                                            (QCoreApplication.translate("Table", "Take back"), False, True, 18.2, 8.95)):
            button = TableButton(text, primary=primary, width=150)
            button.set_enabled(enabled)
            button.setPos(x, y)
            scene.addItem(button)
        self.hints.button.setVisible(True)
        self.hints.place_button(QPointF(w - 0.5, h - 0.55))
        self.bubble = self.hints.show(
            "demo.meld", QCoreApplication.translate("Table", "Selected cards lift out of your hand. Press Meld to lay them out, "
                                     "or drag them onto a meld."), hand.items[3])


def build_demo(settings=None) -> QWidget:
    """The toolkit showcase as a widget, sized for a 16:9 screenshot."""
    demo = ToolkitDemo(settings)
    demo.resize(1600, 900)
    return demo
