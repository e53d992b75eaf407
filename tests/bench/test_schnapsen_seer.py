"""The clairvoyant Schnapsen yardsticks (tests/bench/schnapsen_seer.py): they search the true hands (and, for
seer-all, the true talon), only where the tournament shows them the table, and no real level is shown it."""

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import reference_bots  # noqa: E402
import tournament  # noqa: E402
from schnapsen_seer import AllSeerBot, ClosedSeerBot, HandSeerBot, OpenSeerBot  # noqa: E402

from cardsuite import games  # noqa: E402
from cardsuite.games.schnapsen.bots.opencards import deal_of  # noqa: E402
from cardsuite.games.schnapsen.bots.players import Info  # noqa: E402
from cardsuite.games.schnapsen.engine.actions import Close  # noqa: E402
from support.printed import last_json  # noqa: E402
from support.schnapsenhelpers import dealt, play  # noqa: E402


def round_under_way():
    """Seat 0 has led and won one trick; the talon is open with 7 cards under the trump card."""
    state = dealt("AC 10C KC AH AD", "10H 10D JS QS KD", "QC", dealer=1, talon="AS KS JH QH")
    play(state, 0, "AH")
    play(state, 1, "10H")
    return state


def worlds_of(bot, state, seat, count=32):
    bot.see_table(state)
    return list(bot._worlds(Info(state.view(seat)), count, random.Random(3)))


def test_seers_are_reference_levels_found_by_name_and_never_offered_to_players():
    own = games.get("schnapsen").bot_levels()
    levels = reference_bots.levels_for("schnapsen", own)
    assert levels["seer-hand"].make().level == "seer-hand" and levels["seer-all"].make().level == "seer-all"
    assert "seer-hand" not in own and "seer-all" not in own


def test_no_level_offered_to_players_is_ever_shown_the_table():
    for entry in games.ENGINES.values():
        for level in entry.bot_levels().values():
            assert not hasattr(level.make(), "see_table"), (entry.name, level.level)


def test_seer_hand_searches_the_true_hands_with_the_talon_order_unknown():
    state = round_under_way()
    for seat in (0, 1):
        true = deal_of(state, seat)
        worlds = worlds_of(HandSeerBot(), state, seat)
        assert len(worlds) == 32
        for deal, weight in worlds:
            assert weight == 1.0 and deal.hands == true.hands and deal.points == true.points
            assert deal.talon[0] == true.talon[0]                    # the trump card, drawn last
            assert sorted(deal.talon) == sorted(true.talon)
        assert len({tuple(deal.talon) for deal, _ in worlds}) > 16   # the order is sampled, not known


def test_seer_all_searches_the_one_true_world():
    state = round_under_way()
    worlds = worlds_of(AllSeerBot(), state, 1)
    assert [(deal, weight) for deal, weight in worlds] == [(deal_of(state, 1), 1.0)]


def test_the_phase_seers_are_told_the_hand_in_their_phase_only():
    # RULES S-9: seat 0 won the first trick and closes; from then on the phase is "closed"
    open_talon = round_under_way()
    closed = round_under_way()
    closed.apply(0, Close())
    for state, told, honest in ((open_talon, OpenSeerBot, ClosedSeerBot), (closed, ClosedSeerBot, OpenSeerBot)):
        true_hand = deal_of(state, 0).hands[1]
        assert {deal.hands[1] for deal, _ in worlds_of(told(), state, 0)} == {true_hand}
        assert len({deal.hands[1] for deal, _ in worlds_of(honest(), state, 0)}) > 1


def test_a_seer_refuses_to_play_without_the_table():
    state = round_under_way()
    with pytest.raises(RuntimeError, match="seer-hand sees the table"):
        HandSeerBot().choose(state.view(0), state.legal_actions(0), random.Random(0))


def test_the_tournament_shows_the_table_to_a_seer_and_it_plays_whole_rounds(capsys):
    tournament.main(["--game", "schnapsen", "--a", "seer-all", "--b", "medium", "--games", "2", "--seed", "5",
                     "--json"])
    figures = last_json(capsys)
    assert figures["a"] == "seer-all" and figures["games"] == 4
    assert figures["a_wins"] + figures["b_wins"] + figures["draws"] == 4
