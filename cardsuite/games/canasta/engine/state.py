"""One round of Canasta: :class:`CanastaState` (the engine's docstring tells the turn and the corner cases).

The state's own parts live here -- the deal's red 3s, the derived facts, the
commit check, the legal actions, the view, copies and JSON, and the search
moves bots' play-outs use.  Taking the pile is in :mod:`.pickup`, refusals in
:mod:`.reasons`, the state changes of each move in :mod:`.moves`.
"""

from __future__ import annotations

from typing import Any, Sequence

from cardsuite.cards import Rank
from cardsuite.engine import Action, GameState

from .actions import (ACCEPT, ASK_ACTION, DECLINE, DISCARDS, DRAW_ACTION, GO_OUT_EMPTY, GO_OUTS, LAY_ONE, LAY_WILD, NO,
                      PROPOSE, TAKE_BACK_ALL, TAKE_BACK_ONE, UNDO, YES, Meld, meld_action)
from .cards import BLACK3, CARDS, FACE, RANK, RANK_KEY, RED3, THREE, VALUE, WILD, rank_plural
from .melds import CANASTA, MELD_RANKS, NATURAL_RANKS, GoOutPlan, canasta_kind, meld_counts, meld_problem, plan_go_out
from .moves import Moves
from .options import CanastaOptions
from .phases import ASK, DOUBLE, DRAW, LAY_EXTRA, LAY_FACTOR, OVER, PHASE_NAMES, PLAY, RULES_VERSION
from .pickup import PickupRules
from .reasons import Refusals
from .scoring import SideScore, side_score
from .views import CanastaView, DoublingView, MeldView, SideScoreView


class CanastaState(PickupRules, Refusals, Moves, GameState):
    """One round of Canasta.  ``stock[-1]`` and ``pile[-1]`` are the top cards."""

    __slots__ = ("options", "n", "dealer", "cur", "phase", "hands", "stock", "pile", "pile_by", "pile_wild",
                 "melds", "red3", "opened", "laid_before", "known", "scores", "mins", "stake", "holder",
                 "doublings", "laid", "laid_rank", "touched", "took_pile", "b3_snapshot", "b3_tried", "must_out", "no_out",
                 "asked", "lays", "result", "ver", "_cache")

    def __init__(self, options: CanastaOptions, dealer: int, hands, stock, pile, scores=(0, 0),
                 stake: int | None = None, holder: int | None = None, doublings=()) -> None:
        self.options = options
        self.n = options.players
        self.dealer = dealer
        self.cur = (dealer + 1) % self.n
        self.phase = DRAW
        self.hands: list[list[int]] = [list(h) for h in hands]
        self.stock: list[int] = list(stock)
        self.pile: list[int] = list(pile)
        self.pile_by: list[int] = [-1] * len(self.pile)
        self.pile_wild = sum(1 for c in self.pile if WILD[c] or RED3[c])
        self.melds: list[list[list[int]]] = [[[] for _ in range(14)] for _ in range(2)]
        self.red3: list[list[int]] = [[], []]
        self.opened = [False, False]
        self.laid_before = [False] * self.n
        self.known: list[set[int]] = [set() for _ in range(self.n)]
        self.scores = [int(scores[0]), int(scores[1])]
        self.mins = [options.minimum(self.scores[0]), options.minimum(self.scores[1])]
        self.stake = options.stake if stake is None else stake
        self.holder = holder
        self.doublings: tuple[tuple[str, int, int], ...] = tuple(tuple(d) for d in doublings)   # (kind, seat, stake)
        self.result: tuple[str, int | None, bool] | None = None
        self.ver = 0
        self._cache: dict = {}
        self._reset_turn()

    def _reset_turn(self) -> None:
        self.laid: list[int] = []
        self.laid_rank: dict[int, int] = {}
        self.touched: set[int] = set()
        self.took_pile = False
        self.b3_snapshot = None
        self.b3_tried = False
        self.must_out = False
        self.no_out = False
        self.asked = False
        self.lays = 0                       # cards laid this turn, taken back or not (see lays_left)

    # -- the deal (RULES C-2, C-3) ---------------------------------------------

    @classmethod
    def dealt(cls, options: CanastaOptions, order: list[int], dealer: int = 0, scores=(0, 0),
              stake: int | None = None, holder: int | None = None, doublings=()) -> "CanastaState":
        """A new round dealt from the card ints ``order`` (card 0 dealt first; RULES C-2, C-3, C-11)."""
        n = options.players
        hs = options.hand_size
        hands = [[] for _ in range(n)]
        for i in range(n * hs):                                               # RULES C-2
            hands[(dealer + 1 + i) % n].append(order[i])
        pos = n * hs
        pile = [order[pos]]
        pos += 1
        while WILD[pile[-1]] or RED3[pile[-1]]:
            pile.append(order[pos])
            pos += 1
        stock = list(reversed(order[pos:]))
        state = cls(options, dealer, hands, stock, pile, scores, stake, holder, doublings)
        state._start()
        return state

    def _start(self) -> None:
        """Dealt red 3s laid out and replaced in turn order, chain by chain (C-2); no stock, no pickup: over (C-11)."""
        for i in range(self.n):
            seat = (self.dealer + 1 + i) % self.n
            hand = self.hands[seat]
            while True:
                reds = [c for c in hand if RED3[c]]
                if not reds or not self.stock:
                    break
                for c in reds:
                    hand.remove(c)
                    self.red3[seat % 2].append(c)
                    if self.stock:
                        hand.append(self.stock.pop())
        if not self.stock and not self._pile_possible(self.cur):
            self._end("stock_empty", None)

    # -- the interface ------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase == OVER:
            return None
        if phase == DOUBLE:
            return (self.cur + 1) % self.n
        if phase == ASK:
            return (self.cur + 2) % self.n
        return self.cur

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def side_of(self, seat: int) -> int:
        return seat % 2

    # -- derived facts ------------------------------------------------------------

    def canastas(self, side: int) -> int:
        return sum(1 for m in self.melds[side] if len(m) >= CANASTA)

    def has_meld(self, side: int) -> bool:
        return any(self.melds[side])

    def concealed(self, seat: int) -> bool:
        """RULES C-10: the player has laid no card in an earlier turn of this round."""
        return not self.laid_before[seat]

    def frozen_for(self, seat: int) -> bool:
        """RULES C-8: the pile holds a wild card (or a red 3 turned up at the deal), or the side has no meld."""
        return self.pile_wild > 0 or not self.opened[seat % 2]

    def pile_state(self, seat: int | None) -> tuple[bool, bool, str]:
        """(frozen, blocked, why) of the pile for ``seat`` (None: a spectator)."""
        pile = self.pile
        if not pile:
            return False, False, "The discard pile is empty."
        top = pile[-1]
        opened = True if seat is None else self.opened[seat % 2]
        frozen = self.pile_wild > 0 or not opened
        notes = []
        blocked = False
        if WILD[top]:
            blocked = True
            notes.append("Blocked: a wild card lies on top.")
        elif BLACK3[top]:
            blocked = True
            if self.options.black3_pickup_going_out:
                notes.append("Blocked: a black 3 lies on top (it can be taken only to go out, melded with two "
                             "black 3s from the hand).")
            else:
                notes.append("Blocked: a black 3 lies on top.")
        if self.pile_wild > 0:
            notes.append("Frozen: the pile holds a wild card" +
                         (" or a red 3." if any(RED3[c] for c in pile) else "."))
        elif not opened:
            notes.append("Frozen for you: your side has no meld yet." if seat is not None else "")
        if frozen and not blocked and seat is not None:
            notes.append(f"Take it only with two natural {rank_plural(RANK[top])} from your hand.")
        return frozen, blocked, " ".join(n for n in notes if n)

    # -- the commit (RULES C-5, C-6, C-10) ------------------------------------------------

    def _commit_reason(self, seat: int, going_out: bool) -> str | None:
        key = (self.ver, going_out)
        cache = self._cache
        if key in cache:
            return cache[key]
        side = seat % 2
        melds = self.melds[side]
        reason = None
        for rank in self.touched:
            m = melds[rank]
            if m:
                n, w = meld_counts(m)
                reason = meld_problem(rank, n, w, going_out)
                if reason:
                    break
        if reason is None and self.laid and not self.opened[side]:
            exempt = going_out and not self.laid_before[seat] and self.options.concealed_no_minimum
            if not exempt:
                total = sum(VALUE[c] for c in self.laid)
                if total < self.mins[side]:
                    reason = f"Your melds count {total}; you need {self.mins[side]} to open."
        if reason is None and going_out:
            have = self.canastas(side)
            need = self.options.canastas_needed
            if have < need:
                reason = (f"Going out needs {need} canasta{'s' if need != 1 else ''}; "
                          f"your side has {have}.")
        if len(cache) > 8:
            cache.clear()
        cache[key] = reason
        return reason

    def _can_go_out_now(self, seat: int) -> bool:
        return (len(self.hands[seat]) <= 1 and not self.no_out and self.phase == PLAY
                and self._commit_reason(seat, True) is None)

    def _may_ask(self, seat: int) -> bool:
        return (self.options.ask_partner and self.n == 4 and self.phase == PLAY and not self.asked
                and self.b3_snapshot is None and len(self.hands[seat]) + len(self.laid) >= 2
                and (self._can_go_out_now(seat) or self.go_out_plan(seat) is not None))

    def go_out_plan(self, seat: int) -> GoOutPlan | None:
        """RULES C-10: a way ``seat`` (on turn, after the draw) could still go out this turn, or None.

        The cards it may arrange are its hand and those it laid this turn (C-15); the side's
        other melds stay as they lie.  The plan keeps C-5, reaches the canastas needed and,
        for a side that has not opened, the C-6 minimum unless the player goes out concealed
        without one.  A found plan is a sequence of legal moves, so a "yes" can be honoured.
        """
        key = (self.ver, "plan", seat)
        cache = self._cache
        if key in cache:
            return cache[key]
        side = seat % 2
        laid = self.laid_rank
        pool = sorted(self.hands[seat] + self.laid)     # sorted: the same plan all turn long (see _out_step)
        before = {}
        for r, m in enumerate(self.melds[side]):
            if m:
                rest = [c for c in m if c not in laid] if laid else m
                if rest:
                    n, w = meld_counts(rest)
                    before[r] = (n, w, len(rest))
        minimum = 0
        if not self.opened[side] and not (self.concealed(seat) and self.options.concealed_no_minimum):
            minimum = self.mins[side]
        plan = plan_go_out(pool, before, self.options.canastas_needed, minimum)
        if len(cache) > 8:
            cache.clear()
        cache[key] = plan
        return plan

    def _out_step(self, seat: int) -> Meld | None:
        """After a "yes" with the anti-stalling cap reached: the next lay of ``go_out_plan``.

        The plan depends only on the cards the player may arrange, so it stays the same all
        turn; with the cards laid exactly as its first lays, its next lay is offered past the cap
        (else taking everything back is), so a "yes" can always be honoured (RULES C-10).
        """
        plan = self.go_out_plan(seat)
        if plan is None:
            return None
        laid = sorted(self.laid)
        done: list[int] = []
        for rank, cards in plan.lays:
            if sorted(done) == laid:
                nats = tuple(c for c in cards if not WILD[c])
                return meld_action(rank, nats + tuple(c for c in cards if WILD[c]))
            done += cards
        return None

    def _may_double(self, seat: int) -> bool:
        opts = self.options
        return (opts.doubling and self.phase == DRAW and not self.laid
                and (self.holder is None or self.holder == seat % 2)
                and (opts.limit == 0 or self.stake * 2 <= opts.limit))

    # -- legal actions ---------------------------------------------------------------------

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == OVER or seat != self.to_move:
            return []
        if phase == DOUBLE:
            return [ACCEPT, DECLINE]
        if phase == ASK:
            return [YES, NO]
        out: list[Action] = []
        if phase == DRAW:
            if not self.laid:
                out.append(DRAW_ACTION)
                if self._may_double(seat):
                    out.append(PROPOSE)
            self._pickup_actions(seat, out)
            if self._prelay_ok(seat):
                self._lay_actions(seat, out)
            self._take_back_actions(out)
            return out
        # PLAY
        hand = self.hands[seat]
        self._lay_actions(seat, out)
        if not self._only_forward(seat):
            self._take_back_actions(out)
        if self.b3_snapshot is not None:
            out.append(UNDO)
        elif len(hand) >= 2 and not self.must_out and self._commit_reason(seat, False) is None:
            seen = set()
            for c in sorted(hand):
                f = FACE[c]
                if f not in seen:
                    seen.add(f)
                    out.append(DISCARDS[c])
        if self._can_go_out_now(seat):
            out.append(GO_OUTS[hand[0]] if hand else GO_OUT_EMPTY)
        if self._may_ask(seat):
            out.append(ASK_ACTION)
        return out

    def _only_forward(self, seat: int) -> bool:
        """After a "yes" past the laying cap with the plan's next lay offered (``_out_step``): no taking
        back, so laying and taking back cannot loop (RULES C-10)."""
        return (self.must_out and self.lays_left(seat) <= 0 and self.b3_snapshot is None
                and self._out_step(seat) is not None)

    def lays_left(self, seat: int) -> int:
        """How many more cards this turn allows to be laid (an anti-stalling cap; see LAY_FACTOR).  It counts
        cards, not ``Meld`` actions, so a lay costs the same whether its cards go down at once or one by one."""
        return LAY_FACTOR * (len(self.hands[seat]) + len(self.laid)) + LAY_EXTRA - self.lays

    def _lay_actions(self, seat: int, out: list) -> None:
        left = self.lays_left(seat)
        if left <= 0:
            if self.must_out and self.b3_snapshot is None:
                step = self._out_step(seat)
                if step is not None:
                    out.append(step)
            return
        hand = sorted(self.hands[seat], key=RANK_KEY)
        melds = self.melds[seat % 2]
        wilds = 0
        joker = two = -1
        for c in hand:
            if not WILD[c]:
                break
            r = RANK[c]
            wilds += 1
            if r == 0:
                if joker < 0:
                    joker = c
            elif two < 0:
                two = c
        size = len(hand)
        i = wilds
        while i < size:
            c = hand[i]
            r = RANK[c]
            j = i + 1
            while j < size and RANK[hand[j]] == r:
                j += 1
            count = j - i
            m = melds[r]
            if m:
                n0, w0 = meld_counts(m)
            else:
                n0 = w0 = 0
            # a card is offered only while its group can still become a valid meld this turn
            if r == THREE:
                alive = count + n0 >= 3
            else:
                alive = count + n0 >= 3 or (count + n0 == 2 and wilds + w0 >= 1)
            if alive:
                out.append(LAY_ONE[c])
                if count >= 2 and (count + n0 >= 3) and count <= left:
                    out.append(meld_action(r, tuple(hand[i:j])))
            i = j
        if wilds:
            for r in NATURAL_RANKS:
                m = melds[r]
                if m:
                    n, w = meld_counts(m)
                    if w < 3 and w < n:
                        if joker >= 0:
                            out.append(LAY_WILD[(joker, r)])
                        if two >= 0:
                            out.append(LAY_WILD[(two, r)])

    def _take_back_actions(self, out: list) -> None:
        laid = self.laid
        if not laid:
            return
        if len(laid) == 1:
            out.append(TAKE_BACK_ONE[laid[0]])
            return
        seen = set()
        lr = self.laid_rank
        for c in laid:
            key = FACE[c] * 16 + lr[c]
            if key not in seen:
                seen.add(key)
                out.append(TAKE_BACK_ONE[c])
        out.append(TAKE_BACK_ALL)

    # -- search moves: a turn's steps by card ints, for bots' play-outs ----------------------

    # A play-out plays thousands of turns on a determinised copy (see ``CanastaGame.determinise``);
    # these steps skip building action objects and the move checks, so the caller answers for
    # legality -- it asks ``pickup_refusal`` / ``commit_refusal`` first, and lays only hand cards
    # on a meld of their rank.  Each keeps the state's caches valid.  Everyone else uses ``apply``.

    def pickup_choices(self, seat: int) -> list[tuple[int, ...]]:
        """The hand cards of each pile pickup ``legal_actions`` lists for ``seat`` to draw (RULES C-8)."""
        out: list = []
        self._pickup_actions(seat, out)
        return [a.ids for a in out]

    def pickup_refusal(self, seat: int, ids: Sequence[int]) -> str | None:
        """Why taking the pile with these hand cards is refused now (RULES C-8), or None."""
        static = self._pickup_static(seat)
        if isinstance(static, str):
            return static
        k = sum(1 for c in ids if not WILD[c])
        j = sum(1 for c in ids if RANK[c] == 0)
        return self._pickup_eval(seat, static, k, j, len(ids) - k - j)

    def commit_refusal(self, seat: int, going_out: bool) -> str | None:
        """Why the cards laid this turn cannot end it now (RULES C-5, C-6, C-10), or None."""
        return self._commit_reason(seat, going_out)

    def search_draw(self, seat: int) -> None:
        """``Draw()``: from the stock, or end the round when it is empty (RULES C-3, C-11)."""
        self.ver += 1
        self._draw(seat)

    def search_take_pile(self, seat: int, ids: Sequence[int]) -> None:
        """``TakePile`` with these hand cards; ``pickup_refusal`` said None."""
        self.ver += 1
        self._take_pile(seat, list(ids))

    def search_lay(self, seat: int, rank: int, ids: Sequence[int]) -> None:
        """``Meld(rank, cards)``: hand cards of that rank (naturals first, then wild cards)."""
        self.ver += 1
        self._lay(seat, rank, ids)

    def search_take_back_all(self, seat: int) -> None:
        """``TakeBack(())``: every card laid from the hand this turn returns to it (RULES C-15)."""
        self.ver += 1
        self._take_back(seat, [])

    def search_undo_pickup(self, seat: int) -> None:
        """``UndoPickup()``: a Classic black-3 pickup is taken back (RULES C-8)."""
        self.ver += 1
        self._undo_pickup(seat)

    def search_discard(self, seat: int, card: int) -> None:
        """``Discard(card)``; ``commit_refusal(seat, False)`` said None and the hand holds two cards or more."""
        self.ver += 1
        self._discard(seat, card)

    def search_go_out(self, seat: int, card: int | None) -> None:
        """``GoOut(card)`` (None: every card melded); ``commit_refusal(seat, True)`` said None."""
        self.ver += 1
        self._go_out(seat, -1 if card is None else card)

    # -- scoring (RULES C-12) -------------------------------------------------------------------

    def side_scores(self) -> tuple[SideScore, SideScore]:
        """Each side's round score as the cards lie now (final once the round is over)."""
        reason, out_seat, concealed = self.result or ("", None, False)
        out = []
        for side in (0, 1):
            went_out = reason == "out" and out_seat is not None and out_seat % 2 == side
            out.append(side_score(self.melds[side], len(self.red3[side]),
                                  [self.hands[s] for s in range(side, self.n, 2)], went_out,
                                  went_out and concealed, self.options.red3_penalty_without_meld))
        return out[0], out[1]

    # -- views ---------------------------------------------------------------------------------

    def view(self, seat: int | None) -> CanastaView:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.n):
            raise ValueError(f"this table has seats 0 to {self.n - 1}")
        def cards(cs):
            return tuple(CARDS[c] for c in cs)
        melds = []
        for side in (0, 1):
            mine = []
            laid = set(self.laid) if self.cur % 2 == side and self.phase != OVER else set()
            for r in MELD_RANKS:
                m = self.melds[side][r]
                if m:
                    n, w = meld_counts(m)
                    mine.append(MeldView(Rank(r), cards(m), n, w, canasta_kind(m),
                                         meld_problem(r, n, w, True) is None,
                                         tuple(CARDS[c] for c in m if c in laid)))
            melds.append(tuple(mine))
        frozen, blocked, status = self.pile_state(seat)
        result = self.result
        scores = ()
        if self.phase == OVER and result[0] != "declined":
            scores = tuple(SideScoreView(s.melded, s.canasta_bonus, s.red_three_points, s.going_out, s.in_hand,
                                         s.total) for s in self.side_scores())
        phase = self.phase
        return CanastaView(
            seat=seat, to_move=self.to_move, players=self.n, dealer=self.dealer,
            turn=None if phase == OVER else self.cur, phase=PHASE_NAMES[phase],
            hand=cards(sorted(self.hands[seat])) if seat is not None else (),
            hand_counts=tuple(len(h) for h in self.hands),
            known=tuple(cards(sorted(k)) for k in self.known),
            melds=(melds[0], melds[1]), red_threes=(cards(self.red3[0]), cards(self.red3[1])),
            pile=cards(self.pile), pile_by=tuple(self.pile_by),
            pile_top=CARDS[self.pile[-1]] if self.pile else None, stock_count=len(self.stock),
            pile_frozen=frozen, pile_has_wild=self.pile_wild > 0, pile_blocked=blocked, pile_status=status,
            scores=(self.scores[0], self.scores[1]), minimums=(self.mins[0], self.mins[1]),
            opened=(self.opened[0], self.opened[1]), has_melded=tuple(self.laid_before),
            canastas_needed=self.options.canastas_needed,
            draw_count=self.options.draw_count,
            laid_this_turn=cards(self.laid) if phase != OVER else (), took_pile=self.took_pile,
            must_go_out=self.must_out or self.b3_snapshot is not None, may_not_go_out=self.no_out,
            asked=self.asked, question_from=self.cur if phase == ASK else None,
            stake=self.stake, doubling=self.options.doubling, double_side=self.holder,
            double_from=self.cur if phase == DOUBLE else None, limit=self.options.limit,
            doublings=tuple(DoublingView(*d) for d in self.doublings),
            reason=result[0] if result else "", went_out=result[1] if result else None,
            concealed=bool(result[2]) if result else False, round_scores=scores,
            options=self.options,
        )

    # -- copies and JSON -------------------------------------------------------------------------

    def copy(self) -> "CanastaState":
        new = CanastaState.__new__(CanastaState)
        new.options = self.options
        new.n = self.n
        new.dealer = self.dealer
        new.cur = self.cur
        new.phase = self.phase
        new.hands = [list(h) for h in self.hands]
        new.stock = list(self.stock)
        new.pile = list(self.pile)
        new.pile_by = list(self.pile_by)
        new.pile_wild = self.pile_wild
        new.melds = [[list(m) for m in side] for side in self.melds]
        new.red3 = [list(self.red3[0]), list(self.red3[1])]
        new.opened = list(self.opened)
        new.laid_before = list(self.laid_before)
        new.known = [set(k) for k in self.known]
        new.scores = list(self.scores)
        new.mins = list(self.mins)
        new.stake = self.stake
        new.holder = self.holder
        new.doublings = self.doublings
        new.laid = list(self.laid)
        new.laid_rank = dict(self.laid_rank)
        new.touched = set(self.touched)
        new.took_pile = self.took_pile
        new.b3_snapshot = self.b3_snapshot
        new.b3_tried = self.b3_tried
        new.must_out = self.must_out
        new.no_out = self.no_out
        new.asked = self.asked
        new.lays = self.lays
        new.result = self.result
        new.ver = self.ver
        new._cache = {}
        return new

    def to_json(self) -> dict[str, Any]:
        def t(cs):
            return [CARDS[c].text for c in cs]
        snap = None
        if self.b3_snapshot is not None:
            (hand, pile, pile_by, pile_wild, melds, red3, known, laid, laid_rank, touched, opened,
             took) = self.b3_snapshot
            snap = {"hand": t(hand), "pile": t(pile), "pile_by": list(pile_by), "melds": [t(m) for m in melds],
                    "red3": t(red3), "known": t(sorted(known)), "laid": [[CARDS[c].text, laid_rank[c]] for c in laid],
                    "touched": sorted(touched), "opened": opened, "took_pile": took}
        return {
            "rules_version": RULES_VERSION,
            "options": self.options.to_json(),
            "dealer": self.dealer, "turn": self.cur, "phase": PHASE_NAMES[self.phase],
            "hands": [t(h) for h in self.hands],
            "stock": t(reversed(self.stock)),                 # top card first
            "pile": t(self.pile), "pile_by": list(self.pile_by),
            "melds": [[t(m) for m in side] for side in self.melds],
            "red3": [t(self.red3[0]), t(self.red3[1])],
            "opened": list(self.opened), "laid_before": list(self.laid_before),
            "known": [t(sorted(k)) for k in self.known],
            "scores": list(self.scores), "stake": self.stake, "holder": self.holder,
            "doublings": [list(d) for d in self.doublings],
            "laid": [[CARDS[c].text, self.laid_rank[c]] for c in self.laid],
            "touched": sorted(self.touched), "took_pile": self.took_pile, "b3_pickup": snap,
            "b3_tried": self.b3_tried, "must_out": self.must_out, "no_out": self.no_out, "asked": self.asked,
            "lays": self.lays, "result": list(self.result) if self.result is not None else None,
        }

