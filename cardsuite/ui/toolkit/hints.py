"""Hint bubbles: small tips that point at the thing they explain.

As in the StarGames tables: a green X closes one tip for good (in every later
round and match, for every player at this screen: the choices belong to the
profile); the red X beside "Show hints?" turns hints off altogether; a green
round "?" on the table turns them back on.  Both choices live in the settings
("hints_closed" under :data:`FIRST_TIME`, "hints_enabled").

A bubble never hides what is live on the table nor the cards the player acts
on: it stands in the free space nearest to what it points at (beside it, or
farther off with a longer pointer), measured against the status lines, clocks,
player panels and buttons (found in the scene, or marked with :func:`keep_clear`)
and every card on the table (see :mod:`.tipplace`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from . import style
from .cardart import CARD_ASPECT
from .items import CardItem
from .panels import TableButton, TableLabel, TextNote, Toast
from .players import PlayerPanel, PlayerStrip
from .tipplace import CARD_COST, LIVE_COST, SPARE_COST, TARGET_COST, CostGrid, best_place

MAX_REMEMBERED_MATCHES = 30
FIRST_TIME = "*first-time*"   # the "hints_closed" entry of tips closed for good, not per match
TEXT_WIDTH = 236.0
PAD = 14.0
CLOSE_R = 11.0
OFF_R = 9.0
ARROW = 13.0
GAP = 0.06
WRAPS = (1.0, 0.72, 1.4, 0.56, 1.9)   # line widths a bubble may take (times TEXT_WIDTH) to find a free place
KEEP_CLEAR = 0x4B43   # QGraphicsItem.data key: True on an item a tip must not cover
LIVE_KINDS = (TableButton, TableLabel, TextNote, Toast, PlayerPanel, PlayerStrip)
"""The toolkit's items that always carry live information (a game marks its own with :func:`keep_clear`)."""


def keep_clear(*items: QGraphicsItem) -> None:
    """Mark table items (a clock, a score plaque, a caption) that a tip must not cover."""
    for item in items:
        item.setData(KEEP_CLEAR, True)


def live_rects(scene: QGraphicsScene, exclude: tuple = ()) -> list[QRectF]:
    """The scene rects of the visible items showing live information."""
    rects = []
    for item in scene.items():
        if item in exclude or not item.isVisible() or isinstance(item, HintBubble):
            continue
        if isinstance(item, LIVE_KINDS) or item.data(KEEP_CLEAR):
            if isinstance(item, (TableLabel, TextNote)) and not getattr(item, "text", ""):
                continue
            rect = _label_rect(item) if isinstance(item, TableLabel) else item.sceneBoundingRect()
            if not rect.isEmpty():
                rects.append(rect)
    return rects


def _label_rect(label: TableLabel) -> QRectF:
    """Where a line of text on the cloth really is (its box is wider than most texts)."""
    box = label.boundingRect()
    advance = QFontMetricsF(label.text_font()).horizontalAdvance(label.text) + 8
    if label.align & Qt.AlignmentFlag.AlignHCenter:
        box = QRectF(box.center().x() - advance / 2, box.top(), advance, box.height())
    elif label.align & Qt.AlignmentFlag.AlignRight:
        box = QRectF(box.right() - advance, box.top(), advance, box.height())
    else:
        box.setWidth(min(box.width(), advance))
    return label.mapRectToScene(box)


def home_rect(item: CardItem) -> QRectF:
    """Where a card lies once its pile's layout has settled (an animation may still be carrying it there)."""
    home = item.home
    centre = QPointF(0.5, CARD_ASPECT / 2)
    turn = QTransform().translate(home.pos.x(), home.pos.y()).translate(centre.x(), centre.y())
    turn.rotate(home.rotation).translate(-centre.x(), -centre.y())
    return turn.mapRect(QRectF(0, 0, 1, CARD_ASPECT))


def anchor_rect(anchor: Any) -> QRectF:
    """The scene rect a hint points at: a card (where it is going), a pile, an item, a rect or a point."""
    if isinstance(anchor, CardItem):
        return QRectF(anchor.home.pos, QRectF(0, 0, 1, CARD_ASPECT).size())
    if hasattr(anchor, "drop_rect"):
        return anchor.drop_rect()
    if isinstance(anchor, QGraphicsItem):
        return anchor.sceneBoundingRect()
    if isinstance(anchor, QRectF):
        return QRectF(anchor)
    if isinstance(anchor, QPointF):
        return QRectF(anchor, anchor)
    raise TypeError(f"a hint cannot point at {anchor!r}")


class HintBubble(QGraphicsObject):
    """One tip: text, a green X to close it, and "Show hints?" with a red X to stop all tips."""

    close_clicked = Signal()
    disable_clicked = Signal()

    def __init__(self, hint_id: str, text: str):
        super().__init__()
        self.hint_id = hint_id
        self.text = text
        self._edge = "bottom"
        self._apex = QPointF(40.0, ARROW)
        self._hover: str | None = None
        self._wrap = 1.0
        self.placed_for: tuple = ()
        self.setScale(style.PX)
        self.setZValue(9000)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._layout()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self._layout()
            self.update()

    def relayout(self) -> None:
        self.prepareGeometryChange()
        self._layout()
        self.update()

    def _layout(self) -> None:
        body_font = style.font(14)
        metrics = QFontMetricsF(body_font)
        flags = int(Qt.TextFlag.TextWordWrap)
        wrap = TEXT_WIDTH * self._wrap * body_font.pixelSize() / 14   # as many words a line when floored
        text = metrics.boundingRect(QRectF(0, 0, wrap, 1000), flags, self.text)
        self.question = QCoreApplication.translate("Table", "Show hints?")
        qw = QFontMetricsF(style.font(12.5)).horizontalAdvance(self.question)
        reserve = 2 * CLOSE_R + 8
        width = max(text.width() + reserve, qw + 2 * OFF_R + 10) + 2 * PAD
        self._text_rect = QRectF(PAD, PAD, width - 2 * PAD - reserve, text.height())
        footer_top = self._text_rect.bottom() + 12
        self._footer = QRectF(PAD, footer_top, width - 2 * PAD, 22)
        self._body = QRectF(0, 0, width, self._footer.bottom() + 10)
        self._close_c = QPointF(width - CLOSE_R - 6, CLOSE_R + 6)
        self._off_c = QPointF(self._footer.right() - OFF_R, self._footer.center().y())

    def body_size(self) -> tuple[float, float]:
        """The bubble's size in card units (for placing it)."""
        return self._body.width() * style.PX, self._body.height() * style.PX

    def close_point(self) -> QPointF:
        """Scene position of the green X."""
        return self.mapToScene(self._close_c)

    def disable_point(self) -> QPointF:
        """Scene position of the red X beside "Show hints?"."""
        return self.mapToScene(self._off_c)

    def place(self, target: QRectF, bounds: QRectF, grid: CostGrid) -> None:
        """Point at ``target`` from the cheapest place on ``grid`` (what the table shows, weighted: see
        :mod:`.tipplace`), in whichever of the text's shapes fits best; the usual shape, above the target
        and near it, wins ties.

        Trying shapes changes the bounding rect, so the scene is told first: an index entry left at the old
        rect would outlive the bubble and crash a later hit test or paint."""
        self.prepareGeometryChange()
        shapes = []
        for shape in WRAPS:
            self._wrap = shape
            self._layout()
            shapes.append(self.body_size())
        index, where = best_place(shapes, target, bounds, grid, ARROW * style.PX, GAP, 24.0 * style.PX)
        self._wrap = WRAPS[index]
        self._layout()
        self._set_place(where.x, where.y, where.apex, where.edge)

    def body_rect(self) -> QRectF:
        """The body (without its pointer) in scene coordinates: what the tip covers."""
        return self.mapRectToScene(self._body)

    def _set_place(self, x: float, y: float, apex: QPointF, edge: str) -> None:
        self.prepareGeometryChange()
        self.setPos(x, y)
        self._edge = edge
        self._apex = QPointF((apex.x() - x) / style.PX, (apex.y() - y) / style.PX)
        self.update()

    def _pointer_base(self) -> tuple[QPointF, QPointF]:
        """The two corners of the pointer's base on the body's edge, as near the apex as the corners allow."""
        body, apex, inset = self._body, self._apex, 22.0
        if self._edge in ("bottom", "top"):
            x = min(max(apex.x(), body.left() + inset), body.right() - inset)
            y = body.bottom() - 1 if self._edge == "bottom" else body.top() + 1
            half = self._half_base(QPointF(x, y))
            return QPointF(x - half, y), QPointF(x + half, y)
        y = min(max(apex.y(), body.top() + inset), body.bottom() - inset)
        x = body.right() - 1 if self._edge == "right" else body.left() + 1
        half = self._half_base(QPointF(x, y))
        return QPointF(x, y - half), QPointF(x, y + half)

    def _half_base(self, base: QPointF) -> float:
        """A long pointer is slimmer, so that it may pass between two cards."""
        reach = (self._apex - base).manhattanLength()
        return ARROW if reach <= 3 * ARROW else ARROW * 0.55

    def _path(self) -> QPainterPath:
        body = QPainterPath()
        body.addRoundedRect(self._body, 12, 12)
        tip = QPainterPath()
        a, b = self._pointer_base()
        tip.moveTo(a)
        tip.lineTo(self._apex)
        tip.lineTo(b)
        tip.closeSubpath()
        return body.united(tip)

    def boundingRect(self) -> QRectF:
        apex = QRectF(self._apex, self._apex).adjusted(-2, -2, 2, 2)
        return self._body.united(apex).adjusted(-12, -12, 12, 14)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        path = self._path()
        style.paint_shadow(painter, path, QPointF(0, 4), 5, 16)
        painter.setPen(QPen(QColor(180, 150, 70), 1.3))
        painter.setBrush(style.PAPER)
        painter.drawPath(path)
        painter.setPen(style.INK)
        painter.setFont(style.font(14))
        painter.drawText(self._text_rect, int(Qt.TextFlag.TextWordWrap), self.text)
        painter.setPen(QPen(QColor(0, 0, 0, 30), 1))
        rule_y = self._footer.top() - 5
        painter.drawLine(QPointF(PAD, rule_y), QPointF(self._body.right() - PAD, rule_y))
        painter.setPen(QColor(90, 84, 70))
        painter.setFont(style.font(12.5))
        text_box = QRectF(self._footer.left(), self._footer.top(), self._footer.width() - 2 * OFF_R - 8,
                          self._footer.height())
        painter.drawText(text_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.question)
        style.paint_round_button(painter, self._close_c, CLOSE_R, style.GREEN, "x", self._hover == "close")
        style.paint_round_button(painter, self._off_c, OFF_R, style.RED, "x", self._hover == "off")

    def _button_at(self, pos: QPointF) -> str | None:
        if (pos - self._close_c).manhattanLength() <= CLOSE_R * 1.6:
            return "close"
        if (pos - self._off_c).manhattanLength() <= OFF_R * 1.7:
            return "off"
        return None

    def hoverMoveEvent(self, event) -> None:
        hover = self._button_at(event.pos())
        if hover != self._hover:
            self._hover = hover
            self.setCursor(Qt.CursorShape.PointingHandCursor if hover else Qt.CursorShape.ArrowCursor)
            self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = None
        self.update()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        button = self._button_at(event.pos())
        if button == "close":
            self.close_clicked.emit()
        elif button == "off":
            self.disable_clicked.emit()


class HelpButton(QGraphicsObject):
    """The green round "?" on the table that turns hints back on."""

    clicked = Signal()
    RADIUS = 19.0

    def __init__(self):
        super().__init__()
        self._hover = False
        self.setScale(style.PX)
        self.setZValue(8500)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.retranslate()

    def retranslate(self) -> None:
        self.setToolTip(QCoreApplication.translate("Table", "Show hints again"))

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 8
        return QRectF(-r, -r, 2 * r, 2 * r + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        circle = QPainterPath()
        circle.addEllipse(QPointF(0, 0), self.RADIUS, self.RADIUS)
        style.paint_shadow(painter, circle, QPointF(0, 3), 3, 25)
        style.paint_round_button(painter, QPointF(0, 0), self.RADIUS, style.GREEN, "?", self._hover)

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class HintManager(QObject):
    """Shows hints unless hints are off or that hint was closed in this match."""

    enabled_changed = Signal(bool)

    def __init__(self, settings, match_id: str = "", scene: QGraphicsScene | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.settings = settings
        self.match_id = str(match_id)
        self.scene: QGraphicsScene | None = None
        self.button: HelpButton | None = None
        self.bounds = QRectF(0, 0, 12, 8)
        self._bubbles: dict[str, HintBubble] = {}
        self._wanted: dict[str, tuple[str, Any]] = {}
        self._frame: set[str] | None = None
        self._first_time: set[str] = set()
        self.keep_clear_rects: list[QRectF] = []
        """Extra scene rects a tip must not cover (a table's live areas that are no single item)."""
        self.spare_piles: list = []
        """Piles whose cards a tip may cover when the table has no room elsewhere: cards this screen's
        player neither sees nor acts on (an opponent's hidden hand)."""
        if scene is not None:
            self.attach(scene)

    # -- wiring ------------------------------------------------------------

    def attach(self, scene: QGraphicsScene, button_pos: QPointF | None = None) -> None:
        self.scene = scene
        self.bounds = scene.sceneRect()
        self.button = HelpButton()
        self.button.clicked.connect(self.enable)
        scene.addItem(self.button)
        self.place_button(button_pos or QPointF(self.bounds.right() - 0.35, self.bounds.bottom() - 0.35))
        self.button.setVisible(not self.enabled)
        for view in scene.views():
            if hasattr(view, "scale_changed"):
                view.scale_changed.connect(self._rescaled)

    def _rescaled(self, _scale: float) -> None:
        """The text floor may have moved with the table's scale: size the bubbles' text again."""
        for bubble in self._bubbles.values():
            bubble.relayout()
        self.reposition()

    def retranslate(self) -> None:
        """The button's tooltip and the bubbles' own words in the current language (a render gives the tips)."""
        if self.button is not None:
            self.button.retranslate()
        for bubble in self._bubbles.values():
            bubble.relayout()

    def place_button(self, pos: QPointF) -> None:
        if self.button is not None:
            self.button.setPos(pos)

    def set_match_id(self, match_id: str) -> None:
        self.match_id = str(match_id)
        for hint_id in [h for h in self._bubbles if self.is_closed(h)]:
            self._remove(hint_id)

    # -- state -------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return bool(self.settings.get("hints_enabled", True)) if self.settings is not None else True

    def closed_ids(self) -> list[str]:
        """The hints closed in this match, and the first-time tips closed in any match."""
        if self.settings is None:
            return []
        closed = self.settings.get("hints_closed") or {}
        return list(closed.get(self.match_id, [])) + list(closed.get(FIRST_TIME, []))

    def is_closed(self, hint_id: str) -> bool:
        return hint_id in self.closed_ids()

    def bubble(self, hint_id: str) -> HintBubble | None:
        return self._bubbles.get(hint_id)

    def bubbles(self) -> list[HintBubble]:
        return list(self._bubbles.values())

    # -- showing -----------------------------------------------------------

    def show(self, hint_id: str, text: str, anchor_item: Any, first_time: bool = False) -> HintBubble | None:
        """Show (or move) a hint pointing at ``anchor_item``; nothing if hints are off or it was closed.

        A ``first_time`` tip, once closed, is not shown again in any match."""
        if first_time:
            self._first_time.add(hint_id)
        self._wanted[hint_id] = (text, anchor_item)
        if self._frame is not None:
            self._frame.add(hint_id)
        if not self.enabled or self.is_closed(hint_id) or self.scene is None:
            return None
        bubble = self._bubbles.get(hint_id)
        if bubble is None:
            bubble = HintBubble(hint_id, text)
            bubble.close_clicked.connect(lambda h=hint_id: self.close(h))
            bubble.disable_clicked.connect(self.disable)
            self.scene.addItem(bubble)
            self._bubbles[hint_id] = bubble
        bubble.set_text(text)
        self._place(bubble, anchor_item)
        return bubble

    def _place(self, bubble: HintBubble, anchor: Any) -> None:
        """Point ``bubble`` at ``anchor`` from free space: it hides no live item and no card the player acts
        on where the table has room for it anywhere (cards of :attr:`spare_piles` only if it must)."""
        target = anchor_rect(anchor)
        bounds = self.scene.sceneRect()
        exclude = (anchor, self.button)
        live = [r for r in live_rects(self.scene, exclude) if not r.contains(target)]
        live += [QRectF(r) for r in self.keep_clear_rects]
        spare = {id(pile) for pile in self.spare_piles}
        cards, spare_cards = [], []
        for item in self.scene.items():
            if isinstance(item, CardItem) and item.isVisible() and item.pile is not None:
                (spare_cards if id(item.pile) in spare else cards).append(home_rect(item))
        key = (tuple(r.getRect() for r in [target, bounds, *live, *cards, *spare_cards])
               + (bubble.text, style.text_floor()))
        if key == bubble.placed_for:          # a render shows the same tip again: place it only if a thing moved
            return
        grid = CostGrid(bounds)
        for rects, weight in ((spare_cards, SPARE_COST), (cards, CARD_COST), (live, LIVE_COST)):
            for rect in rects:
                grid.add(rect, weight)
        grid.add(target, TARGET_COST)
        bubble.place(target, bounds, grid)
        bubble.placed_for = key

    def spot_beside_tips(self, item: QGraphicsItem) -> QPointF:
        """Where ``item`` (a toast) may stand, nearest its place now, without covering a shown tip's body: it
        moves up or down the table (at most to its edges), or stays if no place is free."""
        here = item.pos()
        bodies = [b.body_rect() for b in self._bubbles.values() if b.isVisible()]
        rect = item.sceneBoundingRect()
        if not bodies or not any(rect.intersects(b) for b in bodies):
            return here
        bounds = self.scene.sceneRect()
        for step in range(1, 80):
            for dy in (-0.1 * step, 0.1 * step):
                moved = rect.translated(0, dy)
                if bounds.contains(moved) and not any(moved.intersects(b) for b in bodies):
                    return QPointF(here.x(), here.y() + dy)
        return here

    def hide(self, hint_id: str) -> None:
        """Take a hint away (it no longer applies); it may be shown again later."""
        self._wanted.pop(hint_id, None)
        self._remove(hint_id)

    def hide_all(self) -> None:
        for hint_id in list(self._bubbles):
            self.hide(hint_id)

    def begin_frame(self) -> None:
        """Start collecting the hints a render asks for; ``end_frame`` hides the others."""
        self._frame = set()

    def end_frame(self) -> None:
        frame, self._frame = self._frame or set(), None
        for hint_id in [h for h in list(self._wanted) if h not in frame]:
            self.hide(hint_id)

    def reposition(self) -> None:
        for hint_id, bubble in self._bubbles.items():
            if hint_id in self._wanted:
                self._place(bubble, self._wanted[hint_id][1])

    def set_visible(self, visible: bool) -> None:
        """Hide every bubble for a while (under a pass-the-screen card) without forgetting them."""
        for bubble in self._bubbles.values():
            bubble.setVisible(visible)

    # -- the three buttons -------------------------------------------------

    def close(self, hint_id: str) -> None:
        """Green X: this hint stays closed for the rest of the match (a first-time tip: for good)."""
        if self.settings is not None:
            closed = dict(self.settings.get("hints_closed") or {})
            bucket = FIRST_TIME if hint_id in self._first_time else self.match_id
            ids = list(closed.pop(bucket, []))
            if hint_id not in ids:
                ids.append(hint_id)
            closed[bucket] = ids
            while len(closed) > MAX_REMEMBERED_MATCHES + 1:
                closed.pop(next(k for k in closed if k != FIRST_TIME))
            self.settings.set("hints_closed", closed)
        self._remove(hint_id)

    def disable(self) -> None:
        """Red X beside "Show hints?": no more hints until the "?" is pressed."""
        if self.settings is not None:
            self.settings.set("hints_enabled", False)
        for hint_id in list(self._bubbles):
            self._remove(hint_id)
        if self.button is not None:
            self.button.setVisible(True)
        self.enabled_changed.emit(False)

    def enable(self) -> None:
        """Green "?": hints are back, and the ones that apply now show again."""
        if self.settings is not None:
            self.settings.set("hints_enabled", True)
        if self.button is not None:
            self.button.setVisible(False)
        for hint_id, (text, anchor) in list(self._wanted.items()):
            self.show(hint_id, text, anchor)
        self.enabled_changed.emit(True)

    def _remove(self, hint_id: str) -> None:
        bubble = self._bubbles.pop(hint_id, None)
        if bubble is not None:      # it may be in its own click: it leaves the scene after that returns,
            bubble.setVisible(False)     # unless the table (and this manager with it) has gone by then
            QTimer.singleShot(0, self, lambda b=bubble: b.scene() is not None and b.scene().removeItem(b))
