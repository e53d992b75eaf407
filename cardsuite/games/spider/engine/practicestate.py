"""Spider practice (RULES.md P-11, P-12): one player alone on one board, the duel's rules or the classic ones.

The board, its moves and the sheet's scoring are the duel's (:class:`~.board.Board`); what is practice's
own lives here: Redo, "restart this deal", the solver's demo, the classic variant, the clock counting up.

Actions (beside the duel's Move, TurnUp, AutoTurnUp, Deal, Undo and Done; no TimeUp is ever needed)
    ``Redo()`` ("redo") plays the last undone move (or classic deal) again, as a move of its own;
    ``Restart()`` ("restart") deals this deal again from its start; ``Demo()`` ("demo") asks the
    solver (:mod:`.oracle`, which sees every card) for a way to win from here -- the view then
    names the next step of its plan (``demo_step``), the table plays it and asks again, and a
    game the demo has helped is never counted as won.

Undo (RULES P-12)
    With the sheet's rules it is the duel's (P-7, the board's own undo stack).  Classic undo takes
    back a move -- turning face down again a card the move uncovered -- or a deal, any number of
    times, but never past a completed run.  Redo is offered after undos until another action.

Time
    The clock counts up: the host stamps each action with the seat's playing time (``elapsed_ms``),
    as in the duel, against a limit of a day.  A restart starts the game's own time again
    (``start_ms``); the finishing time is the time from the last restart.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Sequence

from cardsuite.engine import Action, Event, GameState, IllegalAction, TimeControl

from .actions import DEAL, DONE, UNDO, AutoTurnUp, Deal, Done, Move, SpiderAction, TimeUp, TurnUp, Undo
from .board import COLUMNS, Board
from .oracle import DEFAULT_WIDTHS, beam_solve
from .views import PlayerInfo, SpiderView, UndoStep, board_view, pile_name, shown_card
from .state import MAX_ELAPSED_MS, card_text, completed_events, flip_events

PRACTICE_RULES_VERSION = 1
CLASSIC_START = 500            # RULES P-12: the classic score starts at 500,
CLASSIC_RUN = 100              # +100 per completed run, -1 per move and per undo
DEMO_NODES = 150_000
"""The demo's search budget, under half of what picks winnable deals, since the demo is asked for on the table's
own thread: a position it cannot solve costs about 1.3 s, not 3.5.  Measured on fresh deals 1-12 (solve_deck's
nodes, median/max): 1 suit 33k/37k, 2 suits 42k/229k, 4 suits 75k/339k -- and with the classic rules 30k-216k
medians, so a four-suit classic deal often needs more than this and the demo then says it finds no way."""
DEMO_DEAL = -1                 # ``demo_step`` (DEMO_DEAL,) is a deal


@dataclass(frozen=True)
class Redo(SpiderAction):
    """RULES P-11: play the last undone move (or classic deal) again."""

    kind = "redo"


@dataclass(frozen=True)
class Restart(SpiderAction):
    """RULES P-11: deal this deal again from its start."""

    kind = "restart"


@dataclass(frozen=True)
class Demo(SpiderAction):
    """RULES P-11: ask the solver for a way to win from here (the game is then no longer counted as won)."""

    kind = "demo"


REDO = Redo()
RESTART = Restart()
DEMO = Demo()


@dataclass(frozen=True)
class PracticeView(SpiderView):
    """What the player sees: the duel's view of one seat, and practice's own lines.

    ``classic``: the classic rules (P-12); ``redo_steps``: what Redo would play, next first, each
    ``(src, dst, count)`` (a classic deal: ``(-1, -1, 10)``); ``restarts``: how often the deal was started
    again; ``assisted``: the demo has helped; ``demo``: "" (not asked), "plan" (``demo_step`` is the next
    step of the solver's plan: ``(src, dst, count)`` a move, ``(column,)`` a turn-up, ``(-1,)`` a deal) or
    "none" (the solver found no way to win from here); ``score``: the score by the rules played;
    ``start_ms``: the playing time when this deal was last started (the game's own time runs from it);
    ``undo_turned``: classic rules, for each step of ``board.undo_moves``, whether it turned up a card (which
    its undo turns face down again).
    """

    classic: bool = False
    redo_steps: tuple[tuple[int, int, int], ...] = ()
    restarts: int = 0
    assisted: bool = False
    demo: str = ""
    demo_step: tuple[int, ...] = ()
    score: int = 0
    start_ms: int = 0
    undo_turned: tuple[bool, ...] = ()

    def demo_action(self) -> SpiderAction | None:
        """The demo's next step as an action, or None."""
        step = self.demo_step
        if self.demo != "plan" or not step:
            return None
        if len(step) == 3:
            return Move(*step)
        return DEAL if step[0] == DEMO_DEAL else TurnUp(step[0])


class PracticeClock(TimeControl):
    """The clock counts up; a day is the limit, so the host stamps every action with the playing time."""

    limit_ms = MAX_ELAPSED_MS

    def used_ms(self, state: "PracticeState", seat: int) -> int:
        return state.elapsed

    def stamp(self, action: Action, elapsed_ms: int) -> Action:
        if isinstance(action, TimeUp) or elapsed_ms > self.limit_ms:
            return self.time_up(elapsed_ms)
        return replace(action, elapsed_ms=elapsed_ms)

    def time_up(self, elapsed_ms: int) -> Action:
        return TimeUp(elapsed_ms=self.limit_ms)


class PracticeState(GameState):
    """One practice game: see the module docstring.  Seat 0 is the only seat."""

    def __init__(self, options, deck: Sequence[int], deal_number: int | None) -> None:
        self.options = options
        self.deck: tuple[int, ...] = tuple(deck)
        self.deal_number = deal_number
        self.elapsed = 0
        self.finished = ""
        self.finish_ms = 0
        self.restarts = 0
        self.assisted = False
        self._deal()

    def _deal(self) -> None:
        """The deal from its start (P-2); counters of this game at zero, the clock's zero here."""
        self.board = Board.deal(self.deck, self.options.classic or self.options.auto_turn_up)
        self.start_ms = self.elapsed
        self.classic_moves = 0
        self.classic_undos = 0
        self.stack: list[tuple[int, int, int, bool]] = []   # classic undo: (src, dst, count, turned); deal: -1s
        self.redo: list[tuple[int, int, int]] = []
        self.plan: list[tuple[int, ...]] = []
        self.demo = ""

    # -- the interface ------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.finished else 0

    @property
    def classic(self) -> bool:
        return self.options.classic

    @property
    def score(self) -> int:
        """RULES P-8 (the sheet), or P-12 (classic)."""
        if self.classic:
            return CLASSIC_START + CLASSIC_RUN * self.board.runs - self.classic_moves - self.classic_undos
        return self.board.score

    def can_deal(self) -> bool:
        """P-5; classic (P-12): only onto ten columns that hold cards."""
        b = self.board
        return bool(b.stock) and not (self.classic and not all(b.cols))

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != 0 or self.finished:
            return []
        b = self.board
        out: list[Action] = [Move(s, d, n) for s, d, n in b.legal_moves()]
        if not self.classic:
            out += [TurnUp(i) for i in b.turnable()]
        if self.can_deal():
            out.append(DEAL)
        if self.stack or (not self.classic and b.undo):
            out.append(UNDO)
        if self.redo:
            out.append(REDO)
        if not self.classic:
            out.append(AutoTurnUp(not b.auto))
        if self.changed():
            out.append(RESTART)
        if not self.plan:
            out.append(DEMO)
        out.append(DONE)
        return out

    def changed(self) -> bool:
        """Whether anything was played since the deal's start (a restart would change something)."""
        b = self.board
        return bool(b.moves or b.undos or b.turned or b.runs or len(b.stock) < 50 or self.classic_moves
                    or self.classic_undos or self.redo)

    def check(self, seat: int, action: Action) -> None:
        reason = self._problem(seat, action)
        if reason:
            raise IllegalAction(reason)

    def explain_illegal(self, seat: int, action: Action) -> str:
        return self._problem(seat, action) or "That move is allowed."

    def _problem(self, seat: int, action: Any) -> str | None:
        if self.finished:
            return "The game is over."
        if seat != 0:
            return "There is no such seat."
        if not isinstance(action, SpiderAction):
            return "That is not a move of Spider."
        ms = action.elapsed_ms
        if ms is not None:
            if isinstance(ms, bool) or not isinstance(ms, int) or not 0 <= ms <= MAX_ELAPSED_MS:
                return "The reported playing time is not a valid number of milliseconds."
            if ms < self.elapsed:
                return "The reported playing time cannot go backwards."
        kind = type(action)
        b = self.board
        if kind in (Done, TimeUp, Demo) or (kind is Restart and self.changed()):
            return "The solver is already showing a way to win." if kind is Demo and self.plan else None
        if kind is Restart:
            return "Nothing has been played yet."
        if kind is Move:
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in (action.src, action.dst, action.count)) \
                    or not (0 <= action.src < COLUMNS and 0 <= action.dst < COLUMNS):
                return "Columns are numbered 0 to 9 and a move takes a whole number of cards."
            return b.move_problem(action.src, action.dst, action.count)
        if kind is Deal:
            if not b.stock:
                return "The stock is empty."
            return None if self.can_deal() else "Classic rules: fill every empty column before dealing."
        if kind is Undo:
            if self.stack or (not self.classic and b.undo):
                return None
            return "Nothing to undo."
        if kind is Redo:
            if not self.redo:
                return "Nothing to redo."
            src, dst, n = self.redo[-1]
            return None if src < 0 else b.move_problem(src, dst, n)
        if self.classic:
            return "Classic rules turn up every uncovered card by themselves."
        if kind is TurnUp:
            i = action.column
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < COLUMNS:
                return "Columns are numbered 0 to 9."
            if i not in b.turnable():
                return "Only a face-down card at the top of a column can be turned up."
            return None
        if kind is AutoTurnUp:
            if not isinstance(action.on, bool) or action.on == b.auto:
                return "Automatic turn-up is already so."
            return None
        return "That is not a move of Spider."

    # -- applying -------------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = type(action)
        if action.elapsed_ms is not None:
            self.elapsed = action.elapsed_ms
        before = self.score
        events: list[Event] = []
        step = _plan_step(action)
        if kind is Redo:
            src, dst, n = self.redo.pop()
            events += self._play(DEAL if src < 0 else Move(src, dst, n))
        elif kind is Undo:
            events += self._undo()
        elif kind is Restart:
            self.restarts += 1
            self._deal()
            events.append(Event("restart", {"seat": 0}))
        elif kind is Demo:
            self._solve()
        elif kind is AutoTurnUp:
            self.board.auto = action.on
            events += flip_events(0, self.board.auto_turn_all())
            self.redo = []
        elif kind in (Move, Deal, TurnUp):
            events += self._play(action)
            self.redo = []
        if kind is not Demo:
            self._follow_plan(step)
        if kind not in (Done, TimeUp):
            events.append(Event("score", {"seat": 0, "score": self.score, "delta": self.score - before,
                                          "runs": self.board.runs, "cards_left": self.board.cards_left,
                                          "moves": self.board.moves, "elapsed_ms": self.elapsed}))
        if kind in (Done, TimeUp):
            events += self._finish("done" if kind is Done else "time")
        elif self.board.cleared:
            events += self._finish("cleared")
        return events

    def _play(self, action: Action) -> list[Event]:
        """A move, a deal or a turn-up, with the classic undo step it leaves."""
        b = self.board
        events: list[Event] = []
        if isinstance(action, Move):
            src, dst, n = action.src, action.dst, action.count
            res = b.move(src, dst, n)
            events += [Event("move", {"seat": 0, "card": shown_card(c), "src": pile_name(src), "dst": pile_name(dst),
                                      "face_up": True, "count": n}) for c in res["cards"]]
            if res["completed"] is not None:
                events += completed_events(0, dst, res["completed"])
            events += flip_events(0, res["turned"])
            if self.classic:
                self.classic_moves += 1
                if res["completed"] is not None:
                    self.stack.clear()                                  # never past a completed run (P-12)
                else:
                    self.stack.append((src, dst, n, bool(res["turned"])))
        elif isinstance(action, Deal):
            res = b.deal_packet()
            events += [Event("move", {"seat": 0, "card": shown_card(c), "src": "stock", "dst": pile_name(i),
                                      "face_up": True, "count": 1}) for i, c in enumerate(res["cards"])]
            for i, run in res["completed"]:
                events += completed_events(0, i, run)
            events += flip_events(0, res["turned"])
            if self.classic:
                if res["completed"]:
                    self.stack.clear()
                else:
                    self.stack.append((-1, -1, COLUMNS, False))
        else:
            events += flip_events(0, [(action.column, b.turn_up(action.column))])
        return events

    def _undo(self) -> list[Event]:
        b = self.board
        if not self.classic:
            src, dst, run, _ = b.take_back()
            self.redo.append((src, dst, len(run)))
            return [Event("undo", {"seat": 0, "src": pile_name(src), "dst": pile_name(dst), "count": len(run)})]
        src, dst, n, turned = self.stack.pop()
        self.classic_undos += 1
        if src < 0:                                                     # the deal goes back to the stock
            packet = tuple(col[-1] for col in b.cols)
            b.cols = [col[:-1] for col in b.cols]
            b.stock = packet + b.stock
            self.redo.append((-1, -1, COLUMNS))
            return [Event("undo", {"seat": 0, "src": "stock", "dst": "stock", "count": COLUMNS})]
        if turned:                                                      # the uncovered card goes face down
            b.down[src] += 1
            b.turned -= 1
        run = b.cols[dst][-n:]
        b.cols[dst] = b.cols[dst][:-n]
        b.cols[src] = b.cols[src] + run
        b.moves -= 1
        self.redo.append((src, dst, n))
        return [Event("undo", {"seat": 0, "src": pile_name(src), "dst": pile_name(dst), "count": n})]

    def _finish(self, reason: str) -> list[Event]:
        self.finished = reason
        self.finish_ms = max(0, self.elapsed - self.start_ms)
        return [Event("finished", {"seat": 0, "reason": reason, "score": self.score, "time_ms": self.finish_ms}),
                Event("round_over", {"winner": 0 if self.won else None, "scores": [self.score],
                                     "times_ms": [self.finish_ms], "decided_by": "score"})]

    @property
    def won(self) -> bool:
        """P-11: all cards cleared, without the demo's help."""
        return self.finished == "cleared" and not self.assisted

    # -- the demo ----------------------------------------------------------------------------------

    def _solve(self) -> None:
        """The solver's plan from this position (it sees every card); "none" when it finds none."""
        b = self.board
        steps = demo_plan(tuple(b.cols), tuple(b.down), tuple(b.stock), b.runs, self.classic)
        if steps is None:
            self.plan, self.demo = [], "none"
            return
        self.assisted = True
        self.plan = list(steps)
        self.demo = "plan"
        self._skip_done_steps()

    def _follow_plan(self, step: tuple[int, ...] | None) -> None:
        """The plan goes on when its next step was played, and ends when anything else was."""
        if self.plan and step is not None and self.plan[0] == step:
            self.plan.pop(0)
            self._skip_done_steps()
        else:
            self.plan = []
        self.demo = "plan" if self.plan else ""

    def _skip_done_steps(self) -> None:
        """Turn-ups the automatic turn-up has made already are no steps to play."""
        while self.plan and len(self.plan[0]) == 1 and self.plan[0][0] >= 0 \
                and self.plan[0][0] not in self.board.turnable():
            self.plan.pop(0)

    # -- views ---------------------------------------------------------------------------------------

    def view(self, seat: int | None) -> PracticeView:
        if seat not in (0, None):
            raise ValueError("Spider practice has seat 0 only")
        b = self.board
        board = None
        if seat == 0:
            board = board_view(b)
            if self.classic:
                board = replace(board, score=self.score, undo_depth=len(self.stack),
                                undo_moves=tuple(UndoStep(s, d, n) for s, d, n, _ in self.stack))
        done = bool(self.finished)
        me = PlayerInfo(score=self.score, runs=b.runs, cards_left=b.cards_left, moves=b.moves, undos=b.undos,
                        elapsed_ms=self.elapsed, finished=done, reason=self.finished,
                        time_ms=self.finish_ms if done else None)
        opts = self.options
        return PracticeView(
            seat=seat, to_move=self.to_move, suits=opts.suits, deal_number=self.deal_number if done else None,
            time_limit_ms=MAX_ELAPSED_MS, auto_turn_up=b.auto, board=board, players=(me, PlayerInfo()),
            winner=(0 if self.won else None) if done else None, decided_by="score" if done else "",
            classic=self.classic, redo_steps=tuple(reversed(self.redo)) if seat == 0 else (),
            restarts=self.restarts, assisted=self.assisted, demo=self.demo if seat == 0 else "",
            demo_step=self.plan[0] if self.plan and seat == 0 else (), score=self.score,
            start_ms=self.start_ms,
            undo_turned=tuple(t for _, _, _, t in self.stack) if seat == 0 and self.classic else ())

    # -- JSON -----------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The full state, for reading (a save is the match's record, which rebuilds it)."""
        b = self.board
        text = card_text
        return {"rules_version": PRACTICE_RULES_VERSION, "options": self.options.to_json(),
                "deal_number": self.deal_number, "deck": [text(c) for c in self.deck],
                "cols": [[text(c) for c in col] for col in b.cols], "down": list(b.down),
                "stock": [text(c) for c in b.stock], "found": [[text(c) for c in run] for run in b.found],
                "score": self.score, "elapsed_ms": self.elapsed, "start_ms": self.start_ms,
                "finished": self.finished, "finish_ms": self.finish_ms, "restarts": self.restarts,
                "assisted": self.assisted, "stack": [list(s) for s in self.stack],
                "redo": [list(r) for r in self.redo], "plan": [list(p) for p in self.plan],
                "undo": len(b.undo), "auto": b.auto}

    def copy(self) -> "PracticeState":
        new = PracticeState.__new__(PracticeState)
        new.__dict__.update(self.__dict__)
        new.board = self.board.copy()
        new.stack, new.redo, new.plan = list(self.stack), list(self.redo), list(self.plan)
        return new


def _plan_step(action: Action) -> tuple[int, ...] | None:
    if isinstance(action, Move):
        return (action.src, action.dst, action.count)
    if isinstance(action, TurnUp):
        return (action.column,)
    if isinstance(action, Deal):
        return (DEMO_DEAL,)
    return None


@lru_cache(maxsize=64)
def demo_plan(cols: tuple, down: tuple, stock: tuple, runs: int, classic: bool) -> tuple[tuple[int, ...], ...] | None:
    """The demo's steps from a position, or None when the search finds none within :data:`DEMO_NODES`.  The
    search is a pure function of the position, so a replayed record (a resumed save, a replay) asks it once."""
    total, sol = 0, None
    for width in DEFAULT_WIDTHS:
        sol = beam_solve(list(cols), list(down), stock, runs, width, max(1, DEMO_NODES - total), full_deal=classic)
        total += sol.nodes
        if sol.solved or total >= DEMO_NODES:
            break
    if sol is None or not sol.solved:
        return None
    return tuple((s[1], s[2], s[3]) if s[0] == "move" else (s[1],) if s[0] == "turn" else (DEMO_DEAL,)
                 for s in sol.steps)
