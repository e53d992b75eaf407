"""Spider duel rules, clause by clause (cardsuite/games/spider/engine/RULES.md P-1 ... P-10), on hand-made boards."""

import dataclasses
import json
from collections import Counter

import pytest

from cardsuite.cards import Card, Suit, spider_deck
from cardsuite.engine import BadMessage, IllegalAction, Record, replay
from cardsuite.games.spider.engine.board import EARNED, Board, board_from_text, board_text, card_int
from cardsuite.games.spider.engine.actions import DEAL, DONE, AutoTurnUp, Deal, Done, Move, TimeUp, TurnUp, Undo
from cardsuite.games.spider.engine.deal import deck_order
from cardsuite.games.spider.engine.game import GAME
from cardsuite.games.spider.engine.state import SpiderState
from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.games.spider.engine.views import watch_frames
from cardsuite.games.spider.engine.scoring import Breakdown, duel_winner


def state_with(columns, stock="", seat=0, **options):
    """A duel whose ``seat`` plays the given board (see board_from_text); the other seat has a normal deal."""
    opts = SpiderOptions(**{"suits": 2, **options})
    state = GAME.new_state(opts, 1)
    state.boards[seat] = board_from_text(columns, stock, opts.auto_turn_up)
    return state


def cols(state, seat=0):
    return board_text(state.boards[seat])


def illegal(state, seat, action):
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert state.to_json() == before
    return info.value.reason


# ---------------------------------------------------------------- P-1 cards


def test_p1_decks_of_one_and_two_suits():  # RULES P-1
    one = GAME.new_state(SpiderOptions(suits=1), 5)
    two = GAME.new_state(SpiderOptions(suits=2), 5)
    for state, expected in ((one, {("S", r): 8 for r in range(1, 14)}),
                            (two, {**{("S", r): 4 for r in range(1, 14)}, **{("H", r): 4 for r in range(1, 14)}})):
        cards = [Card.parse(t) for t in state.to_json()["deck"]]
        assert len(cards) == 104 == len(set(cards))
        assert Counter((c.suit.value, int(c.rank)) for c in cards) == expected
    with pytest.raises(ValueError):
        SpiderOptions(suits=3)


# ---------------------------------------------------------------- P-2 layout


def test_p2_layout_dealt_in_rows_and_stock_packets_in_order():  # RULES P-2
    deck = deck_order(77, 2)
    state = GAME.from_deck(SpiderOptions(suits=2), deck)
    b = state.boards[0]
    assert [len(c) for c in b.cols] == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    assert b.down == [5, 5, 5, 5, 4, 4, 4, 4, 4, 4]
    ints = [card_int(c) for c in deck]
    for i in range(10):                                   # rows left to right, skipping full columns
        assert b.cols[i][0] == ints[i] and b.cols[i][1] == ints[10 + i]
    assert [b.cols[i][5] for i in range(4)] == ints[50:54]
    assert [b.cols[i][4] for i in range(4, 10)] == ints[44:50]
    view = state.view(0)
    assert view.board.stock_packets == 5 and view.board.stock_cards == 50
    assert [len(u) for u in view.board.up] == [1] * 10 and view.board.score == 0
    state.apply(0, DEAL)                                  # packet 1: card i to column i
    assert [state.boards[0].cols[i][-1] for i in range(10)] == ints[54:64]
    state.apply(0, DEAL)
    assert [state.boards[0].cols[i][-1] for i in range(10)] == ints[64:74]
    assert state.view(0).board.stock_packets == 3
    # both seats got the same deal (P-10)
    assert state.boards[1].cols == GAME.from_deck(SpiderOptions(suits=2), deck).boards[1].cols


def test_p2_score_may_go_below_zero():  # RULES P-2
    state = state_with(["#AS 5H", "", "#2S 9S"])
    state.apply(0, Move(0, 1, 1))
    state.apply(0, Move(1, 0, 1))
    assert state.view(0).board.score == -2


# ---------------------------------------------------------------- P-3 moving


def test_p3_single_card_onto_one_higher_of_any_suit():  # RULES P-3
    state = state_with(["#KS 7H", "#KS 8S", "#KS 9H"])
    assert Move(0, 1, 1) in state.legal_actions(0)
    assert "one rank higher" in illegal(state, 0, Move(0, 2, 1))
    state.apply(0, Move(0, 1, 1))
    assert cols(state)[:2] == ["#KS", "#KS 8S 7H"]


def test_p3_runs_move_only_when_one_suit_and_descending():  # RULES P-3
    state = state_with(["#KS 9S 8S 7S", "#KH 10H", "#QS 9H 8S", "#QS 9S 7S", "#QS 9H"])
    assert Move(0, 1, 3) in state.legal_actions(0)       # 9S 8S 7S onto 10H
    assert Move(0, 4, 2) in state.legal_actions(0)       # 8S 7S onto 9H
    assert "run of one suit" in illegal(state, 0, Move(2, 1, 2))   # 9H 8S: two suits
    assert "run of one suit" in illegal(state, 0, Move(3, 1, 2))   # 9-7 is not a run
    assert "face-up" in illegal(state, 0, Move(0, 1, 4))
    state.apply(0, Move(0, 1, 3))
    assert cols(state)[:2] == ["#KS", "#KH 10H 9S 8S 7S"]


def test_p3_onto_empty_or_face_down_only_columns():  # RULES P-3
    state = state_with(["#KS 4H 3H", "", "#5S"])
    legal = state.legal_actions(0)
    assert Move(0, 1, 2) in legal and Move(0, 1, 1) in legal
    assert Move(2, 1, 1) not in legal            # column 2's top card is face down
    state.apply(0, Move(0, 1, 2))
    state.apply(0, TurnUp(0))
    assert cols(state)[:3] == ["KS", "4H 3H", "#5S"]
    state.apply(0, Move(1, 2, 2))               # onto a column holding only a face-down card
    assert cols(state)[:3] == ["KS", "", "#5S 4H 3H"]
    assert state.boards[0].bonus == 0


def test_p3_illegal_moves_explained_and_harmless():  # RULES P-3
    state = state_with(["#KS 7H", "#KS 8S"])
    for action, words in ((Move(0, 0, 1), "two different"), (Move(0, 1, 0), "at least one"),
                          (Move(0, 11, 1), "numbered"), (Move(5, 1, 1), "no face-up card"),
                          (Move(0, 1, True), "whole number")):
        assert words in illegal(state, 0, action)
    assert "not a move" in illegal(state, 0, "move 0 1")


# ---------------------------------------------------------------- P-4 turning up


def test_p4_uncovered_card_stays_down_until_turned_up():  # RULES P-4
    state = state_with(["#KS #5H 7H", "#KS 8S", "#2S 4S"])
    state.apply(0, Move(0, 1, 1))
    view = state.view(0)
    assert view.board.down[0] == 2 and view.board.up[0] == ()
    assert TurnUp(0) in state.legal_actions(0)
    state.apply(0, Move(2, 0, 1))                # the column counts as having no face-up card
    assert cols(state)[0] == "#KS #5H 4S"
    assert TurnUp(0) not in state.legal_actions(0)
    assert "top of a column" in illegal(state, 0, TurnUp(0))
    state.apply(0, Move(0, 2, 1))
    events = state.apply(0, TurnUp(0))
    assert [e.kind for e in events if e.kind == "flip"] == ["flip"]
    assert cols(state)[0] == "#KS 5H" and state.view(0).board.breakdown.turned_up == 1
    assert "no face-down" in illegal(state, 0, TurnUp(3))


def test_p4_automatic_turn_up_option_scores_and_blocks_undo():  # RULES P-4
    state = state_with(["#KS #5H 7H", "#KS 8S"], auto_turn_up=True)
    state.apply(0, Move(0, 1, 1))
    assert cols(state)[0] == "#KS 5H"
    assert state.boards[0].turned == 1 and Undo() not in state.legal_actions(0)
    assert state.view(0).board.score == 2 - 1


def test_p4_automatic_turn_up_after_a_completed_run():  # RULES P-4, P-6
    run = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
    state = state_with([f"#3H {run}", "#4H AS"], auto_turn_up=True)
    state.apply(0, Move(1, 0, 1))
    assert cols(state)[:2] == ["3H", "4H"]
    assert state.boards[0].turned == 2


def test_p4_automatic_turn_up_is_each_players_own_setting():  # RULES P-4
    state = state_with(["#KS #5H 7H", "#KS 8S", "#9H"])
    assert AutoTurnUp(True) in state.legal_actions(0) and AutoTurnUp(False) not in state.legal_actions(0)
    state.apply(0, Move(0, 1, 1))
    assert cols(state)[0] == "#KS #5H", "off (the sheet's rule): the uncovered card waits"
    before = state.boards[0].moves
    events = state.apply(0, AutoTurnUp(True, elapsed_ms=4_000))
    # switched on, it turns up the face-down tops already there; it is not a move and costs nothing
    assert cols(state)[:3] == ["#KS 5H", "#KS 8S 7H", "9H"]
    assert [e.data["pile"] for e in events if e.kind == "flip"] == ["col0", "col2"]
    assert state.boards[0].moves == before and state.view(0).board.breakdown.turned_up == 2
    assert state.view(0).auto_turn_up and not state.view(1).auto_turn_up, "the opponent's game is not switched"
    assert not state.boards[1].auto and AutoTurnUp(True) in state.legal_actions(1)
    assert "already on" in illegal(state, 0, AutoTurnUp(True))
    assert "true" in illegal(state, 0, AutoTurnUp("yes"))
    state.apply(0, AutoTurnUp(False))
    assert not state.view(0).auto_turn_up
    # the switch travels in the record: a state rebuilds by replaying it, and a watcher replays it
    import random
    from cardsuite.games.spider.bots.levels import EasyBot
    state, rng, bot = GAME.new_state(SpiderOptions(suits=1), 7), random.Random(7), EasyBot()
    log = [(0, AutoTurnUp(True))]
    state.apply(0, AutoTurnUp(True))
    while state.boards[0].turned < 3:
        action = bot.choose(state.view(0), state.legal_actions(0), rng)
        assert not isinstance(action, TurnUp), "with the setting on nothing is left to turn up by hand"
        state.apply(0, action)
        log.append((0, action))
    again = replay(GAME, Record(GAME.name, GAME.rules_version, state.options.to_json(), 7,
                                actions=[(seat, a.to_json()) for seat, a in log]))
    assert cols(again) == cols(state) and again.boards[0].auto and not again.boards[1].auto
    state.apply(1, Done())
    frames = watch_frames(state.view(1).watch)
    assert frames[-1].up == state.view(0).board.up and frames[-1].down == state.view(0).board.down


# ---------------------------------------------------------------- P-5 dealing


def test_p5_deal_with_empty_columns_and_onto_face_down_cards():  # RULES P-5
    stock = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S"
    state = state_with(["#KS", "", "#2H 5H"], stock)
    assert DEAL in state.legal_actions(0)
    state.apply(0, DEAL)
    assert cols(state)[:4] == ["#KS AS", "2S", "#2H 5H 3S", "4S"]
    assert state.view(0).board.stock_packets == 0
    assert "stock is empty" in illegal(state, 0, DEAL)
    assert DEAL not in state.legal_actions(0)
    assert state.boards[0].moves == 0 and state.view(0).board.score == 0   # a deal is not a move


# ---------------------------------------------------------------- P-6 completed runs


RUN_S = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"


def test_p6_completed_run_leaves_at_once():  # RULES P-6
    state = state_with([f"#5H {RUN_S}", "#4H AS"])
    events = state.apply(0, Move(1, 0, 1))
    assert cols(state)[:2] == ["#5H", "#4H"]
    assert state.view(0).board.foundation == (Suit.SPADES,)
    assert any(e.kind == "run_complete" for e in events)
    assert sum(1 for e in events if e.kind == "move" and e.data["dst"] == "foundation") == 13
    assert state.view(0).players[0].runs == 1 and state.view(0).players[0].cards_left == 91


def test_p6_a_deal_can_complete_a_run():  # RULES P-6
    state = state_with([RUN_S, "#9H"], "AS 3H 3H 3H 3H 3H 3H 3H 3H 3H")
    state.apply(0, DEAL)
    b = state.boards[0]
    assert b.runs == 1 and b.cols[0] == () and b.score == 26
    assert b.bonus == 0                                  # dealt cards earn no same-suit bonus


def test_p6_mixed_suits_do_not_complete():  # RULES P-6
    run = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2H"
    state = state_with([run, "#4H AH"])
    state.apply(0, Move(1, 0, 1))
    assert state.boards[0].runs == 0 and len(state.boards[0].cols[0]) == 13


# ---------------------------------------------------------------- P-7 undo


def test_p7_undo_repeatedly_and_each_undo_costs_one():  # RULES P-7
    state = state_with(["#KS 7H", "#KS 8H", "#KS 9H", "#KS 10S"])
    state.apply(0, Move(0, 1, 1))                        # 7H on 8H: +2 -1
    state.apply(0, Move(1, 2, 2))                        # 8H 7H on 9H: +2 for 8H (7H already earned) -1
    b = state.boards[0]
    assert (b.bonus, b.moves, b.score) == (2, 2, 2)
    state.apply(0, Undo())
    assert cols(state)[:3] == ["#KS", "#KS 8H 7H", "#KS 9H"]
    assert (b.bonus, b.moves, b.undos, b.score) == (1, 1, 1, 0)
    state.apply(0, Undo())
    assert cols(state)[:3] == ["#KS 7H", "#KS 8H", "#KS 9H"]
    assert (b.bonus, b.moves, b.undos, b.score) == (0, 0, 2, -2)
    assert not any(c & EARNED for col in b.cols for c in col)   # bonuses restored as they were
    assert "Nothing to undo" in illegal(state, 0, Undo())
    state.apply(0, Move(0, 1, 1))                        # the bonus can be earned again after an undo
    assert b.bonus == 1 and b.score == -1


def test_p7_never_past_a_turn_up_a_deal_or_a_completed_run():  # RULES P-7
    state = state_with(["#KS #2S 7H", "#KS 8S", "#4H 6S"], "AS " * 9 + "AS")
    state.apply(0, Move(0, 1, 1))
    state.apply(0, TurnUp(0))
    assert Undo() not in state.legal_actions(0)
    assert "cannot be undone" in illegal(state, 0, Undo())
    state.apply(0, Move(2, 1, 1))                        # 6S onto 7H: this one may be undone
    assert Undo() in state.legal_actions(0)
    state.apply(0, DEAL)
    assert Undo() not in state.legal_actions(0)
    completed = state_with([f"#5H {RUN_S}", "#4H AS", "#3H 9S", "#3H 10H"])
    completed.apply(0, Move(2, 3, 1))
    completed.apply(0, Move(1, 0, 1))                    # completes a run
    assert Undo() not in completed.legal_actions(0)


def test_p7_undo_takes_back_the_moves_bonus_and_the_view_counts_depth():  # RULES P-7, P-8
    state = state_with(["#KS 5S 4S", "#KS 6S", "#KS 6H"])
    state.apply(0, Move(0, 1, 2))                        # two cards land on their own suit: +4 -1
    assert state.view(0).board.undo_depth == 1 and state.view(0).board.score == 3
    state.apply(0, Undo())
    assert state.view(0).board.score == -1 and state.view(0).board.undo_depth == 0


# ---------------------------------------------------------------- P-8 scoring


def test_p8_each_card_of_a_run_landing_on_its_suit_counts():  # RULES P-8
    state = state_with(["#KS 6S 5S 4S", "#KS 7S", "#KS 7H"])
    state.apply(0, Move(0, 1, 3))
    assert state.boards[0].bonus == 3 and state.view(0).board.score == 6 - 1
    other = state_with(["#KS 6S 5S 4S", "#KS 7S", "#KS 7H"])
    other.apply(0, Move(0, 2, 3))                        # onto another suit: none counts
    assert other.boards[0].bonus == 0 and other.view(0).board.score == -1


def test_p8_once_per_physical_card_back_and_forth_earns_nothing():  # RULES P-8
    state = state_with(["#KS 6S", "#KS 7S", "#KS 7S"])
    state.apply(0, Move(0, 1, 1))
    state.apply(0, Move(1, 2, 1))
    state.apply(0, Move(2, 1, 1))
    b = state.boards[0]
    assert b.bonus == 1 and b.score == 2 - 3
    assert state.view(0).board.earned == (Card.parse("6S"),)


def test_p8_dealt_card_earns_only_when_later_moved():  # RULES P-8
    state = state_with(["#KS 7S", "#KS 8S"], "6S 7S 2H 2H 2H 2H 2H 2H 2H 2H")
    state.apply(0, DEAL)
    assert cols(state)[:2] == ["#KS 7S 6S", "#KS 8S 7S"]
    assert state.boards[0].bonus == 0                    # dealt onto their own suit: nothing
    state.apply(0, Move(0, 1, 1))
    assert state.boards[0].bonus == 1


def test_p8_clearing_all_cards_scores_100_and_finishes():  # RULES P-8, P-9
    state = state_with([RUN_S, "AS"])
    b = state.boards[0]
    seven = [tuple(card_int(c) for c in spider_deck(1)[13 * k:13 * k + 13]) for k in range(7)]
    b.found = seven
    state.apply(0, Move(1, 0, 1))
    assert b.cleared and b.cards_left == 0
    assert b.score == 8 * 26 + 100 + 2 - 1
    assert state.finished[0] == "cleared" and state.to_move == frozenset({1})
    assert state.view(0).board.breakdown == Breakdown(0, 1, 8, True, 1, 0)
    assert state.view(0).board.breakdown.total == b.score


def test_p8_breakdown_lines_add_up():  # RULES P-8
    parts = Breakdown(turned_up=3, same_suit=5, runs=2, cleared=False, moves=40, undos=2)
    assert parts.total == 6 + 10 + 52 - 40 - 2
    assert [key for key, *_ in parts.lines()] == ["turned_up", "same_suit", "runs", "cleared", "moves", "undos"]


# ---------------------------------------------------------------- P-9 end and the clock


def test_p9_done_ends_a_seat_and_both_end_the_duel():  # RULES P-9
    state = GAME.new_state(SpiderOptions(), 4)
    assert state.to_move == frozenset({0, 1})
    events = state.apply(1, Done(elapsed_ms=1000))
    assert any(e.kind == "finished" for e in events)
    assert state.to_move == frozenset({0}) and state.legal_actions(1) == []
    assert "finished" in illegal(state, 1, DEAL)
    events = state.apply(0, DONE)
    assert state.is_over and state.to_move is None
    assert any(e.kind == "round_over" for e in events)
    assert "over" in illegal(state, 0, DEAL)


def test_p9_clock_is_data_non_decreasing_and_bounded():  # RULES P-9
    state = GAME.new_state(SpiderOptions(time_limit_min=5), 4)
    assert state.options.time_limit_ms == 300_000
    state.apply(0, Deal(elapsed_ms=10_000))
    assert state.view(0).players[0].elapsed_ms == 10_000
    assert "backwards" in illegal(state, 0, Deal(elapsed_ms=9_000))
    assert "time is up" in illegal(state, 0, Deal(elapsed_ms=300_001))
    assert "milliseconds" in illegal(state, 0, Deal(elapsed_ms=-5))
    assert "not run out" in illegal(state, 0, TimeUp(elapsed_ms=200_000))
    assert TimeUp() not in state.legal_actions(0)        # the host's action, never the player's
    state.apply(0, TimeUp(elapsed_ms=300_050))
    assert state.finished[0] == "time" and state.finish_ms[0] == 300_000
    assert state.view(1).players[0].reason == "time"


def test_p9_standard_time_limits():  # RULES P-9
    assert SpiderOptions(suits=1).minutes == 10 and SpiderOptions(suits=2).minutes == 15
    assert SpiderOptions(suits=2, time_limit_min=20).time_limit_ms == 1_200_000
    with pytest.raises(ValueError):
        SpiderOptions(time_limit_min=-1)


def test_p9_elapsed_is_not_part_of_an_action():  # RULES P-9
    assert Move(1, 2, 1, elapsed_ms=500) == Move(1, 2, 1)
    data = Move(1, 2, 1, elapsed_ms=500).to_json()
    assert data == {"type": "move", "src": 1, "dst": 2, "count": 1, "elapsed_ms": 500}
    assert GAME.actions.from_json(data).elapsed_ms == 500
    assert Move(1, 2, 1).to_json() == {"type": "move", "src": 1, "dst": 2, "count": 1}


# ---------------------------------------------------------------- P-10 the duel


def test_p10_same_deal_both_play_at_once_and_higher_score_wins():  # RULES P-10
    state = GAME.new_state(SpiderOptions(suits=1), 12)
    assert state.boards[0].cols == state.boards[1].cols and state.boards[0].stock == state.boards[1].stock
    assert state.to_move == frozenset({0, 1})
    state.apply(1, DEAL)
    state.apply(0, DEAL)
    opens = state.legal_actions(0)
    move = next(a for a in opens if isinstance(a, Move))
    state.apply(0, move)
    state.apply(1, Done(elapsed_ms=5_000))
    state.apply(0, Done(elapsed_ms=9_000))
    winner, how = state.result()
    assert how == "score" and winner == (0 if state.boards[0].score > state.boards[1].score else 1)
    summary = GAME.score_round(state.options, GAME.new_match_score(state.options), state)[1]
    assert summary.winner == winner and summary.points == (state.boards[0].score, state.boards[1].score)


def test_p10_equal_scores_less_time_wins_else_draw():  # RULES P-10
    assert duel_winner((10, 10), (5_000, 4_000)) == (1, "time")
    assert duel_winner((10, 10), (5_000, 5_000)) == (None, "draw")
    assert duel_winner((11, 10), (9_000, 1_000)) == (0, "score")
    state = GAME.new_state(SpiderOptions(), 3)
    state.apply(0, Done(elapsed_ms=4_000))
    state.apply(1, TimeUp())                             # out of time: finished as if Done, at the limit
    assert state.result() == (0, "time")
    new_score, summary = GAME.score_round(state.options, GAME.new_match_score(state.options), state)
    assert GAME.match_result(state.options, new_score).winner == 0
    assert "less time" in summary.text


def test_p10_opponent_seen_only_as_numbers_until_finished():  # RULES P-10
    state = GAME.new_state(SpiderOptions(suits=2), 8)
    state.apply(1, DEAL)
    view = state.view(0)
    assert view.watch is None
    assert view.players[1].moves == 0 and view.players[1].cards_left == 104
    mine = {c.text for up in view.board.up for c in up}
    theirs = {c.text for up in state.view(1).board.up for c in up}
    text = str(view.to_json())
    assert all(t in mine or f"'{t}'" not in text for t in theirs)
    events = state.apply(1, Move(*next((a.src, a.dst, a.count) for a in state.legal_actions(1)
                                       if isinstance(a, Move))))
    assert all(not e.visible_to(0) for e in events if e.kind in ("move", "flip"))
    assert any(e.visible_to(0) and e.kind == "score" for e in events)


def test_p10_after_finishing_a_player_watches_the_opponent_live():  # RULES P-10
    state = GAME.new_state(SpiderOptions(suits=1), 8)
    state.apply(0, DONE)
    view = state.view(0)
    assert view.watch is not None and view.watch.live and view.watch.steps == ()
    state.apply(1, DEAL)
    move = next(a for a in state.legal_actions(1) if isinstance(a, Move))
    events = state.apply(1, move)
    assert any(e.visible_to(0) for e in events if e.kind == "move")   # now seen live
    from cardsuite.games.spider.engine.views import board_view, watch_frames
    frames = watch_frames(state.view(0).watch)
    assert len(frames) == 3 and frames[-1] == board_view(state.boards[1])
    state.apply(1, DONE)
    assert not state.view(0).watch.live and state.view(1).watch.opponent == 0


# ---------------------------------------------------------------- deal numbers, JSON


def test_deal_numbers_reproduce_deals():
    a = GAME.new_state(SpiderOptions(suits=2), 123456)
    b = GAME.new_state(SpiderOptions(suits=2), 123456)
    assert a.to_json() == b.to_json() and a.deal_number == 123456
    assert GAME.new_state(SpiderOptions(suits=2), 123457).to_json()["deck"] != a.to_json()["deck"]
    with pytest.raises(BadMessage):
        GAME.new_state(SpiderOptions(), -1)


def test_a_record_replays_and_a_tampered_one_is_refused():
    # a state is rebuilt from its record, never from its JSON (the state's JSON is for reading)
    state = GAME.new_state(SpiderOptions(), 2)
    state.apply(0, DEAL)
    record = Record(GAME.name, GAME.rules_version, SpiderOptions().to_json(), 2, actions=[(0, DEAL.to_json())])
    assert replay(GAME, record).to_json() == state.to_json()
    with pytest.raises(BadMessage):
        replay(GAME, Record(GAME.name, GAME.rules_version, SpiderOptions().to_json(), 2, actions=[(0, {"type": "fly"})]))
    with pytest.raises(BadMessage):
        replay(GAME, Record(GAME.name, GAME.rules_version, SpiderOptions().to_json(), None,
                            deck=[c.code for c in spider_deck(1)][:-1]))
    with pytest.raises(IllegalAction):
        replay(GAME, Record(GAME.name, GAME.rules_version, SpiderOptions().to_json(), 2,
                            actions=[(0, Move(0, 0, 1).to_json())]))


def test_a_view_tells_the_deal_number_only_from_its_seats_end():  # RULES P-10, DESIGN: views
    # with the public deck_order() the number tells every face-down card: not before the seat's end
    number = 1_234_567_891
    state = GAME.new_state(SpiderOptions(suits=2), number)
    state.apply(0, DEAL)
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view.deal_number is None and str(number) not in json.dumps(view.to_json())
    state.apply(0, DONE)
    assert state.view(0).deal_number == number and state.view(0).watch is not None
    assert state.view(1).deal_number is None and state.view(None).deal_number is None
    assert str(number) not in json.dumps(state.view(1).to_json())
    state.apply(1, DONE)
    assert [state.view(s).deal_number for s in (0, 1, None)] == [number] * 3


def test_from_deck_refuses_wrong_cards():
    with pytest.raises(BadMessage):
        GAME.from_deck(SpiderOptions(suits=1), spider_deck(2))
    state = GAME.from_deck(SpiderOptions(suits=1), spider_deck(1))
    assert state.deal_number is None and isinstance(state, SpiderState)


def test_board_text_round_trip():
    text = ["#KS #3H QS JS", "10H 9H", "", "#AS"]
    board = board_from_text(text, "2S 3S")
    assert board_text(board)[:4] == text and isinstance(board, Board)
    with pytest.raises(ValueError):
        board_from_text(["KS #QS"])


def test_view_helpers_for_the_table():
    state = state_with(["#KS #QH 9S 8S 7S", "", "#5H 6H 3S"])
    board = state.view(0).board
    assert board.columns[0] == (None, None) + tuple(Card.parse(t) for t in ("9S", "8S", "7S"))
    assert board.movable(0) == 3 and board.movable(1) == 0 and board.movable(2) == 1
    assert board.run_start(0, 2) == 3 and board.run_start(0, 4) == 1
    assert board.run_start(0, 0) is None and board.run_start(2, 1) is None
    assert dataclasses.is_dataclass(board)


# ---------------------------------------------------------------- the duel as a match


@pytest.fixture
def spider_entry(monkeypatch):
    from cardsuite import games
    entry = games.GameEntry("spider", "Spider duel", "Spider Solitaire as a duel: both players get the same deal; "
                            "the higher score wins.", "cardsuite.games.spider")
    monkeypatch.setitem(games.GAMES, entry.name, entry)
    return entry


def test_p10_bot_duel_as_a_match_resumes_from_its_save(spider_entry):  # RULES P-10
    from cardsuite.play import play_bots
    from cardsuite.play.match import Match
    from cardsuite.play.seats import BotSeat, local_seat
    levels = spider_entry.bot_levels()
    saves = []
    match = Match(spider_entry, SpiderOptions(), [BotSeat(levels["easy"], "Ana", 0), BotSeat(levels["random"],
                                                                                         "Rok", 0)],
                  seed=42, autosave=saves.append)
    assert match.state.deal_number == 42                      # the match seed of round 0 is the deal number
    play_bots(match)
    assert match.is_over and match.result is not None
    assert match.result.winner == match.last_summary.winner
    resumed = Match.from_json(spider_entry, saves[len(saves) // 2])
    play_bots(resumed)
    for a, b in zip(resumed.state.boards, match.state.boards):   # the same play; only measured times differ
        assert (a.cols, a.down, a.score, a.runs, a.moves) == (b.cols, b.down, b.score, b.runs, b.moves)
    assert resumed.state.finished == match.state.finished
    human = Match(spider_entry, SpiderOptions(), [local_seat("You"), BotSeat(levels["easy"], "Ana", 0)], seed=3)
    play_bots(human)
    assert human.waiting() == {0} and human.state.finished[1]
    view = human.view(0)
    human.submit(0, dataclasses.replace(human.legal(0)[-1], elapsed_ms=12_000))   # Done, with the clock
    assert human.is_over and human.state.finish_ms[0] == 12_000 and view.watch is None


def test_the_engine_imports_nothing_of_the_bots_and_no_spider_module_imports_itself_back():
    """Issue 26: the engine was in a circle with the solver (rules -> solver -> rules, worlds -> rules, as
    imports inside functions).  Every import statement counts here, at any depth of a module."""
    import ast
    from pathlib import Path

    import cardsuite.games.spider as spider
    root = Path(spider.__file__).parent
    package = spider.__name__
    imports: dict[str, set[str]] = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join((package, *parts)).removesuffix(".__init__")
        base = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found = imports[name] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                up = base.split(".")[:len(base.split(".")) - node.level + 1] if node.level else []
                module = ".".join(up + [node.module] if node.module else up)
                found |= {module} | {f"{module}.{a.name}" for a in node.names}
    modules = set(imports)
    edges = {m: {t for t in targets if t in modules and t != m} for m, targets in imports.items()}
    engine = [m for m in modules if ".engine" in m]
    assert engine and {m: sorted(t for t in edges[m] if ".bots" in t or ".table" in t) for m in engine} == \
        {m: [] for m in engine}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(t == goal or (t not in seen and not seen.add(t) and reaches(t, goal, seen)) for t in edges[start])

    assert [m for m in sorted(modules) if reaches(m, m, set())] == []
