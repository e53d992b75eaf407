"""A simple greedy Schnapsen player: the reference level medium must not lose to (issue 25).

It is a yardstick, not a level offered to players (it is not in the game's ``LEVELS``);
``tests/bench/tournament.py`` finds it by name through :mod:`reference_bots`.  Honest (its seat's
view and the legal actions only) and deterministic (it never even draws from its RNG: ties go to
the lower card number).  Its rules of thumb, in the order it applies them:

* **Follow the rules** -- it picks among the legal actions only, so under the strict rules it
  follows suit and heads the trick as it must (RULES S-6).
* **Exchange the trump jack** whenever it may (RULES S-8).
* **Announce marriages at once**: on lead with a marriage it leads the queen and announces, the
  trump marriage first (RULES S-7).
* **Close with 66 in sight** (RULES S-9): when its points (marriages it has announced count once it
  has a trick), the points of its sure winners and one low card of the opponent's per sure winner
  reach 66.  A sure winner is a card no card the opponent may hold beats: the highest unseen card of
  its suit, in trumps or once no trump is left outside.
* **Take a trick when it is cheap**: following, it wins with its cheapest winning card if that
  card is not a trump, or if the trick is worth 10 or more or takes it to 66; a trump ace or ten
  only for 66.  Otherwise it throws its lowest safe card.
* **Lead the lowest safe card**: the card whose loss gives least -- a non-trump that is not half
  of a marriage in hand, fewest points first.  Once the talon is closed or gone it first cashes its
  sure winners, most points first (a greedy grabs what it surely gets).
"""

from __future__ import annotations

import random
from typing import Sequence

from cardsuite.bots import Bot
from cardsuite.engine import Action
from cardsuite.games.schnapsen.bots.levels import Info
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.cards import ACE, INDEX, QUEEN, TEN, follower_wins, marriage_partner
from cardsuite.games.schnapsen.engine.scoring import POINTS, TARGET
from cardsuite.games.schnapsen.engine.views import SchnapsenView


def _play(legal: Sequence[Action], c: int, marry: bool = False) -> Action:
    return next(a for a in legal if isinstance(a, Play) and INDEX[a.card] == c and a.marry == marry)


def sure_winners(info: Info) -> list[int]:
    """Cards in hand that no card the opponent may hold beats, most points first."""
    no_trumps_out = info.trumps_outside() == 0
    out = [c for c in info.hand
           if not info.higher_outside(c) and (c // 5 == info.trump or no_trumps_out)]
    return sorted(out, key=lambda c: (-POINTS[c], c))


def in_sight(info: Info) -> int:
    """The points the greedy counts on if it closes now (see the module's rule of thumb)."""
    sure = sure_winners(info)
    total = info.my_points + (info.my_pending if info.view.tricks[info.me] or sure else 0)
    low = sorted(POINTS[c] for c in info.outside)
    return total + sum(POINTS[c] for c in sure) + sum(low[:len(sure)])


def lowest_safe(cards: list[int], trump: int) -> int:
    """The card whose loss gives least: non-trump, not a marriage half in ``cards``, fewest points."""
    def cost(c: int) -> tuple:
        partner = marriage_partner(c)
        return (c // 5 == trump, partner is not None and partner in cards, POINTS[c], c)
    return min(cards, key=cost)


class GreedyBot(Bot):
    """The greedy reference player (rules of thumb in the module docstring)."""

    level = "greedy"

    def choose(self, view: SchnapsenView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        info = Info(view)
        if info.lead is not None:
            return self._follow(info, legal)
        exchange = next((a for a in legal if isinstance(a, ExchangeTrump)), None)
        if exchange is not None:
            return exchange
        marriages = [INDEX[a.card] for a in legal if isinstance(a, Play) and a.marry]
        if marriages:
            queens = [c for c in marriages if c % 5 == QUEEN]
            return _play(legal, min(queens or marriages, key=lambda c: (c // 5 != info.trump, c)), True)
        close = next((a for a in legal if isinstance(a, Close)), None)
        if close is not None and in_sight(info) >= TARGET:
            return close
        if not info.open:
            sure = sure_winners(info)
            if sure:
                return _play(legal, sure[0])
        return _play(legal, lowest_safe(info.hand, info.trump))

    def _follow(self, info: Info, legal: Sequence[Action]) -> Action:
        lead, trump = info.lead, info.trump
        cards = sorted({INDEX[a.card] for a in legal if isinstance(a, Play)})
        winners = [c for c in cards if follower_wins(lead, c, trump)]
        if winners:
            cheapest = min(winners, key=lambda c: (c // 5 == trump, POINTS[c], c))
            pending = info.my_pending if not info.view.tricks[info.me] else 0
            reaches = info.my_points + pending + POINTS[lead] + POINTS[cheapest] >= TARGET
            top_trump = cheapest // 5 == trump and cheapest % 5 in (ACE, TEN)
            if reaches or (cheapest // 5 != trump) or (POINTS[lead] >= 10 and not top_trump):
                return _play(legal, cheapest)
        return _play(legal, lowest_safe(cards, trump))
