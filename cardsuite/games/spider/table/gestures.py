"""Gestures on the Spider columns: which cards may be dragged or clicked, where they may go (only the
seat's legal ``Move`` actions), the move a click plays, and what the table says when a drag is refused."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt

from cardsuite.cards import Card
from cardsuite.ui.toolkit.i18n import card_label

from ..engine.actions import DEAL, Move, TurnUp
from ..engine.views import BoardView
from .widgets import COL_Y, COLUMNS, column_x, tr


class ColumnGestures:
    """The table's gesture part (mixed into :class:`.table.SpiderTable`)."""

    def _declare_gestures(self, board: BoardView | None, legal: list) -> None:
        moves: dict[tuple[int, int], list[Move]] = {}
        turnups: set[int] = set()
        for action in legal:
            if isinstance(action, Move):
                moves.setdefault((action.src, action.count), []).append(action)
            elif isinstance(action, TurnUp):
                turnups.add(action.column)
        self._moves = moves
        if board is None or not legal:
            return
        for i, pile in enumerate(self.columns):
            items = pile.items
            n = len(items)
            movable = board.movable(i)
            for k, item in enumerate(items):
                if item.key is None:
                    continue
                count = n - k
                if count <= movable:
                    self.enable_drag(item, (i, count), self._drag_targets, click_fn=self._click_move)
                else:
                    self.enable_drag(item, (i, count), self._refuse_targets, click_fn=self._refuse_click)
            if i in turnups and items and items[-1].key is None:
                self.enable_click(items[-1], TurnUp(i), lambda a: a)
        if DEAL in legal and self.stock.items:
            self.enable_click(self.stock, DEAL, lambda a: a)

    def _drag_targets(self, payload: tuple[int, int]) -> dict:
        self._dragged_from = payload
        return {self.columns[m.dst]: m for m in self._moves.get(payload, [])}

    def best_move(self, src: int, count: int) -> Move | None:
        """The legal move a click plays for the top ``count`` cards of column ``src``.

        Presentation only, among the engine's legal moves: onto a card of the same suit (the longer
        the run there, the better), then onto any card, then into an empty column, then onto
        face-down cards; moving a whole column into an empty one comes last.
        """
        moves = self._moves.get((src, count), [])
        board = self.shown_board
        if not moves or board is None:
            return None
        moving = board.up[src][-count]

        def rank(m: Move) -> tuple:
            up = board.up[m.dst]
            if up:
                category = 0 if up[-1].suit == moving.suit else 1
                run = board.movable(m.dst)
            else:
                whole = board.down[src] == 0 and count == len(board.up[src])
                category = 4 if whole else (2 if not board.down[m.dst] else 3)
                run = 0
            return category, -run, abs(m.dst - src), m.dst

        return min(moves, key=rank)

    def _click_move(self, payload: tuple[int, int]) -> Any:
        move = self.best_move(*payload)
        if move is None:
            card = self._card_at(*payload)
            self.show_message(tr("No column takes {card} now.").format(card=card_label(card)) if card
                              else tr("No column takes these cards now."))
        return move

    def _card_at(self, src: int, count: int) -> Card | None:
        board = self.shown_board
        if board is None or count > len(board.up[src]):
            return None
        return board.up[src][-count]

    def _refuse_targets(self, payload: tuple[int, int]) -> dict:
        self._refused = payload
        return {}

    def _refuse_click(self, payload: tuple[int, int]) -> None:
        self.show_message(tr("Only a run of one suit in falling order moves together; take the cards above "
                             "it first."))
        return None

    def _after_drag(self, dropped: bool) -> None:
        refused, self._refused = self._refused, None
        source, self._dragged_from = self._dragged_from, None
        point, self._release_point = self._release_point, None
        if dropped:
            return
        if refused is not None:
            self._refuse_click(refused)
            return
        if source is None or point is None:
            return
        column = self.column_at(point)
        if column is not None and column != source[0]:
            card = self._card_at(*source)
            if card is not None:
                self.show_message(tr("{card} goes onto a card one rank higher, or onto a column with no face-up "
                                     "card.").format(card=card_label(card)))

    def column_at(self, point: QPointF) -> int | None:
        """The column under a point of the scene (its strip from the top of the columns down)."""
        if point.y() < COL_Y - 0.2:
            return None
        for i in range(COLUMNS):
            if column_x(i) - 0.07 <= point.x() <= column_x(i) + 1.07:
                return i
        return None

    def key_pick_ended(self) -> None:
        self._refused = self._dragged_from = None

    def key_refusal(self, payload: Any, stop: Any) -> None:
        """Enter on a column the picked run may not go to: what a refused drop there says."""
        card = self._card_at(*payload) if payload is not None else None
        if card is not None:
            self.show_message(tr("{card} goes onto a card one rank higher, or onto a column with no face-up "
                                 "card.").format(card=card_label(card)))
        else:
            super().key_refusal(payload, stop)

    def keyPressEvent(self, event) -> None:
        """D deals a row (the engine says why not, when it may not)."""
        if event.key() == Qt.Key.Key_D and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                                                    | Qt.KeyboardModifier.AltModifier):
            self.key_button(self.deal_button, DEAL)
            return
        super().keyPressEvent(event)
