"""Schnapsen rules for dealing and playing the tricks (cardsuite/games/schnapsen/engine/RULES.md S-1 ... S-9): deck,
deal, tricks and drawing, the strict rules, marriages, exchanging the trump and closing, on hand-picked deals."""

import json
import random

import pytest

from cardsuite.cards import Card, Suit, card, cards, schnapsen_deck
from cardsuite.engine import BadMessage
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.cards import CARDS
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.engine.scoring import POINTS
from support.schnapsenhelpers import make, play, reason, first_legal_until


def hand(state, seat):
    return sorted(state.view(seat).hand)


def lowest_until(state, stop):
    """Both players throw their lowest card (no marriages, no closing) until ``stop(state)``."""
    from cardsuite.games.schnapsen.engine.cards import INDEX
    while not state.is_over and not stop(state):
        seat = state.to_move
        plays = [a for a in state.legal_actions(seat) if isinstance(a, Play) and not a.marry]
        state.apply(seat, min(plays, key=lambda a: (POINTS[INDEX[a.card]], INDEX[a.card])))


# ---------------------------------------------------------------- S-1, S-2


def test_deck_and_card_points():
    # RULES S-1
    deck = schnapsen_deck()
    assert len(deck) == 20 and len(set(deck)) == 20
    values = {Card.parse(t).rank: v for t, v in (("AS", 11), ("10S", 10), ("KS", 4), ("QS", 3), ("JS", 2))}
    from cardsuite.games.schnapsen.engine.cards import CARDS
    assert all(POINTS[i] == values[c.rank] for i, c in enumerate(CARDS))
    assert sum(POINTS) == 120


@pytest.mark.parametrize("dealer", [0, 1])
def test_deal_order_from_a_deck_order(dealer):
    # RULES S-2: 3 to the non-dealer, 3 to the dealer, trump card, 2 and 2; talon 9 with the next card on top
    deck = schnapsen_deck()
    random.Random(5).shuffle(deck)
    state = GAME.from_deck(SchnapsenOptions(), deck, {"dealer": dealer})
    nd = 1 - dealer
    assert hand(state, nd) == sorted(deck[0:3] + deck[7:9])
    assert hand(state, dealer) == sorted(deck[3:6] + deck[9:11])
    view = state.view(nd)
    assert view.trump_card == deck[6] and view.trump_suit == deck[6].suit
    assert view.talon_count == 9 and view.hand_counts == (5, 5)
    assert view.dealer == dealer
    # the non-dealer leads the first trick
    assert state.to_move == nd and view.leader == nd
    # the top of the talon (card 11) goes to the winner of the first trick, card 12 to the loser
    lead = state.legal_actions(nd)[0]
    state.apply(nd, lead)
    state.apply(dealer, state.legal_actions(dealer)[0])
    winner = state.view(0).last_trick.winner
    assert deck[11] in state.view(winner).hand
    assert deck[12] in state.view(1 - winner).hand


def test_new_state_is_seeded_and_dealer_from_context():
    # RULES S-2
    a = GAME.new_state(SchnapsenOptions(), 42, {"dealer": 1})
    b = GAME.new_state(SchnapsenOptions(), 42, {"dealer": 1})
    assert a.to_json() == b.to_json()
    assert a.dealer == 1 and a.to_move == 0
    assert len({json.dumps(GAME.new_state(SchnapsenOptions(), s).to_json()) for s in range(20)}) == 20
    assert GAME.new_state(SchnapsenOptions(), 42).dealer == 0
    with pytest.raises(BadMessage):
        GAME.new_state(SchnapsenOptions(), 42, {"dealer": 2})
    with pytest.raises(BadMessage):
        GAME.from_deck(SchnapsenOptions(), schnapsen_deck()[:19])


def test_dealer_alternates_between_rounds_and_matches():
    # RULES S-2: the deal alternates between rounds, also from one match to the next
    opts = SchnapsenOptions()
    score = GAME.new_match_score(opts)
    dealers = []
    for round_no in range(5):
        context = GAME.round_context(opts, score, round_no)
        dealers.append(context["dealer"])
        state = GAME.new_state(opts, round_no, context)
        assert state.to_move == 1 - context["dealer"]
        rng = random.Random(round_no)
        while not state.is_over:
            seat = state.to_move
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        score, _ = GAME.score_round(opts, score, state)
    assert dealers == [0, 1, 0, 1, 0]
    # a new match that follows this one continues the alternation (Game.follow_on)
    carried = GAME.follow_on(opts, score)
    assert carried["totals"] == [7, 7] and carried["rounds"] == 0
    assert GAME.round_context(opts, carried, 0)["dealer"] == 1
    for garbage in ("x", True, 1.0, 2, None):   # a damaged settings file cannot block new matches
        assert GAME.round_context(opts, GAME.follow_on(opts, {"next_dealer": garbage}), 0)["dealer"] == 0


# ---------------------------------------------------------------- S-3, S-4, S-5


def test_open_talon_allows_any_card():
    # RULES S-3
    state = make("AC 10C KD QS JS", "KC AD 10H QH QD", "JH")
    play(state, 1, "AC")
    assert len(state.legal_actions(0)) == 5            # no duty to follow, win or trump
    play(state, 0, "QD")                                # a diamond on a club lead is fine
    assert state.view(1).last_trick.winner == 1


@pytest.mark.parametrize("lead, reply, winner", [
    ("AC", "10H", 0),    # a trump beats any non-trump, even an ace
    ("10C", "AD", 1),    # a card of another non-trump suit never wins
    ("KD", "AD", 0),     # the higher card of the suit led wins
    ("10C", "KC", 1),
])
def test_trick_winner(lead, reply, winner):
    # RULES S-4
    state = make("AC 10C KD QS JS", "KC AD 10H QH QD", "JH")
    play(state, 1, lead)
    events = play(state, 0, reply)
    trick = next(e for e in events if e.kind == "trick")
    assert trick.data["winner"] == winner
    assert state.to_move == winner                      # the winner leads next
    assert state.view(winner).won == (card(lead), card(reply))


def test_drawing_winner_first_and_trump_card_last_to_the_loser():
    # RULES S-5
    state = make("AC 10C KD QS JS", "KC AD 10H QH QD", "JH", talon="AS 10S KS QC JC KH AH 10D JD")
    play(state, 1, "AC")
    events = play(state, 0, "KC")                       # seat 1 wins
    assert card("AS") in state.view(1).hand and card("10S") in state.view(0).hand
    draws = [e for e in events if e.kind == "move" and e.data["src"] == "talon"]
    # the drawer sees the card, the other seat only that a card was drawn
    assert [(e.data["card"], e.audience) for e in draws] == [
        (card("AS"), frozenset({1})), (None, frozenset({0})), (card("10S"), frozenset({0})), (None, frozenset({1}))]
    assert state.view(0).talon_count == 7
    lowest_until(state, lambda s: s.view(0).talon_count == 1 and s.lead is None)
    # one face-down card and the trump card left: the next trick's loser takes the trump card
    lowest_until(state, lambda s: s.view(0).talon_count == 0)
    assert not state.is_over
    view = state.view(0)
    loser = 1 - view.last_trick.winner
    assert view.talon_count == 0 and view.trump_card is None
    assert card("JH") in state.view(loser).hand
    assert card("JH") in view.revealed[loser] and card("JH") in state.view(1 - loser).revealed[loser]
    assert view.strict


# ---------------------------------------------------------------- S-6


def test_strict_rules_follow_suit_and_head_the_trick():
    # RULES S-6
    state = make("KH AS QC 10S JC", "10H JH AD QD KC", "JS")
    state.apply(1, Close())
    play(state, 1, "KH")
    assert [a.card for a in state.legal_actions(0)] == [card("10H")]
    assert reason(state, 0, Play(card("JH"))) == "You must follow suit and win the trick if you can."
    assert reason(state, 0, Play(card("AD"))) == "You must follow suit and win the trick if you can."
    play(state, 0, "10H")


def test_strict_rules_follow_suit_when_unable_to_head():
    # RULES S-6
    state = make("AH AS QC 10S JC", "10H JH AD QD KC", "JS")
    state.apply(1, Close())
    play(state, 1, "AH")
    assert sorted(a.card for a in state.legal_actions(0)) == sorted(cards("10H JH"))
    assert reason(state, 0, Play(card("KC"))) == "You must follow suit and win the trick if you can."


def test_strict_rules_trump_when_void():
    # RULES S-6: unable to follow, must trump; any trump will do
    state = make("AS KH QC 10S JC", "10H JH AD QD KC", "JD")   # diamonds are trumps
    state.apply(1, Close())
    play(state, 1, "AS")
    assert sorted(a.card for a in state.legal_actions(0)) == sorted(cards("AD QD"))
    assert reason(state, 0, Play(card("KC"))) == "You must play a trump when you cannot follow suit."
    play(state, 0, "QD")
    assert state.to_move == 0


def test_strict_rules_any_card_when_void_in_suit_and_trumps():
    # RULES S-6
    state = make("AS KH QC 10S 10C", "10H JH AD QD KD", "JC")   # clubs are trumps
    state.apply(1, Close())
    play(state, 1, "AS")
    assert sorted(a.card for a in state.legal_actions(0)) == sorted(cards("10H JH AD QD KD"))
    play(state, 0, "JH")


def test_strict_rules_once_the_talon_is_exhausted():
    # RULES S-6: also without closing, once the last card is drawn
    from cardsuite.games.schnapsen.engine.cards import INDEX, strict_legal
    for seed in range(30):
        state = GAME.new_state(SchnapsenOptions(), seed)
        first_legal_until(state, lambda s: s.trump_card is None and s.lead is not None)
        if state.is_over:
            continue
        seat = state.to_move
        expected = strict_legal([INDEX[c] for c in state.view(seat).hand], state.lead, state.trump)
        assert sorted(INDEX[a.card] for a in state.legal_actions(seat)) == sorted(expected)


# ---------------------------------------------------------------- S-7


def test_marriage_before_first_trick_pending_then_counted():
    # RULES S-7: points count only once the owner has won a trick; then at once
    state = make("QH KH AC 10D JD", "AH JC KD 10S JS", "QS", talon="10H KS QD KC AD QC")
    events = play(state, 1, "QH", marry=True)
    marriage = next(e for e in events if e.kind == "marriage")
    assert marriage.data["points"] == 20 and marriage.data["counted"] is False
    assert marriage.data["cards"] == [card("QH"), card("KH")]         # the partner is shown to all
    view1 = state.view(1)
    assert view1.points[1] == 0 and view1.pending[1] == 20
    assert state.view(0).revealed[1] == (card("KH"),)                 # seat 0 knows seat 1 holds the king
    assert state.view(0).points[1] is None                             # without show_both_scores
    play(state, 0, "AH")                                               # seat 0 wins; seat 1 still has no trick
    assert state.view(1).points[1] == 0 and state.view(1).pending[1] == 20
    play(state, 0, "JC")
    events = play(state, 1, "AC")                                      # seat 1's first trick: 13 + 20
    assert any(e.kind == "marriage_counted" and e.data == {"seat": 1, "points": 20} for e in events)
    assert state.view(1).points[1] == 33 and state.view(1).pending[1] == 0
    assert card("KS") in state.view(1).hand and card("QD") in state.view(1).hand     # drawn second, then first


def test_pending_marriage_never_counts_without_a_trick():
    # RULES S-7, S-11: seat 1 announces without a trick and never wins one
    state = make("QH KH JC JD JS", "AH 10H AC 10C AS", "10S")
    play(state, 1, "QH", marry=True)
    play(state, 0, "AH")
    for lead, reply in (("10H", "KH"), ("AC", "JC"), ("10C", "JD"), ("AS", "JS")):
        play(state, 0, lead)
        play(state, 1, reply)
    assert state.result == (0, 3, "66")
    assert state.points(1) == 0 and state.pending[1] == 20
    _, summary = GAME.score_round(SchnapsenOptions(), GAME.new_match_score(SchnapsenOptions()), state)
    assert dict(summary.lines)["Marriages"] == ("0", "0 (+20 not counted)")


def test_marriage_counts_at_once_with_a_trick():
    # RULES S-7
    state = make("AS 10D KD QD JH", "JS QS JC QC KC", "AH")
    play(state, 1, "AS")
    play(state, 0, "JS")                                               # seat 1: 13
    events = play(state, 1, "KD", marry=True)
    assert next(e for e in events if e.kind == "marriage").data["counted"] is True
    assert state.view(1).points[1] == 33
    assert state.view(0).marriages[0].seat == 1 and state.view(0).marriages[0].suit == Suit.DIAMONDS


def test_trump_marriage_reaching_66_ends_the_round_before_the_trick():
    # RULES S-7, S-10: 40 in trumps, counted at once, 66 ends the round on the spot
    state = make("AS 10S KH QH AD", "JS QS JC QC KC", "JH")
    play(state, 1, "AS")
    play(state, 0, "JS")
    play(state, 1, "10S")
    play(state, 0, "QS")                                               # seat 1: 26 points, 2 tricks
    events = play(state, 1, "KH", marry=True)
    assert events[-1].kind == "round_over"
    assert events[-1].data["winner"] == 1 and events[-1].data["points"][1] == 66
    assert state.is_over and state.to_move is None
    assert state.result == (1, 3, "66")                                # seat 0 took no trick
    assert state.view(0).trick == (card("KH"),)                        # the led card is never won
    assert state.legal_actions(0) == [] and state.legal_actions(1) == []
    assert reason(state, 0, Play(card("JC"))) == "The round is over."


def test_marriage_announcement_rules():
    # RULES S-7: only on lead, only with the K or Q led, only holding both; also after closing
    state = make("QH KH AC 10D JD", "AH JC KD QD JS", "QS")
    assert Play(card("QH"), True) in state.legal_actions(1) and Play(card("KH"), True) in state.legal_actions(1)
    assert reason(state, 1, Play(card("AC"), True)) == "A marriage is announced by leading its king or queen."
    play(state, 1, "AC")
    assert reason(state, 0, Play(card("KD"), True)) == "Only the player on lead may announce a marriage."
    play(state, 0, "JC")
    state.apply(1, Close())
    play(state, 1, "KH", marry=True)                                   # allowed with the talon closed
    assert state.view(1).points[1] == 33
    state2 = make("QH KS AC 10D JD", "AH JC KD QD JS", "QC")
    assert reason(state2, 1, Play(card("QH"), True)) == \
        "You need the king and the queen of hearts to announce a marriage."


# ---------------------------------------------------------------- S-8, S-9


def talon_of_4():
    """Seat 1 wins three tricks and leads with 3 face-down cards and the trump card left; holds the trump jack."""
    state = make("JH AS 10S KS AC", "JS QS JC QC JD", "AH")
    for lead, reply in (("AS", "JS"), ("10S", "QS"), ("KS", "JC")):
        play(state, 1, lead)
        play(state, 0, reply)
    return state


def test_exchange_and_close_allowed_with_three_cards_and_the_trump_card():
    # RULES S-8, S-9: the talon holds 4 (> 2) with the trump card
    state = talon_of_4()
    assert state.talon_size() == 4 and state.to_move == 1
    view = state.view(1)
    assert view.can_exchange and view.can_close
    assert ExchangeTrump() in state.legal_actions(1) and Close() in state.legal_actions(1)
    events = state.apply(1, ExchangeTrump())
    assert events[0].kind == "exchange" and events[0].data["jack"] == card("JH")
    view = state.view(0)
    assert view.trump_card == card("JH") and view.revealed[1] == (card("AH"),)
    assert card("AH") in state.view(1).hand
    assert state.to_move == 1                                          # still to lead
    assert reason(state, 1, ExchangeTrump()) == "You do not hold the trump jack."
    state.apply(1, Close())                                            # exchanging and then closing is fine
    assert reason(state, 1, Close()) == "The talon is already closed."


def test_exchange_and_close_refused_with_one_card_and_the_trump_card():
    # RULES S-8, S-9: the talon holds 2 with the trump card: no exchange, no closing
    state = talon_of_4()
    play(state, 1, "AC")
    play(state, 0, "QC")
    assert state.talon_size() == 2 and state.to_move == 1 and card("JH") in state.view(1).hand
    view = state.view(1)
    assert not view.can_exchange and not view.can_close
    assert not any(isinstance(a, (ExchangeTrump, Close)) for a in state.legal_actions(1))
    assert "more than 2 cards" in reason(state, 1, ExchangeTrump())
    assert "more than 2 cards" in reason(state, 1, Close())


def test_exchange_and_close_only_by_the_leader_before_leading():
    # RULES S-8, S-9
    state = talon_of_4()
    assert reason(state, 0, Close()).startswith("Only the player on lead may close the talon")
    assert reason(state, 0, ExchangeTrump()).startswith("Only the player on lead may exchange the trump jack")
    play(state, 1, "AC")
    assert reason(state, 0, Close()).startswith("Only the player on lead may close the talon")
    assert reason(state, 1, Close()).startswith("Only the player on lead may close the talon")


def test_no_exchange_once_closed():
    # RULES S-8: not while the talon is closed
    state = talon_of_4()
    state.apply(1, Close())
    assert reason(state, 1, ExchangeTrump()) == "The talon is closed; no more exchanges."


def test_closing_turns_the_trump_card_down_and_stops_drawing():
    # RULES S-9
    state = make("KH AS QC KS 10C", "10H JH AD QD KC", "JD")
    events = state.apply(1, Close())
    assert [e.kind for e in events] == ["close", "flip"]
    view = state.view(0)
    assert view.closed_by == 1 and view.strict and view.trump_card is None
    assert view.trump_card_down == card("JD") and view.trump_suit == Suit.DIAMONDS
    assert view.close_snapshot == (0, 0) and view.closed_at == 0
    play(state, 1, "AS")
    play(state, 0, "AD")                                               # void in spades: must trump
    assert state.view(0).hand_counts == (4, 4) and state.view(0).talon_count == 9
