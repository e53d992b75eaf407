"""A game's picture on its start-screen card: a fan of its characteristic cards, drawn by the card renderer
from a fixed sample deal, with a back behind it."""

from __future__ import annotations

import logging

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

log = logging.getLogger(__name__)

FALLBACK_PICTURE = ("AS", "KH", "QD", "JC", "10S")


def _cards_in(value, found: list, depth: int = 0) -> None:
    """Collect the Card objects in a view (dataclass fields, tuples, lists, dicts), in order."""
    from cardsuite.cards import Card
    if depth > 4 or len(found) > 60:
        return
    if isinstance(value, Card):
        found.append(value)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            _cards_in(getattr(value, name, None), found, depth + 1)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in (sorted(value) if isinstance(value, (set, frozenset)) and _sortable(value) else value):
            _cards_in(item, found, depth + 1)
    elif isinstance(value, dict):
        for item in value.values():
            _cards_in(item, found, depth + 1)


def _sortable(values) -> bool:
    try:
        sorted(values)
        return True
    except TypeError:
        return False


def picture_cards(entry, count: int = 5) -> list[str]:
    """Characteristic cards for a game's picture: the first seat's cards of a fixed sample deal.

    A registry entry may name its own with a ``picture`` attribute (card codes).  Any failure
    falls back to a neutral fan, so a broken game never breaks the start screen.
    """
    own = getattr(entry, "picture", None)
    if own:
        return [str(code) for code in own][:count]
    try:
        game = entry.game()
        options = game.Options.from_preset()
        context = game.round_context(options, game.new_match_score(options), 0)
        view = game.new_state(options, 20240607, context).view(0)
        found: list = []
        _cards_in(view, found)
        codes: list[str] = []
        for card in found:
            if card.code not in codes:
                codes.append(card.code)
        if len(codes) >= 3:
            if len(codes) > count:
                step = len(codes) / count
                codes = [codes[int(i * step)] for i in range(count)]
            return codes
    except Exception as error:  # a game in progress of being written must not break the start screen
        log.warning("cardsuite: no picture for %s: %s", entry.name, error)
    return list(FALLBACK_PICTURE[:count])


def game_picture(entry, width: int, height: int, back: str = "classic_blue", dpr: float = 1.0) -> QPixmap:
    """A fan of the game's characteristic cards (drawn by the card renderer) with a back behind it."""
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    try:
        from ..toolkit.cardart import default_renderer
        renderer = default_renderer()
        codes = picture_cards(entry)
        card_w = int(height * 0.62 / 1.4 * 1.25)
        card_h = round(card_w * 1.4)
        centre = width / 2 - card_w * 0.22  # the fan a little left of centre, the back card to its right
        pivot = QPointF(centre, height + card_h * 0.95)
        radius = pivot.y() - card_h * 0.55 - height * 0.08
        spread = 11.0 if len(codes) > 3 else 14.0
        first = -spread * (len(codes) - 1) / 2
        # a face-down card behind the fan, for depth
        painter.save()
        painter.translate(centre + card_w * 1.1, height * 0.48)
        painter.rotate(14)
        painter.setOpacity(0.85)
        painter.drawPixmap(QRectF(-card_w / 2, -card_h / 2, card_w, card_h),
                           renderer.pixmap(None, card_w, back, device_pixel_ratio=dpr), QRectF())
        painter.restore()
        for i, code in enumerate(codes):
            angle = first + i * spread
            painter.save()
            painter.translate(pivot)
            painter.rotate(angle)
            painter.translate(0, -radius)
            shadow = QRectF(-card_w / 2 + 3, -card_h / 2 + 4, card_w, card_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(shadow, card_w * 0.06, card_w * 0.06)
            painter.drawPixmap(QRectF(-card_w / 2, -card_h / 2, card_w, card_h),
                               renderer.pixmap(code, card_w, device_pixel_ratio=dpr), QRectF())
            painter.restore()
    except Exception as error:  # the art is decoration: never let it stop the window
        log.warning("cardsuite: could not draw the picture of %s: %s", entry.name, error)
    finally:
        painter.end()
    return pixmap
