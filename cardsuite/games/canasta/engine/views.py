"""What one seat of a Canasta table sees: :class:`CanastaView` and its parts."""

from __future__ import annotations

from dataclasses import dataclass

from cardsuite.cards import Card, Rank
from cardsuite.engine import View

from .options import CanastaOptions

# ---------------------------------------------------------------- views


@dataclass(frozen=True)
class MeldView:
    """One meld (or group in progress) of a side.  ``new``: cards laid this turn that may still be taken back."""

    rank: Rank
    cards: tuple[Card, ...]
    naturals: int
    wilds: int
    canasta: str | None = None          # "natural", "mixed" or None (RULES C-9)
    valid: bool = True                  # a valid meld by RULES C-5 as it lies now
    new: tuple[Card, ...] = ()


@dataclass(frozen=True)
class SideScoreView:
    """A side's round score by parts (RULES C-12), shown once the round is over."""

    melded: int
    canasta_bonus: int
    red_threes: int
    going_out: int
    in_hand: int
    total: int


@dataclass(frozen=True)
class DoublingView:
    """One step of the match's doubling (RULES C-14), public to every seat so a resumed table can tell it:
    ``kind`` "proposed", "accepted" or "declined", by ``seat``, at ``stake`` (the stake proposed or agreed)."""

    kind: str
    seat: int
    stake: int


@dataclass(frozen=True)
class CanastaView(View):
    """What one seat sees (``seat`` None: a spectator).  Per-seat tuples are indexed by seat, per-side by side.

    ``turn``: whose turn it is (``to_move`` differs while a double or a question waits
    for an answer).  ``phase``: "draw", "play", "double", "ask" or "over".  ``hand``:
    own cards; ``hand_counts``: every hand's size.  ``known``: cards each hand is known
    to hold (taken with the pile, or taken back after being laid) -- public knowledge.
    ``melds``/``red_threes``: per side.  ``pile``: the discard pile, bottom first (it
    is public), ``pile_by``: who discarded each card (-1: turned up at the deal).
    ``pile_frozen``/``pile_blocked``/``pile_status``: the pile's state for the seat
    that looks, and why.  ``scores``: each side's match score before this round;
    ``minimums``: what each side's first melds must count (RULES C-6); ``opened``:
    whether each side has melded; ``has_melded``: whether each player laid cards in an
    earlier turn (a player who has not can still go out concealed).  ``laid_this_turn``: cards the player on turn may
    still take back.  ``doublings``: every doubling step of the match so far, oldest first.  ``round_scores``: each side's round score once it is over.
    ``options``: the table's options (the rules in force).
    """

    players: int = 2
    dealer: int = 0
    turn: int | None = None
    phase: str = "draw"
    hand: tuple[Card, ...] = ()
    hand_counts: tuple[int, ...] = ()
    known: tuple[tuple[Card, ...], ...] = ()
    melds: tuple[tuple[MeldView, ...], ...] = ((), ())
    red_threes: tuple[tuple[Card, ...], ...] = ((), ())
    pile: tuple[Card, ...] = ()
    pile_by: tuple[int, ...] = ()
    pile_top: Card | None = None
    stock_count: int = 0
    pile_frozen: bool = False
    pile_has_wild: bool = False
    pile_blocked: bool = False
    pile_status: str = ""
    scores: tuple[int, int] = (0, 0)
    minimums: tuple[int, int] = (50, 50)
    opened: tuple[bool, bool] = (False, False)
    has_melded: tuple[bool, ...] = ()
    canastas_needed: int = 1
    draw_count: int = 1
    laid_this_turn: tuple[Card, ...] = ()
    took_pile: bool = False
    must_go_out: bool = False
    may_not_go_out: bool = False
    asked: bool = False
    question_from: int | None = None
    stake: int = 10
    doubling: bool = False
    double_side: int | None = None
    double_from: int | None = None
    limit: int = 0
    doublings: tuple[DoublingView, ...] = ()
    reason: str = ""
    went_out: int | None = None
    concealed: bool = False
    round_scores: tuple[SideScoreView, ...] = ()
    options: CanastaOptions | None = None

    @property
    def side(self) -> int:
        return (self.seat or 0) % 2
