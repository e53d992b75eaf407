"""The Canasta engine: RULES.md C-1 ... C-15, 2 players or 4 in two partnerships.

One :class:`CanastaState` is one round (one deal played out).  Cards are the
small ints of :mod:`.melds`; :class:`~cardsuite.cards.Card` objects appear only
at the edges (actions, events, views, JSON).  Seats 0..n-1 play in that order;
seat ``s`` belongs to side ``s % 2`` (partners 0+2 and 1+3), and a side shares
its melds and red 3s.

The turn (RULES C-4)
    ``draw`` phase: ``Draw()`` from the stock, or ``TakePile(cards)`` -- the hand
    cards that go with the top card into its meld (RULES C-8).  With the stock
    empty, ``Draw()`` ends the round (RULES C-11).  ``ProposeDouble()`` first, if
    the table allows doubling (RULES C-14).  A side that has not melded may lay
    cards (``Meld``) before taking the pile with them, so that they count toward
    its initial minimum (RULES C-6); those cards can be taken back until the
    pickup, and ``Draw()`` is refused while any lie on the table.

    ``play`` phase: ``Meld(rank, cards)`` lays hand cards on the side's meld of
    ``rank`` (a new group while there is none; a group may be short or invalid
    while the turn goes on), ``TakeBack(cards)`` returns cards laid from the hand
    this turn (RULES C-15; ``TakeBack(())`` returns all of them), then
    ``Discard(card)`` or ``GoOut(discard)`` commits the turn.  Only then are the
    melds checked (RULES C-5, C-6, C-10); an invalid commit is refused with the
    reason.  ``AskPartner()`` (partnership option) puts the binding question
    "may I go out?"; the partner answers with ``Answer(yes)``.  ``UndoPickup()``
    takes back a Classic black-3 pickup.

Legal actions list one representative per distinct choice: for each rank in
the hand, "lay one natural card" and, when they make a meld, "lay all your
naturals" (``Meld``); a joker and a 2 on each meld that holds more natural
cards than wild ones; every count of naturals / jokers / 2s with which the pile
can be taken; ``Discard`` and ``TakeBack`` per face of card, and "take back
everything".  Cards of one rank (and the 2s among themselves) are
interchangeable in play, so the lowest-numbered copy stands for them.
:meth:`CanastaState.check` accepts the same moves made with other copies of the
same faces and any group of cards of one rank, so a table may send exactly the
cards the player picked.  Every position a turn can commit is reachable through
the listed actions.

Corner cases decided here (RULES.md is silent or leaves a choice):

* Dealing (C-2): one card at a time, starting with the player after the dealer.
  The up-card chain stays in the pile under the first ordinary card; a red 3 in
  it goes to whoever takes the pile (no replacement, C-3) and freezes the pile
  like a wild card until then.
* Cards may be laid before drawing only by a side without melds, only while the
  pile could be taken with them (it is not blocked and the player holds two
  natural cards of the top card's rank, or has laid them).  After a side has
  melded, laying after the pickup does the same.
* "Two natural cards from hand" for a frozen pile counts the naturals of the top
  card's rank laid this turn before the pickup too.
* A pickup that would leave the player fewer than two cards in hand is allowed
  only if the side then has the canastas to go out (otherwise the player could
  neither discard nor go out).  The single-card rule of C-8 is checked on the
  hand as it is at the pickup.
* Laying is refused at once when it can never lead to a valid meld in this
  turn: natural cards of a rank the hand and the side's meld cannot make a
  meld of (fewer than two naturals, or two and no wild card anywhere; black 3s:
  fewer than three), a wild card on a group without a natural card, more wild
  cards than natural ones (lay the naturals first), a fourth wild card, a wild
  card on black 3s.  Short and otherwise unfinished groups are fine until the
  turn commits.
* Anti-stalling: a turn allows ``2 x (cards in hand + cards laid this turn) + 4``
  ``Meld`` actions; after that cards can still be taken back and the turn
  finished.  No real turn comes near it; it keeps random play finite.
* Discarding the last card is going out and goes through ``GoOut``.
* Concealed (C-10) means the player laid no card in an earlier turn of the
  round; in a partnership the partner's melds do not matter.  A concealed player
  whose side has not melded needs no minimum (option ``concealed_no_minimum``).
* Classic black-3 pickup (C-8): after ``UndoPickup`` the pile cannot be taken
  again in that turn; the player draws instead.
* "May I go out?" (C-10 option): asked once per turn, when the player's cards
  are laid so that ``GoOut`` is legal at that moment and the player could also
  end the turn by discarding.  "Yes" leaves going out as the only move; "no"
  forbids going out for the rest of the turn.
* Doubling (C-14) in a partnership: the next player (an opponent) answers for
  the other side, and the accepting side alone may propose the next double.
  Each side may double at most once in a row, so there are no loops.
* Empty stock (C-11): a player who must draw from an empty stock and could not
  possibly take the pile (blocked, frozen without two naturals, the minimum out
  of reach, single-card rule) ends the round at once; otherwise they choose
  between taking it and ``Draw()`` (ending the round).
"""

from __future__ import annotations

from typing import Any, Sequence

from cardsuite.cards import Card, Rank
from cardsuite.engine import (Action, BadMessage, Event, Game, GameOptions, GameState, IllegalAction, MatchResult,
                              RoundSummary, check_deck, indexed_card, indexed_cards, rng_for)

from .actions import (ACCEPT, ACTIONS, ASK_ACTION, DECLINE, DISCARDS, DRAW_ACTION, GO_OUT_EMPTY, GO_OUTS, LAY_ONE,
                      LAY_WILD, NO, PROPOSE, TAKE_BACK_ALL, TAKE_BACK_ONE, UNDO, YES, AcceptDouble, Answer, AskPartner,
                      DeclineDouble, Discard, Draw, GoOut, Meld, ProposeDouble, TakeBack, TakePile, UndoPickup,
                      _RANK_KEY, _meld_action, _pickup_action)
from .melds import (BLACK3, CANASTA, CARDS, FACE, INDEX, MELD_RANKS, N_CARDS, NATURAL_RANKS, RANK, RANK_VALUE, RED3,
                    THREE, VALUE, WILD, canasta_kind, meld_counts, meld_problem, rank_plural)
from .options import CanastaOptions
from .scoring import SideScore, side_score
from .views import CanastaView, MeldView, SideScoreView

__all__ = ["GAME", "CanastaGame", "CanastaState", "CanastaView", "MeldView", "SideScoreView", "ACTIONS", "Draw",
           "TakePile", "Meld", "TakeBack", "Discard", "GoOut", "UndoPickup", "ProposeDouble", "AcceptDouble",
           "DeclineDouble", "AskPartner", "Answer", "state_from_json", "DRAW", "PLAY", "DOUBLE", "ASK", "OVER",
           "PHASE_NAMES", "REASONS", "RULES_VERSION"]

RULES_VERSION = 1
LAY_FACTOR, LAY_EXTRA = 2, 4        # a turn allows 2 x (cards in hand + cards laid this turn) + 4 Meld actions

DRAW, PLAY, DOUBLE, ASK, OVER = range(5)
PHASE_NAMES = ("draw", "play", "double", "ask", "over")
REASONS = {
    "out": "went out",
    "stock_empty": "the stock ran out",
    "red3_last": "a red 3 was the last card of the stock",
    "declined": "a double was declined",
}


# ---------------------------------------------------------------- state


class CanastaState(GameState):
    """One round of Canasta.  ``stock[-1]`` and ``pile[-1]`` are the top cards."""

    __slots__ = ("options", "n", "dealer", "cur", "phase", "hands", "stock", "pile", "pile_by", "pile_wild",
                 "melds", "red3", "opened", "laid_before", "known", "scores", "mins", "stake", "holder",
                 "laid", "laid_rank", "touched", "took_pile", "b3_snapshot", "b3_tried", "must_out", "no_out",
                 "asked", "lays", "result", "ver", "_cache")

    def __init__(self, options: CanastaOptions, dealer: int, hands, stock, pile, scores=(0, 0),
                 stake: int | None = None, holder: int | None = None) -> None:
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
        self.lays = 0                       # Meld actions taken this turn (see lays_left)

    # -- the deal (RULES C-2, C-3) ---------------------------------------------

    def _deal_red_threes(self) -> None:
        """RULES C-2: dealt red 3s are laid out and replaced in turn order, each chain finished first."""
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

    def _laid_naturals(self, rank: int) -> int:
        lr = self.laid_rank
        return sum(1 for c in self.laid if lr[c] == rank and not WILD[c])

    # -- pile taking (RULES C-8) ------------------------------------------------------

    def _pickup_static(self, seat: int):
        """What a pickup by ``seat`` now depends on, or a reason why no pickup is possible."""
        pile = self.pile
        if not pile:
            return "The discard pile is empty."
        top = pile[-1]
        if WILD[top]:
            return "The pile is blocked: a wild card lies on top."
        b3 = BLACK3[top]
        opts = self.options
        if b3:
            if not opts.black3_pickup_going_out:
                return "The pile is blocked: a black 3 lies on top."
            if self.b3_tried:
                return "You took this pile back this turn; draw from the stock instead."
        hand = self.hands[seat]
        if len(hand) == 1 and len(pile) == 1:
            return "With a single card in your hand you may not take a pile of a single card."
        side = seat % 2
        r = RANK[top]
        meld = self.melds[side][r]
        n0, w0 = meld_counts(meld)
        frozen = self.pile_wild > 0 or not self.opened[side]
        return (top, r, b3, side, n0, w0, len(meld), frozen, self._laid_naturals(r))

    def _pickup_eval(self, seat: int, st, k: int, j: int, t: int) -> str | None:
        """Why taking the pile with k naturals, j jokers and t twos from the hand is refused, or None."""
        top, r, b3, side, n0, w0, size0, frozen, laid_r = st
        if b3:
            if j or t:
                return "Black 3s are melded without wild cards."
            if k + laid_r < 2:
                return ("To take a pile topped by a black 3 you must meld it with two black 3s from your hand "
                        "and go out this turn.")
        if frozen and k + laid_r < 2:
            why = ("it holds a wild card" if self.pile_wild > 0 else "your side has no meld yet")
            return f"The pile is frozen ({why}): you need two natural {rank_plural(r)} from your hand to take it."
        if not frozen and size0 == 0 and k < 2 and not self.options.unfrozen_pickup_with_wild:
            return f"To start a meld with the top card you need two natural {rank_plural(r)} from your hand."
        reason = meld_problem(r, n0 + k + 1, w0 + j + t, going_out=b3)
        if reason:
            return "The top card must go into a meld at once: " + reason
        side_melds = self.melds[side]
        for rank in self.touched:
            if rank != r and side_melds[rank]:
                n, w = meld_counts(side_melds[rank])
                reason = meld_problem(rank, n, w)
                if reason:
                    return "The cards you laid must form valid melds when you take the pile: " + reason
        if not self.opened[side]:
            total = (sum(VALUE[c] for c in self.laid) + VALUE[top] + k * RANK_VALUE[r] + j * 50 + t * 20)
            need = self.mins[side]
            if total < need:
                return f"Your melds count {total}; you need {need} to open."
        if not b3:
            pile = self.pile
            left = len(self.hands[seat]) - k - j - t + len(pile) - 1 - sum(1 for c in pile if RED3[c])
            if left <= 1:
                canastas = self.canastas(side) + (1 if size0 < CANASTA <= size0 + k + j + t + 1 else 0)
                if canastas < self.options.canastas_needed:
                    return "Taking the pile would leave you no card to discard, and you cannot go out yet."
        return None

    def _pickup_actions(self, seat: int, out: list) -> None:
        st = self._pickup_static(seat)
        if isinstance(st, str):
            return
        top, r, b3, side, n0, w0, size0, frozen, laid_r = st
        nat: list[int] = []
        jokers: list[int] = []
        twos: list[int] = []
        for c in self.hands[seat]:
            rk = RANK[c]
            if rk == r:
                if not RED3[c]:
                    nat.append(c)
            elif rk == 0:
                jokers.append(c)
            elif rk == 2:
                twos.append(c)
        if frozen and len(nat) + laid_r < 2:
            return
        nat.sort()
        jokers.sort()
        twos.sort()
        max_j = 0 if b3 else min(len(jokers), 3)
        max_t = 0 if b3 else min(len(twos), 3)
        for k in range(len(nat) + 1):
            for j in range(max_j + 1):
                for t in range(min(max_t, 3 - j) + 1):
                    if self._pickup_eval(seat, st, k, j, t) is None:
                        out.append(_pickup_action(tuple(nat[:k]) + tuple(jokers[:j]) + tuple(twos[:t])))

    def _pile_possible(self, seat: int) -> bool:
        """Whether ``seat`` could take the pile this turn at all (an upper bound; RULES C-11)."""
        st = self._pickup_static(seat)
        if isinstance(st, str):
            return False
        top, r, b3, side, n0, w0, size0, frozen, laid_r = st
        hand = self.hands[seat]
        nat = sum(1 for c in hand if RANK[c] == r and not RED3[c])
        wild = sum(1 for c in hand if WILD[c])
        if b3 or frozen:
            if nat + laid_r < 2:
                return False
        elif not (size0 or nat >= 2 or (nat >= 1 and wild >= 1 and self.options.unfrozen_pickup_with_wild)):
            return False
        if not self.opened[side]:
            counts = [0] * 14
            for c in hand:
                counts[RANK[c]] += 1
            best = VALUE[top] + nat * RANK_VALUE[r] + sum(VALUE[c] for c in hand if WILD[c])
            best += sum(VALUE[c] for c in self.laid)
            for rank in MELD_RANKS:
                if rank != r and counts[rank] >= 2 and rank != THREE:
                    best += counts[rank] * RANK_VALUE[rank]
            if best < self.mins[side]:
                return False
        return True

    def _prelay_ok(self, seat: int) -> bool:
        """Laying before drawing: only for a side without melds, to take the pile with the cards (see above)."""
        side = seat % 2
        if self.opened[side] or not self.pile:
            return False
        return self._pile_possible(seat)

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
                and self.b3_snapshot is None and self._can_go_out_now(seat)
                and len(self.hands[seat]) + len(self.laid) >= 2)

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
        if self.must_out:
            if self._commit_reason(seat, True) is None:
                out.append(GO_OUTS[hand[0]] if hand else GO_OUT_EMPTY)
            return out
        self._lay_actions(seat, out)
        self._take_back_actions(out)
        if self.b3_snapshot is not None:
            out.append(UNDO)
        elif len(hand) >= 2 and self._commit_reason(seat, False) is None:
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

    def lays_left(self, seat: int) -> int:
        """How many more ``Meld`` actions this turn allows (an anti-stalling cap; see LAY_FACTOR)."""
        return LAY_FACTOR * (len(self.hands[seat]) + len(self.laid)) + LAY_EXTRA - self.lays

    def _lay_actions(self, seat: int, out: list) -> None:
        if self.lays_left(seat) <= 0:
            return
        hand = sorted(self.hands[seat], key=_RANK_KEY)
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
                if count >= 2 and (count + n0 >= 3):
                    out.append(_meld_action(r, tuple(hand[i:j])))
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

    # -- checking ------------------------------------------------------------------------

    def check(self, seat: int, action: Action) -> None:
        if self.phase == OVER:
            raise IllegalAction("The round is over.")
        if not isinstance(seat, int) or seat != self.to_move:
            raise IllegalAction(self._whose_turn_text(seat))
        reason = self._reason(seat, action)
        if reason:
            raise IllegalAction(reason)

    def _whose_turn_text(self, seat) -> str:
        if self.phase == DOUBLE:
            return f"Seat {self.to_move} must answer the proposed double first."
        if self.phase == ASK:
            return f"Seat {self.to_move} must answer the question \"may I go out?\" first."
        return "It is not your turn."

    def explain_illegal(self, seat: int, action: Action) -> str:
        if self.phase == OVER:
            return "The round is over."
        if seat != self.to_move:
            return self._whose_turn_text(seat)
        return self._reason(seat, action) or "That move is allowed."

    def _hand_ids(self, seat: int, ids) -> str | None:
        """Refuse card lists that are malformed, repeat a card or name cards not in the hand."""
        if ids is None or not ids:
            return "Name at least one card."
        if None in ids:
            return "That is not a card of this game."
        if len(set(ids)) != len(ids):
            return "A card can be named only once."
        hand = self.hands[seat]
        for c in ids:
            if c not in hand:
                return f"You do not hold {CARDS[c].code}."
        return None

    def _reason(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` (who is to move) may not take ``action`` now; None when it is legal."""
        kind = type(action)
        phase = self.phase
        if kind is AcceptDouble or kind is DeclineDouble:
            return None if phase == DOUBLE else "No double has been proposed."
        if kind is Answer:
            if phase != ASK:
                return "Nobody has asked you anything."
            return None if action.yes is True or action.yes is False else "Answer yes or no."
        if phase in (DOUBLE, ASK):
            return "Answer first." if phase == DOUBLE else "Answer your partner first."
        if kind is Draw:
            if phase != DRAW:
                return "You have already drawn this turn."
            if self.laid:
                return ("Take back the cards you laid before drawing from the stock (or take the pile "
                        "with them).")
            return None
        if kind is TakePile:
            if phase != DRAW:
                return "You have already drawn this turn."
            st = self._pickup_static(seat)
            if isinstance(st, str):
                return st
            ids = action._ids
            if ids is None or None in ids:
                return "That is not a card of this game."
            if ids:
                problem = self._hand_ids(seat, ids)
                if problem:
                    return problem
            r = st[1]
            k = j = t = 0
            for c in ids:
                rk = RANK[c]
                if rk == r and not RED3[c]:
                    k += 1
                elif rk == 0:
                    j += 1
                elif rk == 2:
                    t += 1
                else:
                    return f"Only natural {rank_plural(r)} and wild cards can go with the top card."
            return self._pickup_eval(seat, st, k, j, t)
        if kind is Meld:
            return self._meld_reason(seat, action)
        if kind is TakeBack:
            if self.must_out:
                return "Your partner said yes: go out now."
            ids = action._ids
            if ids == ():
                return None if self.laid else "You have laid no cards this turn."
            if ids is None or None in ids:
                return "That is not a card of this game."
            if len(set(ids)) != len(ids):
                return "A card can be named only once."
            for c in ids:
                if c not in self.laid_rank:
                    return ("You can take back only cards you laid from your hand this turn; cards laid in earlier "
                            "turns, and the cards used to take the pile, stay down.")
            return None
        if kind is Discard:
            if phase != PLAY:
                return "Draw from the stock or take the pile first."
            c = action._id
            hand = self.hands[seat]
            if c is None or c not in hand:
                return "You do not hold that card."
            if self.must_out:
                return "Your partner said yes: you must go out this turn."
            if self.b3_snapshot is not None:
                return ("After taking the pile with its black 3 you must go out this turn, or take the whole "
                        "pickup back.")
            if len(hand) == 1:
                return "Discarding your last card goes out: use Go out."
            return self._commit_reason(seat, False)
        if kind is GoOut:
            if phase != PLAY:
                return "Draw from the stock or take the pile first."
            if self.no_out:
                return "Your partner said no: you may not go out this turn."
            c = action._id
            hand = self.hands[seat]
            if c is None:
                return "That is not a card of this game."
            if c == -1:
                if hand:
                    return "Meld all your cards first (or all but one, and discard it)."
            elif hand != [c]:
                if c not in hand:
                    return "You do not hold that card."
                return "Meld all your other cards first: you go out by discarding your last card."
            return self._commit_reason(seat, True)
        if kind is UndoPickup:
            return None if self.b3_snapshot is not None else "There is no pickup to take back."
        if kind is ProposeDouble:
            opts = self.options
            if not opts.doubling:
                return "Doubling is not allowed at this table."
            if phase != DRAW or self.laid:
                return "You may propose a double only before drawing."
            if self.holder is not None and self.holder != seat % 2:
                return "Only the side that accepted the last double may propose the next one."
            if opts.limit and self.stake * 2 > opts.limit:
                return f"Doubling would take the stake above the table's limit of {opts.limit}."
            return None
        if kind is AskPartner:
            if not (self.options.ask_partner and self.n == 4):
                return "Asking the partner is not allowed at this table."
            if phase != PLAY:
                return "Draw first."
            if self.asked:
                return "You have already asked your partner this turn."
            if self.b3_snapshot is not None or not self._can_go_out_now(seat):
                return "Lay your cards so that you can go out, then ask."
            if len(self.hands[seat]) + len(self.laid) < 2:
                return "You could not end the turn without going out, so there is nothing to ask."
            return None
        return "That is not a move of this game."

    def _meld_reason(self, seat: int, action: Meld) -> str | None:
        phase = self.phase
        if phase == DRAW:
            if not self._prelay_ok(seat):
                return ("Draw first: before drawing you may lay cards only to take the discard pile with them, "
                        "while your side has no meld.")
        elif self.must_out:
            return "Your partner said yes: go out now."
        if self.lays_left(seat) <= 0:
            return (f"You have laid cards {self.lays} times this turn; take cards back if you need to, "
                    "and finish the turn.")
        r = action.rank
        if not isinstance(r, int) or int(r) not in MELD_RANKS:
            return "Melds are made of aces, black 3s or 4s to kings (2s and jokers are wild)."
        r = int(r)
        ids = action._ids
        problem = self._hand_ids(seat, ids)
        if problem:
            return problem
        nat = wild = 0
        for c in ids:
            if WILD[c]:
                wild += 1
            elif RANK[c] == r and not RED3[c]:
                nat += 1
            else:
                return f"{CARDS[c].code} does not belong with the {rank_plural(r)}."
        meld = self.melds[seat % 2][r]
        n0, w0 = meld_counts(meld)
        if wild:
            if r == THREE:
                return "Black 3s are melded without wild cards."
            if n0 + nat == 0:
                return f"Lay a natural card first: wild cards join a meld of natural {rank_plural(r)}."
            if w0 + wild > 3:
                return "A meld holds at most 3 wild cards."
            if w0 + wild > n0 + nat:
                return f"Add natural {rank_plural(r)} first: a meld may not hold more wild cards than natural ones."
        if nat:
            held = sum(1 for c in self.hands[seat] if RANK[c] == r and not RED3[c])
            total = held + n0
            if r == THREE:
                alive = total >= 3
            else:
                wilds = sum(1 for c in self.hands[seat] if WILD[c]) + w0
                alive = total >= 3 or (total == 2 and wilds >= 1)
            if not alive:
                return (f"These {rank_plural(r)} cannot make a meld this turn: a meld needs at least "
                        f"{'3 black 3s' if r == THREE else '2 natural cards and 3 cards in all'}.")
        return None

    # -- applying ----------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.ver += 1
        kind = type(action)
        if kind is Meld:
            return self._lay(seat, int(action.rank), action._ids)
        if kind is Discard:
            return self._discard(seat, action._id)
        if kind is Draw:
            return self._draw(seat)
        if kind is TakeBack:
            return self._take_back(seat, action._ids)
        if kind is TakePile:
            return self._take_pile(seat, action._ids)
        if kind is GoOut:
            return self._go_out(seat, action._id)
        if kind is UndoPickup:
            return self._undo_pickup(seat)
        if kind is ProposeDouble:
            self.phase = DOUBLE
            return [Event("double_proposed", {"seat": seat, "stake": self.stake * 2})]
        if kind is AcceptDouble:
            self.stake *= 2
            self.holder = seat % 2
            self.phase = DRAW
            return [Event("double_accepted", {"seat": seat, "stake": self.stake})]
        if kind is DeclineDouble:
            self.phase = OVER
            self.result = ("declined", self.cur, False)
            return [Event("double_declined", {"seat": seat, "proposer": self.cur, "stake": self.stake}),
                    Event("round_over", {"reason": "declined"})]
        if kind is AskPartner:
            self.phase = ASK
            self.asked = True
            return [Event("ask_partner", {"seat": seat, "partner": (seat + 2) % self.n})]
        # Answer
        self.phase = PLAY
        if action.yes:
            self.must_out = True
        else:
            self.no_out = True
        return [Event("answer", {"seat": seat, "yes": bool(action.yes)})]

    def _move(self, card: int, src: str, dst: str, seat: int | None = None, hidden_from_others: bool = False):
        if not hidden_from_others:
            return [Event("move", {"card": CARDS[card], "src": src, "dst": dst, "face_up": True, "seat": seat})]
        others = frozenset(s for s in range(self.n) if s != seat)
        return [Event("move", {"card": CARDS[card], "src": src, "dst": dst, "face_up": False, "seat": seat},
                      frozenset((seat,))),
                Event("move", {"card": None, "src": src, "dst": dst, "face_up": False, "seat": seat}, others)]

    def _draw(self, seat: int) -> list[Event]:
        if not self.stock:                                                     # RULES C-11
            return self._end("stock_empty", None)
        side = seat % 2
        hand = self.hands[seat]
        stock = self.stock
        events: list[Event] = []
        got = 0
        while got < self.options.draw_count and stock:                        # RULES C-3, C-4
            c = stock.pop()
            if RED3[c]:
                self.red3[side].append(c)
                events.append(Event("move", {"card": CARDS[c], "src": "stock", "dst": f"red3s{side}",
                                             "face_up": True, "seat": seat}))
                if not stock:
                    events.append(self._end("red3_last", None)[0])
                    return events
                continue
            hand.append(c)
            got += 1
            events += self._move(c, "stock", f"hand{seat}", seat, True)
        self.phase = PLAY
        return events

    def _lay(self, seat: int, rank: int, ids) -> list[Event]:
        side = seat % 2
        hand = self.hands[seat]
        meld = self.melds[side][rank]
        known = self.known[seat]
        events = []
        for c in ids:
            hand.remove(c)
            meld.append(c)
            self.laid.append(c)
            self.laid_rank[c] = rank
            known.discard(c)
            events.append(Event("move", {"card": CARDS[c], "src": f"hand{seat}", "dst": f"meld{side}:{rank}",
                                         "face_up": True, "seat": seat}))
        self.touched.add(rank)
        self.lays += 1
        return events

    def _take_back(self, seat: int, ids) -> list[Event]:
        if not ids:
            ids = list(self.laid)
        side = seat % 2
        hand = self.hands[seat]
        known = self.known[seat]
        events = []
        for c in ids:
            rank = self.laid_rank.pop(c)
            self.laid.remove(c)
            self.melds[side][rank].remove(c)
            hand.append(c)
            known.add(c)                      # everyone saw it laid, and saw it go back
            events.append(Event("move", {"card": CARDS[c], "src": f"meld{side}:{rank}", "dst": f"hand{seat}",
                                         "face_up": True, "seat": seat}))
        return events

    def _take_pile(self, seat: int, ids) -> list[Event]:
        side = seat % 2
        pile = self.pile
        top = pile[-1]
        r = RANK[top]
        b3 = BLACK3[top]
        if b3:
            self.b3_snapshot = self._snapshot(seat)
        hand = self.hands[seat]
        meld = self.melds[side][r]
        known = self.known[seat]
        events = [Event("take_pile", {"seat": seat, "top": CARDS[top], "cards": [CARDS[c] for c in ids],
                                      "count": len(pile)})]
        for c in ids:
            hand.remove(c)
            meld.append(c)
            known.discard(c)
            events.append(Event("move", {"card": CARDS[c], "src": f"hand{seat}", "dst": f"meld{side}:{r}",
                                         "face_up": True, "seat": seat}))
        pile.pop()
        meld.append(top)
        events.append(Event("move", {"card": CARDS[top], "src": "pile", "dst": f"meld{side}:{r}", "face_up": True,
                                     "seat": seat}))
        for c in pile:
            if RED3[c]:                                                        # RULES C-3: no replacement
                self.red3[side].append(c)
                events.append(Event("move", {"card": CARDS[c], "src": "pile", "dst": f"red3s{side}",
                                             "face_up": True, "seat": seat}))
            else:
                hand.append(c)
                known.add(c)
                events.append(Event("move", {"card": CARDS[c], "src": "pile", "dst": f"hand{seat}",
                                             "face_up": True, "seat": seat}))
        pile.clear()
        self.pile_by.clear()
        self.pile_wild = 0
        self.touched.add(r)
        self.laid = []                      # RULES C-6, C-15: what was laid so far stays down
        self.laid_rank = {}
        self.took_pile = True
        self.lays = 0
        self.opened[side] = True
        self.phase = PLAY
        if b3:
            events.append(Event("must_go_out", {"seat": seat}))
        return events

    def _snapshot(self, seat: int):
        side = seat % 2
        return (list(self.hands[seat]), list(self.pile), list(self.pile_by), self.pile_wild,
                [list(m) for m in self.melds[side]], list(self.red3[side]), set(self.known[seat]),
                list(self.laid), dict(self.laid_rank), set(self.touched), self.opened[side], self.took_pile)

    def _undo_pickup(self, seat: int) -> list[Event]:
        side = seat % 2
        (hand, pile, pile_by, pile_wild, melds, red3, known, laid, laid_rank, touched, opened,
         took) = self.b3_snapshot
        self.hands[seat] = hand
        self.pile = pile
        self.pile_by = pile_by
        self.pile_wild = pile_wild
        self.melds[side] = melds
        self.red3[side] = red3
        self.known[seat] = known
        self.laid = laid
        self.laid_rank = laid_rank
        self.touched = touched
        self.opened[side] = opened
        self.took_pile = took
        self.b3_snapshot = None
        self.b3_tried = True
        self.phase = DRAW
        return [Event("undo_pickup", {"seat": seat})]

    def _discard(self, seat: int, c: int) -> list[Event]:
        self.hands[seat].remove(c)
        self.pile.append(c)
        self.pile_by.append(seat)
        if WILD[c]:
            self.pile_wild += 1
        self.known[seat].discard(c)
        events = [Event("move", {"card": CARDS[c], "src": f"hand{seat}", "dst": "pile", "face_up": True,
                                 "seat": seat})]
        self._end_turn(seat)
        nxt = (seat + 1) % self.n
        self.cur = nxt
        self.phase = DRAW
        self._reset_turn()
        if not self.stock and not self._pile_possible(nxt):                   # RULES C-11
            events += self._end("stock_empty", None)
        else:
            events.append(Event("turn", {"seat": nxt}))
        return events

    def _end_turn(self, seat: int) -> None:
        if self.laid or self.took_pile:
            self.laid_before[seat] = True
            self.opened[seat % 2] = True

    def _go_out(self, seat: int, c: int) -> list[Event]:
        events = []
        concealed = self.concealed(seat)
        if c != -1:
            self.hands[seat].remove(c)
            self.pile.append(c)
            self.pile_by.append(seat)
            if WILD[c]:
                self.pile_wild += 1
            self.known[seat].discard(c)
            events.append(Event("move", {"card": CARDS[c], "src": f"hand{seat}", "dst": "pile", "face_up": True,
                                         "seat": seat}))
        self._end_turn(seat)
        self.b3_snapshot = None
        events += self._end("out", seat, concealed)
        return events

    def _end(self, reason: str, seat: int | None, concealed: bool = False) -> list[Event]:
        self.phase = OVER
        self.result = (reason, seat, concealed)
        data: dict[str, Any] = {"reason": reason, "seat": seat, "concealed": concealed}
        if reason != "declined":
            data["scores"] = [s.total for s in self.side_scores()]
        return [Event("round_over", data)]

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
            "laid": [[CARDS[c].text, self.laid_rank[c]] for c in self.laid],
            "touched": sorted(self.touched), "took_pile": self.took_pile, "b3_pickup": snap,
            "b3_tried": self.b3_tried, "must_out": self.must_out, "no_out": self.no_out, "asked": self.asked,
            "lays": self.lays, "result": list(self.result) if self.result is not None else None,
        }


# ---------------------------------------------------------------- JSON reading


def _card(value: Any, what: str) -> int:
    return indexed_card(value, INDEX, what, "Canasta")


def _cards(value: Any, what: str) -> list[int]:
    return indexed_cards(value, INDEX, what, "Canasta")


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise BadMessage(f"{what} must be true or false")
    return value


def _int(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadMessage(f"{what} must be a whole number from {low} to {high}")
    return value


def _melds(value: Any, what: str) -> list[list[int]]:
    if not isinstance(value, list) or len(value) != 14:
        raise BadMessage(f"{what} must be a list of 14 rank groups")
    return [_cards(m, what) for m in value]


def _laid(value: Any) -> tuple[list[int], dict[int, int]]:
    if not isinstance(value, list):
        raise BadMessage("laid must be a list")
    laid, ranks = [], {}
    for item in value:
        if not isinstance(item, list) or len(item) != 2:
            raise BadMessage("a laid card is [card, rank]")
        c = _card(item[0], "laid card")
        laid.append(c)
        ranks[c] = _int(item[1], "laid rank", 1, 13)
    return laid, ranks


def state_from_json(data: Any) -> CanastaState:
    """Rebuild a state from :meth:`CanastaState.to_json`; BadMessage on anything malformed or impossible."""
    if not isinstance(data, dict):
        raise BadMessage("a Canasta state is an object")
    try:
        if data.get("rules_version") != RULES_VERSION:
            raise BadMessage("this Canasta state was saved by another rules version")
        options = CanastaOptions.from_json(data["options"])
        n = options.players
        hands = data["hands"]
        if not isinstance(hands, list) or len(hands) != n:
            raise BadMessage(f"a state of this table has {n} hands")
        scores = data["scores"]
        if not isinstance(scores, list) or len(scores) != 2:
            raise BadMessage("scores must be a list of two")
        state = CanastaState(options, _int(data["dealer"], "dealer", 0, n - 1), [_cards(h, "hand") for h in hands],
                             list(reversed(_cards(data["stock"], "stock"))), _cards(data["pile"], "pile"),
                             [_int(s, "score", -10**7, 10**7) for s in scores],
                             _int(data["stake"], "stake", 1, 10**12),
                             None if data["holder"] is None else _int(data["holder"], "holder", 0, 1))
        state.cur = _int(data["turn"], "turn", 0, n - 1)
        if data["phase"] not in PHASE_NAMES:
            raise BadMessage("unknown phase")
        state.phase = PHASE_NAMES.index(data["phase"])
        pile_by = data["pile_by"]
        if not isinstance(pile_by, list) or len(pile_by) != len(state.pile):
            raise BadMessage("pile_by must name who discarded each pile card")
        state.pile_by = [_int(s, "pile_by", -1, n - 1) for s in pile_by]
        state.pile_wild = sum(1 for c in state.pile if WILD[c] or RED3[c])
        melds = data["melds"]
        if not isinstance(melds, list) or len(melds) != 2:
            raise BadMessage("melds must be a list of two sides")
        state.melds = [_melds(m, "meld") for m in melds]
        state.red3 = [_cards(r, "red 3s") for r in data["red3"]]
        state.opened = [_bool(b, "opened") for b in data["opened"]]
        state.laid_before = [_bool(b, "laid_before") for b in data["laid_before"]]
        state.known = [set(_cards(k, "known cards")) for k in data["known"]]
        state.laid, state.laid_rank = _laid(data["laid"])
        state.touched = {_int(r, "touched rank", 1, 13) for r in data["touched"]}
        state.took_pile = _bool(data["took_pile"], "took_pile")
        state.b3_tried = _bool(data["b3_tried"], "b3_tried")
        state.must_out = _bool(data["must_out"], "must_out")
        state.no_out = _bool(data["no_out"], "no_out")
        state.asked = _bool(data["asked"], "asked")
        state.lays = _int(data["lays"], "lays", 0, 10_000)
        snap = data["b3_pickup"]
        if snap is not None:
            laid, laid_rank = _laid(snap["laid"])
            state.b3_snapshot = (_cards(snap["hand"], "hand"), _cards(snap["pile"], "pile"),
                                 [_int(s, "pile_by", -1, n - 1) for s in snap["pile_by"]],
                                 sum(1 for c in _cards(snap["pile"], "pile") if WILD[c] or RED3[c]),
                                 _melds(snap["melds"], "meld"), _cards(snap["red3"], "red 3s"),
                                 set(_cards(snap["known"], "known")), laid, laid_rank,
                                 {_int(r, "touched rank", 1, 13) for r in snap["touched"]},
                                 _bool(snap["opened"], "opened"), _bool(snap["took_pile"], "took_pile"))
        res = data["result"]
        if res is not None:
            if not isinstance(res, list) or len(res) != 3 or res[0] not in REASONS:
                raise BadMessage("result must be [reason, seat, concealed]")
            state.result = (res[0], None if res[1] is None else _int(res[1], "seat", 0, n - 1),
                            _bool(res[2], "concealed"))
    except BadMessage:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise BadMessage(f"malformed Canasta state: {exc!r}") from None
    _validate(state)
    return state


def _validate(state: CanastaState) -> None:
    """Refuse states the rules can never reach in ways that would break play."""
    n = state.n
    if len(state.red3) != 2 or len(state.opened) != 2 or len(state.laid_before) != n or len(state.known) != n:
        raise BadMessage("per-side and per-seat lists have the wrong length")
    places = [c for h in state.hands for c in h] + state.stock + state.pile
    places += [c for side in state.melds for m in side for c in m] + state.red3[0] + state.red3[1]
    if sorted(places) != list(range(N_CARDS)):
        raise BadMessage("a Canasta state must hold each of the 108 cards exactly once")
    for side in (0, 1):
        for c in state.red3[side]:
            if not RED3[c]:
                raise BadMessage("only red 3s lie among the red 3s")
        for r, m in enumerate(state.melds[side]):
            for c in m:
                if RED3[c] or not (WILD[c] or RANK[c] == r):
                    raise BadMessage("a meld holds a card of another rank")
    for h in state.hands:
        if any(RED3[c] for c in h):
            raise BadMessage("red 3s never stay in a hand")
    side = state.cur % 2
    for c in state.laid:
        if c not in state.melds[side][state.laid_rank[c]]:
            raise BadMessage("a card laid this turn must lie in its meld")
    for seat, k in enumerate(state.known):
        if not k <= set(state.hands[seat]):
            raise BadMessage("known cards must be in that hand")
    if (state.phase == OVER) != (state.result is not None):
        raise BadMessage("a finished round has a result, a running one none")


# ---------------------------------------------------------------- the game


def _side_name(side: int, n: int) -> str:
    return f"Seat {side}" if n == 2 else f"Seats {side} and {side + 2}"


class CanastaGame(Game):
    name = "canasta"
    title = "Canasta"
    rules_version = RULES_VERSION
    Options = CanastaOptions
    View = CanastaView
    actions = ACTIONS

    def seat_count(self, options: GameOptions) -> int:
        return options.players

    def new_state(self, options: CanastaOptions, seed: int, context: Any = None) -> CanastaState:
        # the same permutation as shuffled(canasta_deck(), rng), done on the card numbers
        order = list(range(N_CARDS))
        rng_for(seed, "canasta", "deal").shuffle(order)
        return self._deal(options, order, context)

    def from_deck(self, options: CanastaOptions, deck: Sequence[Card], context: Any = None) -> CanastaState:
        """RULES C-2 from a deck order (card 0 dealt first; see the module docstring)."""
        order = [INDEX[c] for c in check_deck(deck, CARDS)]
        return self._deal(options, order, context)

    def _deal(self, options: CanastaOptions, order: list[int], context: Any) -> CanastaState:
        if not isinstance(options, CanastaOptions):
            raise BadMessage("these are not Canasta options")
        n = options.players
        dealer, scores, stake, holder = 0, (0, 0), None, None
        if context is not None:
            if not isinstance(context, dict):
                raise BadMessage("the round context must be an object")
            dealer = _int(context.get("dealer", 0), "dealer", 0, n - 1)
            raw = context.get("scores", [0, 0])
            if not isinstance(raw, list) or len(raw) != 2:
                raise BadMessage("the context's scores must be a list of two")
            scores = tuple(_int(s, "score", -10**7, 10**7) for s in raw)
            if context.get("stake") is not None:
                stake = _int(context["stake"], "stake", 1, 10**12)
            if context.get("holder") is not None:
                holder = _int(context["holder"], "holder", 0, 1)
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
        state = CanastaState(options, dealer, hands, stock, pile, scores, stake, holder)
        state._deal_red_threes()
        if not state.stock and not state._pile_possible(state.cur):
            state._end("stock_empty", None)
        return state

    def state_from_json(self, data: Any) -> CanastaState:
        return state_from_json(data)

    # -- match (RULES C-13, C-14) -----------------------------------------------------------

    def new_match_score(self, options: CanastaOptions) -> dict[str, Any]:
        return {"totals": [0] * options.players, "sides": [0, 0], "rounds": 0, "stake": options.stake,
                "holder": None, "declined": None}

    def round_context(self, options: CanastaOptions, match_score: Any, round_no: int) -> dict[str, Any]:
        """The dealer rotates; each side's score sets its initial minimum (C-6); the stake carries over (C-14)."""
        ms = match_score if isinstance(match_score, dict) else {}
        return {"round": round_no, "dealer": round_no % options.players,
                "scores": list(ms.get("sides", [0, 0])), "stake": ms.get("stake", options.stake),
                "holder": ms.get("holder")}

    def score_round(self, options: CanastaOptions, match_score: Any,
                    state: CanastaState) -> tuple[dict[str, Any], RoundSummary]:
        if state.result is None:
            raise ValueError("the round is not over")
        n = state.n
        reason, out_seat, concealed = state.result
        sides = list(match_score.get("sides", [0, 0]))
        rounds = int(match_score.get("rounds", 0)) + 1
        if reason == "declined":
            proposer_side = out_seat % 2
            new = {"totals": [sides[s % 2] for s in range(n)], "sides": sides, "rounds": rounds,
                   "stake": state.stake, "holder": state.holder,
                   "declined": {"proposer": out_seat, "side": proposer_side}}
            text = (f"{_side_name(1 - proposer_side, n)} declined the double: {_side_name(proposer_side, n)} "
                    f"wins {state.stake} chips.")
            return new, RoundSummary(proposer_side, tuple(0 for _ in range(n)), (), text)
        s0, s1 = state.side_scores()
        per_side = (s0, s1)
        before = list(sides)
        sides = [sides[0] + s0.total, sides[1] + s1.total]

        def row(label: str, values) -> tuple[str, tuple[str, ...]]:
            return label, tuple(str(values[s % 2]) for s in range(n))

        lines = (
            row("Melded cards", [s.melded for s in per_side]),
            row("Natural canastas", [f"{s.natural_canastas} \u00d7 500" for s in per_side]),
            row("Mixed canastas", [f"{s.mixed_canastas} \u00d7 300" for s in per_side]),
            row("Canasta bonuses", [s.canasta_bonus for s in per_side]),
            row("Red 3s", [f"{s.red_threes}: {s.red_three_points:+d}" for s in per_side]),
            row("Going out", [s.going_out for s in per_side]),
            row("Cards in hand", [s.in_hand for s in per_side]),
            row("Round score", [s.total for s in per_side]),
            row("Match score", [f"{before[s]} \u2192 {sides[s]}" for s in (0, 1)]),
        )
        winner = None if s0.total == s1.total else (0 if s0.total > s1.total else 1)
        if reason == "out":
            how = "went out concealed" if concealed else "went out"
            text = f"Seat {out_seat} {how}."
        else:
            text = REASONS[reason].capitalize() + "."
        new = {"totals": [sides[s % 2] for s in range(n)], "sides": sides, "rounds": rounds,
               "stake": state.stake, "holder": state.holder, "declined": None}
        points = tuple(per_side[s % 2].total for s in range(n))
        return new, RoundSummary(winner, points, lines, text)

    def match_result(self, options: CanastaOptions, match_score: Any) -> MatchResult | None:
        n = options.players
        sides = list(match_score.get("sides", [0, 0]))
        totals = tuple(sides[s % 2] for s in range(n))
        stake = match_score.get("stake", options.stake)
        declined = match_score.get("declined")
        if declined:
            side = declined["side"]
            return MatchResult(side, f"{_side_name(1 - side, n)} declined the double: {_side_name(side, n)} wins "
                                     f"{stake} chips.", totals)
        if match_score.get("rounds", 0) < 1:
            return None
        if options.target > 1 and max(sides) < options.target:                  # RULES C-13
            return None
        if sides[0] == sides[1]:
            return MatchResult(None, f"A draw at {sides[0]} each: no chips change hands.", totals)
        side = 0 if sides[0] > sides[1] else 1
        return MatchResult(side, f"{_side_name(side, n)} wins {sides[side]} to {sides[1 - side]} and "
                                 f"{stake} chips.", totals)


GAME = CanastaGame()
