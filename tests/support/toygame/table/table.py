"""The toy game's table: the toolkit's test vehicle, kept small on purpose.

Own hand fanned at the bottom, the opponent's backs at the top, the trick in
the middle, the stock on the left.  A card is played by clicking it or by
dragging it onto the trick; which cards may be played comes from ``legal``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF

from cardsuite.ui.toolkit.piles import FannedHand, StackPile, TrickArea
from cardsuite.ui.toolkit.table import GameTable, actions_by


class ToyTable(GameTable):
    TABLE_SIZE = (10.0, 7.0)

    def setup(self) -> None:
        w, h = self.TABLE_SIZE
        scene = self.table_scene
        self.hand = FannedHand(scene, (w / 2, h - 1.62), max_width=5.0, spacing=0.62, z=100)
        self.other = FannedHand(scene, (w / 2, 0.35), max_width=4.0, spacing=0.34, upside_down=True, z=100)
        self.trick = TrickArea(scene, (w / 2, h / 2 - 0.4), z=200)
        self.stock = StackPile(scene, (1.1, h / 2 - 0.85), count_badge=True, show_slot=True)
        self.deal_pile = self.stock

    def panel_position(self, relative: int, count: int) -> QPointF:
        w, h = self.TABLE_SIZE
        return QPointF(w - 2.56, h - 1.04) if relative == 0 else QPointF(0.2, 0.2)

    def render(self, view, legal) -> None:
        me = view.seat if view.seat is not None else 0
        other = 1 - me
        self.register_pile(f"hand{me}", self.hand)
        self.register_pile(f"hand{other}", self.other)
        self.register_pile("trick", self.trick)
        self.register_pile("stock", self.stock)
        self.trick.source_slots = {f"hand{me}": 0, f"hand{other}": 1}

        self.hand.set_cards(view.hand)
        self.other.set_cards([None] * view.other_count)
        self.stock.set_cards([None] * view.stock_count)
        leader = (view.to_move - len(view.trick)) % 2 if view.to_move is not None else me
        self.trick.set_plays([(0 if (leader + i) % 2 == me else 1, card) for i, card in enumerate(view.trick)])

        for seat, panel in self.panels.items():
            panel.set_card_count(len(view.hand) if seat == me else view.other_count)
            panel.set_subtitle(QCoreApplication.translate("Table", "Tricks: {n}").format(n=view.tricks[seat]))

        playable = actions_by(legal, lambda a: a.card.text)
        for item in self.hand.items:
            action = playable.get(item.key)
            if action is not None:
                self.enable_drag(item, action, lambda a: {self.trick: a}, click_fn=lambda a: a)
        if playable:
            self.hints.show("toy.play", QCoreApplication.translate(
                "Table", "Your turn: click a card or drag it to the middle."), self.hand)

    def animate_event(self, event):
        if event.kind == "trick":
            return self.collect(self.trick, self.panel_center(event.data["winner"]))
        return super().animate_event(event)


TABLE = ToyTable
