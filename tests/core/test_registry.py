"""The registry: every game's engine is reachable; only games with a table are offered on screen."""

import pytest

from cardsuite import games


def test_games_on_screen_have_tables_and_every_engine_is_registered():
    assert set(games.GAMES) <= set(games.ENGINES)
    for entry in games.GAMES.values():
        assert entry.has_table()
    for name, entry in games.ENGINES.items():
        assert games.get(name) is entry
        assert entry.game().name == name
        assert "random" in entry.bot_levels() and len(entry.bot_levels()) >= 4


def test_a_game_without_a_table_is_not_offered(monkeypatch):
    monkeypatch.setattr(games, "GAMES", {})
    monkeypatch.setattr(games, "ENGINES", {})
    games.register(games.GameEntry("tableless", "No table", "Engine only.", "cardsuite.games.canasta"))
    entry = games.get("tableless")
    assert entry.has_table() is games.GAMES.get("tableless", entry).has_table()
    assert ("tableless" in games.GAMES) == entry.has_table()


def test_unknown_game_is_refused_by_name():
    with pytest.raises(KeyError, match="unknown game 'nope'"):
        games.get("nope")
