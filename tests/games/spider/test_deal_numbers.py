"""Deal numbers: new ones short enough to retype, old long ones still dealt and replayed as before."""

from __future__ import annotations

import pytest

from cardsuite import games
from cardsuite.engine import MAX_SEED, NEW_SEED_LIMIT, new_secret, new_seed, parse_deal_number
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat


def test_new_deal_numbers_have_at_most_six_digits():
    seeds = [new_seed() for _ in range(2000)]
    assert all(1 <= s < NEW_SEED_LIMIT <= 10**6 for s in seeds)
    assert len(set(seeds)) > 1990 and max(seeds) > 10**5, "spread over the whole range, not a few numbers"


def test_the_rounds_after_the_first_stay_unguessable():
    assert max(new_secret() for _ in range(8)) >= 10**9
    match = Match(games.GAMES["schnapsen"], games.GAMES["schnapsen"].game().Options.from_preset(),
                  [local_seat("Ann"), local_seat("Ben")])
    assert match.seed < NEW_SEED_LIMIT and match.secret != match.seed


@pytest.mark.parametrize("suits", [1, 2])
def test_spider_deals_stay_winnable_and_short_on_sample_numbers(suits):
    """The winnable step moves on at most 24 numbers: the dealt number keeps six digits, and it is solved.  The
    lowest number and the highest a new match draws: those in between are dealt the same way."""
    from cardsuite.games.spider.engine.deal import WINNABLE_TRIES, first_winnable, solvable
    spider = games.GAMES["spider"].game()
    options = spider.Options.from_preset(suits=suits, winnable_only=True)
    assert NEW_SEED_LIMIT - 1 + WINNABLE_TRIES - 1 < 10**6
    for number in (1, NEW_SEED_LIMIT - 1):
        dealt = spider.new_state(options, number).deal_number
        assert dealt == first_winnable(number, suits, WINNABLE_TRIES) and dealt < 10**6
        assert solvable(dealt, suits), f"deal #{number} ({suits} suit(s)) is winnable"


def test_an_old_long_deal_number_still_deals_and_its_save_replays():
    entry = games.GAMES["spider"]
    options = entry.game().Options.from_preset()
    levels = entry.bot_levels()
    old = 3_141_592_653                        # ten digits, as new matches drew them before
    match = Match(entry, options, [local_seat("Ann"), BotSeat(levels[next(iter(levels))], "Marta", 0)], old)
    assert match.state.deal_number == old
    play_bots(match, max_actions=6, auto_continue=False)
    again = Match.from_json(entry, match.to_json())
    assert again.seed == old and again.state.to_json() == match.state.to_json()


def test_a_typed_deal_number_is_any_number_ever_drawn():
    assert parse_deal_number(" 42 ") == 42 and parse_deal_number(str(MAX_SEED)) == MAX_SEED
    assert parse_deal_number("0") == 0
    for bad in ("-5", "", "4.5", "1e6", "٣", str(MAX_SEED + 1), "12 34"):
        with pytest.raises(ValueError, match="a deal number is a whole number from 0 to"):
            parse_deal_number(bad)


def test_a_hosted_lan_match_keeps_a_long_deal_number():
    """A short number could be searched from a player's own cards (a million deals): hosted tables deal long."""
    from cardsuite.net.headless import build_match
    from cardsuite.profile.sessions import Sessions
    from cardsuite.profile.settings import Settings
    match = build_match("schnapsen", None, ["easy"], None, 0.0, Sessions(Settings.load()))
    assert match.seed >= NEW_SEED_LIMIT
