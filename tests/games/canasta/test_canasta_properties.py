"""Seeded random-legal Canasta rounds: both presets, 2 and 4 players, every invariant checked.

Each round is played with uniformly random legal actions.  At the end: all 108 cards are accounted
for, every meld is valid and the round score equals the sum of its breakdown; on the first rounds, at
sampled points on the way, no view holds a card hidden from it -- checked against the real hidden
cards, which the generic check in tests/core/test_conformance.py (legal actions, replay, card count, views
against ``unseen_cards``) cannot see.
"""

import random

import pytest

from cardsuite.cards import Rank
from cardsuite.engine import IllegalAction
from cardsuite.games.canasta.engine.actions import lay_listed
from cardsuite.games.canasta.engine.cards import CARDS, RANK, WILD
from cardsuite.games.canasta.engine.melds import MELD_RANKS, meld_counts, meld_problem
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.game import GAME
from cardsuite.games.canasta.engine.actions import Discard, Meld, TakeBack

CONFIGS = [
    ("StarGames", 2, {}),
    ("Classic", 2, {}),
    ("StarGames", 4, {}),
    ("Classic", 4, {"ask_partner": True}),
    ("StarGames", 2, {"doubling": True, "stake": 1, "limit": 0}),
    ("Classic", 4, {"doubling": True}),
]
CHUNKS, ROUNDS = 2, 100          # per configuration: 200 rounds, 1200 random rounds in all
# (traced: together they reach the same 1042 lines of the engine as 300 rounds per configuration did; a few
# lines one configuration no longer reaches, another still does)


def all_cards(st):
    places = [c for h in st.hands for c in h] + st.stock + st.pile + st.red3[0] + st.red3[1]
    places += [c for side in st.melds for m in side for c in m]
    return sorted(places)


def texts_in(data, out):
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, list):
        for x in data:
            texts_in(x, out)
    elif isinstance(data, dict):
        for x in data.values():
            texts_in(x, out)
    return out


def check_views(st):
    """No seat's view (nor a spectator's) shows a card hidden from it: another hand's unknown cards, the stock."""
    stock = {CARDS[c].text for c in st.stock}
    for seat in [None, *range(st.n)]:
        shown = texts_in(st.view(seat).to_json(), set())
        hidden = set(stock)
        for other in range(st.n):
            if other != seat:
                hidden |= {CARDS[c].text for c in st.hands[other] if c not in st.known[other]}
        assert not shown & hidden, (seat, shown & hidden)
        view = st.view(seat)
        assert view.stock_count == len(st.stock)
        assert view.hand_counts == tuple(len(h) for h in st.hands)


def play(opts, seed, rng, deep):
    context = GAME.round_context(opts, GAME.new_match_score(opts), 0)
    st = GAME.new_state(opts, seed, context)
    steps = 0
    while not st.is_over:
        seat = st.to_move
        legal = st.legal_actions(seat)
        assert legal, "a seat to move always has a legal action"
        if deep and steps % 40 == 0:
            check_views(st)
        st.apply(seat, legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 20_000
    return st


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("preset,players,extra", CONFIGS,
                         ids=[f"{p}-{n}p{'-' + '-'.join(e) if e else ''}" for p, n, e in CONFIGS])
def test_random_rounds_keep_every_invariant(preset, players, extra, chunk):  # RULES C-1, C-5, C-12
    opts = CanastaOptions.from_preset(preset, players=players, **extra)
    rng = random.Random(f"{preset}-{players}-{sorted(extra)}-{chunk}")
    reasons = set()
    for i in range(ROUNDS):
        st = play(opts, 10_000 + chunk * ROUNDS + i, rng, deep=i < 6)
        reasons.add(st.result[0])
        assert all_cards(st) == list(range(108))
        going_out = st.result[0] == "out"
        for side in (0, 1):
            for rank, m in enumerate(st.melds[side]):
                if m:
                    n, w = meld_counts(m)
                    assert meld_problem(rank, n, w, going_out and st.result[1] % 2 == side) is None
        scores = st.side_scores()
        for score in scores:
            assert score.total == sum(score.parts())
        if st.result[0] != "declined":
            ms, summary = GAME.score_round(opts, GAME.new_match_score(opts), st)
            assert summary.points == tuple(scores[s % 2].total for s in range(players))
            assert dict(summary.lines)["Round score"] == tuple(str(scores[s % 2].total) for s in range(players))
        if i < 6:
            check_views(st)
    assert reasons & {"stock_empty", "out", "red3_last", "declined"}


def accepted(st, seat, action):
    try:
        st.check(seat, action)
        return True
    except IllegalAction:
        return False


def kind(c):
    return ("wild", RANK[c]) if WILD[c] else ("natural", RANK[c])


@pytest.mark.parametrize("preset,players", [("StarGames", 2), ("Classic", 4)])
def test_legal_actions_are_complete_for_single_cards(preset, players):  # RULES C-5
    """Every single-card lay, discard and take-back the rules accept is listed (one copy stands for its kind),
    and ``lay_listed`` (how a table reads the list) says so for every card of that kind."""
    opts = CanastaOptions.from_preset(preset, players=players)
    rng = random.Random(99)
    checked = 0
    for seed in range(25):
        st = GAME.new_state(opts, 555 + seed)
        while not st.is_over:
            seat = st.to_move
            legal = st.legal_actions(seat)
            if rng.random() < 0.15:
                listed_lays = {(int(a.rank), kind(a.ids[0])) for a in legal if isinstance(a, Meld)
                               and len(a.cards) == 1}
                listed_faces = {a.card.code for a in legal if isinstance(a, Discard)}
                listed_back = {a.cards[0].code for a in legal if isinstance(a, TakeBack) and a.cards}
                for c in set(st.hands[seat]):
                    for rank in MELD_RANKS:
                        ok = accepted(st, seat, Meld(Rank(rank), (CARDS[c],)))
                        assert ok == ((rank, kind(c)) in listed_lays), (CARDS[c], rank)
                        if WILD[c] or RANK[c] == rank:
                            assert lay_listed(legal, Rank(rank), (CARDS[c],)) == ok, (CARDS[c], rank)
                    assert accepted(st, seat, Discard(CARDS[c])) == (CARDS[c].code in listed_faces)
                for c in st.laid:
                    assert CARDS[c].code in listed_back
                checked += 1
            st.apply(seat, legal[rng.randrange(len(legal))])
    assert checked > 100
