"""Determinisation for Spider: what a seat has not seen, and a duel built from its view and a guess of it.

The engine contract (:meth:`~cardsuite.engine.Game.unseen_cards`, :meth:`~cardsuite.engine.Game.determinise`);
the bots' fast sampler (:meth:`..bots.levels.Position.sample`) draws from the same :func:`unseen_cards`.

Unseen: the 104 cards less the face-up cards of the seat's board and its completed runs.  Their places,
in the order an assignment fills them: column 0's face-down cards bottom first, ... column 9's, then
the stock, next packet first.  The view shows only each completed run's suit, so which copies of a
card went to the foundation is neither knowable nor of any use; by convention the runs take, rank by
rank, the lowest copies not face up, and the unseen cards are the rest (sorted).

The duel built (:func:`determinise`) agrees with the view in everything its seat sees, the undo stack
and the earned bonuses included.  The opponent's board is not in the view, only its public line, so
it gets a stand-in that is honest about exactly that: the cards left after its completed runs, laid
out face down with each column's top card up and no stock, with the score parts that give its
score, moves and undos.  The duel has no deal number and no logs: it is a world to search, not a record.
"""

from __future__ import annotations

from typing import Sequence

from cardsuite.cards import Card, Rank, spider_deck
from cardsuite.engine import BadMessage

from .board import CLEAR_POINTS, COLUMNS, EARNED, FACE, RUN_POINTS, RUNS_TO_CLEAR, Board, card_int
from .options import SpiderOptions
from .state import SpiderState
from .views import PlayerInfo, SpiderView, UndoStep


def runs_and_unseen(view: SpiderView) -> tuple[list[list[Card]], list[Card]]:
    """The cards of the seat's completed runs (each K first, by the copy convention) and the unseen ones."""
    b = view.board
    if b is None:
        raise BadMessage("a spectator's view has no board of its own")
    left: dict[tuple, list[Card]] = {}
    for c in spider_deck(view.suits):
        left.setdefault((c.suit, c.rank), []).append(c)       # copies in increasing order
    for c in (c for up in b.up for c in up):
        copies = left.get((c.suit, c.rank), [])
        if c not in copies:
            raise BadMessage(f"{c.code} is face up twice or not in this deck")
        copies.remove(c)
    runs = []
    for suit in b.foundation:
        run = []
        for rank in sorted((r for r in Rank if r != Rank.JOKER), reverse=True):
            copies = left.get((suit, rank))
            if not copies:
                raise BadMessage("the completed runs and the face-up cards hold more cards than the deck")
            run.append(copies.pop(0))
        runs.append(run)
    return runs, sorted(c for copies in left.values() for c in copies)


def unseen_cards(view: SpiderView) -> list[Card]:
    """The cards the seat has not seen (see the module docstring), sorted: in a duel's view as many as
    its face-down and stock cards (a test board of a few columns leaves more, and samplers take what
    the places need)."""
    return runs_and_unseen(view)[1]


def board_of(bv, assignment: Sequence[Card], runs, auto_turn_up: bool) -> Board:
    """The board a seat's board view ``bv`` shows, its face-down cards and stock from ``assignment`` (in the
    order of places), its completed ``runs`` and score parts as the view says (the duel's and practice's
    determinise)."""
    earned = set(bv.earned)
    cols, k = [], 0
    for d, up in zip(bv.down, bv.up):
        cols.append(tuple(card_int(c) for c in assignment[k:k + d])
                    + tuple(card_int(c) | (EARNED if c in earned else 0) for c in up))
        k += d
    board = Board(cols, bv.down, tuple(card_int(c) for c in assignment[k:]), auto_turn_up)
    board.found = [tuple(card_int(c) for c in run) for run in runs]
    parts = bv.breakdown
    board.turned, board.bonus, board.moves, board.undos = parts.turned_up, parts.same_suit, parts.moves, parts.undos
    return board


def determinise(view: SpiderView, assignment: Sequence[Card]) -> SpiderState:
    """A duel whose view for ``view.seat`` equals ``view``, its face-down cards and stock filled from
    ``assignment`` in the order of places; BadMessage if ``assignment`` is not exactly the unseen cards
    or the view is not one a duel can show (only a seat still playing has hidden cards to fill)."""
    seat = view.seat
    if seat not in (0, 1) or view.board is None or view.finished or view.over:
        raise BadMessage("only the view of a seat still playing can be determinised")
    runs, unseen = runs_and_unseen(view)
    assignment = list(assignment)
    if sorted(assignment) != unseen:
        raise BadMessage("an assignment must hold exactly the unseen cards")
    minutes, rest = divmod(view.time_limit_ms, 60_000)
    try:
        if rest:
            raise ValueError("the time limit is a whole number of minutes")
        options = SpiderOptions(suits=view.suits, time_limit_min=minutes, auto_turn_up=view.auto_turn_up)
    except ValueError as exc:
        raise BadMessage(str(exc)) from None
    bv = view.board
    me = board_of(bv, assignment, runs, view.auto_turn_up)
    me.undo = undo_stack(me, bv.undo_moves)
    deck = [c & ~EARNED for c in me.all_cards()]
    state = SpiderState(options, deck, None)
    state.boards[seat] = me
    state.boards[1 - seat] = _stand_in(deck, view.players[1 - seat], view.suits, options.auto_turn_up)
    for s, info in enumerate(view.players):
        state.elapsed[s] = info.elapsed_ms
        state.finished[s] = info.reason if info.finished else ""
        state.finish_ms[s] = info.time_ms or 0
    if state.view(seat) != view:
        raise BadMessage("this view is not one a Spider duel can show")
    return state


def undo_stack(b: Board, steps: Sequence[UndoStep]) -> list:
    """The board's undo stack from the moves its view lists: each run as it lay before its move."""
    cols = list(b.cols)
    out = []
    for st in reversed(steps):
        if not (0 <= st.src < COLUMNS and 0 <= st.dst < COLUMNS) or not 0 < st.count <= len(cols[st.dst]) \
                or len(st.was_earned) != st.count:
            raise BadMessage("an undo step does not fit the board")
        landed = cols[st.dst][-st.count:]
        run = tuple((c | EARNED) if e else (c & ~EARNED) for c, e in zip(landed, st.was_earned))
        cols[st.dst] = cols[st.dst][:-st.count]
        cols[st.src] = cols[st.src] + run
        out.append((st.src, st.dst, st.count, run, st.bonus))
    out.reverse()
    return out


def _stand_in(deck: Sequence[int], info: PlayerInfo, suits: int, auto: bool) -> Board:
    """The opponent's board as far as the seat knows it: its completed runs and its score parts."""
    pool = sorted(deck)
    found = []
    for k in range(info.runs):
        suit = 0 if suits == 1 else k % 2
        run = []
        for rank in range(13, 0, -1):
            c = next((c for c in pool if c & FACE == (suit << 4) | rank), None)
            if c is None:
                raise BadMessage("the opponent's runs do not fit the deck")
            pool.remove(c)
            run.append(c)
        found.append(tuple(run))
    cols = [tuple(pool[i::COLUMNS]) for i in range(COLUMNS)]
    b = Board(cols, [max(0, len(c) - 1) for c in cols], (), auto)
    b.found = found
    b.moves, b.undos = info.moves, info.undos
    bonus2 = info.score - RUN_POINTS * info.runs - (CLEAR_POINTS if info.runs >= RUNS_TO_CLEAR else 0) \
        + info.moves + info.undos
    if bonus2 < 0 or bonus2 % 2:
        raise BadMessage("the opponent's public line does not add up")
    b.bonus = bonus2 // 2
    return b

