"""Partnership discards (4 players): what a discard gives the partner when the pile comes round to it.

The next player is an opponent; the partner plays after that one.  A card the next opponent cannot use
stays in the pile, and the partner, if it takes the pile, gets it: so among the cards that are safe
against the next opponent, the bots throw those the partner can lay -- the ranks the partner is known to
hold (it took them with a pile) and the ranks of the side's melds -- before a card that helps nobody.
"""

from __future__ import annotations

from ..engine.cards import RANK, WILD
from .knowledge import Sit

FEED = 12.0               # how much cheaper a safe discard the partner can use is than a plain one
SAFE = 8.0                # a discard whose threat (the next opponent's expected gain) is below this is safe


def feeding(sit: Sit, ranks, threat: dict[int, float] | None) -> dict[int, float]:
    """A discount on the discard cost of each rank in ``ranks`` that the partner can use; empty with 2 players."""
    if sit.n != 4 or threat is None:
        return {}
    partner = (sit.seat + 2) % sit.n
    known = {RANK[c] for c in sit.known[partner] if not WILD[c]}
    ours = sit.melds[sit.side]
    out = {}
    for r in ranks:
        if threat.get(r, 0.0) < SAFE and (r in known or ours[r]):
            out[r] = FEED
    return out
