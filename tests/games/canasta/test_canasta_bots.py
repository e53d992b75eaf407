"""Canasta bots: legal, deterministic, from the view alone; the hard bot's sampling; partner answers."""

import json
import random
import statistics

import pytest

from cardsuite.bots import RandomBot
from cardsuite.engine import rng_for
from cardsuite.games.canasta.bots.levels import LEVELS
from cardsuite.games.canasta.bots.search import HardBot
from cardsuite.games.canasta.bots.heuristics import EasyBot, MediumBot
from cardsuite.games.canasta.bots.knowledge import Sit, sample_state
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.engine.cards import CARDS, RED3
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.actions import Answer, AskPartner, Discard, Draw, GoOut, TakeBack
from cardsuite.games.canasta.engine.views import CanastaView


class QuickHard(HardBot):
    samples = 3


def play_round(opts, makers, seed, check_view_json=False):
    bots = [make() for make in makers]
    st = GAME.new_state(opts, seed)
    steps = 0
    while not st.is_over:
        seat = st.to_move
        view = st.view(seat)
        if check_view_json:
            view = CanastaView.from_json(json.loads(json.dumps(view.to_json())))
        legal = st.legal_actions(seat)
        action = bots[seat].choose(view, legal, rng_for(seed, "bot", seat, steps))
        assert action in legal
        st.apply(seat, action)
        steps += 1
        assert steps < 3000
    return st


def test_levels_and_ratings():
    assert [lvl.level for lvl in LEVELS] == ["easy", "medium", "hard", "expert"]
    assert [lvl.rating for lvl in LEVELS] == sorted(lvl.rating for lvl in LEVELS)
    assert LEVELS[3].rating > LEVELS[2].rating
    assert [lvl.rating for lvl in LEVELS] == [990, 1303, 1544, 1572]      # measured (the levels module says how)


@pytest.mark.parametrize("preset,players", [("StarGames", 2), ("Classic", 2), ("StarGames", 4), ("Classic", 4)])
def test_every_level_plays_legal_actions_to_the_end(preset, players):
    opts = CanastaOptions.from_preset(preset, players=players, ask_partner=players == 4)
    makers = [EasyBot, MediumBot, QuickHard, RandomBot][:players] if players == 4 else [MediumBot, QuickHard]
    for seed in range(2):
        st = play_round(opts, makers, 50 + seed, check_view_json=seed == 0)
        assert st.is_over


def test_bots_are_deterministic():
    st = GAME.new_state(CanastaOptions(), 31)
    for _ in range(30):                        # move on a little with medium play
        seat = st.to_move
        st.apply(seat, MediumBot().choose(st.view(seat), st.legal_actions(seat), random.Random(1)))
    seat = st.to_move
    view, legal = st.view(seat), st.legal_actions(seat)
    for make in (EasyBot, MediumBot, QuickHard):
        first = make().choose(view, legal, random.Random(5))
        assert make().choose(view, legal, random.Random(5)) == first


def test_hard_samples_only_what_the_view_allows():
    st = layout(hands=["8C 8D 4C 6D KS", "4D 5D 9S 9H 2C", ], pile="JC 7H 8S", turn=0,
                melds={0: ["QC QD QH"], 1: ["AC AD AH"]})
    from cardsuite.games.canasta.engine.actions import TakePile
    from cardsuite.cards import cards
    st.apply(0, TakePile(tuple(cards("8C 8D"))))               # seat 0 now holds JC and 7H, known to all
    view = st.view(1)
    assert set(view.known[0]) == set(cards("JC 7H"))
    for seed in range(20):
        sample = sample_state(view, random.Random(seed))
        assert len(sample.hands[0]) == len(st.hands[0]) and len(sample.stock) == len(st.stock)
        assert set(cards("JC 7H")) <= {CARDS[c] for c in sample.hands[0]}
        assert sorted(sample.hands[1]) == sorted(st.hands[1])
        assert not any(RED3[c] for h in sample.hands for c in h)
        places = [c for h in sample.hands for c in h] + sample.stock + sample.pile
        places += [c for side in sample.melds for m in side for c in m] + sample.red3[0] + sample.red3[1]
        assert sorted(places) == list(range(108))


def test_partner_answers_are_sensible():  # RULES C-10
    opts = CanastaOptions.from_preset("Classic", players=4, ask_partner=True)
    small = layout(opts, hands=["4C", "4D", "5C 6D", "7S"], turn=0, phase="play",
                   melds={0: ["KC KD KH KS KC KD KH"]})
    big = layout(opts, hands=["4C", "4D", "JK JK AS AS KS QS QD JD 10C 9C", "7S"], turn=0, phase="play",
                 melds={0: ["KC KD KH"]})
    for state, yes in ((small, True), (big, False)):
        sit = Sit.from_view(state.view(2))
        assert MediumBot().answer_partner(sit) is yes
    assert EasyBot().answer_partner(Sit.from_view(big.view(2))) is True


def test_answers_come_from_the_legal_pair():
    opts = CanastaOptions.from_preset("Classic", players=4, ask_partner=True)
    from cardsuite.games.canasta.engine.actions import AskPartner, Meld
    from cardsuite.cards import Rank, cards
    st = layout(opts, hands=["9C 9D 9H 5C", "4D", "6C 6D", "7S"], turn=0, phase="play",
                melds={0: ["KC KD KH KS KC KD KH"]})
    st.apply(0, Meld(Rank.NINE, tuple(cards("9C 9D 9H"))))
    st.apply(0, AskPartner())
    for make in (EasyBot, MediumBot, QuickHard):
        assert make().choose(st.view(2), st.legal_actions(2), random.Random(1)) in (Answer(True), Answer(False))


def test_levels_are_ordered_on_fixed_deals():
    opts = CanastaOptions.from_preset("StarGames", target=1)

    def diff(a, b, deals):
        out = []
        for seed in deals:
            for first in (a, b):
                second = b if first is a else a
                st = play_round(opts, [first, second], seed)
                s0, s1 = (x.total for x in st.side_scores())
                out.append(s0 - s1 if first is a else s1 - s0)
        return statistics.fmean(out)

    assert diff(EasyBot, RandomBot, range(700, 712)) > 0
    assert diff(MediumBot, EasyBot, range(700, 712)) > 0


def test_the_hard_bots_wall_clock_cap_is_counted_when_it_fires():
    """With no time at all, each search stops after its first sample, still answers legally, and is counted."""
    bot = QuickHard(budget_s=0.0)
    st = play_round(CanastaOptions(), [lambda: bot, MediumBot], 60)
    assert st.is_over and bot.cap_hits > 0


# ---------------------------------------------------------------- "may I go out?" (RULES C-10)

ASKING = CanastaOptions.from_preset("Classic", players=4, ask_partner=True)


def asking_round(partner_hand="4C 5D 6H 8S 9D JC", ours=(), theirs=(), opponent="4D 4H"):
    """Seat 0 on turn; after its draw (9H QS) it can meld its 9s, add QS to the queens and discard 5C."""
    st = layout(ASKING, hands=["9C 9D 5C", opponent, partner_hand, "7S 7D"], stock="9H QS", turn=0,
                melds={0: ["QC QD QH QS QC QD QH", *ours], 1: list(theirs)})
    st.apply(0, Draw())
    return st


def drive(st, bots, seat_filter=lambda s: True, limit=40):
    """Let the bots play while the seat to move passes ``seat_filter``; the actions taken."""
    taken = []
    while not st.is_over and seat_filter(st.to_move) and len(taken) < limit:
        seat = st.to_move
        action = bots[seat].choose(st.view(seat), st.legal_actions(seat), random.Random(len(taken)))
        st.apply(seat, action)
        taken.append((seat, action))
    return taken


@pytest.mark.parametrize("make", [MediumBot, QuickHard])
def test_a_bot_that_plans_to_go_out_asks_before_laying(make):  # RULES C-10
    st = asking_round()
    assert make().choose(st.view(0), st.legal_actions(0), random.Random(1)) == AskPartner()
    assert not st.laid


@pytest.mark.parametrize("yes", [True, False])
def test_the_partners_answer_is_followed_by_the_bot(yes):  # RULES C-10
    st = asking_round()
    st.apply(0, AskPartner())
    st.apply(2, Answer(yes))
    drive(st, {0: MediumBot()}, lambda s: s == 0)
    if yes:
        assert st.result == ("out", 0, False)
    else:
        assert not st.is_over and st.cur == 1 and len(st.hands[0]) == 1


def test_a_bot_partner_answers_in_play():  # RULES C-10
    st = asking_round()
    taken = drive(st, {0: MediumBot(), 2: MediumBot()}, lambda s: s in (0, 2))
    assert (0, AskPartner()) in taken and any(seat == 2 and isinstance(a, Answer) for seat, a in taken)


def test_the_partner_says_no_while_it_can_complete_a_canasta_and_yes_when_the_opponents_are_close():  # RULES C-10
    kings = "KS KD KH KC 2D JK 9S 8S"                           # four kings for our meld of three: a canasta
    holding = asking_round(partner_hand=kings, ours=["KC KD KH"])
    holding.apply(0, AskPartner())
    assert MediumBot().answer_partner(Sit.from_view(holding.view(2))) is False
    close = asking_round(partner_hand=kings, ours=["KC KD KH"], theirs=["6C 6D 6H 6S 6C 6D 6H"], opponent="4D")
    close.apply(0, AskPartner())
    assert MediumBot().answer_partner(Sit.from_view(close.view(2))) is True


# ---------------------------------------------------------------- every turn moves forward


def most_take_backs_in_a_turn(opts, makers, seed) -> int:
    """Play a round; the most TakeBack actions any one turn held (a turn ends with a draw, discard or going out)."""
    bots = [make() for make in makers]
    st = GAME.new_state(opts, seed)
    steps = worst = in_turn = 0
    while not st.is_over:
        seat = st.to_move
        action = bots[seat].choose(st.view(seat), st.legal_actions(seat), rng_for(seed, "bot", seat, steps))
        if isinstance(action, (Draw, Discard, GoOut)):
            in_turn = 0
        elif isinstance(action, TakeBack):
            in_turn += 1
            worst = max(worst, in_turn)
        st.apply(seat, action)
        steps += 1
    return worst


class TinyHard(HardBot):
    samples = 2
    discards = 2


@pytest.mark.parametrize("level", [EasyBot, MediumBot, HardBot])
@pytest.mark.parametrize("preset,players", [("StarGames", 2), ("Classic", 2), ("StarGames", 4), ("Classic", 4)])
def test_no_bot_lays_and_takes_back_in_a_loop(level, preset, players):
    """A plan depends on the cards the player holds, not on where laying them put them in the pool (once the
    easy and medium bots laid, took back and laid again up to the engine's cap).  A take-back is only a
    recovery (a partner's "no"), so a turn holds at most one."""
    opts = CanastaOptions.from_preset(preset, players=players, ask_partner=players == 4)
    if level is HardBot:                                # one hard seat with a tiny search, the rest medium
        makers, seeds = [TinyHard] + [MediumBot] * (players - 1), range(1)
    else:
        makers, seeds = [level] * players, range(4)
    assert max(most_take_backs_in_a_turn(opts, makers, seed) for seed in seeds) <= 1


# ---------------------------------------------------------------- partnership discards


def test_a_safe_discard_the_partner_can_use_is_cheaper_only_in_a_partnership():
    from cardsuite.cards import cards
    from cardsuite.games.canasta.engine.cards import INDEX
    from cardsuite.games.canasta.bots.partners import FEED, SAFE, feeding
    opts = CanastaOptions.from_preset("StarGames", players=4)
    st = layout(opts, hands=["9D 10C 5H", "4D 4H 5S 6S 7C 8C", "JC JD 10H 10S", "KC KD 6D 7D"], pile="4C 5D 6H 8D",
                turn=0, phase="play", melds={0: ["AC AD AH"], 1: ["QS QH QH"]})
    st.known[2] = {INDEX[c] for c in cards("10H 10S")}         # the partner took the 10s with a pile
    sit = Sit.from_view(st.view(0))
    safe = {9: 0.0, 10: 0.0, 5: 0.0, 1: 0.0}
    assert feeding(sit, safe, safe) == {10: FEED, 1: FEED}       # the partner's 10s, the side's aces
    assert feeding(sit, [10], {10: SAFE + 1}) == {}              # the next opponent could take the pile with it
    two = layout(hands=["9D 10C 5H", "4D 4H"], pile="4C 5D", turn=0, phase="play", melds={0: ["10D 10H 10S"]})
    assert feeding(Sit.from_view(two.view(0)), safe, safe) == {}


# ---------------------------------------------------------------- the weights (bots.tuning)


@pytest.mark.parametrize("preset", ["StarGames", "Classic"])            # one card drawn, two cards drawn
def test_a_small_pile_is_taken_with_mediums_weights_and_left_with_the_experts(preset):
    """The pile's top 8 on a pair of 8s, with two plain cards under it: worth 26 to medium's count -- more than
    a draw with medium's weights (9 a card), less than with the expert's (20 + 10 a card).  RULES C-4, C-8"""
    from cardsuite.games.canasta.bots.tuning import EXPERT
    from cardsuite.games.canasta.engine.actions import TakePile

    class ExpertWeights(MediumBot):
        tune = EXPERT
    opts = CanastaOptions.from_preset(preset, players=2)
    st = layout(opts, hands=["8C 8D 5H 6S 9C JD QH", "4D 4H 5S 6D 7C 9H JC"], pile="4C 7D 8H", turn=0,
                melds={0: ["KC KD KH"], 1: ["AC AD AH"]})
    view, legal = st.view(0), st.legal_actions(0)
    assert any(isinstance(a, TakePile) for a in legal)
    assert isinstance(MediumBot().choose(view, legal, random.Random(1)), TakePile)
    assert isinstance(ExpertWeights().choose(view, legal, random.Random(1)), Draw)


def test_the_search_plays_out_with_the_levels_own_weights():
    from cardsuite.games.canasta.bots.expert import ExpertBot
    from cardsuite.games.canasta.bots.tuning import EXPERT, MEDIUM
    assert HardBot().policy.tune is MEDIUM and ExpertBot().policy.tune is EXPERT


def test_the_bots_front_door_names_every_module_and_levels_holds_the_levels():
    import re
    from pathlib import Path
    import cardsuite.games.canasta.bots as bots
    import cardsuite.games.canasta.bots.levels as levels
    modules = {p.stem for p in Path(bots.__file__).parent.glob("*.py")} - {"__init__"}
    assert set(re.findall(r":mod:`\.(\w+)`", bots.__doc__)) == modules
    from cardsuite.games.canasta.bots.expert import ExpertBot
    assert [lv.make for lv in levels.LEVELS] == [EasyBot, MediumBot, HardBot, ExpertBot]
