"""Render the card pictures of the rules pages (assets/rules/img/*.png) with the app's card renderer.

Run from the repository root:  python packaging/art/render_rule_pictures.py
The pictures are committed, so the app never renders them at run time.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

OUT = ROOT / "assets" / "rules" / "img"
CARD_W = 84
SCALE = 2  # rendered at twice the size, shown at half: crisp on HiDPI screens


def row(codes, step=None, labels=None, back="classic_blue", tilt=()):
    """Cards side by side (``None`` is a face-down card), each optionally labelled underneath."""
    from cardsuite.ui.toolkit.cardart import default_renderer
    renderer = default_renderer()
    w = CARD_W * SCALE
    h = round(w * 1.4)
    step = (step or (CARD_W + 10)) * SCALE
    label_h = 26 * SCALE if labels else 0
    width = step * (len(codes) - 1) + w + 8 * SCALE
    height = h + label_h + 8 * SCALE
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    font = QFont("DejaVu Sans")
    font.setPixelSize(15 * SCALE)
    font.setBold(True)
    painter.setFont(font)
    for i, code in enumerate(codes):
        x = 4 * SCALE + i * step
        y = 2 * SCALE
        painter.save()
        if i in tilt:
            painter.translate(x + w / 2, y + h / 2)
            painter.rotate(90)
            painter.translate(-(x + w / 2), -(y + h / 2))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(QRectF(x + 2 * SCALE, y + 3 * SCALE, w, h), 5 * SCALE, 5 * SCALE)
        painter.drawPixmap(x, y, renderer.pixmap(code, w, back))
        painter.restore()
        if labels and labels[i]:
            painter.setPen(QColor("#2b2118"))
            painter.drawText(QRectF(x - 10 * SCALE, y + h + 4 * SCALE, w + 20 * SCALE, label_h),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, labels[i])
    painter.end()
    return image


def column(codes, down=0, step_down=14, step_up=30):
    """A Spider column: ``down`` face-down cards, then the face-up ``codes``, overlapping downwards."""
    from cardsuite.ui.toolkit.cardart import default_renderer
    renderer = default_renderer()
    w = CARD_W * SCALE
    h = round(w * 1.4)
    cards = [None] * down + list(codes)
    offsets, y = [], 0
    for i in range(len(cards)):
        offsets.append(y)
        y += (step_down if i < down else step_up) * SCALE
    height = offsets[-1] + h + 6 * SCALE
    image = QImage(w + 8 * SCALE, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for code, off in zip(cards, offsets):
        painter.drawPixmap(4 * SCALE, 2 * SCALE + off, renderer.pixmap(code, w, "classic_red"))
    painter.end()
    return image


def talon(trump="JD"):
    """The Schnapsen talon: the trump card face up and crosswise, the face-down talon on top of it."""
    from cardsuite.ui.toolkit.cardart import default_renderer
    renderer = default_renderer()
    w = CARD_W * SCALE
    h = round(w * 1.4)
    width, height = h + 40 * SCALE, h + 12 * SCALE
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.save()
    painter.translate(h / 2 + 4 * SCALE, height / 2)
    painter.rotate(90)
    painter.drawPixmap(int(-w / 2), int(-h / 2), renderer.pixmap(trump, w))
    painter.restore()
    for i in range(5):
        back = renderer.pixmap(None, w, "classic_blue")
        painter.drawPixmap(int(h * 0.62) + i * 2 * SCALE, 4 * SCALE - i * SCALE, back)
    painter.end()
    return image


def side_by_side(images, gap=36):
    gap *= SCALE
    width = sum(i.width() for i in images) + gap * (len(images) - 1)
    height = max(i.height() for i in images)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    x = 0
    for part in images:
        painter.drawImage(x, 0, part)
        x += part.width() + gap
    painter.end()
    return image


PICTURES = {
    "schnapsen_cards": lambda: row(["AH", "10H", "KH", "QH", "JH"], labels=["11", "10", "4", "3", "2"]),
    "schnapsen_marriage": lambda: row(["KS", "QS"], step=46),
    "schnapsen_talon": talon,
    "canasta_wild": lambda: row(["JK", "2C", "2H"], labels=["50", "20", "20"]),
    "canasta_threes": lambda: row(["3H", "3D", "3S", "3C"]),
    "canasta_natural": lambda: row(["8S", "8H", "8D", "8C", "8S", "8H", "8D"], step=34),
    "canasta_mixed": lambda: row(["KS", "KH", "KD", "KC", "KD", "2S", "JK"], step=34),
    "spider_run": lambda: side_by_side([column(["9S", "8S", "7S", "6S"], down=4),
                                        column(["10H"], down=3), column(["KS", "QS", "JS", "10S", "9S", "8S"])]),
}


def main() -> int:
    app = QApplication.instance() or QApplication([])
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in PICTURES.items():
        image = make()
        image.setDevicePixelRatio(SCALE)
        path = OUT / f"{name}.png"
        image.save(str(path), "PNG")
        print(f"wrote {path.relative_to(ROOT)} ({image.width() // SCALE}x{image.height() // SCALE})")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
