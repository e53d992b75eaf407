"""The Canasta game as the registry, matches, bots and saves see it: the deal and the match score."""

from __future__ import annotations

from typing import Any, Sequence

from cardsuite.cards import Card
from cardsuite.engine import BadMessage, Game, GameOptions, MatchResult, RoundSummary, check_deck, rng_for
from cardsuite.translate import QT_TRANSLATE_NOOP

from .actions import ACTIONS
from .cards import CARDS, INDEX, N_CARDS, RED3
from .melds import MIXED_CANASTA_BONUS, NATURAL_CANASTA_BONUS
from .options import CanastaOptions
from .phases import PHASE_NAMES, REASONS, RULES_VERSION
from .state import CanastaState
from .views import CanastaView


def _whole(value: Any, what: str, low: int, high: int) -> int:
    """A whole number of the round context within [low, high], else BadMessage."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BadMessage(f"{what} must be a whole number from {low} to {high}")
    return value


def _seen(view: CanastaView) -> set[int]:
    """The card ints ``view``'s seat can see: its hand, the pile, the melds, the red 3s, the known cards."""
    shown = [c for c in view.hand] + list(view.pile)
    shown += [c for side in view.melds for m in side for c in m.cards]
    shown += [c for side in view.red_threes for c in side]
    shown += [c for s, k in enumerate(view.known) if s != view.seat for c in k]
    try:
        seen = {INDEX[c] for c in shown}
    except (KeyError, TypeError):
        raise BadMessage("the view shows a card that is not one of Canasta's") from None
    if len(seen) != len(shown):
        raise BadMessage("the view shows a card twice")
    return seen


def _hidden_sizes(view: CanastaView) -> list[int]:
    """How many unseen cards each hand holds (0 for the seat's own)."""
    if len(view.hand_counts) != view.players or len(view.known) != view.players:
        raise BadMessage("the view's per-seat lists do not match its players")
    sizes = [0 if s == view.seat else view.hand_counts[s] - len(view.known[s]) for s in range(view.players)]
    if min(sizes) < 0:
        raise BadMessage("a hand is known to hold more cards than it has")
    return sizes


DOUBLING_STEPS = ("proposed", "accepted", "declined")


def _doublings(raw: Any, n: int) -> tuple[tuple[str, int, int], ...]:
    """The context's doubling history (RULES C-14): a list of [kind, seat, stake], else BadMessage."""
    if not isinstance(raw, list):
        raise BadMessage("the context's doublings must be a list")
    out = []
    for step in raw:
        if not isinstance(step, (list, tuple)) or len(step) != 3 or step[0] not in DOUBLING_STEPS:
            raise BadMessage("a doubling step is [kind, seat, stake]")
        out.append((step[0], _whole(step[1], "seat", 0, n - 1), _whole(step[2], "stake", 1, 10**12)))
    return tuple(out)


def _side_name(side: int, n: int) -> str:
    return f"Seat {side}" if n == 2 else f"Seats {side} and {side + 2}"


class CanastaGame(Game):
    name = "canasta"
    title = "Canasta"
    rules_version = RULES_VERSION
    Options = CanastaOptions
    View = CanastaView
    actions = ACTIONS

    def seat_count(self, options: GameOptions) -> int:
        return options.players

    def teams(self, options: GameOptions) -> tuple[tuple[int, ...], ...]:
        """Partners sit opposite: a seat's side is ``seat % 2``, as in the state and the views."""
        return ((0, 2), (1, 3)) if options.players == 4 else ((0,), (1,))

    def new_state(self, options: CanastaOptions, seed: int, context: Any = None) -> CanastaState:
        # the same permutation as shuffled(canasta_deck(), rng), done on the card numbers
        order = list(range(N_CARDS))
        rng_for(seed, "canasta", "deal").shuffle(order)
        return self._deal(options, order, context)

    def from_deck(self, options: CanastaOptions, deck: Sequence[Card], context: Any = None) -> CanastaState:
        """RULES C-2 from a deck order (card 0 dealt first; see the module docstring)."""
        order = [INDEX[c] for c in check_deck(deck, CARDS)]
        return self._deal(options, order, context)

    def _deal(self, options: CanastaOptions, order: list[int], context: Any) -> CanastaState:
        if not isinstance(options, CanastaOptions):
            raise BadMessage("these are not Canasta options")
        n = options.players
        dealer, scores, stake, holder, doublings = 0, (0, 0), None, None, ()
        if context is not None:
            if not isinstance(context, dict):
                raise BadMessage("the round context must be an object")
            dealer = _whole(context.get("dealer", 0), "dealer", 0, n - 1)
            raw = context.get("scores", [0, 0])
            if not isinstance(raw, list) or len(raw) != 2:
                raise BadMessage("the context's scores must be a list of two")
            scores = tuple(_whole(s, "score", -10**7, 10**7) for s in raw)
            if context.get("stake") is not None:
                stake = _whole(context["stake"], "stake", 1, 10**12)
            if context.get("holder") is not None:
                holder = _whole(context["holder"], "holder", 0, 1)
            doublings = _doublings(context.get("doublings", []), n)
        return CanastaState.dealt(options, order, dealer, scores, stake, holder, doublings)

    # -- determinisation: a world a bot may search, built from a view ----------------------

    def unseen_cards(self, view: CanastaView) -> list[Card]:
        """The cards ``view``'s seat cannot see, in deck order (RULES C-1).

        Places, in the order :meth:`determinise` fills them: the hidden part of every other hand
        in seat order (cards a hand is known to hold -- taken with the pile or taken back --
        stay in it and are not unseen), then the stock, top card first.
        """
        seen = _seen(view)
        unseen = [CARDS[c] for c in range(N_CARDS) if c not in seen]
        if len(unseen) != sum(_hidden_sizes(view)) + view.stock_count:
            raise BadMessage("the view does not add up to Canasta's 108 cards")
        return unseen

    def determinise(self, view: CanastaView, assignment: Sequence[Card]) -> CanastaState:
        """A state that shows ``view`` to its seat, the unseen places filled from ``assignment``.

        Red 3s never stay in a hand (RULES C-2, C-3): an assignment that puts one there is
        refused like one that is not exactly :meth:`unseen_cards`.  What no view shows is set
        as a fresh turn would have it: the anti-stalling count of lays, and whether a Classic
        black-3 pickup was taken back this turn.  BadMessage for a finished round (its scores tell
        of the hidden hands: nothing is left to search) and for a view whose seat must go out after
        a Classic black-3 pickup (what the pickup took, needed to take it back, is not in the view).
        """
        if not isinstance(view, CanastaView) or not isinstance(view.options, CanastaOptions):
            raise BadMessage("this is not a Canasta view")
        if view.phase not in PHASE_NAMES:
            raise BadMessage(f"unknown phase {view.phase!r}")
        if view.phase == "over":
            raise BadMessage("a finished round cannot be determinised")
        if not isinstance(view.turn, int) or not 0 <= view.turn < view.players:
            raise BadMessage("the view does not say whose turn it is")
        if view.must_go_out and not view.asked:
            raise BadMessage("a Classic black-3 pickup waiting to go out cannot be determinised")
        unseen = self.unseen_cards(view)
        try:
            ids = [INDEX[c] for c in assignment]
        except (KeyError, TypeError):
            raise BadMessage("an assignment is a list of Canasta cards") from None
        if sorted(ids) != [INDEX[c] for c in unseen]:
            raise BadMessage("an assignment must hold exactly the unseen cards")
        seat = view.seat
        known = [{INDEX[c] for c in k} for k in view.known]
        hands, pos = [], 0
        for s, hidden in enumerate(_hidden_sizes(view)):
            part = ids[pos:pos + hidden]
            pos += hidden
            if any(RED3[c] for c in part):
                raise BadMessage("red 3s never stay in a hand")
            hands.append([INDEX[c] for c in view.hand] if s == seat else sorted(known[s]) + part)
        stock = ids[pos:][::-1]
        st = CanastaState(view.options, view.dealer, hands, stock, [INDEX[c] for c in view.pile],
                          view.scores, view.stake, view.double_side,
                          tuple((d.kind, d.seat, d.stake) for d in view.doublings))
        st.cur = view.turn
        st.phase = PHASE_NAMES.index(view.phase)
        st.pile_by = list(view.pile_by)
        rank_of = {}
        for side in (0, 1):
            for m in view.melds[side]:
                st.melds[side][int(m.rank)] = [INDEX[c] for c in m.cards]
                for c in m.new:
                    rank_of[INDEX[c]] = int(m.rank)
        st.red3 = [[INDEX[c] for c in view.red_threes[0]], [INDEX[c] for c in view.red_threes[1]]]
        st.opened = list(view.opened)
        st.laid_before = list(view.has_melded)
        st.known = known
        st.mins = list(view.minimums)
        st.laid = [INDEX[c] for c in view.laid_this_turn]
        st.laid_rank = {c: rank_of[c] for c in st.laid}
        # every meld of the side on turn counts as touched: those of earlier turns are valid, so the
        # commit check finds the same problems as with the ranks the turn really touched
        st.touched = {r for r, m in enumerate(st.melds[st.cur % 2]) if m}
        st.took_pile = view.took_pile
        st.must_out = view.must_go_out
        st.no_out = view.may_not_go_out
        st.asked = view.asked
        return st

    # -- match (RULES C-13, C-14) -----------------------------------------------------------

    def new_match_score(self, options: CanastaOptions) -> dict[str, Any]:
        return {"totals": [0] * options.players, "sides": [0, 0], "rounds": 0, "stake": options.stake,
                "holder": None, "declined": None, "doublings": []}

    def round_context(self, options: CanastaOptions, match_score: Any, round_no: int) -> dict[str, Any]:
        """The dealer rotates; each side's score sets its initial minimum (C-6); the stake and the doubling
        history carry over (C-14)."""
        ms = match_score if isinstance(match_score, dict) else {}
        context = {"round": round_no, "dealer": round_no % options.players,
                   "scores": list(ms.get("sides", [0, 0])), "stake": ms.get("stake", options.stake),
                   "holder": ms.get("holder")}
        if ms.get("doublings"):             # only then: a save's recorded context must equal the replayed one
            context["doublings"] = [list(d) for d in ms["doublings"]]
        return context

    def replays_context(self, recorded: Any, derived: Any) -> bool:
        """Saves made before the doubling history was carried between rounds have no ``doublings``:
        they replay, and the round gets the history the match derives."""
        if isinstance(recorded, dict) and isinstance(derived, dict) and "doublings" not in recorded:
            derived = {k: v for k, v in derived.items() if k != "doublings"}
        return recorded == derived

    def score_round(self, options: CanastaOptions, match_score: Any,
                    state: CanastaState) -> tuple[dict[str, Any], RoundSummary]:
        if state.result is None:
            raise ValueError("the round is not over")
        n = state.n
        reason, out_seat, concealed = state.result
        sides = list(match_score.get("sides", [0, 0]))
        rounds = int(match_score.get("rounds", 0)) + 1
        if reason == "declined":
            proposer_side = out_seat % 2
            new = {"totals": [sides[s % 2] for s in range(n)], "sides": sides, "rounds": rounds,
                   "stake": state.stake, "holder": state.holder, "doublings": [list(d) for d in state.doublings],
                   "declined": {"proposer": out_seat, "side": proposer_side}}
            text = (f"{_side_name(1 - proposer_side, n)} declined the double: {_side_name(proposer_side, n)} "
                    f"wins {state.stake} chips.")
            return new, RoundSummary(proposer_side, tuple(0 for _ in range(n)), (), text)
        s0, s1 = state.side_scores()
        per_side = (s0, s1)
        before = list(sides)
        sides = [sides[0] + s0.total, sides[1] + s1.total]

        def row(label: str, values) -> tuple[str, tuple[str, ...]]:
            return label, tuple(str(values[s % 2]) for s in range(n))

        lines = (
            row(QT_TRANSLATE_NOOP("Scoring", "Melded cards"), [s.melded for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Natural canastas"),
                [f"{s.natural_canastas} \u00d7 {NATURAL_CANASTA_BONUS}" for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Mixed canastas"),
                [f"{s.mixed_canastas} \u00d7 {MIXED_CANASTA_BONUS}" for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Canasta bonuses"), [s.canasta_bonus for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Red 3s"), [f"{s.red_threes}: {s.red_three_points:+d}" for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Going out"), [s.going_out for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Cards in hand"), [s.in_hand for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Round score"), [s.total for s in per_side]),
            row(QT_TRANSLATE_NOOP("Scoring", "Match score"), [f"{before[s]} \u2192 {sides[s]}" for s in (0, 1)]),
        )
        winner = None if s0.total == s1.total else (0 if s0.total > s1.total else 1)
        if reason == "out":
            how = "went out concealed" if concealed else "went out"
            text = f"Seat {out_seat} {how}."
        else:
            text = REASONS[reason].capitalize() + "."
        new = {"totals": [sides[s % 2] for s in range(n)], "sides": sides, "rounds": rounds,
               "stake": state.stake, "holder": state.holder, "declined": None,
               "doublings": [list(d) for d in state.doublings]}
        points = tuple(per_side[s % 2].total for s in range(n))
        return new, RoundSummary(winner, points, lines, text)

    def match_result(self, options: CanastaOptions, match_score: Any) -> MatchResult | None:
        n = options.players
        sides = list(match_score.get("sides", [0, 0]))
        totals = tuple(sides[s % 2] for s in range(n))
        stake = match_score.get("stake", options.stake)
        declined = match_score.get("declined")
        if declined:
            side = declined["side"]
            return MatchResult(side, f"{_side_name(1 - side, n)} declined the double: {_side_name(side, n)} wins "
                                     f"{stake} chips.", totals)
        if match_score.get("rounds", 0) < 1:
            return None
        if options.target > 1 and max(sides) < options.target:                  # RULES C-13
            return None
        if sides[0] == sides[1]:
            return MatchResult(None, f"A draw at {sides[0]} each: no chips change hands.", totals)
        side = 0 if sides[0] > sides[1] else 1
        return MatchResult(side, f"{_side_name(side, n)} wins {sides[side]} to {sides[1 - side]} and "
                                 f"{stake} chips.", totals)

    def stake(self, options: CanastaOptions, match_score: Any = None) -> tuple[int, int]:
        """RULES C-14: a match is played for the table's stake in chips, as doubled so far, up to its limit."""
        stake = match_score.get("stake") if isinstance(match_score, dict) else None
        return (options.stake if stake is None else stake), options.limit


GAME = CanastaGame()
