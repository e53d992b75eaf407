"""Issue 23 §2, the QA playtest's findings, over real sockets on 127.0.0.1: a seat's key goes only to the table it
came from and is not lost to another table's refusal, Join is open on a "full" table whose seat the player holds,
a seat whose match is gone leaves no Rejoin behind (one whose host is only away keeps it, with a way to forget
it), "waiting to be seated" goes with the connection, and the host's question says where a request comes from."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from cardsuite.profile.seattokens import SeatTokens
from support.nethelpers import schnapsen_match, serve
from support.rejoinhelpers import hosting, question, seat_taken_and_dropped, seated, window_named


def keys() -> set[tuple[int, str]]:
    return {(held.port, held.match_id) for held in SeatTokens().seats}


def test_a_key_goes_only_to_its_own_table_and_a_refused_automatic_key_is_kept(qtbot, settings):
    """QA: a seat held at one table was sent to another table at the same address, refused and deleted; and the
    first Join to a new table at the same address and port always failed."""
    first_host, first = serve(schnapsen_match(remote=1))
    second_host, second = serve(schnapsen_match(remote=1))
    try:
        SeatTokens().remember("127.0.0.1", second.port(), "saved-match", "a-key-for-a-saved-match", "Bea",
                              "schnapsen", 1)
        guest = window_named(qtbot, settings, "Guest")
        guest.lan.join("127.0.0.1", first.port())          # another port: no key is sent
        seated(qtbot, guest)
        assert keys() == {(second.port(), "saved-match"), (first.port(), first.match.match_id)}
        guest.leave_table()
        assert keys() == {(second.port(), "saved-match")}
        guest.lan.join("127.0.0.1", second.port())         # the same port, another match: refused, joined without
        seated(qtbot, guest)
        assert guest.last_message is None, "no error box: the player just sat down as a newcomer"
        assert keys() == {(second.port(), "saved-match"), (second.port(), second.match.match_id)}
        guest.leave_table()
    finally:
        first.close()
        first_host.close()
        second.close()
        second_host.close()


def test_join_is_open_on_a_full_table_whose_seat_the_player_holds(qtbot, settings):
    """QA: a table whose player dropped shows as full, and its Join was disabled for that very player."""
    host_window, match, port = hosting(qtbot, settings)
    guest = window_named(qtbot, settings, "Guest")
    try:
        guest.lan.join("127.0.0.1", port)
        seated(qtbot, guest)
        guest.close()                                     # the guest's app closes; the seat waits for it
        qtbot.waitUntil(lambda: not host_window.lan.server.seated)
        settings.set("lan_discovery_targets", ["127.0.0.1:47474"])
        again = window_named(qtbot, settings, "Guest")
        lobby = again.lan.open_lobby()
        announced = {"type": "table", "id": "t1", "host_name": "Hostess", "game": "schnapsen", "options": {},
                     "seats": [{"name": "Hostess", "kind": "human"}, {"name": "Guest", "kind": "remote"}],
                     "free": 0, "address": None, "port": port, "access": "anyone", "app": "0.1", "protocol": 1}
        again.lan.discovery.receive(announced, "127.0.0.1")
        again.lan.discovery.receive({**announced, "id": "t2", "port": port + 1}, "127.0.0.1")
        lobby.refresh()
        lobby.select_table("t2")
        assert not lobby.join_button.isEnabled(), "a full table where the player holds no seat"
        lobby.select_table("t1")
        assert lobby.join_button.isEnabled() and "You have a seat here" in lobby.table_details.text()
        qtbot.mouseClick(lobby.join_button, Qt.MouseButton.LeftButton)
        seated(qtbot, again)
        assert again.lan.client.seat == 1 and host_window.lan.claims == {}, "the key, not the host's yes"
        again.leave_table()
    finally:
        host_window.leave_table()


def test_a_match_the_host_ended_leaves_no_rejoin(qtbot, settings):
    host_window, match, port = hosting(qtbot, settings)
    guest = window_named(qtbot, settings, "Guest")
    guest.lan.join("127.0.0.1", port)
    seated(qtbot, guest)
    assert len(SeatTokens().seats) == 1
    host_window.leave_table()                             # the host left: the match is over for good
    qtbot.waitUntil(lambda: SeatTokens().seats == [])
    assert guest.start_screen.rejoin_buttons == {}
    guest.leave_table()


def test_a_host_that_quit_keeps_the_rejoin_which_says_it_does_not_answer_and_can_be_forgotten(qtbot, settings):
    host_window, match, port = hosting(qtbot, settings)
    guest = window_named(qtbot, settings, "Guest")
    guest.lan.join("127.0.0.1", port)
    seated(qtbot, guest)
    [held] = SeatTokens().seats
    host_window.close_table(delete_save=False)            # the host's app closes, the match saved to resume
    qtbot.waitUntil(lambda: not guest.lan.client.is_connected)
    assert SeatTokens().seats == [held], "the host may resume: the seat is kept"
    guest.close_table(delete_save=False)                  # the guest's app closes too
    guest.show_start_screen()
    qtbot.mouseClick(guest.start_screen.rejoin_buttons[held.key], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.last_message is not None)
    title, text = guest.last_message
    assert title == "Could not rejoin the table" and "keeps your seat" in text and SeatTokens().seats == [held]
    box = next(b for b in guest.findChildren(QMessageBox) if b.windowTitle() == title)
    qtbot.mouseClick(box.findChild(QPushButton, "forgetSeat"), Qt.MouseButton.LeftButton)
    assert SeatTokens().seats == [] and guest.start_screen.rejoin_buttons == {}


def test_leaving_a_table_whose_host_is_away_forgets_its_seat(qtbot, settings):
    """QA: after Leave table the start screen still offered "Rejoin <host>'s table" (the host never heard the
    leave, but the player chose to go)."""
    host_window, match, port = hosting(qtbot, settings)
    guest = window_named(qtbot, settings, "Guest")
    guest.lan.join("127.0.0.1", port)
    seated(qtbot, guest)
    host_window.close_table(delete_save=False)
    qtbot.waitUntil(lambda: not guest.lan.client.is_connected)
    guest.leave_table()
    assert SeatTokens().seats == [] and guest.start_screen.rejoin_buttons == {}


def test_a_refused_request_clears_waiting_and_the_host_logs_its_answer(qtbot, settings):
    host_window, match, port = hosting(qtbot, settings)
    seat_taken_and_dropped(qtbot, host_window, port)
    try:
        bo = window_named(qtbot, settings, "Ann")            # Ann's name, not Ann's key
        bo.lan.join("127.0.0.1", port)
        box = question(qtbot, host_window)
        assert box.text() == "Someone calling themselves Ann (at 127.0.0.1) asks for Ann's seat \u2014 allow?"
        qtbot.waitUntil(lambda: bo.statusBar().currentMessage() != "")
        qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Refuse"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bo.lan.client is None)
        assert bo.statusBar().currentMessage() == "", "no 'waiting to be seated' after the refusal"
        assert ("", "You refused Ann's seat to Ann (at 127.0.0.1).") in host_window.lan.chat.lines
        bo.close()
    finally:
        host_window.leave_table()
