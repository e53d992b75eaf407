"""The hard bot's play-outs: a sampled world, a plan played on it, medium playing every seat after.

Worlds come from ``CanastaGame.determinise`` with an assignment of the unseen
cards (:func:`.knowledge.sample_state`); play-outs change them only through
the state's public search moves (``search_*``, which keep its caches valid),
after asking ``pickup_refusal`` / ``commit_refusal`` whether a step is legal.
"""

from __future__ import annotations

from ..engine.cards import THREE, VALUE, WILD
from ..engine.phases import DRAW, OVER
from ..engine.state import CanastaState
from .heuristics import MediumBot
from .knowledge import Sit, table_points
from .plans import Plan

PARTIAL_CANASTA = (0, 0, 0, 0, 40, 90, 160, 0)             # value of a meld of 4, 5, 6 cards on the way


class Stuck(Exception):
    """A seat could neither discard nor go out: the rules rule it out; the play-out stops there."""


def apply_draw_choice(st: CanastaState, seat: int, choice: tuple, policy: MediumBot) -> None:
    """Play ``("draw",)``, ``("pile", ids)`` or ``("prelay", lays)`` (falling back to a draw if it does not fit)."""
    if choice[0] == "pile":
        if st.pickup_refusal(seat, choice[1]) is None:
            st.search_take_pile(seat, choice[1])
            return
    elif choice[0] == "prelay":
        lays = choice[1]
        for r, cs in lays.items():
            nats = [c for c in cs if not WILD[c]]
            wl = [c for c in cs if WILD[c]]
            st.search_lay(seat, r, nats + wl)
        sit = Sit.from_state(st, seat)
        plan = policy.prelay_plan(sit)
        pickups = st.pickup_choices(seat)
        if pickups:
            best = policy.best_pickup(sit, pickups, plan[1] if plan else None)
            st.search_take_pile(seat, best)
            return
        st.search_take_back_all(seat)
    st.search_draw(seat)


def apply_plan(st: CanastaState, seat: int, plan: Plan, policy: MediumBot) -> None:
    """Play a plan on a sampled state (cards already laid this turn are taken back first); after an undone
    pickup (RULES C-8) ``policy`` plays the rest of the turn."""
    if plan.final[0] == "undo":
        if st.b3_snapshot is not None:
            st.search_undo_pickup(seat)
            st.search_draw(seat)
            if st.phase == OVER:
                return
            play_turn_rest(st, seat, policy)
        return
    if st.laid:
        st.search_take_back_all(seat)
    for r in sorted(plan.lays, key=lambda r: (r == THREE, r)):
        cs = plan.lays[r]
        hand = st.hands[seat]
        nats = [c for c in cs if not WILD[c] and c in hand]
        wl = [c for c in cs if WILD[c] and c in hand]
        if nats or wl:
            st.search_lay(seat, r, nats + wl)
    _finish(st, seat, plan.final)


def _finish(st: CanastaState, seat: int, final: tuple) -> None:
    hand = st.hands[seat]
    if final[0] == "out":
        c = final[1]
        if (c is None and not hand) or (c is not None and hand == [c]):
            if st.commit_refusal(seat, True) is None:
                st.search_go_out(seat, c)
                return
    elif final[0] == "discard":
        c = final[1]
        if c in hand and len(hand) >= 2 and st.commit_refusal(seat, False) is None:
            st.search_discard(seat, c)
            return
    # the plan did not fit this deal: take everything back and throw the cheapest card
    if st.laid:
        st.search_take_back_all(seat)
    if st.b3_snapshot is not None:
        st.search_undo_pickup(seat)
        st.search_draw(seat)
        if st.phase == OVER:
            return
        hand = st.hands[seat]
    if len(hand) >= 2 and st.commit_refusal(seat, False) is None:
        st.search_discard(seat, min(hand, key=lambda x: (WILD[x], VALUE[x], x)))
    elif st.commit_refusal(seat, True) is None and len(hand) <= 1:
        st.search_go_out(seat, hand[0] if hand else None)
    else:
        raise Stuck


def play_turn_rest(st: CanastaState, seat: int, policy: MediumBot) -> None:
    """The rest of ``seat``'s turn after its draw, as ``policy`` plans it."""
    sit = Sit.from_state(st, seat)
    plan = policy.play_plan(sit, None)
    apply_plan(st, seat, plan, policy)


def _play_turn(st: CanastaState, seat: int, policy: MediumBot) -> None:
    sit = Sit.from_state(st, seat)
    choice = policy.draw_choice(sit, st.pickup_choices(seat), allow_prelay=False)
    apply_draw_choice(st, seat, choice, policy)
    if st.phase == OVER:
        return
    play_turn_rest(st, seat, policy)


def playout(st: CanastaState, me: int, policy: MediumBot, depth: int) -> float:
    """Play ``depth`` turns (or to the round's end) with ``policy`` at every seat; the result for ``me``'s side."""
    turns = 0
    try:
        while st.phase != OVER and turns < depth:
            seat = st.cur
            if st.phase != DRAW:
                play_turn_rest(st, seat, policy)
            else:
                _play_turn(st, seat, policy)
            turns += 1
    except Stuck:
        pass
    return evaluate(st, me % 2)


def evaluate(st: CanastaState, side: int) -> float:
    """How good the position is for ``side``: the round score once over, else a smoothed estimate of it."""
    if st.phase == OVER:
        a, b = st.side_scores()
        return (a.total - b.total) if side == 0 else (b.total - a.total)
    vals = []
    for s in (0, 1):
        total = table_points(st.melds[s], len(st.red3[s]), PARTIAL_CANASTA)
        for seat in range(s, st.n, 2):
            hand = st.hands[seat]
            total -= 0.6 * sum(VALUE[c] for c in hand)
            total += 4 * len(hand)
        vals.append(total)
    return vals[side] - vals[1 - side]
