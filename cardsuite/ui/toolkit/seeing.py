"""What the player asked for to see the table well (issue 24): the four-colour deck, the cards' size and
reduced motion, read from the settings and handed to the pieces that draw and move.

The deck's inks and reduced motion hold for the whole app at once (every card, every table, the start screen),
as the cards' corner letters do; the card size is a table's own, since each table knows how large its cards may
grow before they leave its felt (:attr:`.scene.CardView.MAX_CARD_SCALE`).
"""

from __future__ import annotations

from .cardart.suits import current_deck_colours, set_deck_colours
from .motion import reduced_motion, set_reduced_motion

CARD_SCALES = {"normal": 1.0, "large": 1.15, "largest": 1.3}
"""A card's size against the one the table gives it for the window (the "card_size" setting)."""


def apply_to_app(settings) -> bool:
    """Set the deck's inks and reduced motion from ``settings``; True when the inks changed (cards drawn so far
    must be drawn again)."""
    before = current_deck_colours()
    get = settings.get if settings is not None else (lambda _key: None)
    set_deck_colours("four" if get("four_colour_deck") is True else "two")
    set_reduced_motion(get("reduced_motion") is True)
    return current_deck_colours() != before


def card_scale(setting, largest: float) -> float:
    """How much larger than the table's own size its cards are drawn for a "card_size" ``setting``, at most
    ``largest`` (what the table's layout leaves room for)."""
    return min(CARD_SCALES.get(setting, 1.0), max(1.0, largest))


__all__ = ["CARD_SCALES", "apply_to_app", "card_scale", "reduced_motion"]
