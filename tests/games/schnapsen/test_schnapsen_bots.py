"""Schnapsen bots: legal answers from views alone, sound sampling, exact endgames, seeded matches."""

import random

import pytest

from cardsuite.bots import RandomBot
from cardsuite.games import GameEntry
from cardsuite.games.schnapsen.bots import levels as sbots
from cardsuite.games.schnapsen.bots.search import Deal, Searcher
from cardsuite.games.schnapsen.engine.cards import CARDS
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat

ENTRY = GameEntry("schnapsen", "Schnapsen", "Two players, twenty cards, 66 points.", "cardsuite.games.schnapsen")


def quick_hard():
    return sbots.HardBot(samples=3, node_budget=3000)


def positions(n_rounds, seed0=0):
    """Positions from random rounds (states at every decision), with every phase represented."""
    for seed in range(seed0, seed0 + n_rounds):
        state = GAME.new_state(SchnapsenOptions(), seed, {"dealer": seed % 2})
        rng = random.Random(seed)
        while not state.is_over:
            yield state
            seat = state.to_move
            legal = state.legal_actions(seat)
            # close less often than uniformly, so long open-talon games are common too
            choices = [a for a in legal if not isinstance(a, Close)] if rng.random() < 0.8 else legal
            state.apply(seat, rng.choice(choices or legal))


def test_levels():
    assert [(lvl.level, lvl.title, lvl.rating) for lvl in sbots.LEVELS] == [
        ("easy", "Easy", 1327), ("medium", "Medium", 1673), ("hard", "Hard", 1936), ("expert", "Expert", 1978)]
    assert isinstance(sbots.LEVELS[2].make(), sbots.HardBot)
    levels = ENTRY.bot_levels()
    assert list(levels) == ["random", "easy", "medium", "hard", "expert"]


@pytest.mark.parametrize("make, rounds", [(sbots.EasyBot, 60), (sbots.MediumBot, 60), (quick_hard, 15)])
def test_bots_return_legal_actions_from_views(make, rounds):
    bot = make()
    phases = set()
    for i, state in enumerate(positions(rounds)):
        seat = state.to_move
        view = state.view(seat)
        legal = state.legal_actions(seat)
        action = bot.choose(view, legal, random.Random(i))
        assert action in legal
        phases.add((view.strict, bool(view.trick)))
    assert phases == {(False, False), (False, True), (True, False), (True, True)}


@pytest.mark.parametrize("make", [sbots.EasyBot, sbots.MediumBot, quick_hard])
def test_bots_are_pure_functions_of_view_legal_and_rng(make):
    for i, state in enumerate(positions(4, 500)):
        seat = state.to_move
        view, legal = state.view(seat), state.legal_actions(seat)
        assert make().choose(view, legal, random.Random(i)) == make().choose(view, legal, random.Random(i))


def test_info_counts_the_opponents_points_from_the_view():
    for state in positions(40, 100):
        seat = state.to_move
        info = sbots.Info(state.view(seat))
        op = 1 - seat
        assert info.op_points == state.points(op)
        assert info.op_pending == state.pending[op]
        assert info.my_points == state.points(seat)
        assert set(info.unknown) | set(info.op_known) >= {c for c in state.hands[op]}
        assert not set(info.unknown) & set(state.hands[seat])
        assert not (info.voids & set(state.hands[op]))                  # voids shown are real


def test_hard_samples_are_consistent_with_the_view():
    bot = sbots.HardBot()
    rng = random.Random(3)
    for state in positions(30, 200):
        seat = state.to_move
        view = state.view(seat)
        info = sbots.Info(view)
        for _ in range(3):
            deal = bot._sample(info, rng)
            op = 1 - seat
            opp = {c for c in range(20) if deal.hands[op] >> c & 1}
            mine = {c for c in range(20) if deal.hands[seat] >> c & 1}
            assert mine == set(state.hands[seat])
            assert len(opp) == len(state.hands[op])
            assert set(info.op_known) <= opp
            assert not opp & (set(info.played) | mine)
            assert len(deal.talon) == len(state.talon) + (state.trump_card is not None)
            hidden = (opp - set(info.op_known)) | set(deal.talon) - {state.trump_card}
            assert sorted(CARDS[c] for c in hidden) == sorted(GAME.unseen_cards(view))   # one "unseen"
            if state.trump_card is not None:
                assert deal.talon[0] == state.trump_card
            assert deal.points == [state.points(0), state.points(1)]
            assert deal.closed_by == (-1 if state.closed_by is None else state.closed_by)
            if state.closed_by is not None:
                assert deal.snap == state.close_snap
            if state.trump_card is None:                                  # all cards known: the sample is the truth
                assert opp == set(state.hands[op])


def solve(state, me):
    """Brute-force minimax on the engine itself: game points for ``me`` with best play by both."""
    if state.is_over:
        winner, gp, _ = state.result
        return gp if winner == me else -gp
    seat = state.to_move
    values = []
    for action in state.legal_actions(seat):
        child = state.copy()
        child.apply(seat, action)
        values.append(solve(child, me))
    return max(values) if seat == me else min(values)


def test_hard_plays_exhausted_endgames_exactly():
    bot = sbots.HardBot()
    checked = 0
    for seed in range(400):
        state = GAME.new_state(SchnapsenOptions(), seed, {"dealer": seed % 2})
        rng = random.Random(seed)
        while not state.is_over and not (state.trump_card is None and len(state.hands[state.to_move]) <= 4):
            seat = state.to_move
            legal = [a for a in state.legal_actions(seat) if not isinstance(a, Close)]
            state.apply(seat, rng.choice(legal))
        if state.is_over:
            continue
        seat = state.to_move
        legal = state.legal_actions(seat)
        if len(legal) < 2:
            continue
        best = max(solve(_after(state, seat, a), seat) for a in legal)
        chosen = bot.choose(state.view(seat), legal, random.Random(seed))
        assert solve(_after(state, seat, chosen), seat) == best
        checked += 1
        if checked == 12:
            break
    assert checked == 12


def _after(state, seat, action):
    child = state.copy()
    child.apply(seat, action)
    return child


def test_state_copy_is_independent():
    state = GAME.new_state(SchnapsenOptions(), 9)
    copy = state.copy()
    seat = state.to_move
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert copy.to_json() != state.to_json()
    assert GAME.new_state(SchnapsenOptions(), 9).to_json() == state.to_json()


def deal(nd, dl, trump, dealer=0):
    from cardsuite.cards import card, cards
    nd, dl, tc = cards(nd), cards(dl), card(trump)
    rest = [c for c in CARDS if c not in set(nd + dl + [tc])]
    return GAME.from_deck(SchnapsenOptions(), nd[:3] + dl[:3] + [tc] + nd[3:] + dl[3:] + rest, {"dealer": dealer})


def test_easy_announces_marriages_and_takes_valuable_leads():
    from cardsuite.cards import card
    state = deal("QH KH AC 10D JD", "AH JC KD 10S JS", "QS")
    action = sbots.EasyBot().choose(state.view(1), state.legal_actions(1), random.Random(0))
    assert isinstance(action, Play) and action.marry and action.card in (card("QH"), card("KH"))
    state.apply(1, action)
    reply = sbots.EasyBot().choose(state.view(0), state.legal_actions(0), random.Random(0))
    assert reply == Play(card("AH"))                       # wins the trick in the suit led


def test_medium_exchanges_the_trump_jack():
    state = deal("JS AH 10H KC QD", "AC QS JC QC KD", "AS")
    assert sbots.MediumBot().choose(state.view(1), state.legal_actions(1), random.Random(0)) == ExchangeTrump()


def test_medium_closes_when_sure_and_saves_trumps():
    from cardsuite.cards import card
    state = deal("AS 10S KS QS JH", "AH QH JC QC KD", "JS")
    assert sbots.MediumBot().choose(state.view(1), state.legal_actions(1), random.Random(0)) == Close()
    # an open talon and a low lead: medium does not spend a trump on it
    state = deal("JC AH 10H KD QD", "AD KS JD QH 10S", "JS")
    state.apply(1, Play(card("JC")))
    reply = sbots.MediumBot().choose(state.view(0), state.legal_actions(0), random.Random(0))
    assert reply == Play(card("JD"))
    # ... but it takes a valuable card led with the ace of the suit
    state = deal("10C AH 10H KD QD", "AC KS JD QH 10S", "JS")
    state.apply(1, Play(card("10C")))
    assert sbots.MediumBot().choose(state.view(0), state.legal_actions(0), random.Random(0)) == Play(card("AC"))


def test_bots_finish_seeded_matches():
    levels = ENTRY.bot_levels()
    match = Match(ENTRY, SchnapsenOptions(), [BotSeat(levels["medium"], "Marta", 0),
                                             BotSeat(levels["easy"], "Luka", 0)], seed=11)
    play_bots(match)
    assert match.is_over and match.result is not None
    assert 0 in match.totals() and all(0 <= t <= 7 for t in match.totals())
    dealers = [r.context["dealer"] for r in match.finished_rounds]
    assert dealers == [i % 2 for i in range(len(dealers))]
    assert all(1 <= max(s.points) <= 3 for s in match.summaries)


def test_a_match_resumes_from_any_autosave_identically():
    levels = ENTRY.bot_levels()
    saves = []
    seats = [BotSeat(levels["medium"], "Zofia", 0), BotSeat(levels["easy"], "Rok", 0)]
    match = Match(ENTRY, SchnapsenOptions(target=3), seats, seed=5, autosave=saves.append)
    play_bots(match)
    for data in saves[::7]:
        resumed = Match.from_json(ENTRY, data)
        play_bots(resumed)
        assert resumed.totals() == match.totals() and resumed.result == match.result
        assert [r.to_json() for r in resumed.finished_rounds] == [r.to_json() for r in match.finished_rounds]


def test_hard_bot_plays_a_short_match():
    levels = ENTRY.bot_levels()
    seats = [BotSeat(levels["hard"], "Zofia", 0), BotSeat(levels["random"], "Rok", 0)]
    match = Match(ENTRY, SchnapsenOptions(target=3), seats, seed=5)
    play_bots(match)
    assert match.is_over and match.result.winner in (0, 1)


def test_hard_beats_random_in_a_small_seeded_sample():
    hard, rnd = quick_hard(), RandomBot()
    wins = 0
    for seed in range(20):
        for swap in (0, 1):
            state = GAME.new_state(SchnapsenOptions(), 900 + seed, {"dealer": seed % 2})
            bots = [hard, rnd] if swap == 0 else [rnd, hard]
            rng = random.Random(seed)
            while not state.is_over:
                seat = state.to_move
                state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat), rng))
            wins += state.result[0] == swap
    assert wins >= 28


def test_search_estimate_is_the_fitted_linear_model_and_search_restores_the_deal():
    from cardsuite.games.schnapsen.bots.search import WEIGHTS, features
    rng = random.Random(1)
    for _ in range(300):
        order = list(range(20))
        rng.shuffle(order)
        hands = [sum(1 << c for c in order[:5]), sum(1 << c for c in order[5:10])]
        talon = order[10:10 + rng.choice([2, 4, 6, 8])]
        deal = Deal(trump=rng.randrange(4), me=rng.randrange(2), hands=hands, talon=talon,
                    points=[rng.randrange(60), rng.randrange(60)], pending=[rng.choice([0, 20]), 0],
                    tricks=[rng.randrange(3), rng.randrange(3)], leader=rng.randrange(2))
        searcher = Searcher(deal, 2)
        f = features(deal.hands, deal.points, deal.pending, deal.tricks, deal.leader, deal.me, deal.trump)
        expected = max(-2.5, min(2.5, sum(a * b for a, b in zip(WEIGHTS[len(talon)], f))))
        assert abs(searcher._estimate(deal.leader) - expected) < 1e-9
        before = repr(deal)
        if deal.leader == deal.me:
            move = ("play", (deal.hands[deal.me] & -deal.hands[deal.me]).bit_length() - 1)
            value = searcher.root(move, 2)
            assert -3 <= value <= 3
            assert repr(deal) == before


def test_hard_bot_keeps_to_its_work_budget_and_repeats_itself():
    for budget in (500, 5000):
        for i, state in enumerate(positions(2, 700)):
            seat = state.to_move
            view, legal = state.view(seat), state.legal_actions(seat)
            bot, again = sbots.HardBot(node_budget=budget), sbots.HardBot(node_budget=budget)
            action = bot.choose(view, legal, random.Random(i))
            assert action in legal and bot.last_nodes <= budget
            assert again.choose(view, legal, random.Random(i)) == action and again.last_nodes == bot.last_nodes


def test_the_wall_clock_safety_net_counts_when_it_fires():
    bot = sbots.HardBot(budget_s=0.0)                  # a deadline already past: the net fires at once
    state = GAME.new_state(SchnapsenOptions(), 4, {"dealer": 0})
    seat = state.to_move
    unhurried = sbots.HardBot(budget_s=1e9)
    action = bot.choose(state.view(seat), state.legal_actions(seat), random.Random(1))
    unhurried.choose(state.view(seat), state.legal_actions(seat), random.Random(1))
    assert action in state.legal_actions(seat)
    assert bot.cap_hits == 1 and bot.last_nodes < unhurried.last_nodes


@pytest.mark.parametrize("make", [lambda: sbots.HardBot(samples=3), lambda: sbots.ExpertBot(samples=3)])
def test_move_values_rate_every_legal_action_in_game_points(make):
    """The coach's yardstick: each legal action gets its expected game points; an unannounced marriage lead
    is worth less than announcing it, since the marriage is given away (RULES S-7)."""
    bot = make()
    seen_plain = False
    # traced: rounds 906-911 reached no line of the bots that these six do not (only the engine's own marriage
    # before a first trick and failed close, which its rules tests check)
    for i, state in enumerate(positions(6, 900)):
        seat = state.to_move
        view, legal = state.view(seat), state.legal_actions(seat)
        values = bot.move_values(view, legal, random.Random(i))
        assert sorted(map(repr, (a for a, _ in values))) == sorted(map(repr, legal))
        assert all(-3 <= v <= 3 for _, v in values)
        by_card = {}
        for action, v in values:
            if isinstance(action, Play) and not view.trick:
                by_card.setdefault(action.card, {})[action.marry] = v
        for pair in by_card.values():
            if len(pair) == 2:
                seen_plain = True
                assert pair[True] >= pair[False]
    assert seen_plain


def test_the_search_judges_the_horizon_by_the_weights_it_is_given():
    # An open talon and two tricks searched, and no one can reach 66 in two tricks (no marriage can be
    # announced, no two tricks hold 66 points): with every weight 0 but a constant, the horizon says that.
    mine, theirs = (4, 9, 14, 19, 3), (0, 1, 2, 5, 6)          # the jacks and the trump queen; A, 10, K of trumps
    deal = Deal(trump=0, me=0, hands=[sum(1 << c for c in mine), sum(1 << c for c in theirs)],
                talon=[c for c in range(20) if c not in mine + theirs], points=[0, 0], pending=[0, 0],
                tricks=[0, 0], leader=0)
    flat = {size: (1.5,) + (0.0,) * 29 for size in (2, 4, 6, 8, 10)}
    assert Searcher(deal, 2, weights=flat).root(("play", 4), 2) == 1.5
    assert Searcher(deal, 2).root(("play", 4), 2) != 1.5
