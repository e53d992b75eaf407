"""Card art drawn in code: the built-in deck, SVG decks installed on the system, and a pixmap cache.

Everything the built-in theme draws is vector (QPainterPath, text turned into paths), laid out
in *card units*: a card is 100 units wide and 140 high whatever its size on screen.  So one
drawing serves every size and every device pixel ratio, and the tables only ever ask
``CardRenderer.pixmap(code, width)`` for the size they need right now.

Where each part lives: ``geometry`` (layout, no Qt), ``drawing`` (colours, pens, shapes), ``text``,
``suits``, ``pips`` (number cards and aces), ``courts``, ``joker``, ``backs``, ``themes`` (built-in
and SVG decks), ``highlights`` and ``renderer`` (the pixmap cache).
"""

from .backs import BACKS
from .courts import COURT_FRAME
from .geometry import (CARD_ASPECT, CORNER_RADIUS, INDEX_MAX_WIDTH, INDEX_X, PIP_COLUMNS, PIP_LAYOUTS, PIP_SIZE,
                       UNIT_H, UNIT_W)
from .highlights import paint_highlight
from .pips import pip_positions
from .renderer import CardRenderer, default_renderer
from .suits import suit_color, suit_path
from .text import corner_style, rank_letter, set_corner_style, text_path
from .themes import BuiltinTheme, CardTheme, SvgTheme, find_system_themes, svg_element_ids

__all__ = [
    "BACKS",
    "CARD_ASPECT",
    "CORNER_RADIUS",
    "COURT_FRAME",
    "INDEX_MAX_WIDTH",
    "INDEX_X",
    "PIP_COLUMNS",
    "PIP_LAYOUTS",
    "PIP_SIZE",
    "UNIT_H",
    "UNIT_W",
    "BuiltinTheme",
    "CardRenderer",
    "CardTheme",
    "SvgTheme",
    "default_renderer",
    "find_system_themes",
    "paint_highlight",
    "pip_positions",
    "suit_color",
    "suit_path",
    "svg_element_ids",
    "corner_style",
    "rank_letter",
    "set_corner_style",
    "text_path",
]
