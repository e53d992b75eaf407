"""The Spider duel's state (RULES.md P-1 ... P-10): two boards played at once, their events, their clock.

:class:`SpiderState` is one duel: two seats, each with its own :class:`~.board.Board` dealt from
the same deck order (:mod:`.deal`).  Both play at the same time: ``to_move`` is the frozenset of
seats still playing, and either may act.  A seat finishes by "Done", by clearing all 104 cards, or
when its clock runs out; the duel is over when both have finished.  The actions, the clock as data
and the views are described in :mod:`.game`.

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

from dataclasses import replace
from typing import Any, Sequence

from cardsuite.cards import Card
from cardsuite.engine import Action, Event, GameState, IllegalAction, TimeControl

from .actions import DEAL, DONE, UNDO, AutoTurnUp, Deal, Done, Move, SpiderAction, TimeUp, TurnUp, Undo
from .board import COLUMNS, EARNED, Board
from .options import SpiderOptions
from .scoring import duel_winner
from .views import PlayerInfo, SpiderView, Watch, WatchStep, board_view, pile_name, shown_card

RULES_VERSION = 1
MAX_ELAPSED_MS = 24 * 3600 * 1000
SEATS = (0, 1)


class SpiderClock(TimeControl):
    """RULES P-9: the duel's clock as every host keeps it -- the table for a person, the
    controller and the benchmarks for a bot (see "The clock as data" in :mod:`.game`)."""

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
                return "Automatic turn-up is already on." if b.auto else "Automatic turn-up is already off."
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
                events.append(Event("move", {"seat": seat, "card": shown_card(c), "src": pile_name(src),
                                             "dst": pile_name(dst), "face_up": True, "count": n}, aud))
            if res["completed"] is not None:
                events += completed_events(seat, dst, res["completed"], aud)
            events += flip_events(seat, res["turned"], aud)
            step = WatchStep("move", src=src, dst=dst, count=n, elapsed_ms=ms, revealed=self._revealed(res["turned"]))
        elif kind is TurnUp:
            c = b.turn_up(action.column)
            events += flip_events(seat, [(action.column, c)], aud)
            step = WatchStep("turn_up", column=action.column, elapsed_ms=ms,
                             revealed=self._revealed([(action.column, c)]))
        elif kind is AutoTurnUp:
            b.auto = action.on
            turned = b.auto_turn_all()
            events += flip_events(seat, turned, aud)
            step = WatchStep("auto_turn_up", on=action.on, elapsed_ms=ms, revealed=self._revealed(turned))
        elif kind is Deal:
            res = b.deal_packet()
            for i, c in enumerate(res["cards"]):
                events.append(Event("move", {"seat": seat, "card": shown_card(c), "src": "stock", "dst": pile_name(i),
                                             "face_up": True, "count": 1}, aud))
            for i, run in res["completed"]:
                events += completed_events(seat, i, run, aud)
            events += flip_events(seat, res["turned"], aud)
            step = WatchStep("deal", elapsed_ms=ms, revealed=self._revealed(res["turned"]),
                             dealt=tuple(shown_card(c) for c in res["cards"]))
        elif kind is Undo:
            src, dst, run, _ = b.take_back()
            events.append(Event("undo", {"seat": seat, "src": pile_name(src), "dst": pile_name(dst), "count": len(run)},
                                aud))
            for c in run:
                events.append(Event("move", {"seat": seat, "card": shown_card(c), "src": pile_name(dst),
                                             "dst": pile_name(src), "face_up": True, "count": len(run)}, aud))
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

    @staticmethod
    def _revealed(turned) -> tuple[tuple[int, Card], ...]:
        return tuple((i, shown_card(c)) for i, c in turned)

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
        return SpiderView(seat=seat, to_move=self.to_move, suits=opts.suits, deal_number=self.deal_number_for(seat),
                          time_limit_ms=opts.time_limit_ms,
                          auto_turn_up=self.boards[seat].auto if seat is not None else opts.auto_turn_up, board=board,
                          players=(self.player_info(0), self.player_info(1)), watch=watch, winner=winner,
                          decided_by=how)

    def deal_number_for(self, seat: int | None) -> int | None:
        """The deal number as ``seat`` may know it: from its own end on (for the result sheet and "play
        this deal again"), a spectator's once the duel is over.  Before that it would tell every
        face-down card (:func:`.deal.deck_order` is public)."""
        known = self.is_over if seat is None else bool(self.finished[seat])
        return self.deal_number if known else None

    # -- JSON -------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The full state: the deal, each seat's board (for reading) and its log (what rebuilds it)."""
        seats = []
        for s in SEATS:
            b = self.boards[s]
            seats.append({
                "cols": [[card_text(c) for c in col] for col in b.cols],
                "down": list(b.down),
                "stock": [card_text(c) for c in b.stock],
                "found": [[card_text(c) for c in run] for run in b.found],
                "score": b.score,
                "elapsed_ms": self.elapsed[s],
                "finished": self.finished[s],
                "finish_ms": self.finish_ms[s],
                "log": [_step_json(step) for step in self.logs[s]],
            })
        return {"rules_version": RULES_VERSION, "options": self.options.to_json(), "deal_number": self.deal_number,
                "deck": [card_text(c) for c in self.deck], "seats": seats}

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


def completed_events(seat: int, i: int, run: tuple[int, ...], aud=None) -> list[Event]:
    """A run completed on column ``i``: said, then each card flown to the foundation (the duel's and practice's)."""
    cards = [shown_card(c) for c in run]
    out = [Event("run_complete", {"seat": seat, "pile": pile_name(i), "suit": cards[0].suit, "cards": cards}, aud)]
    out += [Event("move", {"seat": seat, "card": c, "src": pile_name(i), "dst": "foundation", "face_up": True,
                           "count": 13}, aud) for c in reversed(cards)]
    return out


def flip_events(seat: int, turned, aud=None) -> list[Event]:
    """The cards ``turned`` up, (column, card) each."""
    return [Event("flip", {"seat": seat, "card": shown_card(c), "pile": pile_name(i), "face_up": True}, aud)
            for i, c in turned]


def card_text(c: int) -> str:
    """A board card as a record writes it: its text, starred when it earned its points already."""
    return shown_card(c).text + ("*" if c & EARNED else "")


def _step_json(step: WatchStep) -> Any:
    return step.action().to_json()

