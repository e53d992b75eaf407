"""Schnapsen bots: easy, medium and hard (the expert builds on hard: :mod:`.expert`).  Each answers from its
seat's view alone.

* **Easy** plays legal cards with light sense: it announces marriages, takes a
  valuable card led when it can win it, and otherwise throws low cards.
* **Medium** is a solid heuristic player: it exchanges the trump jack, saves
  trumps, counts both players' points from the cards played, takes tricks that
  matter, closes the talon only when its sure winners reach 66.
* **Hard** samples the opponent's hidden cards consistently with everything its
  view shows (played cards, shown marriage partners, an exchanged or last-drawn
  trump card, voids shown under the strict rules) and searches each sample with
  alpha-beta (:mod:`.search`): exactly once the talon is closed or exhausted, to
  a horizon of two tricks and a fitted estimate before.  The move with the best
  average wins; closing must beat the rest by a margin (the samples flatter
  it), and while the talon is open the medium bot's choice gets a small bonus
  (it breaks the search's near-ties with sound card sense).

Bots are pure: the same view, legal actions and RNG give the same answer.  The
hard bot's work is bounded by samples and search nodes, never by the clock (see
:class:`HardBot`), so a seeded game plays the same on any machine.
"""

from __future__ import annotations

import random
import time
from typing import Sequence

from cardsuite.bots import Bot
from cardsuite.engine import Action

from ..engine.actions import Close, ExchangeTrump, Play
from ..engine.cards import ACE, INDEX, KING, QUEEN, SUIT_INDEX, TEN, follower_wins, marriage_partner
from ..engine.game import GAME
from ..engine.scoring import POINTS, TARGET
from ..engine.views import SchnapsenView
from .search import WEIGHTS, Budget, Deal, Searcher, TimeCap


# ---------------------------------------------------------------- what a view tells


class Info:
    """Facts a bot derives from its view, as card ints."""

    def __init__(self, view: SchnapsenView) -> None:
        self.view = view
        me = view.seat if view.seat is not None else 0
        self.me = me
        self.op = op = 1 - me
        self.trump = SUIT_INDEX[view.trump_suit]
        self.hand = [INDEX[c] for c in view.hand]
        self.lead = INDEX[view.trick[0]] if view.trick else None
        self.open = view.closed_by is None and view.trump_card is not None
        self.played = [INDEX[c] for t in view.history for c in t.cards]
        self.op_known = [INDEX[c] for c in view.revealed[op]]
        self.trump_card = INDEX[view.trump_card] if view.trump_card is not None else None
        self.trump_down = INDEX[view.trump_card_down] if view.trump_card_down is not None else None
        self.unknown = [INDEX[c] for c in GAME.unseen_cards(view)]   # in the opponent's hand or the talon
        self.my_points = view.points[me] or 0
        my_cards = sum(POINTS[INDEX[c]] for c in view.won)
        op_cards = sum(POINTS[c] for c in self.played) - my_cards
        op_marriages = sum(m.points for m in view.marriages if m.seat == op)
        self.op_points = op_cards + (op_marriages if view.tricks[op] else 0)
        self.op_pending = 0 if view.tricks[op] else op_marriages
        self.my_pending = view.pending[me] or 0
        self.outside = set(self.unknown) | set(self.op_known)     # cards the opponent may hold
        self.voids = self._voids(view)

    def _voids(self, view: SchnapsenView) -> set[int]:
        """Unknown cards the opponent cannot hold: shown by their replies under the strict rules (S-6)."""
        strict_from = view.closed_at if view.closed_at is not None else 5
        out: set[int] = set()
        trump = self.trump
        for t in view.history[strict_from:]:
            if t.leader != self.me:
                continue
            lead, reply = INDEX[t.cards[0]], INDEX[t.cards[1]]
            ls = lead // 5
            if reply // 5 != ls:
                out.update(range(ls * 5, ls * 5 + 5))
                if reply // 5 != trump:
                    out.update(range(trump * 5, trump * 5 + 5))
            elif reply > lead:
                out.update(range(ls * 5, lead))
        return out

    def higher_outside(self, c: int) -> bool:
        """Whether a card of c's suit that beats c may still be in the opponent's hand."""
        return any(x < c and x // 5 == c // 5 for x in self.outside)

    def trumps_outside(self) -> int:
        return sum(1 for x in self.outside if x // 5 == self.trump)


def _play(legal: Sequence[Action], c: int, marry: bool = False) -> Action:
    """The legal action playing card ``c`` (announcing its marriage if asked); never anything illegal."""
    fallback = None
    for a in legal:
        if isinstance(a, Play) and INDEX[a.card] == c:
            if a.marry == marry:
                return a
            fallback = fallback or a
    return fallback or legal[0]


def _plays(legal: Sequence[Action]) -> list[int]:
    return sorted({INDEX[a.card] for a in legal if isinstance(a, Play)})


def _marriages(legal: Sequence[Action]) -> list[int]:
    return [INDEX[a.card] for a in legal if isinstance(a, Play) and a.marry]


def _find(legal: Sequence[Action], kind: type) -> Action | None:
    return next((a for a in legal if isinstance(a, kind)), None)


def _winners(cards: list[int], lead: int, trump: int) -> list[int]:
    return [c for c in cards if follower_wins(lead, c, trump)]


def _cheapest(cards: list[int], trump: int) -> int:
    """The card it hurts least to give away: low points, non-trump first, marriage halves last."""
    def cost(c: int) -> tuple:
        partner = marriage_partner(c)
        in_marriage = partner is not None and partner in cards
        return (c // 5 == trump, in_marriage, POINTS[c], -c)
    return min(cards, key=cost)


# ---------------------------------------------------------------- easy


class EasyBot(Bot):
    """Legal cards with light sense."""

    level = "easy"

    def choose(self, view: SchnapsenView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        info = Info(view)
        marriages = _marriages(legal)
        if marriages:
            trump_first = sorted(marriages, key=lambda c: (c // 5 != info.trump, c))
            return _play(legal, trump_first[0], True)
        cards = _plays(legal)
        if info.lead is None:
            side = [c for c in cards if c // 5 != info.trump]
            return _play(legal, rng.choice(side or cards))
        winners = _winners(cards, info.lead, info.trump)
        same_suit = [c for c in winners if c // 5 == info.lead // 5]
        if same_suit:
            return _play(legal, max(same_suit))                  # the lowest card that wins in the suit
        if winners and POINTS[info.lead] >= 10:
            return _play(legal, max(winners, key=lambda c: (c // 5 != info.trump, c)))
        low = min(POINTS[c] for c in cards)
        return _play(legal, rng.choice([c for c in cards if POINTS[c] == low]))


# ---------------------------------------------------------------- medium


class MediumBot(Bot):
    """A solid heuristic player."""

    level = "medium"

    def choose(self, view: SchnapsenView, legal: Sequence[Action], rng: random.Random) -> Action:
        # opens like EasyBot.choose on purpose (a forced move at once, then the view read once); from
        # there each level is its own player
        if len(legal) == 1:
            return legal[0]
        info = Info(view)
        if info.lead is None:
            return self._lead(info, legal)
        return self._follow(info, legal)

    # -- leading ------------------------------------------------------------------

    def _lead(self, info: Info, legal: Sequence[Action]) -> Action:
        exchange = _find(legal, ExchangeTrump)
        if exchange is not None:
            return exchange
        hand, trump = info.hand, info.trump
        marriages = _marriages(legal)
        best_marriage = None
        if marriages:
            best_marriage = max(marriages, key=lambda c: (c // 5 == trump, c % 5 == QUEEN))
            value = 40 if best_marriage // 5 == trump else 20
            if info.view.tricks[info.me] and info.my_points + value >= TARGET:
                return _play(legal, best_marriage, True)
        close = _find(legal, Close)
        if close is not None and self._sure_points(info, hand) >= TARGET:
            return close
        sure = self._sure_winners(info, hand)
        for c in sure:
            if info.my_points + POINTS[c] + 2 >= TARGET:
                return _play(legal, c)
        if best_marriage is not None:
            return _play(legal, best_marriage, True)
        if not info.open:
            if sure:
                return _play(legal, sure[0])
            return _play(legal, _cheapest(hand, trump))
        # open talon: lead low side cards, keep trumps, aces and marriage halves
        def lead_cost(c: int) -> tuple:
            partner = marriage_partner(c)
            keeps_marriage = partner is not None and (partner in hand or partner in info.unknown)
            ten_exposed = c % 5 == TEN and (c - 1) not in info.played and (c - 1) not in hand
            return (c // 5 == trump, c % 5 == ACE, ten_exposed, keeps_marriage, POINTS[c])
        return _play(legal, min(hand, key=lead_cost))

    def _sure_winners(self, info: Info, hand: list[int]) -> list[int]:
        """Cards in hand that win the trick under the strict rules whatever the opponent holds, best first."""
        trump = info.trump
        out = []
        no_trumps_out = info.trumps_outside() == 0
        for c in sorted(hand):
            if info.higher_outside(c):
                continue
            if c // 5 == trump or no_trumps_out:
                out.append(c)
        return out

    def _sure_points(self, info: Info, hand: list[int]) -> int:
        """A cautious count of the points reachable by closing now and leading the sure winners."""
        sure = self._sure_winners(info, hand)
        total = info.my_points + (info.my_pending if info.view.tricks[info.me] or sure else 0)
        opp_low = sorted(POINTS[c] for c in info.outside)
        for i, c in enumerate(sure):
            total += POINTS[c] + (opp_low[i] if i < len(opp_low) else 0)
        for c in hand:
            partner = marriage_partner(c)
            if partner is not None and partner in hand and c % 5 == KING and (sure or info.view.tricks[info.me]):
                total += 40 if c // 5 == info.trump else 20
        return total

    # -- following ----------------------------------------------------------------

    def _follow(self, info: Info, legal: Sequence[Action]) -> Action:
        lead, trump = info.lead, info.trump
        cards = _plays(legal)
        winners = _winners(cards, lead, trump)
        lead_pts = POINTS[lead]
        if winners:
            for c in sorted(winners, key=lambda c: (POINTS[c], c // 5 == trump)):
                if info.my_points + lead_pts + POINTS[c] + (info.my_pending if not info.view.tricks[info.me]
                                                           else 0) >= TARGET:
                    return _play(legal, c)
        if not info.open:
            if winners:
                # win with the card most likely to be needed least: same suit lowest winner, else lowest trump
                return _play(legal, max(winners, key=lambda c: (c // 5 != trump, c)))
            return _play(legal, _cheapest(cards, trump))
        same = [c for c in winners if c // 5 == lead // 5]
        if same:
            best = min(same)                                     # the highest card of the suit: most points
            if lead // 5 != trump or POINTS[best] >= 10:
                return _play(legal, best)
        trumps = [c for c in winners if c // 5 == trump]
        if trumps and lead // 5 != trump and lead_pts >= 10:
            cheap = [c for c in trumps if not (c % 5 in (KING, QUEEN) and marriage_partner(c) in cards)]
            return _play(legal, max(cheap or trumps))            # the lowest trump
        side = [c for c in cards if c // 5 != trump and c % 5 != ACE]
        return _play(legal, _cheapest(side or cards, trump))


# ---------------------------------------------------------------- hard


class HardBot(Bot):
    """Determinised alpha-beta search (perfect-information Monte Carlo).

    Budget, in work: ``samples`` deals (16) searched per decision, and at most ``node_budget``
    search nodes (60,000) over all of them; a sample the node budget cuts short is dropped (with
    no sample finished, the medium bot answers).  So a decision is a function of the view, the RNG
    and these two numbers, on any machine; the node budget binds only in rare long endgames.
    Cost on this machine (one core, hard vs medium and vs random, 200 rounds each): a median of
    4 ms, 60 ms at the 95th percentile and 0.25 s at most when idle; two to three times that with
    both cores busy (1.8 s the most seen).  ``budget_s`` (10 s) is a safety net only: if it fires,
    the decision answers from the samples finished and ``cap_hits`` counts it.
    """

    level = "hard"

    def __init__(self, budget_s: float = 10.0, samples: int = 16, horizon: int = 2,
                 node_budget: int = 60_000, close_margin: float = 0.6, prior: float = 0.15) -> None:
        super().__init__(budget_s)
        self.prior = prior                  # game points credited to the medium bot's choice (open talon)
        self.samples = samples              # deals sampled per decision (one when every card is known)
        self.horizon = horizon              # tricks searched ahead while the talon is open
        self.node_budget = node_budget      # search nodes per decision, over all samples
        self.close_margin = close_margin    # game points closing must gain over the best other move
        self.last_nodes = 0                 # search nodes the last decision used (never over node_budget)
        self.weights = WEIGHTS              # the horizon estimate's, per talon size (fitted on medium's play)
        self.fallback = MediumBot()

    def choose(self, view: SchnapsenView, legal: Sequence[Action], rng: random.Random) -> Action:
        self.last_nodes = 0
        if len(legal) == 1:
            return legal[0]
        info = Info(view)
        moves = self._root_moves(info, legal)
        if len(moves) == 1:
            return moves[0][1]
        totals, done = self._search(info, moves, rng)
        if done == 0:
            return self.fallback.choose(view, legal, rng)
        hint = self.fallback.choose(view, legal, rng) if self.prior and info.open else None
        for i, (key, action) in enumerate(moves):
            if key[0] in ("close", "close_lead"):
                totals[i] -= self.close_margin * done
            if hint is not None and _same_move(action, hint):
                totals[i] += self.prior * done
        best = max(range(len(moves)), key=lambda i: (totals[i], -i))
        return moves[best][1]

    def move_values(self, view: SchnapsenView, legal: Sequence[Action],
                    rng: random.Random) -> list[tuple[Action, float]]:
        """Every legal action with its expected game points for the seat (the search's average over the
        sampled deals, before the decision's margins): what the coach compares a played move with.

        A lead of a marriage card without announcing it is valued as played (the marriage given away); an
        action searched under several keys (the expert's closing, split by the lead after it) gets its best."""
        self.last_nodes = 0
        info = Info(view)
        moves = self._root_moves(info, legal, every=True)
        totals, done = self._search(info, moves, rng)
        if done == 0:
            raise ValueError("no sampled deal could be searched within the node budget")
        out: list[tuple[Action, float]] = []
        for (_key, action), total in zip(moves, totals):
            same = next((i for i, (a, _v) in enumerate(out) if a == action), None)
            if same is None:
                out.append((action, total / done))
            elif total / done > out[same][1]:
                out[same] = (action, total / done)
        return out

    def _search(self, info: Info, moves: list, rng: random.Random) -> tuple[list[float], float]:
        """Each root move's summed value over the deals searched, and their summed weight (0: none was)."""
        deadline = time.perf_counter() + self.budget_s       # the safety net, never a budget
        strict = not info.open
        n_samples = 1 if strict and not info.unknown else self.samples
        depth = 99 if strict else self.horizon
        totals = [0.0] * len(moves)
        done = 0
        hand_cache: dict = {}
        for deal, weight in self._worlds(info, n_samples, rng):
            values = []
            tt: dict = {}
            try:
                for key, _action in moves:
                    searcher = Searcher(deal, depth, node_limit=self.node_budget - self.last_nodes, tt=tt,
                                        hand_cache=hand_cache, deadline=deadline, weights=self.weights)
                    try:
                        values.append(searcher.root(key, depth))
                    finally:
                        self.last_nodes += searcher.nodes
            except TimeCap:
                self.cap_hits += 1
                break                                   # anytime: answer with the samples finished
            except Budget:
                break
            for i, v in enumerate(values):
                totals[i] += weight * v
            done += weight
            if self.last_nodes >= self.node_budget:
                break
            if time.perf_counter() > deadline:
                self.cap_hits += 1
                break
        return totals, done

    def _root_moves(self, info: Info, legal: Sequence[Action],
                    every: bool = False) -> list[tuple[tuple[str, int], Action]]:
        """One search key per distinct move; a lead with a marriage is always announced (it only adds points)
        unless ``every`` legal action is wanted, when leading it unannounced is the key ("plain", card)."""
        out = []
        marriages = set(_marriages(legal))
        for a in legal:
            if isinstance(a, Play):
                c = INDEX[a.card]
                if info.lead is not None:
                    out.append((("follow", c), a))
                elif c in marriages and not a.marry:
                    if every:
                        out.append((("plain", c), a))
                else:
                    out.append((("play", c), a))
            elif isinstance(a, ExchangeTrump):
                out.append((("exchange", -1), a))
            elif isinstance(a, Close):
                out.append((("close", -1), a))
        # cheap moves first, so ties go to the card that risks least
        out.sort(key=lambda m: (m[0][0] not in ("exchange",), POINTS[m[0][1]] if m[0][1] >= 0 else 0))
        return out

    def _worlds(self, info: Info, count: int, rng: random.Random):
        """The deals to search, each with its weight, drawn lazily (the node budget may stop early):
        ``count`` uniform samples of the hidden cards among those the view allows."""
        for _ in range(count):
            deal = self._sample(info, rng)
            if deal is None:
                return
            yield deal, 1.0

    def _sample(self, info: Info, rng: random.Random) -> Deal | None:
        """A deal consistent with the view: the engine's unseen cards (:meth:`SchnapsenGame.unseen_cards`)
        dealt to their places -- the opponent's hidden cards (none it cannot hold), then the talon."""
        view = info.view
        need = view.hand_counts[info.op] - len(info.op_known)
        allowed = [c for c in info.unknown if self._may_hold(info, c)]
        pool = allowed if len(allowed) >= need else list(info.unknown)
        if need < 0 or need > len(pool) or len(info.unknown) - need != view.talon_count:
            return None
        return self._deal(info, rng.sample(pool, need), rng)

    def _deal(self, info: Info, chosen: list[int], rng: random.Random) -> Deal:
        """The deal with the opponent's hidden cards ``chosen`` and the other unseen cards in the talon,
        shuffled (the search's order: ``talon[-1]`` is drawn next)."""
        view = info.view
        me, op = info.me, info.op
        chosen_set = set(chosen)
        talon = [c for c in info.unknown if c not in chosen_set]
        rng.shuffle(talon)                              # the search's order: talon[-1] is drawn next
        if info.trump_card is not None:
            talon.insert(0, info.trump_card)
        elif info.trump_down is not None:
            talon.insert(0, info.trump_down)
        hands = [0, 0]
        for c in info.hand:
            hands[me] |= 1 << c
        for c in info.op_known + chosen:
            hands[op] |= 1 << c
        points = [0, 0]
        pending = [0, 0]
        points[me], points[op] = info.my_points, info.op_points
        pending[me], pending[op] = info.my_pending, info.op_pending
        snap = view.close_snapshot or (0, 0)
        leader = view.leader
        return Deal(trump=info.trump, me=me, hands=hands, talon=talon, points=points, pending=pending,
                    tricks=list(view.tricks), leader=leader, lead=info.lead if info.lead is not None else -1,
                    closed_by=view.closed_by if view.closed_by is not None else -1, snap=snap)

    def _may_hold(self, info: Info, c: int) -> bool:
        return c not in info.voids


def _same_move(a: Action, b: Action) -> bool:
    if isinstance(a, Play) and isinstance(b, Play):
        return a.card == b.card
    return type(a) is type(b)
