"""Spider practice's rules (RULES P-11, and the classic rules P-12): played through actions, checked on views."""

from __future__ import annotations

import pytest

from cardsuite.engine import IllegalAction
from cardsuite.games.spider.engine.actions import DEAL, DONE, UNDO, AutoTurnUp, Move, TurnUp
from cardsuite.games.spider.engine.board import board_from_text
from cardsuite.games.spider.engine.deal import deck_ints
from cardsuite.games.spider.engine.practice import GAME, PracticeOptions
from cardsuite.games.spider.engine.practicestate import DEMO, REDO, RESTART, PracticeState

CLASSIC = PracticeOptions.from_preset("classic")


def state_with(board, options=PracticeOptions()) -> PracticeState:
    state = GAME.new_state(options, 1)
    state.board = board
    board.auto = options.classic
    return state


def moves(state) -> list[Move]:
    return [a for a in state.legal_actions(0) if isinstance(a, Move)]


def test_practice_deals_the_duels_deal_of_the_same_number():  # RULES P-11, P-2
    from cardsuite.games.spider.engine.game import GAME as DUEL
    from cardsuite.games.spider.engine.options import SpiderOptions
    for suits in (1, 2):
        practice = GAME.new_state(PracticeOptions(suits=suits), 9).view(0).board
        duel = DUEL.new_state(SpiderOptions(suits=suits), 9).view(0).board
        assert practice == duel
    four = GAME.new_state(PracticeOptions(suits=4), 9)
    assert sorted({(c >> 4) & 3 for c in four.deck}) == [0, 1, 2, 3]        # RULES P-12: 4 suits, twice each


def test_redo_plays_the_undone_move_again_as_a_move():  # RULES P-11, P-7
    state = state_with(board_from_text(["#KS 5S", "6S", "9S"]))
    state.apply(0, Move(0, 1, 1))
    after = state.view(0)
    state.apply(0, UNDO)
    assert REDO in state.legal_actions(0) and state.view(0).redo_steps == ((0, 1, 1),)
    state.apply(0, REDO)
    view = state.view(0)
    assert view.board.up == after.board.up and REDO not in state.legal_actions(0)
    assert view.board.breakdown.undos == 1 and view.score == after.score - 1     # the undo's -1 stays (P-7)


def test_any_other_action_ends_redo_and_redo_alone_is_refused():  # RULES P-11
    state = state_with(board_from_text(["#KS 5S", "6S", "9S"], "AS " * 10))
    with pytest.raises(IllegalAction, match="Nothing to redo"):
        state.apply(0, REDO)
    state.apply(0, Move(0, 1, 1))
    state.apply(0, UNDO)
    state.apply(0, DEAL)
    assert REDO not in state.legal_actions(0)


def test_restart_deals_again_with_the_score_and_the_games_time_from_zero():  # RULES P-11
    from dataclasses import replace
    state = GAME.new_state(PracticeOptions(), 5)
    start = state.view(0).board
    assert RESTART not in state.legal_actions(0)
    state.apply(0, replace(DEAL, elapsed_ms=30_000))
    state.apply(0, replace(RESTART, elapsed_ms=42_000))
    view = state.view(0)
    assert view.board == start and view.score == 0 and view.restarts == 1 and view.start_ms == 42_000
    state.apply(0, replace(DONE, elapsed_ms=50_000))
    assert state.view(0).players[0].time_ms == 8_000


def test_the_demo_names_the_solvers_steps_and_they_win_but_not_for_the_player():  # RULES P-11
    state = GAME.new_state(PracticeOptions(), 2)
    state.apply(0, DEMO)
    steps = 0
    while not state.is_over:
        view = state.view(0)
        assert view.demo == "plan" and view.assisted
        state.apply(0, view.demo_action())
        steps += 1
    assert state.finished == "cleared" and not state.won and steps > 50
    summary = GAME.score_round(state.options, GAME.new_match_score(state.options), state)[1]
    assert summary.winner is None


def test_a_move_of_the_players_own_ends_the_demo_plan():  # RULES P-11
    state = GAME.new_state(PracticeOptions(), 2)
    state.apply(0, DEMO)
    planned = state.view(0).demo_action()
    other = next(a for a in state.legal_actions(0) if isinstance(a, Move) and a != planned)
    state.apply(0, other)
    assert state.view(0).demo == "" and DEMO in state.legal_actions(0)


def test_cleared_without_help_is_won():  # RULES P-11, P-9
    state = GAME.new_state(PracticeOptions(suits=2), 3)
    from cardsuite.games.spider.engine.oracle import solve_deck
    for step in solve_deck(deck_ints(3, 2)).steps:
        state.apply(0, Move(*step[1:]) if step[0] == "move" else TurnUp(step[1]) if step[0] == "turn" else DEAL)
    assert state.won and state.view(0).winner == 0


# ---------------------------------------------------------------- classic rules (RULES P-12)


def test_classic_turns_up_an_uncovered_card_at_once_and_offers_no_turn_up():  # RULES P-12 (classic), not P-4
    state = state_with(board_from_text(["#KS 5S", "6S", "9S"]), CLASSIC)
    assert not any(isinstance(a, (TurnUp, AutoTurnUp)) for a in state.legal_actions(0))
    state.apply(0, Move(0, 1, 1))
    assert state.view(0).board.down[0] == 0 and state.view(0).board.up[0][0].code == "KS"


def test_classic_deals_only_onto_ten_filled_columns():  # RULES P-12 (classic), unlike P-5
    cols = ["5S", "6S", "9S", "9S", "9S", "9S", "9S", "9S", "9S"]        # column 10 is empty
    state = state_with(board_from_text(cols, "AS " * 10), CLASSIC)
    assert DEAL not in state.legal_actions(0)
    with pytest.raises(IllegalAction, match="fill every empty column"):
        state.apply(0, DEAL)
    sheet = state_with(board_from_text(cols, "AS " * 10))
    assert DEAL in sheet.legal_actions(0)                                # the sheet allows it (P-5)


def test_classic_scoring_starts_at_500_and_charges_moves_and_undos():  # RULES P-12 (classic), not P-8
    state = state_with(board_from_text(["#KS 5S", "6S", "9S"]), CLASSIC)
    assert state.view(0).score == 500
    state.apply(0, Move(0, 1, 1))                                        # turns KS up: no +2 in classic
    assert state.view(0).score == 499
    state.apply(0, UNDO)
    assert state.view(0).score == 498 and state.view(0).board.down[0] == 1   # the card goes face down again


def test_classic_undo_takes_back_a_deal_but_never_a_completed_run():  # RULES P-12 (classic), unlike P-7
    run = " ".join(f"{r}S" for r in ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"))
    cols = [run, "AS", "9S", "9S", "9S", "9S", "9S", "9S", "9S", "9S"]
    state = state_with(board_from_text(cols, "5S " * 10), CLASSIC)
    before = state.view(0).board
    state.apply(0, DEAL)
    state.apply(0, UNDO)
    assert state.view(0).board.up == before.up and state.view(0).board.stock_cards == 10
    state.apply(0, Move(1, 0, 1))                                        # completes the run: +100
    assert state.view(0).score == 500 - 1 - 1 + 100 and UNDO not in state.legal_actions(0)


def test_the_classic_preset_is_a_variant_of_its_own_in_the_statistics():  # RULES P-12
    assert GAME.statistics_variant(CLASSIC.to_json()) == "1 suit, classic rules"
    assert GAME.statistics_variant(PracticeOptions(suits=4).to_json()) == "4 suits"
