"""The lobby model with a fake clock, and the lobby window and host dialog driven through qtbot."""

from __future__ import annotations

import pytest

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


def test_an_announced_address_wins_over_the_sender():
    model = LobbyModel("me")
    model.heard(table(address="10.0.0.5"), "192.168.1.7", now=0.0)
    assert model.tables()[0].address == "10.0.0.5"


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
