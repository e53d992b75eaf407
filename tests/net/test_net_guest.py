"""A LAN guest's own statistics: the match it joined is counted in its app, once, from its seat (real sockets on
127.0.0.1; the host's side records nothing here)."""

from __future__ import annotations

from cardsuite import games
from cardsuite.profile.sessions import Sessions
from cardsuite.play.seats import remote_seat
from support.lanhelpers import Joined, bot_chooser, easy_bot

SCHNAPSEN = games.get("schnapsen")


def guest(lan, name: str, port: int, sessions: Sessions) -> Joined:
    """A remote player whose results go to ``sessions``, with its own table once welcomed; ``updates`` holds
    every update it was sent."""
    updates: list = []
    joined = lan.join(name, port, retry_s=None, sessions=sessions, on_update=lambda _client, u: updates.append(u))
    joined.updates = updates
    return joined


def one_round_match(lan):
    options = SCHNAPSEN.game().Options.from_preset(target=1)     # one round decides it
    return lan.host(SCHNAPSEN, options, [remote_seat("Waiting…"), easy_bot(SCHNAPSEN, "Rita")])


def test_a_guests_finished_match_is_counted_once_in_its_own_statistics(qtbot, lan, settings):
    hosted = one_round_match(lan)
    sessions = Sessions(settings)
    ann = guest(lan, "Ann", hosted.port, sessions)
    driver = lan.driver([(ann.table, ann.remote)], bot_chooser(SCHNAPSEN))
    qtbot.waitUntil(lambda: ann.remote.counted)
    driver.stop()
    match = hosted.match
    assert match.is_over and not match.left_by
    summary = sessions.stats.summary("schnapsen")
    assert summary["played"] == 1
    entry = sessions.stats.history("schnapsen")[-1]
    assert entry["outcome"] == ("win" if match.result.winner == 0 else "loss")
    assert entry["opponents"] == [{"name": "Rita", "kind": "bot", "level": None,
                                   "rating": SCHNAPSEN.bot_levels()["easy"].rating}]
    assert entry["deal"] == match.seed, "the first deal's number, as the host revealed it"
    assert "rating" in entry, "a bot's known rating rates the match"
    ann.remote._on_update(ann.updates[-1])          # the final update again (a repeat, a reconnect's snapshot)
    ann.remote.shutdown()
    assert sessions.stats.summary("schnapsen")["played"] == 1
    lan.finish(hosted, ann)


def test_a_guest_who_leaves_early_records_a_loss(qtbot, lan, settings):
    hosted = one_round_match(lan)
    sessions = Sessions(settings)
    ann = guest(lan, "Ann", hosted.port, sessions)
    qtbot.waitUntil(lambda: ann.table.current_view is not None)
    ann.remote.leave()
    qtbot.waitUntil(lambda: hosted.match.is_over)
    entry = sessions.stats.history("schnapsen")[-1]
    assert sessions.stats.summary("schnapsen")["played"] == 1
    assert entry["outcome"] == "loss" and entry["left"] and entry["opponents"][0]["name"] == "Rita"
    lan.finish(hosted, ann)


# written out like the test above on purpose: the same opening, then who leaves (the guest there, another
# player here) and what the guest's statistics say; each case reads whole.
def test_a_match_another_player_left_is_not_counted_for_the_guest(qtbot, lan, settings):
    hosted = one_round_match(lan)
    sessions = Sessions(settings)
    ann = guest(lan, "Ann", hosted.port, sessions)
    qtbot.waitUntil(lambda: ann.table.current_view is not None)
    hosted.controller.host.leave(1)
    qtbot.waitUntil(lambda: ann.remote.counted)
    ann.remote.shutdown()
    assert sessions.stats.summary("schnapsen")["played"] == 0
    lan.finish(hosted, ann)


def test_the_seats_ratings_from_the_host_are_checked_before_they_count():
    from cardsuite.net.client import _ratings
    assert _ratings({"ratings": [1200, None]}, 2) == [1200, None]
    assert _ratings({"ratings": [10**9, True, "1500", -1]}, 4) == [None] * 4   # beyond 4000, not numbers
    assert _ratings({"ratings": [1200]}, 2) == [None, None]                    # not one a seat
    assert _ratings({}, 2) == [None, None]                                     # an older host sends none


def test_a_guests_partnership_result_is_counted_for_its_side(settings):
    canasta = games.get("canasta")
    options = canasta.game().Options.from_preset(None, players=4).to_json()
    seats = [{"name": n, "kind": k, "rating": r} for n, k, r in
             (("Host", "remote", 1300), ("Ann", "remote", None), ("Rita", "bot", 1100), ("Bo", "remote", None))]
    sessions = Sessions(settings)
    teams = canasta.game().teams(canasta.game().Options.from_json(options))
    ann_side = next(i for i, team in enumerate(teams) if 1 in team)
    assert sessions.record_guest_result("canasta", "lan-1", 1, seats, options, ann_side, [3000, 5000, 3000, 5000], None, False, 60.0)
    assert not sessions.record_guest_result("canasta", "lan-1", 1, seats, options, ann_side, [3000, 5000, 3000, 5000], None, False, 1.0)
    entry = sessions.stats.history("canasta")[-1]
    assert entry["outcome"] == "win" and entry["points"] == 5000
    assert [o["name"] for o in entry["opponents"]] == ["Host", "Rita"], "the partner is no opponent"
    assert sessions.record_guest_result("canasta", "lan-2", 1, seats, options, 1 - ann_side, [3000, 0, 3000, 0], None, False, 1.0)
    assert sessions.stats.history("canasta")[-1]["outcome"] == "loss"
    assert sessions.stats.summary("canasta")["played"] == 2


def test_leaving_before_the_others_sat_down_costs_the_guest_nothing(qtbot, lan, settings):
    options = SCHNAPSEN.game().Options.from_preset(target=1)
    hosted = lan.host(SCHNAPSEN, options, [remote_seat("Waiting…"), remote_seat("Waiting…")])
    sessions = Sessions(settings)
    ann = guest(lan, "Ann", hosted.port, sessions)
    qtbot.waitUntil(lambda: ann.client.unseated == [1])
    ann.remote.leave()
    qtbot.waitUntil(lambda: not hosted.server.seated)
    assert sessions.stats.summary("schnapsen")["played"] == 0 and not hosted.match.is_over
    lan.finish(hosted, ann)
