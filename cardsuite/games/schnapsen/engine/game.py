"""The Schnapsen engine: RULES.md S-1 ... S-13.

One :class:`SchnapsenState` is one round (one deal played out).  It keeps the
cards as small ints (see :mod:`.cards`) in plain lists, so a random round takes
under a tenth of a millisecond; cards become :class:`~cardsuite.cards.Card` objects
only at the edges (actions, events, views, JSON).

Actions
    ``Play(card, marry=False)`` plays a card; ``marry=True`` (only when leading
    the king or queen of a marriage you hold) announces the marriage with it.
    ``ExchangeTrump()`` swaps the trump jack for the face-up trump card,
    ``Close()`` closes the talon; both only by the player on lead before leading.

Events (piles: ``hand0``, ``hand1``, ``talon``, ``trump``, ``trick``, ``won0``, ``won1``)
    ``move`` {card, src, dst, face_up, seat?}: a card played, a trick gathered
    (face down), a draw.  A face-down draw is sent twice: with the card to the
    drawer only, with ``card: None`` to the other seat (spectators see the view
    change only); the face-up trump card drawn last goes to everyone.
    ``trick`` {winner, cards, points}; ``marriage`` {seat, suit, cards (the led
    card and its partner, shown to all), points, counted};
    ``marriage_counted`` {seat, points} (on the owner's first trick);
    ``exchange`` {seat, jack, card}; ``close`` {seat} and ``flip`` {card, pile,
    face_up: False}; ``round_over`` {winner, game_points, reason, points}.

Corner cases decided here (RULES.md is silent or leaves a choice):

* The round ends the moment a player's points (card points of their tricks +
  counted marriages) reach 66: after a trick (only its winner can gain), or on
  announcing a marriage when its owner already has a trick.  A round ended by a
  marriage leaves the led card lying in the trick; it belongs to no one.
* A pending marriage (owner without a trick) counts when the owner wins their
  first trick, at that moment; if the round ends before that it never counts.
  Winning the last trick also makes it count (for the record; the last trick
  wins the round anyway).
* Marriages may be announced while the talon is open, closed or exhausted,
  also on the very first lead, by either player whenever they lead.
* "Talon holds more than 2 cards, the trump card included" (S-8, S-9): at a
  lead the talon holds 10, 8, 6, 4 or 2 cards with the trump card, so exchanging
  and closing are allowed down to 4 (3 face-down + the trump card) and refused
  at 2 (1 face-down + the trump card).  Exchanging the jack does not need a
  trick won first; exchanging and then closing in the same turn is allowed.
* After closing, the last trick does not win: if no one reaches 66 the closer
  has failed and the other player scores (S-12), whoever took the last trick.
* The face-up trump card drawn by the loser of the last open trick was seen by
  both, so it stays *revealed* in that hand (like an exchanged trump card and a
  shown marriage partner) until played.  The trump card turned down by closing
  is still remembered by both players: views carry it as ``trump_card_down``.
* Views carry ``history`` (every completed trick, in order): both players saw
  each of its cards face up, and bots answer from views alone.  So the
  opponent's points can be worked out from any view; ``show_both_scores`` only
  decides whether the view hands them over ready-made.
"""


from __future__ import annotations

from typing import Any, Sequence

from cardsuite.cards import Card
from cardsuite.engine import ActionSet, BadMessage, Game, GameOptions, MatchResult, RoundSummary, check_deck, rng_for
from cardsuite.translate import QT_TRANSLATE_NOOP

from .actions import Close, ExchangeTrump, Play
from .cards import CARDS, INDEX, SUIT_INDEX
from .options import SchnapsenOptions
from .scoring import POINTS, REASONS
from .state import RULES_VERSION, SchnapsenState
from .views import SchnapsenView


class SchnapsenGame(Game):
    name = "schnapsen"
    title = "Schnapsen"
    rules_version = RULES_VERSION
    Options = SchnapsenOptions
    View = SchnapsenView
    actions = ActionSet(Play, ExchangeTrump, Close)

    def seat_count(self, options: GameOptions) -> int:
        return 2

    def new_state(self, options: SchnapsenOptions, seed: int, context: Any = None) -> SchnapsenState:
        # the same permutation as shuffled(schnapsen_deck(), rng), done on the card numbers
        order = list(range(20))
        rng_for(seed, "schnapsen", "deal").shuffle(order)
        return self._deal(options, order, context)

    def from_deck(self, options: SchnapsenOptions, deck: Sequence[Card], context: Any = None) -> SchnapsenState:
        """RULES S-2: 3 to the non-dealer, 3 to the dealer, the trump card, 2 and 2; the talon's top is card 11."""
        deck = [INDEX[c] for c in check_deck(deck, CARDS)]
        return self._deal(options, deck, context)

    def _deal(self, options: SchnapsenOptions, deck: list[int], context: Any) -> SchnapsenState:
        if not isinstance(options, SchnapsenOptions):
            raise BadMessage("these are not Schnapsen options")
        dealer = 0
        if context is not None:
            if not isinstance(context, dict):
                raise BadMessage("the round context must be an object")
            dealer = context.get("dealer", 0)
            if type(dealer) is not int or dealer not in (0, 1):
                raise BadMessage("the dealer must be seat 0 or 1")
        hands = [None, None]
        hands[1 - dealer] = deck[0:3] + deck[7:9]
        hands[dealer] = deck[3:6] + deck[9:11]
        return SchnapsenState(options, dealer, hands, deck[6], reversed(deck[11:20]))

    # -- determinisation -----------------------------------------------------------

    def unseen_cards(self, view: SchnapsenView) -> list[Card]:
        """The cards ``view``'s seat cannot see, in the card order of :mod:`.cards`, counted out to the
        places in this order: the hidden cards of each other hand (seat 0 before seat 1; a hand's
        revealed cards are seen), then the talon's face-down cards from the top.  The trump card, face
        up or turned down by closing, is seen by both players and is never unseen."""
        seen = set(view.hand) | set(view.trick) | {c for t in view.history for c in t.cards}
        seen |= {c for r in view.revealed for c in r}
        seen |= {c for c in (view.trump_card, view.trump_card_down) if c is not None}
        unseen = [c for c in CARDS if c not in seen]
        if len(unseen) != sum(self._hidden_counts(view)):
            raise BadMessage("the view does not add up to the 20 Schnapsen cards")
        return unseen

    def _hidden_counts(self, view: SchnapsenView) -> list[int]:
        """How many unseen cards each place of :meth:`unseen_cards` takes: other hands, then the talon."""
        hands = [view.hand_counts[s] - len(view.revealed[s]) for s in (0, 1) if s != view.seat]
        return hands + [view.talon_count]

    def determinise(self, view: SchnapsenView, assignment: Sequence[Card]) -> SchnapsenState:
        """A state agreeing with ``view``: the hidden hand cards and the talon (top first) from
        ``assignment``, in the order of places of :meth:`unseen_cards`.  The options are the
        defaults, except ``show_both_scores`` as the view shows it (the target is the match's)."""
        assignment = list(assignment)
        if sorted(assignment) != sorted(self.unseen_cards(view)):
            raise BadMessage("an assignment must hold exactly the unseen cards, each once")
        fill = iter(INDEX[c] for c in assignment)
        counts = self._hidden_counts(view)
        hands: list[list[int]] = [[], []]
        for s in (0, 1):
            hands[s] = [INDEX[c] for c in (view.hand if s == view.seat else view.revealed[s])]
            if s != view.seat:
                hands[s] += [next(fill) for _ in range(counts.pop(0))]
        talon = [next(fill) for _ in range(counts.pop(0))]
        trump_card = view.trump_card or view.trump_card_down
        options = SchnapsenOptions(show_both_scores=None not in view.points)
        state = SchnapsenState(options, view.dealer, hands, INDEX[trump_card] if trump_card else 0, reversed(talon))
        state.trump = SUIT_INDEX[view.trump_suit]
        state.trump_card = INDEX[trump_card] if trump_card else None
        state.history = [(t.leader, INDEX[t.cards[0]], INDEX[t.cards[1]], t.winner) for t in view.history]
        for leader, a, b, winner in state.history:
            state.won[winner] += (a, b)
        state.marriages = [(m.seat, SUIT_INDEX[m.suit]) for m in view.marriages]
        for s in (0, 1):
            state.tricks[s] = view.tricks[s]
            state.card_points[s] = sum(POINTS[c] for c in state.won[s])
            announced = sum(m.points for m in view.marriages if m.seat == s)
            counted = state.tricks[s] > 0                                 # RULES S-7
            state.marriage_points[s] = announced if counted else 0
            state.pending[s] = 0 if counted else announced
            state.revealed[s] = [INDEX[c] for c in view.revealed[s]]
        state.leader = view.leader
        state.lead = INDEX[view.trick[0]] if view.trick else None
        state.closed_by, state.closed_at, state.close_snap = view.closed_by, view.closed_at, view.close_snapshot
        if view.winner is not None:
            state.result = (view.winner, view.game_points, view.reason)
        return state

    # -- match scoring (RULES S-13) ------------------------------------------------

    def new_match_score(self, options: SchnapsenOptions) -> dict[str, Any]:
        """``totals`` is the countdown as players see it: game points still to make, from the target to 0."""
        return {"totals": [options.target, options.target], "rounds": 0, "next_dealer": 0}

    def follow_on(self, options: SchnapsenOptions, previous: Any) -> dict[str, Any]:
        """RULES S-2: the deal alternates also from one match to the next."""
        score = self.new_match_score(options)
        dealer = previous.get("next_dealer") if isinstance(previous, dict) else None
        if type(dealer) is int and dealer in (0, 1):   # a saved value that is anything else is ignored
            score["next_dealer"] = dealer
        return score

    def deal_follows(self, options: SchnapsenOptions, seed: int) -> dict[str, Any]:
        """RULES S-2: who deals a match's first round is part of its deal number -- seat 0 (you) deals the odd
        numbers, seat 1 the even ones -- since a deck gives the dealer's seat the same cards whoever deals; a
        fresh number is drawn among those that pass the deal on from the last match."""
        return {"next_dealer": 0 if seed % 2 else 1}

    def round_context(self, options: SchnapsenOptions, match_score: Any, round_no: int) -> dict[str, Any]:
        """RULES S-2: the deal alternates; ``next_dealer`` follows the last round's dealer."""
        dealer = match_score.get("next_dealer", round_no % 2) if isinstance(match_score, dict) else round_no % 2
        return {"round": round_no, "dealer": dealer}

    def score_round(self, options: SchnapsenOptions, match_score: Any,
                    state: SchnapsenState) -> tuple[dict[str, Any], RoundSummary]:
        if state.result is None:
            raise ValueError("the round is not over")
        winner, gp, reason = state.result
        totals = list(match_score.get("totals", [options.target] * 2))
        before = list(totals)
        totals[winner] = max(0, totals[winner] - gp)                       # RULES S-13: never below 0
        gained = tuple(gp if s == winner else 0 for s in (0, 1))
        marriage = tuple(str(state.marriage_points[s]) + (f" (+{state.pending[s]} not counted)" if state.pending[s]
                                                          else "") for s in (0, 1))
        lines = (
            (QT_TRANSLATE_NOOP("Scoring", "Card points"), (str(state.card_points[0]), str(state.card_points[1]))),
            (QT_TRANSLATE_NOOP("Scoring", "Marriages"), marriage),
            (QT_TRANSLATE_NOOP("Scoring", "Points"), (str(state.points(0)), str(state.points(1)))),
            (QT_TRANSLATE_NOOP("Scoring", "Tricks"), (str(state.tricks[0]), str(state.tricks[1]))),
            (QT_TRANSLATE_NOOP("Scoring", "Game points"), tuple(map(str, gained))),
            (QT_TRANSLATE_NOOP("Scoring", "To go"),
             (f"{before[0]} \u2192 {totals[0]}", f"{before[1]} \u2192 {totals[1]}")),
        )
        plural = "s" if gp != 1 else ""
        text = f"Seat {winner} wins the round with {gp} game point{plural}: {REASONS[reason]}."
        if state.closed_by is not None:
            text += f" Seat {state.closed_by} had closed the talon."
        new_score = {"totals": totals, "rounds": int(match_score.get("rounds", 0)) + 1,
                     "next_dealer": 1 - state.dealer}
        return new_score, RoundSummary(winner, gained, lines, text)

    def match_result(self, options: SchnapsenOptions, match_score: Any) -> MatchResult | None:
        totals = list(match_score.get("totals", ()))
        for seat in (0, 1):
            if len(totals) == 2 and totals[seat] <= 0:
                return MatchResult(seat, f"Seat {seat} wins the bummerl; Seat {1 - seat} gets a bummerl.",
                                   tuple(totals))
        return None

    def statistics_score(self, options: SchnapsenOptions, totals: Sequence[int], seat: int) -> int:
        """The bummerl's result for ``seat``: the game points it won less those the other won (RULES S-13) --
        a win by the points the loser still had to go (the target when they scored none), a loss by minus
        the seat's own.  The countdown itself reads backwards (0 for every win)."""
        if len(totals) != 2 or seat not in (0, 1):
            return 0
        return int(totals[1 - seat]) - int(totals[seat])


GAME = SchnapsenGame()
