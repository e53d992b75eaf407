"""How strong the computer plays when the new-game dialog opens: a player new to a game meets its weaker
computer players first.

Until the player has finished :data:`BEGINNER_MATCHES` matches of a game (the statistics count them), the
dialog starts at the weaker half of the game's levels -- Easy to Medium of Easy, Medium, Hard (and Expert) --
never at Hard or Expert, and says in a line how to change it.  Why five: a new player's rating starts at
1200 (:mod:`cardsuite.profile.ratings`), between Easy and Medium; Hard is rated 400--500 above that, which
by the Elo formula leaves a newcomer about one win in ten -- no way to learn a game.  Five matches is
enough to have met both weaker levels and learnt the table, and with the newcomer's large K (40) enough for
the rating to move up to ~200 points, so a player who wins them can see it is time for more.  After that
the range chosen last applies, or, never chosen, the full range.  A range the player picked in the dialog
is theirs from then on, even during the first matches.
"""

from __future__ import annotations

BEGINNER_MATCHES = 5


def beginner_levels(levels: list) -> list:
    """The weaker half of ``levels`` (weakest first): Easy and Medium of three or four levels."""
    return levels[:(len(levels) + 1) // 2]


def starting_range(levels: list, remembered: dict, played: int) -> tuple[int, int, bool]:
    """The ratings the dialog's range starts at (low, high) and whether that is the beginner's range.

    ``levels``: the game's skill levels, weakest first; ``remembered``: the dialog's last choice for the game
    (``low``, ``high``, and ``skill_chosen`` when the player picked the range); ``played``: matches finished."""
    low, high = remembered.get("low"), remembered.get("high")
    if remembered.get("skill_chosen") is not True and played < BEGINNER_MATCHES:
        weaker = beginner_levels(levels)
        return weaker[0].rating, weaker[-1].rating, True
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (low, high)):
        return int(low), int(high), False
    return levels[0].rating, levels[-1].rating, False
