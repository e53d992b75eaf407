"""The Spider duel engine: RULES.md P-1 ... P-10.

One :class:`SpiderState` is one duel: two seats, each with its own :class:`~.board.Board`
dealt from the same deck order (same deal number, same suit count).  Both play at the
same time: ``to_move`` is the frozenset of seats still playing, and either may act.
A seat finishes by "Done", by clearing all 104 cards, or when its clock runs out; the
duel is over when both have finished.

Actions (``type`` on the wire)
    ``Move(src, dst, count)`` ("move") moves the top ``count`` cards of column ``src`` onto
    column ``dst`` (columns 0-9, left to right).  ``TurnUp(column)`` ("turn_up") turns up
    the face-down top card of a column.  ``Deal()`` ("deal") deals a stock packet.
    ``Undo()`` ("undo") takes back the last move.  ``Done()`` ("done") finishes.
    ``TimeUp()`` ("time_up") is sent by the host, not the player, when the seat's clock
    has run out; it is accepted at any time but never listed in ``legal_actions``.

The clock as data
    The engine never reads a clock.  Every action may carry ``elapsed_ms``: the seat's
    own playing time so far, measured by the table or host.  It is not part of the
    action's identity (``Move(0, 1, 1, elapsed_ms=5000) == Move(0, 1, 1)``), so a table
    takes an action from ``legal_actions`` and sends ``dataclasses.replace(action,
    elapsed_ms=clock)``.  It must not decrease, and an action other than Done and TimeUp
    is refused once it exceeds the time limit (the host sends TimeUp instead).  A seat's
    finishing time is the last reported elapsed time (Done), or the time limit (TimeUp);
    it breaks equal scores (P-10).  Without reported times both are 0 and equal scores draw.

Views (:class:`SpiderView`)
    ``board``: the seat's own board, face-down cards only as counts (``down``) -- the
    engine never reveals a face-down card before it is turned, not even to its owner;
    the stock as packets left; score and its :class:`~.scoring.Breakdown`.  ``players``:
    each seat's public line (score, runs, cards left, moves, time, finished).  ``watch``:
    once the viewing seat has finished, the opponent's game as a replayable record
    (:func:`watch_frames` turns it into boards, live while the opponent still plays).

Events (for animation)
    Pile names: ``"col0"`` ... ``"col9"``, ``"stock"``, ``"foundation"``.
    ``move`` {seat, card, src, dst, face_up, count}: one per card, bottom card first
    (a deal: ``src`` "stock"; a completed run: ``dst`` "foundation"; an undo moves the
    cards back).  ``flip`` {seat, card, pile, face_up}: a turn-up.  ``run_complete`` {seat,
    pile, suit, cards}.  ``undo`` {seat, src, dst, count}.  ``score`` {seat, score, delta,
    runs, cards_left, moves, elapsed_ms} (public).  ``finished`` {seat, reason, score,
    time_ms} (public; reason "done", "cleared" or "time").  ``round_over`` {winner,
    scores, times_ms, decided_by} (public).  Board events of a seat are seen only by that
    seat while the other still plays (the same deal: your cards are their hidden cards),
    and by both once the other has finished.

Deal numbers
    The match seed is the deal number: deal #N is the deck order :func:`deck_order` gives
    for N and the suit count.  With ``winnable_only`` the game deals the first deal
    number >= N that the oracle solver (:mod:`.solver`) solves within a fixed node budget
    (deterministic; at most :data:`WINNABLE_TRIES` numbers are tried); ``deal_number`` in
    the view is the number actually dealt, so "play deal #M again" reproduces it.

Corner cases decided here (RULES.md leaves them open)
    * Moving cards onto a column holding only face-down cards covers them; they can be
      turned up again only once uncovered.  Such a landing never earns the same-suit bonus.
    * A move that completes a run, and a move followed by an automatic turn-up
      (``auto_turn_up``), cannot be undone (P-7).  Undo is refused with nothing to undo.
    * The same-suit bonus of a moved run is counted per card not yet earned; undo takes it
      back and the cards may earn it again later.  Cards dealt onto their own suit earn
      nothing (P-8), nor does a completed run's last card.
    * Clearing all cards finishes the seat at once (+100, P-9).  Done is always allowed,
      also with cards left; the round is over when both seats have finished.
    * Automatic turn-up (P-4) is each player's own setting: the action :class:`AutoTurnUp`
      switches it for its seat at any time while that seat plays (not a move, no cost; switched
      on, it turns up the face-down tops already there).  It also turns up cards uncovered by a
      completed run (also after a deal).  The option ``auto_turn_up`` is where both seats start
      (off unless a table says otherwise; saves from before the action exist with it on).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from cardsuite.cards import Card, Suit, spider_deck
from cardsuite.engine import (Action, ActionSet, BadMessage, Event, Game, GameOptions, GameState, IllegalAction,
                              TimeControl,
                              MatchResult, RoundSummary, View, check_deck, rng_for, shuffled)

from .board import COLUMNS, EARNED, SUITS, Board, card_int, int_card, run_length
from .scoring import Breakdown, clock_text, duel_winner

RULES_VERSION = 1
MAX_ELAPSED_MS = 24 * 3600 * 1000
WINNABLE_TRIES = 25
SEATS = (0, 1)


# ---------------------------------------------------------------- options


@dataclass(frozen=True)
class SpiderOptions(GameOptions):
    suits: int = field(default=1, metadata={
        "label": "Suits",
        "help": "1 suit: eight times spades A-K (easier). 2 suits: four times hearts and four times spades.",
        "choices": [(1, "1 suit"), (2, "2 suits")]})
    time_limit_min: int = field(default=0, metadata={
        "label": "Time limit",
        "help": "Each player's playing time; when it runs out the game ends as if Done was pressed.",
        "choices": [(0, "Standard (10 minutes for 1 suit, 15 for 2)"), (5, "5 minutes"), (10, "10 minutes"),
                    (15, "15 minutes"), (20, "20 minutes")]})
    # where both seats' automatic turn-up starts; each player switches their own (AutoTurnUp, RULES
    # P-4) -- the table offers it as a player's setting, so the new-game dialog does not
    auto_turn_up: bool = field(default=False, metadata={"hidden": True})
    winnable_only: bool = field(default=False, metadata={
        "label": "Winnable deals only",
        "help": "Deal only deals the solver can win: the first winnable deal number from the one chosen."})
    PRESETS = {"default": {}}

    def __post_init__(self) -> None:
        if self.suits not in (1, 2) or isinstance(self.suits, bool):
            raise ValueError("Spider is played with 1 or 2 suits")
        t = self.time_limit_min
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= 120:
            raise ValueError("the time limit is a whole number of minutes from 1 to 120 (0: the standard one)")
        for name in ("auto_turn_up", "winnable_only"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")

    @property
    def minutes(self) -> int:
        """The time limit in minutes: the chosen one, or 10 (1 suit) / 15 (2 suits)."""
        return self.time_limit_min or (10 if self.suits == 1 else 15)

    @property
    def time_limit_ms(self) -> int:
        return self.minutes * 60_000


# ---------------------------------------------------------------- actions


@dataclass(frozen=True)
class SpiderAction(Action):
    """Base of the Spider actions; ``elapsed_ms`` is the seat's clock as the host measured it (not compared)."""

    elapsed_ms: int | None = field(default=None, compare=False, kw_only=True)

    def to_json(self) -> Any:
        data = super().to_json()
        if data.get("elapsed_ms") is None:
            data.pop("elapsed_ms", None)
        return data


@dataclass(frozen=True)
class Move(SpiderAction):
    """RULES P-3: move the top ``count`` cards of column ``src`` onto column ``dst``."""

    kind = "move"
    src: int
    dst: int
    count: int = 1


@dataclass(frozen=True)
class TurnUp(SpiderAction):
    """RULES P-4: turn up the face-down top card of ``column`` (+2)."""

    kind = "turn_up"
    column: int


@dataclass(frozen=True)
class AutoTurnUp(SpiderAction):
    """RULES P-4: the player's own setting "turn up automatically", switched on or off.

    Switched on, it at once turns up every face-down card already at the top of a column
    (each scoring and blocking undo like any turn-up).  It is not a move and costs nothing.
    """

    kind = "auto_turn_up"
    on: bool = True


@dataclass(frozen=True)
class Deal(SpiderAction):
    """RULES P-5: one stock card face up on each column."""

    kind = "deal"


@dataclass(frozen=True)
class Undo(SpiderAction):
    """RULES P-7: take back the last move (costs 1)."""

    kind = "undo"


@dataclass(frozen=True)
class Done(SpiderAction):
    """RULES P-9: finish now ("Gotowe")."""

    kind = "done"


@dataclass(frozen=True)
class TimeUp(SpiderAction):
    """RULES P-9, P-10: the host reports that the seat's clock has run out."""

    kind = "time_up"


DEAL = Deal()
UNDO = Undo()
DONE = Done()
TIME_UP = TimeUp()


class SpiderClock(TimeControl):
    """RULES P-9: the duel's clock as every host keeps it -- the table for a person, the
    controller and the benchmarks for a bot (see "The clock as data" above)."""

    def __init__(self, limit_ms: int) -> None:
        self.limit_ms = limit_ms

    def used_ms(self, state: "SpiderState", seat: int) -> int:
        return state.elapsed[seat]

    def stamp(self, action: Action, elapsed_ms: int) -> Action:
        """Past the limit a move becomes time-up, and Done is stamped with the limit: nobody's
        playing time exceeds it (RULES P-9)."""
        if isinstance(action, TimeUp) or (elapsed_ms > self.limit_ms and not isinstance(action, Done)):
            return self.time_up(elapsed_ms)
        return replace(action, elapsed_ms=min(elapsed_ms, self.limit_ms))

    def time_up(self, elapsed_ms: int) -> Action:
        return TimeUp(elapsed_ms=self.limit_ms)


# ---------------------------------------------------------------- views


@dataclass(frozen=True)
class BoardView:
    """One player's board as its owner sees it.

    ``down[i]``: face-down cards of column i (their faces are never shown); ``up[i]``: its
    face-up cards, bottom first.  ``stock_packets``/``stock_cards``: what is left to deal.
    ``foundation``: the suit of each completed run, in order.  ``undo_depth``: how many
    moves Undo can take back now.  ``earned``: the face-up cards that have already earned
    their same-suit bonus (RULES P-8; the player made those moves, so may remember them).
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


def _card(c: int) -> Card:
    c &= ~EARNED
    out = _CARDS.get(c)
    if out is None:
        out = _CARDS[c] = int_card(c)
    return out


def _pile(i: int) -> str:
    return f"col{i}"


def board_view(b: Board) -> BoardView:
    """The owner's view of a board: face-down cards as counts only."""
    return BoardView(
        down=tuple(b.down),
        up=tuple(tuple(_card(c) for c in col[d:]) for col, d in zip(b.cols, b.down)),
        stock_packets=b.packets, stock_cards=len(b.stock),
        foundation=tuple(SUITS[(run[-1] >> 4) & 3] for run in b.found),
        score=b.score, breakdown=Breakdown.of(b), undo_depth=len(b.undo),
        earned=tuple(sorted(_card(c) for col, d in zip(b.cols, b.down) for c in col[d:] if c & EARNED)),
    )


def deck_order(seed: int, suits: int) -> list[Card]:
    """The deck order of deal number ``seed`` (card 0 dealt first)."""
    return shuffled(spider_deck(suits), rng_for(seed, "spider", suits, "deal"))


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


# ---------------------------------------------------------------- state


class SpiderState(GameState):
    """The duel.  ``boards[s]`` is seat s's board; ``finished[s]`` why it finished ("" while it plays)."""

    def __init__(self, options: SpiderOptions, deck: Sequence[int], deal_number: int | None) -> None:
        self.options = options
        self.deck: tuple[int, ...] = tuple(deck)
        self.deal_number = deal_number
        auto = options.auto_turn_up
        self.boards = [Board.deal(self.deck, auto), Board.deal(self.deck, auto)]
        self.start = board_view(self.boards[0])
        self.elapsed = [0, 0]
        self.finished = ["", ""]
        self.finish_ms = [0, 0]
        self.logs: list[list[WatchStep]] = [[], []]

    # -- the interface ------------------------------------------------------

    @property
    def to_move(self) -> frozenset[int] | None:
        playing = frozenset(s for s in SEATS if not self.finished[s])
        return playing or None

    @property
    def is_over(self) -> bool:
        return bool(self.finished[0] and self.finished[1])

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in SEATS or self.finished[seat]:
            return []
        b = self.boards[seat]
        out: list[Action] = [Move(s, d, n) for s, d, n in b.legal_moves()]
        out += [TurnUp(i) for i in b.turnable()]
        if b.stock:
            out.append(DEAL)
        if b.undo:
            out.append(UNDO)
        out.append(AutoTurnUp(not b.auto))
        out.append(DONE)
        return out

    def check(self, seat: int, action: Action) -> None:
        reason = self._problem(seat, action)
        if reason:
            raise IllegalAction(reason)

    def explain_illegal(self, seat: int, action: Action) -> str:
        return self._problem(seat, action) or "That move is allowed."

    def _problem(self, seat: int, action: Any) -> str | None:
        if self.is_over:
            return "The game is over."
        if seat not in SEATS:
            return "There is no such seat."
        if self.finished[seat]:
            return "You have finished this game."
        if not isinstance(action, SpiderAction):
            return "That is not a move of Spider."
        b = self.boards[seat]
        limit = self.options.time_limit_ms
        ms = action.elapsed_ms
        kind = type(action)
        if ms is not None:
            if not _is_int(ms) or not 0 <= ms <= MAX_ELAPSED_MS:
                return "The reported playing time is not a valid number of milliseconds."
            if ms < self.elapsed[seat]:
                return "The reported playing time cannot go backwards."
            if ms > limit and kind not in (Done, TimeUp):
                return "Your time is up."
        if kind is Move:
            if not (_is_col(action.src) and _is_col(action.dst)) or not _is_int(action.count):
                return "Columns are numbered 0 to 9 and a move takes a whole number of cards."
            return b.move_problem(action.src, action.dst, action.count)
        if kind is TurnUp:
            if not _is_col(action.column):
                return "Columns are numbered 0 to 9."
            i = action.column
            if not b.down[i]:
                return "That column has no face-down card."
            if len(b.cols[i]) != b.down[i]:
                return "Only a face-down card at the top of a column can be turned up."
            return None
        if kind is AutoTurnUp:
            if not isinstance(action.on, bool):
                return "Automatic turn-up is switched on (true) or off (false)."
            if action.on == b.auto:
                return f"Automatic turn-up is already {'on' if b.auto else 'off'}."
            return None
        if kind is Deal:
            return None if b.stock else "The stock is empty."
        if kind is Undo:
            if b.undo:
                return None
            if b.moves or b.turned or b.runs or len(b.stock) < 50:
                return "Nothing to undo: a turn-up, a deal or a completed run cannot be undone."
            return "Nothing to undo."
        if kind is TimeUp:
            if ms is not None and ms < limit:
                return "The clock has not run out yet."
            return None
        if kind is Done:
            return None
        return "That is not a move of Spider."

    # -- applying -------------------------------------------------------------

    def _audience(self, seat: int) -> frozenset[int]:
        other = 1 - seat
        return frozenset(SEATS) if self.finished[other] else frozenset((seat,))

    def _apply(self, seat: int, action: Action) -> list[Event]:
        b = self.boards[seat]
        kind = type(action)
        ms = action.elapsed_ms
        if ms is not None:
            self.elapsed[seat] = ms
        before = b.score
        aud = self._audience(seat)
        events: list[Event] = []
        step: WatchStep
        if kind is Move:
            src, dst, n = action.src, action.dst, action.count
            res = b.move(src, dst, n)
            for c in res["cards"]:
                events.append(Event("move", {"seat": seat, "card": _card(c), "src": _pile(src), "dst": _pile(dst),
                                             "face_up": True, "count": n}, aud))
            if res["completed"] is not None:
                events += self._completed_events(seat, dst, res["completed"], aud)
            events += self._flip_events(seat, res["turned"], aud)
            step = WatchStep("move", src=src, dst=dst, count=n, elapsed_ms=ms, revealed=self._revealed(res["turned"]))
        elif kind is TurnUp:
            c = b.turn_up(action.column)
            events += self._flip_events(seat, [(action.column, c)], aud)
            step = WatchStep("turn_up", column=action.column, elapsed_ms=ms,
                             revealed=self._revealed([(action.column, c)]))
        elif kind is AutoTurnUp:
            b.auto = action.on
            turned = b.auto_turn_all()
            events += self._flip_events(seat, turned, aud)
            step = WatchStep("auto_turn_up", on=action.on, elapsed_ms=ms, revealed=self._revealed(turned))
        elif kind is Deal:
            res = b.deal_packet()
            for i, c in enumerate(res["cards"]):
                events.append(Event("move", {"seat": seat, "card": _card(c), "src": "stock", "dst": _pile(i),
                                             "face_up": True, "count": 1}, aud))
            for i, run in res["completed"]:
                events += self._completed_events(seat, i, run, aud)
            events += self._flip_events(seat, res["turned"], aud)
            step = WatchStep("deal", elapsed_ms=ms, revealed=self._revealed(res["turned"]),
                             dealt=tuple(_card(c) for c in res["cards"]))
        elif kind is Undo:
            src, dst, run, _ = b.take_back()
            events.append(Event("undo", {"seat": seat, "src": _pile(src), "dst": _pile(dst), "count": len(run)}, aud))
            for c in run:
                events.append(Event("move", {"seat": seat, "card": _card(c), "src": _pile(dst), "dst": _pile(src),
                                             "face_up": True, "count": len(run)}, aud))
            step = WatchStep("undo", elapsed_ms=ms)
        else:
            step = WatchStep(kind.kind, elapsed_ms=ms)
        self.logs[seat].append(step)
        if kind is not Done and kind is not TimeUp:
            events.append(Event("score", {"seat": seat, "score": b.score, "delta": b.score - before, "runs": b.runs,
                                          "cards_left": b.cards_left, "moves": b.moves,
                                          "elapsed_ms": self.elapsed[seat]}))
        if kind is Done:
            events += self._finish(seat, "done")
        elif kind is TimeUp:
            events += self._finish(seat, "time")
        elif b.cleared:
            events += self._finish(seat, "cleared")
        return events

    def _completed_events(self, seat: int, i: int, run: tuple[int, ...], aud) -> list[Event]:
        cards = [_card(c) for c in run]
        out = [Event("run_complete", {"seat": seat, "pile": _pile(i), "suit": cards[0].suit, "cards": cards}, aud)]
        out += [Event("move", {"seat": seat, "card": c, "src": _pile(i), "dst": "foundation", "face_up": True,
                               "count": 13}, aud) for c in reversed(cards)]
        return out

    def _flip_events(self, seat: int, turned, aud) -> list[Event]:
        return [Event("flip", {"seat": seat, "card": _card(c), "pile": _pile(i), "face_up": True}, aud)
                for i, c in turned]

    @staticmethod
    def _revealed(turned) -> tuple[tuple[int, Card], ...]:
        return tuple((i, _card(c)) for i, c in turned)

    def _finish(self, seat: int, reason: str) -> list[Event]:
        limit = self.options.time_limit_ms
        if reason == "time":
            self.elapsed[seat] = max(self.elapsed[seat], limit)
            self.finish_ms[seat] = limit
        else:
            self.finish_ms[seat] = min(self.elapsed[seat], limit)
        self.finished[seat] = reason
        b = self.boards[seat]
        events = [Event("finished", {"seat": seat, "reason": reason, "score": b.score,
                                     "time_ms": self.finish_ms[seat]})]
        if self.is_over:
            winner, how = self.result()
            events.append(Event("round_over", {"winner": winner, "scores": [self.boards[0].score,
                                                                              self.boards[1].score],
                                               "times_ms": list(self.finish_ms), "decided_by": how}))
        return events

    def result(self) -> tuple[int | None, str]:
        """RULES P-10: (winner or None, "score"/"time"/"draw") -- meaningful once both have finished."""
        return duel_winner((self.boards[0].score, self.boards[1].score), (self.finish_ms[0], self.finish_ms[1]))

    # -- views ----------------------------------------------------------------

    def player_info(self, seat: int) -> PlayerInfo:
        b = self.boards[seat]
        done = bool(self.finished[seat])
        return PlayerInfo(score=b.score, runs=b.runs, cards_left=104 - 13 * b.runs, moves=b.moves, undos=b.undos,
                          elapsed_ms=self.elapsed[seat], finished=done, reason=self.finished[seat],
                          time_ms=self.finish_ms[seat] if done else None)

    def view(self, seat: int | None) -> SpiderView:
        if seat not in (0, 1, None):
            raise ValueError("Spider duel has seats 0 and 1")
        board = watch = None
        if seat is not None:
            board = board_view(self.boards[seat])
            if self.finished[seat]:
                other = 1 - seat
                watch = Watch(other, self.start, tuple(self.logs[other]), self.options.auto_turn_up,
                              live=not self.finished[other])
        winner, how = self.result() if self.is_over else (None, "")
        opts = self.options
        return SpiderView(seat=seat, to_move=self.to_move, suits=opts.suits, deal_number=self.deal_number,
                          time_limit_ms=opts.time_limit_ms,
                          auto_turn_up=self.boards[seat].auto if seat is not None else opts.auto_turn_up, board=board,
                          players=(self.player_info(0), self.player_info(1)), watch=watch, winner=winner,
                          decided_by=how)

    # -- JSON -------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The full state: the deal, each seat's board (for reading) and its log (what rebuilds it)."""
        seats = []
        for s in SEATS:
            b = self.boards[s]
            seats.append({
                "cols": [[_text(c) for c in col] for col in b.cols],
                "down": list(b.down),
                "stock": [_text(c) for c in b.stock],
                "found": [[_text(c) for c in run] for run in b.found],
                "score": b.score,
                "elapsed_ms": self.elapsed[s],
                "finished": self.finished[s],
                "finish_ms": self.finish_ms[s],
                "log": [_step_json(step) for step in self.logs[s]],
            })
        return {"rules_version": RULES_VERSION, "options": self.options.to_json(), "deal_number": self.deal_number,
                "deck": [_text(c) for c in self.deck], "seats": seats}

    def copy(self) -> "SpiderState":
        new = SpiderState.__new__(SpiderState)
        new.options, new.deck, new.deal_number, new.start = self.options, self.deck, self.deal_number, self.start
        new.boards = [b.copy() for b in self.boards]
        new.elapsed, new.finished, new.finish_ms = list(self.elapsed), list(self.finished), list(self.finish_ms)
        new.logs = [list(log) for log in self.logs]
        return new


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_col(v: Any) -> bool:
    return _is_int(v) and 0 <= v < COLUMNS


def _text(c: int) -> str:
    return _card(c).text + ("*" if c & EARNED else "")


def _step_json(step: WatchStep) -> Any:
    return step.action().to_json()


ACTIONS = ActionSet(Move, TurnUp, AutoTurnUp, Deal, Undo, Done, TimeUp)


def state_from_json(data: Any) -> SpiderState:
    """Rebuild a state from :meth:`SpiderState.to_json` by replaying each seat's log on the deal;
    BadMessage if anything is malformed or the stored boards differ from what the logs give."""
    if not isinstance(data, dict):
        raise BadMessage("a Spider state is an object")
    try:
        if data.get("rules_version") != RULES_VERSION:
            raise BadMessage("this Spider state was saved by another rules version")
        options = SpiderOptions.from_json(data["options"])
        number = data.get("deal_number")
        if number is not None and not _is_int(number):
            raise BadMessage("deal_number must be a whole number")
        deck = check_deck([Card.parse(t) for t in data["deck"]], spider_deck(options.suits))
        state = SpiderState(options, [card_int(c) for c in deck], number)
        seats = data["seats"]
        if not isinstance(seats, list) or len(seats) != 2:
            raise BadMessage("a Spider state has two seats")
        for s in SEATS:
            seat_data = seats[s]
            log = seat_data["log"]
            if not isinstance(log, list):
                raise BadMessage("a seat's log is a list of actions")
            for item in log:
                state.apply(s, ACTIONS.from_json(item))
            stored = {k: seat_data[k] for k in ("cols", "down", "stock", "found", "score", "elapsed_ms", "finished",
                                                "finish_ms")}
            rebuilt = {k: state.to_json()["seats"][s][k] for k in stored}
            if stored != rebuilt:
                raise BadMessage("the stored boards do not match their logs")
        return state
    except BadMessage:
        raise
    except IllegalAction as exc:
        raise BadMessage(f"a seat's log does not replay: {exc.reason}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise BadMessage(f"malformed Spider state: {exc!r}") from None


# ---------------------------------------------------------------- the game


class SpiderGame(Game):
    name = "spider"
    title = "Spider duel"
    rules_version = RULES_VERSION
    Options = SpiderOptions
    View = SpiderView
    actions = ACTIONS

    def seat_count(self, options: GameOptions) -> int:
        return 2

    def new_state(self, options: SpiderOptions, seed: int, context: Any = None) -> SpiderState:
        """Deal number ``seed`` (RULES P-10: both seats get the same deal)."""
        if not isinstance(options, SpiderOptions):
            raise BadMessage("these are not Spider options")
        if not _is_int(seed) or seed < 0:
            raise BadMessage("a deal number is a whole number >= 0")
        number = seed
        if options.winnable_only:
            from .solver import first_winnable
            number = first_winnable(seed, options.suits, WINNABLE_TRIES)
        deck = [card_int(c) for c in deck_order(number, options.suits)]
        return SpiderState(options, deck, number)

    def from_deck(self, options: SpiderOptions, deck: Sequence[Card], context: Any = None) -> SpiderState:
        """RULES P-2: a deal from a given deck order (card 0 first); it has no deal number."""
        if not isinstance(options, SpiderOptions):
            raise BadMessage("these are not Spider options")
        deck = check_deck(deck, spider_deck(options.suits))
        return SpiderState(options, [card_int(c) for c in deck], None)

    def state_from_json(self, data: Any) -> SpiderState:
        return state_from_json(data)

    def time_control(self, options: SpiderOptions) -> SpiderClock:
        return SpiderClock(options.time_limit_ms)

    # -- the duel as a one-round match (RULES P-10) ------------------------------

    def score_round(self, options: SpiderOptions, match_score: Any,
                    state: SpiderState) -> tuple[dict[str, Any], RoundSummary]:
        if not state.is_over:
            raise ValueError("the duel is not over")
        winner, how = state.result()
        scores = (state.boards[0].score, state.boards[1].score)
        parts = [Breakdown.of(b).lines() for b in state.boards]
        lines = [(label, (f"{parts[0][k][2]} ({parts[0][k][3]:+d})", f"{parts[1][k][2]} ({parts[1][k][3]:+d})"))
                 for k, (_, label, _, _) in enumerate(parts[0])]
        lines.append(("Score", (str(scores[0]), str(scores[1]))))
        lines.append(("Time", (clock_text(state.finish_ms[0]), clock_text(state.finish_ms[1]))))
        if winner is None:
            text = f"A draw: both scored {scores[0]}" + (" in the same time." if how == "draw" else ".")
        elif how == "time":
            text = f"Seat {winner} wins: the same score ({scores[winner]}), finished in less time."
        else:
            text = f"Seat {winner} wins with {scores[winner]} points to {scores[1 - winner]}."
        totals = [t + s for t, s in zip(match_score.get("totals", [0, 0]), scores)]
        new_score = {"totals": totals, "rounds": int(match_score.get("rounds", 0)) + 1, "winner": winner,
                     "decided_by": how}
        return new_score, RoundSummary(winner, scores, tuple(lines), text)

    def match_result(self, options: SpiderOptions, match_score: Any) -> MatchResult | None:
        if not isinstance(match_score, dict) or int(match_score.get("rounds", 0)) < 1:
            return None
        winner = match_score.get("winner")
        totals = tuple(match_score.get("totals", (0, 0)))
        text = "The duel is a draw." if winner is None else f"Seat {winner} wins the duel."
        return MatchResult(winner, text, totals)


GAME = SpiderGame()
