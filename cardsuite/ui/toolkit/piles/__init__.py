"""Piles: where cards lie and how they overlap, in card units.

A pile holds card items and computes each one's home (position, rotation,
stacking order, side up).  It knows nothing of any game: a table hands it
the cards a view shows, and the pile reuses the items of cards it (or any
other pile) already holds, so a card that changes pile keeps its item and
can fly there.  Cards are given as ``Card``, a text code, ``None`` (a face
down card nobody may know) or ``(card, face_up)``.

Where each kind lives: ``base`` (:class:`Pile`, its marker, ``card_spec``), ``stack`` (a squared
stack with its count badge), ``fan`` (a hand in an arc), ``spread`` (a column or a browsable
discard), ``trick`` (the current trick) and ``meld`` (groups of melds).
"""

from .base import CARD_RECT, Pile, PileMarker, card_spec
from .fan import FannedHand, fan_extent
from .meld import RIBBON_COLOURS, GroupRibbon, MeldGroup, MeldZone
from .spread import SpreadPile
from .stack import CountBadge, StackPile
from .trick import DEFAULT_TRICK_SLOTS, TrickArea

__all__ = [
    "CARD_RECT",
    "DEFAULT_TRICK_SLOTS",
    "RIBBON_COLOURS",
    "CountBadge",
    "FannedHand",
    "GroupRibbon",
    "MeldGroup",
    "MeldZone",
    "Pile",
    "PileMarker",
    "SpreadPile",
    "StackPile",
    "TrickArea",
    "card_spec",
    "fan_extent",
]
