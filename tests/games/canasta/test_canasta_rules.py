"""Canasta's rules, clause by clause (cardsuite/games/canasta/engine/RULES.md C-1 ... C-15), for each preset where they differ."""

import json
from dataclasses import replace

import pytest

from cardsuite.cards import Card, Rank, canasta_deck, cards
from cardsuite.engine import IllegalAction
from cardsuite.games.canasta.engine.positions import ids, layout, texts
from cardsuite.games.canasta.engine.cards import CARDS, INDEX, RANK, VALUE, WILD
from cardsuite.games.canasta.engine.melds import hand_melds, meld_problem, plan_go_out
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.actions import (AcceptDouble, Answer, AskPartner, DeclineDouble, Discard, Draw,
                                                    GoOut, Meld, ProposeDouble, TakeBack, TakePile, UndoPickup)

STARGAMES = CanastaOptions.from_preset("StarGames")
CLASSIC = CanastaOptions.from_preset("Classic")
BOTH = pytest.mark.parametrize("opts", [STARGAMES, CLASSIC], ids=["StarGames", "Classic"])


def C(text):
    """Cards from text, as the engine's Card objects."""
    return tuple(cards(text))


def meld(rank, text):
    return Meld(Rank(rank), C(text))


def refused(st, seat, action, words):
    """The action is refused with a reason containing ``words``, and the state is untouched."""
    before = json.dumps(st.to_json())
    with pytest.raises(IllegalAction) as info:
        st.apply(seat, action)
    assert words.lower() in info.value.reason.lower(), info.value.reason
    assert json.dumps(st.to_json()) == before
    return info.value.reason


def hand_texts(st, seat):
    return sorted(texts(st.hands[seat]))


# ---------------------------------------------------------------- C-1 cards


def test_deck_has_108_cards_with_wilds_and_threes():  # RULES C-1
    deck = canasta_deck()
    assert len(deck) == 108 == len(CARDS)
    assert sum(1 for c in range(108) if WILD[c]) == 12            # 8 twos and 4 jokers
    from cardsuite.games.canasta.engine.cards import BLACK3, RED3
    assert sum(RED3) == 4 and sum(BLACK3) == 4
    st = GAME.new_state(STARGAMES, 1)
    places = [c for h in st.hands for c in h] + st.stock + st.pile + st.red3[0] + st.red3[1]
    assert sorted(places) == list(range(108))


def test_twos_and_jokers_are_wild_in_a_meld():  # RULES C-1
    st = layout(hands=["KS KH 2D JK 5C 6C"], turn=0, phase="play", melds={0: ["8C 8D 8H"]})
    st.apply(0, meld(13, "KS KH"))
    st.apply(0, meld(13, "2D"))
    st.apply(0, Discard(Card.parse("5C")))
    assert texts(st.melds[0][13]) == ["KS", "KH", "2D"]


# ---------------------------------------------------------------- C-2 deal


def deck_with(first_cards, n=2):
    """A deck order starting with ``first_cards`` (texts, copies allotted in order), then every other card."""
    from cardsuite.games.canasta.engine.positions import _Picker
    pick = _Picker()
    head = pick.many(first_cards)
    rest = [c for c in range(108) if c not in pick.used]
    from cardsuite.games.canasta.engine.cards import RED3
    rest.sort(key=lambda c: (RED3[c] or WILD[c], c))       # keep the filler plain
    return [CARDS[c] for c in head + rest]


@pytest.mark.parametrize("players,size", [(2, 15), (4, 11)])
def test_deal_sizes_and_first_player(players, size):  # RULES C-2
    opts = CanastaOptions.from_preset("Classic", players=players)
    st = GAME.new_state(opts, 42, {"dealer": 1, "scores": [0, 0]})
    assert all(len(h) == size for h in st.hands)
    assert st.to_move == 2 % players and st.dealer == 1
    assert len(st.pile) >= 1
    assert len(st.stock) + len(st.pile) + sum(map(len, st.hands)) + len(st.red3[0]) + len(st.red3[1]) == 108


def test_cards_are_dealt_one_at_a_time_from_the_player_after_the_dealer():  # RULES C-2
    deck = deck_with([])
    st = GAME.from_deck(STARGAMES, deck, {"dealer": 0})
    assert st.hands[1][:2] == [INDEX[deck[0]], INDEX[deck[2]]]
    assert st.hands[0][:2] == [INDEX[deck[1]], INDEX[deck[3]]]
    assert st.pile == [INDEX[deck[30]]]
    assert st.stock[-1] == INDEX[deck[31]]                    # the next card is the stock's top


def test_wild_or_red3_up_card_turns_another_and_freezes():  # RULES C-2
    plain = [f"{r}{s}" for r in ("4", "5", "6", "7", "8", "9", "10", "J") for s in "CDHS"][:30]
    deck = deck_with(plain + ["JK", "3H", "KS"])
    st = GAME.from_deck(STARGAMES, deck, {"dealer": 0})
    assert texts(st.pile) == ["JK", "3H", "KS"]
    assert st.frozen_for(1)
    view = st.view(1)
    assert view.pile_frozen and view.pile_has_wild and view.pile_top == Card.parse("KS")


def test_dealt_red_threes_are_replaced_in_turn_order_chains_first():  # RULES C-2, C-3
    order = []
    # seat 1 plays first (dealer 0): it gets deck cards 0, 2, 4...; seat 0 gets 1, 3, 5...
    plain = [f"{r}{s}" for r in ("4", "5", "6", "7", "8", "9", "10", "J") for s in "CDHS"]
    for i in range(30):
        order.append(plain[i])
    order[0] = "3H"            # seat 1's first card
    order[1] = "3D"            # seat 0's first card
    deck = deck_with(order + ["KS", "3H", "QC", "QD"])      # up-card KS; stock: 3H, QC, QD, ...
    st = GAME.from_deck(STARGAMES, deck, {"dealer": 0})
    assert texts(st.pile) == ["KS"]                                # turned before the red 3s are replaced
    # seat 1 replaces its 3H with the stock's 3H:1, lays that too and gets QC; then seat 0 gets QD
    assert texts(st.red3[1]) == ["3H", "3H:1"]
    assert texts(st.red3[0]) == ["3D"]
    assert "QC" in texts(st.hands[1]) and "QD" in texts(st.hands[0])
    assert len(st.hands[0]) == len(st.hands[1]) == 15


# ---------------------------------------------------------------- C-3 red threes


def test_red_three_drawn_is_laid_and_replaced():  # RULES C-3
    st = layout(hands=["4C 5C", "4D 5D"], stock="3D KS QS", turn=0)
    st.apply(0, Draw())
    assert texts(st.red3[0]) == ["3D"]
    assert hand_texts(st, 0) == ["4C", "5C", "KS"]


def test_classic_draws_two_cards_that_are_not_red_threes():  # RULES C-3, C-4
    st = layout(CLASSIC, hands=["4C 5C", "4D 5D"], stock="KS 3D QS JS", turn=0)
    st.apply(0, Draw())
    assert texts(st.red3[0]) == ["3D"]
    assert hand_texts(st, 0) == ["4C", "5C", "KS", "QS"]


def test_red_three_taken_with_the_pile_gets_no_replacement():  # RULES C-3
    st = layout(hands=["8C 8D 4C 6D", "4D 5D"], pile="3H 9C 8S", stock="KS", turn=0,
                melds={0: ["QC QD QH"]})
    st.apply(0, TakePile(C("8C 8D")))
    assert texts(st.red3[0]) == ["3H"]
    assert hand_texts(st, 0) == ["4C", "6D", "9C"]
    assert st.stock[-1] == INDEX[Card.parse("KS")]


@BOTH
def test_red_three_as_last_stock_card_ends_the_round(opts):  # RULES C-3
    st = layout(opts, hands=["4C 5C", "4D 5D"], stock="3D", stock_size=1, turn=0)
    st.apply(0, Draw())
    assert st.is_over and st.result[0] == "red3_last"
    assert texts(st.red3[0]) == ["3D"]
    assert st.legal_actions(0) == [] and st.legal_actions(1) == []


# ---------------------------------------------------------------- C-4 turn


@pytest.mark.parametrize("opts,count", [(STARGAMES, 1), (CLASSIC, 2)], ids=["StarGames", "Classic"])
def test_turn_draw_then_discard(opts, count):  # RULES C-4
    st = layout(opts, hands=["4C 5C 9H", "4D 5D"], stock="KS QS JS", turn=0)
    refused(st, 0, Discard(Card.parse("4C")), "draw")
    st.apply(0, Draw())
    assert len(st.hands[0]) == 3 + count
    refused(st, 0, Draw(), "already drawn")
    st.apply(0, Discard(Card.parse("9H")))
    assert st.to_move == 1 and st.view(1).phase == "draw"
    assert texts(st.pile)[-1] == "9H"


def test_out_of_turn_actions_are_refused():  # RULES C-4
    st = layout(hands=["4C 5C 9H", "4D 5D"], stock="KS QS JS", turn=0)
    reason = refused(st, 1, Draw(), "not your turn")
    assert reason == "It is not your turn."
    assert st.legal_actions(1) == []


# ---------------------------------------------------------------- C-5 melds


def test_meld_validity_rules():  # RULES C-5
    assert meld_problem(8, 3, 0) is None
    assert meld_problem(8, 2, 1) is None
    assert "at least 2 natural" in meld_problem(8, 1, 2)
    assert "more wild" in meld_problem(8, 2, 3)
    assert "at most 3 wild" in meld_problem(8, 4, 4)
    assert "at least 3" in meld_problem(8, 2, 0)
    assert "only when you go out" in meld_problem(3, 3, 0)
    assert meld_problem(3, 3, 0, going_out=True) is None
    assert "without wild" in meld_problem(3, 3, 1, going_out=True)


def test_invalid_melds_are_refused_at_commit_with_reasons():  # RULES C-5
    st = layout(hands=["KS KH 2D JK 2C 5C 6C"], turn=0, phase="play", melds={0: ["8C 8D 8H"]})
    st.apply(0, meld(13, "KS KH"))
    refused(st, 0, Discard(Card.parse("5C")), "a meld needs at least 3")
    refused(st, 0, meld(13, "2D JK 2C"), "more wild cards than natural")       # refused at once
    st.apply(0, meld(13, "2D JK"))
    st.apply(0, Discard(Card.parse("5C")))
    assert st.to_move == 1 and texts(st.melds[0][13]) == ["KS", "KH", "2D", "JK"]


def test_cards_that_cannot_make_a_meld_this_turn_are_refused():  # RULES C-5
    st = layout(hands=["KS QH QD 5C 6C"], turn=0, phase="play")
    refused(st, 0, meld(13, "KS"), "cannot make a meld this turn")
    refused(st, 0, meld(12, "QH"), "cannot make a meld this turn")       # two queens and no wild card
    st2 = layout(hands=["KS 2C QH QD 5C 6C"], turn=0, phase="play", melds={0: ["KC KD KH"]})
    st2.apply(0, meld(13, "KS"))                                          # joins the kings
    st2.apply(0, meld(12, "QH"))                                          # two queens and a wild card
    assert meld(12, "QD") in st2.legal_actions(0)


def test_a_short_group_is_fine_during_the_turn_but_not_at_commit():  # RULES C-5
    st = layout(hands=["KS KH 2C 5C 6C"], turn=0, phase="play", melds={0: ["8C 8D 8H"]})
    st.apply(0, meld(13, "KS"))
    st.apply(0, meld(13, "KH"))
    assert Discard(Card.parse("5C")) not in st.legal_actions(0)
    refused(st, 0, Discard(Card.parse("5C")), "a meld needs at least 3")


def test_one_meld_per_rank_cards_join_it():  # RULES C-5
    st = layout(hands=["8S 8S 5C 6C"], turn=0, phase="play", melds={0: ["8C 8D 8H"]})
    st.apply(0, meld(8, "8S 8S:1"))
    assert texts(st.melds[0][8]) == ["8C", "8D", "8H", "8S", "8S:1"]
    assert [m.rank for m in st.view(0).melds[0]] == [Rank.EIGHT]


def test_wild_cards_need_a_natural_and_at_most_three():  # RULES C-5
    st = layout(hands=["2D 2C 2H 2S JK 5C"], turn=0, phase="play", melds={0: ["8C 8D 8H 8S"]})
    refused(st, 0, meld(9, "2D"), "natural card first")
    st.apply(0, meld(8, "2D 2C 2H"))
    refused(st, 0, meld(8, "JK"), "at most 3 wild")


def test_partners_share_melds_and_opponents_do_not():  # RULES C-5
    opts = CanastaOptions.from_preset("Classic", players=4)
    st = layout(opts, hands=["8S 5C 6C", "", "", ""], turn=0, phase="play",
                melds={0: ["8C 8D 8H"], 1: ["9C 9D 9H"]}, has_melded=[2, 1])
    st.apply(0, meld(8, "8S"))                       # joins the partner's eights
    assert len(st.melds[0][8]) == 4
    st.apply(0, Discard(Card.parse("5C")))
    assert st.view(3).melds[0][0].cards[-1] == Card.parse("8S")     # everyone sees it


def test_black_threes_only_when_going_out_and_without_wilds():  # RULES C-5
    st = layout(hands=["3C 3S 3C 2D 5C"], turn=0, phase="play",
                melds={0: ["8C 8D 8H 8S 8C 8D 8H"]})
    st.apply(0, meld(3, "3C 3S 3C:1"))
    refused(st, 0, Discard(Card.parse("5C")), "only when you go out")
    refused(st, 0, meld(3, "2D"), "without wild")
    st.apply(0, meld(8, "2D"))
    st.apply(0, GoOut(Card.parse("5C")))
    assert st.is_over and st.result == ("out", 0, False)


def test_red_threes_are_never_in_a_hand_to_meld():  # RULES C-5
    st = layout(hands=["4C 5C 6C"], stock="3H 9S", turn=0)
    st.apply(0, Draw())
    assert all(not (RANK[c] == 3 and CARDS[c].is_red) for c in st.hands[0])


# ---------------------------------------------------------------- C-6 initial meld


def test_minimum_table():  # RULES C-6
    assert [STARGAMES.minimum(s) for s in (-5, 0, 1495, 1500, 2995, 3000)] == [15, 50, 50, 90, 90, 120]


@pytest.mark.parametrize("score,need", [(-100, 15), (0, 50), (1500, 90), (3000, 120)])
def test_minimum_follows_the_side_score_from_the_round_context(score, need):  # RULES C-6, C-13
    ms = {"sides": [score, 0], "totals": [score, 0], "rounds": 1, "stake": 10, "holder": None, "declined": None}
    ctx = GAME.round_context(STARGAMES, ms, 1)
    st = GAME.new_state(STARGAMES, 9, ctx)
    assert st.view(0).minimums == (need, 50)


def test_first_melds_below_the_minimum_are_refused_with_a_reason():  # RULES C-6
    st = layout(hands=["KS KH KD 5C 6C 7C"], turn=0, phase="play")
    st.apply(0, meld(13, "KS KH KD"))
    reason = refused(st, 0, Discard(Card.parse("5C")), "Your melds count 30; you need 50 to open.")
    assert reason == "Your melds count 30; you need 50 to open."


def test_several_melds_in_one_turn_count_together():  # RULES C-6
    st = layout(hands=["KS KH KD QS QH QD 5C 6C"], turn=0, phase="play")
    st.apply(0, meld(13, "KS KH KD"))
    st.apply(0, meld(12, "QS QH QD"))
    st.apply(0, Discard(Card.parse("5C")))
    assert st.opened[0]


def test_pickup_minimum_counts_top_card_and_cards_laid_before_only():  # RULES C-6, C-8
    # top 9C with 9D 9H from hand = 30; the rest of the pile (aces) never counts
    st = layout(hands=["9D 9H KS KH KD 5C", "4D"], pile="AS AH AD 9C", turn=0)
    refused(st, 0, TakePile(C("9D 9H")), "Your melds count 30; you need 50 to open.")
    st.apply(0, meld(13, "KS KH KD"))                           # laid before the pickup: counts
    st.apply(0, TakePile(C("9D 9H")))
    assert st.opened[0] and st.took_pile
    assert hand_texts(st, 0) == ["5C", "AD", "AH", "AS"]
    # melds laid before the pickup stay down
    refused(st, 0, TakeBack(C("KS")), "stay down")


def test_laying_before_drawing_only_to_take_the_pile():  # RULES C-6
    st = layout(hands=["KS KH KD 5C 6C", "4D"], pile="9C", turn=0)
    refused(st, 0, meld(13, "KS KH KD"), "Draw first")
    opened = layout(hands=["KS KH KD 9D 9H", "4D"], pile="9C", turn=0, melds={0: ["QC QD QH"]})
    refused(opened, 0, meld(13, "KS KH KD"), "Draw first")
    st2 = layout(hands=["9D 9H KS KH KD 5C", "4D"], pile="AS 9C", turn=0)
    st2.apply(0, meld(13, "KS KH KD"))
    refused(st2, 0, Draw(), "Take back the cards you laid")
    st2.apply(0, TakeBack(()))
    st2.apply(0, Draw())


def test_concealed_going_out_needs_no_minimum():  # RULES C-6, C-10
    st = layout(hands=["4C 4D 4H 4S 4C 4D 4H 5C 5D 5H 6S"], turn=0, phase="play")
    st.apply(0, meld(4, "4C 4D 4H 4S 4C:1 4D:1 4H:1"))
    st.apply(0, meld(5, "5C 5D 5H"))
    st.apply(0, GoOut(Card.parse("6S")))                         # 50 points of fours and fives
    assert st.result == ("out", 0, True)
    assert st.side_scores()[0].going_out == 200


def test_concealed_needs_the_minimum_when_the_option_is_off():  # RULES C-6, C-10
    opts = CanastaOptions.from_preset("StarGames", concealed_no_minimum=False)
    st = layout(opts, hands=["4C 4D 4H 4S 4C 4D 4H 6S"], turn=0, phase="play")
    st.apply(0, meld(4, "4C 4D 4H 4S 4C:1 4D:1 4H:1"))
    refused(st, 0, GoOut(Card.parse("6S")), "you need 50 to open")


# ---------------------------------------------------------------- C-7 values


def test_card_values():  # RULES C-7
    def v(t):
        return VALUE[INDEX[Card.parse(t)]]
    assert v("JK") == 50 and v("AS") == 20 and v("2D") == 20
    assert [v(t) for t in ("KS", "QH", "JC", "10D", "9S", "8H")] == [10] * 6
    assert [v(t) for t in ("7S", "6H", "5C", "4D", "3S")] == [5] * 5


# ---------------------------------------------------------------- C-8 taking the pile


def test_pickup_top_card_with_two_from_hand_and_rest_to_hand():  # RULES C-8
    st = layout(hands=["8C 8D 4C 6D", "4D 5D"], pile="KS 2H 9C 8S", turn=0, melds={0: ["QC QD QH"]})
    assert st.frozen_for(0)                                   # the 2H in the pile freezes it
    st.apply(0, TakePile(C("8C 8D")))
    assert texts(st.melds[0][8]) == ["8C", "8D", "8S"]
    assert hand_texts(st, 0) == ["2H", "4C", "6D", "9C", "KS"]
    assert st.pile == [] and st.pile_wild == 0
    assert set(st.view(1).known[0]) == set(C("KS 2H 9C"))         # everyone saw what the pile held


def test_unfrozen_pickup_onto_an_existing_meld():  # RULES C-8
    st = layout(hands=["4C 6D 7H", "4D 5D"], pile="9C QS", turn=0, melds={0: ["QC QD QH"]})
    assert not st.frozen_for(0)
    assert TakePile(()) in st.legal_actions(0)
    st.apply(0, TakePile(()))
    assert len(st.melds[0][12]) == 4


def test_frozen_pile_needs_two_naturals_not_an_existing_meld():  # RULES C-8
    st = layout(hands=["QS 2C 6D 7H", "4D 5D"], pile="JK 9C QH", turn=0, melds={0: ["QC QD QH"]})
    refused(st, 0, TakePile(()), "frozen (it holds a wild card)")
    refused(st, 0, TakePile(C("QS 2C")), "two natural queens")
    view = st.view(0)
    assert view.pile_frozen and "Frozen" in view.pile_status


def test_pile_is_frozen_for_a_side_without_melds():  # RULES C-8
    st = layout(hands=["QS 2C 6D 7H", "4D 5D"], pile="9C QH", turn=0)
    refused(st, 0, TakePile(C("QS 2C")), "your side has no meld yet")
    assert st.view(0).pile_frozen and not st.view(0).pile_has_wild


@pytest.mark.parametrize("top", ["2C", "JK"])
def test_wild_on_top_blocks_the_pile(top):  # RULES C-8
    st = layout(hands=["QS QD 6D 7H", "4D 5D"], pile=f"QH {top}", turn=0, melds={0: ["QC QD QH"]})
    refused(st, 0, TakePile(C("QS QD")), "blocked: a wild card")
    assert st.view(0).pile_blocked


def test_black_three_on_top_blocks_the_pile_stargames():  # RULES C-8
    st = layout(hands=["3C 3S 6D 7H", "4D 5D"], pile="QH 3C", turn=0, melds={0: ["QC QD QH"]})
    refused(st, 0, TakePile(C("3C:1 3S")), "blocked: a black 3")
    assert all(not isinstance(a, TakePile) for a in st.legal_actions(0))


def test_classic_black_three_pickup_only_to_go_out():  # RULES C-8, C-10
    # the pile's cards complete the going out: three black 3s and the rest melded
    st = layout(CLASSIC, hands=["3C 3S 9D", "4D 5D"], pile="9C 9H 3S", turn=0,
                melds={0: ["KC KD KH KS KC KD KH", "QC QD QH QS QC QD QH"]})
    st.apply(0, TakePile(C("3C 3S")))
    assert st.view(0).must_go_out
    refused(st, 0, Discard(Card.parse("9D")), "must go out")
    st.apply(0, meld(9, "9C 9H 9D"))
    st.apply(0, GoOut())
    assert st.result == ("out", 0, False)
    assert len(st.melds[0][3]) == 3


def test_classic_black_three_pickup_taken_back_exactly_when_going_out_fails():  # RULES C-8
    st = layout(CLASSIC, hands=["3C 3S 9D 4H", "4D 5D"], pile="JK 7C 3S", turn=0,
                melds={0: ["KC KD KH KS KC KD KH", "QC QD QH QS QC QD QH"]})
    before = st.to_json()
    st.apply(0, TakePile(C("3C 3S")))
    assert UndoPickup() in st.legal_actions(0)
    st.apply(0, UndoPickup())
    after = st.to_json()
    for key in ("hands", "pile", "melds", "red3", "known", "stock"):
        assert after[key] == before[key], key
    assert st.view(0).phase == "draw"
    refused(st, 0, TakePile(C("3C 3S")), "took this pile back")
    st.apply(0, Draw())


def test_classic_black_three_pickup_needs_two_black_threes():  # RULES C-8
    st = layout(CLASSIC, hands=["3C 9D 4H", "4D 5D"], pile="7C 3S", turn=0, melds={0: ["KC KD KH"]})
    refused(st, 0, TakePile(C("3C")), "two black 3s")


def test_single_card_may_not_take_a_single_card_pile():  # RULES C-8
    st = layout(hands=["QS", "4D 5D"], pile="QH", turn=0, melds={0: ["QC QD QH"]})
    refused(st, 0, TakePile(()), "single card")
    st2 = layout(hands=["QS", "4D 5D"], pile="5H QH", turn=0,
                 melds={0: ["QC QD QH", "KC KD KH KS KC KD KH"]})
    st2.apply(0, TakePile(()))


def test_unfrozen_pickup_with_a_natural_and_a_wild_is_an_option():  # RULES C-8
    st = layout(hands=["9D 2C 6D 7H", "4D 5D"], pile="5H 9C", turn=0, melds={0: ["QC QD QH"]})
    st.apply(0, TakePile(C("9D 2C")))
    opts = CanastaOptions.from_preset("StarGames", unfrozen_pickup_with_wild=False)
    st2 = layout(opts, hands=["9D 2C 6D 7H", "4D 5D"], pile="5H 9C", turn=0, melds={0: ["QC QD QH"]})
    refused(st2, 0, TakePile(C("9D 2C")), "two natural 9s")


def test_pickup_that_leaves_no_discard_needs_the_canastas():  # RULES C-8, C-10
    st = layout(hands=["QS QD", "4D 5D"], pile="QH", turn=0, melds={0: ["KC KD KH"]})
    refused(st, 0, TakePile(C("QS QD")), "no card to discard")


# ---------------------------------------------------------------- C-9 canasta


def test_canasta_kinds_and_bonuses():  # RULES C-9, C-12
    st = layout(hands=["5C 6C", "4D"], turn=0, phase="play",
                melds={0: ["KC KD KH KS KC KD KH", "QC QD QH QS 2C QD QH"]})
    st.apply(0, Discard(Card.parse("5C")))
    view = st.view(1)
    kinds = sorted(m.canasta for m in view.melds[0])
    assert kinds == ["mixed", "natural"]
    score = st.side_scores()[0]
    assert score.natural_canastas == 1 and score.mixed_canastas == 1 and score.canasta_bonus == 800


# ---------------------------------------------------------------- C-10 going out


@pytest.mark.parametrize("opts,needed", [(STARGAMES, 1), (CLASSIC, 2)], ids=["StarGames", "Classic"])
def test_going_out_needs_the_preset_canastas(opts, needed):  # RULES C-10
    st = layout(opts, hands=["9C 9D 9H 5C"], turn=0, phase="play",
                melds={0: ["KC KD KH KS KC KD KH", "QC QD QH QS"]})
    st.apply(0, meld(9, "9C 9D 9H"))
    if needed == 1:
        st.apply(0, GoOut(Card.parse("5C")))
        assert st.result == ("out", 0, False)
        assert st.side_scores()[0].going_out == 100
    else:
        reason = refused(st, 0, GoOut(Card.parse("5C")), "needs 2 canastas")
        assert reason == "Going out needs 2 canastas; your side has 1."


def test_classic_partnership_needs_one_canasta():  # RULES C-10
    opts = CanastaOptions.from_preset("Classic", players=4)
    assert opts.canastas_needed == 1
    st = layout(opts, hands=["9C 9D 9H 5C", "", "", ""], turn=0, phase="play",
                melds={0: ["KC KD KH KS KC KD KH"]})
    st.apply(0, meld(9, "9C 9D 9H"))
    st.apply(0, GoOut(Card.parse("5C")))
    assert st.result == ("out", 0, False)


def test_discarding_the_last_card_is_going_out():  # RULES C-10
    st = layout(hands=["9C 9D 9H 5C"], turn=0, phase="play", melds={0: ["KC KD KH"]})
    st.apply(0, meld(9, "9C 9D 9H"))
    refused(st, 0, Discard(Card.parse("5C")), "use Go out")
    refused(st, 0, GoOut(Card.parse("5C")), "needs 1 canasta")
    refused(st, 0, GoOut(), "Meld all your cards")


def test_concealed_going_out_with_a_pickup_still_scores_200_but_needs_the_minimum():  # RULES C-10
    st = layout(hands=["8C 8D 8H 8S 8C 8D 9S 9H 9C", "4D 5D"], pile="8H", turn=0)
    refused(st, 0, TakePile(C("8C 8D")), "Your melds count 30; you need 50 to open.")
    st2 = layout(hands=["8C 8D 8H 8S 8C 8D 9S 9H 9C", "4D 5D"], pile="8H", turn=0)
    st2.apply(0, TakePile(C("8C 8D 8H 8S 8C:1 8D:1")))
    st2.apply(0, meld(9, "9S 9H 9C"))
    st2.apply(0, GoOut())
    assert st2.result == ("out", 0, True)
    assert st2.side_scores()[0].going_out == 200


ASKING = CanastaOptions.from_preset("Classic", players=4, ask_partner=True)


def asking_table(hand="9C 9D 5C", stock="9H QS", melds=("QC QD QH QS QC QD QH",), **kw):
    """Seat 0 on turn in a 4-player Classic game with the question allowed; its side has a canasta."""
    return layout(ASKING, hands=[hand, "4D 4H", "6C 6D", "7S 7D"], stock=stock, turn=0,
                  melds={0: list(melds)}, **kw)


def test_partner_question_right_after_the_draw_before_laying_anything():  # RULES C-10
    st = asking_table()
    assert AskPartner() not in st.legal_actions(0)              # not before the draw
    refused(st, 0, AskPartner(), "draw first")
    st.apply(0, Draw())                                         # 9H QS: 9s melded, QS on the queens, 5C out
    assert not st.laid and AskPartner() in st.legal_actions(0)
    st.apply(0, AskPartner())
    assert st.to_move == 2 and st.view(2).question_from == 0 and st.view(0).asked
    refused(st, 0, meld(9, "9C 9D 9H"), "must answer")
    assert st.legal_actions(2) == [Answer(True), Answer(False)]


def test_partner_question_right_after_taking_the_pile():  # RULES C-10
    st = asking_table(hand="8C 8D 9C 9D 9H 5C", pile="QS 8H", stock="")
    st.apply(0, TakePile(C("8C 8D")))
    assert AskPartner() in st.legal_actions(0)                  # 9s melded, QS on the queens, 5C out


def test_partner_question_is_not_offered_when_going_out_is_impossible():  # RULES C-10
    st = asking_table(hand="9C 9D 5C", stock="JH 4S")           # two cards that fit nowhere
    st.apply(0, Draw())
    assert AskPartner() not in st.legal_actions(0)
    refused(st, 0, AskPartner(), "cannot go out this turn")
    no_canasta = asking_table(melds=("QC QD QH QS QC",))        # everything melds, but no canasta
    no_canasta.apply(0, Draw())
    refused(no_canasta, 0, AskPartner(), "cannot go out this turn")
    # a side without melds: seven 4s make a canasta but count 35; concealed, no minimum applies
    for exempt in (True, False):
        opts = replace(ASKING, concealed_no_minimum=exempt)
        st = layout(opts, hands=["4C 4D 4H 4S 4C 4D", "5D", "6C", "7S"], stock="4H 5C", turn=0)
        st.apply(0, Draw())
        assert (AskPartner() in st.legal_actions(0)) is exempt


def test_partner_question_yes_obliges_going_out():  # RULES C-10
    st = asking_table()
    st.apply(0, Draw())
    st.apply(0, AskPartner())
    st.apply(2, Answer(True))
    assert st.to_move == 0 and st.view(0).must_go_out
    assert not any(isinstance(a, (Discard, AskPartner)) for a in st.legal_actions(0))
    refused(st, 0, Discard(Card.parse("5C")), "partner said yes: you must go out")
    st.apply(0, meld(9, "9C"))
    st.apply(0, TakeBack(()))                                    # laying and taking back stay allowed
    refused(st, 0, GoOut(Card.parse("5C")), "meld all your other cards first")
    st.apply(0, meld(9, "9C 9D 9H"))
    refused(st, 0, Discard(Card.parse("QS")), "must go out")
    st.apply(0, meld(12, "QS"))
    assert st.legal_actions(0)[-1] == GoOut(Card.parse("5C"))
    st.apply(0, GoOut(Card.parse("5C")))
    assert st.result == ("out", 0, False)


def test_partner_question_yes_can_be_honoured_past_the_laying_cap():  # RULES C-10
    st = asking_table()
    st.apply(0, Draw())
    st.apply(0, AskPartner())
    st.apply(2, Answer(True))
    while st.lays_left(0) > 0:                                  # stall: lay and take back until the cap
        st.apply(0, meld(9, "9C"))
        st.apply(0, TakeBack(()))
    for _ in range(5):
        legal = st.legal_actions(0)
        assert legal, "after a yes the player can always go on towards going out"
        if isinstance(legal[-1], GoOut):
            break
        st.apply(0, next(a for a in legal if isinstance(a, Meld)))
    st.apply(0, GoOut(Card.parse("5C")))
    assert st.result == ("out", 0, False)


def test_past_the_laying_cap_after_a_yes_check_refuses_the_take_back_it_does_not_list():  # RULES C-10, C-15
    st = asking_table()
    st.apply(0, Draw())
    st.apply(0, AskPartner())
    st.apply(2, Answer(True))
    while st.lays_left(0) > 0:
        st.apply(0, meld(9, "9C"))
        st.apply(0, TakeBack(()))
    st.apply(0, next(a for a in st.legal_actions(0) if isinstance(a, Meld)))     # the way out's first lay
    assert st.laid and not any(isinstance(a, TakeBack) for a in st.legal_actions(0))
    refused(st, 0, TakeBack(()), "lay the rest of your cards to go out")
    refused(st, 0, TakeBack((CARDS[st.laid[0]],)), "lay the rest of your cards to go out")


def test_partner_question_no_forbids_going_out_this_turn():  # RULES C-10
    st = asking_table(hand="9C 9D 9H 5C", stock="QS 9S")
    st.apply(0, Draw())
    st.apply(0, meld(9, "9C 9D 9H"))
    st.apply(0, AskPartner())                                   # later in the turn is fine too
    st.apply(2, Answer(False))
    assert st.view(0).may_not_go_out
    refused(st, 0, AskPartner(), "already asked")
    st.apply(0, Discard(Card.parse("5C")))
    assert st.to_move == 1 and not st.no_out and not st.asked   # the next turn starts afresh


def test_partner_question_once_per_turn():  # RULES C-10
    st = asking_table()
    st.apply(0, Draw())
    st.apply(0, AskPartner())
    st.apply(2, Answer(False))
    assert AskPartner() not in st.legal_actions(0)
    refused(st, 0, AskPartner(), "already asked")
    refused(st, 2, Answer(True), "not your turn")


def test_asking_is_an_option_of_partnership_tables():  # RULES C-10
    st = layout(hands=["9C 9D 9H 5C"], turn=0, phase="play", melds={0: ["KC KD KH KS KC KD KH"]})
    st.apply(0, meld(9, "9C 9D 9H"))
    refused(st, 0, AskPartner(), "not allowed")
    four = layout(CanastaOptions.from_preset("Classic", players=4), hands=["9C 9D 9H 5C", "4D", "6C", "7S"],
                  turn=0, phase="play", melds={0: ["KC KD KH KS KC KD KH"]})
    refused(four, 0, AskPartner(), "not allowed")


def test_asking_with_two_players_is_refused_by_the_options():  # RULES C-10
    from cardsuite.engine import BadMessage
    with pytest.raises(ValueError, match="4 players"):
        CanastaOptions.from_preset("Classic", ask_partner=True)
    data = CanastaOptions.from_preset("Classic").to_json()
    data["ask_partner"] = True
    with pytest.raises(BadMessage, match="4 players"):
        CanastaOptions.from_json(data)


# ---------------------------------------------------------------- C-11 empty stock


def test_empty_stock_may_take_the_pile_or_end():  # RULES C-11
    st = layout(hands=["QC 6D", "QS QD 7C"], pile="QH", stock="", stock_size=0, turn=0, phase="play",
                melds={0: ["KC KD KH"], 1: ["JC JD JH"]})
    st.apply(0, Discard(Card.parse("QC")))
    assert not st.is_over and st.to_move == 1
    legal = st.legal_actions(1)
    assert Draw() in legal and TakePile(C("QD QS")) in legal
    st.apply(1, Draw())
    assert st.is_over and st.result == ("stock_empty", None, False)
    assert st.side_scores()[0].going_out == 0 and st.side_scores()[1].going_out == 0


def test_empty_stock_ends_at_once_when_the_pile_cannot_be_taken():  # RULES C-11
    st = layout(hands=["4C 6D", "QS 8D 7C"], pile="QH", stock="", stock_size=0, turn=0, phase="play",
                melds={0: ["KC KD KH"], 1: ["JC JD JH"]})
    st.apply(0, Discard(Card.parse("6D")))
    assert st.is_over and st.result[0] == "stock_empty"


def test_empty_stock_unmelded_side_needs_the_minimum_to_take_the_pile():  # RULES C-11, C-6
    st = layout(hands=["4C 6D", "4S 4D 7C 8C"], pile="QH", stock="", stock_size=0, turn=0, phase="play",
                melds={0: ["KC KD KH"]})
    st.apply(0, Discard(Card.parse("4C")))                      # 4C on top: 4 4 4 would be 15 < 50
    assert st.is_over and st.result[0] == "stock_empty"


def test_classic_draw_two_with_one_stock_card_left():  # RULES C-11
    st = layout(CLASSIC, hands=["4C 6D", "5S 5D"], stock="KS", stock_size=1, turn=0)
    st.apply(0, Draw())
    assert hand_texts(st, 0) == ["4C", "6D", "KS"] and not st.is_over
    assert st.view(0).phase == "play"


# ---------------------------------------------------------------- C-12 round score


def test_round_score_parts_and_summary_breakdown():  # RULES C-12
    st = layout(hands=["9C 9D 9H 5C", "AS JK 4D"], turn=0, phase="play",
                melds={0: ["KC KD KH KS KC KD KH"], 1: ["QC QD QH"]},
                red3={0: "3H 3D", 1: "3H 3D"})
    st.apply(0, meld(9, "9C 9D 9H"))
    st.apply(0, GoOut(Card.parse("5C")))
    a, b = st.side_scores()
    assert (a.melded, a.canasta_bonus, a.red_three_points, a.going_out, a.in_hand) == (100, 500, 200, 100, 0)
    assert a.total == 900
    assert (b.melded, b.canasta_bonus, b.red_three_points, b.going_out, b.in_hand) == (30, 0, 200, 0, -75)
    ms, summary = GAME.score_round(STARGAMES, GAME.new_match_score(STARGAMES), st)
    assert summary.points == (900, 155) and summary.winner == 0
    lines = dict(summary.lines)
    assert lines["Round score"] == ("900", "155")
    assert lines["Cards in hand"] == ("0", "-75")
    assert ms["sides"] == [900, 155] and ms["totals"] == [900, 155]


def test_all_four_red_threes_and_the_penalty_without_melds():  # RULES C-12
    st = layout(hands=["5C 6C", "4D 7D"], turn=0, phase="play", melds={0: ["KC KD KH"]},
                red3={1: "3H 3D 3H 3D"}, stock_size=0)
    st.apply(0, Discard(Card.parse("5C")))
    assert st.is_over
    b = st.side_scores()[1]
    assert b.red_three_points == -800
    opts = CanastaOptions.from_preset("StarGames", red3_penalty_without_meld=False)
    st2 = layout(opts, hands=["5C 6C", "4D 7D"], turn=0, phase="play", melds={0: ["KC KD KH"]},
                 red3={1: "3H 3D 3H 3D"}, stock_size=0)
    st2.apply(0, Discard(Card.parse("5C")))
    assert st2.side_scores()[1].red_three_points == 800


def test_partnership_score_counts_both_hands():  # RULES C-12
    opts = CanastaOptions.from_preset("Classic", players=4)
    st = layout(opts, hands=["9C 9D 9H 5C", "AS", "KS", "JK"], turn=0, phase="play",
                melds={0: ["QC QD QH QS QC QD QH"], 1: ["8C 8D 8H"]})
    st.apply(0, meld(9, "9C 9D 9H"))
    st.apply(0, GoOut(Card.parse("5C")))
    a, b = st.side_scores()
    assert a.in_hand == -10 and b.in_hand == -70
    _, summary = GAME.score_round(opts, GAME.new_match_score(opts), st)
    assert summary.points[0] == summary.points[2] == a.total
    assert summary.points[1] == summary.points[3] == b.total


# ---------------------------------------------------------------- C-13 match


def _finished(opts, side_points):
    """A finished round whose sides scored as given (by melds of kings and queens)."""
    st = layout(opts, hands=["5C 6C", "4D 7D"], turn=0, phase="play", stock_size=0)
    st.apply(0, Discard(Card.parse("5C")))
    return st


@pytest.mark.parametrize("target,rounds_to_end", [(1, 1), (2500, None)])
def test_match_target(target, rounds_to_end):  # RULES C-13
    opts = CanastaOptions.from_preset("StarGames", target=target)
    ms = GAME.new_match_score(opts)
    st = _finished(opts, None)
    ms, _ = GAME.score_round(opts, ms, st)
    result = GAME.match_result(opts, ms)
    if rounds_to_end == 1:
        assert result is not None
    else:
        assert result is None
        ms = dict(ms, sides=[2600, 900], totals=[2600, 900])
        result = GAME.match_result(opts, ms)
        assert result.winner == 0 and "10 chips" in result.text


def test_match_equal_totals_draw():  # RULES C-13
    opts = CanastaOptions.from_preset("StarGames", target=2500)
    ms = dict(GAME.new_match_score(opts), sides=[3000, 3000], totals=[3000, 3000], rounds=4)
    result = GAME.match_result(opts, ms)
    assert result.winner is None and "draw" in result.text.lower()


# ---------------------------------------------------------------- C-14 doubling


def test_doubling_accept_and_who_may_double_next():  # RULES C-14
    opts = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=80)
    st = layout(opts, hands=["4C 5C 9H", "4D 5D 8C"], stock="KS QS JS 10S", turn=0)
    assert ProposeDouble() in st.legal_actions(0)
    st.apply(0, ProposeDouble())
    assert st.to_move == 1 and st.view(1).double_from == 0
    refused(st, 0, Draw(), "answer")
    st.apply(1, AcceptDouble())
    assert st.stake == 20 and st.to_move == 0
    assert ProposeDouble() not in st.legal_actions(0)         # only the accepter may double next
    refused(st, 0, ProposeDouble(), "accepted the last double")
    st.apply(0, Draw())
    refused(st, 0, ProposeDouble(), "before drawing")
    st.apply(0, Discard(Card.parse("9H")))
    assert ProposeDouble() in st.legal_actions(1)


def test_doubling_decline_ends_the_match_and_the_proposer_wins_the_stake():  # RULES C-14
    opts = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=80)
    ctx = {"dealer": 1, "scores": [0, 0], "stake": 40, "holder": 0}
    st = GAME.new_state(opts, 3, ctx)
    st.apply(0, ProposeDouble())
    st.apply(1, DeclineDouble())
    assert st.is_over and st.result[0] == "declined"
    ms, summary = GAME.score_round(opts, GAME.new_match_score(opts), st)
    result = GAME.match_result(opts, ms)
    assert result.winner == 0 and "40 chips" in result.text and "declined" in result.text


def test_doubling_limit_and_table_option():  # RULES C-14
    opts = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=30)
    st = layout(opts, hands=["4C 5C 9H", "4D 5D 8C"], turn=0)
    st.stake = 20
    refused(st, 0, ProposeDouble(), "limit of 30")
    off = layout(hands=["4C 5C 9H", "4D 5D 8C"], turn=0)
    refused(off, 0, ProposeDouble(), "not allowed")


# ---------------------------------------------------------------- C-15 taking back


def test_take_back_cards_laid_this_turn():  # RULES C-15
    st = layout(hands=["KS KH KD 9C 5C"], turn=0, phase="play", melds={0: ["QC QD QH"]})
    st.apply(0, meld(13, "KS KH KD"))
    st.apply(0, TakeBack(C("KH")))
    assert hand_texts(st, 0) == ["5C", "9C", "KH"]
    st.apply(0, TakeBack(()))
    assert hand_texts(st, 0) == ["5C", "9C", "KD", "KH", "KS"] and st.melds[0][13] == []
    view = st.view(1)
    assert set(view.known[0]) == set(C("KS KH KD"))           # the table saw them go back


def test_cards_from_earlier_turns_stay_down():  # RULES C-15
    st = layout(hands=["QS 9C 5C"], turn=0, phase="play", melds={0: ["QC QD QH"]})
    refused(st, 0, TakeBack(C("QC")), "stay down")
    st.apply(0, meld(12, "QS"))
    st.apply(0, TakeBack(C("QS")))
    refused(st, 0, TakeBack(C("QS")), "only cards you laid")


def test_pickup_cards_stay_down():  # RULES C-15
    st = layout(hands=["8C 8D 4C 6D", "4D 5D"], pile="9C 8S", turn=0, melds={0: ["QC QD QH"]})
    st.apply(0, TakePile(C("8C 8D")))
    refused(st, 0, TakeBack(C("8C")), "stay down")
    refused(st, 0, TakeBack(C("8S")), "stay down")


# ---------------------------------------------------------------- helpers the UI and bots use


def test_hand_melds_lists_what_a_hand_can_make():
    hand = ids("KS KH KD 9C 9D 2C 5C AS")
    options = hand_melds(hand, existing={1: (3, 0)})
    by_rank = {o.rank: (sorted(texts(o.cards)), o.new) for o in options}
    assert by_rank[13] == (["KD", "KH", "KS"], True)
    assert by_rank[9] == (["2C", "9C", "9D"], True)
    assert by_rank[1] == (["AS"], False)
    assert 5 not in by_rank


def test_plan_go_out_finds_a_way_or_none():
    hand = ids("9C 9D 9H 2C 5C")
    plan = plan_go_out(hand, {13: (7, 0, 7)}, 1)
    assert plan is not None and plan.discard is not None and plan.canastas >= 1
    assert plan_go_out(hand, {13: (6, 0, 6)}, 1) is not None          # the 2 completes the canasta
    assert plan_go_out(hand, {13: (5, 0, 5)}, 1) is None
    assert plan_go_out(ids("9C 9D 5C 6C"), {13: (7, 0, 7)}, 1) is None


def test_legal_actions_stay_small_and_each_is_accepted():
    st = GAME.new_state(STARGAMES, 5)
    seat = st.to_move
    st.apply(seat, Draw())
    legal = st.legal_actions(seat)
    assert len(legal) < 60
    for action in legal:
        st.check(seat, action)
    for action in legal:
        assert GAME.actions.from_json(json.loads(json.dumps(action.to_json()))) == action


def test_lay_cap_keeps_turns_finite():
    st = layout(hands=["QS KH 5C 6C"], turn=0, phase="play", melds={0: ["QC QD QH"]})
    allowed = st.lays_left(0)
    assert allowed == 2 * 4 + 4
    for _ in range(allowed):
        st.apply(0, meld(12, "QS"))
        st.apply(0, TakeBack(()))
    assert st.lays_left(0) == 0
    refused(st, 0, meld(12, "QS"), "A turn allows 12 cards to be laid; you have laid 12.")
    assert all(not isinstance(a, Meld) for a in st.legal_actions(0))
    st.apply(0, Discard(Card.parse("5C")))


def test_lay_cap_counts_cards_so_a_lay_costs_the_same_at_once_or_card_by_card():
    st = layout(hands=["KS KH KD 5C 6C"], turn=0, phase="play", melds={0: ["QC QD QH"]})
    assert st.lays_left(0) == 2 * 5 + 4
    for _ in range(4):
        st.apply(0, meld(13, "KS KH KD"))
        st.apply(0, TakeBack(()))
    assert st.lays_left(0) == 2
    refused(st, 0, meld(13, "KS KH KD"), "A turn allows 14 cards to be laid; you have laid 12.")
    assert meld(13, "KS KH KD") not in st.legal_actions(0)
    st.apply(0, meld(13, "KS"))
    st.apply(0, meld(13, "KH"))
    refused(st, 0, meld(13, "KD"), "you have laid 14")
    st.apply(0, TakeBack(()))
    st.apply(0, Discard(Card.parse("5C")))


def test_the_engine_front_door_names_every_module_and_no_other():
    """The engine package's docstring (its rules decisions) lists its modules: a renamed or added one shows here."""
    import re
    from pathlib import Path
    import cardsuite.games.canasta.engine as engine
    modules = {p.stem for p in Path(engine.__file__).parent.glob("*.py")} - {"__init__"}
    assert set(re.findall(r":mod:`\.(\w+)`", engine.__doc__)) == modules
