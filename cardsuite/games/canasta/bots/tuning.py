"""The weights of the Canasta heuristics, in one place, so that a level can play them with other values.

Medium (:class:`.heuristics.MediumBot`) and hard play :data:`MEDIUM`; the expert plays, and plays out its
search with, :data:`EXPERT` (see there for how it was tuned).  The points are the heuristics' own scale:
roughly the round points a choice is expected to gain or give away.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tuning:
    """One set of weights of the heuristics (the names say where each is used)."""

    # the draw (RULES C-4, C-8): a pile must be worth more than a stock draw
    draw_base: float = 0.0          # 2 players: a stock draw is worth this ...
    draw_per_card: float = 9.0      # ... and this for each card it draws
    draw_partners: float = 30.0     # 4 players: the bar for a pile is flat (11-card hands bloat easily)
    prelay_margin: float = 10.0     # opening with the pile must beat a draw by this much more
    pile_red3: float = 100.0        # what each card of the pile is worth to the taker, by kind
    pile_wild: float = 45.0
    pile_black3: float = 6.0
    pile_match: float = 16.0        # a rank of the side's melds (or the top card)
    pile_pair: float = 13.0         # a rank the hand holds
    pile_other: float = 5.0
    pickup_wild: float = 12.0       # the cost of each wild card spent on taking the pile
    hand_limit: int = 25            # a hand above this many cards after the pickup costs ...
    hand_over: float = 3.0          # ... this much a card over
    # going out (RULES C-9): when it pays
    out_stock: int = 12             # go out at once when the stock is this short
    out_threat_hand: int = 6        # ... or when the opponents have their canastas and a hand this short
    out_slack: float = 150.0        # ... else when the side's round is not behind by more than this
    # melding
    wild_late_stock: int = 8        # with the stock this short, wild cards go down wherever they fit
    # discarding
    pair_cost: float = 50.0         # keeping a pair to take the pile with
    pair_extra: float = 25.0        # ... and each card more of the rank
    meld_rank_cost: float = 30.0    # a rank the side melds (or melds this turn)
    late_short: float = 1.0         # how much a card's value counts towards throwing it: stock <= 10
    late_mid: float = 0.5           # ... stock <= 25
    late_early: float = 0.15        # ... else
    freeze_cost: float = 110.0      # freeze the pile with a wild card when the best discard costs more ...
    freeze_pile: int = 6            # ... and the pile holds this many cards
    stake_base: float = 25.0        # what the next player gains from the pile: base, per card, per wild card
    stake_card: float = 10.0
    stake_wild: float = 40.0
    threat_open: float = 1.5        # the chance of a pair is worth more when the pile is not frozen
    threat_thrown: float = 0.4      # ... less for a rank the next player threw
    threat_unopened: float = 0.6    # ... less while the next player's side has not opened
    # the partner's question (RULES C-10)
    answer_cheap: float = 40.0      # say yes when my hand costs this little ...
    answer_stock: int = 10          # ... or the stock is this short
    ask_partner_cards: int = 5      # ask when the partner holds this many cards or more ...
    ask_stock: int = 10             # ... and the stock holds more than this


MEDIUM = Tuning()


EXPERT = Tuning(draw_base=20.0, draw_per_card=10.0, out_threat_hand=10, out_slack=225.0)
"""Medium's weights after a coordinate search, head to head against the weights so far, in all four settings
(StarGames and Classic, 2 and 4 players; 600 deals of tuning seeds 7101-7104 a step, each played twice with the
seats swapped; a step kept when it won by 1.64 standard errors).  Only these moved: with 2 players a pile must
beat 30 points when one card is drawn (was 9) and 40 when two are (was 18); a side goes out when the opponents
have their canastas and a hand of 10 cards or fewer (was 6), or when it is behind by less than 225 (was 150).
Every other weight, tried at x0.6 and x1.5 (integers +-30%), changed nothing measurable.  On fresh seeds
7301-7304, 1,000 deals each, medium with these weights against medium, points a round: StarGames 2 players
+78 (se 10), Classic 2 players +309 (se 11), 4 players +1 (se 1) in both."""
