"""A deal number replays the same deal for the player, whatever matches were played before.

Issue 27 follow-up: in Schnapsen the deal passes from one match to the next (RULES S-2), and a deck gives
the dealer's seat the same cards, so after an earlier match deal 7 dealt the player the other hand -- and
so did "Play deal N again" from the statistics.  The number now says who deals first, and a fresh number
is drawn among those that carry the alternation on.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.profile import versioned_json
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.profile.sessions import Sessions
from cardsuite.profile.settings import Settings
from cardsuite.profile.statistics import Stats
from cardsuite.play.seating import build_seats
from cardsuite.ui.app.newgame import NewGameDialog
from cardsuite.ui.app.statswindow import StatsWindow
from support.toyhelpers import step

README_DEAL_7 = sorted(["AH", "QS", "10D", "QD", "JD"])      # the README's picture: deal 7, you dealing


def _sessions() -> Sessions:
    """The player's app as it starts: settings and statistics read from the profile."""
    versioned_json.take_problems()
    return Sessions(Settings.load(), clock=lambda: 100.0)


def _options(name: str):
    options = games.get(name).game().Options
    if name == "spider":
        return options.from_preset(winnable_only=False)     # no solver run: the test is about the dealing
    return options.from_preset(target=1) if name in ("schnapsen", "canasta") else options.from_preset()


def _seats(name: str, player: bool = True):
    entry = games.get(name)
    easy = entry.bot_levels()["easy"]
    count = entry.game().seat_count(_options(name))
    return [local_seat("Ann") if player and i == 0 else BotSeat(easy, f"Bot {i}", pace=0) for i in range(count)]


def _hand(match: Match) -> list[str]:
    """What seat 0 holds as dealt (Spider: the face-up cards of its layout)."""
    view = match.view(0)
    if hasattr(view, "hand"):
        return sorted(c.text for c in view.hand)
    return [repr(view.columns)] if hasattr(view, "columns") else [repr(view)]


def _play_out(sessions: Sessions, match: Match) -> None:
    """The whole match at the table: counted in the statistics, and the next match carries on from it."""
    sessions.attach(match)
    sessions.save_now(match)
    while not match.is_over:
        if match.waiting_bots() and play_bots(match, auto_continue=False):
            continue
        step(match)
    sessions.detach(match, delete_save=True)


def _earlier_match(name: str) -> None:
    """A fresh deal played out by bots (unsaved, for speed); the next match carries on from it."""
    sessions = _sessions()
    match = sessions.new_match(name, _options(name), _seats(name, player=False), None)
    match.autosave = None
    play_bots(match, auto_continue=True)
    assert match.is_over
    sessions.remember_final_score(match, [])


def test_a_typed_schnapsen_deal_number_deals_the_same_after_an_earlier_match():
    # RULES S-2: the deal passes from match to match; a typed number still deals as on a fresh profile
    first = _sessions().new_match("schnapsen", _options("schnapsen"), _seats("schnapsen"), 7)
    assert _hand(first) == README_DEAL_7 and first.state.dealer == 0 and first.state.leader == 1
    _play_out(_sessions(), first)
    assert first.match_score["next_dealer"] == 1, "a match that follows this one is dealt by the other seat"
    sessions = _sessions()
    again = sessions.new_match("schnapsen", _options("schnapsen"), _seats("schnapsen"), 7)
    assert _hand(again) == README_DEAL_7 and again.state.dealer == 0 and again.state.leader == 1
    sessions.save_now(again)
    resumed = _sessions().resume("schnapsen")                 # its save deals it the same way
    assert _hand(resumed) == README_DEAL_7 and resumed.state.dealer == 0


@pytest.mark.parametrize("name", sorted(games.GAMES))
def test_every_game_deals_a_typed_number_as_on_a_fresh_profile(name):
    fresh = _hand(_sessions().new_match(name, _options(name), _seats(name), 4242))
    for _ in range(2 if name == "schnapsen" else 1):            # an earlier match (and one after it)
        _earlier_match(name)
        assert _hand(_sessions().new_match(name, _options(name), _seats(name), 4242)) == fresh


def test_fresh_schnapsen_deals_still_pass_the_deal_from_match_to_match():
    # RULES S-2: the deal alternates between rounds, also from one match to the next
    dealers = []
    for _ in range(4):
        match = _sessions().new_match("schnapsen", _options("schnapsen"), _seats("schnapsen"), None)
        dealers.append(match.state.dealer)
        assert match.seed < 10**6 and match.secret != match.seed        # short to retype; later rounds secret
        _play_out(_sessions(), match)
    assert dealers == [0, 1, 0, 1]


def test_play_deal_again_from_the_statistics_deals_the_player_the_same_hand(qtbot):
    # RULES S-2: the first match on this profile is dealt by the player, the next by the opponent; playing
    # the second one's deal again deals the player the second one's hand, the opponent dealing again
    entry = games.get("schnapsen")
    first = _sessions().new_match("schnapsen", _options("schnapsen"), _seats("schnapsen"), None)
    _play_out(_sessions(), first)
    second = _sessions().new_match("schnapsen", _options("schnapsen"), _seats("schnapsen"), None)
    hand, dealer = _hand(second), second.state.dealer
    assert (first.state.dealer, dealer) == (0, 1)
    _play_out(_sessions(), second)

    window = StatsWindow(Stats.load(), Settings.load(), game="schnapsen")
    qtbot.addWidget(window)
    window.show()
    page = window.pages["schnapsen"]
    assert page.table.rowCount() == 2 and page.table.item(0, 5).text() == str(second.seed)  # the newest first
    rect = page.table.visualRect(page.table.model().index(0, 0))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.replay_button.text() == f"Play deal {second.seed} again"
    with qtbot.waitSignal(window.replay_requested) as replay:
        qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    name, deal, options = replay.args

    dialog = NewGameDialog(entry, Settings.load(), None, deal, options)
    qtbot.addWidget(dialog)
    assert dialog.seed_edit.text() == str(second.seed)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted
    choice = dialog.choice()
    seats = build_seats(entry, choice.seats, 0.0, random.Random(1))
    again = _sessions().new_match(name, choice.options, seats, choice.seed)
    assert _hand(again) == hand and again.state.dealer == dealer and again.options == second.options


def test_the_number_says_who_deals_a_schnapsen_match_first_as_the_readme_says():
    # RULES S-2: "you deal the odd numbers, your opponent the even ones" (README)
    sessions = _sessions()
    for seed, dealer in ((7, 0), (58, 1), (0, 1), (999_000, 1), (314_159, 0)):
        match = sessions.new_match("schnapsen", _options("schnapsen"), _seats("schnapsen"), seed)
        assert match.state.dealer == dealer and match.record.context == {"round": 0, "dealer": dealer}


def test_a_save_dealt_before_the_number_said_who_deals_resumes_as_it_was_dealt():
    """Saves from before: deal 7 dealt by seat 1 because the last match said so.  The save keeps what the
    match followed, so it resumes at the identical position, the cards as they were."""
    entry = games.get("schnapsen")
    old = Match(entry, _options("schnapsen"), _seats("schnapsen"), 7, follows={"totals": [0, 3], "rounds": 2,
                                                                               "next_dealer": 1})
    assert old.state.dealer == 1 and _hand(old) != README_DEAL_7
    for _ in range(5):
        step(old)
    sessions = _sessions()
    sessions.autosave("schnapsen", old.to_json())
    resumed = sessions.resume("schnapsen")
    assert resumed.state.to_json() == old.state.to_json() and resumed.record.actions == old.record.actions


def test_a_hosted_schnapsen_table_deals_by_its_long_number_too():
    # RULES S-2: a network table's long number also says who deals first; its later rounds stay secret
    from cardsuite.net.headless import build_match
    for _ in range(3):
        match = build_match("schnapsen", None, ["easy"], None, 0.0, _sessions())
        assert match.seed >= 10**6 and match.secret != match.seed
        assert match.state.dealer == 0, "nothing carries over to a hosted table: seat 0 deals, an odd number"
        assert match.seed % 2 == 1


@pytest.mark.parametrize("seed", [7, 8])
def test_a_screenshot_of_a_schnapsen_deal_deals_as_the_app_does(seed):
    # RULES S-2: the number says who deals first, in `cardsuite --screenshot` as at the table
    from cardsuite.app import mid_round_match
    from cardsuite.play.match import new_deal
    entry = games.get("schnapsen")
    options = entry.game().Options.from_preset()
    shot = mid_round_match(entry, seed, moves=0)
    app = new_deal(entry, options, _seats("schnapsen"), seed)
    assert _hand(shot) == _hand(app)
