"""The Spider duel engine as the registry, matches, bots and saves see it: RULES.md P-1 ... P-10.

One duel: two seats, each with its own board dealt from the same deck order (same deal number,
same suit count), playing at the same time; the higher score wins, the shorter time breaks a tie.

Actions (``type`` on the wire)
    ``Move(src, dst, count)`` ("move") moves the top ``count`` cards of column ``src`` onto
    column ``dst`` (columns 0-9, left to right).  ``TurnUp(column)`` ("turn_up") turns up
    the face-down top card of a column.  ``Deal()`` ("deal") deals a stock packet.
    ``Undo()`` ("undo") takes back the last move.  ``Done()`` ("done") finishes.
    ``AutoTurnUp(on)`` ("auto_turn_up") switches the seat's automatic turn-up.
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

Views (:class:`~.views.SpiderView`)
    ``board``: the seat's own board, face-down cards only as counts (``down``) -- the
    engine never reveals a face-down card before it is turned, not even to its owner;
    the stock as packets left; score and its :class:`~.scoring.Breakdown`.  ``players``:
    each seat's public line (score, runs, cards left, moves, time, finished).  ``watch``:
    once the viewing seat has finished, the opponent's game as a replayable record
    (:func:`~.views.watch_frames` turns it into boards, live while the opponent still plays).

Module layout
    :mod:`.state` the duel's state, its events, its clock and the corner cases decided there;
    :mod:`.deal` which cards are dealt (deal numbers, winnable deals), with the oracle that finds
    winnable ones in :mod:`.oracle`; :mod:`.actions`, :mod:`.options`, :mod:`.views`;
    :mod:`.worlds` what a seat has not seen and a duel built from its view (for bots);
    :mod:`.scoring` the score breakdown and the duel's decision; :mod:`.board` the compact board;
    :mod:`.practice` and :mod:`.practicestate` Spider practice, the same board played alone (RULES P-11, P-12).
"""

from __future__ import annotations

from typing import Any, Sequence

from cardsuite.cards import Card, spider_deck
from cardsuite.engine import BadMessage, Game, GameOptions, MatchResult, RoundSummary, check_deck
from cardsuite.translate import QT_TRANSLATE_NOOP

from .actions import ACTIONS
from .board import card_int
from .deal import new_deal
from .options import SpiderOptions
from .scoring import Breakdown, clock_text
from .state import RULES_VERSION, SpiderClock, SpiderState
from .views import SpiderView
from .worlds import determinise, unseen_cards


class SpiderGame(Game):
    name = "spider"
    title = "Spider duel"
    rules_version = RULES_VERSION
    Options = SpiderOptions
    View = SpiderView
    actions = ACTIONS
    open_tables = True       # RULES P-10: duel tables cannot be private, no one is invited directly
    player_settings = {"auto_turn_up": False}   # the player's own "turn up automatically" (RULES P-4), for later duels

    def seat_count(self, options: GameOptions) -> int:
        return 2

    def new_state(self, options: SpiderOptions, seed: int, context: Any = None) -> SpiderState:
        """Deal number ``seed``, or with ``winnable_only`` the first winnable one from it (:mod:`.deal`;
        RULES P-10: both seats get the same deal)."""
        if not isinstance(options, SpiderOptions):
            raise BadMessage("these are not Spider options")
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise BadMessage("a deal number is a whole number >= 0")
        number, deck = new_deal(options, seed)
        return SpiderState(options, deck, number)

    def from_deck(self, options: SpiderOptions, deck: Sequence[Card], context: Any = None) -> SpiderState:
        """RULES P-2: a deal from a given deck order (card 0 first); it has no deal number."""
        if not isinstance(options, SpiderOptions):
            raise BadMessage("these are not Spider options")
        deck = check_deck(deck, spider_deck(options.suits))
        return SpiderState(options, [card_int(c) for c in deck], None)

    def unseen_cards(self, view: SpiderView) -> list[Card]:
        """The seat's face-down cards, column by column (each bottom first), then its stock (next packet
        first); see :mod:`.worlds`."""
        return unseen_cards(view)

    def determinise(self, view: SpiderView, assignment: Sequence[Card]) -> SpiderState:
        """A duel whose view for the seat is ``view``, the hidden places filled from ``assignment``; see
        :mod:`.worlds` (the opponent's board is a stand-in with its public line)."""
        return determinise(view, assignment)

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
        lines.append((QT_TRANSLATE_NOOP("Scoring", "Score"), (str(scores[0]), str(scores[1]))))
        lines.append((QT_TRANSLATE_NOOP("Scoring", "Time"),
                      (clock_text(state.finish_ms[0]), clock_text(state.finish_ms[1]))))
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

    def statistics_seconds(self, options: SpiderOptions, state: SpiderState, seat: int) -> float | None:
        """The seat's finishing time in whole seconds, as the result sheet shows it (:func:`.scoring.clock_text`
        rounds down): the statistics once kept the time the table was on the screen, the opening deal and the
        wait for the opponent included, and rounded it -- 3:47 there for 3:31 on the sheet."""
        if not 0 <= seat < len(state.finish_ms) or not state.finished[seat]:
            return None
        return float(max(0, state.finish_ms[seat]) // 1000)

    def match_result(self, options: SpiderOptions, match_score: Any) -> MatchResult | None:
        if not isinstance(match_score, dict) or int(match_score.get("rounds", 0)) < 1:
            return None
        winner = match_score.get("winner")
        totals = tuple(match_score.get("totals", (0, 0)))
        text = "The duel is a draw." if winner is None else f"Seat {winner} wins the duel."
        return MatchResult(winner, text, totals)


GAME = SpiderGame()
