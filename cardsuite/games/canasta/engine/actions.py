"""Canasta's actions: small frozen dataclasses with a stable JSON form (the engine's docstring tells the turn).

Each action that names cards also keeps their card ints, looked up once (not
fields: no part of equality or JSON); the engine and the bots read them as
``ids`` / ``card_id``.  The shared instances and the cached :func:`meld_action`
and :func:`pickup_action` let the engine list legal actions without building new
objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardsuite.cards import Card, Rank
from cardsuite.engine import Action, ActionSet

from .cards import CARDS, INDEX, N_CARDS, RANK, RED3, WILD
from .melds import NATURAL_RANKS

# ---------------------------------------------------------------- actions


def _ids(cards: Any) -> tuple[int | None, ...] | None:
    if not isinstance(cards, tuple):
        return None
    return tuple(INDEX.get(c) if isinstance(c, Card) else None for c in cards)


class _NamedCards:
    """The ``ids`` of an action with a ``cards`` field (TakePile, Meld, TakeBack), looked up once."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_ids", _ids(self.cards))

    @property
    def ids(self) -> tuple[int | None, ...] | None:
        """The named cards as card ints (None for a card that is not one of Canasta's)."""
        return self._ids


class _OneCard:
    """The ``card_id`` of an action that names one card (Discard, GoOut), set by its ``__post_init__``."""

    @property
    def card_id(self) -> int | None:
        """The card as a card int (GoOut: -1 for no discard; None for a card that is not one of Canasta's)."""
        return self._id


@dataclass(frozen=True)
class Draw(Action):
    """Draw from the stock (RULES C-3, C-4); with the stock empty, end the round (RULES C-11)."""

    kind = "draw"


@dataclass(frozen=True)
class TakePile(_NamedCards, Action):
    """Take the discard pile: ``cards`` from the hand go with its top card into the top card's meld (RULES C-8)."""

    kind = "take_pile"
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Meld(_NamedCards, Action):
    """Lay ``cards`` from the hand on the side's meld (or new group) of ``rank`` (RULES C-5)."""

    kind = "meld"
    rank: Rank
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class TakeBack(_NamedCards, Action):
    """Take cards laid from the hand this turn back into the hand (RULES C-15); no cards: all of them."""

    kind = "take_back"
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Discard(_OneCard, Action):
    """End the turn by discarding ``card`` (RULES C-4)."""

    kind = "discard"
    card: Card

    def __post_init__(self) -> None:
        object.__setattr__(self, "_id", INDEX.get(self.card) if isinstance(self.card, Card) else None)


@dataclass(frozen=True)
class GoOut(_OneCard, Action):
    """Go out: the hand is empty, or holds only ``discard``, which is discarded (RULES C-10)."""

    kind = "go_out"
    discard: Card | None = None

    def __post_init__(self) -> None:
        d = self.discard
        object.__setattr__(self, "_id", INDEX.get(d) if isinstance(d, Card) else (-1 if d is None else None))


# The actions without cards, one small class each on purpose (as in spider/engine/actions.py): each
# class's ``kind`` is its name in JSON and saves, and the engine tells them apart by type.
@dataclass(frozen=True)
class UndoPickup(Action):
    """Take back a pickup of a pile topped by a black 3 that cannot end in going out (RULES C-8, Classic)."""

    kind = "undo_pickup"


@dataclass(frozen=True)
class ProposeDouble(Action):
    """Propose to double the stake, before drawing (RULES C-14)."""

    kind = "double"


@dataclass(frozen=True)
class AcceptDouble(Action):
    kind = "accept_double"


@dataclass(frozen=True)
class DeclineDouble(Action):
    """Decline a double: the match ends and the proposer wins the current stake (RULES C-14)."""

    kind = "decline_double"


@dataclass(frozen=True)
class AskPartner(Action):
    """Ask the partner "may I go out?"; the answer binds (RULES C-10 option)."""

    kind = "ask_partner"


@dataclass(frozen=True)
class Answer(Action):
    """The partner's answer to "may I go out?"."""

    kind = "answer"
    yes: bool


ACTIONS = ActionSet(Draw, TakePile, Meld, TakeBack, Discard, GoOut, UndoPickup, ProposeDouble, AcceptDouble,
                    DeclineDouble, AskPartner, Answer)

DRAW_ACTION = Draw()
PROPOSE = ProposeDouble()
ACCEPT = AcceptDouble()
DECLINE = DeclineDouble()
ASK_ACTION = AskPartner()
YES = Answer(True)
NO = Answer(False)
UNDO = UndoPickup()
TAKE_BACK_ALL = TakeBack(())
GO_OUT_EMPTY = GoOut(None)
DISCARDS: tuple[Discard, ...] = tuple(Discard(c) for c in CARDS)
GO_OUTS: tuple[GoOut, ...] = tuple(GoOut(c) for c in CARDS)
TAKE_BACK_ONE: tuple[TakeBack, ...] = tuple(TakeBack((c,)) for c in CARDS)
LAY_ONE: tuple[Meld | None, ...] = tuple(None if WILD[i] or RED3[i] else Meld(Rank(RANK[i]), (CARDS[i],))
                                         for i in range(N_CARDS))
LAY_WILD: dict[tuple[int, int], Meld] = {(i, r): Meld(Rank(r), (CARDS[i],))
                                         for i in range(N_CARDS) if WILD[i] for r in NATURAL_RANKS}
_MELD_CACHE: dict[tuple[int, tuple[int, ...]], Meld] = {}
_PICKUP_CACHE: dict[tuple[int, ...], TakePile] = {}
_CACHE_LIMIT = 50_000


def meld_action(rank: int, ids: tuple[int, ...]) -> Meld:
    """``Meld(rank, cards)`` for these card ints, one shared instance per lay."""
    key = (rank, ids)
    a = _MELD_CACHE.get(key)
    if a is None:
        a = Meld(Rank(rank), tuple(CARDS[c] for c in ids))
        if len(_MELD_CACHE) < _CACHE_LIMIT:
            _MELD_CACHE[key] = a
    return a


def pickup_action(ids: tuple[int, ...]) -> TakePile:
    """``TakePile(cards)`` for these hand card ints, one shared instance per pickup."""
    a = _PICKUP_CACHE.get(ids)
    if a is None:
        a = TakePile(tuple(CARDS[c] for c in ids))
        if len(_PICKUP_CACHE) < _CACHE_LIMIT:
            _PICKUP_CACHE[ids] = a
    return a


# ---------------------------------------------------------------- the listing read by meaning


def _lay_kind(card: Any) -> int | None:
    """What a card stands for in a lay: its rank (every joker alike, every 2 alike, every natural of a rank
    alike); None for a red 3 or a card not of Canasta's, which no meld takes."""
    c = INDEX.get(card) if isinstance(card, Card) else None
    return None if c is None or RED3[c] else RANK[c]


def lay_listed(legal: Any, rank: Any, cards: Any) -> bool:
    """Whether ``legal`` offers to lay ``cards`` on the meld (or new group) of ``rank``, read by meaning.

    ``legal_actions`` keeps its list short by naming one card of each kind (the lowest natural of a rank, one
    joker, one 2) for a lay that any card of that kind makes alike (RULES C-5: a meld counts naturals and wild
    cards, not faces), and the engine accepts the lay with whichever one the player holds.  So a table matches
    the card a player clicks by its kind on that meld, never by the face the list happens to name."""
    kinds = [_lay_kind(c) for c in cards] if isinstance(cards, (tuple, list)) else []
    if not kinds or None in kinds:
        return False
    offered = {_lay_kind(c) for a in legal if isinstance(a, Meld) and a.rank == rank for c in a.cards}
    return all(k in offered for k in kinds)
