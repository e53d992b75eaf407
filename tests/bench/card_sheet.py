"""Render every face and every back of the built-in deck onto one PNG, to look at the card art.

    python tests/bench/card_sheet.py out.png --width 120 [--dpr 2] [--background "#2e6b3f"]

Not a test: a person looks at the sheet.  Rows are the suits (A..K), then the joker and the backs.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from cardsuite.cards import ALL_SUITS, STANDARD_RANKS, Card  # noqa: E402
from cardsuite.ui.toolkit.cardart import BACKS, CARD_ASPECT, CardRenderer, paint_highlight  # noqa: E402


def sheet_rows() -> list[list[tuple[str | None, str]]]:
    """(card code or None for a back, back id) per cell, one list per row."""
    rows: list[list[tuple[str | None, str]]] = [
        [(Card(rank, suit).code, "") for rank in STANDARD_RANKS] for suit in ALL_SUITS
    ]
    rows.append([("JK", "")] + [(None, back) for back in BACKS])
    return rows


def render_sheet(width: int, dpr: float, background: str, states: bool) -> QImage:
    renderer = CardRenderer()
    height = round(width * CARD_ASPECT)
    gap = max(6, width // 10)
    rows = sheet_rows()
    columns = max(len(row) for row in rows)
    size_w = gap + columns * (width + gap)
    size_h = gap + (len(rows) + (1 if states else 0)) * (height + gap)
    image = QImage(round(size_w * dpr), round(size_h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor(background))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for r, row in enumerate(rows):
        for c, (code, back) in enumerate(row):
            pixmap = renderer.pixmap(code, width, back or "classic_blue", device_pixel_ratio=dpr)
            painter.drawPixmap(QPointF(gap + c * (width + gap), gap + r * (height + gap)), pixmap)
    if states:
        top = gap + len(rows) * (height + gap)
        for c, kind in enumerate(("highlight", "selected", "dim")):
            rect = QRectF(gap + c * (width + gap), top, width, height)
            painter.drawPixmap(rect.topLeft(), renderer.pixmap("QH", width, device_pixel_ratio=dpr))
            paint_highlight(painter, rect, kind)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path)
    parser.add_argument("--width", type=int, default=120, help="card width in logical pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--background", default="#2e6b3f", help="table colour behind the cards")
    parser.add_argument("--states", action="store_true", help="add a row showing highlight, selected, dim")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    image = render_sheet(args.width, args.dpr, args.background, args.states)
    if not image.save(str(args.output)):
        print(f"could not write {args.output}", file=sys.stderr)
        return 1
    print(f"wrote {args.output} ({image.width()} x {image.height()} px)")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
