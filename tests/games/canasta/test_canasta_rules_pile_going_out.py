"""Canasta's rules for taking the pile, canastas, going out (with the partner question) and the empty stock
(cardsuite/games/canasta/engine/RULES.md C-8 ... C-11), for each preset where they differ."""

from dataclasses import replace

import pytest

from cardsuite.cards import Card
from cardsuite.games.canasta.engine.positions import layout, texts
from cardsuite.games.canasta.engine.cards import CARDS
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.actions import (Answer, AskPartner, Discard, Draw, GoOut, Meld, TakeBack, TakePile,
                                                    UndoPickup)
from support.canastahelpers import STARGAMES, CLASSIC, C, meld, refused, hand_texts


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
