"""The greedy Schnapsen reference level (tests/bench/schnapsen_greedy.py): legal whole rounds, found by
tournament.py by name, never offered to players, and its rules of thumb on hand-picked deals."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import reference_bots  # noqa: E402
import tournament  # noqa: E402
from schnapsen_greedy import GreedyBot  # noqa: E402

from cardsuite import games  # noqa: E402
from cardsuite.bots import RandomBot  # noqa: E402
from cardsuite.cards import card  # noqa: E402
from cardsuite.games.schnapsen.bots.levels import MediumBot  # noqa: E402
from cardsuite.games.schnapsen.engine.actions import Close, ExchangeTrump, Play  # noqa: E402
from cardsuite.games.schnapsen.engine.game import GAME  # noqa: E402
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions  # noqa: E402
from support.printed import last_json  # noqa: E402
from support.schnapsenhelpers import dealt, play  # noqa: E402


def greedy_choice(state, seat=0):
    return GreedyBot().choose(state.view(seat), state.legal_actions(seat), random.Random(0))


def test_greedy_plays_legal_rounds_to_the_end_against_every_kind_of_player():
    for seed in range(12):
        opponent = (RandomBot(), MediumBot(), GreedyBot())[seed % 3]
        bots = (GreedyBot(), opponent) if seed % 2 else (opponent, GreedyBot())
        state = GAME.new_state(SchnapsenOptions(), seed, {"dealer": seed % 2})
        moves = 0
        while not state.is_over:
            seat = state.to_move
            legal = state.legal_actions(seat)
            action = bots[seat].choose(state.view(seat), legal, random.Random(moves))
            assert action in legal
            state.apply(seat, action)
            moves += 1
        assert state.view(0).winner in (0, 1) and moves <= 24


def test_greedy_is_a_reference_level_of_the_bench_not_a_level_players_are_offered():
    assert "greedy" not in games.get("schnapsen").bot_levels()
    levels = reference_bots.levels_for("schnapsen", games.get("schnapsen").bot_levels())
    assert levels["greedy"].make().level == "greedy" and levels["medium"].make().level == "medium"
    assert "greedy" not in reference_bots.levels_for("spider", games.get("spider").bot_levels())


def test_tournament_takes_the_greedy_level_by_name(capsys):
    tournament.main(["--game", "schnapsen", "--a", "medium", "--b", "greedy", "--games", "3", "--seed", "5",
                     "--json"])
    figures = last_json(capsys)
    assert figures["b"] == "greedy" and figures["games"] == 6
    assert figures["a_wins"] + figures["b_wins"] + figures["draws"] == 6


def test_greedy_announces_a_marriage_at_once_the_trump_marriage_first():
    # RULES S-7: on lead with a marriage it announces, leading the queen
    state = dealt("KH QH JS AD 10S", "AH 10H KD QD JD", "AC", dealer=1)
    assert greedy_choice(state) == Play(card("QH"), True)
    state = dealt("KH QH KC QC JS", "AH 10H KD QD JD", "AC", dealer=1)
    assert greedy_choice(state) == Play(card("QC"), True)


def test_greedy_exchanges_the_trump_jack_before_anything_else():
    # RULES S-8
    state = dealt("KH QH JC AD 10S", "AH 10H KD QD JD", "AC", dealer=1)
    assert isinstance(greedy_choice(state), ExchangeTrump)


def won_two_tricks(first_reply, second_reply):
    """Seat 0 leads its red aces and takes both tricks (trump clubs, QC face up); then it holds AC 10C KC AS JH."""
    state = dealt("AC 10C KC AH AD", "10H 10D JS QS KD", "QC", dealer=1, talon="AS KS JH QH")
    play(state, 0, "AH")
    play(state, 1, first_reply)
    play(state, 0, "AD")
    play(state, 1, second_reply)
    return state


def test_greedy_closes_with_66_in_sight_and_not_before():
    # RULES S-9: 42 points and three sure trumps (AC 10C KC: 25 more) -- 66 is in sight
    state = won_two_tricks("10H", "10D")
    assert state.view(0).points[0] == 42
    assert isinstance(greedy_choice(state), Close)
    # 27 points and the same trumps: not yet, it leads its lowest safe card instead
    state = won_two_tricks("JS", "QS")
    assert state.view(0).points[0] == 27
    assert greedy_choice(state) == Play(card("JH"))


def test_greedy_leads_its_lowest_safe_card():
    # a trump queen (3) is kept, the king of diamonds (4) is the cheapest card that is not a trump
    state = dealt("QS KD AH 10C AC", "AD 10D KH QH JH", "AS", dealer=1)
    assert greedy_choice(state) == Play(card("KD"))


def test_greedy_takes_a_trick_when_it_is_cheap_and_keeps_its_trumps_when_it_is_not():
    # RULES S-3: open talon, anything may be played; seat 1 answers
    state = dealt("10H JD AC KS QS", "AH JC KD 10S AS", "QC", dealer=1)
    play(state, 0, "10H")
    assert GreedyBot().choose(state.view(1), state.legal_actions(1), random.Random(0)) == Play(card("AH"))
    state = dealt("JD 10H AC KS QS", "AH JC KH 10S AS", "QC", dealer=1)
    play(state, 0, "JD")                      # worth 2: not worth a trump, it throws its lowest safe card
    assert GreedyBot().choose(state.view(1), state.legal_actions(1), random.Random(0)) == Play(card("KH"))
