"""The pixmap cache: turns (theme, card, size) into pixmaps, and the renderer the whole app shares."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from cardsuite.cards import Card

from .backs import known_back
from .geometry import CARD_ASPECT
from .suits import current_deck_colours
from .text import current_corner_style
from .themes import BuiltinTheme, CardTheme


class CardRenderer:
    """Turns (theme, card, size) into pixmaps and keeps the recent ones, so repaints cost nothing."""

    CACHE_SIZE = 400

    def __init__(self, theme: CardTheme | None = None) -> None:
        self._theme: CardTheme = theme if theme is not None else BuiltinTheme()
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()

    @property
    def theme(self) -> CardTheme:
        return self._theme

    def set_theme(self, theme: CardTheme) -> None:
        self._theme = theme
        self._cache.clear()

    def pixmap(self, card_code: str | None, width: int, back: str = "classic_blue", *,
               device_pixel_ratio: float = 1.0) -> QPixmap:
        """A card ``width`` x round(width * CARD_ASPECT) logical pixels; ``card_code`` None is the back."""
        code = None if card_code is None else Card.parse(card_code).code
        width = int(width)
        if width < 1 or device_pixel_ratio <= 0:
            raise ValueError(f"bad card size: width {width}, device pixel ratio {device_pixel_ratio}")
        back_id = known_back(back) if code is None else ""
        key = (self._theme.name, code, back_id, width, float(device_pixel_ratio),
               (current_corner_style(), current_deck_colours()) if code else "")
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render(code, width, back_id, device_pixel_ratio)
        self._cache[key] = pixmap
        while len(self._cache) > self.CACHE_SIZE:
            self._cache.popitem(last=False)
        return pixmap

    def _render(self, code: str | None, width: int, back_id: str, dpr: float) -> QPixmap:
        height = round(width * CARD_ASPECT)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            rect = QRectF(0, 0, width, height)
            if code is None:
                self._theme.paint_back(painter, rect, back_id)
            else:
                self._theme.paint_face(painter, rect, code)
        finally:
            painter.end()
        return pixmap


_default_renderer: CardRenderer | None = None


def default_renderer() -> CardRenderer:
    """The renderer the whole app shares, so every table reuses one cache."""
    global _default_renderer
    if _default_renderer is None:
        _default_renderer = CardRenderer()
    return _default_renderer
