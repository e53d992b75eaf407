"""A LAN guest's own statistics: the match it joined is counted in its app, once, from its seat (real sockets on
127.0.0.1; the host's side records nothing here)."""

from __future__ import annotations

from cardsuite import games
from cardsuite.net.client import TableClient
from cardsuite.sessions import Sessions
from cardsuite.seats import remote_seat
from cardsuite.ui.remote import RemoteController
from lanhelpers import Driver, Joined, bot_chooser, easy_bot, finish, host

SCHNAPSEN = games.get("schnapsen")


def guest(qtbot, name: str, port: int, settings, sessions: Sessions) -> Joined:
    """A remote player whose results go to ``sessions``, with its own table once welcomed."""
    client = TableClient(name)
    joined = Joined(client)
    updates: list = []
    client.updated.connect(updates.append)
    joined.updates = updates

    def welcomed(_welcome) -> None:
        if joined.table is not None:
            return
        widget = SCHNAPSEN.table_class()(SCHNAPSEN, client.options, settings)
        qtbot.addWidget(widget)
        joined.table = widget
        joined.remote = RemoteController(client, widget, settings, retry_s=None, sessions=sessions)
        joined.remote.start()

    client.welcomed.connect(welcomed)
    client.connect_to("127.0.0.1", port)
    qtbot.waitUntil(lambda: joined.remote is not None, timeout=3000)
    return joined


def one_round_match(qtbot, settings):
    options = SCHNAPSEN.game().Options.from_preset(target=1)     # one round decides it
    hosted = host(qtbot, SCHNAPSEN, options, [remote_seat("Waiting…"), easy_bot(SCHNAPSEN, "Rita")], settings)
    return hosted


def test_a_guests_finished_match_is_counted_once_in_its_own_statistics(qtbot, settings):
    hosted = one_round_match(qtbot, settings)
    sessions = Sessions(settings)
    ann = guest(qtbot, "Ann", hosted.port, settings, sessions)
    driver = Driver([(ann.table, ann.remote)], bot_chooser(SCHNAPSEN))
    qtbot.waitUntil(lambda: ann.remote.counted, timeout=8000)
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
    finish(qtbot, hosted, ann)


def test_a_guest_who_leaves_early_records_a_loss(qtbot, settings):
    hosted = one_round_match(qtbot, settings)
    sessions = Sessions(settings)
    ann = guest(qtbot, "Ann", hosted.port, settings, sessions)
    qtbot.waitUntil(lambda: ann.table.current_view is not None, timeout=3000)
    ann.remote._on_leave()
    qtbot.waitUntil(lambda: hosted.match.is_over, timeout=3000)
    entry = sessions.stats.history("schnapsen")[-1]
    assert sessions.stats.summary("schnapsen")["played"] == 1
    assert entry["outcome"] == "loss" and entry["left"] and entry["opponents"][0]["name"] == "Rita"
    finish(qtbot, hosted, ann)


def test_a_match_another_player_left_is_not_counted_for_the_guest(qtbot, settings):
    hosted = one_round_match(qtbot, settings)
    sessions = Sessions(settings)
    ann = guest(qtbot, "Ann", hosted.port, settings, sessions)
    qtbot.waitUntil(lambda: ann.table.current_view is not None, timeout=3000)
    hosted.controller.host.leave(1)
    qtbot.waitUntil(lambda: ann.remote.counted, timeout=3000)
    ann.remote.shutdown()
    assert sessions.stats.summary("schnapsen")["played"] == 0
    finish(qtbot, hosted, ann)


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


def test_leaving_before_the_others_sat_down_costs_the_guest_nothing(qtbot, settings):
    options = SCHNAPSEN.game().Options.from_preset(target=1)
    hosted = host(qtbot, SCHNAPSEN, options, [remote_seat("Waiting…"), remote_seat("Waiting…")], settings)
    sessions = Sessions(settings)
    ann = guest(qtbot, "Ann", hosted.port, settings, sessions)
    qtbot.waitUntil(lambda: ann.client.unseated == [1], timeout=3000)
    ann.remote._on_leave()
    qtbot.waitUntil(lambda: not hosted.server.seated, timeout=3000)
    assert sessions.stats.summary("schnapsen")["played"] == 0 and not hosted.match.is_over
    finish(qtbot, hosted, ann)
