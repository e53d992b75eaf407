"""A turn's plan and how the bots turn it into the next legal action, one step at a time."""

from __future__ import annotations

from cardsuite.engine import Action

from ..engine.actions import AskPartner, Answer, Discard, Draw, GoOut, Meld, ProposeDouble, TakeBack, UndoPickup
from ..engine.cards import BLACK3, RANK, THREE, WILD
from ..engine.melds import meld_counts
from .knowledge import Sit


class Plan:
    """A turn's target: ``lays`` maps a rank to every card (pool ints) laid on it this turn, then ``final``.

    ``final`` is ("discard", card), ("out", card or None) or ("undo",).
    """

    __slots__ = ("lays", "final")

    def __init__(self, lays: dict[int, list[int]], final: tuple) -> None:
        self.lays = lays
        self.final = final

    def key(self) -> tuple:
        lays = tuple(sorted((r, tuple(sorted(kinds(cs)))) for r, cs in self.lays.items() if cs))
        fin = self.final
        if fin[0] == "discard":
            fin = ("discard", kind(fin[1]))
        elif fin[0] == "out":
            fin = ("out", None if fin[1] is None else kind(fin[1]))
        return lays, fin


def kind(c: int) -> tuple[int, bool]:
    return (RANK[c], BLACK3[c])


def kinds(cards) -> list[tuple[int, bool]]:
    return [kind(c) for c in cards]


def face(c: int) -> int:
    return c % 52 if c < 104 else 52


def index_actions(legal) -> dict:
    """The legal actions by what they do (one representative each)."""
    out: dict = {}
    for a in legal:
        t = type(a)
        if t is Meld:
            ids = a.ids
            r = int(a.rank)
            if len(ids) == 1:
                c = ids[0]
                if WILD[c]:
                    out[("wild", r, RANK[c])] = a
                else:
                    out[("one", r)] = a
            else:
                out[("all", r)] = a
        elif t is Discard:
            out[("discard", face(a.card_id))] = a
            out.setdefault(("discard_rank", RANK[a.card_id], BLACK3[a.card_id]), a)
        elif t is GoOut:
            out[("out",)] = a
        elif t is TakeBack:
            if a.ids:
                out.setdefault(("takeback_one",), a)
            else:
                out[("takeback_all",)] = a
        elif t is Draw:
            out[("draw",)] = a
        elif t is UndoPickup:
            out[("undo",)] = a
        elif t is ProposeDouble:
            out[("double",)] = a
        elif t is AskPartner:
            out[("ask",)] = a
    return out


def step_towards(sit: Sit, lays: dict[int, list[int]], index) -> Action | None:
    """The next Meld (or corrective TakeBack) that moves the cards laid this turn towards ``lays``; None when there."""
    laid: dict[int, list[int]] = {}
    for c in sit.laid:
        laid.setdefault(sit.laid_rank[c], []).append(c)
    for r, have in laid.items():
        want = lays.get(r, ())
        hn, hw = meld_counts(have)
        wn, ww = meld_counts(want)
        hj = sum(1 for c in have if RANK[c] == 0)
        wj = sum(1 for c in want if RANK[c] == 0)
        if hn > wn or hw > ww or hj > wj or (hw - hj) > (ww - wj):
            return index.get(("takeback_all",)) or index.get(("takeback_one",))
    hand_by_rank: dict[int, int] = {}
    for c in sit.hand:
        hand_by_rank[RANK[c]] = hand_by_rank.get(RANK[c], 0) + 1
    order = sorted(lays, key=lambda r: (r == THREE, r))
    for r in order:
        want = lays[r]
        wn = sum(1 for c in want if not WILD[c])
        hn = sum(1 for c in laid.get(r, ()) if not WILD[c])
        if hn < wn:
            missing = wn - hn
            if missing == hand_by_rank.get(r, 0) and missing >= 2 and ("all", r) in index:
                return index[("all", r)]
            a = index.get(("one", r))
            if a is not None:
                return a
            return None
    for r in order:
        want = lays[r]
        have = laid.get(r, ())
        wj = sum(1 for c in want if RANK[c] == 0)
        wt = sum(1 for c in want if RANK[c] == 2)
        hj = sum(1 for c in have if RANK[c] == 0)
        ht = sum(1 for c in have if RANK[c] == 2)
        if ht < wt:
            a = index.get(("wild", r, 2))
            if a is not None:
                return a
        if hj < wj:
            a = index.get(("wild", r, 0))
            if a is not None:
                return a
    return None


YES_OR_NO = {True: Answer(True), False: Answer(False)}
