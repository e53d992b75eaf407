"""The Spider expert bot: honest, reproducible, bounded by work, and it plays positions to the win."""

from cardsuite.cards import Card, spider_deck
from cardsuite.engine import rng_for
from cardsuite.games.spider.bots import expert
from cardsuite.games.spider.bots.expert import DEAL_STEP, ExpertBot, plan_of, try_plan
from cardsuite.games.spider.bots.levels import LEVELS
from cardsuite.games.spider.engine.actions import DONE, Deal
from cardsuite.games.spider.engine.board import board_from_text, card_int
from cardsuite.games.spider.engine.game import GAME
from cardsuite.games.spider.engine.options import SpiderOptions

# five runs done, one packet left in the stock, three cards face down: the expert's planner solves
# sampled worlds (face-down cards and stock) here, deal or no deal
COLUMNS = ["#5S #9S KS QS JS 10S", "#3S 9S 8S 7S 6S", "4S 3S 2S AS", "KS QS JS 10S", "8S 7S 6S 5S 4S",
           "2S AS", "KS", "QS", "JS", ""]
STOCK = "10S 9S 8S 7S 6S 5S 4S 3S 2S AS"


def late_state(columns=COLUMNS, stock=STOCK, runs=5, minutes=0):
    """A 1-suit duel with ``runs`` runs done and the given columns and stock (the other seat has finished)."""
    state = GAME.new_state(SpiderOptions(suits=1, time_limit_min=minutes), 1)
    state.apply(1, DONE)
    board = board_from_text(columns, stock)
    deck = spider_deck(1)
    board.found = [tuple(card_int(c) for c in deck[13 * k:13 * k + 13]) for k in range(8 - runs, 8)]
    state.boards[0] = board
    return state


def play_out(state, bot, seed, limit=120):
    actions = []
    while not state.finished[0] and len(actions) < limit:
        action = bot.choose(state.view(0), state.legal_actions(0), rng_for(seed, len(actions)))
        assert action in state.legal_actions(0)
        state.apply(0, action)
        actions.append(action)
    return actions


def test_expert_is_registered_above_hard():
    levels = {lvl.level: lvl for lvl in LEVELS}
    assert levels["expert"].make is ExpertBot and levels["expert"].rating > levels["hard"].rating
    assert ExpertBot().level == "expert"


def test_expert_plays_the_last_packet_and_the_endgame_to_the_win_the_same_way_twice():  # RULES P-5, P-6, P-9
    # a decision is a function of (view, legal actions, rng): two fresh bots play the same game, action for action
    games = []
    for _ in range(2):
        state = late_state()
        games.append(play_out(state, ExpertBot(), 3))
        assert state.finished[0] == "cleared" and state.boards[0].runs == 8
    assert Deal() in games[0]                                   # the stock was dealt on the way
    assert games[0] == games[1]


def test_expert_sees_only_the_view():  # RULES P-2, P-4
    # other face-down cards and another stock order under the same face-up cards: the same view, the same answer
    other = [COLUMNS[0].replace("#5S #9S", "#3S #5S"), COLUMNS[1].replace("#3S", "#9S")] + COLUMNS[2:]
    state_a, state_b = late_state(), late_state(other, " ".join(reversed(STOCK.split())))
    assert state_a.view(0).board == state_b.view(0).board
    assert ExpertBot().choose(state_a.view(0), state_a.legal_actions(0), rng_for(5)) == \
        ExpertBot().choose(state_b.view(0), state_b.legal_actions(0), rng_for(5))


def test_expert_does_less_work_when_the_clock_runs_low(monkeypatch):  # RULES P-9
    # the solver work of a decision shrinks with the match clock's share of the time left (read from the
    # view, so still reproducible): the same position with 9 minutes 59 seconds of 10 used
    spent = []
    real = expert.beam_solve

    def counting(*a, **k):
        sol = real(*a, **k)
        spent.append(sol.nodes)
        return sol

    monkeypatch.setattr(expert, "beam_solve", counting)
    work = []
    for used_ms in (0, 599_000):
        state = late_state(minutes=10)
        state.elapsed[0] = used_ms
        assert state.view(0).players[0].elapsed_ms == used_ms
        spent.clear()
        action = ExpertBot().choose(state.view(0), state.legal_actions(0), rng_for(1))
        assert action in state.legal_actions(0)
        work.append(sum(spent))
    assert 0 < work[1] < work[0]


def test_a_plan_is_the_moves_before_the_first_turn_up_or_deal():
    assert plan_of([("move", 1, 2, 3), ("move", 2, 3, 1), ("turn", 2), ("move", 0, 1, 1)]) == ((1, 2, 3), (2, 3, 1))
    assert plan_of([("move", 1, 2, 3), ("deal",), ("move", 0, 1, 1)]) == ((1, 2, 3), DEAL_STEP)
    assert plan_of([("deal",)]) == (DEAL_STEP,)


def test_a_plan_that_deals_is_tried_with_its_deal():  # RULES P-5, P-6
    # seven runs done, K..2 on column 0, and the packet's first card is the ace: dealing completes the eighth
    board = board_from_text(["KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"])
    packet = tuple(card_int(Card.parse(c)) for c in ["AS"] + ["KS"] * 9)
    sol = try_plan(board.cols, board.down, packet, 7, (DEAL_STEP,), 10, 1000)
    assert sol.solved and sol.steps == [("deal",)]
    assert not try_plan(board.cols, board.down, packet, 6, (DEAL_STEP,), 10, 1000).solved     # a run still missing


def test_worlds_are_given_up_early_only_while_stock_is_left(monkeypatch):  # RULES P-5, P-9
    # where no sampled world can be won: with a packet left the expert stops after ``probe`` solves and does not
    # solve again until it learns a card; with the stock dealt it tries all its worlds every decision, as hard does
    solves = []
    monkeypatch.setattr(expert, "beam_solve", lambda *a, **k: solves.append(1) or expert.Solution(False, [], 10))
    bot = ExpertBot()
    with_stock = late_state()
    for _ in range(2):
        assert bot.choose(with_stock.view(0), with_stock.legal_actions(0), rng_for(1)) in with_stock.legal_actions(0)
    assert len(solves) == ExpertBot.probe
    solves.clear()
    dealt = late_state([f"{c} {card}".strip() for c, card in zip(COLUMNS, STOCK.split())], stock="")
    for _ in range(2):
        assert bot.choose(dealt.view(0), dealt.legal_actions(0), rng_for(1)) in dealt.legal_actions(0)
    assert len(solves) == 2 * ExpertBot.end_samples
