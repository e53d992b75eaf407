"""Storage: atomic versioned JSON, corrupt and newer files, settings, saves and statistics."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardsuite.profile import folders, saves, statistics, versioned_json
from cardsuite.profile.settings import Settings
from cardsuite.profile.statistics import Stats
from cardsuite.profile.versioned_json import (FORMAT_VERSION, NewerVersionError, StorageError, read_json,
                                              take_problems, write_json)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    """Every test gets its own CARDSUITE_HOME and starts with no pending problems."""
    monkeypatch.setenv("CARDSUITE_HOME", str(tmp_path))
    take_problems()
    yield tmp_path
    take_problems()


def leftovers(folder: Path) -> list[str]:
    """Temp files a write may have left behind."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def corrupt_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.corrupt-*"))


# --------------------------------------------------------------------------- folders


def test_cardsuite_home_is_honoured(home):
    assert folders.config_dir() == home / "config"
    assert folders.data_dir() == home / "data"
    assert folders.saves_dir() == home / "data" / "saves"
    assert folders.settings_path().parent == home / "config"
    assert folders.stats_path().parent == home / "data"
    assert folders.saves_dir().is_dir() and folders.config_dir().is_dir()


def test_without_cardsuite_home_platformdirs_folders_are_used(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDSUITE_HOME")
    calls = []

    def fake(kind):
        def folder(appname, appauthor=None, **_):
            calls.append((kind, appname, appauthor))
            return str(tmp_path / "platform" / kind / appname)

        return folder

    monkeypatch.setattr(folders.platformdirs, "user_config_dir", fake("config"))
    monkeypatch.setattr(folders.platformdirs, "user_data_dir", fake("data"))
    assert folders.config_dir() == tmp_path / "platform" / "config" / "cardsuite"
    assert folders.data_dir() == tmp_path / "platform" / "data" / "cardsuite"
    assert ("config", "cardsuite", False) in calls and ("data", "cardsuite", False) in calls
    assert "cardsuite" in str(folders.settings_path()) and "cardsuite" in str(folders.stats_path())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux only")
def test_without_cardsuite_home_real_platformdirs_paths(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDSUITE_HOME")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    assert folders.config_dir() == tmp_path / "xdg-config" / "cardsuite"
    assert folders.data_dir() == tmp_path / "xdg-data" / "cardsuite"
    assert folders.config_dir().is_dir()


def test_describe_locations_names_every_place(home):
    places = folders.describe_locations()
    assert set(places) >= {"settings", "saves", "statistics"}
    assert all(isinstance(v, str) and v.startswith(str(home)) for v in places.values())


def test_the_profile_imports_no_qt():
    code = ("import sys, cardsuite.profile.folders, cardsuite.profile.settings, cardsuite.profile.saves, "
            "cardsuite.profile.statistics\n"
            "print(any(m.startswith(('PySide', 'PyQt', 'shiboken')) for m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.stdout.strip() == "False"


# --------------------------------------------------------------------------- versioned JSON


def test_round_trip(home):
    path = home / "thing.json"
    data = {"name": "Zofia Łukasiewicz", "n": 3, "nested": {"list": [1, 2.5, None, True]}}
    write_json(path, "thing", data)
    assert read_json(path, "thing") == data
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document == {"format": "cardsuite.thing", "version": FORMAT_VERSION, "data": data}
    assert leftovers(home) == []
    assert take_problems() == []


def test_missing_file_reads_as_none_without_a_problem(home):
    assert read_json(home / "absent.json", "thing") is None
    assert take_problems() == []


def test_crash_in_replace_keeps_old_file_and_leaves_no_temp(home, monkeypatch):
    path = home / "thing.json"
    write_json(path, "thing", {"generation": 1})
    before = path.read_bytes()

    def crash(*_args, **_kwargs):
        raise KeyboardInterrupt("killed mid-write")

    monkeypatch.setattr(versioned_json.os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        write_json(path, "thing", {"generation": 2})
    assert path.read_bytes() == before
    assert leftovers(home) == []


def test_crash_while_dumping_keeps_old_file_and_leaves_no_temp(home, monkeypatch):
    path = home / "thing.json"
    write_json(path, "thing", {"generation": 1})
    before = path.read_bytes()

    def half_dump(obj, handle, **_kwargs):
        handle.write('{"format": "cardsuite.thing", "vers')
        raise RuntimeError("crash")

    monkeypatch.setattr(versioned_json.json, "dump", half_dump)
    with pytest.raises(RuntimeError):
        write_json(path, "thing", {"generation": 2})
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert read_json(path, "thing") == {"generation": 1}
    assert leftovers(home) == []


def test_disk_error_becomes_a_readable_storage_error(home, monkeypatch):
    path = folders.settings_path()

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(versioned_json.os, "replace", full)
    with pytest.raises(StorageError, match="No space left on device"):
        write_json(path, "settings", {})
    assert not path.exists()
    assert leftovers(path.parent) == []


def test_unserialisable_data_leaves_no_temp(home):
    path = home / "thing.json"
    with pytest.raises(TypeError):
        write_json(path, "thing", {"bad": object()})
    assert not path.exists()
    assert leftovers(home) == []


CORRUPT_CONTENTS = {
    "garbage bytes": b"\x00\xff\xfe garbage \x80\x81",
    "truncated json": b'{"format": "cardsuite.settings", "vers',
    "json list": b"[1, 2, 3]",
    "wrong shape": json.dumps({"hello": "world"}).encode(),
    "wrong kind": json.dumps({"format": "cardsuite.save", "version": 1, "data": {}}).encode(),
    "data not object": json.dumps({"format": "cardsuite.settings", "version": 1, "data": [1]}).encode(),
    "version not int": json.dumps({"format": "cardsuite.settings", "version": "1", "data": {}}).encode(),
}


@pytest.mark.parametrize("content", CORRUPT_CONTENTS.values(), ids=CORRUPT_CONTENTS.keys())
def test_corrupt_settings_are_moved_aside_and_reported_once(home, content):
    path = folders.settings_path()
    path.write_bytes(content)

    settings = Settings.load()

    assert settings.data == Settings.DEFAULTS
    assert not path.exists()
    [moved] = corrupt_copies(path)
    assert moved.read_bytes() == content
    assert moved.name.startswith("settings.json.corrupt-")
    [problem] = take_problems()
    assert problem.path == path and problem.moved_to == moved
    assert "settings file could not be read" in problem.message
    assert str(moved) in problem.message and "default settings" in problem.message
    assert take_problems() == []


def test_corrupt_file_name_gets_a_counter_when_taken(home, monkeypatch):
    class FrozenClock:
        @staticmethod
        def now():
            from datetime import datetime

            return datetime(2024, 5, 6, 7, 8, 9)

    monkeypatch.setattr(versioned_json, "datetime", FrozenClock)
    path = home / "thing.json"
    for n in range(3):
        path.write_bytes(b"not json %d" % n)
        assert read_json(path, "thing") is None
    names = [p.name for p in corrupt_copies(path)]
    assert names == [
        "thing.json.corrupt-20240506-070809",
        "thing.json.corrupt-20240506-070809-2",
        "thing.json.corrupt-20240506-070809-3",
    ]
    assert len(take_problems()) == 3


def test_corrupt_save_is_moved_aside_and_read_save_returns_none(home):
    path = saves.save_path("canasta")
    path.write_text("{oops", encoding="utf-8")
    assert saves.read_save("canasta") is None
    assert len(corrupt_copies(path)) == 1
    [problem] = take_problems()
    assert "canasta" in problem.message and "moved aside" in problem.message


def test_newer_save_raises_and_is_left_byte_identical(home):
    path = saves.save_path("schnapsen")
    content = json.dumps({"format": "cardsuite.save", "version": 3, "data": {"future": True}}).encode()
    path.write_bytes(content)
    with pytest.raises(NewerVersionError) as caught:
        saves.read_save("schnapsen")
    assert isinstance(caught.value, StorageError)
    assert str(caught.value) == (
        "This save was written by a newer version of cardsuite (format 3); "
        "this version reads up to 1. Update cardsuite to open it."
    )
    assert caught.value.found == 3 and caught.value.supported == FORMAT_VERSION
    assert path.read_bytes() == content
    assert corrupt_copies(path) == []
    assert take_problems() == []


def test_newer_file_is_not_judged_by_its_data_shape(home):
    path = home / "thing.json"
    content = json.dumps({"format": "cardsuite.thing", "version": 7, "data": ["new", "shape"]}).encode()
    path.write_bytes(content)
    with pytest.raises(NewerVersionError):
        read_json(path, "thing")
    assert path.read_bytes() == content


def test_newer_settings_keep_defaults_and_never_overwrite(home):
    path = folders.settings_path()
    content = json.dumps({"format": "cardsuite.settings", "version": 2, "data": {"card_back": "red"}}).encode()
    path.write_bytes(content)

    settings = Settings.load()
    assert settings.data == Settings.DEFAULTS
    assert settings.read_only
    settings.set("player_name", "Ana")
    assert settings.get("player_name") == "Ana"

    assert path.read_bytes() == content
    assert corrupt_copies(path) == []
    [problem] = take_problems()
    assert problem.moved_to is None
    assert "newer version of cardsuite (format 2)" in problem.message
    assert take_problems() == []


# --------------------------------------------------------------------------- settings


def test_settings_defaults_when_no_file(home):
    settings = Settings.load()
    assert settings.data == Settings.DEFAULTS
    assert settings.get("animation_speed") == "normal"
    assert not folders.settings_path().exists()
    assert take_problems() == []


def test_settings_set_saves_at_once(home):
    settings = Settings.load()
    settings.set("card_back", "red_dragon")
    settings.set("bot_pace", 2)
    settings.set("animation_speed", "fast")
    again = Settings.load()
    assert again.get("card_back") == "red_dragon"
    assert again.get("bot_pace") == 2.0 and isinstance(again.get("bot_pace"), float)
    assert again.get("animation_speed") == "fast"
    assert leftovers(folders.config_dir()) == []


def test_settings_wrong_typed_values_fall_back_to_defaults(home):
    stored = {
        "card_back": 42,
        "table_colour": "green-ish",
        "animation_speed": "ludicrous",
        "hints_enabled": "yes",
        "hints_closed": {"m1": "not a list"},
        "bot_pace": True,
        "show_both_scores": 1,
        "player_name": "Marta",
    }
    write_json(folders.settings_path(), "settings", stored)
    settings = Settings.load()
    expected = dict(Settings.DEFAULTS, player_name="Marta")
    assert settings.data == expected
    assert take_problems() == []


def test_settings_unknown_keys_are_kept(home):
    write_json(folders.settings_path(), "settings", {"future_option": [1, 2], "language": "pl"})
    settings = Settings.load()
    assert settings.get("future_option") == [1, 2]
    settings.set("language", "sl")
    assert Settings.load().data["future_option"] == [1, 2]


def test_a_games_own_settings_are_its_section_of_the_same_flat_file(home, monkeypatch):
    """Spider declares its "turn up automatically" (``Game.player_settings``); the file keeps it as
    ``spider_auto_turn_up``, as the release before did, so each version reads what the other wrote."""
    from cardsuite import games
    spider = games.get("spider").game()
    assert spider.player_settings == {"auto_turn_up": False}
    settings = Settings.load()
    assert "spider_auto_turn_up" not in Settings.DEFAULTS and settings.get("spider_auto_turn_up") is False
    settings.set("spider_auto_turn_up", True)
    assert read_json(folders.settings_path(), "settings")["spider_auto_turn_up"] is True
    assert Settings.load().get("spider_auto_turn_up") is True
    with pytest.raises(ValueError):
        settings.set("spider_auto_turn_up", "yes")
    write_json(folders.settings_path(), "settings", {"spider_auto_turn_up": "yes", "language": "pl"})
    assert Settings.load().get("spider_auto_turn_up") is False          # a wrong type: the game's default
    monkeypatch.setattr(type(spider), "player_settings", {"auto_turn_up": False, "hint_level": 2})
    assert Settings.load().get("spider_hint_level") == 2                 # a new one: no code in the settings
    assert Settings.load().get("spider_unknown", "given") == "given"


def game_names_in_code(source: str) -> set[str]:
    """The games a module's code names -- in a name, an attribute or a string it uses; its docstrings and
    comments may give a game as an example."""
    import ast
    import re
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    words = [node.id for node in ast.walk(tree) if isinstance(node, ast.Name)]
    words += [node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)]
    words += [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)
              and id(node) not in docstrings]
    return {m.lower() for word in words for m in re.findall(r"(?i)canasta|schnapsen|spider", word)}


def test_the_generic_rooms_name_no_game():
    """The settings, saves, sessions, the match driver and the network know games by the registry alone."""
    package = Path(__file__).resolve().parents[2] / "cardsuite"
    assert game_names_in_code('"""Spider, as an example."""\nSTAKE = options.canasta_stake\n') == {"canasta"}
    rooms = [*(package / "profile").glob("*.py"), *(package / "play").glob("*.py"), *(package / "net").glob("*.py")]
    named = {str(path.relative_to(package)): names for path in rooms
             if (names := game_names_in_code(path.read_text(encoding="utf-8")))}
    assert named == {}


def test_settings_set_refuses_bad_values_and_changes_nothing(home):
    settings = Settings.load()
    for key, value in [("animation_speed", "warp"), ("hints_enabled", "no"), ("bot_pace", -1), ("table_colour", 5)]:
        with pytest.raises(ValueError):
            settings.set(key, value)
    with pytest.raises(TypeError):
        settings.set("future_option", object())
    assert settings.data == Settings.DEFAULTS
    assert "future_option" not in Settings.load().data


def test_settings_get_returns_copies(home):
    settings = Settings.load()
    settings.get("hints_closed")["m1"] = ["sneaky"]
    settings.data["hints_closed"]["m1"] = ["sneaky"]
    assert settings.get("hints_closed") == {}


def test_hints_closed_persist_per_match(home):
    settings = Settings.load()
    settings.close_hint("match-1", "draw-or-take")
    settings.close_hint("match-1", "meld-first")
    settings.close_hint("match-1", "meld-first")
    settings.close_hint("match-2", "marriage")

    again = Settings.load()
    assert again.get("hints_closed") == {"match-1": ["draw-or-take", "meld-first"], "match-2": ["marriage"]}
    assert again.is_hint_closed("match-1", "meld-first")
    assert not again.is_hint_closed("match-2", "meld-first")

    again.forget_match_hints("match-1")
    assert Settings.load().get("hints_closed") == {"match-2": ["marriage"]}


def test_hints_closed_set_directly_round_trips(home):
    Settings.load().set("hints_closed", {"m7": ["a", "b"]})
    assert Settings.load().get("hints_closed") == {"m7": ["a", "b"]}


def test_settings_left_in_place_when_they_cannot_be_moved_are_not_overwritten(home, monkeypatch):
    path = folders.settings_path()
    path.write_bytes(b"garbage")

    def refuse(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(versioned_json.os, "rename", refuse)
    settings = Settings.load()
    monkeypatch.undo()
    assert settings.read_only
    settings.set("player_name", "Ana")
    assert path.read_bytes() == b"garbage"
    [problem] = take_problems()
    assert problem.moved_to is None and "default settings" in problem.message


# --------------------------------------------------------------------------- saves


def test_save_round_trip_list_and_delete(home):
    assert saves.list_saves() == []
    saves.write_save("canasta", {"seed": 12, "actions": [["draw"], ["meld", "KS", "KH", "KD"]]})
    saves.write_save("spider_duel", {"seed": 99})
    assert saves.read_save("canasta") == {"seed": 12, "actions": [["draw"], ["meld", "KS", "KH", "KD"]]}
    assert saves.save_path("canasta") == folders.saves_dir() / "canasta.json"
    assert saves.list_saves() == ["canasta", "spider_duel"]

    saves.delete_save("canasta")
    saves.delete_save("canasta")
    assert saves.read_save("canasta") is None
    assert saves.list_saves() == ["spider_duel"]
    assert leftovers(folders.saves_dir()) == []


def test_list_saves_skips_unreadable_and_keeps_newer(home):
    saves.write_save("canasta", {"ok": True})
    saves.save_path("schnapsen").write_text("not json", encoding="utf-8")
    newer = {"format": "cardsuite.save", "version": 9, "data": {}}
    saves.save_path("spider_duel").write_text(json.dumps(newer), encoding="utf-8")
    assert saves.list_saves() == ["canasta", "spider_duel"]
    assert len(take_problems()) == 1


def test_save_names_cannot_escape_the_saves_folder(home):
    for bad in ["../settings", "a/b", "", ".hidden", "x..y"]:
        with pytest.raises(ValueError):
            saves.save_path(bad)


# --------------------------------------------------------------------------- statistics


def test_stats_record_and_reload(home):
    stats = Stats.load()
    assert stats.summary("canasta") == {"played": 0, "won": 0, "lost": 0, "drawn": 0, "points": 0}
    stats.record_result("canasta", "win", points=5120)
    stats.record_result("canasta", "loss", points=-300)
    stats.record_result("canasta", "draw")
    stats.record_result("schnapsen", "win", 3)

    again = Stats.load()
    assert again.summary("canasta") == {"played": 3, "won": 1, "lost": 1, "drawn": 1, "points": 4820}
    assert again.summary("schnapsen") == {"played": 1, "won": 1, "lost": 0, "drawn": 0, "points": 3}
    assert again.games() == ["canasta", "schnapsen"]
    assert leftovers(folders.data_dir()) == []


def test_stats_refuse_unknown_outcomes(home):
    stats = Stats.load()
    with pytest.raises(ValueError):
        stats.record_result("canasta", "victory")
    with pytest.raises(ValueError):
        stats.record_result("canasta", "win", points=1.5)
    assert stats.summary("canasta")["played"] == 0


def test_corrupt_stats_start_from_zero_with_a_problem(home):
    path = folders.stats_path()
    path.write_bytes(b"\x89PNG not stats")
    stats = Stats.load()
    assert stats.games() == []
    assert len(corrupt_copies(path)) == 1
    [problem] = take_problems()
    assert "statistics" in problem.message
    stats.record_result("canasta", "win")
    assert Stats.load().summary("canasta")["won"] == 1


def test_stats_tolerate_bad_counters_and_keep_unknown_keys(home):
    write_json(folders.stats_path(), "stats", {
        "games": {"canasta": {"played": "many", "won": 2}, "bad": [1]},
        "ratings": {"canasta": 1500},
    })
    stats = Stats.load()
    assert stats.summary("canasta") == {"played": 0, "won": 2, "lost": 0, "drawn": 0, "points": 0}
    stats.record_result("canasta", "win")
    assert read_json(folders.stats_path(), "stats", statistics.STATS_VERSION)["ratings"] == {"canasta": 1500}


def test_newer_stats_are_not_overwritten(home):
    path = folders.stats_path()
    content = json.dumps({"format": "cardsuite.stats", "version": 4, "data": {}}).encode()
    path.write_bytes(content)
    stats = Stats.load()
    stats.record_result("canasta", "win")
    assert stats.summary("canasta")["won"] == 1
    assert path.read_bytes() == content
    [problem] = take_problems()
    assert "format 4" in problem.message


def test_no_temp_files_after_many_writes(home):
    settings = Settings.load()
    for n in range(20):
        settings.set("player_name", f"player {n}")
    names = os.listdir(folders.config_dir())
    assert names == ["settings.json"]


def test_the_front_door_is_the_settings_the_entry_points_use():
    """``cardsuite.storage`` is the profile's name for scripts and tools (the loopback guard patches
    ``Settings.DEFAULTS`` when it is imported): it is the profile's own class, and the window's start, the
    headless host and LAN discovery take their settings through it."""
    import ast
    from pathlib import Path

    from cardsuite import storage
    from cardsuite.profile import folders, settings
    assert storage.Settings is settings.Settings and storage.data_dir is folders.data_dir
    package = Path(storage.__file__).parent
    for entry in ("app.py", "net/headless.py", "net/discovery.py"):
        sources = {node.module for node in ast.walk(ast.parse((package / entry).read_text(encoding="utf-8")))
                   if isinstance(node, ast.ImportFrom) and any(a.name == "Settings" for a in node.names)}
        assert sources == {"cardsuite.storage"}, entry
