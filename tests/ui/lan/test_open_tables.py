"""The Spider duel's tables are open to anyone (RULES P-10, sheet 004): the host dialog offers no other access,
the lobby invites nobody to one, and the host serves one to anyone whatever it was asked (real sockets)."""

from __future__ import annotations

from cardsuite import games
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat, remote_seat
from support.nethelpers import RawClient, serve
from support.lobbyhelpers import hear


def click(qtbot, button) -> None:
    """A click on a radio button's circle (its middle may lie past the end of its text)."""
    from PySide6.QtCore import QPoint, Qt
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_the_host_dialog_opens_a_duel_table_to_anyone(qtbot, settings):
    # RULES P-10: duel tables cannot be private and no one is invited directly
    from cardsuite.ui.lan.hostdialog import HostDialog
    dialog = HostDialog(settings, [("p1", "Ana")], game="schnapsen")
    qtbot.addWidget(dialog)
    dialog.show()
    click(qtbot, dialog.invited_only)
    assert dialog.invited_only.isChecked()
    choose(dialog.game_combo, "spider")
    assert dialog.anyone.isChecked() and not dialog.invited_only.isEnabled() and dialog.open_note.isVisible()
    assert not dialog.invite_list.isVisible()
    click(qtbot, dialog.invited_only)
    assert not dialog.invited_only.isChecked()
    table = dialog.table_settings()
    assert table["game"] == "spider" and table["access"] == "anyone" and table["invited"] == []
    choose(dialog.game_combo, "canasta")           # other games keep their choice of who may join
    assert dialog.invited_only.isEnabled() and not dialog.open_note.isVisible()


def test_the_lobby_invites_nobody_to_a_duel_table(qtbot, settings):
    # RULES P-10: no one is invited directly to a duel table
    from PySide6.QtCore import Qt

    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.lobby import LobbyWindow
    lobby = LobbyWindow(Discovery.from_settings(settings, "Me"), settings)
    qtbot.addWidget(lobby)
    hear(lobby, {"type": "presence", "id": "p1", "name": "Ana", "port": 47474, "status": "idle",
                             "game": None, "table": None, "played": 0, "rating": None})
    sent = []
    lobby.discovery.invite = lambda player, table_id: sent.append(player) or True
    lobby.discovery.announce("duel", lambda: {"host_name": "Me", "game": "spider", "options": {}, "seats": [],
                                              "free": 1, "address": None, "port": 47475, "access": "anyone"})
    lobby.select_player("p1")
    assert not lobby.invite_button.isEnabled() and "nobody is invited" in lobby.invite_button.toolTip()
    qtbot.mouseClick(lobby.invite_button, Qt.MouseButton.LeftButton)
    lobby._invite()
    assert sent == []
    lobby.discovery.withdraw("duel")
    lobby.discovery.announce("t2", lambda: {"host_name": "Me", "game": "schnapsen", "options": {}, "seats": [],
                                            "free": 1, "address": None, "port": 47475, "access": "anyone"})
    lobby.refresh()
    assert lobby.invite_button.isEnabled()
    lobby.invite_button.click()
    assert sent == ["p1"]


def test_a_duel_table_asked_to_be_private_is_served_to_anyone(qtbot):
    # RULES P-10: a Spider table is always "anyone", whatever the host was asked
    entry = games.get("spider")
    match = Match(entry, entry.game().Options.from_preset(), [local_seat("Ann"), remote_seat("Waiting")], seed=4)
    host, server = serve(match, invited={"Cene"}, friends={"someone"})
    try:
        assert server.announcement()["access"] == "anyone"
        bob = RawClient(server.port())
        bob.hello("Bob")
        assert bob.wait_for(qtbot, "welcome")["seat"] == 1
        bob.close()
    finally:
        server.close()
        host.close()
