"""The Schnapsen coach: what a finished round cost a player, decision by decision.

:func:`analyse_round` replays a round's record (its deal and action log) and, at each decision of the asked
seat that offered more than one move, asks the yardstick -- the strongest registered level that values
every legal move (``move_values(view, legal, rng)``: the expected game points over deals consistent with
the seat's view) -- for the value of every move, *from that seat's view at that moment* and nothing more.
A decision's loss is the best move's value less the played move's (both on the same sampled deals).  The
three largest losses of at least :data:`MIN_LOSS` game points are reported, largest first, each with its
trick number, the move played and the better move.

The second line is the round's value with every card open (:mod:`.opencards`): both hands and the talon's
order known to both players, perfect play by both from the deal's first lead to the end; the game points
the seat would then have won (or lost, negative).  It is computed only from a finished round's record --
by then the deal is known -- and compared by the reader with what the round gave (``actual``).

Reproducible: each decision's RNG is seeded from the view (as hints are), the open-card search is exact.
Work-bounded: the yardstick's own work budget per decision, :data:`~.opencards.NODE_LIMIT` nodes for the
open-card line (a line whose budget ran out is left out: ``open_value`` None).  ``cancelled()`` is asked
between decisions, and :meth:`Coach.stop` ends the open-card search from another thread.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from cardsuite.bots import Bot, BotLevel
from cardsuite.engine import Action, BadMessage, IllegalAction, Record, start_round

from ..engine.actions import Close, ExchangeTrump, Play
from ..engine.game import GAME
from .opencards import OpenCardSearcher, open_card_value
from .search import Budget

MIN_LOSS = 0.1     # game points: smaller differences are within the sampling's noise, not a mistake
SHOWN = 3          # the decisions reported


@dataclass(frozen=True)
class Mistake:
    """One decision that lost game points: at ``trick`` (1 = the first), ``played`` where ``better`` was
    worth ``loss`` game points more (``played_value`` and ``best_value``: the yardstick's values)."""

    trick: int
    played: Action
    better: Action
    loss: float
    played_value: float
    best_value: float
    decision: int     # the index of the decision's action in the round's action log


@dataclass
class CoachReport:
    """The coach's answer for one seat of one round."""

    seat: int
    mistakes: list[Mistake] = field(default_factory=list)    # largest loss first, at most SHOWN
    decisions: int = 0          # decisions of the seat with more than one move, each valued
    actual: int = 0             # the game points the round gave the seat (negative: the other seat's)
    open_value: int | None = None   # with every card open, perfect play by both (None: not computed)
    level: str = ""             # the level whose values were used
    trump: int = 0              # the round's trump suit (its number in engine/cards.py), for naming marriages


class Cancelled(Exception):
    """The analysis was called off (the summary closed)."""


def yardstick_level(levels: Sequence[BotLevel] | None = None) -> BotLevel:
    """The strongest level (highest rating; the last registered of equals) whose bot values every legal move."""
    if levels is None:
        from .levels import LEVELS
        levels = LEVELS
    best: BotLevel | None = None
    for level in levels:
        if level.level == "random" or not callable(getattr(level.make(), "move_values", None)):
            continue
        if best is None or level.rating >= best.rating:
            best = level
    if best is None:
        raise ValueError("no Schnapsen level values moves")
    return best


class Coach:
    """One analysis (see the module docstring); :meth:`stop` may be called from another thread."""

    def __init__(self, bot: Bot | None = None, level: str = "", open_node_limit: int | None = None) -> None:
        if bot is None:
            chosen = yardstick_level()
            bot, level = chosen.make(), chosen.level
        self.bot = bot
        self.level = level or getattr(bot, "level", "")
        self.open_node_limit = open_node_limit
        self._stopped = False
        self._searcher: OpenCardSearcher | None = None

    def stop(self) -> None:
        """Call the analysis off: it raises :class:`Cancelled` at its next check."""
        self._stopped = True
        searcher = self._searcher
        if searcher is not None:
            searcher.stop()

    def _check(self, cancelled: Callable[[], bool] | None) -> None:
        if self._stopped or (cancelled is not None and cancelled()):
            raise Cancelled

    def analyse(self, record: Record, seat: int, open_cards: bool = True,
                cancelled: Callable[[], bool] | None = None,
                progress: Callable[[int, int], None] | None = None) -> CoachReport:
        """The report for ``seat`` of the finished round ``record``; ``progress(done, total)`` after each step."""
        if seat not in (0, 1):
            raise ValueError("Schnapsen has seats 0 and 1")
        state = start_round(GAME, record)
        start = state.copy()
        steps: list[tuple[int, object, list[Action], Action, int]] = []   # (action index, view, legal, played, trick)
        for i, (s, data) in enumerate(record.actions):
            action = GAME.actions.from_json(data)
            if s == seat:
                legal = state.legal_actions(seat)
                if len(legal) > 1:
                    steps.append((i, state.view(seat), legal, action, len(state.history) + 1))
            state.apply(s, action)
        if state.result is None:
            raise ValueError("the round of this record is not over")
        winner, gp, _ = state.result
        report = CoachReport(seat, actual=gp if winner == seat else -gp, level=self.level, trump=state.trump)
        total = len(steps) + (1 if open_cards else 0)
        found: list[Mistake] = []
        for n, (index, view, legal, played, trick) in enumerate(steps):
            self._check(cancelled)
            mistake = self._judge(view, legal, played, trick, index)
            report.decisions += 1
            if mistake is not None:
                found.append(mistake)
            if progress is not None:
                progress(n + 1, total)
        found.sort(key=lambda m: (-m.loss, m.decision))
        report.mistakes = found[:SHOWN]
        if open_cards:
            self._check(cancelled)
            report.open_value = self._open_value(start, seat)
            if progress is not None:
                progress(total, total)
        self._check(cancelled)
        return report

    def analyse_seats(self, record: Record, seats: Sequence[int],
                      progress: Callable[[int, int], None] | None = None) -> list[CoachReport]:
        """A report for each of ``seats`` (a hot-seat screen's players); the open-card search is done once, since
        one seat's value is minus the other's.  ``progress(done, total)`` counts the steps of them all."""
        reports: list[CoachReport] = []
        for i, seat in enumerate(seats):
            def step(done: int, total: int, i: int = i) -> None:
                if progress is not None:
                    progress(i * 100 + round(100 * done / max(total, 1)), 100 * len(seats))
            report = self.analyse(record, seat, open_cards=not reports, progress=step)
            if reports:
                first = reports[0]
                report.open_value = None if first.open_value is None else (
                    first.open_value if seat == first.seat else -first.open_value)
            reports.append(report)
        return reports

    def _judge(self, view, legal: list[Action], played: Action, trick: int, index: int) -> Mistake | None:
        """The decision's loss against the best move, if it reaches MIN_LOSS."""
        try:
            values = self.bot.move_values(view, legal, random.Random(repr(view)))
        except ValueError:
            return None          # no sampled deal could be searched within the bot's budget: no verdict
        played_value = next((v for a, v in values if a == played), None)
        if played_value is None:
            return None
        best = max(v for _a, v in values)
        better = min((a for a, v in values if v >= best - 1e-9), key=_plainness)
        loss = best - played_value
        if loss < MIN_LOSS or better == played:
            return None
        return Mistake(trick, played, better, loss, played_value, best, index)

    def _open_value(self, start, seat: int) -> int | None:
        def ready(searcher: OpenCardSearcher) -> None:
            self._searcher = searcher
            if self._stopped:
                searcher.stop()
        try:
            kwargs = {} if self.open_node_limit is None else {"node_limit": self.open_node_limit}
            return open_card_value(start, seat, searcher_ready=ready, **kwargs)
        except Budget:
            if self._stopped:
                raise Cancelled from None
            return None         # a deal too deep for the budget (TimeCap, a stop, is a Budget too)
        finally:
            self._searcher = None


def record_from_events(record: Record, events: Sequence, dealer: int) -> Record | None:
    """The round's record rebuilt from its deal (``record``: seed or deck, no actions) and the events one seat
    was shown from its start to its end (a LAN guest's side: every play, marriage, exchange and close is shown to
    both players, RULES S-7..S-9); None unless those replay to the round's end.  ``dealer``: the round's dealer."""
    actions: list[tuple[int, object]] = []
    for event in events:
        data = event.data or {}
        if event.kind == "move" and data.get("dst") == "trick" and str(data.get("src", "")).startswith("hand"):
            actions.append((int(data["src"][4:]), Play(data["card"])))
        elif event.kind == "marriage" and actions and isinstance(actions[-1][1], Play):
            seat, play = actions[-1]
            if seat == data.get("seat") and play.card in data.get("cards", ()):
                actions[-1] = (seat, Play(play.card, True))
        elif event.kind == "exchange":
            actions.append((int(data["seat"]), ExchangeTrump()))
        elif event.kind == "close":
            actions.append((int(data["seat"]), Close()))
    context = dict(record.context) if isinstance(record.context, dict) else {}
    context["dealer"] = dealer
    rebuilt = Record(record.game, record.rules_version, record.options, record.seed, context, record.deck,
                     [(seat, action.to_json()) for seat, action in actions])
    try:
        state = start_round(GAME, rebuilt)
        for seat, action in actions:
            state.apply(seat, action)
    except (BadMessage, IllegalAction, KeyError, TypeError, ValueError):
        return None
    return rebuilt if state.result is not None else None


def _plainness(action: Action) -> int:
    """Of equally good moves the coach names the most direct: a marriage announced, a card, the exchange, the close."""
    if isinstance(action, Play):
        return 0 if action.marry else 1
    return 2 if isinstance(action, ExchangeTrump) else 3


def analyse_round(record: Record, seat: int, bot: Bot | None = None, open_cards: bool = True) -> CoachReport:
    """:meth:`Coach.analyse` with the yardstick level (or ``bot``)."""
    return Coach(bot).analyse(record, seat, open_cards)


def describe(action: Action) -> tuple[str, object]:
    """What kind of move ``action`` is, for the words: ("close"|"exchange", None), ("marry"|"card", card)."""
    if isinstance(action, Close):
        return "close", None
    if isinstance(action, ExchangeTrump):
        return "exchange", None
    if isinstance(action, Play):
        return ("marry" if action.marry else "card"), action.card
    return "other", None
