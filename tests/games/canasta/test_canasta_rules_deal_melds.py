"""Canasta's rules from the deck to the first meld (cardsuite/games/canasta/engine/RULES.md C-1 ... C-7): cards,
deal, red threes, the turn, melds, the initial meld minimum and card values, for each preset where they differ."""

import pytest

from cardsuite.cards import Card, Rank, canasta_deck
from cardsuite.games.canasta.engine.positions import layout, texts
from cardsuite.games.canasta.engine.cards import CARDS, INDEX, RANK, VALUE, WILD
from cardsuite.games.canasta.engine.melds import meld_problem
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.actions import Discard, Draw, GoOut, TakeBack, TakePile
from support.canastahelpers import STARGAMES, CLASSIC, BOTH, C, meld, refused, hand_texts


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


def test_the_reason_names_one_card_in_the_singular_and_counts_more():  # RULES C-5
    """Issue 24: "These black 3s cannot make a meld" was said of one card."""
    st = layout(hands=["3S QH QD KS 5C 6C"], turn=0, phase="play")
    one = refused(st, 0, meld(3, "3S"), "cannot make a meld")
    assert one == "3S cannot make a meld this turn: a meld needs at least 3 black 3s.", one
    assert refused(st, 0, meld(13, "KS"), "cannot make").startswith("KS cannot make a meld this turn")
    two = refused(st, 0, meld(12, "QH QD"), "cannot make a meld")
    assert two == ("These 2 queens cannot make a meld this turn: a meld needs at least 2 natural cards and 3 "
                   "cards in all."), two


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
