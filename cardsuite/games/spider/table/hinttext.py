"""The Spider table's hint (:mod:`cardsuite.ui.toolkit.hinting` asks the strongest bot, from the seat's view alone):
the cards to move raised and the column they go to outlined, the card to turn up raised, the stock's top packet
raised for a deal; and one short reason, read from the view alone (a run completed, a column emptied, a card
uncovered, cards built in suit).

A hint holds while the seat's own board stays as it is (:meth:`HintText.hint_key`): in a duel the opponent's moves
send new views all the time, and a hint asked or shown must not go with each of them.
"""

from __future__ import annotations

from typing import Any

from cardsuite.ui.toolkit.i18n import card_label

from ..engine.actions import Deal, Done, Move, TurnUp
from ..engine.board import card_int, run_length
from .widgets import PACKET, tr


def completes_run(up_dst: tuple, moved: tuple) -> bool:
    """Whether ``moved`` put on the face-up cards ``up_dst`` makes a king-to-ace run of one suit (RULES P-6)."""
    cards = tuple(card_int(c) for c in up_dst + moved)
    return len(cards) >= 13 and run_length(cards[-13:], 0) == 13


def move_reason(board, action: Move) -> str:
    """Why to move the cards: what the move brings about, in one sentence."""
    src, dst, n = action.src, action.dst, action.count
    moved = board.up[src][-n:]
    what = (tr("Move the {card} to column {n}") if n == 1 else
            tr("Move the run from the {card} to column {n}")).format(card=card_label(moved[0]), n=dst + 1)
    target = board.up[dst]
    if target and completes_run(target, moved):
        why = tr("it completes a run (+26)")
    elif n == len(board.up[src]) and board.down[src] == 0:
        why = tr("it frees a column")
    elif n == len(board.up[src]):
        why = tr("it uncovers a face-down card")
    elif target and target[-1].suit == moved[0].suit:
        why = tr("it builds in suit")
    elif not target and board.down[dst] == 0:
        why = tr("it goes to an empty column")
    else:
        why = tr("it opens the way for the next moves")
    return tr("{move}: {why}").format(move=what, why=why)


class HintText:
    """The table's hint part (mixed into :class:`.table.SpiderTable`)."""

    HINTS = True

    def hint_key(self, view: Any) -> Any:
        """What a hint depends on: the seat's own board (None for a spectator: nothing holds)."""
        board = getattr(view, "board", None)
        return None if board is None or view.seat is None else (view.seat, board)

    def hint_button_shown(self) -> bool:
        """The hint button is in the bar while the seat plays (not once it has finished, nor for a spectator)."""
        view = self.current_view
        return view is not None and view.seat is not None and view.board is not None and not view.me.finished

    def hint_marks(self, view, action: Any) -> list:
        if self.replay is not None or view.board is None:
            return []
        if isinstance(action, Move):
            return list(self.columns[action.src].items[-action.count:]) + [self.columns[action.dst]]
        if isinstance(action, TurnUp):
            return self.columns[action.column].items[-1:]
        if isinstance(action, Deal):
            return self.stock.items[-PACKET:]
        return []

    def hint_reason(self, view, action: Any) -> str:
        board = view.board
        if isinstance(action, Move) and board is not None:
            return move_reason(board, action)
        if isinstance(action, TurnUp):
            return tr("Turn up the card in column {n}: +2 points, and you see what lies there").format(
                n=action.column + 1)
        if isinstance(action, Deal):
            return tr("Deal a new row: no move helps any more")
        if isinstance(action, Done):
            return tr("No useful moves left: press Done to finish.")
        return ""

    def refresh_hint_button(self) -> None:
        """A question came or went (it keeps the table from acting): the hint button follows."""
        if getattr(self, "hint", None) is not None:
            self.hint.refresh_button()

    def allow_hints(self, allowed: bool) -> None:
        super().allow_hints(allowed)
        self.rerender()         # the bottom bar is laid out again, with the hint button or without it
