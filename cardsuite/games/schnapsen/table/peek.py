"""A look at the last trick: a click on either pile of won tricks turns its cards up beside it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .widgets import PEEK_MS, WonPile


class LastTrickPeek:
    """The table's peek part (mixed into :class:`.table.SchnapsenTable`)."""

    def mousePressEvent(self, event) -> None:
        """A click on a pile of won tricks peeks at the last trick (whoever's turn it is)."""
        if event.button() == Qt.MouseButton.LeftButton and self._peekable():
            point = self.mapToScene(event.position().toPoint())
            if any(p.drop_rect().contains(point) for p in (self.my_won, self.their_won)):
                self.peek_last_trick()
                event.accept()
                return
        super().mousePressEvent(event)

    def _peekable(self) -> bool:
        view = self.current_view
        return (view is not None and getattr(view, "last_trick", None) is not None and not view.trick
                and not self.pass_screen.isVisible() and not self.summary_panel.isVisible()
                and not self.drag.dragging)

    def peek_last_trick(self) -> bool:
        """Show the last trick face up beside its winner's pile for a moment; False if there is none."""
        if not self._peekable():
            return False
        record = self.current_view.last_trick
        pile = self.won_pile(record.winner)
        keys = tuple(c.text for c in record.cards)
        if pile.peek == keys:
            self.end_peek()
            return True
        self.end_peek()
        pile.peek = keys
        self._relayout_peek(pile, keys, True)
        self._peek_timer.start(PEEK_MS)
        return True

    def peeking(self) -> tuple[str, ...]:
        return self.my_won.peek or self.their_won.peek

    def end_peek(self) -> None:
        self._peek_timer.stop()
        for pile in (self.my_won, self.their_won):
            if pile.peek:
                keys, pile.peek = pile.peek, ()
                self._relayout_peek(pile, keys, False)

    def _relayout_peek(self, pile: WonPile, keys: tuple[str, ...], face_up: bool) -> None:
        scene = self.table_scene
        with scene.deferred():
            for key in keys:
                item = scene.find(key)
                if item is not None and item.pile is pile:
                    item.home.face_up = face_up
            pile.layout()
        items = list(pile.items)
        self.animator.enqueue(lambda: self.animator.settle([it for it in items if it.pile is pile]))
