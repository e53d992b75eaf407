"""Where the Spider table puts things, for the window it is in (issue 19: use the felt like KPatience).

The ten columns take the whole width (11.6 card units, so a 1120-pixel window shows 96-pixel cards)
and the height follows the window's shape.  Around them:

* a slim top bar: the player's strip, the clock (with the deal's caption under the time) and the
  opponent's strip; the replay's controls take the place of the first two while watching;
* the stock, full size, in the bottom-right corner above its caption, where the two last columns
  stop short of it (KPatience's place for it);
* a slim bottom bar under the other eight columns: the completed runs in reduced form and the
  buttons (or, once the seat has finished, its note and what to do next).

The bars are drawn in design pixels scaled by a *zoom* that keeps the smallest table text at least
the system font size; when the zoomed bars no longer fit in one row they wrap into more rows and the
columns start lower (small windows have height to spare).  The columns fill the rest, their face-up
overlap giving way only when a column would run past its room (:class:`.widgets.ColumnPile`).
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from cardsuite.ui.toolkit import style
from cardsuite.ui.toolkit.cardart import CARD_ASPECT

from .widgets import (COL_X, COL_Y, COLS_MID, COLS_RIGHT, H_MAX, H_MIN, MARGIN, MIN_FONT, W, ClockBadge, StockPile,
                      column_x)

GAP = 20.0          # design pixels between the items of a bar
ME_W, OPP_W = 340.0, 580.0
BOTTOM_GAP = 0.1    # card units between the columns' room and a bar


def button_width(text: str, least: float = 76.0) -> float:
    """A bar button just wide enough for its text (design pixels): the bar fits one row at 1120 pixels.
    Measured at the label's design size: the bars are zoomed so that no floor raises it (:meth:`Layout.refit`)."""
    label = style.font(16, QFont.Weight.DemiBold)
    label.setPixelSize(16)
    return max(least, QFontMetricsF(label).horizontalAdvance(text) + 30.0)


def system_font_px() -> float:
    """The pixel size of the application's font: the floor for table text (:func:`.style.system_font_pixels`)."""
    return style.system_font_pixels()


class Layout:
    """The table's geometry part (mixed into :class:`.table.SpiderTable`)."""

    zoom = 1.0
    col_y = COL_Y
    _geometry: tuple[float, float] | None = None

    def refit(self) -> None:
        vw, vh = self.viewport().width(), self.viewport().height()
        if vw >= 2 and vh >= 2 and getattr(self, "columns", None) is not None:
            h = min(H_MAX, max(H_MIN, W * vh / vw))
            if (W, h) != tuple(self.TABLE_SIZE):
                self.TABLE_SIZE = (W, h)
                self.table_scene.setSceneRect(0, 0, W, h)
            super().refit()   # the view's scale, and with it the text floor (style.set_unit_pixels)
            # the bars grow until their smallest text reaches the floor; their items' fonts, floored for the
            # items' own scale (style.font(..., item=)), then stay at their design sizes
            zoom = max(1.0, style.text_floor() / MIN_FONT)
            geometry = (round(h, 4), round(zoom, 4))
            if geometry != self._geometry:
                self._geometry = geometry
                self.zoom = zoom
                self._arrange()
            return
        super().refit()

    def table_height(self) -> float:
        return self.TABLE_SIZE[1]

    # -- the whole table --------------------------------------------------------------------------

    def _arrange(self) -> None:
        s = style.PX * self.zoom
        h = self.table_height()
        for item in (self.me_strip, self.opp_strip, self.clock_badge, self.deal_label, self.watch_bar,
                     self.foundation_view, self.stock_label, self.side_note, self.score_box,
                     *self._bar_buttons()):
            item.setScale(s)
        # the top bar: one row if it fits, else the opponent on a row of their own
        room = W - 2 * MARGIN
        y = MARGIN
        row_h = self.me_strip.HEIGHT * s
        if (ME_W + ClockBadge.WIDTH + OPP_W + 2 * GAP) * s <= room:
            self.me_strip.setPos(MARGIN, y)
            self.opp_strip.setPos(W - MARGIN - OPP_W * s, y)
            self.clock_badge.setPos(MARGIN + (ME_W + GAP) * s, y)
            bottom = y + row_h
        else:
            self.me_strip.setPos(MARGIN, y)
            self.clock_badge.setPos(MARGIN + (ME_W + GAP) * s, y)
            self.opp_strip.setPos(MARGIN, y + row_h + 0.08)
            bottom = y + 2 * row_h + 0.08
        self.watch_bar.setPos(MARGIN, y)
        clock = self.clock_badge.pos()
        self.deal_label.setPos(clock.x() + ClockBadge.WIDTH * s / 2, clock.y() + ClockBadge.TEXT_TOP * s)
        self.score_box.setPos(MARGIN, bottom + 0.06)
        self.col_y = max(COL_Y, bottom + 0.1)
        for i, pile in enumerate(self.columns):
            pile.pos = QPointF(column_x(i), self.col_y)
        # the stock in the bottom-right corner, its caption above it
        stock_x = COLS_RIGHT - StockPile.WIDTH
        self.stock.pos = QPointF(stock_x, h - MARGIN - CARD_ASPECT)
        self.stock.layout()
        self.hints.place_button(QPointF(stock_x - 0.32, h - 0.34))
        self.toast.setPos(COLS_MID, h * 0.55)
        self.confirm.setPos(COLS_MID, h / 2)
        self.result_panel.setPos(W / 2, h / 2)
        self.fit_overlays()
        self.summary_panel.setPos(W / 2, h / 2)
        self.pass_screen.setPos(W / 2, h / 2)
        self._arrange_bottom()

    def fit_overlays(self) -> None:
        """The sheets in the middle grow with the bars, as far as the table has room for them."""
        h = self.table_height()
        sizes = ((self.result_panel, self.result_panel.WIDTH, self.result_panel.sheet_height + 40),
                 (self.confirm, self.confirm.width, self.confirm.height), (self.toast, 0.0, 0.0))
        for item, width, height in sizes:
            fit = min((W - 0.2) / (width * style.PX), (h - 0.2) / (height * style.PX)) if width else self.zoom
            item.setScale(style.PX * max(1.0, min(self.zoom, fit)))

    def _bar_buttons(self) -> list[Any]:
        return [self.deal_button, self.undo_button, self.done_button, self.hint_button, self.auto_button,
                self.watch_button, self.skip_button, self.result_button]

    # -- the bottom bar ---------------------------------------------------------------------------

    def _bottom_items(self) -> list[tuple[Any, float, float, Callable[[float, float], None]]]:
        """What the bottom bar shows now, each as (item, width, height, place at top-left)."""
        s = style.PX * self.zoom
        out = []

        def top_left(item):
            return lambda x, y: item.setPos(x, y)

        def centre(item, w, hh):
            return lambda x, y: item.setPos(x + w / 2, y + hh / 2)

        fw, fh = self.foundation_view.size()
        out.append((self.foundation_view, fw * s, fh * s, top_left(self.foundation_view)))
        if self.side_note.isVisible():
            note_h = self.side_note.height_units() * self.zoom
            out.append((self.side_note, self.side_note.width * s, note_h, top_left(self.side_note)))
        for button in self._bar_buttons():
            if button.isVisible():
                bw, bh = button.size()
                out.append((button, bw * s, bh * s, centre(button, bw * s, bh * s)))
        return out

    def _arrange_bottom(self) -> None:
        """Lay the bar's items out left to right in rows from the bottom up; the columns above stop
        short of it, and the two over the stock short of the stock while it has cards."""
        h = self.table_height()
        gap = GAP * style.PX * self.zoom
        right = COLS_RIGHT - StockPile.WIDTH - 0.62
        rows: list[list[tuple[Any, float, float, Callable]]] = [[]]
        x = COL_X
        for entry in self._bottom_items():
            if rows[-1] and x + entry[1] > right:
                rows.append([])
                x = COL_X
            rows[-1].append(entry)
            x += entry[1] + gap
        bottom = h - MARGIN
        for row in reversed(rows):
            row_h = max((e[2] for e in row), default=0.0)
            top = bottom - row_h
            x = COL_X
            for _item, w, eh, place in row:
                place(x, top + (row_h - eh) / 2)
                x += w + gap
            bottom = top - 0.06
        bar_top = bottom + 0.06
        # the stock's caption sits above it, or at the bottom once the stock is empty
        board = getattr(self, "shown_board", None)
        stocked = board is None or bool(board.stock_cards)
        stock_x = COLS_RIGHT - StockPile.WIDTH
        self.stock_label.prepareGeometryChange()
        self.stock_label.width = StockPile.WIDTH * 100 / self.zoom
        label_h = self.stock_label.boundingRect().height() * style.PX * self.zoom
        label_y = h - MARGIN - label_h - (0.08 if stocked else 0.0)
        # centred on the packets (they lie right-aligned) as far as the caption's pill stays over the stock
        pill = self.stock_label.pill_width() * style.PX * self.zoom
        centre = self.stock.base_rect().center().x() if stocked else stock_x + StockPile.WIDTH / 2
        self.stock_label.setPos(max(stock_x + pill / 2, min(centre, COLS_RIGHT - pill / 2)), label_y)
        stock_top = h - MARGIN - CARD_ASPECT - 0.02 if stocked else label_y
        for i, pile in enumerate(self.columns):
            limit = stock_top if column_x(i) + 1.0 > stock_x - 0.05 else bar_top
            pile.max_extent = max(CARD_ASPECT, limit - BOTTOM_GAP - self.col_y)
            pile.layout()

    def column_room(self, i: int) -> float:
        """How far column ``i`` may reach down (scene units), for tests and tools."""
        return self.columns[i].pos.y() + self.columns[i].max_extent

