"""Table cloths: a few felt presets (a colour and a texture, both drawn in code) and their swatches.

The table colour stays a plain "#rrggbb" setting ("table_colour"), so any colour can be picked; the
texture ("table_texture") is a small tile of grain laid over the lit colour, repeated in screen pixels.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient

TILE = 128
DEFAULT_TEXTURE = "cloth"
TEXTURES = ("cloth", "weave", "linen", "velvet", "wood", "plain")

HIGH_CONTRAST = "#050505"
"""The high-contrast cloth: plain near-black, so the white cards, the light table text and the gold highlights
stand out as far as they can (and the table's plates and marks draw bolder on it: :func:`is_high_contrast`)."""

# (id, name, colour, texture): the first is the default table
FELTS = (
    ("casino", QT_TRANSLATE_NOOP("Felts", "Casino green"), "#1e6b3a", "cloth"),
    ("billiard", QT_TRANSLATE_NOOP("Felts", "Billiard"), "#2f7d32", "weave"),
    ("ocean", QT_TRANSLATE_NOOP("Felts", "Ocean blue"), "#1d4f7a", "cloth"),
    ("burgundy", QT_TRANSLATE_NOOP("Felts", "Burgundy velvet"), "#6e2230", "velvet"),
    ("slate", QT_TRANSLATE_NOOP("Felts", "Slate linen"), "#3d4a52", "linen"),
    ("walnut", QT_TRANSLATE_NOOP("Felts", "Walnut"), "#5a3b22", "wood"),
    ("contrast", QT_TRANSLATE_NOOP("Felts", "High contrast"), HIGH_CONTRAST, "plain"),
)

_tiles: dict[str, QPixmap] = {}


def texture_of(name) -> str:
    """A known texture name (an unknown or missing one is the default cloth)."""
    return name if name in TEXTURES else DEFAULT_TEXTURE


def felt_of(colour: str, texture: str) -> str | None:
    """The preset with this colour and texture, or None (a custom cloth)."""
    for felt_id, _name, c, t in FELTS:
        if c.lower() == str(colour).lower() and t == texture_of(texture):
            return felt_id
    return None


def is_high_contrast(colour) -> bool:
    """Whether ``colour`` is the high-contrast cloth's."""
    return str(colour).lower() == HIGH_CONTRAST


def _dots(rng: random.Random, dark: int, light: int) -> QImage:
    """A tile of grain: each pixel a faint black or white (premultiplied BGRA bytes, built in one pass --
    the start screen draws this before its first paint, and a pixel-by-pixel QImage call per pixel cost
    ~20 ms)."""
    data = bytearray(TILE * TILE * 4)
    for i in range(0, len(data), 4):
        if rng.random() < 0.5:
            data[i + 3] = int(rng.random() * dark)
        else:
            alpha = int(rng.random() * light)
            data[i:i + 4] = bytes((alpha, alpha, alpha, alpha))
    return QImage(bytes(data), TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied).copy()


def _draw(texture: str) -> QImage:
    """One tile of ``texture``: translucent grain that darkens and lightens whatever colour is under it."""
    rng = random.Random(7)
    if texture in ("cloth", "velvet"):
        image = _dots(rng, 10, 7)
    else:
        image = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
    if texture == "plain":
        return image
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if texture == "weave":            # a fine twill: diagonal threads, every other one darker
        for i in range(-TILE, 2 * TILE, 4):
            painter.setPen(QPen(QColor(0, 0, 0, 22 if (i // 4) % 2 else 10), 1.4))
            painter.drawLine(QPointF(i, 0), QPointF(i + TILE, TILE))
            painter.drawLine(QPointF(i - TILE, 0), QPointF(i, TILE))
    elif texture == "linen":          # uneven threads both ways
        for i in range(0, TILE, 3):
            painter.setPen(QPen(QColor(255, 255, 255, rng.randint(3, 12)), 1.0))
            painter.drawLine(QPointF(0, i + 0.5), QPointF(TILE, i + 0.5))
            painter.setPen(QPen(QColor(0, 0, 0, rng.randint(6, 18)), 1.0))
            painter.drawLine(QPointF(i + 0.5, 0), QPointF(i + 0.5, TILE))
    elif texture == "velvet":         # soft pile: wide, faint blotches of sheen
        painter.setPen(Qt.PenStyle.NoPen)
        for _ in range(26):
            centre = QPointF(rng.uniform(0, TILE), rng.uniform(0, TILE))
            radius = rng.uniform(14, 34)
            shade = QColor(255, 255, 255, 9) if rng.random() < 0.5 else QColor(0, 0, 0, 14)
            glow = QRadialGradient(centre, radius)
            glow.setColorAt(0.0, shade)
            glow.setColorAt(1.0, QColor(shade.red(), shade.green(), shade.blue(), 0))
            for dx in (-TILE, 0, TILE):       # wrapped, so the tile repeats without a seam
                for dy in (-TILE, 0, TILE):
                    painter.save()
                    painter.translate(dx, dy)
                    painter.setBrush(glow)
                    painter.drawEllipse(centre, radius, radius)
                    painter.restore()
    elif texture == "wood":           # grain: wavy lines across the tile, a period that repeats
        for i in range(0, TILE, 2):
            alpha = int(8 + 14 * abs(math.sin(i * 0.37)) + rng.randint(0, 8))
            painter.setPen(QPen(QColor(0, 0, 0, alpha) if i % 6 else QColor(255, 220, 160, 12), 1.1))
            points = [QPointF(x, i + 2.2 * math.sin(2 * math.pi * x / TILE + i * 0.05)) for x in range(0, TILE + 1, 8)]
            for a, b in zip(points, points[1:]):
                painter.drawLine(a, b)
    painter.end()
    return image


def texture_tile(texture) -> QPixmap:
    """The repeating tile of ``texture`` (drawn once, then kept)."""
    name = texture_of(texture)
    if name not in _tiles:
        _tiles[name] = QPixmap.fromImage(_draw(name))
    return _tiles[name]


def paint_cloth(painter: QPainter, rect: QRectF, colour: QColor, texture) -> None:
    """Lit felt of ``colour`` over ``rect`` (device pixels), the texture tiled on top."""
    glow = QRadialGradient(rect.center() - QPointF(0, rect.height() * 0.08), max(rect.width(), rect.height()) * 0.72)
    glow.setColorAt(0.0, colour.lighter(122))
    glow.setColorAt(0.55, colour)
    glow.setColorAt(1.0, colour.darker(160))
    painter.fillRect(rect, glow)
    painter.drawTiledPixmap(rect, texture_tile(texture))


def swatch(colour: str, texture, width: int = 72, height: int = 48) -> QPixmap:
    """A small picture of a cloth, for the settings dialog."""
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    paint_cloth(painter, QRectF(0, 0, width, height), QColor(colour), texture)
    painter.end()
    return pixmap
