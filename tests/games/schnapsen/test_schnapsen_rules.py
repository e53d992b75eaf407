"""Schnapsen rules, clause by clause (cardsuite/games/schnapsen/engine/RULES.md S-1 ... S-13), on hand-picked deals."""

import json
import random

import pytest

from cardsuite.cards import Card, Suit, card, cards, schnapsen_deck
from cardsuite.engine import BadMessage, IllegalAction, Record, RoundSummary, replay
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.cards import CARDS
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.engine.scoring import POINTS, game_points
from cardsuite.games.schnapsen.engine.views import SchnapsenView


def order(nd, dl, trump, talon=""):
    """A deck order for a hand-picked deal: the non-dealer's and dealer's hands, the trump card and the
    talon from the top (the rest of the talon follows in the deck's usual order)."""
    nd, dl, talon = cards(nd), cards(dl), cards(talon)
    tc = card(trump)
    used = set(nd + dl + talon + [tc])
    assert len(used) == len(nd) + len(dl) + len(talon) + 1 == 11 + len(talon)
    talon += [c for c in schnapsen_deck() if c not in used]
    return nd[:3] + dl[:3] + [tc] + nd[3:] + dl[3:] + talon


def make(nd, dl, trump, talon="", dealer=0, **options):
    """A round from a hand-picked deal (see :func:`order`)."""
    return GAME.from_deck(SchnapsenOptions(**options), order(nd, dl, trump, talon), {"dealer": dealer})


def play(state, seat, text, marry=False):
    return state.apply(seat, Play(card(text), marry))


def reason(state, seat, action):
    with pytest.raises(IllegalAction) as info:
        before = state.to_json()
        state.apply(seat, action)
    assert state.to_json() == before
    return info.value.reason


def hand(state, seat):
    return sorted(state.view(seat).hand)


def first_legal_until(state, stop):
    """Play the first legal action that is a card until ``stop(state)``."""
    while not state.is_over and not stop(state):
        seat = state.to_move
        state.apply(seat, next(a for a in state.legal_actions(seat) if isinstance(a, Play)))


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


# ---------------------------------------------------------------- S-10, S-11


def test_66_ends_the_round_after_the_trick():
    # RULES S-10, S-11: seat 1 reaches 66 with seat 0 trickless: 3 game points
    state = make("KH QH AS 10S AD", "JC QC KC JD QD", "JH")
    play(state, 1, "KH", marry=True)                                   # 40 pending
    play(state, 0, "JC")                                               # seat 1: 6 + 40 = 46
    assert state.view(1).points[1] == 46
    play(state, 1, "AS")
    play(state, 0, "QC")                                               # 60
    assert not state.is_over
    play(state, 1, "10S")
    events = play(state, 0, "KC")                                      # 74
    assert events[-1].kind == "round_over"
    assert state.result == (1, 3, "66")


def test_last_trick_wins_when_no_one_reaches_66():
    # RULES S-10: the winner of the last trick wins, scored by S-11 (1 point in practice)
    found = 0
    for seed in range(200):
        state = GAME.new_state(SchnapsenOptions(), seed)
        first_legal_until(state, lambda s: False)
        if state.result[2] != "last_trick":
            continue
        found += 1
        view = state.view(0)
        assert view.hand_counts == (0, 0) and len(view.history) == 10
        assert view.winner == view.history[-1].winner
        assert max(state.points(0), state.points(1)) < 66
        assert state.result[1] == 1
    assert found >= 3


@pytest.mark.parametrize("tricks, points, expected", [(0, 0, 3), (1, 0, 2), (1, 32, 2), (2, 33, 1), (4, 65, 1)])
def test_game_points(tricks, points, expected):
    # RULES S-11
    assert game_points(tricks, points) == expected


def test_game_points_of_finished_rounds_follow_the_loser():
    # RULES S-11 (rounds without closing), S-12 (closed rounds), over many random rounds
    seen = set()
    for seed in range(400):
        state = GAME.new_state(SchnapsenOptions(), seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        winner, gp, why = state.result
        loser = 1 - winner
        if state.closed_by is None:
            assert gp == game_points(state.tricks[loser], state.points(loser))
        elif winner == state.closed_by:
            assert gp == game_points(*state.close_snap)
        else:
            assert gp == (3 if state.close_snap[0] == 0 else 2)
        seen.add((state.closed_by is not None, gp))
    assert {(False, 1), (False, 2), (False, 3), (True, 2), (True, 3)} <= seen


# ---------------------------------------------------------------- S-12


def test_closer_scores_on_the_opponents_tricks_at_closing():
    # RULES S-12: 3 points since seat 0 had no trick when seat 1 closed, although it takes one later
    state = make("QH KH AH AS JC", "AC QS JD QD KC", "JH")
    state.apply(1, Close())
    play(state, 1, "QH", marry=True)
    play(state, 0, "JD")                                               # seat 1: 5 + 40
    play(state, 1, "JC")
    assert sorted(a.card for a in state.legal_actions(0)) == sorted(cards("AC KC"))
    play(state, 0, "AC")                                               # seat 0 takes a trick now
    play(state, 0, "QD")
    play(state, 1, "AH")                                               # must trump: 59
    play(state, 1, "AS")
    play(state, 0, "QS")                                               # 73
    assert state.tricks[0] == 1
    assert state.result == (1, 3, "66")


def test_failed_close_other_reaches_66_gets_3_without_trick_at_closing():
    # RULES S-12: the closer fails; the other player had no trick at closing: 3 points
    state = make("JC QC KC JD QD", "AC 10C AD 10D AS", "JH")
    state.apply(1, Close())
    for lead, reply in (("JC", "10C"), ("AD", "JD"), ("10D", "QD"), ("AC", "QC"), ("AS", "KC")):
        leader = state.to_move
        play(state, leader, lead)
        play(state, 1 - leader, reply)
    assert state.result == (0, 3, "66")


def test_failed_close_no_one_reaches_66_gets_2_with_a_trick_at_closing():
    # RULES S-12: seat 0 had a trick when seat 1 closed; no one reaches 66; seat 0 gets 2
    state = make("JS KC QD AH 10S", "QS JC KD QC 10H", "JH", talon="KH QH JD KS AC 10C AD 10D AS")
    play(state, 1, "JS")
    play(state, 0, "QS")                                               # seat 0: 5
    play(state, 0, "JC")
    play(state, 1, "KC")                                               # seat 1: 6
    state.apply(1, Close())
    assert state.close_snap == (1, 5)
    first_legal_until(state, lambda s: False)
    assert max(state.points(0), state.points(1)) < 66
    assert state.result == (0, 2, "closer_failed")
    summary_score, summary = GAME.score_round(SchnapsenOptions(), GAME.new_match_score(SchnapsenOptions()), state)
    assert summary.winner == 0 and summary.points == (2, 0)
    assert summary_score["totals"] == [5, 7]
    assert "Seat 1 had closed the talon" in summary.text


# ---------------------------------------------------------------- S-13


def finished_round():
    state = make("KH QH AS 10S AD", "JC QC KC JD QD", "JH")
    for lead, reply, marry in (("KH", "JC", True), ("AS", "QC", False), ("10S", "KC", False)):
        play(state, 1, lead, marry)
        play(state, 0, reply)
    return state


def test_countdown_from_7_never_below_0_and_bummerl():
    # RULES S-13
    opts = SchnapsenOptions()
    score = GAME.new_match_score(opts)
    assert score["totals"] == [7, 7]
    assert GAME.match_result(opts, score) is None
    state = finished_round()
    score, summary = GAME.score_round(opts, score, state)
    assert isinstance(summary, RoundSummary)
    assert score["totals"] == [7, 4] and summary.points == (0, 3) and summary.winner == 1
    assert summary.text == "Seat 1 wins the round with 3 game points: reached 66."
    labels = [label for label, _ in summary.lines]
    assert labels == ["Card points", "Marriages", "Points", "Tricks", "Game points", "To go"]
    assert dict(summary.lines)["To go"] == ("7 \u2192 7", "7 \u2192 4")
    assert dict(summary.lines)["Marriages"] == ("0", "40")
    score = {**score, "totals": [7, 2]}
    score, summary = GAME.score_round(opts, score, state)
    assert score["totals"] == [7, 0]                                   # never below 0
    result = GAME.match_result(opts, score)
    assert result.winner == 1 and result.totals == (7, 0)
    assert "bummerl" in result.text
    short = SchnapsenOptions(target=3)
    assert GAME.new_match_score(short)["totals"] == [3, 3]


def test_score_round_refuses_an_unfinished_round():
    # RULES S-13
    with pytest.raises(ValueError):
        GAME.score_round(SchnapsenOptions(), GAME.new_match_score(SchnapsenOptions()),
                         GAME.new_state(SchnapsenOptions(), 1))


# ---------------------------------------------------------------- the interface around the rules


def test_options_presets_and_metadata():
    import dataclasses
    opts = SchnapsenOptions.from_preset("default")
    assert opts.target == 7 and opts.show_both_scores is False
    assert SchnapsenOptions.from_json(opts.to_json()) == opts
    for f in dataclasses.fields(SchnapsenOptions):
        if f.name != "preset":
            assert f.metadata["label"] and f.metadata["help"]
    with pytest.raises(BadMessage):
        SchnapsenOptions.from_json({"target": 0})
    with pytest.raises(BadMessage):
        SchnapsenOptions.from_json({"target": "7"})


def test_show_both_scores_option():
    state = make("QH KH AC 10D JD", "AH JC KD 10S JS", "QS", show_both_scores=True)
    play(state, 1, "AC")
    play(state, 0, "JC")
    assert state.view(0).points == (0, 13) and state.view(1).points == (0, 13)
    assert state.view(None).points == (0, 13)
    hidden = make("QH KH AC 10D JD", "AH JC KD 10S JS", "QS")
    play(hidden, 1, "AC")
    play(hidden, 0, "JC")
    assert hidden.view(0).points == (0, None) and hidden.view(1).points == (None, 13)
    assert hidden.view(None).points == (None, None) and hidden.view(None).hand == ()


def test_view_fields_and_json_round_trip():
    state = make("QH KH AC 10D JD", "AH JC KD 10S JS", "QS")
    view = state.view(1)
    assert isinstance(view, SchnapsenView)
    assert set(view.hand) == set(cards("QH KH AC 10D JD")) and len(view.hand) == 5
    assert view.hand_counts == (5, 5) and view.revealed == ((), ())
    assert view.to_move == 1 and view.can_close and not view.can_exchange
    assert view.trick == () and view.last_trick is None and view.history == ()
    play(state, 1, "QH", marry=True)
    view = state.view(0)
    assert view.trick == (card("QH"),) and view.to_move == 0 and not view.can_close
    data = json.loads(json.dumps(view.to_json()))
    assert GAME.view_from_json(data) == view
    play(state, 0, "AH")
    view = state.view(1)
    assert view.last_trick.cards == (card("QH"), card("AH")) and view.last_trick.winner == 0
    assert view.tricks == (1, 0) and view.won == ()
    play(state, 0, "JC")
    assert state.view(1).last_trick is None                            # the next trick has started
    assert len(state.view(1).history) == 1


def test_illegal_reasons():
    state = make("QH KH AC 10D JD", "AH JC KD 10S JS", "QS")
    assert reason(state, 0, Play(card("AH"))) == "It is not your turn."
    assert reason(state, 1, Play(card("AH"))) == "You do not hold the ace of hearts."
    assert reason(state, 1, Play(Card.parse("AH:1"))) == "That card is not part of this game."
    assert reason(state, 1, "AH") == "That is not a move of this game."
    from support.toygame.engine.game import Play as ToyPlay
    assert reason(state, 1, ToyPlay(card("AC"))) == "That is not a move of this game."
    assert state.explain_illegal(1, Play(card("AH"))) == "You do not hold the ace of hearts."


def test_actions_json():
    for action, data in ((Play(card("KH")), {"type": "play", "card": "KH", "marry": False}),
                         (Play(card("QS"), True), {"type": "play", "card": "QS", "marry": True}),
                         (ExchangeTrump(), {"type": "exchange"}), (Close(), {"type": "close"})):
        assert action.to_json() == data
        assert GAME.actions.from_json(json.loads(json.dumps(data))) == action
    assert GAME.actions.from_json({"type": "play", "card": "KH"}) == Play(card("KH"))
    for bad in (None, {"type": "play", "card": "XX"}, {"type": "play", "card": "KH", "marry": "yes"},
                {"type": "close", "seat": 1}, {"type": "fly"}):
        with pytest.raises(BadMessage):
            GAME.actions.from_json(bad)


def test_a_play_carries_its_card_number_outside_equality_and_json():
    # RULES S-1: the 20 cards; a card from elsewhere has no number
    for number, c in enumerate(CARDS):
        assert Play(c).card_id == number and Play(c, True).card_id == number
    foreign = Play(Card.parse("AH:1"))
    assert foreign.card_id is None and foreign != Play(card("AH"))
    assert Play(card("KH")).to_json() == {"type": "play", "card": "KH", "marry": False}
    assert GAME.actions.from_json({"type": "play", "card": "KH"}).card_id == CARDS.index(card("KH"))


def test_a_saved_round_is_rebuilt_by_replaying_its_record():  # RULES S-2
    deck = order("QH KH AC 10D JD", "AH JC KD 10S JS", "QS")
    state = GAME.from_deck(SchnapsenOptions(), deck, {"dealer": 0})
    log = []
    for seat, action in ((1, Play(card("QH"), True)), (0, Play(card("AH"))), (0, Play(card("JC")))):
        state.apply(seat, action)
        log.append((seat, action.to_json()))
    record = Record(GAME.name, GAME.rules_version, SchnapsenOptions().to_json(), None, {"dealer": 0},
                    [c.text for c in deck], log)
    again = replay(GAME, Record.from_json(json.loads(json.dumps(record.to_json()))))
    assert again.to_json() == state.to_json()
    assert again.view(0) == state.view(0) and again.legal_actions(1) == state.legal_actions(1)
    assert not hasattr(GAME, "state_from_json")        # saves hold records, never states


# ---------------------------------------------------------------- determinisation


def true_assignment(state, seat):
    """The real hidden cards of ``seat``'s view in the documented order of places."""
    out = []
    for s in (0, 1):
        if s != seat:
            out += [CARDS[c] for c in state.hands[s] if c not in state.revealed[s]]
    return out + [CARDS[c] for c in reversed(state.talon)]


def test_unseen_cards_are_the_hidden_hand_cards_and_the_face_down_talon():  # RULES S-2, S-8, S-9
    state = make("JS AH 10H KC QD", "AC QS JC QC KD", "AS")
    view = state.view(1)
    unseen = GAME.unseen_cards(view)
    assert len(unseen) == 5 + 9 and card("AS") not in unseen
    assert set(unseen) == set(CARDS) - set(view.hand) - {card("AS")}
    state.apply(1, ExchangeTrump())                                    # the trump card goes to a hand, seen
    assert card("AS") not in GAME.unseen_cards(state.view(0)) and card("JS") not in GAME.unseen_cards(state.view(0))
    state.apply(1, Close())                                            # turned down, still remembered
    assert state.view(0).trump_card_down == card("JS") and card("JS") not in GAME.unseen_cards(state.view(0))
    assert len(GAME.unseen_cards(state.view(0))) == 4 + 9               # the AS in seat 1's hand is revealed
    assert len(GAME.unseen_cards(state.view(None))) == 4 + 5 + 9


def test_determinise_fills_the_places_in_order_and_keeps_the_view():
    state = make("JS AH 10H KC QD", "AC QS JC QC KD", "AS")
    view = state.view(1)
    unseen = GAME.unseen_cards(view)
    assignment = list(reversed(unseen))
    world = GAME.determinise(view, assignment)
    assert set(world.view(0).hand) == set(assignment[:5])              # the other hand first,
    assert world.to_json()["talon"] == [c.text for c in assignment[5:]]  # then the talon from the top
    assert json.dumps(world.view(1).to_json()) == json.dumps(view.to_json())
    assert world.legal_actions(1) == state.legal_actions(1)


def test_determinise_with_the_true_cards_gives_back_every_view():
    for seed in range(25):
        state = GAME.new_state(SchnapsenOptions(show_both_scores=seed % 2 == 0), seed, {"dealer": seed % 2})
        rng = random.Random(seed)
        while True:
            seat = rng.choice((0, 1, None))
            world = GAME.determinise(state.view(seat), true_assignment(state, seat))
            assert all(world.view(w) == state.view(w) for w in (0, 1, None))
            assert all(world.legal_actions(w) == state.legal_actions(w) for w in (0, 1))
            if state.is_over:
                break
            state.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))


def test_determinise_refuses_a_wrong_multiset():
    state = make("JS AH 10H KC QD", "AC QS JC QC KD", "AS")
    view = state.view(1)
    unseen = GAME.unseen_cards(view)
    for bad in (unseen[:-1], unseen + [card("AS")], unseen[:-1] + [card("JS")], unseen[:-1] + [unseen[0]]):
        with pytest.raises(BadMessage):
            GAME.determinise(view, bad)


def test_events_name_piles():
    state = make("JH AS 10S KS AC", "JS QS JC QC JD", "AH")
    events = play(state, 1, "AS")
    assert events[0].kind == "move" and events[0].data["src"] == "hand1" and events[0].data["dst"] == "trick"
    events = play(state, 0, "JS")
    kinds = [(e.kind, e.data.get("src"), e.data.get("dst")) for e in events]
    assert kinds[:4] == [("move", "hand0", "trick"), ("trick", None, None), ("move", "trick", "won1"),
                         ("move", "trick", "won1")]
    assert all(json.dumps(e.to_json()) for e in events)
