"""Schnapsen rules from the end of a round to the bummerl (cardsuite/games/schnapsen/engine/RULES.md S-10 ... S-13):
66 and the last trick, game points, closing scores, the countdown; and the interface around the rules (options,
views, JSON, replay) and determinisation, on hand-picked deals."""

import json
import random

import pytest

from cardsuite.cards import Card, card, cards
from cardsuite.engine import BadMessage, Record, RoundSummary, replay
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.cards import CARDS
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.games.schnapsen.engine.scoring import game_points
from cardsuite.games.schnapsen.engine.views import SchnapsenView
from support.schnapsenhelpers import order, make, play, reason, first_legal_until


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
