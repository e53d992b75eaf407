"""Hosting or joining a network table never discards an unfinished match without the player saying so (issue 27:
hosting a Canasta table silently replaced a hot-seat Canasta match's save)."""

from __future__ import annotations

import pytest

from cardsuite import games
from cardsuite.profile import saves
from cardsuite.play.seating import SeatSpec
from cardsuite.ui.app.choice import NewGameChoice
from support.lanhelpers import lan_window


def hotseat_canasta(window) -> str:
    """An unfinished hot-seat Canasta match, put aside on the start screen; its match id."""
    entry = games.get("canasta")
    choice = NewGameChoice(entry.game().Options.from_preset(),
                           (SeatSpec("hotseat", "Ann"), SeatSpec("hotseat", "Bob")), seed=11)
    match = window.play("canasta", choice)
    assert match is not None and not match.is_over
    window.show_start_screen()
    assert window.sessions.save_info("canasta").status == "resumable"
    return match.match_id


def host_canasta(window):
    options = games.get("canasta").game().Options.from_preset()
    return window.lan.host({"game": "canasta", "options": options.to_json(),
                            "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                            "access": "anyone", "ratings": None, "invited": []})


def answering(window, monkeypatch, answer: bool) -> list:
    """The window's question (the one a new match over a save asks) answered ``answer``; what it asked."""
    asked = []
    monkeypatch.setattr(window, "_ask", lambda title, text, yes: asked.append((title, text, yes)) or answer)
    return asked


def test_hosting_over_an_unfinished_match_asks_and_keeping_it_hosts_nothing(qtbot, settings, monkeypatch):
    window = lan_window(qtbot, settings)
    kept = hotseat_canasta(window)
    asked = answering(window, monkeypatch, False)
    assert host_canasta(window) is None
    assert [title for title, _text, _yes in asked] == ["Start a new match?"]
    assert "Canasta" in asked[0][1]
    assert window.lan.server is None and window.table is None
    assert saves.read_save("canasta")["match_id"] == kept
    assert window.resume("canasta") is not None and window.match.match_id == kept
    window.leave_table()


def test_hosting_over_an_unfinished_match_replaces_it_once_the_player_agrees(qtbot, settings, monkeypatch):
    window = lan_window(qtbot, settings)
    kept = hotseat_canasta(window)
    asked = answering(window, monkeypatch, True)
    match = host_canasta(window)
    try:
        assert len(asked) == 1 and match is not None and window.lan.server is not None
        assert saves.read_save("canasta")["match_id"] == match.match_id != kept
    finally:
        window.leave_table()


@pytest.mark.parametrize("game", ["schnapsen", "canasta"])
def test_hosting_without_an_unfinished_match_asks_nothing(qtbot, settings, monkeypatch, game):
    window = lan_window(qtbot, settings)
    asked = answering(window, monkeypatch, False)
    entry = games.get(game)
    match = window.lan.host({"game": game, "options": entry.game().Options.from_preset().to_json(),
                             "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                             "access": "anyone", "ratings": None, "invited": []})
    try:
        assert asked == [] and match is not None
    finally:
        window.leave_table()


def test_joining_a_table_keeps_the_unfinished_match(qtbot, settings, monkeypatch):
    guest, host_window = lan_window(qtbot, settings), lan_window(qtbot, settings)
    guest.lan.name = lambda: "Guest"           # one profile plays both ends here: the names at a table differ
    kept = hotseat_canasta(guest)
    asked = answering(guest, monkeypatch, False)
    entry = games.get("schnapsen")
    hosted = host_window.lan.host({"game": "schnapsen", "options": entry.game().Options.from_preset().to_json(),
                                   "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                                   "access": "anyone", "ratings": None, "invited": []})
    try:
        assert hosted is not None
        guest.lan.join("127.0.0.1", host_window.lan.server.port())
        qtbot.waitUntil(lambda: guest.lan.remote is not None and guest.table is not None, timeout=5000)
        assert asked == [] and saves.read_save("canasta")["match_id"] == kept
        guest.leave_table()
        assert saves.read_save("canasta")["match_id"] == kept
    finally:
        host_window.leave_table()


def test_hosting_over_a_match_against_a_bot_counts_it_as_left_once_the_player_agrees(qtbot, settings, monkeypatch):
    from cardsuite.play.seating import skill_levels
    from cardsuite.ui.app.choice import bot_choice
    window = lan_window(qtbot, settings)
    entry = games.get("canasta")
    rating = skill_levels(entry)[0].rating
    assert window.play("canasta", bot_choice(entry, entry.game().Options.from_preset(), rating, rating, "Ann"))
    window.show_start_screen()
    answering(window, monkeypatch, True)
    assert host_canasta(window) is not None
    try:
        history = window.stats.history("canasta")
        assert window.stats.summary("canasta")["lost"] == 1 and history[-1]["left"]
    finally:
        window.leave_table()
