"""Decks: the built-in one drawn in code, and SVG decks installed for KDE or GNOME."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from cardsuite.cards import Card, Rank, Suit

from .backs import known_back, paint_back_panel
from .courts import paint_court
from .drawing import card_units, paint_blank_card
from .joker import paint_joker
from .pips import paint_ace, paint_corner_indices, paint_number_pips


class CardTheme:
    """How one deck looks.  Subclasses paint a face or a back to fill ``rect`` with any QPainter."""

    name: str = "abstract"

    def paint_face(self, painter: QPainter, rect: QRectF, card_code: str) -> None:
        raise NotImplementedError

    def paint_back(self, painter: QPainter, rect: QRectF, back_id: str) -> None:
        raise NotImplementedError


class BuiltinTheme(CardTheme):
    """The deck the app draws itself: crisp at any size, no files needed."""

    name = "builtin"

    def paint_face(self, painter: QPainter, rect: QRectF, card_code: str) -> None:
        card = Card.parse(card_code)
        with card_units(painter, rect) as px_per_unit:
            paint_blank_card(painter, px_per_unit)
            if card.is_joker:
                paint_joker(painter)
                return
            paint_corner_indices(painter, card)
            if card.rank is Rank.ACE:
                paint_ace(painter, card)
            elif card.rank >= Rank.JACK:
                paint_court(painter, card, px_per_unit)
            else:
                paint_number_pips(painter, card)

    def paint_back(self, painter: QPainter, rect: QRectF, back_id: str) -> None:
        with card_units(painter, rect) as px_per_unit:
            paint_blank_card(painter, px_per_unit)
            paint_back_panel(painter, known_back(back_id), px_per_unit)


_SVG_RANKS = {Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
_SVG_SUITS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}


def svg_element_ids(card_code: str) -> list[str]:
    """Element ids a KDE / aisleriot SVG deck may use for a face, most common naming first."""
    card = Card.parse(card_code)
    if card.is_joker:
        return ["red_joker", "black_joker", "joker"]
    rank = _SVG_RANKS.get(card.rank, str(int(card.rank)))
    suit = _SVG_SUITS[card.suit]
    return [f"{rank}_{suit}", f"{suit}_{rank}"]


class SvgTheme(CardTheme):
    """A single-file SVG deck (KDE carddecks, GNOME aisleriot); missing elements drawn by the built-in theme."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise ValueError(f"Card deck file not found: {self.path}")
        self._renderer = QSvgRenderer(str(self.path))
        if not self._renderer.isValid():
            raise ValueError(f"Not a readable SVG card deck: {self.path}")
        self.name = f"svg:{self.path.resolve()}"
        self._fallback = BuiltinTheme()

    def paint_face(self, painter: QPainter, rect: QRectF, card_code: str) -> None:
        element = self._first_existing(svg_element_ids(card_code))
        if element is None:
            self._fallback.paint_face(painter, rect, card_code)
        else:
            self._render(painter, rect, element)

    def paint_back(self, painter: QPainter, rect: QRectF, back_id: str) -> None:
        if self._renderer.elementExists("back"):
            self._render(painter, rect, "back")
        else:
            self._fallback.paint_back(painter, rect, back_id)

    def _first_existing(self, ids: list[str]) -> str | None:
        return next((element for element in ids if self._renderer.elementExists(element)), None)

    def _render(self, painter: QPainter, rect: QRectF, element: str) -> None:
        """Fit the element into ``rect`` keeping its own proportions, centred."""
        bounds = self._renderer.transformForElement(element).mapRect(self._renderer.boundsOnElement(element))
        target = QRectF(rect)
        if bounds.width() > 0 and bounds.height() > 0:
            scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
            target.setSize(bounds.size() * scale)
            target.moveCenter(rect.center())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._renderer.render(painter, element, target)
        painter.restore()


_THEME_SUBDIRS = ("carddecks", "aisleriot/cards", "kdegames/carddecks")


def _data_dirs() -> list[Path]:
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    roots = [Path(home), *(Path(p) for p in system.split(os.pathsep) if p), Path("/usr/share")]
    return list(dict.fromkeys(roots))


def find_system_themes() -> list[Path]:
    """SVG card decks installed for KDE or GNOME, in the usual data folders (one level of sub-folders)."""
    found: list[Path] = []
    for root in _data_dirs():
        for sub in _THEME_SUBDIRS:
            folder = root / sub
            if not folder.is_dir():
                continue
            for pattern in ("*.svg", "*.svgz", "*/*.svg", "*/*.svgz"):
                found.extend(sorted(p for p in folder.glob(pattern) if p.is_file()))
    return list(dict.fromkeys(found))
