"""Hint bubbles: small tips that point at the thing they explain.

As in the StarGames tables: a green X closes one tip for good (in every later
round and match, for every player at this screen: the choices belong to the
profile); the red X beside "Show hints?" turns hints off altogether; a green
round "?" on the table turns them back on.  Both choices live in the settings
("hints_closed" under :data:`FIRST_TIME`, "hints_enabled").

A bubble never hides what is live on the table: it is placed, above or below
what it points at, where it covers the least of the status lines, clocks,
player panels and buttons (found in the scene, or marked with :func:`keep_clear`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from . import style
from .cardart import CARD_ASPECT
from .items import CardItem
from .panels import TableButton, TableLabel, TextNote, Toast
from .players import PlayerPanel, PlayerStrip

MAX_REMEMBERED_MATCHES = 30
FIRST_TIME = "*first-time*"   # the "hints_closed" entry of tips closed for good, not per match
TEXT_WIDTH = 236.0
PAD = 14.0
CLOSE_R = 11.0
OFF_R = 9.0
ARROW = 13.0
GAP = 0.06
WRAPS = (1.0, 0.72, 1.4)   # line widths a bubble may take (times TEXT_WIDTH) to find a free place
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


def _overlap(a: QRectF, b: QRectF) -> float:
    cut = a.intersected(b)
    return 0.0 if cut.isEmpty() else cut.width() * cut.height()


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
        self.arrow_x = 40.0
        self.arrow_down = True
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

    def candidates(self, target: QRectF, bounds: QRectF) -> list[tuple[float, float, bool, float]]:
        """Places (x, y, arrow down, arrow x) for the body that point at ``target``, the usual one first."""
        w, h = self.body_size()
        arrow = ARROW * style.PX
        lo, hi = bounds.left() + 0.08, bounds.right() - w - 0.08
        slack = 24.0 * style.PX
        above = target.top() - GAP - arrow - h
        below = target.bottom() + GAP + arrow
        places = []
        for y, down in ((above, True), (below, False)):
            if y < bounds.top() + 0.02 or y + h > bounds.bottom() - 0.02:
                continue
            for ax in (target.center().x(), target.left() + target.width() * 0.2,
                       target.right() - target.width() * 0.2):   # a wide target may be pointed at off-centre
                for x in [ax - w * f for f in (0.3, 0.1, 0.5, 0.7, 0.9)] + [ax - slack, ax - w + slack]:
                    x = min(max(x, lo), hi)
                    if x + slack * 0.9 <= ax <= x + w - slack * 0.9:   # the arrow stays on the body
                        places.append((x, y, down, ax))
        if not places:
            cx = target.center().x()
            places.append((min(max(cx - w * 0.3, lo), hi), below if above < bounds.top() else above,
                           above >= bounds.top(), cx))
        return places

    def place(self, target: QRectF, bounds: QRectF, avoid: list[QRectF] | None = None,
              soft: list[QRectF] | None = None) -> None:
        """Point at ``target`` from where the body covers least of ``avoid`` (live information), then of
        ``soft`` (cards), never ``target`` itself; the usual place (above, arrow near its left) wins ties.

        Trying shapes changes the bounding rect, so the scene is told first: an index entry left at the old
        rect would outlive the bubble and crash a later hit test or paint."""
        self.prepareGeometryChange()
        self._wrap = max(WRAPS)
        self._layout()
        w, h = self.body_size()
        reach = target.adjusted(-w, -h - 1.0, w, h + 1.0)    # nothing farther away can be covered
        avoid = [r for r in avoid or () if r.intersects(reach)]
        soft = [r for r in soft or () if r.intersects(reach)]
        best, best_cost, rank = None, None, 0
        for shape in WRAPS:                       # the usual shape first, then narrower and wider ones
            self._wrap = shape
            self._layout()
            w, h = self.body_size()
            for x, y, down, ax in self.candidates(target, bounds):
                body = QRectF(x, y, w, h)
                cost = 40.0 * _overlap(body, target) + sum(10.0 * _overlap(body, r) for r in avoid)
                cost += sum(_overlap(body, r) for r in soft) + rank * 1e-4
                rank += 1
                if best_cost is None or cost < best_cost:
                    best, best_cost = (shape, (x, y, down, ax)), cost
        shape, where = best
        self._wrap = shape
        self._layout()
        self._set_place(*where)

    def point_at(self, target: QRectF, bounds: QRectF) -> None:
        """Place the bubble above ``target`` (below if there is no room), arrow on its centre."""
        self._set_place(*self.candidates(target, bounds)[0])

    def _set_place(self, x: float, y: float, down: bool, cx: float) -> None:
        self.arrow_down = down
        self.prepareGeometryChange()
        self.arrow_x = min(max((cx - x) / style.PX, 22.0), self._body.width() - 22.0)
        self.setPos(x, y)
        self.update()

    def _path(self) -> QPainterPath:
        body = QPainterPath()
        body.addRoundedRect(self._body, 12, 12)
        tip = QPainterPath()
        ax = self.arrow_x
        if self.arrow_down:
            y = self._body.bottom()
            tip.moveTo(ax - ARROW, y - 1)
            tip.lineTo(ax, y + ARROW)
            tip.lineTo(ax + ARROW, y - 1)
        else:
            y = self._body.top()
            tip.moveTo(ax - ARROW, y + 1)
            tip.lineTo(ax, y - ARROW)
            tip.lineTo(ax + ARROW, y + 1)
        tip.closeSubpath()
        return body.united(tip)

    def boundingRect(self) -> QRectF:
        return self._body.adjusted(-12, -ARROW - 12, 12, ARROW + 14)

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
        """Point ``bubble`` at ``anchor`` where it hides no live item (nor, if it can help it, cards)."""
        target = anchor_rect(anchor)
        exclude = (anchor, self.button)
        avoid = [r for r in live_rects(self.scene, exclude) if not r.contains(target)]
        avoid += [QRectF(r) for r in self.keep_clear_rects]
        soft = [item.sceneBoundingRect() for item in self.scene.items()
                if isinstance(item, CardItem) and item.isVisible()]
        key = tuple(r.getRect() for r in [target, self.bounds, *avoid, *soft]) + (bubble.text, style.text_floor())
        if key != bubble.placed_for:          # a render shows the same tip again: place it only if a thing moved
            bubble.place(target, self.bounds, avoid, soft)
            bubble.placed_for = key

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
