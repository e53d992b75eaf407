"""The hint for a human Spider seat: the medium bot's search, from the seat's view alone.

:func:`hint` gives the move to highlight, ``Deal()`` when nothing better is left, None when no move
can help any more (proved: every position the moves can reach was seen, and none uncovers a card,
completes a run or gains points) -- then "no useful moves left" is true, not a guess.
"""

from __future__ import annotations

from cardsuite.engine import Action

from ..engine.actions import Done, Move
from ..engine.oracle import useful_moves
from ..engine.views import SpiderView
from .levels import Position, block_decision
from .search import block_search


def hint(view: SpiderView, max_nodes: int = 4000, proof_nodes: int = 30_000) -> Action | None:
    """The action to suggest to a human seat, from its view alone (the medium search).

    A Move or a TurnUp; ``Deal()`` when nothing better exists; None when no move can help any more:
    the stock is empty, nothing can be turned up, and a search over every legal move saw every
    position the moves can reach without one that uncovers a card, completes a run or gains points.
    When that search cannot finish (``proof_nodes``), some move is suggested rather than a wrong "stuck".
    """
    if view.board is None or view.finished or view.over:
        return None
    pos = Position(view)
    res = block_search(pos.cols, pos.down, pos.stock_left, pos.runs, max_nodes, w=pos.w)
    action, _ = block_decision(pos, None, res)
    if not isinstance(action, Done):
        return action
    proof = block_search(pos.cols, pos.down, pos.stock_left, pos.runs, proof_nodes, all_moves=True, w=pos.w)
    if proof.gain_found:
        return Move(*proof.gain_path[0])
    if proof.exhausted:
        return None
    moves = useful_moves(pos.cols, pos.down, True)
    return Move(*moves[0]) if moves else None
