"""Spider bots, hints and the oracle solver."""

import random
from collections import Counter

import pytest

from cardsuite.cards import Card, spider_deck
from cardsuite.engine import rng_for
from cardsuite.games.spider.bots import budget, players, solver
from cardsuite.games.spider.engine import deal, oracle
from cardsuite.games.spider.engine.board import FACE, board_from_text, card_int
from cardsuite.games.spider.bots.levels import LEVELS, EasyBot, HardBot, MediumBot, Position
from cardsuite.games.spider.engine.actions import DEAL, DONE, Deal, Done, Move, TurnUp
from cardsuite.games.spider.engine.deal import deck_order
from cardsuite.games.spider.engine.game import GAME
from cardsuite.games.spider.engine.options import SpiderOptions
from support.printed import last_json

KINGS = ["#2S KH"] * 4 + ["#2S KS"] * 4 + ["#3S AH"] * 2     # tops that cannot move
RUN_S = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"


def view_of(columns, stock="", suits=2, **options):
    state = GAME.new_state(SpiderOptions(suits=suits, **options), 1)
    cols = list(columns) + KINGS[len(columns):]
    state.boards[0] = board_from_text(cols, stock)
    return state, state.view(0)


def positions(n_games=3, every=7):
    """Views from a few seeded games (easy play with random detours), for legality checks."""
    out = []
    easy = EasyBot()
    for seed in range(n_games):
        rng = random.Random(seed)
        state = GAME.new_state(SpiderOptions(suits=1 + seed % 2), seed)
        state.apply(1, DONE)
        k = 0
        while not state.is_over and k < 160:
            legal = state.legal_actions(0)
            if k % every == 0:
                out.append((state.view(0), legal))
            a = easy.choose(state.view(0), legal, rng) if rng.random() < 0.8 else rng.choice(legal)
            if isinstance(a, Done) and k < 150:
                a = rng.choice(legal)
            state.apply(0, a)
            k += 1
    return out


# ---------------------------------------------------------------- levels


def test_levels_are_named_and_rated_weakest_first():
    assert [lvl.level for lvl in LEVELS] == ["easy", "medium", "hard", "expert"]
    assert [lvl.rating for lvl in LEVELS] == [1398, 1601, 1842, 1979]      # measured (the levels module says how)
    assert all(lvl.make().level == lvl.level for lvl in LEVELS)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_bots_return_legal_actions(level):
    make = {lvl.level: lvl.make for lvl in LEVELS}[level]
    bot = make()
    for k, (view, legal) in enumerate(positions(2, every=9 if level == "easy" else 40)):
        action = bot.choose(view, legal, rng_for(1, level, k))
        assert action in legal


def test_easy_bot_plays_a_whole_game():
    state = GAME.new_state(SpiderOptions(suits=1), 4)
    state.apply(1, DONE)
    bot = EasyBot()
    k = 0
    while not state.is_over:
        state.apply(0, bot.choose(state.view(0), state.legal_actions(0), rng_for(4, k)))
        k += 1
    assert state.finished[0] in ("done", "cleared") and k < 1000
    assert state.boards[0].score > 0


def test_bots_use_only_the_view():
    """Two states that differ only in face-down cards give the bot the same view and the same answer."""
    state_a, view_a = view_of(["#3H #4H 5H", "#2H 6H"], "AS " * 10)
    state_b, view_b = view_of(["#9S #QH 5H", "#JS 6H"], "2S " * 10)
    assert view_a.board == view_b.board
    for bot in (EasyBot(), MediumBot(), HardBot()):
        assert bot.choose(view_a, state_a.legal_actions(0), rng_for(1)) == \
            bot.choose(view_b, state_b.legal_actions(0), rng_for(1))


def test_unseen_multiset_is_what_was_not_seen():
    state, view = view_of(["#3H #4H 5H", "#QS 6H"], "AS 2S", suits=2)
    pos = Position(view)
    assert len(pos.unseen) == 104 - 10            # the face-up cards: 5H 6H, 2 KH 4 KS and 2 AH
    assert pos.unseen.count(card_int(Card.parse("KH"))) == 4 - 2
    cols, stock = pos.sample(random.Random(1))
    assert len(stock) == 2 and all(len(c) == len(pc) for c, pc in zip(cols, pos.cols))


def test_a_sample_can_be_asked_for_the_card_a_column_turns_up_next():
    # the endgame planner spreads the next turn-ups over its worlds: a wanted top face-down card
    # is given while the unseen cards hold one, and the cards of a world come from the unseen ones
    state, view = view_of(["#3H #4H 5H", "#QS 6H"], "AS 2S", suits=2)
    pos = Position(view)
    qs, kh = card_int(Card.parse("QS")) & FACE, card_int(Card.parse("KH")) & FACE
    for seed in range(20):
        cols, stock = pos.sample(random.Random(seed), {0: qs, 1: kh})
        assert cols[0][1] == qs and cols[1][0] == kh
        dealt = Counter([c for col, d in zip(cols, pos.down) for c in col[:d]] + list(stock))
        assert not dealt - Counter(pos.unseen)
    pos.unseen = [c for c in pos.unseen if c != kh]           # as if every KH were seen: none to give
    cols, _ = pos.sample(random.Random(3), {1: kh})
    assert cols[1][0] != kh and cols[1][0] in pos.unseen


def test_hard_bot_solves_exactly_once_nothing_is_hidden():
    state = GAME.new_state(SpiderOptions(suits=2), 1)
    board = board_from_text([RUN_S, "4H 3H", "AS", "KH QH JH 10H 9H 8H 7H 6H 5H", "2H AH"])
    deck = spider_deck(2)
    board.found = [tuple(card_int(c) for c in deck[13 * k:13 * k + 13]) for k in range(2, 8)]   # six runs done
    state.boards[0] = board
    bot = HardBot()
    k = 0
    while not state.finished[0] and k < 12:
        state.apply(0, bot.choose(state.view(0), state.legal_actions(0), rng_for(2, k)))
        k += 1
    assert state.finished[0] == "cleared" and k == 3


ENDGAME = ["#5S #9S KS QS JS 10S", "#3S 9S 8S 7S 6S", "4S 3S 2S AS", "KS QS JS 10S", "8S 7S 6S 5S 4S",
           "2S AS", "", "", "", ""]


def endgame_state(columns, runs=6):
    """A 1-suit duel whose stock is dealt and ``runs`` runs are done; the columns hold the rest."""
    state = GAME.new_state(SpiderOptions(suits=1), 1)
    board = board_from_text(columns)
    deck = spider_deck(1)
    board.found = [tuple(card_int(c) for c in deck[13 * k:13 * k + 13]) for k in range(8 - runs, 8)]
    state.boards[0] = board
    return state


def test_hard_bot_plays_an_endgame_with_hidden_cards_to_the_win():  # RULES P-7
    # stock dealt, three cards still face down: the endgame planner judges plans by solving
    # samples of those cards, and plays on until every run is completed
    state = endgame_state(ENDGAME)
    bot = HardBot()
    k = 0
    while not state.finished[0] and k < 60:
        state.apply(0, bot.choose(state.view(0), state.legal_actions(0), rng_for(3, k)))
        k += 1
    assert state.finished[0] == "cleared"


def test_the_endgame_planner_sees_only_the_view():
    # the same face-up cards over other face-down ones: the same view, the same decision
    other = [ENDGAME[0].replace("#5S #9S", "#9S #3S"), ENDGAME[1].replace("#3S", "#5S")] + ENDGAME[2:]
    state_a, state_b = endgame_state(ENDGAME), endgame_state(other)
    assert state_a.view(0).board == state_b.view(0).board
    assert HardBot().choose(state_a.view(0), state_a.legal_actions(0), rng_for(5)) == \
        HardBot().choose(state_b.view(0), state_b.legal_actions(0), rng_for(5))


def test_hard_keeps_a_face_down_column_as_an_empty_one_on_two_suits_only():  # RULES P-3, P-4
    # column 7 (index 6) holds face-down cards only, so it takes any card: on 2 suits the hard
    # bot's plan moves first and uses it; on 1 suit it turns the card up at once
    cols = ["#KH #KH #KH 2S AH", "#QH #QH #QH #QH #QH 9S 8H 7H", "#JH #JH #JH #JH AH",
            "#10H #10H #10H #10H #10H 9H 8H", "#9H #9H #9H #9H 6S 5H 4H 3S 2S", "#7H #7H #7H #7H KS QS JH",
            "#6H #6H #6H", "QH JH", "#6H #5H 9S", "#4H #4H #3H 5S 4S"]
    stock = " ".join(["KS QS JS 10S 9S 8S 7S 6S 5S 4S"] * 5)
    state, view = view_of(cols, stock=stock, suits=2)
    # a function of the view, the RNG and the work budget: the same answer every time, on any machine
    assert [HardBot().choose(view, state.legal_actions(0), rng_for(1)) for _ in range(2)] == [Move(4, 9, 2)] * 2
    state, view = view_of([c.replace("H", "S") for c in cols], stock=stock, suits=1)
    assert HardBot().choose(view, state.legal_actions(0), rng_for(1)) == TurnUp(6)


def test_hard_plays_a_judged_line_through_a_column_it_uses_as_an_empty_one():  # RULES P-3, P-4
    # the endgame planner judged a line that moves 5S away (column 1 is left with face-down cards
    # only) and then lays 9S there as on an empty column: the bot plays the line as judged rather
    # than turning the card up in between, and turns up as usual once the line is played
    state = endgame_state(["#KS #QS 5S", "6S", "#JS 9S", "KS QS JS 10S 9S 8S 7S"])
    bot = HardBot()
    bot._remember_line(Position(state.view(0)), [(0, 1, 1), (2, 0, 1)])
    state.apply(0, Move(0, 1, 1))
    assert bot.choose(state.view(0), state.legal_actions(0), rng_for(1)) == Move(2, 0, 1)
    state.apply(0, Move(2, 0, 1))
    assert bot.choose(state.view(0), state.legal_actions(0), rng_for(2)) == TurnUp(2)


def test_bots_hurry_when_the_clock_runs_low(monkeypatch):
    # the work a decision may do shrinks with the match clock's share of the time left (a
    # function of the view, so still reproducible): fewer block-search expansions near the end
    asked = []
    real = players.block_search
    monkeypatch.setattr(players, "block_search", lambda *a, **k: asked.append(a[4]) or real(*a, **k))
    state = GAME.new_state(SpiderOptions(suits=2, time_limit_min=5), 31)
    HardBot().choose(state.view(0), state.legal_actions(0), rng_for(1))
    assert max(asked) == HardBot.nodes
    asked.clear()
    state.apply(0, Deal(elapsed_ms=299_000))
    action = HardBot().choose(state.view(0), state.legal_actions(0), rng_for(1))
    assert 0 < max(asked) < HardBot.nodes and action in state.legal_actions(0)
    assert budget.work_for(3000, 30_000, 0.05) == 1500 and budget.work_for(3000, 30_000, 9.0) == 3000
    assert budget.thinking_share_s(300_000, 300_000, 50) == budget.MIN_SHARE_S


# ---------------------------------------------------------------- medium's move, and its proof that nothing helps


def medium_move(state, seat=0):
    """Medium's action for ``seat`` (the search a human's hint once used), None where it stops: Done only once
    a search over every legal move proved that none can uncover a card, complete a run or gain points."""
    if seat is None or not state.legal_actions(seat):
        return None
    action = MediumBot().choose(state.view(seat), state.legal_actions(seat), rng_for(0))
    return None if isinstance(action, Done) else action


def test_medium_shows_the_move_that_uncovers_a_card():
    state, view = view_of(["#KS #QS 5H", "#KS 6H"])
    assert medium_move(state) == Move(0, 1, 1)


def test_medium_turns_up_a_face_down_top_card():
    state, view = view_of(["#KS #QS", "#KS 6H"])
    assert medium_move(state) == TurnUp(0)


def test_medium_finds_a_plan_of_several_moves():
    # neither move uncovers a card alone: 4S onto 5H, then 9H onto 10S empties column 0's face-up part
    state, view = view_of(["#AS 9H 4S", "#AS 10S", "#AS 5H"])
    assert medium_move(state) == Move(0, 2, 1)


def test_medium_suggests_deal_when_nothing_better():
    state, view = view_of([], "AS " * 10)
    assert medium_move(state) == DEAL
    state, view = view_of(["#AS 8H 7S", "#AS 5S 8H"], "AS " * 10)   # only pointless moves
    assert medium_move(state) == DEAL


def test_medium_no_useful_moves_left():
    state, view = view_of([])                                       # no move at all
    assert medium_move(state) is None
    state, view = view_of(["#AS 8H 7S", "#AS 5S 8H"])               # legal moves, none of any use
    assert any(isinstance(a, Move) for a in state.legal_actions(0))
    assert medium_move(state) is None


def test_medium_is_not_fooled_into_stuck_by_a_long_way_round():
    # the only progress: 3H to the empty column, 9S onto 10H, 3H back onto 4S? no -- onto the 4H
    state, view = view_of(["#AS 9S 3H", "", "#AS 10H", "#AS 4H"])
    assert medium_move(state) is not None
    state, view = view_of(["#AS 9S 3H", "#AS 10H", "#AS 4S"])       # two moves, stock empty
    assert medium_move(state) == Move(0, 2, 1)


def test_medium_after_finishing_is_none():
    state = GAME.new_state(SpiderOptions(), 3)
    state.apply(0, DONE)
    assert medium_move(state) is None and medium_move(state, None) is None


# ---------------------------------------------------------------- the oracle


def test_oracle_solves_a_deal_and_its_solution_replays_in_the_engine():
    deck = [card_int(c) for c in deck_order(3, 1)]
    sol = oracle.solve_deck(deck)
    assert sol.solved and sol.score > 300
    state = GAME.new_state(SpiderOptions(suits=1), 3)
    for step in sol.steps:
        action = {"move": lambda s: Move(s[1], s[2], s[3]), "turn": lambda s: TurnUp(s[1]),
                  "deal": lambda s: Deal()}[step[0]](step)
        state.apply(0, action)
    assert state.finished[0] == "cleared" and state.boards[0].score == sol.score


def test_best_score_and_winnable_deals():
    polish = ((60, True),)                                             # one extra beam keeps the test quick
    solved, score = solver.best_score(3, 1, polish=polish)
    assert solved and score >= oracle.solve_deck([card_int(c) for c in deck_order(3, 1)]).score
    hits = solver._best_cached.cache_info().hits
    assert solver.best_score(3, 1, polish=polish) == (solved, score)
    assert solver._best_cached.cache_info().hits == hits + 1           # cached: not solved again
    number = deal.first_winnable(3, 1)
    assert number == 3
    state = GAME.new_state(SpiderOptions(suits=1, winnable_only=True), 3)
    assert state.deal_number == 3 and state.view(0).deal_number is None   # told once the seat has finished
    state.apply(0, DONE)
    assert state.view(0).deal_number == 3


def test_first_winnable_skips_unsolved_deals(monkeypatch):
    monkeypatch.setattr(deal, "solvable", lambda n, suits, *a, **k: n % 5 == 4)
    assert deal.first_winnable(10, 2) == 14
    monkeypatch.setattr(deal, "solvable", lambda n, suits, *a, **k: False)
    assert deal.first_winnable(10, 2, tries=3) == 10


def test_beam_reports_failure_on_an_impossible_position():
    board = board_from_text(["AS", "2S", "3S"])          # a run cannot be completed without its other cards
    sol = oracle.beam_solve(board.cols, board.down, (), 0, 10, 1000)
    assert not sol.solved and sol.steps == []


def test_a_plan_that_completes_a_run_is_judged_with_that_run_counted():  # RULES P-7
    # seven runs done; the plan lays the ace on K..2 and so completes the eighth: the game is won
    state = endgame_state(["KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "AS"], runs=7)
    board = state.boards[0]
    assert solver.solves_after(board.cols, board.down, 7, [(1, 0, 1)], 10, 1000).solved
    assert not solver.solves_after(board.cols, board.down, 6, [(1, 0, 1)], 10, 1000).solved    # a run still missing


# ---------------------------------------------------------------- the benchmark tool


def test_spider_solve_bench_reports_the_agreed_figures(capsys):
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    import spider_solve
    hashes = []
    for level in ("easy", "easy", "oracle"):
        spider_solve.main(["--level", level, "--suits", "1", "--deals", "2", "--seed", "4", "--json"])
        figures = last_json(capsys)
        hashes.append(figures["results_sha256"])
        assert figures["deals"] == 2 and 0 <= figures["win_rate"] <= 1 and figures["cap_hits"] == 0
        low, high = figures["win_rate_ci"]
        assert 0 <= low <= figures["win_rate"] <= high <= 1
        assert set(figures["ms_per_move"]) >= {"median", "p95"} and set(figures["s_per_deal"]) >= {"median", "p95"}
        assert "mean_score" in figures
    assert figures["win_rate"] == 1.0                     # the oracle solves 1-suit deals
    assert hashes[0] == hashes[1] != hashes[2] and len(hashes[0]) == 64   # the same play, the same hash


def test_spider_solve_bench_keeps_each_deal_as_it_finishes(capsys, tmp_path):
    # a long run stopped early still shows what it played: --jsonl writes each deal's result, and
    # --summary gives the figures of those deals (the same play, the same hash)
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    import spider_solve
    log = tmp_path / "deals.jsonl"
    spider_solve.main(["--level", "easy", "--suits", "1", "--deals", "2", "--seed", "4", "--json", "--jsonl", str(log)])
    full = last_json(capsys)
    assert len(log.read_text().splitlines()) == 2
    spider_solve.main(["--level", "easy", "--suits", "1", "--seed", "4", "--json", "--summary", str(log)])
    summary = last_json(capsys)
    assert summary["deals"] == 2 and summary["results_sha256"] == full["results_sha256"]
    assert summary["win_rate"] == full["win_rate"] and summary["s_per_deal"] == full["s_per_deal"]
    assert "expert" in spider_solve.LEVELS
    # a run stopped after its first deal goes on from the second (--first), and both parts sum up as one run
    first, rest = tmp_path / "first.jsonl", tmp_path / "rest.jsonl"
    spider_solve.main(["--level", "easy", "--suits", "1", "--deals", "1", "--seed", "4", "--jsonl", str(first)])
    spider_solve.main(["--level", "easy", "--suits", "1", "--deals", "1", "--first", "1", "--seed", "4",
                       "--jsonl", str(rest)])
    capsys.readouterr()
    spider_solve.main(["--level", "easy", "--suits", "1", "--seed", "4", "--json", "--summary", str(rest), str(first)])
    parts = last_json(capsys)
    assert parts["deals"] == 2 and parts["results_sha256"] == full["results_sha256"]
