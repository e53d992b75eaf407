"""Canasta's round score (RULES C-12), side by side, with the breakdown the round summary shows."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import VALUE
from .melds import MIXED_CANASTA_BONUS, NATURAL_CANASTA_BONUS, canasta_kind

GOING_OUT_BONUS = 100
CONCEALED_BONUS = 200
RED3_BONUS = 100
ALL_RED3_BONUS = 800


@dataclass(frozen=True)
class SideScore:
    """One side's round score.  ``total`` is always the sum of the other parts (RULES C-12)."""

    melded: int = 0                 # values of the melded cards (RULES C-7)
    natural_canastas: int = 0       # how many
    mixed_canastas: int = 0
    canasta_bonus: int = 0          # 500 per natural, 300 per mixed canasta (RULES C-9)
    red_threes: int = 0             # how many
    red_three_points: int = 0       # +100 each, +800 for all four; negative for a side without a meld
    going_out: int = 0              # 100, or 200 concealed (RULES C-10)
    in_hand: int = 0                # minus the values of the cards left in hand (both partners')

    @property
    def total(self) -> int:
        return self.melded + self.canasta_bonus + self.red_three_points + self.going_out + self.in_hand

    def parts(self) -> tuple[int, ...]:
        return (self.melded, self.canasta_bonus, self.red_three_points, self.going_out, self.in_hand)


def side_score(melds, red_threes: int, hands, went_out: bool, concealed: bool,
               red3_penalty_without_meld: bool = True) -> SideScore:
    """RULES C-12 for one side: ``melds`` are card-int lists, ``hands`` the side's hands (card ints)."""
    melded = 0
    natural = mixed = 0
    has_meld = False
    for cards in melds:
        if not cards:
            continue
        has_meld = True
        melded += sum(VALUE[c] for c in cards)
        kind = canasta_kind(cards)
        if kind == "natural":
            natural += 1
        elif kind == "mixed":
            mixed += 1
    red = ALL_RED3_BONUS if red_threes == 4 else RED3_BONUS * red_threes
    if not has_meld and red3_penalty_without_meld:
        red = -red
    out = (CONCEALED_BONUS if concealed else GOING_OUT_BONUS) if went_out else 0
    in_hand = -sum(VALUE[c] for hand in hands for c in hand)
    return SideScore(melded, natural, mixed, natural * NATURAL_CANASTA_BONUS + mixed * MIXED_CANASTA_BONUS,
                     red_threes, red, out, in_hand)
