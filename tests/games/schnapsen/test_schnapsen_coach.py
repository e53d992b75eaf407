"""The Schnapsen coach (cardsuite.games.schnapsen.bots.coach): the decisions that lost the most, from the
player's view, and the round's value with every card open."""

from cardsuite.engine import start_round
from cardsuite.games.schnapsen.bots.coach import MIN_LOSS, Cancelled, Coach, yardstick_level
from cardsuite.games.schnapsen.bots.levels import LEVELS
from cardsuite.games.schnapsen.bots.opencards import open_card_value
from cardsuite.games.schnapsen.engine.actions import Play
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.cards import Suit
from cardsuite.bots import BotLevel
from tests.support.schnapsencoach import blunder_round, engine_open_value, play_out, record_for


def test_the_blunder_is_found_first_with_the_marriage_that_won_at_once():
    # RULES S-7, S-10, S-11: at trick 3 announcing 40 reached 66 with the other seat trickless: 3 game points
    record = blunder_round()
    report = Coach().analyse(record, 0, open_cards=False)
    top = report.mistakes[0]
    assert top.trick == 3
    assert top.played == Play(record_card("JD"))
    assert isinstance(top.better, Play) and top.better.marry and top.better.card.suit is Suit.SPADES
    assert top.best_value == 3.0
    assert top.loss >= 1.0
    assert len(report.mistakes) <= 3
    assert all(m.loss >= MIN_LOSS for m in report.mistakes)
    assert [m.loss for m in report.mistakes] == sorted((m.loss for m in report.mistakes), reverse=True)


def record_card(text):
    from cardsuite.cards import card
    return card(text)


def test_only_the_asked_seats_decisions_are_judged():
    record = blunder_round()
    for seat in (0, 1):
        report = Coach().analyse(record, seat, open_cards=False)
        assert report.mistakes or seat == 1
        for m in report.mistakes:
            assert record.actions[m.decision][0] == seat
            assert GAME.actions.from_json(record.actions[m.decision][1]) == m.played
        choices = 0
        state = start_round(GAME, record)
        for s, data in record.actions:
            if s == seat and len(state.legal_actions(s)) > 1:
                choices += 1
            state.apply(s, GAME.actions.from_json(data))
        assert report.decisions == choices


def test_the_report_is_reproducible():
    record, state = record_for(19, dealer=1)       # 8 decisions judged, as seed 11's, 3 of them costly; half the work
    play_out(record, state)
    first = Coach().analyse(record, 0)
    again = Coach().analyse(record, 0)
    assert first == again
    assert first.actual == (state.result[1] if state.result[0] == 0 else -state.result[1])


def test_the_open_card_line_is_the_rounds_value_from_its_first_lead():
    # both seats' values are opposite, and the game points are one of RULES S-11's
    record, state = record_for(5, dealer=0)
    start = state.copy()
    play_out(record, state)
    report = Coach().analyse(record, 1)
    assert report.open_value == open_card_value(start, 1) == -open_card_value(start, 0)
    assert report.open_value in (-3, -2, -1, 1, 2, 3)


def test_open_card_search_agrees_with_plain_minimax_over_the_engine():
    # RULES S-8, S-9: with the talon at 4 cards the leader may still exchange and close; the engine's own
    # legal actions (announced or not, exchange, close) searched plainly give the same value.  Seed 175 after
    # 3 tricks offers the exchange and the close at once and marriages further on, in a small tree
    checked = 0
    for seed, tricks in ((0, 4), (1, 4), (2, 4), (175, 3)):
        record, state = record_for(seed, dealer=seed % 2)
        play_out(record, state, until=lambda s: len(s.history) >= tricks)
        if state.is_over:
            continue
        me = seed % 2
        assert open_card_value(state, me) == engine_open_value(state.copy(), me)
        checked += 1
    assert checked >= 3


def test_the_yardstick_is_the_strongest_level_that_values_moves():
    assert yardstick_level(LEVELS).level == "expert"
    assert yardstick_level([lvl for lvl in LEVELS if lvl.level != "expert"]).level == "hard"
    top = max(lvl.rating for lvl in LEVELS)
    no_values = BotLevel("oracle", "Oracle", top + 200, next(lvl.make for lvl in LEVELS if lvl.level == "medium"))
    assert yardstick_level([*LEVELS, no_values]).level == "expert"


def test_a_stopped_analysis_raises_cancelled():
    record = blunder_round()
    coach = Coach()
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 1
    try:
        coach.analyse(record, 0, cancelled=cancelled)
    except Cancelled:
        pass
    else:
        raise AssertionError("the analysis went on after it was called off")


def test_a_guests_record_is_rebuilt_from_the_events_its_seat_was_shown():
    # RULES S-7, S-8, S-9: marriages, exchanges and closes are shown to both players, so one seat's events hold
    # every action of the round; a record missing its start (a reconnect) does not replay and gives None
    import random

    from cardsuite.engine import events_for
    from cardsuite.games.schnapsen.bots.coach import record_from_events
    from cardsuite.games.schnapsen.bots.levels import MediumBot
    from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump

    kinds = set()
    for seed in range(60):
        record, state = record_for(seed, dealer=seed % 2)
        seen = {0: [], 1: []}
        bots, rng = (MediumBot(), MediumBot()), random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            action = bots[seat].choose(state.view(seat), state.legal_actions(seat), rng)
            events = state.apply(seat, action)
            record.actions.append((seat, action.to_json()))
            kinds.add(type(action) if not getattr(action, "marry", False) else "marry")
            for s in (0, 1):
                seen[s] += events_for(events, s)
        bare = type(record)(record.game, record.rules_version, record.options, record.seed, None)
        for s in (0, 1):
            rebuilt = record_from_events(bare, seen[s], state.dealer)
            assert rebuilt is not None and rebuilt.actions == record.actions
            assert record_from_events(bare, seen[s][4:], state.dealer) is None
    assert {"marry", ExchangeTrump, Close} <= kinds          # the seeds cover every kind of action
