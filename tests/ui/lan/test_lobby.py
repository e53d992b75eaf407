"""The lobby model with a fake clock, and the lobby window and host dialog driven through qtbot."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from support.lobbyhelpers import hear
from cardsuite.net.lobby import EXPIRY_S, ChatLine, Invitation, InviteAnswer, LobbyModel


def table(table_id="t1", host="Ana", game="schnapsen", free=1, **extra) -> dict:
    return {"type": "table", "id": table_id, "host_name": host, "game": game, "options": {"preset": "Standard"},
            "seats": [{"name": host, "kind": "human"}, {"name": None, "kind": "remote"}], "free": free,
            "address": None, "port": 47475, "access": "anyone", "app": "0.1", "protocol": 1, **extra}


def presence(player_id="p1", name="Ana", status="idle", table_id=None, port=47474, **extra) -> dict:
    return {"type": "presence", "id": player_id, "name": name, "port": port, "status": status,
            "game": None, "table": table_id, "played": 3, "rating": None, **extra}


def chat(player_id="p1", name="Ana", text="hello") -> dict:
    return {"type": "lobby_chat", "id": player_id, "name": name, "text": text}


def invite(player_id="p1", name="Ana", to="me", table_id="t1") -> dict:
    return {"type": "invite", "id": player_id, "name": name, "to": to, "table": table_id, "game": "schnapsen",
            "address": None, "port": 47475}


# --------------------------------------------------------------------------- the model


def test_a_table_is_listed_with_the_sender_address_until_it_goes_quiet():
    model = LobbyModel("me")
    assert model.heard(table(), "192.168.1.7", now=10.0) == "tables"
    [listed] = model.tables()
    assert (listed.host_name, listed.address, listed.port, listed.free) == ("Ana", "192.168.1.7", 47475, 1)
    assert listed.seat_names() == ["Ana", None]
    assert not model.expire(10.0 + EXPIRY_S)          # silent for exactly the limit: still there
    model.heard(table(), "192.168.1.7", now=13.0)      # heard again: the clock starts over
    assert not model.expire(16.0) and model.tables()
    assert model.expire(16.6) and model.tables() == []


def test_a_table_or_invitation_is_reached_at_its_sender_never_at_an_address_a_datagram_names():
    """A forged datagram naming another machine must not send this player's hello there."""
    model = LobbyModel("me")
    model.heard(table(address="203.0.113.9", port=25), "192.168.1.7", now=0.0)
    assert (model.tables()[0].address, model.tables()[0].port) == ("192.168.1.7", 25)
    invitation = model.heard({"type": "invite", "id": "p1", "name": "Ana", "to": "me", "table": "t1",
                              "game": "schnapsen", "address": "example.com", "port": 80}, "192.168.1.7", now=0.0)
    assert (invitation.address, invitation.port) == ("192.168.1.7", 80)


def test_table_closed_drops_the_table_and_its_invitations_at_once():
    model = LobbyModel("me")
    model.heard(table(), "127.0.0.1", now=0.0)
    model.heard(invite(), "127.0.0.1", now=0.0)
    assert model.heard({"type": "table_closed", "id": "t1"}, "127.0.0.1", now=0.5) == "tables"
    assert model.tables() == [] and model.invitations() == []
    assert model.heard({"type": "table_closed", "id": "t1"}, "127.0.0.1", now=0.6) is None


def test_players_expire_and_say_whom_they_play():
    model = LobbyModel("me")
    model.heard(table(host="Ana", seats=[{"name": "Ana", "kind": "human"}, {"name": "Bor", "kind": "remote"}]),
                "127.0.0.1", now=0.0)
    model.heard(presence("p1", "Ana", "hosting", "t1"), "127.0.0.1", now=0.0)
    model.heard(presence("p2", "Bor", "playing", "t1"), "127.0.0.1", now=1.0)
    model.heard(presence("p3", "Cene"), "127.0.0.1", now=1.0)
    ana, bor, cene = model.players()
    assert model.opponents(ana) == ["Bor"] and model.opponents(bor) == ["Ana"] and model.opponents(cene) == []
    assert model.expire(3.6)                           # Ana and the table went quiet
    assert [p.name for p in model.players()] == ["Bor", "Cene"] and model.tables() == []


def test_who_plays_whom_without_the_table_comes_from_the_players():
    model = LobbyModel("me")
    model.heard(presence("p1", "Ana", "playing", "t9"), "127.0.0.1", now=0.0)
    model.heard(presence("p2", "Bor", "playing", "t9"), "127.0.0.1", now=0.0)
    assert model.opponents(model.player("p1")) == ["Bor"]


def test_own_datagrams_and_invitations_for_others_are_not_heard():
    model = LobbyModel("me")
    assert model.heard(presence("me", "Me"), "127.0.0.1", now=0.0) is None
    assert model.heard(chat("me"), "127.0.0.1", now=0.0) is None
    assert model.heard(invite(to="someone-else"), "127.0.0.1", now=0.0) is None
    assert model.players() == [] and model.chat_lines() == [] and model.invitations() == []


def test_chat_and_invitations_arrive_and_answers_are_reported():
    model = LobbyModel("me")
    model.heard(presence("p1", "Ana"), "127.0.0.1", now=0.0)
    line = model.heard(chat(text="Anyone for a game?"), "127.0.0.1", now=0.2)
    assert isinstance(line, ChatLine) and line.text == "Anyone for a game?"
    own = model.add_own_chat("Me", "Me!", now=0.3)
    assert model.chat_lines() == [line, own] and own.own
    invitation = model.heard(invite(), "10.1.1.1", now=0.4)
    assert isinstance(invitation, Invitation) and (invitation.address, invitation.port) == ("10.1.1.1", 47475)
    assert model.invitations() == [invitation]
    assert model.take_invitation("p1", "t1") == invitation and model.invitations() == []
    answer = model.heard({"type": "invite_answer", "id": "p1", "to": "me", "table": "t7", "accepted": False},
                         "127.0.0.1", now=0.5)
    assert answer == InviteAnswer("p1", "Ana", "t7", False)


def test_ignoring_hides_chat_and_invitations_by_name_or_id():
    model = LobbyModel("me", ignored=["Ana"])
    assert model.heard(chat("p1", "Ana"), "127.0.0.1", now=0.0) is None
    assert model.heard(invite("p1", "Ana"), "127.0.0.1", now=0.0) is None
    model.heard(chat("p2", "Bor", "hi"), "127.0.0.1", now=0.1)
    assert [line.name for line in model.chat_lines()] == ["Bor"] and model.invitations() == []
    model.unignore("Ana")
    assert [line.name for line in model.chat_lines()] == ["Ana", "Bor"]   # hidden, not lost
    model.ignore("p2")
    assert [line.name for line in model.chat_lines()] == ["Ana"] and model.ignored() == ["p2"]


def test_old_invitations_lapse():
    model = LobbyModel("me")
    model.heard(invite(), "127.0.0.1", now=0.0)
    model.expire(60.0)
    assert model.invitations()
    model.expire(121.0)
    assert model.invitations() == []


@pytest.mark.parametrize("count", [1, 400])
def test_the_chat_keeps_a_bounded_history(count):
    model = LobbyModel("me")
    for n in range(count):
        model.heard(chat(text=f"line {n}"), "127.0.0.1", now=float(n))
    lines = model.chat_lines()
    assert len(lines) == min(count, 300) and lines[-1].text == f"line {count - 1}"


def test_the_model_imports_no_qt():
    import subprocess
    import sys
    code = ("import sys, cardsuite.net.lobby\n"
            "raise SystemExit(1 if any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules) else 0)\n")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


# --------------------------------------------------------------------------- the window


def test_the_start_screen_offers_play_on_the_network(qtbot, settings):
    from cardsuite.ui.app.startscreen import StartScreen
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    assert screen.network_button.text() == "Play on the network"
    with qtbot.waitSignal(screen.network_clicked):
        screen.network_button.click()



@pytest.fixture
def lobby(qtbot, settings):
    """A lobby window over a discovery that is fed by hand (its socket is never bound: nothing is sent)."""
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.lobby import LobbyWindow
    settings.set("lan_discovery_targets", ["127.0.0.1:47474"])
    discovery = Discovery.from_settings(settings, "Me")
    window = LobbyWindow(discovery, settings)
    qtbot.addWidget(window)
    return window


def test_join_asks_for_the_selected_tables_address_and_port(qtbot, lobby):
    hear(lobby, table("t1", "Ana", port=50123), "10.0.0.8")
    hear(lobby, table("t2", "Bor", free=0))
    assert lobby.tables_view.topLevelItemCount() == 2 and not lobby.join_button.isEnabled()
    lobby.select_table("t2")
    assert not lobby.join_button.isEnabled()           # a full table cannot be joined
    lobby.select_table("t1")
    with qtbot.waitSignal(lobby.join_requested) as joined:
        lobby.join_button.click()
    assert joined.args == ["10.0.0.8", 50123]


def test_the_tables_list_says_who_sits_where(lobby):
    hear(lobby, table("t1", "Ana", game="canasta", options={"preset": "StarGames", "players": 4, "stake": 20},
                      seats=[{"name": "Ana", "kind": "human"}, {"name": "Rok", "kind": "bot"},
                             {"name": None, "kind": "remote"}, {"name": "Bor", "kind": "remote"}], access="invited"))
    item = lobby.tables_view.topLevelItem(0)
    assert [item.text(c) for c in (0, 1, 3, 4)] == ["Canasta", "Ana", "Ana, Rok (computer), free seat, Bor",
                                                    "1 free \u00b7 by invitation"]
    assert "4 players" in item.text(2) and "Stake: 20" in item.text(2)


def test_the_players_list_says_who_plays_whom(lobby):
    hear(lobby, presence("p1", "Ana", "playing", "t9"))
    hear(lobby, presence("p2", "Bor", "playing", "t9") | {"game": "schnapsen"})
    hear(lobby, presence("p3", "Cene"))
    texts = [(lobby.players_view.topLevelItem(i).text(0), lobby.players_view.topLevelItem(i).text(1))
             for i in range(3)]
    assert texts == [("Ana", "playing a game with Bor"), ("Bor", "playing Schnapsen with Ana"),
                     ("Cene", "in the lobby")]


def test_ignore_hides_the_chat_and_is_kept_in_the_settings(qtbot, lobby, settings):
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.lobby import LobbyWindow
    hear(lobby, presence("p1", "Ana"))
    hear(lobby, chat("p1", "Ana", "buy cheap chips"))
    assert "buy cheap chips" in lobby.chat_view.toPlainText()
    lobby.select_player("p1")
    lobby.ignore_button.click()
    assert settings.get("lan_ignored") == ["Ana"] and lobby.ignore_button.text() == "Unignore"
    assert "buy cheap chips" not in lobby.chat_view.toPlainText()
    assert lobby.players_view.topLevelItem(0).text(0) == "Ana (ignored)"
    again = LobbyWindow(Discovery.from_settings(settings, "Me"), settings)   # the next start of the app
    qtbot.addWidget(again)
    hear(again, chat("p7", "Ana", "still here"))
    hear(again, invite("p7", "Ana", to=again.discovery.id))
    assert "still here" not in again.chat_view.toPlainText() and again.prompts == []
    lobby.ignore_button.click()
    assert settings.get("lan_ignored") == [] and "buy cheap chips" in lobby.chat_view.toPlainText()


@pytest.mark.parametrize("accept", [True, False])
def test_an_invitation_is_prompted_and_accepting_joins(qtbot, lobby, accept):
    hear(lobby, presence("p1", "Ana"))
    hear(lobby, invite("p1", "Ana", to=lobby.discovery.id) | {"port": 50200}, "10.0.0.9")
    [box] = lobby.prompts
    assert "Ana invites you to play Schnapsen" in box.text()
    joined = []
    lobby.join_requested.connect(lambda address, port: joined.append((address, port)))
    box.findChild(type(box.buttons()[0]), "accept" if accept else "decline").click()
    assert joined == ([("10.0.0.9", 50200)] if accept else [])
    assert lobby.prompts == [] and lobby.model.invitations() == []


def test_invite_needs_a_hosted_table_and_a_player(lobby):
    hear(lobby, presence("p1", "Ana"))
    lobby.select_player("p1")
    assert not lobby.invite_button.isEnabled()
    lobby.discovery.announce("mine", lambda: {"host_name": "Me", "game": "schnapsen", "options": {}, "seats": [],
                                              "free": 1, "address": None, "port": 47475, "access": "anyone"})
    lobby.refresh()
    assert lobby.invite_button.isEnabled()


def test_player_info_shows_name_games_and_rating(lobby):
    hear(lobby, presence("p1", "Ana", played=42, rating=1510))
    lobby.select_player("p1")
    lobby.info_button.click()
    assert lobby.info_box.text().splitlines()[:3] == ["Name: Ana", "Games played: 42", "Rating: 1510"]


def test_chat_is_sent_from_the_line(qtbot, lobby):
    lobby.chat_edit.setText("hello all")
    lobby.say_button.click()
    assert lobby.chat_edit.text() == "" and "Me: hello all" in lobby.chat_view.toPlainText()


def test_host_a_table_asks_for_the_dialogs_settings_and_invites_when_announced(qtbot, lobby, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from cardsuite.ui.lan import lobby as lobby_module
    hear(lobby, presence("p1", "Ana"))
    monkeypatch.setattr(lobby_module.HostDialog, "exec", lambda dialog: (
        dialog.invited_only.setChecked(True), dialog.invite_list.item(0).setCheckState(Qt.CheckState.Checked),
        QDialog.DialogCode.Accepted)[-1])
    with qtbot.waitSignal(lobby.host_requested) as hosted:
        lobby.host_button.click()
    assert hosted.args[0]["access"] == "invited" and hosted.args[0]["invited"] == ["p1"]
    sent, let_in = [], []
    monkeypatch.setattr(lobby.discovery, "invite", lambda player, table_id: sent.append((player, table_id)) or True)
    lobby.player_invited.connect(lambda table_id, name: let_in.append((table_id, name)))
    lobby.discovery.announce("t5", lambda: {})
    assert sent == [("p1", "t5")] and let_in == [("t5", "Ana")]
    lobby.select_player("p1")
    lobby.invite_button.click()                        # invited again from the lobby
    assert let_in == [("t5", "Ana")] * 2 and "Ana is invited" in lobby.status_label.text()


def test_join_by_address(qtbot, lobby, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from cardsuite.ui.lan import lobby as lobby_module

    def fill(dialog):
        dialog.address_edit.setText(" 192.168.1.20 ")
        dialog.port_spin.setValue(47480)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(lobby_module.JoinDialog, "exec", fill)
    with qtbot.waitSignal(lobby.join_requested) as joined:
        lobby.address_button.click()
    assert joined.args == ["192.168.1.20", 47480]


# --------------------------------------------------------------------------- the host dialog


def choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_the_host_dialog_gives_the_contracts_table(qtbot, settings):
    from PySide6.QtWidgets import QComboBox

    from cardsuite.ui.lan.hostdialog import HostDialog
    dialog = HostDialog(settings, [("p1", "Ana"), ("p2", "Bor")])
    qtbot.addWidget(dialog)
    choose(dialog.game_combo, "canasta")
    choose(dialog.findChild(QComboBox, "option_players"), 4)
    assert len(dialog.seat_rows.kinds()) == 4
    choose(dialog.findChild(QComboBox, "seat_kind_2"), "bot:" + dialog.findChild(
        QComboBox, "seat_kind_2").itemData(1).split(":", 1)[1])
    level = dialog.findChild(QComboBox, "seat_kind_2").currentData().split(":", 1)[1]
    dialog.findChild(QComboBox, "option_target").setCurrentIndex(
        dialog.findChild(QComboBox, "option_target").findData(2500))
    dialog.findChild(type(dialog.any_skill), "option_doubling").setChecked(True)
    dialog.invited_only.setChecked(True)
    dialog.invite_list.item(1).setCheckState(Qt.CheckState.Checked)
    dialog.any_skill.setChecked(False)
    dialog.rating_low.setValue(1600)
    dialog.rating_high.setValue(1200)
    table = dialog.table_settings()
    assert table["game"] == "canasta" and table["access"] == "invited"
    assert table["seats"] == [{"kind": "local", "level": None}, {"kind": "remote", "level": None},
                              {"kind": "bot", "level": level}, {"kind": "remote", "level": None}]
    assert (table["options"]["players"], table["options"]["target"], table["options"]["doubling"]) == (4, 2500, True)
    assert table["ratings"] == [1200, 1600] and table["invited"] == ["p2"] and table["invited_names"] == ["Bor"]
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted


def test_the_host_dialog_wants_a_seat_for_the_network(qtbot, settings):
    from cardsuite.ui.lan.hostdialog import HostDialog
    dialog = HostDialog(settings, game="schnapsen")
    qtbot.addWidget(dialog)
    table = dialog.table_settings()
    assert table["access"] == "anyone" and table["ratings"] is None and table["invited"] == []
    bot = dialog.seat_rows.kind_combos[1].itemData(1)
    dialog.set_seat(1, bot)
    dialog.accept()
    assert dialog.error_label.isVisibleTo(dialog) and dialog.result() != dialog.DialogCode.Accepted


def test_joining_a_listed_table_tells_the_host_this_players_rating_in_its_game(qtbot, settings, monkeypatch):
    """The host's skill range is checked against the joiner's rating in the table's game (None when unknown)."""
    from cardsuite.ui.app.mainwindow import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.lan.open_lobby()
    window.lan.discovery.receive(table("t1", "Ana", game="canasta"), "10.0.0.8")
    monkeypatch.setattr(window.stats, "rating", lambda game: {"canasta": 1333.4}.get(game))
    assert window.lan._rating_at("10.0.0.8", 47475) == 1333
    assert window.lan._rating_at("10.0.0.9", 47475) is None
