"""Issue 23 §2 in the app, over real sockets on 127.0.0.1: the player's own app gets its seat back (the token kept
in the profile: automatic on Join, "Rejoin <host>'s table" on the start screen), the host window asks before it
gives a player's seat to someone else, the Join flow takes a seat's one-time code, a stale token is forgotten
with a readable message, and a broken token file is moved aside."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QLineEdit

from cardsuite.profile import saves, versioned_json
from cardsuite.profile.seattokens import SeatTokens, tokens_path
from support.nethelpers import RawClient, schnapsen_match, serve
from support.rejoinhelpers import hosting, question, seat_taken_and_dropped, seated, window_named

def test_a_guest_whose_app_closed_gets_the_seat_back_and_nobody_else_does(qtbot, settings):
    host_window, match, port = hosting(qtbot, settings)
    guest = window_named(qtbot, settings, "Guest")
    try:
        guest.lan.join("127.0.0.1", port)
        seated(qtbot, guest)
        token = guest.lan.client.token
        [held] = SeatTokens().seats
        assert (held.token, held.match_id, held.seat, held.host_name) == (token, match.match_id, 1, "Hostess")
        assert token not in json.dumps(saves.read_save("schnapsen")), "the host's save keeps a hash, not the token"
        guest.close()                                        # the guest's app closes (or crashes)
        qtbot.waitUntil(lambda: not host_window.lan.server.seated)
        impostor = RawClient(port)
        impostor.hello("guest")
        box = question(qtbot, host_window)
        assert box.text() == "Someone calling themselves guest (at 127.0.0.1) asks for Guest's seat \u2014 allow?"
        box.grab().save("/tmp/seat-question.png")
        qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Refuse"), Qt.MouseButton.LeftButton)
        impostor.wait(qtbot, lambda: impostor.closed)
        assert impostor.of("refuse")[0]["code"] == "denied" and not host_window.lan.server.seated
        again = window_named(qtbot, settings, "Guest")       # the guest's app starts again
        button = again.start_screen.rejoin_buttons[held.key]
        assert button.text() == "Rejoin Hostess's table" and button.isVisibleTo(again.start_screen)
        again.start_screen.grab().save("/tmp/rejoin-start-screen.png")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        seated(qtbot, again)
        assert again.lan.client.seat == 1 and match.seats[1].name == "Guest"
        assert again.table.current_view.to_json() == match.view(1).to_json()
        [held_now] = SeatTokens().seats
        assert held_now.token == again.lan.client.token != token, "the new token is kept"
        again.leave_table()                                  # the player leaves: nothing left to rejoin
        assert SeatTokens().seats == [] and again.start_screen.rejoin_buttons == {}
    finally:
        host_window.leave_table()


def test_the_host_window_may_give_a_players_seat_to_someone_else(qtbot, settings):
    host_window, match, port = hosting(qtbot, settings)
    seat_taken_and_dropped(qtbot, host_window, port)
    try:
        bo = window_named(qtbot, settings, "<b>Bo</b>")    # an app that never sat here: the host is asked, it waits
        bo.lan.join("127.0.0.1", port)
        box = question(qtbot, host_window)
        assert box.text() == "<b>Bo</b> (at 127.0.0.1) wants Ann's seat \u2014 allow?"
        assert all(label.textFormat() == Qt.TextFormat.PlainText for label in box.findChildren(QLabel)
                   if label.text()), "a name from the network is shown as it is written"
        assert bo.statusBar().currentMessage() == "Connected; waiting for the host to seat you\u2026"
        qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Allow"), Qt.MouseButton.LeftButton)
        seated(qtbot, bo)
        assert bo.lan.client.seat == 1 and match.seats[1].name == "<b>Bo</b>" and host_window.lan.claims == {}
        assert bo.statusBar().currentMessage() == ""
        bo.leave_table()
    finally:
        host_window.leave_table()


def test_the_join_flow_takes_the_seats_one_time_code(qtbot, settings):
    match = schnapsen_match(remote=1)
    host, server = serve(match)                  # a host without a window: it hands out codes
    codes = []
    server.code_issued.connect(lambda seat, owner, code: codes.append(code))
    try:
        first = RawClient(server.port())
        first.hello("Guest")
        first.wait_for(qtbot, "welcome")
        first.close()                            # that app is gone, and its token with it
        qtbot.waitUntil(lambda: not server.seated)
        guest = window_named(qtbot, settings, "Guest")
        guest.lan.join("127.0.0.1", server.port())
        qtbot.waitUntil(lambda: guest.lan.code_dialog is not None and guest.lan.code_dialog.isVisible())
        dialog = guest.lan.code_dialog
        assert "Ask the host for the seat's code" in dialog.labelText() and len(codes) == 1
        assert all(label.textFormat() == Qt.TextFormat.PlainText for label in dialog.findChildren(QLabel))
        dialog.grab().save("/tmp/seat-code.png")
        qtbot.keyClicks(dialog.findChild(QLineEdit), codes[0])
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)
        seated(qtbot, guest)
        assert guest.lan.client.seat == 0 and SeatTokens().seats[0].token == guest.lan.client.token
        guest.leave_table()
    finally:
        server.close()
        host.close()


def test_a_stale_token_is_forgotten_with_a_readable_message(qtbot, settings):
    match = schnapsen_match(remote=1)
    host, server = serve(match)
    try:
        held = SeatTokens().remember("127.0.0.1", server.port(), "gone", "a-token-from-an-old-match", "Hostess",
                                     "schnapsen", 0)
        guest = window_named(qtbot, settings, "Guest")
        assert len(guest.start_screen.rejoin_buttons) == 1
        qtbot.mouseClick(guest.start_screen.rejoin_buttons[held.key], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: guest.lan.client is None)
        title, text = guest.last_message
        assert title == "Could not join the table" and "forgotten" in text and "seat token is not valid" in text
        assert SeatTokens().seats == [] and guest.start_screen.rejoin_buttons == {}
        guest.lan.join("127.0.0.1", server.port())     # joining again: a new player at the free seat
        seated(qtbot, guest)
        guest.leave_table()
    finally:
        server.close()
        host.close()


def test_a_broken_token_file_is_moved_aside_and_nothing_is_held():
    path = tokens_path()
    path.write_text("{not json", encoding="utf-8")
    assert SeatTokens().seats == []
    problems = versioned_json.take_problems()
    assert len(problems) == 1 and problems[0].moved_to is not None and not path.exists()
    versioned_json.write_json(path, "seat_tokens", {"seats": [{"address": "127.0.0.1", "port": 70000},
                                                               "junk", {"address": "127.0.0.1"}]})
    assert SeatTokens().seats == []                 # entries that are not seats are dropped, the rest kept
    store = SeatTokens()
    held = store.remember("127.0.0.1", 47475, "m1", "t", "Hostess", "canasta", 2)
    assert SeatTokens().at("127.0.0.1", 47475) == held and SeatTokens().at("127.0.0.1", 1) is None
    assert SeatTokens().at("127.0.0.2", 47475) is None
