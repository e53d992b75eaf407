"""A new match never takes the place of a save this version cannot use without the player saying so (issue 27:
"Nothing is ever discarded"): a save written by a newer cardsuite, or one that does not replay, was replaced
without a word when a new match was started or a table hosted over it, and the headless host replaced an
unfinished hosted match when started without --resume."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.profile import folders, saves, versioned_json
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat, remote_seat
from cardsuite.play.seating import SeatSpec
from cardsuite.ui.app.choice import NewGameChoice


def toy_choice(toy_entry, seed: int = 99) -> NewGameChoice:
    return NewGameChoice(toy_entry.game().Options.from_preset(),
                         (SeatSpec("local", "Ann"), SeatSpec("bot", levels=("easy",))), seed=seed)


def newer_save(name: str) -> bytes:
    """A save of ``name`` written by a newer cardsuite; its bytes."""
    path = saves.save_path(name)
    versioned_json.write_json(path, "save", {"game": name, "phase": "playing"},
                              version=versioned_json.FORMAT_VERSION + 5)
    return path.read_bytes()


def window_at_the_start_screen(qtbot, settings, monkeypatch, answer: bool, choice=None):
    """The app window; its questions answered ``answer`` (what it asked is returned), the new-game dialog
    answered ``choice``."""
    from cardsuite.ui.app import newgame
    from cardsuite.ui.app.mainwindow import MainWindow
    window = MainWindow(settings)
    qtbot.addWidget(window)
    asked: list = []
    monkeypatch.setattr(window, "_ask", lambda title, text, yes: asked.append((title, text)) or answer)
    monkeypatch.setattr(newgame, "ask_new_game", lambda entry, s, parent, **_: choice)
    return window, asked


def aside(name: str, label: str) -> list[Path]:
    return sorted(folders.saves_dir().glob(f"{name}.json.{label}-*"))


def test_play_over_a_save_from_a_newer_version_asks_and_kept_keeps_it_as_it_is(qtbot, toy_entry, settings,
                                                                                monkeypatch):
    before = newer_save("toy")
    window, asked = window_at_the_start_screen(qtbot, settings, monkeypatch, False, toy_choice(toy_entry))
    card = window.start_screen.cards["toy"]
    assert card.info.status == "newer"
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert [title for title, _text in asked] == ["Start a new match?"]
    assert "newer version" in asked[0][1] and str(folders.saves_dir()) in asked[0][1]
    assert window.match is None and saves.save_path("toy").read_bytes() == before


def test_play_over_a_save_from_a_newer_version_once_agreed_keeps_it_aside_for_the_newer_version(
        qtbot, toy_entry, settings, monkeypatch):
    before = newer_save("toy")
    window, asked = window_at_the_start_screen(qtbot, settings, monkeypatch, True, toy_choice(toy_entry))
    qtbot.mouseClick(window.start_screen.cards["toy"].play_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and window.match is not None
    kept = aside("toy", "newer")
    assert len(kept) == 1 and kept[0].read_bytes() == before, "the newer version's save, byte for byte"
    assert saves.read_save("toy")["match_id"] == window.match.match_id
    assert str(kept[0]) in window.statusBar().currentMessage()
    window.leave_table()
    assert kept[0].read_bytes() == before and saves.read_save("toy") is None


def test_play_over_a_save_that_does_not_replay_asks_and_keeps_it_aside(qtbot, toy_entry, settings, monkeypatch):
    level = toy_entry.bot_levels()["easy"]
    data = Match(toy_entry, toy_entry.game().Options.from_preset(),
                 [local_seat("Ann"), BotSeat(level, "Marta", pace=0)], seed=5).to_json()
    data["current"]["actions"] += [[0, {"type": "play", "card": "AS"}]] * 2     # never a legal sequence
    saves.write_save("toy", data)
    before = saves.save_path("toy").read_bytes()
    window, asked = window_at_the_start_screen(qtbot, settings, monkeypatch, False, toy_choice(toy_entry))
    assert window.resume("toy") is None
    card = window.start_screen.cards["toy"]
    assert card.info.status == "broken" and "kept aside" in card.save_note.text()
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert [title for title, _text in asked] == ["Start a new match?"]
    assert "cannot be resumed" in asked[0][1]
    assert window.match is None and saves.save_path("toy").read_bytes() == before
    monkeypatch.setattr(window, "_ask", lambda *_: True)
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert window.match is not None
    kept = aside("toy", "corrupt")
    assert len(kept) == 1 and kept[0].read_bytes() == before
    window.show_start_screen()
    assert window.start_screen.cards["toy"].info.status == "resumable"


def host_canasta(window):
    options = games.get("canasta").game().Options.from_preset()
    return window.lan.host({"game": "canasta", "options": options.to_json(),
                            "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                            "access": "anyone", "ratings": None, "invited": []})


def test_hosting_over_a_save_from_a_newer_version_asks_and_once_agreed_keeps_it_aside(qtbot, settings,
                                                                                       monkeypatch):
    before = newer_save("canasta")
    settings.set("lan_port", 0)
    window, asked = window_at_the_start_screen(qtbot, settings, monkeypatch, False)
    window.lan.bind = "127.0.0.1"
    assert host_canasta(window) is None
    assert len(asked) == 1 and "newer version" in asked[0][1]
    assert window.lan.server is None and saves.save_path("canasta").read_bytes() == before
    monkeypatch.setattr(window, "_ask", lambda *_: True)
    match = host_canasta(window)
    try:
        assert match is not None and window.lan.server is not None
        kept = aside("canasta", "newer")
        assert len(kept) == 1 and kept[0].read_bytes() == before
    finally:
        window.leave_table()


# ---------------------------------------------------------------- the headless host


def host_command(home: Path, *extra: str) -> tuple[list[str], dict]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2]), "QT_QPA_PLATFORM": "offscreen",
           "CARDSUITE_HOME": str(home)}
    return ([sys.executable, "-m", "cardsuite", "host", "--game", "schnapsen", "--port", "0", "--pace", "0",
             "--announce", "127.0.0.1:9", *extra], env)


def refused(home: Path, *extra: str) -> subprocess.CompletedProcess:
    """Run the host expecting it to refuse at once; one still serving after a minute is killed (a failure)."""
    command, env = host_command(home, *extra)
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    return subprocess.CompletedProcess(command, proc.returncode, out, err)


def hosted_schnapsen() -> dict:
    """An unfinished hosted Schnapsen match, saved where the headless host keeps it."""
    from cardsuite.net.headless import save_name
    entry = games.get("schnapsen")
    match = Match(entry, entry.game().Options.from_preset(),
                  [remote_seat("Ann"), BotSeat(entry.bot_levels()["random"], "Bot", pace=0)], seed=3)
    saves.write_save(save_name("schnapsen"), match.to_json())
    return match.to_json()


def test_the_headless_host_without_resume_or_new_refuses_to_replace_a_hosted_match(private_home):
    hosted_schnapsen()
    before = saves.save_path("host-schnapsen").read_bytes()
    result = refused(private_home)
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "--resume" in lines[0] and "--new" in lines[0], result.stderr
    assert "listening" not in result.stdout
    assert saves.save_path("host-schnapsen").read_bytes() == before


def test_the_headless_host_refuses_a_newer_hosted_save_unless_new_and_then_keeps_it_aside(private_home):
    before = newer_save("host-schnapsen")
    result = refused(private_home)
    assert result.returncode == 2 and "newer version" in result.stderr and "--new" in result.stderr
    assert saves.save_path("host-schnapsen").read_bytes() == before
    command, env = host_command(private_home, "--new", "--bots", "random")
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        first = proc.stdout.readline()
        assert "kept as" in first, first + proc.stderr.read()
        assert "listening on 127.0.0.1:" in proc.stdout.readline()
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    kept = aside("host-schnapsen", "newer")
    assert len(kept) == 1 and kept[0].read_bytes() == before and str(kept[0]) in first
    assert saves.read_save("host-schnapsen")["phase"] == "playing"


def test_the_headless_host_with_new_replaces_the_hosted_match_it_was_told_to(private_home):
    old = hosted_schnapsen()
    command, env = host_command(private_home, "--new", "--bots", "random")
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        assert "listening on 127.0.0.1:" in proc.stdout.readline()
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=60)
        assert proc.returncode == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert saves.read_save("host-schnapsen")["match_id"] != old["match_id"]


def test_resume_and_new_together_are_a_bad_command_line(capsys):
    from cardsuite.app import main
    assert main(["host", "--game", "schnapsen", "--resume", "--new"]) == 2
    assert capsys.readouterr().err.strip() == "cardsuite: give --resume or --new, not both"


def test_the_headless_host_tells_that_an_unreadable_hosted_save_was_moved_aside(private_home):
    saves.save_path("host-schnapsen").write_text("{ not json", encoding="utf-8")
    result = refused(private_home, "--resume")
    assert result.returncode == 2 and "no hosted Schnapsen match to resume" in result.stderr
    kept = aside("host-schnapsen", "corrupt")
    assert len(kept) == 1 and str(kept[0]) in result.stdout


def test_a_hosted_save_that_does_not_replay_is_refused_and_new_keeps_it_aside(private_home):
    data = hosted_schnapsen()
    data["seed"] = "not a number"
    saves.write_save("host-schnapsen", data)
    before = saves.save_path("host-schnapsen").read_bytes()
    result = refused(private_home, "--resume")
    assert result.returncode == 2 and "could not be read back" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    result = refused(private_home)
    assert result.returncode == 2 and "--new" in result.stderr
    assert saves.save_path("host-schnapsen").read_bytes() == before
    command, env = host_command(private_home, "--new", "--bots", "random")
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        assert "kept as" in proc.stdout.readline()
        assert "listening on 127.0.0.1:" in proc.stdout.readline()
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    kept = aside("host-schnapsen", "corrupt")
    assert len(kept) == 1 and kept[0].read_bytes() == before
