"""Schnapsen's actions: play a card (announcing a marriage with it), exchange the trump jack, close the talon.

``Play`` also keeps its card's number (see :mod:`.cards`; not a field: no part of equality or JSON),
looked up once, as ``card_id``.  The shared instances below let the engine list legal actions
without building new objects.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardsuite.cards import Card
from cardsuite.engine import Action

from .cards import CARDS, INDEX, marriage_partner


@dataclass(frozen=True)
class Play(Action):
    """Play a card; ``marry`` announces the marriage of the king or queen led (RULES S-7)."""

    kind = "play"
    card: Card
    marry: bool = False

    # written out like canasta/engine/actions.py's Discard on purpose: each game looks its card up in
    # its own numbering (its own INDEX), and a shared base would have to be told which.
    def __post_init__(self) -> None:
        object.__setattr__(self, "_id", INDEX.get(self.card) if isinstance(self.card, Card) else None)

    @property
    def card_id(self) -> int | None:
        """The card's number, None for a card that is not part of this game."""
        return self._id


@dataclass(frozen=True)
class ExchangeTrump(Action):
    """Swap the trump jack in hand for the face-up trump card (RULES S-8)."""

    kind = "exchange"


@dataclass(frozen=True)
class Close(Action):
    """Close the talon by turning the trump card down (RULES S-9)."""

    kind = "close"


PLAYS: tuple[Play, ...] = tuple(Play(c) for c in CARDS)
MARRIES: tuple[Play | None, ...] = tuple(Play(c, True) if marriage_partner(i) is not None else None
                                         for i, c in enumerate(CARDS))
EXCHANGE = ExchangeTrump()
CLOSE = Close()
