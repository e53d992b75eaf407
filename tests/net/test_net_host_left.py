"""QA playtest: a host that leaves its match or closes its table stops the guest's table at once -- no clock, no
input, a sheet that says what happened and what to do -- and the statistics count the leave as a local one is
counted: a loss for the host who left, nothing for the guest who stayed, and nothing yet for a match the host
only saved (real sockets on 127.0.0.1, a host window and a guest window on one profile)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from cardsuite import games
from cardsuite.profile.seattokens import SeatTokens
from support.rejoinhelpers import seated, window_named
from support.tablehelpers import click

SPIDER_TABLE = {"game": "spider", "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                "access": "anyone", "ratings": None, "invited": []}


def spider_duel(qtbot, settings):
    """A Spider duel hosted by one window and joined by another, both players' clocks running."""
    host = window_named(qtbot, settings, "Hostess")
    options = games.get("spider").game().Options.from_preset()
    assert host.lan.host({**SPIDER_TABLE, "options": options.to_json()}) is not None
    guest = window_named(qtbot, settings, "Guest")
    guest.resize(1280, 800)
    guest.show()
    qtbot.waitExposed(guest)
    guest.lan.join("127.0.0.1", host.lan.server.port())
    seated(qtbot, guest)
    table = guest.table
    qtbot.waitUntil(lambda: table.clock.running and table.can_act())
    return host, guest, table


def stopped(qtbot, table) -> None:
    """The guest's table takes nothing more and its clock stands, under the sheet that says why."""
    qtbot.waitUntil(lambda: table.summary_panel.isVisible())
    assert not table.clock.running and not table.can_act() and table.current_legal == []
    assert not table.summary_panel.continue_button.isVisible()


def close_sheet(table) -> None:
    click(table, table.summary_panel.leave_button.center_scene())


def played(window, game: str = "spider") -> dict:
    return window.sessions.stats.summary(game)


def test_a_host_who_leaves_stops_the_guests_table_and_only_the_host_loses(qtbot, settings):
    host, guest, table = spider_duel(qtbot, settings)
    remote = guest.lan.remote
    host.leave_table()                     # the menu's Leave table: the match ends for everyone
    stopped(qtbot, table)
    assert remote.host_gone is not None and table.summary_panel.title == "The host left the match"
    assert "not counted" in table.summary_panel.text
    remote._on_action(object())            # a move that slipped through goes nowhere and says nothing
    assert table.last_message != "Not connected to the host."
    close_sheet(table)
    qtbot.waitUntil(lambda: guest.table is None)
    assert played(guest)["played"] == 0, "the guest stayed: the match another player left is not counted"
    assert played(host)["lost"] == 1 and played(host)["played"] == 1
    assert SeatTokens().seats == [] and guest.start_screen.rejoin_buttons == {}


def test_a_host_whose_app_closed_with_the_match_saved_pauses_the_guests_table_and_its_seat_is_kept(qtbot, settings):
    host, guest, table = spider_duel(qtbot, settings)
    [held] = SeatTokens().seats
    host.close_table(delete_save=False)    # the host's app closes; the match is saved to resume
    stopped(qtbot, table)
    assert guest.lan.remote.host_gone is not None and table.summary_panel.title == "The host closed the table"
    assert "rejoin" in table.summary_panel.text
    close_sheet(table)
    qtbot.waitUntil(lambda: guest.table is None)
    assert played(guest)["played"] == 0 and played(host)["played"] == 0, "a paused match is not counted yet"
    assert SeatTokens().seats == [held] and held.key in guest.start_screen.rejoin_buttons


def test_leave_table_on_a_paused_table_gives_the_seat_up_without_a_loss(qtbot, settings):
    host, guest, table = spider_duel(qtbot, settings)
    host.close_table(delete_save=False)
    stopped(qtbot, table)
    guest.leave_table()                    # the player chose to go: the seat is forgotten, but nothing was lost
    assert guest.table is None and SeatTokens().seats == []
    assert played(guest)["played"] == 0


def test_a_left_match_stops_the_guests_table_with_a_sheet(qtbot, settings):
    """The table's own Leave: the host's match ends with ``left``, which reaches the guest before the bye."""
    host, guest, table = spider_duel(qtbot, settings)
    host.controller._on_leave()
    stopped(qtbot, table)
    close_sheet(table)
    qtbot.waitUntil(lambda: guest.table is None)
    assert played(guest)["played"] == 0 and played(host)["lost"] == 1
