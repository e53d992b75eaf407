"""Friends (issue 23 §8) below the window: a stable player id in the profile, friends kept by id with their
last name (a bad file moved aside with a message), the lobby model's friends-first order and news, the id on
the wire, and friends-only tables checked by the host against the hello's ``player`` (real sockets on
127.0.0.1)."""

from __future__ import annotations

import json

import pytest

from cardsuite.net import protocol
from cardsuite.net.lobby import FriendNews, LobbyModel
from cardsuite.profile import versioned_json
from cardsuite.profile.folders import friends_path
from cardsuite.profile.friends import Friend, Friends, player_id
from cardsuite.profile.settings import Settings
from support.nethelpers import RawClient, schnapsen_match, serve
from support.lobbyhelpers import udp_ports


def presence(pid="p1", name="Ana", status="idle", table_id=None, game=None) -> dict:
    return {"type": "presence", "id": pid, "name": name, "port": 47474, "status": status, "game": game,
            "table": table_id, "played": 3, "rating": None}


# --------------------------------------------------------------------------- the profile


def test_the_player_id_is_made_once_and_kept_in_the_settings():
    first = player_id(Settings.load())
    assert len(first) == 16 and player_id(Settings.load()) == first


def test_friends_are_kept_by_id_with_their_last_name():
    friends = Friends.load()
    friends.add("id-ana", "Ana")
    friends.add("id-bor", "  Bor  ")
    assert friends.remove("id-ana") and not friends.remove("id-ana")
    assert friends.heard("id-bor", "Borko") and not friends.heard("id-bor", "Borko")
    assert Friends.load().friends() == [Friend("id-bor", "Borko")]
    with pytest.raises(ValueError):
        friends.add("id-cene", "")
    document = json.loads(friends_path().read_text(encoding="utf-8"))
    assert document["format"] == "cardsuite.friends" and document["version"] == 1


@pytest.mark.parametrize("text, kept", [
    ("{not json", []),
    (json.dumps({"format": "cardsuite.friends", "version": 1, "data": {"friends": "Ana"}}), []),
    (json.dumps({"format": "cardsuite.friends", "version": 1,
                 "data": {"friends": [{"id": "id-ana", "name": "Ana"}, {"id": 7, "name": "Bor"}, "Cene"]}}),
     [Friend("id-ana", "Ana")]),
])
def test_a_bad_friends_file_is_moved_aside_with_a_message_keeping_what_can_be_read(text, kept):
    versioned_json.take_problems()
    path = friends_path()
    path.write_text(text, encoding="utf-8")
    friends = Friends.load()
    assert friends.friends() == kept
    [problem] = versioned_json.take_problems()
    assert "friends list" in problem.message and problem.moved_to.read_text(encoding="utf-8") == text
    assert Friends.load().friends() == kept                   # what was kept is saved in a good file


# --------------------------------------------------------------------------- the model


def test_friends_are_listed_first_and_their_news_is_told_once():
    friends = Friends([Friend("p2", "Zala")])
    model = LobbyModel("me", friends=friends)
    model.heard(presence("p1", "Ana"), "127.0.0.1", now=0.0)
    model.heard(presence("p2", "Zala"), "127.0.0.1", now=0.0)
    model.heard(presence("p3", "Bor"), "127.0.0.1", now=0.0)
    assert [p.name for p in model.players()] == ["Zala", "Ana", "Bor"]
    assert model.take_news() == [FriendNews("p2", "Zala", "online")] and model.take_news() == []
    model.heard(presence("p2", "Zala", "hosting", "t1", "canasta"), "127.0.0.1", now=0.5)
    model.heard(presence("p2", "Zala", "hosting", "t1", "canasta"), "127.0.0.1", now=1.0)   # the same table
    assert model.take_news() == [FriendNews("p2", "Zala", "hosting", "canasta")]
    model.befriend(model.player("p3"))
    assert [p.name for p in model.players()] == ["Bor", "Zala", "Ana"] and model.take_news() == []


def test_a_friend_who_changes_network_name_is_still_a_friend():
    friends = Friends([Friend("p2", "Zala")])
    model = LobbyModel("me", friends=friends)
    model.heard(presence("p2", "Zala from the office"), "127.0.0.1", now=0.0)
    assert model.is_friend("p2") and friends.friends() == [Friend("p2", "Zala from the office")]
    assert model.take_news() == [FriendNews("p2", "Zala from the office", "online")]


# --------------------------------------------------------------------------- on the network




def test_the_lobby_announces_the_profiles_stable_id(qtbot, settings):
    from cardsuite.net.discovery import Discovery
    mine, theirs = udp_ports(2)
    targets = [f"127.0.0.1:{mine}", f"127.0.0.1:{theirs}"]
    settings.set("lan_discovery_port", mine)
    settings.set("lan_discovery_targets", targets)
    lobby = Discovery.from_settings(settings, "Me", interval_ms=100)
    other = Discovery("Bo", port=theirs, targets=targets, interval_ms=100)
    try:
        assert lobby.start() and other.start()
        qtbot.waitUntil(lambda: bool(other.model.players()))
        assert [p.id for p in other.model.players()] == [settings.get("lan_player_id")] == [lobby.id]
        assert Discovery.from_settings(settings, "Me, renamed").id == lobby.id    # the next run, another name
    finally:
        other.stop()
        lobby.stop()


def test_a_friends_only_table_seats_a_friend_by_player_id_and_refuses_others(qtbot):
    match = schnapsen_match(remote=1, seed=9)
    host, server = serve(match, friends={"id-ana"})
    try:
        assert server.announcement()["access"] == "friends"
        stranger = RawClient(server.port())
        stranger.hello("Ana")                                     # her name, not her id
        refusal = stranger.wait_for(qtbot, "refuse")
        assert refusal == {"type": "refuse", "code": "friends_only",
                           "reason": protocol.REFUSE_REASONS["friends_only"]}
        impostor = RawClient(server.port())
        impostor.hello("Eve", player="id-eve")
        assert impostor.wait_for(qtbot, "refuse")["code"] == "friends_only"
        ana = RawClient(server.port())
        ana.hello("Ana again", player="id-ana")
        assert ana.wait_for(qtbot, "welcome")["seat"] == 0
        for client in (stranger, impostor, ana):
            client.close()
    finally:
        server.close()
        host.close()


def test_the_client_says_its_player_id_in_the_hello(qtbot):
    from cardsuite.net.client import TableClient
    match = schnapsen_match(remote=1, seed=10)
    host, server = serve(match, friends={"id-bo"})
    client = TableClient("Bo", player="id-bo")
    try:
        client.connect_to("127.0.0.1", server.port())
        qtbot.waitUntil(lambda: client.welcome is not None)
        assert server.seated[0].name == "Bo"
    finally:
        client.close()
        client.deleteLater()
        server.close()
        host.close()
