"""Schnapsen's scoring rules: card points, marriages, 66, the game points a round is worth.

Shared by the engine, which scores the round, and the bots, which count points and search to the
round's end.  Cards are the numbers of :mod:`.cards`.
"""

from __future__ import annotations

RANK_POINTS = (11, 10, 4, 3, 2)                                   # RULES S-1: ace, ten, king, queen, jack
POINTS = tuple(RANK_POINTS[i % 5] for i in range(20))
TARGET = 66                                                         # RULES S-10

# why a round ended, as ``round_over`` and the view's ``reason`` give it, and the round summary says it
REASONS = {
    "66": "reached 66",
    "last_trick": "took the last trick",
    "closer_failed": "the player who closed the talon did not reach 66",
}


def marriage_points(suit: int, trump: int) -> int:
    """RULES S-7: 20, or 40 in trumps."""
    return 40 if suit == trump else 20


def game_points(loser_tricks: int, loser_points: int) -> int:
    """RULES S-11: 3 if the loser took no trick, 2 if they have 32 points or fewer, else 1."""
    if loser_tricks == 0:
        return 3
    if loser_points <= 32:
        return 2
    return 1


def failed_close_points(other_tricks_at_close: int) -> int:
    """RULES S-12: a failed closer gives the other player 3 if they had no trick at closing, else 2."""
    return 3 if other_tricks_at_close == 0 else 2
