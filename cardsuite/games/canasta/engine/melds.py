"""Canasta's meld rules on card ints (:mod:`.cards`), shared by the engine and the bots.

A meld is kept per side and per rank (RULES C-5: one meld per rank); the
black 3s have a rank of their own (3) that only black 3s may use.  The helpers
here answer "is this meld valid", "which melds can this hand make" and "can
this hand go out, and how" (:func:`plan_go_out`) on plain counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RANK, RED3, THREE, VALUE, WILD, rank_plural

MELD_RANKS: tuple[int, ...] = (1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)     # ranks a meld can have (3: black 3s)
NATURAL_RANKS: tuple[int, ...] = (1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)     # the ordinary melds

CANASTA = 7                                                     # RULES C-9
NATURAL_CANASTA_BONUS = 500
MIXED_CANASTA_BONUS = 300
MAX_WILDS = 3                                                   # RULES C-5


def meld_problem(rank: int, naturals: int, wilds: int, going_out: bool = False) -> str | None:
    """RULES C-5: why a meld of ``rank`` with these counts is not valid now, or None when it is."""
    size = naturals + wilds
    name = rank_plural(rank)
    if rank == THREE:
        if not going_out:
            return "Black 3s may be melded only when you go out."
        if wilds:
            return "Black 3s are melded without wild cards."
    if size < 3:
        return f"Your {name} have {size} card{'s' if size != 1 else ''}; a meld needs at least 3."
    if naturals < 2:
        return f"A meld needs at least 2 natural cards; your {name} have {naturals}."
    if wilds > naturals:
        return f"A meld may not hold more wild cards than natural ones (your {name}: {naturals} natural, {wilds} wild)."
    if wilds > MAX_WILDS:
        return f"A meld holds at most 3 wild cards (your {name} have {wilds})."
    return None


def meld_counts(cards) -> tuple[int, int]:
    """(naturals, wilds) of a list of card ints."""
    w = 0
    for c in cards:
        if WILD[c]:
            w += 1
    return len(cards) - w, w


def canasta_kind(cards) -> str | None:
    """RULES C-9: "natural" (no wild), "mixed", or None for a meld of fewer than 7 cards."""
    if len(cards) < CANASTA:
        return None
    return "mixed" if any(WILD[c] for c in cards) else "natural"


# ---------------------------------------------------------------- what a hand can do


@dataclass(frozen=True)
class MeldOption:
    """A meld a hand can make: ``cards`` (ints) to lay on the side's meld of ``rank``.

    ``new`` is True when it starts a meld, False when it adds to an existing one.
    """

    rank: int
    cards: tuple[int, ...]
    new: bool

    @property
    def value(self) -> int:
        return sum(VALUE[c] for c in self.cards)


def hand_melds(hand, existing: dict[int, tuple[int, int]] | None = None, use_wilds: bool = True) -> list[MeldOption]:
    """The melds ``hand`` can make on its own, one option per rank (the helper a UI and bots use).

    ``existing`` maps a rank to the (naturals, wilds) of the side's meld of it.  For a new
    meld every natural of the rank is used, plus one wild card when only two naturals are
    held (``use_wilds``); for an existing meld, every natural of its rank.  Black 3s are
    listed too (only legal when going out).
    """
    existing = existing or {}
    by_rank: dict[int, list[int]] = {}
    wilds = sorted((c for c in hand if WILD[c]), key=lambda c: VALUE[c])
    for c in hand:
        if not WILD[c] and not RED3[c]:
            by_rank.setdefault(RANK[c], []).append(c)
    out = []
    spare = list(wilds)
    for rank in sorted(by_rank, key=lambda r: (-len(by_rank[r]), r)):
        cards = sorted(by_rank[rank])
        if rank in existing and existing[rank][0] + existing[rank][1] > 0:
            out.append(MeldOption(rank, tuple(cards), False))
        elif len(cards) >= 3:
            out.append(MeldOption(rank, tuple(cards), True))
        elif len(cards) == 2 and use_wilds and spare and rank != THREE:
            out.append(MeldOption(rank, tuple(cards) + (spare.pop(0),), True))
    return out


@dataclass(frozen=True)
class GoOutPlan:
    """How a hand goes out: ``lays`` (rank, card ints) in order, then ``discard`` (a card int or None)."""

    lays: tuple[tuple[int, tuple[int, ...]], ...]
    discard: int | None
    canastas: int
    value: int


def plan_go_out(hand, existing: dict[int, tuple[int, int, int]], need_canastas: int,
                minimum: int = 0, allow_discard: bool = True) -> GoOutPlan | None:
    """A way to meld all of ``hand`` (all but one card when ``allow_discard``) and go out, or None.

    ``existing`` maps each rank of the side's melds to (naturals, wilds, size) as they lie now.
    The plan keeps every meld valid (RULES C-5; black 3s without wilds), reaches
    ``need_canastas`` canastas counting the existing ones (RULES C-10) and lays cards
    worth at least ``minimum`` (RULES C-6; 0 when no minimum applies).  Among the
    possible discards it prefers the plan that lays the most value.
    """
    naturals: dict[int, list[int]] = {}
    wild_cards: list[int] = []
    for c in hand:
        if WILD[c]:
            wild_cards.append(c)
        elif not RED3[c]:
            naturals.setdefault(RANK[c], []).append(c)
    # quick refusals: cards that can join no meld (at most one may be discarded), canastas out of reach
    stuck = 0
    for rank, cs in naturals.items():
        held = existing.get(rank, (0, 0, 0))[2]
        if rank == THREE:
            if held == 0 and len(cs) < 3:
                stuck += len(cs)
        elif held == 0 and len(cs) < 2:
            stuck += 1
    if stuck > (1 if allow_discard else 0):
        return None
    have = sum(1 for size in existing.values() if size[2] >= CANASTA)
    if have < need_canastas:
        reach = 0
        for rank in set(naturals) | set(existing):
            size = existing.get(rank, (0, 0, 0))[2] + len(naturals.get(rank, ())) + (
                0 if rank == THREE else len(wild_cards))
            if size >= CANASTA and existing.get(rank, (0, 0, 0))[2] < CANASTA:
                reach += 1
        if have + reach < need_canastas:
            return None
    candidates: list[int | None] = [None]
    if allow_discard and hand:
        seen = set()
        for c in sorted(hand, key=lambda c: (VALUE[c], c)):
            if RED3[c]:
                continue
            key = (RANK[c], WILD[c], VALUE[c])
            if key not in seen:
                seen.add(key)
                candidates.append(c)
        if len(hand) == 1:
            candidates = [hand[0]]
    best: GoOutPlan | None = None
    for discard in candidates:
        plan = _plan_without(naturals, wild_cards, discard, existing, need_canastas, minimum)
        if plan is not None and (best is None or plan.value > best.value):
            best = plan
    return best


def _plan_without(naturals: dict[int, list[int]], wild_cards: list[int], discard: int | None,
                  existing: dict[int, tuple[int, int, int]], need: int, minimum: int) -> GoOutPlan | None:
    nats = {r: list(cs) for r, cs in naturals.items()}
    wilds = list(wild_cards)
    if discard is not None:
        if WILD[discard]:
            wilds.remove(discard)
        else:
            nats[RANK[discard]].remove(discard)
            if not nats[RANK[discard]]:
                del nats[RANK[discard]]
    # every rank held must end in a valid meld
    melds: dict[int, list[int]] = {}       # rank -> [naturals, wilds, size] after the plan
    required = 0
    for rank, cs in nats.items():
        n0, w0, s0 = existing.get(rank, (0, 0, 0))
        n = n0 + len(cs)
        if rank == THREE:
            if s0 == 0 and n < 3:
                return None
            melds[rank] = [n, w0, s0 + len(cs), 0]
            continue
        if n < 2:
            return None
        size = s0 + len(cs)
        need_w = max(0, 3 - size)
        melds[rank] = [n, w0, size, need_w]
        required += need_w
    if len(wilds) < required:
        return None
    # capacity for wilds: every meld of the side (held ranks and existing melds), never more than its naturals or 3
    capacity: dict[int, int] = {}
    for rank in set(existing) | set(melds):
        if rank == THREE:
            continue
        if rank in melds:
            n, w0, size, need_w = melds[rank]
        else:
            n, w0, size = existing[rank]
            if size == 0:
                continue
            need_w = 0
        capacity[rank] = min(MAX_WILDS, n) - w0
        if capacity[rank] < need_w:
            return None
    if sum(capacity.values()) < len(wilds):
        return None
    # place the required wilds, then the spare ones: first to make canastas (smallest gap first), then anywhere
    wilds.sort(key=lambda c: -VALUE[c])
    placed: dict[int, list[int]] = {r: [] for r in capacity}
    for rank, info in melds.items():
        for _ in range(info[3]):
            placed[rank].append(wilds.pop())
    sizes = {}
    for rank in capacity:
        if rank in melds:
            sizes[rank] = melds[rank][2] + len(placed[rank])
        else:
            sizes[rank] = existing[rank][2]
    free = {r: capacity[r] - len(placed[r]) for r in capacity}
    canastas = sum(1 for r, s in sizes.items() if s >= CANASTA)
    if THREE in melds and melds[THREE][2] >= CANASTA:
        canastas += 1
    for rank, size in existing.items():
        if rank not in sizes and rank != THREE and size[2] >= CANASTA:
            canastas += 1
    gaps = sorted((CANASTA - s, r) for r, s in sizes.items() if s < CANASTA and CANASTA - s <= free[r])
    for gap, rank in gaps:
        if canastas >= need or gap > len(wilds):
            break
        for _ in range(gap):
            placed[rank].append(wilds.pop())
        free[rank] -= gap
        canastas += 1
    if canastas < need:
        return None
    for rank in sorted(free, key=lambda r: -free[r]):
        while wilds and free[rank] > 0:
            placed[rank].append(wilds.pop())
            free[rank] -= 1
    if wilds:
        return None
    lays = []
    value = 0
    for rank in sorted(set(nats) | {r for r in placed if placed[r]}):
        cards = tuple(nats.get(rank, ())) + tuple(placed.get(rank, ()))
        if cards:
            lays.append((rank, cards))
            value += sum(VALUE[c] for c in cards)
    if value < minimum:
        return None
    # lay naturals first so no group ever holds a wild before its naturals
    return GoOutPlan(tuple(lays), discard, canastas, value)
