"""The phases of a Canasta turn and the ways a round ends (the engine's docstring tells the turn)."""

RULES_VERSION = 1
LAY_FACTOR, LAY_EXTRA = 2, 4        # a turn allows 2 x (cards in hand + cards laid this turn) + 4 cards laid

DRAW, PLAY, DOUBLE, ASK, OVER = range(5)
PHASE_NAMES = ("draw", "play", "double", "ask", "over")
REASONS = {
    "out": "went out",
    "stock_empty": "the stock ran out",
    "red3_last": "a red 3 was the last card of the stock",
    "declined": "a double was declined",
}
