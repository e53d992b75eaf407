"""Where things sit on a card, in card units and free of Qt, so layout can be reasoned about and tested alone.

A card is UNIT_W (100) units wide and UNIT_H (140) high whatever its size on screen.
"""

from __future__ import annotations

CARD_ASPECT = 1.4
"""Height / width of every card."""

UNIT_W = 100.0
UNIT_H = UNIT_W * CARD_ASPECT
CARD_CENTER = (UNIT_W / 2, UNIT_H / 2)
CORNER_RADIUS = 5.5
"""Corner radius in card units (at least MIN_CORNER_PX logical pixels); paint_highlight follows it."""
MIN_CORNER_PX = 4.0

INDEX_X = 10.0
INDEX_TOP = 5.0
INDEX_CAP = 15.0
INDEX_PIP = 10.5
INDEX_MAX_WIDTH = 15.0
COURT_INDEX_PIP = 16.5
"""A court card's corner pip: half as big again as a number card's, since its picture holds no pips to read the
suit from (a player took J♥ for J♦ by the small pip inside the picture); it fits between the card's edge
and the picture's frame."""
COURT_INDEX_X = 10.5
PIP_SIZE = 17.5
PIP_COLUMNS = (30.0, 50.0, 70.0)
PIP_TOP, PIP_BOTTOM = 25.0, 115.0
COURT_BOX = (20.5, 12.0, 59.0, 116.0)
"""The court portrait's frame: left, top, width, height; centred on the card, whose half turn draws its lower half."""

# Pip positions for 2..10 as (column 0..2, row 0..1 from top to bottom): the classic layouts.
_THIRD, _SIXTH = 1 / 3, 1 / 6
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, _THIRD), (2, _THIRD), (1, 0.5), (0, 2 * _THIRD), (2, 2 * _THIRD), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, _SIXTH), (0, _THIRD), (2, _THIRD), (0, 2 * _THIRD), (2, 2 * _THIRD),
         (1, 5 * _SIXTH), (0, 1), (2, 1)),
}


def pip_centers(rank: int) -> list[tuple[float, float, bool]]:
    """Centre x, y and upside-down flag of every pip of a 2..10, in card units."""
    placed = []
    for column, row in PIP_LAYOUTS[rank]:
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        placed.append((PIP_COLUMNS[column], y, row > 0.5))
    return placed


def corner_radius(px_per_unit: float, inset: float = 0.0) -> float:
    """The card's corner radius ``inset`` units inside the edge; small cards keep visibly round corners."""
    return max(max(CORNER_RADIUS, MIN_CORNER_PX / px_per_unit) - inset, 0.5)
