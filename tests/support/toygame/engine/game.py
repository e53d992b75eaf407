"""Rules of the toy trick game (see the package docstring)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from cardsuite.cards import Card, Rank, Suit
from cardsuite.engine import (Action, ActionSet, BadMessage, Event, Game, GameOptions, GameState, MatchResult,
                              RoundSummary, View, check_deck, rng_for, shuffled)

DECK = [Card(r, s) for s in (Suit.SPADES, Suit.HEARTS) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)]
ORDER = {Rank.JACK: 0, Rank.QUEEN: 1, Rank.KING: 2, Rank.ACE: 3}


@dataclass(frozen=True)
class ToyOptions(GameOptions):
    target: int = 4
    PRESETS = {"default": {}, "short": {"target": 2}}


@dataclass(frozen=True)
class Play(Action):
    kind = "play"
    card: Card


@dataclass(frozen=True)
class ToyView(View):
    hand: tuple[Card, ...]
    other_count: int
    stock_count: int
    trick: tuple[Card, ...]
    tricks: tuple[int, int]
    played: tuple[Card, ...] = ()


def strength(c: Card) -> tuple[int, int]:
    return (ORDER[c.rank], 1 if c.suit is Suit.SPADES else 0)


class ToyState(GameState):
    def __init__(self, hands, stock, leader):
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)
        self.leader = leader
        self.trick: list[Card] = []
        self.tricks = [0, 0]
        self.played: list[Card] = []   # cards of finished tricks, face up for everyone

    @property
    def to_move(self):
        if not self.hands[0] and not self.hands[1]:
            return None
        return (self.leader + len(self.trick)) % 2

    def legal_actions(self, seat):
        if seat != self.to_move:
            return []
        return [Play(c) for c in sorted(self.hands[seat])]

    def explain_illegal(self, seat, action):
        return "You do not hold that card."

    def _apply(self, seat, action):
        self.hands[seat].remove(action.card)
        self.trick.append(action.card)
        events = [Event("move", {"card": action.card, "src": f"hand{seat}", "dst": "trick", "face_up": True})]
        if len(self.trick) == 2:
            winner = self.leader if strength(self.trick[0]) > strength(self.trick[1]) else 1 - self.leader
            self.tricks[winner] += 1
            self.leader = winner
            self.played += self.trick
            self.trick = []
            events.append(Event("trick", {"winner": winner}))
        return events

    def view(self, seat):
        own = tuple(sorted(self.hands[seat])) if seat is not None else ()
        other = len(self.hands[1 - seat]) if seat is not None else 0
        return ToyView(seat, self.to_move, own, other, len(self.stock), tuple(self.trick), tuple(self.tricks),
                       tuple(self.played))

    def copy(self):
        new = ToyState(self.hands, self.stock, self.leader)
        new.trick, new.tricks, new.played = list(self.trick), list(self.tricks), list(self.played)
        return new

    def to_json(self):
        return {"hands": [[c.text for c in h] for h in self.hands], "stock": [c.text for c in self.stock],
                "leader": self.leader, "trick": [c.text for c in self.trick], "tricks": self.tricks,
                "played": [c.text for c in self.played]}


class ToyGame(Game):
    name = "toy"
    title = "Toy tricks"
    Options = ToyOptions
    View = ToyView
    actions = ActionSet(Play)

    def seat_count(self, options):
        return 2

    def new_state(self, options, seed, context=None):
        return self.from_deck(options, shuffled(DECK, rng_for(seed, "deal")), context)

    def from_deck(self, options, deck: Sequence[Card], context=None):
        deck = check_deck(deck, DECK)
        dealer = (context or {}).get("dealer", 0)
        return ToyState([deck[0:3], deck[3:6]], deck[6:], 1 - dealer)

    def unseen_cards(self, view):
        """The other hand, then the stock: every card not in the view's hand, the trick or a finished trick."""
        seen = set(view.hand) | set(view.trick) | set(view.played)
        hidden = [c for c in DECK if c not in seen]
        if len(hidden) != view.other_count + view.stock_count:
            raise BadMessage("the view does not add up to the toy deck")
        return hidden

    def determinise(self, view, assignment):
        unseen = self.unseen_cards(view)
        if sorted(assignment) != sorted(unseen):
            raise BadMessage("an assignment must hold exactly the unseen cards")
        me = view.seat
        hands = [[], []]
        hands[me] = list(view.hand)
        hands[1 - me] = list(assignment[:view.other_count])
        leader = (view.to_move - len(view.trick)) % 2 if view.to_move is not None else 0
        state = ToyState(hands, assignment[view.other_count:], leader)
        state.trick, state.tricks, state.played = list(view.trick), list(view.tricks), list(view.played)
        return state

    def score_round(self, options, match_score, state):
        totals = [t + n for t, n in zip(match_score["totals"], state.tricks)]
        winner = 0 if state.tricks[0] > state.tricks[1] else 1
        summary = RoundSummary(winner, tuple(state.tricks), (("Tricks", tuple(map(str, state.tricks))),))
        return {"totals": totals, "rounds": match_score["rounds"] + 1}, summary

    def match_result(self, options, match_score):
        totals = match_score["totals"]
        if max(totals) < options.target:
            return None
        winner = None if totals[0] == totals[1] else totals.index(max(totals))
        return MatchResult(winner, "Toy match decided", tuple(totals))


GAME = ToyGame()
