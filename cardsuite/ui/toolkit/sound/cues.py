"""The sounds a table can make (cues), and what each game's table maps its engine events to.

A game's table names a :class:`TableCues` subclass as its ``SOUND_CUES`` (in its own folder, since the
pile names and event kinds are the game's); this default plays a card for every ``move`` and a sweep for
every ``trick``, and takes a round summary's ``winner`` as a seat.
"""

from __future__ import annotations

from typing import Any, Callable

DEAL = "deal"
DRAW = "draw"
PLAY = "play"
TRICK = "trick"
MELD = "meld"
CANASTA = "canasta"
WON = "won"
LOST = "lost"
TICK = "tick"
TIME_UP = "timeup"

CUES = (DEAL, DRAW, PLAY, TRICK, MELD, CANASTA, WON, LOST, TICK, TIME_UP)
"""Every cue; each is the file ``assets/sounds/<cue>.wav``."""

CARD_SOUNDS = (TRICK, DEAL, DRAW, PLAY)
"""The sounds of cards moving, strongest first: one animation step makes at most one of them."""

CHIMES = (CANASTA, MELD)
"""The chimes an animation step may add, strongest first: at most one of them too."""


class TableCues:
    """What one game's table sounds like.  ``play(cue)`` plays a cue at once (for sources other than the
    table's events, such as a clock); the table is the one these cues are for."""

    def __init__(self, table: Any, play: Callable[[str], None]) -> None:
        self.table = table
        self.play = play

    def event_cues(self, event: Any) -> tuple[str, ...]:
        """The cues of one engine event, as its animation starts."""
        if event.kind == "move":
            return (PLAY,)
        if event.kind == "trick":
            return (TRICK,)
        return ()

    def view_shown(self, view: Any) -> None:
        """A view was drawn (a mapping that counts cards notes them here)."""

    def winner_is_me(self, winner: int) -> bool:
        """Whether the summary's ``winner`` is the player at this screen (a seat here; Canasta's is a side)."""
        return winner == self.table.me

    def round_won(self, summary: Any, result: Any) -> bool | None:
        """Whether the player at this screen won the match (when ``result`` says it is over) or else the round;
        None for a draw or a spectator, who hear neither sound."""
        view = getattr(self.table, "current_view", None)
        if view is None or getattr(view, "seat", None) is None:
            return None
        winner = result.winner if result is not None else getattr(summary, "winner", None)
        if winner is None:
            return None
        return self.winner_is_me(winner)
