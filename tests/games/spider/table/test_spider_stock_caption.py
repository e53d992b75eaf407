"""The stock's caption is never cut: where the text floor makes it wider than the stock (Polish at 800x600,
"Pozostałe rozdania: 5"), its words go over two lines (issue 24's pictures)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from cardsuite.games.spider.table.widgets import StockCaption


def test_a_caption_wider_than_the_stock_wraps_its_words_and_keeps_them_all(qapp):
    caption = StockCaption("", 13.0, bold=True, align=Qt.AlignmentFlag.AlignHCenter, width=120.0)
    caption.set_text("Pozostałe rozdania: 5")
    metrics = QFontMetricsF(caption.text_font())
    assert metrics.horizontalAdvance(caption.text) + 20 > caption.width      # one line would be cut
    lines = caption.lines()
    assert len(lines) >= 2 and " ".join(lines) == caption.text
    assert all(metrics.horizontalAdvance(line) <= caption.width - 12 for line in lines)
    assert caption.boundingRect().height() >= len(lines) * metrics.height()


def test_a_short_caption_stays_on_one_line(qapp):
    caption = StockCaption("", 13.0, bold=True, align=Qt.AlignmentFlag.AlignHCenter, width=400.0)
    caption.set_text("5 deals left")
    assert caption.lines() == ["5 deals left"]
