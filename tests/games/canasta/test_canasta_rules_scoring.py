"""Canasta's rules from the round score to the match (cardsuite/games/canasta/engine/RULES.md C-12 ... C-15):
scoring, the match target, doubling and taking back, and the engine helpers the UI and bots use."""

import json

import pytest

from cardsuite.cards import Card
from cardsuite.games.canasta.engine.positions import ids, layout, texts
from cardsuite.games.canasta.engine.melds import hand_melds, plan_go_out
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.actions import (AcceptDouble, DeclineDouble, Discard, Draw, GoOut, Meld,
                                                    ProposeDouble, TakeBack, TakePile)
from support.canastahelpers import STARGAMES, C, meld, refused, hand_texts


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
