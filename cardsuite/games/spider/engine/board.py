"""The compact single-player Spider board (RULES P-1 ... P-9), shared by the engine, the bots and the solver.

Cards are small ints::

    bits 0-3  rank: 1 = ace ... 13 = king
    bits 4-5  suit: 0 = spades, 1 = hearts, 2 = diamonds, 3 = clubs (4 suits: Spider practice only)
    bit  6    EARNED: the card has earned its same-suit bonus (RULES P-8, once per physical card)
    bits 7-9  copy number (engine boards only; searches drop it: equal faces are interchangeable)

``0`` stands for an unknown card (a face-down or stock card nobody has seen).  ``c & FACE``
is the face (suit and rank), ``c & RANK`` the rank.  A card ``a`` lies in sequence on
``b`` (same suit, one rank lower) exactly when ``a & FACE == (b & FACE) - 1``; since the
rank sits in the low bits and a king is 13, a king is never "one lower" than anything.

A column is a tuple of cards, bottom first; ``down[i]`` of its bottom cards are face
down, the rest face up.  The stock is a tuple whose first ten cards are the next packet
(card i of a packet goes to column i).  Tuples make boards cheap to copy and to hash:
a move replaces two columns, a deal all ten.

:class:`Board` is the engine's mutable board of one player, with the score parts and
the undo stack; the pure helpers (:func:`run_length`, :func:`complete_at_top`) are what
the searches use on their own tuple positions.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from cardsuite.cards import Card, Rank, Suit

RANK = 15
FACE = 63
EARNED = 64
NOCOPY = 127          # face + earned: what searches keep
COLUMNS = 10
LAYOUT = (6, 6, 6, 6, 5, 5, 5, 5, 5, 5)     # RULES P-2
DECK_SIZE = 104
RUNS_TO_CLEAR = 8

SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)   # the last two: 4 suits (P-12)
SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}

# RULES P-8 scoring
TURN_UP_POINTS = 2
SAME_SUIT_POINTS = 2
RUN_POINTS = 26
CLEAR_POINTS = 100
MOVE_POINTS = -1
UNDO_POINTS = -1


# ---------------------------------------------------------------- cards


def card_int(card: Card) -> int:
    """The int of a physical card (copy kept, not earned)."""
    return (card.copy << 7) | (SUIT_INDEX[card.suit] << 4) | int(card.rank)


def int_card(c: int) -> Card:
    """The physical card of an int (the earned bit ignored); ValueError for 0 (unknown)."""
    rank = c & RANK
    if not 1 <= rank <= 13:
        raise ValueError("an unknown card has no face")
    return Card(Rank(rank), SUITS[(c >> 4) & 3], c >> 7)


def face_name(c: int) -> str:
    """Short text of a card's face ("10S", "AH"), "??" for unknown; for logs and tests."""
    if not c & RANK:
        return "??"
    return int_card(c & FACE).code


# ---------------------------------------------------------------- pure helpers


def run_length(col: Sequence[int], d: int) -> int:
    """Length of the movable run at the top of a column (RULES P-3): 0 when it has no face-up card."""
    i = len(col) - 1
    if i < d:
        return 0
    k = 1
    while i > d and (col[i - 1] & FACE) == (col[i] & FACE) + 1:
        i -= 1
        k += 1
    return k


def complete_at_top(col: Sequence[int], d: int) -> bool:
    """Whether a face-up K-to-A run of one suit lies at the top of the column (RULES P-6)."""
    n = len(col)
    if n - d < 13 or (col[-1] & RANK) != 1:
        return False
    for i in range(n - 1, n - 13, -1):
        if (col[i - 1] & FACE) != (col[i] & FACE) + 1:
            return False
    return True


def layout(deck: Sequence[int]) -> tuple[list[tuple[int, ...]], list[int], tuple[int, ...]]:
    """RULES P-2: columns dealt in rows from a deck order (card 0 first), then the stock of 5 packets."""
    if len(deck) != DECK_SIZE:
        raise ValueError("a Spider deck has 104 cards")
    cols: list[list[int]] = [[] for _ in range(COLUMNS)]
    pos = 0
    for row in range(max(LAYOUT)):
        for i in range(COLUMNS):
            if row < LAYOUT[i]:
                cols[i].append(deck[pos])
                pos += 1
    down = [n - 1 for n in LAYOUT]
    return [tuple(c) for c in cols], down, tuple(deck[pos:])


# ---------------------------------------------------------------- the engine's board


class Board:
    """One player's board, mutated by the rules.  See the module docstring for the encoding.

    Score parts (RULES P-8): ``turned`` face-down cards turned up, ``bonus`` cards that earned
    the same-suit bonus (net of undos), ``found`` the completed runs (K first), ``moves`` moves
    made (net of undos), ``undos`` undos made.  ``undo`` holds the moves that may still be
    taken back (RULES P-7): ``(src, dst, count, cards as they were, bonus cards earned)``.
    """

    __slots__ = ("cols", "down", "stock", "found", "turned", "bonus", "moves", "undos", "undo", "auto")

    def __init__(self, cols: Iterable[tuple[int, ...]], down: Iterable[int], stock: tuple[int, ...],
                 auto: bool = False) -> None:
        self.cols: list[tuple[int, ...]] = [tuple(c) for c in cols]
        self.down: list[int] = list(down)
        self.stock: tuple[int, ...] = tuple(stock)
        self.found: list[tuple[int, ...]] = []
        self.turned = 0
        self.bonus = 0
        self.moves = 0
        self.undos = 0
        self.undo: list[tuple[int, int, int, tuple[int, ...], int]] = []
        self.auto = auto

    @classmethod
    def deal(cls, deck: Sequence[int], auto: bool = False) -> "Board":
        cols, down, stock = layout(deck)
        return cls(cols, down, stock, auto)

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.cols = list(self.cols)
        b.down = list(self.down)
        b.stock = self.stock
        b.found = list(self.found)
        b.turned, b.bonus, b.moves, b.undos = self.turned, self.bonus, self.moves, self.undos
        b.undo = list(self.undo)
        b.auto = self.auto
        return b

    # -- facts ------------------------------------------------------------------

    @property
    def runs(self) -> int:
        return len(self.found)

    @property
    def cleared(self) -> bool:
        return len(self.found) >= RUNS_TO_CLEAR

    @property
    def score(self) -> int:
        """RULES P-8: the sum of the parts (may go below 0)."""
        return (TURN_UP_POINTS * self.turned + SAME_SUIT_POINTS * self.bonus + RUN_POINTS * len(self.found)
                + (CLEAR_POINTS if self.cleared else 0) + MOVE_POINTS * self.moves + UNDO_POINTS * self.undos)

    @property
    def cards_left(self) -> int:
        return sum(len(c) for c in self.cols) + len(self.stock)

    @property
    def packets(self) -> int:
        return (len(self.stock) + 9) // 10

    def has_face_up(self, i: int) -> bool:
        return len(self.cols[i]) > self.down[i]

    def turnable(self) -> list[int]:
        """Columns whose top card is face down (RULES P-4: the player may turn it up)."""
        return [i for i in range(COLUMNS) if self.down[i] and len(self.cols[i]) == self.down[i]]

    def move_problem(self, src: int, dst: int, n: int) -> str | None:
        """Why moving the top ``n`` cards of ``src`` onto ``dst`` is not allowed (RULES P-3); None if it is."""
        if src == dst:
            return "A move needs two different columns."
        col, d = self.cols[src], self.down[src]
        if len(col) == d:
            return "That column has no face-up card to move."
        if n < 1:
            return "Move at least one card."
        if n > run_length(col, d):
            if n > len(col) - d:
                return "Only face-up cards can be moved."
            return "Several cards move together only as a run of one suit in descending order."
        target = self.cols[dst]
        if len(target) > self.down[dst] and (target[-1] & RANK) != (col[-n] & RANK) + 1:
            return "Cards go onto a card one rank higher, or onto a column with no face-up card."
        return None

    def legal_moves(self) -> list[tuple[int, int, int]]:
        """Every legal move ``(src, dst, count)`` (RULES P-3)."""
        cols, down = self.cols, self.down
        open_cols = [i for i in range(COLUMNS) if len(cols[i]) == down[i]]
        tops = [cols[i][-1] & RANK if len(cols[i]) > down[i] else 0 for i in range(COLUMNS)]
        out = []
        for src in range(COLUMNS):
            col = cols[src]
            k = run_length(col, down[src])
            for n in range(1, k + 1):
                need = (col[-n] & RANK) + 1
                for dst in range(COLUMNS):
                    if dst != src and (tops[dst] == need or dst in open_cols):
                        out.append((src, dst, n))
        return out

    # -- actions ------------------------------------------------------------------

    def move(self, src: int, dst: int, n: int) -> dict:
        """RULES P-3, P-6, P-8: move and score; returns what happened (for events and logs).

        Keys: ``cards`` (as they lay), ``bonus`` (cards that earned the same-suit bonus),
        ``completed`` (None or the 13 cards that went to the foundation), ``turned``
        (automatic turn-ups: ``[(column, card)]``).
        """
        col = self.cols[src]
        run = col[-n:]
        target = self.cols[dst]
        bonus = 0
        landed = run
        if len(target) > self.down[dst] and (target[-1] & FACE) == (run[0] & FACE) + 1:   # RULES P-8
            bonus = sum(1 for c in run if not c & EARNED)
            if bonus:
                landed = tuple(c | EARNED for c in run)
        self.cols[src] = col[:-n]
        self.cols[dst] = target + landed
        self.moves += 1
        self.bonus += bonus
        completed = self._complete(dst)
        turned = self._auto_turn((src, dst))
        if completed is not None or turned:
            self.undo.clear()                                                          # RULES P-7
        else:
            self.undo.append((src, dst, n, run, bonus))
        return {"cards": landed, "bonus": bonus, "completed": completed, "turned": turned}

    def turn_up(self, i: int) -> int:
        """RULES P-4: turn up the face-down top card of column i (+2); blocks undo."""
        self.down[i] -= 1
        self.turned += 1
        self.undo.clear()
        return self.cols[i][-1]

    def deal_packet(self) -> dict:
        """RULES P-5: one stock card face up on each column; completed runs leave (P-6); blocks undo."""
        packet, self.stock = self.stock[:COLUMNS], self.stock[COLUMNS:]
        for i in range(COLUMNS):
            self.cols[i] = self.cols[i] + (packet[i],)
        completed = []
        for i in range(COLUMNS):
            run = self._complete(i)
            if run is not None:
                completed.append((i, run))
        turned = self._auto_turn(range(COLUMNS)) if completed else []
        self.undo.clear()
        return {"cards": packet, "completed": completed, "turned": turned}

    def take_back(self) -> tuple[int, int, tuple[int, ...], int]:
        """RULES P-7: undo the last move: board and bonuses as before it, its -1 and bonus taken back, -1."""
        src, dst, n, run, bonus = self.undo.pop()
        self.cols[dst] = self.cols[dst][:-n]
        self.cols[src] = self.cols[src] + run
        self.moves -= 1
        self.bonus -= bonus
        self.undos += 1
        return src, dst, run, bonus

    def _complete(self, i: int) -> tuple[int, ...] | None:
        col = self.cols[i]
        if complete_at_top(col, self.down[i]):
            self.cols[i] = col[:-13]
            self.found.append(col[-13:])
            return col[-13:]
        return None

    def auto_turn_all(self) -> list[tuple[int, int]]:
        """With automatic turn-up on, turn up every face-down card at the top of a column (P-4)."""
        return self._auto_turn(range(COLUMNS))

    def _auto_turn(self, columns: Iterable[int]) -> list[tuple[int, int]]:
        if not self.auto:
            return []
        out = []
        for i in columns:
            if self.down[i] and len(self.cols[i]) == self.down[i]:
                out.append((i, self.turn_up(i)))
        return out

    # -- checks -------------------------------------------------------------------

    def all_cards(self) -> list[int]:
        """Every card: columns, stock and foundation (104 on an engine board)."""
        return [c for col in self.cols for c in col] + list(self.stock) + [c for run in self.found for c in run]


def board_from_text(columns: Sequence[str], stock: str = "", auto: bool = False) -> Board:
    """A board written as text, for tests and bug reports: one string per column, bottom first.

    ``"#KS #3H QS JS"`` is a column of two face-down cards (KS, 3H) under QS and JS.  Equal faces
    get copy numbers in order of appearance (columns, then stock).  Missing columns are empty;
    ``stock`` lists the stock cards, next packet first (card i of a packet goes to column i).
    """
    copies: dict[str, int] = {}

    def make(text: str) -> int:
        face = Card.parse(text)
        k = copies.get(face.code, 0)
        copies[face.code] = k + 1
        return card_int(Card(face.rank, face.suit, k))

    cols, down = [], []
    for text in list(columns) + [""] * (COLUMNS - len(columns)):
        col: list[int] = []
        d = 0
        for token in text.split():
            if token.startswith("#"):
                if len(col) != d:
                    raise ValueError("face-down cards lie below the face-up ones")
                d += 1
                token = token[1:]
            col.append(make(token))
        cols.append(tuple(col))
        down.append(d)
    return Board(cols, down, tuple(make(t) for t in stock.split()), auto)


def board_text(board: Board) -> list[str]:
    """The inverse of :func:`board_from_text` (faces only): one string per column."""
    return [" ".join(("#" if j < d else "") + face_name(c) for j, c in enumerate(col))
            for col, d in zip(board.cols, board.down)]
