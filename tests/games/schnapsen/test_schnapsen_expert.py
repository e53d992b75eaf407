"""The expert Schnapsen bot: evidence-weighted worlds, exact layouts once the talon is closed or gone."""

import random

from cardsuite.cards import card
from cardsuite.games.schnapsen.bots import expert
from cardsuite.games.schnapsen.bots import levels as sbots
from cardsuite.games.schnapsen.engine.actions import Close, Play
from cardsuite.games.schnapsen.engine.cards import INDEX
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions

from test_schnapsen_bots import _after, deal, positions, solve


def quick_expert():
    return expert.ExpertBot(samples=4, node_budget=20_000, horizon=2)


def test_expert_is_registered_above_hard():
    names = [lvl.level for lvl in sbots.LEVELS]
    assert names[-2:] == ["hard", "expert"]
    assert sbots.LEVELS[-1].rating > sbots.LEVELS[-2].rating
    assert isinstance(sbots.LEVELS[-1].make(), expert.ExpertBot)


def test_expert_answers_legally_and_reproducibly_in_every_phase():
    phases = set()
    for i, state in enumerate(positions(6, 300)):      # traced: rounds 306-307 reached no line of the bots more
        seat = state.to_move
        view, legal = state.view(seat), state.legal_actions(seat)
        action = quick_expert().choose(view, legal, random.Random(i))
        assert action in legal
        assert quick_expert().choose(view, legal, random.Random(i)) == action
        phases.add((view.strict, bool(view.trick)))
    assert len(phases) == 4


def test_a_king_led_unannounced_tells_the_queen_is_elsewhere():
    """RULES S-7: a player on lead holding K and Q may announce; one who leads the king without announcing
    almost surely lacks the queen, so the expert's worlds rarely give it to them."""
    state = deal("KH AC 10D JD QC", "AH JC KD 10S JS", "QS")     # the non-dealer (seat 1) leads
    state.apply(1, Play(card("KH")))
    view = state.view(0)
    info = sbots.Info(view)
    facts = expert.evidence(info)
    queen = INDEX[card("QH")]
    assert (queen, 0, expert.MARRIAGE_SLIP) in facts
    assert expert.world_weight(info, {queen}, facts) == expert.MARRIAGE_SLIP   # no draw since the lead
    assert expert.world_weight(info, {INDEX[card("QD")]}, facts) == 1.0
    bot = expert.ExpertBot(samples=40)
    worlds = list(bot._worlds(info, 40, random.Random(5)))
    with_queen = sum(1 for d, _w in worlds if d.hands[1] >> queen & 1)
    assert with_queen <= 4                      # uniform sampling would give it in about a third of them


def test_a_ten_let_go_by_weakens_the_ace_and_each_draw_since_restores_it():
    """An open-talon lead of a ten that the reply did not take (RULES S-3): the ace of its suit was probably
    not in that hand then -- weak evidence, and the card drawn since (RULES S-5) may be that ace."""
    state = deal("10H AC 10D JD QC", "KH JC KD 10S JS", "QS")     # seat 1 leads, seat 0 replies
    state.apply(1, Play(card("10H")))
    state.apply(0, Play(card("JC")))                             # does not take the ten
    info = sbots.Info(state.view(1))
    ace = INDEX[card("AH")]
    facts = expert.evidence(info)
    assert facts == [(ace, 0, expert.DUCK_SLIP)]
    fresh = 1 / 5                                                # one card drawn since, of five in hand
    assert abs(expert.world_weight(info, {ace}, facts) - (fresh + (1 - fresh) * expert.DUCK_SLIP)) < 1e-9


def test_expert_plays_exhausted_endgames_exactly():
    """RULES S-6: with the talon gone every card is known; the expert's single world is the truth."""
    bot = expert.ExpertBot()
    checked = 0
    for seed in range(400):
        state_rng = random.Random(seed)
        state = GAME.new_state(SchnapsenOptions(), seed, {"dealer": seed % 2})
        while not state.is_over and not (state.trump_card is None and len(state.hands[state.to_move]) <= 4):
            seat = state.to_move
            legal = [a for a in state.legal_actions(seat) if not isinstance(a, Close)]
            state.apply(seat, state_rng.choice(legal))
        if state.is_over or len(state.legal_actions(state.to_move)) < 2:
            continue
        seat = state.to_move
        legal = state.legal_actions(seat)
        best = max(solve(_after(state, seat, a), seat) for a in legal)
        worlds = list(bot._worlds(sbots.Info(state.view(seat)), bot.samples, random.Random(seed)))
        assert len(worlds) == 1 and worlds[0][1] > 0      # the only world: its weight is beside the point
        chosen = bot.choose(state.view(seat), legal, random.Random(seed))
        assert solve(_after(state, seat, chosen), seat) == best
        checked += 1
        if checked == 6:
            break
    assert checked == 6
