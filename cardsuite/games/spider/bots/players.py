"""The Spider duel's easy, medium and hard players and what they share: the searchable
:class:`Position` of a view (with its sampler), the medium policy on a block search
(:func:`block_decision`) and the helpers that turn a wanted action into a legal one
(:func:`pick`, :func:`fallback`).  How the levels play, and what they may know, is told in
:mod:`.levels` (the registry); the expert, built on the hard player, is in :mod:`.expert`.
Costs below are CPU time per decision on the development machine (2 cores, seed-1 deals, 1 suit).
"""

from __future__ import annotations

import random
from typing import Sequence

from cardsuite.bots import Bot
from cardsuite.engine import Action

from ..engine.actions import DEAL, DONE, Deal, Done, Move, TurnUp
from ..engine.board import EARNED, FACE, MOVE_POINTS, RUN_POINTS, SAME_SUIT_POINTS, card_int
from ..engine.game import GAME
from ..engine.oracle import beam_solve, column_value, do_move, useful_moves
from ..engine.views import SpiderView
from .budget import BLOCK_NODES_PER_S, SOLVER_NODES_PER_S, Allowance
from .search import PROFILES, block_search, evaluate, open_columns
from .solver import solves_after, tally_plans

EPS = 1e-6


# ---------------------------------------------------------------- what a view tells


class Position:
    """The searchable position of a view: cards as face ints (+EARNED), face-down cards as 0.

    ``unseen``: the faces of the cards the seat has not seen, sorted -- the engine's one definition
    (:meth:`..engine.game.SpiderGame.unseen_cards`) in the searches' representation, worked out when first
    asked for (most decisions follow a plan and never sample).
    """

    __slots__ = ("view", "cols", "down", "stock_left", "runs", "_unseen", "elapsed_ms", "limit_ms", "suits", "w")

    def __init__(self, view: SpiderView) -> None:
        b = view.board
        if b is None:
            raise ValueError("a spectator's view has no board")
        earned = set(b.earned)
        self.cols = tuple((0,) * d + tuple((card_int(c) & FACE) | (EARNED if c in earned else 0) for c in up)
                          for d, up in zip(b.down, b.up))
        self.down = tuple(b.down)
        self.stock_left = b.stock_cards
        self.runs = len(b.foundation)
        self.suits = view.suits
        self.w = PROFILES[view.suits]              # the evaluation's weights for this suit count
        self.view = view
        self._unseen: list[int] | None = None
        me = view.players[view.seat]
        self.elapsed_ms = me.elapsed_ms
        self.limit_ms = view.time_limit_ms

    @property
    def unseen(self) -> list[int]:
        if self._unseen is None:
            self._unseen = sorted(card_int(c) & FACE for c in GAME.unseen_cards(self.view))
        return self._unseen

    @unseen.setter
    def unseen(self, faces: list[int]) -> None:
        self._unseen = faces

    @property
    def hidden(self) -> int:
        return sum(self.down) + self.stock_left

    def key(self) -> tuple:
        return (self.cols, self.down, self.stock_left)

    def sample(self, rng: random.Random, tops: dict[int, int] | None = None):
        """A determinisation: face-down cards and the stock filled from the unseen cards.

        ``tops``: column -> the card wanted as its top face-down card (the next to turn up),
        given while the unseen cards still hold one (taken in random column order).
        """
        pool = list(self.unseen)
        rng.shuffle(pool)
        fixed: dict[int, int] = {}
        for c in rng.sample(sorted(tops), len(tops)) if tops else ():
            if tops[c] in pool:
                pool.remove(tops[c])
                fixed[c] = tops[c]
        k = 0
        cols = []
        for c, (col, d) in enumerate(zip(self.cols, self.down)):
            if c in fixed:
                cols.append(tuple(pool[k:k + d - 1]) + (fixed[c],) + col[d:])
                k += d - 1
            elif d:
                cols.append(tuple(pool[k:k + d]) + col[d:])
                k += d
            else:
                cols.append(col)
        return tuple(cols), tuple(pool[k:k + self.stock_left])


def pick(legal: Sequence[Action] | None, wanted: Action | None) -> Action | None:
    """``wanted`` as found among ``legal`` (None when it is not legal; ``wanted`` itself without ``legal``)."""
    if wanted is None or legal is None:
        return wanted
    for a in legal:
        if a == wanted:
            return a
    return None


def fallback(legal: Sequence[Action]) -> Action:
    """A safe legal action when the wanted one is not legal: turn up, else deal, else stop."""
    for kind in (TurnUp, Deal, Done):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]


# ---------------------------------------------------------------- easy


class EasyBot(Bot):
    """One ply: the move that improves the position most right now.

    Budget: none needed -- one pass over the pruned moves (at most ~100).  Cost: median 0.07 ms,
    max 0.2 ms a decision.
    """

    level = "easy"

    def choose(self, view: SpiderView, legal: Sequence[Action], rng: random.Random) -> Action:
        pos = Position(view)
        cols, down = pos.cols, pos.down
        best = None
        best_v = EPS
        w = pos.w
        for s, t, n in useful_moves(cols, down, True):
            nc, bonus, comp = do_move(cols, down, s, t, n)
            v = (column_value(nc[s], down[s], w) + column_value(nc[t], down[t], w) - column_value(cols[s], down[s], w)
                 - column_value(cols[t], down[t], w) + SAME_SUIT_POINTS * bonus + MOVE_POINTS
                 + (RUN_POINTS + w.run if comp else 0))
            v += rng.random() * 1e-3
            if v > best_v:
                best, best_v = (s, t, n), v
        opens = open_columns(cols, down)
        if opens:
            return pick(legal, TurnUp(opens[0])) or fallback(legal)
        if best is not None:
            return pick(legal, Move(*best)) or fallback(legal)
        return pick(legal, DEAL) or pick(legal, DONE) or fallback(legal)


# ---------------------------------------------------------------- medium


class MediumBot(Bot):
    """The block search: the best plan of moves up to the next turn-up or deal.

    Budget: ``nodes`` block-search expansions a decision, and ``proof_nodes`` for the check before
    stopping (fewer when the match clock runs low); safety net ``budget_s`` = 20 s.  Cost: median
    52 ms, p95 180 ms, max 220 ms a decision (moves that follow a remembered plan: ~0.1 ms).
    """

    level = "medium"
    nodes = 2500
    proof_nodes = 20_000

    def __init__(self, budget_s: float = 20.0):
        super().__init__(budget_s)
        self._plan: dict[tuple, list[tuple[int, int, int]]] = {}

    def _follow(self, pos: Position, legal: Sequence[Action]) -> Action | None:
        rest = self._plan.pop(pos.key(), None)
        self._plan.clear()
        if not rest:
            return None
        action = pick(legal, Move(*rest[0]))
        if action is not None:
            self._remember(pos, rest)
        return action

    def _remember(self, pos: Position, path: list[tuple[int, int, int]]) -> None:
        """Store the rest of a plan under the position its first move leads to."""
        self._plan.clear()
        if len(path) < 2:
            return
        cols = pos.cols
        s, t, n = path[0]
        cols, _, comp = do_move(cols, pos.down, s, t, n)
        if comp or (pos.down[s] and len(cols[s]) == pos.down[s]):
            return   # what follows may change (a run left, or a card to turn up)
        self._plan[(cols, pos.down, pos.stock_left)] = path[1:]

    def choose(self, view: SpiderView, legal: Sequence[Action], rng: random.Random) -> Action:
        pos = Position(view)
        follow = self._follow(pos, legal)
        if follow is not None:
            return follow
        allow = Allowance(self, pos.limit_ms, pos.elapsed_ms, pos.hidden)
        action, path = self.decide(pos, legal, rng, allow)
        if isinstance(action, Move) and path:
            self._remember(pos, path)
        return action

    def decide(self, pos: Position, legal: Sequence[Action], rng: random.Random, allow: Allowance):
        res = block_search(pos.cols, pos.down, pos.stock_left, pos.runs, allow.block(self.nodes), allow.over,
                           w=pos.w)
        return self._before_done(pos, legal, block_decision(pos, legal, res), allow)

    def _before_done(self, pos: Position, legal: Sequence[Action], decision, allow: Allowance):
        """Before stopping, make sure no move can still gain anything (a search over every legal move)."""
        action, path = decision
        if not isinstance(action, Done):
            return decision
        proof = block_search(pos.cols, pos.down, pos.stock_left, pos.runs, allow.block(self.proof_nodes),
                             allow.over, all_moves=True, w=pos.w)
        if proof.gain_found:
            move = pick(legal, Move(*proof.gain_path[0]))
            if move is not None:
                return move, proof.gain_path
        return decision


def block_decision(pos: Position, legal: Sequence[Action] | None, res) -> tuple[Action, list]:
    """The medium policy on a block search's result: plan, turn up, deal or stop.

    Cards the plan does not use as empty columns are turned up first (information first); then
    the plan's first move if it improves the position; then a deal; then Done.
    """
    opens = open_columns(pos.cols, pos.down)
    improving = bool(res.best_path) and res.best_value > res.root_value + EPS
    wanted: Action
    path: list = []
    used = {t for _, t, _ in res.best_path} if improving else set()
    free = [c for c in opens if c not in used]
    if free:
        wanted = TurnUp(free[0])
    elif improving:
        wanted, path = Move(*res.best_path[0]), res.best_path
    elif opens:
        wanted = TurnUp(opens[0])
    elif pos.stock_left:
        wanted = DEAL
    else:
        wanted = DONE
    if legal is None:
        return wanted, path
    got = pick(legal, wanted)
    return (got, path) if got is not None else (fallback(legal), [])


# ---------------------------------------------------------------- hard


class HardBot(MediumBot):
    """Medium's best plans judged by determinised look-ahead; exact once nothing is hidden.

    Budget, all work (fewer when the match clock runs low; see the class attributes): ``nodes``
    expansions for the block search; the look-ahead ``samples`` worlds x ``candidates`` plans x
    ``reveal_depth`` searches of ``reveal_nodes``, stopped between worlds once ``sample_nodes``
    expansions are spent; the endgame planner ``end_work`` solver nodes, each solve at most
    ``end_nodes``; the exact solve ``exact_nodes``.  Safety net ``budget_s`` = 180 s (at 60 s it cut
    one 2-suit endgame decision short in 100 deals on this machine under a load of ~8).  The work
    budgets are what the replaced time caps (1 s look-ahead, 8 s endgame) allowed on an idle
    machine; on 12 seed-1 deals neither bound was reached (look-ahead at most 17,200 expansions,
    endgame at most 668,000 solver nodes).  Cost: median 0.12 ms (most moves follow a plan), p95
    ~200 ms, endgame decisions up to ~4 s (1 suit) and ~9 s (2 suits).
    """

    level = "hard"
    nodes = 3000
    candidates = 4
    samples = 6
    reveal_nodes = 300
    reveal_depth = 3
    exact_width = 60
    exact_nodes = 200_000
    end_samples = 8           # sampled worlds judging an endgame plan
    end_samples_max = 16      # and up to this many while no plan wins in all of them
    end_width = 60            # the beam that solves one world
    end_nodes = 60_000        # and its node budget
    # the work one decision may do (less when the match clock runs low): what the time caps these
    # replace allowed on an idle machine -- 1 s of look-ahead, 8 s of endgame solving
    sample_nodes = BLOCK_NODES_PER_S * 1      # block-search expansions of a decision's look-ahead
    end_work = SOLVER_NODES_PER_S * 8         # beam-solver nodes of one endgame decision
    # suit counts where a face-down-only column may stay down as an empty one when the plan uses
    # it; on 1 suit turning up at once played better (seeded deals: 2 suits +4 wins in 50,
    # 1 suit -5 in 46)
    open_as_empty = frozenset({2})

    def __init__(self, budget_s: float = 180.0):
        super().__init__(budget_s)
        self._line: dict[tuple, list[tuple[int, int, int]]] = {}   # position -> the line's moves still to make

    def choose(self, view: SpiderView, legal: Sequence[Action], rng: random.Random) -> Action:
        pos = Position(view)
        rest = self._line.get(pos.key())
        move = pick(legal, Move(*rest[0])) if rest else None
        if move is not None:
            return move
        self._line.clear()
        opens = open_columns(pos.cols, pos.down)
        if opens and pos.suits not in self.open_as_empty:   # information first
            self._plan.clear()
            return pick(legal, TurnUp(opens[0])) or fallback(legal)
        return MediumBot.choose(self, view, legal, rng)

    def _remember_line(self, pos: Position, moves: Sequence[tuple[int, int, int]]) -> None:
        """Store a line to play through as it was judged: every position along it leads to its next move.

        Unlike medium's plans, a line goes on past a column it leaves with only face-down cards
        when its next moves use that column as an empty one (RULES P-4): the planner judged the line
        that way, and turning the card up first would leave a different, often blocked, position.
        """
        self._plan.clear()
        self._line.clear()
        cols = pos.cols
        for k, (src, dst, n) in enumerate(moves[:-1]):
            cols, _, _ = do_move(cols, pos.down, src, dst, n)
            self._line[(cols, pos.down, pos.stock_left)] = list(moves[k + 1:])

    def decide(self, pos: Position, legal: Sequence[Action], rng: random.Random, allow: Allowance):
        opens = open_columns(pos.cols, pos.down)
        if pos.hidden and not pos.stock_left and not opens:
            planned = self._endgame(pos, legal, rng, allow)
            if planned is not None:
                return planned
        res = None
        nodes = allow.block(self.nodes)
        if opens:
            # a face-down-only column takes any card (RULES P-3, P-4): turn it up unless the
            # block's best plan uses it as an empty column, as medium does
            res = block_search(pos.cols, pos.down, pos.stock_left, pos.runs, nodes, allow.over,
                               keep_leaves=self.candidates, w=pos.w)
            first = block_decision(pos, legal, res)
            if isinstance(first[0], TurnUp):
                return first
        if pos.hidden == 0:
            sol = beam_solve(pos.cols, pos.down, (), pos.runs, self.exact_width, self.exact_nodes)
            if sol.solved:
                moves = [st[1:] for st in sol.steps if st[0] == "move"]
                if moves:
                    self._remember_line(pos, moves)
                    a = pick(legal, Move(*moves[0]))
                    if a is not None:
                        return a, []
        if res is None:
            res = block_search(pos.cols, pos.down, pos.stock_left, pos.runs, nodes, allow.over,
                               keep_leaves=self.candidates, w=pos.w)
        cands = [leaf for leaf in res.leaves if leaf[1] and leaf[0] > res.root_value + EPS]
        if len({leaf[1][0] for leaf in cands}) < 2 or pos.hidden == 0:
            # one first move either way: nothing to weigh
            return self._before_done(pos, legal, block_decision(pos, legal, res), allow)
        worlds = [pos.sample(rng) for _ in range(self.samples)]
        totals = [0.0] * len(cands)
        work = allow.block(self.sample_nodes)
        spent = res.nodes
        for counted, (cols_w, stock_w) in enumerate(worlds):
            if counted and (spent >= work or allow.over()):
                break
            for k, (v0, path, ccols, cruns) in enumerate(cands):
                value, cost = self._after_reveal(pos, v0, ccols, cruns, cols_w, stock_w)
                totals[k] += value
                spent += cost
        best = max(range(len(cands)), key=lambda k: (totals[k], -k))
        path = cands[best][1]
        if not path:
            return pick(legal, DEAL) or fallback(legal), []
        return pick(legal, Move(*path[0])) or fallback(legal), path

    def _endgame(self, pos: Position, legal: Sequence[Action], rng: random.Random, allow: Allowance):
        """Once the stock is dealt: the plan that wins in most samples of the face-down cards.

        In each sample the oracle's beam search solves the game as if the sample were true; the
        moves a solution makes before its first turn-up are a candidate plan, and so is the block
        search's best plan (the one medium would play).  Each candidate is then tried in every
        other sample (its moves, then the solver; the runs it completes count).  The plan that
        wins in most samples is played up to its turn-up, where what is learnt is sampled again;
        on equal wins the plan found most often (the clairvoyant solver's common choice is the
        robust one), and among those the one whose end medium values most (rather than an
        arbitrary one: most plans are found once).  While no plan wins in every sample, more
        samples are drawn (up to ``end_samples_max``): they bring more plans and a finer count
        where the choice is close, and cost nothing where it is not.  The samples spread the card
        each column turns up next over the unseen cards (no card twice while others are left), so
        a plan whose turn-up may bring a card that loses the game meets that card.  Honest: the
        samples come from the unseen cards alone.  None when no sample can be won -- then medium's
        search makes the most of the points.  The work: ``end_work`` solver nodes (fewer when the match
        clock runs low), checked between solves as the samples are drawn and the plans tried.
        """
        down, runs = pos.down, pos.runs
        work = allow.solver(self.end_work)
        spent = [0]

        def spent_out() -> bool:
            return spent[0] >= work or allow.over()

        worlds: list[tuple] = []
        found: dict[tuple, int] = {}                   # plan -> how many samples' solutions began with it
        known: dict[tuple, dict[int, bool]] = {}       # plan -> sample -> won

        def wins_in(k: int, plan: tuple) -> bool:
            sol = solves_after(worlds[k], down, runs, plan, self.end_width, self.end_nodes)
            spent[0] += sol.nodes
            return sol.solved

        def tally(plans) -> dict[tuple, int]:
            return tally_plans(plans, len(worlds), known, wins_in, spent_out)

        # the card each column turns up next, spread over the worlds: world i gives every column the
        # i-th card of its own shuffle of the unseen cards, so the worlds between them show the
        # cards a turn-up may bring without repeats (independent draws repeat some and miss others)
        nexts = {c: rng.sample(pos.unseen, len(pos.unseen)) for c, d in enumerate(down) if d}

        def draw(k: int) -> None:
            """k more sampled worlds, each solved: its solution's moves before the first turn-up are a plan."""
            for _ in range(k):
                if worlds and spent_out():
                    return
                i = len(worlds)
                cols_w, _ = pos.sample(rng, {c: order[i % len(order)] for c, order in nexts.items()})
                sol = beam_solve(cols_w, down, (), runs, self.end_width, self.end_nodes)
                spent[0] += sol.nodes
                plan = []
                for step in sol.steps if sol.solved else ():
                    if step[0] != "move":
                        break
                    plan.append(step[1:])
                if plan:
                    plan = tuple(plan)
                    found[plan] = found.get(plan, 0) + 1
                    known.setdefault(plan, {})[len(worlds)] = True
                worlds.append(cols_w)

        draw(self.end_samples)
        if not found:
            return None
        block = block_search(pos.cols, down, pos.stock_left, runs, allow.block(self.nodes), allow.over, w=pos.w)
        medium = tuple(block.best_path) if block.best_path and block.best_value > block.root_value + EPS else None

        def worth(plan) -> float:
            """Medium's value of where the plan stops: its evaluation plus what the moves made."""
            cols, done, gain = pos.cols, runs, 0.0
            for src, dst, n in plan:
                cols, bonus, completed = do_move(cols, down, src, dst, n)
                gain += pos.w.bonus * bonus + MOVE_POINTS + RUN_POINTS * completed
                done += completed
            return evaluate(cols, down, 0, done, pos.w) + gain

        while True:
            # the most often found first, then the one medium values most
            plans = sorted(set(found) | ({medium} if medium else set()), key=lambda p: (-found.get(p, 0), -worth(p)))
            wins = tally(plans)
            if max(wins.values()) == len(worlds) or len(worlds) >= self.end_samples_max or spent_out():
                break
            draw(self.end_samples)      # no plan wins everywhere: more worlds, more plans, a finer count
        rank = {plan: k for k, plan in enumerate(plans)}
        best = min(wins, key=lambda p: (-wins[p], rank[p]))     # ties: the first in that order
        move = pick(legal, Move(*best[0]))
        if move is None:
            return None
        self._remember_line(pos, best)
        return move, []

    def _after_reveal(self, pos: Position, v0: float, cols, runs: int, cols_w, stock_w) -> float:
        """The value of a plan in one sample of the hidden cards: an honest roll-out.

        From the plan's end, the uncovered cards turn up (as the sample has them), the block search
        plans again from what is then known, and so on for up to ``reveal_depth`` turn-ups, until no
        plan helps (where a player would deal).  The value: the points made on the way plus the
        evaluation of where it stops -- every roll-out stops at the same kind of moment, so their
        values compare fairly.  Returns the value and the block-search expansions it cost.
        """
        w = pos.w
        total = v0 - evaluate(cols, pos.down, pos.stock_left, runs, w)     # the plan's own points
        down = list(pos.down)
        stock_left = pos.stock_left
        cost = 0
        for _ in range(self.reveal_depth):
            opens = open_columns(cols, down)
            if not opens:
                break
            cols = list(cols)
            for i in opens:
                down[i] -= 1
                cols[i] = cols[i][:-1] + (cols_w[i][down[i]],)
            cols = tuple(cols)
            total += 2 * len(opens)
            tdown = tuple(down)
            res = block_search(cols, tdown, stock_left, runs, self.reveal_nodes, w=w)
            cost += res.nodes
            if not res.best_path or res.best_value <= res.root_value + EPS:
                break
            total += res.best_value - evaluate(res.best_cols, tdown, stock_left, res.best_runs, w)
            cols, runs = res.best_cols, res.best_runs
        return total + evaluate(cols, tuple(down), stock_left, runs, w), cost

