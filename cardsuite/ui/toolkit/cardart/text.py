"""Text turned into vector paths, so indices and marks scale with the card like every other shape."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QPainterPath, QTransform

_SERIF_FAMILIES = ["DejaVu Serif", "Liberation Serif", "Noto Serif", "Georgia", "Times New Roman", "serif"]
_SANS_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica", "sans-serif"]


def _font(families: list[str], weight: QFont.Weight = QFont.Weight.Bold) -> QFont:
    font = QFont()
    font.setFamilies(families)
    font.setPointSizeF(100)
    font.setWeight(weight)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@cache
def _raw_text(text: str, serif: bool) -> QPainterPath:
    path = QPainterPath()
    path.addText(QPointF(0, 0), _font(_SERIF_FAMILIES if serif else _SANS_FAMILIES), text)
    return path


@cache
def _cap_box(serif: bool) -> QRectF:
    """The box of a capital letter, so every index gets the same cap height whatever its glyphs."""
    return _raw_text("H", serif).boundingRect()


def text_path(text: str, center_x: float, top: float, cap_height: float, max_width: float,
              serif: bool = True) -> QPainterPath:
    """``text`` as a path: cap height ``cap_height``, top at ``top``, centred, squeezed to ``max_width``."""
    raw = _raw_text(text, serif)
    cap = _cap_box(serif)
    scale = cap_height / cap.height()
    bounds = raw.boundingRect()
    squeeze = min(1.0, max_width / max(bounds.width() * scale, 1e-6))
    transform = QTransform()
    transform.translate(center_x, top)
    transform.scale(scale * squeeze, scale)
    transform.translate(-bounds.center().x(), -cap.top())
    return transform.map(raw)


CORNER_LETTERS: dict[str, dict[str, str]] = {
    "international": {},
    "pl": {"J": "W", "Q": "D"},   # walet, dama, król, as
    "sl": {"J": "F", "Q": "D"},   # fant, dama, kralj, as
}
"""Letters that differ from the international J Q K A, by style (a language code, or "international")."""

_corner_style = "international"


def corner_style(setting: str | None, language: str) -> str:
    """The letters a ``card_letters`` setting asks for: "language" follows ``language`` (international
    where it has no letters of its own), "international" is always J Q K A."""
    if setting == "international":
        return "international"
    return language if language in CORNER_LETTERS else "international"


def set_corner_style(style: str) -> None:
    """The letters every card drawn from now on shows (the renderer keys its cache on them)."""
    global _corner_style
    _corner_style = style if style in CORNER_LETTERS else "international"


def current_corner_style() -> str:
    return _corner_style


def rank_letter(code: str) -> str:
    """A rank's code ("J", "10") as the card's corner prints it in the current style."""
    return CORNER_LETTERS[_corner_style].get(code, code)
