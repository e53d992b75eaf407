"""The cards of the current trick, each at its player's slot."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF

from ..cardart import CARD_ASPECT
from ..items import CardItem, Placement
from ..scene import TableScene
from .base import Pile, card_spec

DEFAULT_TRICK_SLOTS = {
    2: ((-0.22, 0.32, -5.0), (0.22, -0.32, 6.0)),
    3: ((0.0, 0.38, -3.0), (-0.62, -0.18, -11.0), (0.62, -0.18, 10.0)),
    4: ((0.0, 0.42, -3.0), (-0.72, 0.0, -12.0), (0.0, -0.42, 5.0), (0.72, 0.0, 11.0)),
}


class TrickArea(Pile):
    """The cards of the current trick, each at its player's slot, slightly turned.

    ``pos`` is the centre.  Slot 0 is the player at the bottom of the screen,
    then clockwise; ``set_plays`` takes (slot, card) pairs in play order.
    ``source_slots`` maps the engine's pile names ("hand1") to slots, so a
    card flying in from an event lands at its player's slot.
    """

    def __init__(self, scene: TableScene, pos=(0.0, 0.0), *, players: int = 2,
                 slots: Sequence[tuple[float, float, float]] | None = None, **kw):
        self.slots = tuple(slots) if slots is not None else DEFAULT_TRICK_SLOTS.get(players, DEFAULT_TRICK_SLOTS[2])
        self.source_slots: dict[str, int] = {}
        self._slot_of: dict[int, int] = {}
        super().__init__(scene, pos, **kw)

    def slot_for(self, source: str) -> int:
        """The slot of a card coming from the pile the engine calls ``source`` (set ``source_slots``)."""
        return self.source_slots.get(source, len(self.items))

    def set_plays(self, plays: Iterable[tuple[int, Any]]) -> None:
        plays = list(plays)
        items = self._adopt([card_spec(card) for _, card in plays])
        self._slot_of = {id(item): slot for item, (slot, _) in zip(items, plays)}
        self.layout()

    def set_cards(self, cards: Iterable[Any]) -> None:
        self.set_plays(list(enumerate(cards)))

    def add_play(self, item: CardItem, slot: int, face_up: bool = True) -> None:
        self.add_item(item, face_up)
        self._slot_of[id(item)] = slot

    def add_item(self, item: CardItem, face_up: bool | None = None) -> None:
        super().add_item(item, face_up)
        self._slot_of.setdefault(id(item), len(self.items) - 1)

    def placement(self, index: int, item: CardItem) -> Placement:
        slot = self._slot_of.get(id(item), index) % len(self.slots)
        dx, dy, angle = self.slots[slot]
        return Placement(self.pos + QPointF(dx - 0.5, dy - CARD_ASPECT / 2), angle, self.z + index)

    def base_rect(self) -> QRectF:
        xs = [s[0] for s in self.slots]
        ys = [s[1] for s in self.slots]
        return QRectF(self.pos.x() + min(xs) - 0.5, self.pos.y() + min(ys) - CARD_ASPECT / 2,
                      max(xs) - min(xs) + 1.0, max(ys) - min(ys) + CARD_ASPECT)

    def _next_pos(self) -> QPointF:
        dx, dy, _ = self.slots[len(self.items) % len(self.slots)]
        return self.pos + QPointF(dx - 0.5, dy - CARD_ASPECT / 2)
