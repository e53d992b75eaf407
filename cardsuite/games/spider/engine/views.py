"""What a Spider seat sees: its board (face-down cards as counts), everyone's public line, and once it
has finished the opponent's game to watch (:func:`watch_frames`); see :mod:`.game`."""

from __future__ import annotations

from dataclasses import dataclass

from cardsuite.cards import Card, Suit
from cardsuite.engine import BadMessage, View

from .actions import ACTIONS, AutoTurnUp, Move, SpiderAction, TurnUp
from .board import COLUMNS, EARNED, SUITS, Board, card_int, int_card, run_length
from .scoring import Breakdown


@dataclass(frozen=True)
class UndoStep:
    """A move Undo can still take back (RULES P-7), as its player made it: ``bonus`` cards earned their
    same-suit bonus by it, and ``was_earned`` tells, bottom card first, which moved cards had earned
    theirs before it.  The player knows both; with them a board can be rebuilt from its view.  Spider practice's
    classic undo (RULES P-12) also lists deals (``src`` and ``dst`` -1)."""

    src: int
    dst: int
    count: int
    bonus: int = 0
    was_earned: tuple[bool, ...] = ()


@dataclass(frozen=True)
class BoardView:
    """One player's board as its owner sees it.

    ``down[i]``: face-down cards of column i (their faces are never shown); ``up[i]``: its
    face-up cards, bottom first.  ``stock_packets``/``stock_cards``: what is left to deal.
    ``foundation``: the suit of each completed run, in order.  ``undo_depth``: how many
    moves Undo can take back now, ``undo_moves`` which (oldest first).  ``earned``: the face-up cards
    that have already earned their same-suit bonus (RULES P-8; the player made those moves, so may
    remember them).
    """

    down: tuple[int, ...] = (0,) * COLUMNS
    up: tuple[tuple[Card, ...], ...] = ((),) * COLUMNS
    stock_packets: int = 0
    stock_cards: int = 0
    foundation: tuple[Suit, ...] = ()
    score: int = 0
    breakdown: Breakdown = Breakdown()
    undo_depth: int = 0
    earned: tuple[Card, ...] = ()
    undo_moves: tuple[UndoStep, ...] = ()

    @property
    def columns(self) -> tuple[tuple[Card | None, ...], ...]:
        """Each column bottom first, a face-down card as None."""
        return tuple((None,) * d + u for d, u in zip(self.down, self.up))

    def movable(self, column: int) -> int:
        """How many cards at the top of a column move together (the run a drag picks up at most)."""
        up = self.up[column]
        return run_length(tuple(card_int(c) for c in up), 0)

    def run_start(self, column: int, index: int) -> int | None:
        """For a card picked at ``index`` of ``columns[column]``: how many cards it takes, None if it cannot move."""
        col = self.columns[column]
        if not 0 <= index < len(col) or col[index] is None:
            return None
        count = len(col) - index
        return count if count <= self.movable(column) else None


@dataclass(frozen=True)
class PlayerInfo:
    """A seat's public line, seen by everyone: never the board."""

    score: int = 0
    runs: int = 0
    cards_left: int = 104
    moves: int = 0
    undos: int = 0
    elapsed_ms: int = 0
    finished: bool = False
    reason: str = ""
    time_ms: int | None = None


@dataclass(frozen=True)
class WatchStep:
    """One action of a seat's game as a watcher replays it, with the cards it showed.

    ``type`` is the action's type; ``revealed`` the (column, card) of each card it turned up
    (a turn-up, or automatic ones); ``dealt`` the ten cards of a deal.
    """

    type: str
    src: int = -1
    dst: int = -1
    count: int = 0
    column: int = -1
    on: bool = False
    elapsed_ms: int | None = None
    revealed: tuple[tuple[int, Card], ...] = ()
    dealt: tuple[Card, ...] = ()

    def action(self) -> "SpiderAction":
        kind = ACTIONS.by_kind.get(self.type)
        if kind is Move:
            return Move(self.src, self.dst, self.count, elapsed_ms=self.elapsed_ms)
        if kind is TurnUp:
            return TurnUp(self.column, elapsed_ms=self.elapsed_ms)
        if kind is AutoTurnUp:
            return AutoTurnUp(self.on, elapsed_ms=self.elapsed_ms)
        if kind is None:
            raise BadMessage(f"unknown action type {self.type!r} in a game log")
        return kind(elapsed_ms=self.elapsed_ms)


@dataclass(frozen=True)
class Watch:
    """The opponent's game for a seat that has finished: the deal as it started and every step so far.

    ``live``: the opponent still plays (steps will follow).  :func:`watch_frames` gives the
    boards, one before the first step and one after each.
    """

    opponent: int
    start: BoardView
    steps: tuple[WatchStep, ...]
    auto_turn_up: bool = False
    live: bool = False


@dataclass(frozen=True)
class SpiderView(View):
    """What one seat sees (``seat`` None: a spectator, who sees only the public lines)."""

    suits: int = 1
    deal_number: int | None = None
    time_limit_ms: int = 600_000
    auto_turn_up: bool = False
    board: BoardView | None = None
    players: tuple[PlayerInfo, PlayerInfo] = (PlayerInfo(), PlayerInfo())
    watch: Watch | None = None
    winner: int | None = None
    decided_by: str = ""

    @property
    def me(self) -> PlayerInfo | None:
        return self.players[self.seat] if self.seat is not None else None

    @property
    def opponent(self) -> PlayerInfo | None:
        return self.players[1 - self.seat] if self.seat is not None else None

    @property
    def finished(self) -> bool:
        return self.seat is not None and self.players[self.seat].finished

    @property
    def over(self) -> bool:
        return self.to_move is None


# ---------------------------------------------------------------- helpers


_CARDS: dict[int, Card] = {}


def shown_card(c: int) -> Card:
    """The card an engine card int shows in views and events (its EARNED bit dropped; cached)."""
    c &= ~EARNED
    out = _CARDS.get(c)
    if out is None:
        out = _CARDS[c] = int_card(c)
    return out


def pile_name(i: int) -> str:
    """Column ``i``'s pile name in events: ``col0`` ... ``col9``."""
    return f"col{i}"


def board_view(b: Board) -> BoardView:
    """The owner's view of a board: face-down cards as counts only."""
    return BoardView(
        down=tuple(b.down),
        up=tuple(tuple(shown_card(c) for c in col[d:]) for col, d in zip(b.cols, b.down)),
        stock_packets=b.packets, stock_cards=len(b.stock),
        foundation=tuple(SUITS[(run[-1] >> 4) & 3] for run in b.found),
        score=b.score, breakdown=Breakdown.of(b), undo_depth=len(b.undo),
        earned=tuple(sorted(shown_card(c) for col, d in zip(b.cols, b.down) for c in col[d:] if c & EARNED)),
        undo_moves=tuple(UndoStep(src, dst, n, bonus, tuple(bool(c & EARNED) for c in run))
                         for src, dst, n, run, bonus in b.undo),
    )



def _apply_step_to_board(b: Board, step: WatchStep) -> None:
    """Replay one logged step on a board whose hidden cards may be unknown (0)."""
    for col, c in step.revealed:
        i = b.down[col] - 1
        if i >= 0:
            cards = list(b.cols[col])
            cards[i] = card_int(c)
            b.cols[col] = tuple(cards)
    t = step.type
    if t == "move":
        b.move(step.src, step.dst, step.count)
    elif t == "turn_up":
        b.turn_up(step.column)
    elif t == "auto_turn_up":
        b.auto = step.on
        b.auto_turn_all()
    elif t == "deal":
        b.stock = tuple(card_int(c) for c in step.dealt) + b.stock[COLUMNS:]
        b.deal_packet()
    elif t == "undo":
        b.take_back()


def watch_frames(watch: Watch) -> list[BoardView]:
    """The boards of a watched game: the start, then one after each step (for play / step / speed)."""
    start = watch.start
    b = Board([(0,) * d + tuple(card_int(c) for c in up) for d, up in zip(start.down, start.up)],
              start.down, (0,) * start.stock_cards, watch.auto_turn_up)
    frames = [board_view(b)]
    for step in watch.steps:
        _apply_step_to_board(b, step)
        frames.append(board_view(b))
    return frames
