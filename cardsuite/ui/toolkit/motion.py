"""Reduced motion: the player's wish that nothing on the table slides, flies, fades or rises.

Apart from the animation speed on purpose: with reduced motion a card jumps to where it goes, a message appears
and disappears at once, a hovered card does not rise, yet the table keeps its pace (the beat that shows a taken
trick before it leaves still lasts as the speed says), and it still plays each event in order.  One switch for the
whole app, as the deck's letters and colours are, since the pieces that move (cards, toasts) belong to no table.
"""

from __future__ import annotations

_reduced = False


def set_reduced_motion(on: bool) -> None:
    global _reduced
    _reduced = bool(on)


def reduced_motion() -> bool:
    """Whether the player asked that nothing moves (the ``reduced_motion`` setting)."""
    return _reduced
