"""Friends in the lobby window (issue 23 §8, sheet 004 "New friend"): added and removed from the player list's
button and menu and from Player info, listed first with what they do, their news on the status line or the
window's status bar, and "Only my friends" in the host dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from cardsuite import games
from cardsuite.profile.friends import Friend, Friends
from support.lobbyhelpers import hear


def presence(pid="p1", name="Ana", status="idle", table_id=None, game=None) -> dict:
    return {"type": "presence", "id": pid, "name": name, "port": 47474, "status": status, "game": game,
            "table": table_id, "played": 3, "rating": None}


# --------------------------------------------------------------------------- the lobby window


@pytest.fixture
def lobby(qtbot, settings):
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.lobby import LobbyWindow
    discovery = Discovery.from_settings(settings, "Me", friends=Friends.load())
    window = LobbyWindow(discovery, settings)
    qtbot.addWidget(window)
    window.resize(1040, 640)
    return window


def names(lobby) -> list[str]:
    return [lobby.players_view.topLevelItem(i).text(0) for i in range(lobby.players_view.topLevelItemCount())]


def test_new_friend_from_the_player_list_puts_them_first_and_in_the_profile(qtbot, lobby):
    for message in (presence("p1", "Ana"), presence("p2", "Bor", "hosting", "t1", "canasta")):
        hear(lobby, message)
    assert names(lobby) == ["Ana", "Bor"]
    lobby.select_player("p2")
    assert lobby.friend_button.text() == "New friend"
    qtbot.mouseClick(lobby.friend_button, Qt.MouseButton.LeftButton)
    assert names(lobby) == ["\u2605 Bor", "Ana"] and lobby.players_view.topLevelItem(0).text(1) == "hosting Canasta"
    assert Friends.load().friends() == [Friend("p2", "Bor")] and lobby.friend_button.text() == "Remove friend"
    assert "Bor is now your friend" in lobby.status_label.text()
    qtbot.mouseClick(lobby.friend_button, Qt.MouseButton.LeftButton)
    assert names(lobby) == ["Ana", "Bor"] and Friends.load().friends() == []


def test_the_player_lists_menu_and_player_info_add_and_remove_a_friend(qtbot, lobby):
    from PySide6.QtWidgets import QMenu
    lobby.show()
    hear(lobby, presence("p1", "Ana"))
    rect = lobby.players_view.visualItemRect(lobby.players_view.topLevelItem(0))
    lobby.players_view.customContextMenuRequested.emit(rect.center())
    menu = lobby.menu
    assert isinstance(menu, QMenu) and menu.isVisible()
    action = next(a for a in menu.actions() if a.text() == "New friend")
    action.trigger()
    menu.close()
    assert lobby.model.is_friend("p1") and names(lobby) == ["\u2605 Ana"]
    lobby.select_player("p1")
    qtbot.mouseClick(lobby.info_button, Qt.MouseButton.LeftButton)
    box = lobby.info_box
    assert "On your friends list." in box.text()
    friend = box.findChild(type(lobby.friend_button), "friend")
    assert friend.text() == "Remove friend"
    qtbot.mouseClick(friend, Qt.MouseButton.LeftButton)
    assert not lobby.model.is_friend("p1") and Friends.load().friends() == []


def test_a_friend_coming_online_or_hosting_is_told_and_an_absent_friend_is_named(lobby):
    lobby.model.friends.add("p2", "Zala")
    lobby.refresh()
    assert lobby.away_label.isVisibleTo(lobby) and lobby.away_label.text() == "Friends not here now: Zala"
    hear(lobby, presence("p2", "Zala"))
    assert lobby.status_label.text() == "Your friend Zala is online." and not lobby.away_label.isVisibleTo(lobby)
    hear(lobby, presence("p2", "Zala", "hosting", "t4", "schnapsen"))
    assert lobby.status_label.text() == "Your friend Zala is hosting Schnapsen."


def test_the_window_tells_a_friends_news_when_the_lobby_is_not_shown(qtbot, settings):
    from cardsuite.ui.app.mainwindow import MainWindow
    Friends.load().add("p2", "Zala")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    lobby = window.lan.open_lobby()
    window.show_start_screen()
    hear(lobby, presence("p2", "Zala", "hosting", "t4", "canasta"))
    assert window.statusBar().currentMessage() == "Your friend Zala is hosting Canasta."
    assert lobby.status_label.text() == "Your friend Zala is hosting Canasta."
    window.close()


# --------------------------------------------------------------------------- hosting for friends


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def test_the_host_dialog_opens_a_table_for_friends_only_but_never_a_duel(qtbot, settings):
    from cardsuite.ui.lan.hostdialog import HostDialog
    dialog = HostDialog(settings, game="canasta", friends=0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.friends_note.isVisible()
    click(qtbot, dialog.friends_only)
    assert dialog.table_settings()["access"] == "friends"
    assert dialog.friends_note.isVisible() and "friends list is empty" in dialog.friends_note.text()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("schnapsen"))
    assert dialog.table_settings()["access"] == "friends"
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("spider"))
    # RULES P-10: a duel table is never friends-only
    assert not dialog.friends_only.isEnabled() and dialog.table_settings()["access"] == "anyone"


def test_a_friends_only_table_from_the_window_admits_the_profiles_friends(qtbot, lan, settings):
    from support.lanhelpers import lan_window
    Friends.load().add("id-bo", "Bo")
    window = lan_window(qtbot, settings)
    entry = games.get("schnapsen")
    window.lan.host({"game": "schnapsen", "options": entry.game().Options.from_preset().to_json(),
                     "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                     "access": "friends", "ratings": None, "invited": []})
    server = window.lan.server
    assert server.friends == {"id-bo"} and server.announcement()["access"] == "friends"
    window.close()


def test_inviting_a_player_to_a_friends_only_table_lets_them_in(qtbot, lan, settings):
    from support.lanhelpers import lan_window
    window = lan_window(qtbot, settings)
    lobby = window.lan.open_lobby()
    hear(lobby, presence("id-cene", "Cene"))
    entry = games.get("schnapsen")
    window.lan.host({"game": "schnapsen", "options": entry.game().Options.from_preset().to_json(),
                     "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                     "access": "friends", "ratings": None, "invited": []})
    server = window.lan.server
    assert server.friends == set() and lobby.discovery.announced() == [server.table_id]
    lobby.select_player("id-cene")
    qtbot.mouseClick(lobby.invite_button, Qt.MouseButton.LeftButton)
    assert server.friends == {"id-cene"} and not lobby.model.is_friend("id-cene")
    window.close()
