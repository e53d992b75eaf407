"""The expert Canasta bot: legal, a pure function of (view, legal, rng), honest sampling, and its partnership
decisions ("may I go out?", discards that feed or hold, freezing the pile) taken from the side's prospects."""

import random

import pytest

from cardsuite.engine import rng_for
from cardsuite.games.canasta.bots.expert import ExpertBot
from cardsuite.games.canasta.bots.heuristics import MediumBot
from cardsuite.games.canasta.bots.inference import out_hand, weighted_assignment, hand_weights
from cardsuite.games.canasta.bots.knowledge import Sit
from cardsuite.games.canasta.engine.actions import Answer, AskPartner, Discard, Draw, GoOut, Meld
from cardsuite.games.canasta.engine.cards import CARDS, INDEX, RANK, WILD
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.positions import layout


class QuickExpert(ExpertBot):
    samples = 3
    discards = 3
    answer_samples = 6


def play_round(opts, makers, seed):
    bots = [make() for make in makers]
    st = GAME.new_state(opts, seed)
    steps = 0
    while not st.is_over:
        seat = st.to_move
        legal = st.legal_actions(seat)
        action = bots[seat].choose(st.view(seat), legal, rng_for(seed, "bot", seat, steps))
        assert action in legal
        st.apply(seat, action)
        steps += 1
        assert steps < 3000
    return st


@pytest.mark.parametrize("preset,players", [("StarGames", 2), ("Classic", 2), ("StarGames", 4), ("Classic", 4)])
def test_the_expert_plays_legal_actions_to_the_end(preset, players):
    opts = CanastaOptions.from_preset(preset, players=players, ask_partner=players == 4)
    makers = [QuickExpert, MediumBot] * (players // 2)
    assert play_round(opts, makers, 70).is_over


def test_the_expert_is_a_pure_function_of_view_legal_and_rng():
    """Two fresh bots, and one that has just decided elsewhere, give the same answer at every step of a turn."""
    st = GAME.new_state(CanastaOptions(), 31)
    for _ in range(30):                        # move on a little with medium play
        seat = st.to_move
        st.apply(seat, MediumBot().choose(st.view(seat), st.legal_actions(seat), random.Random(1)))
    used = QuickExpert()
    other = GAME.new_state(CanastaOptions(), 32)
    used.choose(other.view(other.to_move), other.legal_actions(other.to_move), random.Random(9))
    for step in range(6):
        seat = st.to_move
        view, legal = st.view(seat), st.legal_actions(seat)
        first = QuickExpert().choose(view, legal, random.Random(5))
        assert QuickExpert().choose(view, legal, random.Random(5)) == first
        assert used.choose(view, legal, random.Random(5)) == first
        st.apply(seat, first)
        if st.is_over:
            break


def test_the_weighted_worlds_hold_exactly_the_unseen_cards_and_keep_known_cards():
    st = GAME.new_state(CanastaOptions.from_preset("StarGames", players=4), 12)
    for _ in range(40):
        seat = st.to_move
        st.apply(seat, MediumBot().choose(st.view(seat), st.legal_actions(seat), random.Random(2)))
    view = st.view(st.to_move)
    unseen = sorted(INDEX[c] for c in GAME.unseen_cards(view))
    for seed in range(10):
        assignment = weighted_assignment(view, random.Random(seed), hand_weights(view))
        assert sorted(INDEX[c] for c in assignment) == unseen
        world = GAME.determinise(view, assignment)
        assert world.hands[view.seat] == [INDEX[c] for c in view.hand]
        for s, known in enumerate(view.known):
            assert {INDEX[c] for c in known} <= set(world.hands[s])


def test_a_player_who_threw_a_rank_is_dealt_fewer_of_it():
    """Seat 1 threw two 9s onto the pile; its hidden hand gets 9s less often than the uniform share."""
    st = layout(hands=["4C 5D 6H 7S 8C", "KC KD QC QD JC JD 10C 10D 4D 5C"], pile="9C 9D", turn=0, phase="play")
    st.pile_by = [1, 1]
    view = st.view(0)
    weighted = uniform = 0
    for seed in range(300):
        rng = random.Random(seed)
        dealt = weighted_assignment(view, rng, hand_weights(view))[:10]
        weighted += sum(1 for c in dealt if RANK[INDEX[c]] == 9)
        dealt = weighted_assignment(view, random.Random(seed), {})[:10]
        uniform += sum(1 for c in dealt if RANK[INDEX[c]] == 9)
    assert weighted < 0.6 * uniform


def test_an_askers_hand_is_dealt_to_go_out_on_the_sides_melds():
    cards = list(range(104))
    rng = random.Random(4)
    for _ in range(50):
        hand = out_hand(cards, 5, {12}, rng)
        fits = [c for c in hand if WILD[c] or RANK[c] == 12]
        groups = {RANK[c] for c in hand if not WILD[c] and RANK[c] != 12}
        assert len(hand) == 5 and len(set(hand)) == 5
        assert len(hand) - len(fits) <= 3 * len(groups) + 1


# ---------------------------------------------------------------- "may I go out?" (RULES C-10)

ASKING = CanastaOptions.from_preset("Classic", players=4, ask_partner=True)
SIXES = "6C 6D 6H 6S 6C 6D 6H"


def asking_round(partner_hand="4C 5D", theirs=(), opponent="4D 4H"):
    """Seat 0 on turn; after its draw (9H QS) it can meld its 9s, add QS to the queens and discard 5C."""
    st = layout(ASKING, hands=["9C 9D 5C", opponent, partner_hand, "7S 7D"], stock="9H QS", turn=0,
                melds={0: ["QC QD QH QS QC QD QH"], 1: list(theirs)})
    st.apply(0, Draw())
    return st


def expert_answer(st, seed=1) -> bool:  # RULES C-10
    st.apply(0, AskPartner())
    action = ExpertBot().choose(st.view(2), st.legal_actions(2), random.Random(seed))
    assert isinstance(action, Answer)
    return action.yes


def test_the_experts_answer_follows_the_sides_prospects():  # RULES C-10
    """The same cheap hand in the partner's hand: while the opponents have no meld and a long stock lies ahead,
    one more turn is worth more than the going-out bonus (no); once they can go out themselves, yes.  Medium
    says yes to both (its hand is cheap), so the answer is the play-outs'."""
    far = asking_round()
    close = asking_round(theirs=[SIXES], opponent="4D")
    assert MediumBot().answer_partner(Sit.from_view(far.view(2))) is True
    assert [expert_answer(asking_round(), seed) for seed in (1, 2)] == [False, False]
    assert [expert_answer(asking_round(theirs=[SIXES], opponent="4D"), seed) for seed in (1, 2)] == [True, True]
    assert close.view(2).hand == far.view(2).hand


def test_the_expert_asks_only_when_going_out_and_staying_are_close():  # RULES C-10
    """With the opponents one card from going out (a canasta, four more melds to lay it on), going out now is
    clearly best: the expert goes out without asking (a "no" could only cost).  With the opponents able to go
    out but holding nothing to lay (no other meld), the two are close: it asks and lets the partner's hand
    decide."""
    urgent = layout(ASKING, hands=["9C 9D 5C", "4D", "5D 7H 8S 9D JC 10C", "7S 7D"], stock="9H QS", turn=0,
                    melds={0: ["QC QD QH QS QC QD QH"], 1: [SIXES, "4C 4H 4S", "KC KD KS", "8C 8D 8H", "JD JH JS"]})
    urgent.apply(0, Draw())
    bot = ExpertBot()
    first = bot.choose(urgent.view(0), urgent.legal_actions(0), random.Random(1))
    assert isinstance(first, Meld)
    calm = asking_round(theirs=[SIXES], opponent="4D")
    assert ExpertBot().choose(calm.view(0), calm.legal_actions(0), random.Random(1)) == AskPartner()


# ---------------------------------------------------------------- partnership discards (RULES C-8)

PARTNERS = CanastaOptions.from_preset("StarGames", players=4)
OTHERS = ["4D 4H 5S 6S 7C 8C 9H", "QC QD 10H 10S 5C 6C", "KC 6D 7D 8D 9D 10D"]


def discard_of(st, make=ExpertBot, seed=3):
    """Follow the bot through seat 0's turn; the card it throws."""
    for _ in range(10):
        action = make().choose(st.view(0), st.legal_actions(0), random.Random(seed))
        st.apply(0, action)
        if isinstance(action, (Discard, GoOut)):
            return CARDS[action.card_id].text if isinstance(action, Discard) else None
    raise AssertionError("the turn did not end")


def test_the_expert_does_not_feed_the_opponents_melded_rank():  # RULES C-8
    """The opponents have melded jacks and the pile is not frozen: a jack would give them the pile."""
    st = layout(PARTNERS, hands=["JH 8S 9S KS 5H", *OTHERS], pile="4C 5D 6H 8D 7S 9C 10C JS", turn=0, phase="play",
                melds={0: ["QH QS QH"], 1: ["JC JD JS", "AC AD AH"]})
    assert discard_of(st)[:1] != "J"


def test_the_expert_holds_the_rank_the_partner_collects_when_the_next_opponent_could_take_it():  # RULES C-8
    """The partner took two queens with a pile (known to all); so did the next opponent with two more.  A
    queen thrown now goes to the opponent first: the expert keeps it for the side."""
    st = layout(PARTNERS, hands=["QH 8H 9C KS 5H", "QS QS 5S 6S 7C 8C 9H", "QC QD 10H 10S 5C 6C", OTHERS[2]],
                pile="4C 5D 6H 8D", turn=0, phase="play", melds={1: ["AC AD AH"]})
    st.known[1] = {c for c in st.hands[1] if RANK[c] == 12}
    st.known[2] = {c for c in st.hands[2] if RANK[c] == 12}
    assert discard_of(st)[:1] != "Q"


def test_the_expert_freezes_a_big_pile_the_next_opponent_could_take():  # RULES C-8
    st = layout(PARTNERS, hands=["2D 8H 9C KS AS", *OTHERS], pile="4C 5D 6H 8D 7S 9H 10C JS 5C 6D", turn=0,
                phase="play", melds={0: ["QH QS QH"], 1: ["AC AD AH", "8C 8S 8H", "9D 9S 9C", "KC KD KH", "JC JD JH"]})
    assert discard_of(st) == "2D"
