"""Opening with the pile: every turn ``check`` accepts that lays melds before taking the pile is reachable
step by step through ``legal_actions`` (RULES C-6, C-8).

The bound that keeps laying before the draw open (``_pile_possible``) must never fall below what the turn
can still reach, whatever has been laid so far; a position found by running the engine in lockstep with
an independent Canasta engine, and random positions before a pickup, check it.
"""

from hypothesis import given, settings
from hypothesis import strategies as hs

from cardsuite.cards import Rank, cards
from cardsuite.engine import IllegalAction
from cardsuite.games.canasta.engine.positions import layout, texts
from cardsuite.games.canasta.engine.cards import CARDS, INDEX, RANK, RED3, WILD
from cardsuite.games.canasta.engine.melds import NATURAL_RANKS
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.actions import Draw, Meld, TakeBack, TakePile

FOUR_CLASSIC = CanastaOptions.from_preset("Classic", players=4)


def C(text):
    return tuple(cards(text))


def kind(c: int) -> tuple[int, bool]:
    """What a card int does in play: its rank (cards of one rank are interchangeable, the 2s too)."""
    return (RANK[c], WILD[c])


def listed(st, seat, action):
    """The listed action that does what ``action`` does (cards of one kind stand for each other), or None."""
    want_type = type(action)
    for a in st.legal_actions(seat):
        if type(a) is not want_type:
            continue
        if want_type is Meld and (int(a.rank) != int(action.rank) or sorted(map(kind, a.ids)) != sorted(
                map(kind, action.ids))):
            continue
        if want_type is TakePile and sorted(map(kind, a.ids)) != sorted(map(kind, action.ids)):
            continue
        return a
    return None


def play_listed(st, seat, action):
    """Apply ``action`` through listed steps: a lay of several cards as its naturals, then its wild cards,
    one by one (the listed single lays); every step must be listed."""
    steps = [action]
    if isinstance(action, Meld) and len(action.cards) > 1:
        ordered = sorted(action.cards, key=lambda card: WILD[INDEX[card]])
        steps = [Meld(action.rank, (card,)) for card in ordered]
    for step in steps:
        a = listed(st, seat, step)
        assert a is not None, (step, st.legal_actions(seat))
        st.apply(seat, a)


def test_an_opening_laid_with_the_pickup_is_reachable_when_the_minimum_is_tight():  # RULES C-6, C-8
    # 1500 points: the minimum is 90 = aces 40 + 2H 20 laid first, then 8S with 8C 8H from the hand 30
    st = layout(FOUR_CLASSIC, hands=["8C 8H AC AD 2H 4S 6D 9C JD QS KH"], pile="7D 8S", turn=0,
                scores=(1500, 0))
    assert st.mins[0] == 90
    legal = st.legal_actions(0)
    assert Draw() in legal and Meld(Rank.ACE, C("AC")) in legal
    st.apply(0, Meld(Rank.ACE, C("AC")))
    assert Meld(Rank.ACE, C("AD")) in st.legal_actions(0)
    st.apply(0, Meld(Rank.ACE, C("AD")))
    assert Meld(Rank.ACE, C("2H")) in st.legal_actions(0)
    st.apply(0, Meld(Rank.ACE, C("2H")))
    assert TakePile(C("8C 8H")) in st.legal_actions(0)
    st.apply(0, TakePile(C("8C 8H")))
    assert st.opened[0] and st.took_pile
    assert sorted(texts(st.melds[0][1])) == ["2H", "AC", "AD"]
    assert sorted(texts(st.melds[0][8])) == ["8C", "8H", "8S"]
    assert sorted(texts(st.hands[0])) == sorted("4S 6D 7D 9C JD QS KH".split())


def test_the_same_opening_laid_as_one_meld_goes_the_same_listed_way():  # RULES C-6, C-8
    st = layout(FOUR_CLASSIC, hands=["8C 8H AC AD 2H 4S 6D 9C JD QS KH"], pile="7D 8S", turn=0,
                scores=(1500, 0))
    whole = st.copy()
    whole.apply(0, Meld(Rank.ACE, C("AC AD 2H")))
    whole.apply(0, TakePile(C("8C 8H")))
    play_listed(st, 0, Meld(Rank.ACE, C("AC AD 2H")))
    play_listed(st, 0, TakePile(C("8C 8H")))
    assert st.to_json() == whole.to_json() | {"lays": st.lays}


def test_the_single_card_rule_does_not_cut_a_lay_short_before_the_pickup():  # RULES C-6, C-8, C-15
    # the rule is checked on the hand as it is at the pickup: while cards lie laid, the hand can grow again
    st = layout(hands=["AC AD 2H", "4C"], pile="AS", turn=0)
    whole = st.copy()
    whole.apply(0, Meld(Rank.ACE, C("AC AD 2H")))
    play_listed(st, 0, Meld(Rank.ACE, C("AC AD 2H")))
    assert st.to_json() == whole.to_json() | {"lays": st.lays}
    assert not st.hands[0] and TakePile(()) not in st.legal_actions(0)    # no card left to discard
    st.apply(0, TakeBack(()))
    st.apply(0, Draw())


# ------------------------------------------------------------------ random positions before a pickup

SCORES = (-50, 0, 1500, 3000)                       # minimums 15, 50, 90, 120


def of_rank(rank: int, count: int) -> list[int]:
    """The first ``count`` cards of ``rank`` (no red 3s)."""
    return [c for c in range(104) if RANK[c] == rank and not RED3[c]][:count]


@hs.composite
def positions(draw):
    """A side that has not melded (seat 0, on turn before drawing: its options and deal) and the melds it
    tries to lay before taking the pile: naturals of the top card's rank, a few ranks with two to four
    cards, wild cards, and single cards that make no meld (so the minimum is often just within reach)."""
    preset = draw(hs.sampled_from(("StarGames", "Classic")))
    players = draw(hs.sampled_from((2, 4)))
    top_rank, *ranks = draw(hs.lists(hs.sampled_from(NATURAL_RANKS), min_size=2, max_size=4, unique=True))
    singles = draw(hs.lists(hs.sampled_from([r for r in NATURAL_RANKS if r != top_rank and r not in ranks]),
                            max_size=6, unique=True))
    top, *mine = of_rank(top_rank, 1 + draw(hs.integers(2, 3)))
    groups = {r: of_rank(r, draw(hs.integers(2, 4))) for r in ranks}
    wilds = draw(hs.lists(hs.sampled_from(range(104, 108)), max_size=2, unique=True)) + of_rank(
        2, draw(hs.integers(0, 2)))
    hand = mine + [c for cs in groups.values() for c in cs] + wilds + [of_rank(r, 1)[0] for r in singles]
    under = draw(hs.lists(hs.sampled_from([c for c in range(108) if c not in hand and c != top and not RED3[c]]),
                          max_size=3, unique=True))
    opts = CanastaOptions.from_preset(preset, players=players)
    deal = {"hands": [" ".join(texts(hand))], "pile": " ".join(texts(under + [top]))}
    lays = [[r, cs[:draw(hs.one_of(hs.just(len(cs)), hs.integers(1, len(cs))))]] for r, cs in groups.items()]
    for c in wilds:
        if lays and draw(hs.integers(0, 3)):
            lays[draw(hs.integers(0, len(lays) - 1))][1].append(c)
    return opts, deal, draw(hs.permutations([(r, cs) for r, cs in lays]))


def pickups(st, seat):
    """Every TakePile the top card's rank and the hand's wild cards could make (not only the listed ones)."""
    hand = st.hands[seat]
    r = RANK[st.pile[-1]]
    nat = [c for c in hand if RANK[c] == r and not WILD[c]]
    wild = [c for c in hand if WILD[c]]
    out = []
    for k in range(len(nat) + 1):
        for w in range(min(len(wild), 3) + 1):
            out.append(TakePile(tuple(CARDS[c] for c in nat[:k] + wild[:w])))
    return out


def fullest_pickup(st, seat):
    """The accepted pickup with the most cards from the hand, or None."""
    for action in reversed(pickups(st, seat)):
        try:
            st.check(seat, action)
        except IllegalAction:
            continue
        return action
    return None


@settings(max_examples=80, deadline=None, derandomize=True)
@given(positions())
def test_every_opening_check_accepts_before_a_pickup_is_reachable_through_listed_steps(case):  # RULES C-6, C-8
    """The melds laid whole, as check accepts them, then the pile taken; the same turn played through listed
    single steps must get there too.  Each position is tried with every minimum, so some opening just
    reaches it."""
    opts, deal, lays = case
    for score in SCORES:
        st = layout(opts, turn=0, scores=(score, 0), **deal)
        accepted = st.copy()
        done = []
        for rank, ids in lays:
            action = Meld(Rank(rank), tuple(CARDS[c] for c in ids))
            try:
                accepted.apply(0, action)
            except IllegalAction:
                continue
            done.append(action)
        taken = fullest_pickup(accepted, 0)
        if taken is None:
            continue
        accepted.apply(0, taken)
        walk = st.copy()
        for action in done:
            play_listed(walk, 0, action)
        play_listed(walk, 0, taken)
        assert walk.opened == accepted.opened and walk.took_pile
        assert sorted(map(kind, walk.hands[0])) == sorted(map(kind, accepted.hands[0]))
        for r in range(14):
            assert sorted(map(kind, walk.melds[0][r])) == sorted(map(kind, accepted.melds[0][r]))
