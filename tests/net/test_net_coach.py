"""The Schnapsen coach at a LAN table (issue 25 §3): the host's player is offered it for their own seat from the
match's record; the guest for theirs once the host has revealed the deal, the actions rebuilt from what the guest
was shown -- the same actions the host recorded."""

from __future__ import annotations

from cardsuite import games
from cardsuite.games.schnapsen.bots.coach import record_from_events
from cardsuite.play.match import Phase
from cardsuite.play.seats import local_seat, remote_seat


def test_host_and_guest_are_each_offered_the_coach_for_their_own_seat(qtbot, lan):
    entry = games.get("schnapsen")
    hosted = lan.host(entry, entry.game().Options.from_preset(), [local_seat("Ann"), remote_seat("Waiting…")])
    bo = lan.join("Bo", hosted.port)
    qtbot.waitUntil(lambda: hosted.match.seats[1].name == "Bo" or "Bo" in bo.client.names)
    driver = lan.driver([(hosted.table, hosted.controller), (bo.table, bo.remote)])
    qtbot.waitUntil(lambda: hosted.match.phase != Phase.PLAYING and bo.table.summary_visible())
    driver.stop()
    qtbot.waitUntil(lambda: bo.client.verified.get(0) is True)
    played = hosted.match.finished_rounds[0]
    record, seats, events = hosted.table.round_review
    assert record is played and seats == (0,) and events is None
    assert hosted.table.coach.state == "offered"
    qtbot.waitUntil(lambda: bo.table.coach.state == "offered")
    record, seats, events = bo.table.round_review
    assert seats == (1,) and record.seed == played.seed and not record.actions
    rebuilt = record_from_events(record, events, bo.table.current_view.dealer)
    assert rebuilt.actions == played.actions
    assert bo.table.summary_panel.extra_button.isVisible()
