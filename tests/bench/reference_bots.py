"""Reference levels: yardstick players the benchmarks measure the real levels against.

Keyed by game name (the registry's); each is a :class:`~cardsuite.bots.BotLevel` that is never offered
to players -- it lives here, not in the game's ``bots.levels.LEVELS``.  ``tests/bench/tournament.py``
looks a level up here when the game has no level of that name.  A reference level may see the table
(:mod:`schnapsen_seer`: how much knowing the hidden cards is worth); the tournament shows the round to
any bot with a ``see_table`` method before it decides, and no real level has one.
"""

from __future__ import annotations

from cardsuite.bots import BotLevel

from schnapsen_greedy import GreedyBot
from schnapsen_seer import AllSeerBot, ClosedSeerBot, HandSeerBot, OpenSeerBot

# rating 0: a reference level has no place on the players' skill range
REFERENCE_LEVELS: dict[str, list[BotLevel]] = {
    "schnapsen": [BotLevel("greedy", "Greedy (reference)", 0, GreedyBot),
                  BotLevel("seer-hand", "Sees the opponent's hand (reference)", 0, HandSeerBot),
                  BotLevel("seer-all", "Sees every card (reference)", 0, AllSeerBot),
                  BotLevel("seer-open", "Sees the opponent's hand while the talon is open (reference)", 0,
                           OpenSeerBot),
                  BotLevel("seer-closed", "Sees the opponent's hand once the talon is closed or gone (reference)",
                           0, ClosedSeerBot)],
}


def levels_for(game: str, own: dict[str, BotLevel]) -> dict[str, BotLevel]:
    """The game's own levels, and its reference levels under names it does not use."""
    extra = {lv.level: lv for lv in REFERENCE_LEVELS.get(game, []) if lv.level not in own}
    return {**own, **extra}
