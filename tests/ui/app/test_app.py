"""Start-up: the command line (version, screenshots, smoke test), assets and translations."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from cardsuite import __version__
from cardsuite.app import main, mid_round_match

ROOT = Path(__file__).resolve().parents[3]


def _png_size(path: Path) -> tuple[int, int]:
    from PySide6.QtGui import QImage
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a readable PNG"
    return image.width(), image.height()


# ---------------------------------------------------------------- --version


def test_version_from_python_m():
    result = subprocess.run([sys.executable, "-m", "cardsuite", "--version"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"cardsuite {__version__}"


def test_version_imports_no_qt():
    code = ("import sys\nfrom cardsuite.app import main\nrc = main(['--version'])\n"
            "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
            "print(rc, qt)\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "0 []"


def test_usage_errors_exit_2(capsys):
    assert main(["--no-such-flag"]) == 2
    assert main(["--game", "toy"]) == 2  # --game without --screenshot
    assert "--screenshot" in capsys.readouterr().err
    assert main(["--screenshot", "x.png", "--size", "huge"]) == 2


BAD_COMMAND_LINES = [
    (["--no-such-flag"], "unrecognized arguments"),
    (["--screenshot", "/nonexistent/dir/x.png"], "the folder /nonexistent/dir does not exist"),
    (["--screenshot", "x.txt"], "name the picture with an image extension"),
    (["--screenshot", "picture"], "name the picture with an image extension"),
    (["--screenshot", "."], "is a folder"),
    (["--screenshot", "x.png", "--game", "spider", "--seed", "-5"], "a deal number is a whole number from 0"),
    (["--screenshot", "x.png", "--game", "schnapsen", "--seed", "-5"], "a deal number is a whole number from 0"),
    (["--screenshot", "x.png", "--game", "schnapsen", "--seed", "3.5"], "a deal number is a whole number"),
    (["--screenshot", "x.png", "--game", "spider", "--seed", str(2**53)], "a deal number is a whole number"),
    (["--screenshot", "x.png", "--seed", "3"], "go with --game NAME"),
    (["--screenshot", "x.png", "--game", "demo", "--moves", "3"], "go with --game NAME"),
    (["--screenshot", "x.png", "--game", "no-such-game"], "unknown game 'no-such-game'"),
    (["--screenshot", "x.png", "--size", "huge"], "is not a size like 1280x800"),
    (["--screenshot", "x.png", "--size", "0x600"], "between 16 and 8192"),
    (["--screenshot", "x.png", "--game", "spider", "--moves", "-3"], "give a number of actions or 'middle'"),
    (["--screenshot", "x.png", "--game", "canasta", "--players", "3"], "Canasta: "),
    (["--screenshot", "x.png", "--game", "schnapsen", "--players", "2"], "Schnapsen has no --players to choose"),
    (["--screenshot", "x.png", "--game", "canasta", "--players", "two"], "is not a whole number"),
    (["--screenshot", "x.png", "--language", "xx"], "unknown language 'xx'"),
    (["--seed", "3"], "go with --screenshot PATH"),
    (["--players", "4"], "go with --screenshot PATH"),
    (["--smoke-test", "--screenshot", "x.png"], "--smoke-test takes no other option"),
    (["--language", "klingon"], "unknown language"),
    (["host"], "the following arguments are required: --game"),
    (["host", "--game", "no-such-game"], "unknown game 'no-such-game'"),
    (["host", "--game", "spider_practice"], "unknown game 'spider_practice'; choose one of: schnapsen, spider, canasta"),
    (["host", "--game", "schnapsen", "--port", "70000"], "is not a port from 0 to 65535"),
    (["host", "--game", "schnapsen", "--port", "-1"], "is not a port"),
    (["host", "--game", "schnapsen", "--bind", "everywhere"], "is not an IP address"),
    (["host", "--game", "schnapsen", "--announce", "nowhere"], "is not an address:port"),
    (["host", "--game", "schnapsen", "--announce", "127.0.0.1:\u00b2"], "is not an address:port"),
    (["host", "--game", "schnapsen", "--bots", "genius"], "unknown seat 'genius'"),
    (["host", "--game", "schnapsen", "--bots", "easy,easy"], "leave at least one for a player"),
    (["host", "--game", "canasta", "--players", "4", "--seats", "remote,easy"], "has 4 seats; --seats names 2"),
    (["host", "--game", "canasta", "--seats", "remote,wizard"], "unknown seat 'wizard'"),
    (["host", "--game", "canasta", "--seats", "remote,easy", "--bots", "easy"], "not both"),
    (["host", "--game", "canasta", "--players", "3"], "Canasta: "),
    (["host", "--game", "schnapsen", "--players", "2"], "Schnapsen has no --players to choose"),
    (["host", "--game", "canasta", "--target", "-5"], "is not a whole number"),
    (["host", "--game", "canasta", "--target", "0"], "Canasta: "),
    (["host", "--game", "spider", "--target", "500"], "Spider duel has no --target to choose"),
    (["host", "--game", "schnapsen", "--pace", "-1"], "is not a pace from 0"),
    (["host", "--game", "schnapsen", "--pace", "nan"], "is not a pace from 0"),
    (["host", "--game", "schnapsen", "--name", "  "], "--name needs some text"),
    (["host", "--game", "schnapsen", "--resume", "--bots", "easy"], "--resume hosts the saved match as it was"),
]


@pytest.mark.parametrize("argv, why", BAD_COMMAND_LINES, ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_every_bad_value_gets_one_line_status_2_and_creates_nothing(argv, why, private_home, tmp_path,
                                                                    monkeypatch, capsys):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("cardsuite: "), err
    assert why in err
    assert not private_home.exists(), "no settings, saves or folders"
    assert list(work.iterdir()) == []
    assert not Path("/nonexistent").exists()


def test_a_second_process_with_a_bad_value_prints_no_traceback(tmp_path):
    env = {**__import__("os").environ, "CARDSUITE_HOME": str(tmp_path / "home"), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "cardsuite", "--screenshot", str(tmp_path / "s.png"), "--game",
                             "spider", "--seed", "-5"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [f"cardsuite: argument --seed: a deal number is a whole number from 0 to "
                                          f"{2**53 - 1}, not '-5'"]
    assert not (tmp_path / "home").exists() and not (tmp_path / "s.png").exists()


@pytest.mark.parametrize("name, magic", [("shot.jpg", b"\xff\xd8\xff"), ("shot.PNG", b"\x89PNG"),
                                         ("shot.bmp", b"BM")])
def test_a_screenshot_is_written_in_the_format_its_extension_names(qapp, tmp_path, name, magic):
    path = tmp_path / name
    assert main(["--screenshot", str(path), "--size", "200x150"]) == 0
    assert path.read_bytes().startswith(magic)


def test_a_screenshot_of_a_spider_deal_by_number(qapp, tmp_path):
    assert main(["--screenshot", str(tmp_path / "s.png"), "--game", "spider", "--seed", "0", "--size", "400x300"]) == 0
    assert _png_size(tmp_path / "s.png") == (400, 300)


# ---------------------------------------------------------------- --screenshot


def test_screenshot_of_main_window(qapp, tmp_path, capsys):
    path = tmp_path / "shots" / "main.png"
    path.parent.mkdir()
    assert main(["--screenshot", str(path), "--size", "900x640"]) == 0
    assert path.stat().st_size > 2000
    assert _png_size(path) == (900, 640)
    assert "wrote" in capsys.readouterr().out


def test_screenshot_leaves_a_borrowed_app_as_it_was(qapp, tmp_path):
    style, palette = qapp.style().name(), qapp.palette().color(qapp.palette().ColorRole.Window)
    assert main(["--screenshot", str(tmp_path / "m.png"), "--size", "800x600"]) == 0
    assert qapp.style().name() == style
    assert qapp.palette().color(qapp.palette().ColorRole.Window) == palette


def test_screenshot_of_demo(qapp, tmp_path):
    path = tmp_path / "demo.png"
    assert main(["--screenshot", str(path), "--game", "demo", "--size", "1000x700"]) == 0
    assert _png_size(path) == (1000, 700)
    assert path.stat().st_size > 5000


def test_screenshot_in_polish(qapp, tmp_path):
    path = tmp_path / "pl.png"
    assert main(["--screenshot", str(path), "--language", "pl", "--size", "800x600"]) == 0
    assert _png_size(path) == (800, 600)
    assert main(["--screenshot", str(path), "--language", "xx"]) == 2


def test_unknown_game_exits_2_with_a_message(qapp, tmp_path, capsys):
    path = tmp_path / "none.png"
    assert main(["--screenshot", str(path), "--game", "no-such-game"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'no-such-game'" in err
    assert "demo" in err
    assert not path.exists()


def test_mid_round_match_is_in_progress_with_the_player_on_move(toy_entry):
    from cardsuite.play.seats import SeatKind
    match = mid_round_match(toy_entry, seed=3)
    assert match.phase == "playing"
    assert 0 < len(match.record.actions) < 6
    assert 0 in match.waiting()
    assert match.seats[0].kind is SeatKind.LOCAL
    assert match.seats[1].kind is SeatKind.BOT
    again = mid_round_match(toy_entry, seed=3)  # a seeded deal is the same picture every time
    assert again.state.to_json() == match.state.to_json()


def test_a_table_picture_can_start_as_dealt_or_some_moves_in(toy_entry):
    dealt = mid_round_match(toy_entry, seed=3, moves=0)
    assert 0 in dealt.waiting()
    assert all(seat != 0 for seat, _ in dealt.record.actions), "as dealt: nobody but bots before seat 0's turn"
    later = mid_round_match(toy_entry, seed=3, moves=3)
    assert len(later.record.actions) >= 3 and 0 in later.waiting()


def test_a_timed_table_picture_has_lived_in_clocks():
    from cardsuite import games
    match = mid_round_match(games.GAMES["spider"], seed=3, moves=20)
    played = sum(1 for seat, _ in match.record.actions if seat == 0)
    view = match.view(0)
    assert played and 3000 * played <= view.players[0].elapsed_ms < view.time_limit_ms
    # side by side, the bot whose clock has used least moves next: the opponent is under way too
    assert abs(view.players[1].elapsed_ms - view.players[0].elapsed_ms) <= 6000
    assert sum(1 for seat, _ in match.record.actions if seat == 1) >= played - 2


def test_moves_must_be_a_count_or_middle(capsys):
    assert main(["--screenshot", "x.png", "--moves", "lots"]) == 2
    assert "middle" in capsys.readouterr().err
    assert main(["--moves", "3"]) == 2  # --moves without --screenshot


def test_screenshot_of_a_table(qapp, toy_entry, tmp_path):
    path = tmp_path / "toy.png"
    assert main(["--screenshot", str(path), "--game", "toy", "--seed", "4", "--size", "1024x700"]) == 0
    assert _png_size(path) == (1024, 700)


# ---------------------------------------------------------------- --smoke-test


def test_smoke_test_opens_every_registered_table(qapp, toy_entry, capsys):
    assert main(["--smoke-test"]) == 0
    out = capsys.readouterr().out
    assert "ok    main window" in out
    assert "ok    toy:" in out
    assert "ok    sound: 10 sounds" in out


def test_smoke_test_reports_a_broken_game(qapp, monkeypatch, capsys):
    from cardsuite import games
    broken = games.GameEntry("broken", "Broken", "A game whose package does not exist.", "no_such_package_here")
    monkeypatch.setitem(games.GAMES, broken.name, broken)
    assert main(["--smoke-test"]) == 1
    assert "FAIL  broken" in capsys.readouterr().out


def test_smoke_test_reports_a_sound_file_it_cannot_read(qapp, monkeypatch, tmp_path, capsys):
    from cardsuite.ui.toolkit.sound import library
    (tmp_path / "sounds").mkdir()
    for cue in ("play", "draw"):
        (tmp_path / "sounds" / f"{cue}.wav").write_bytes(b"not a sound")
    monkeypatch.setattr(library.SoundLibrary, "folder", property(lambda self: tmp_path / "sounds"))
    assert main(["--smoke-test"]) == 1
    assert "FAIL  sound: unreadable" in capsys.readouterr().out


def test_smoke_test_in_a_fresh_process(tmp_path):
    env = {**__import__("os").environ, "CARDSUITE_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "cardsuite", "--smoke-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok    main window" in result.stdout


# ---------------------------------------------------------------- assets and translations


def test_assets_folder_and_icon(qapp):
    from cardsuite.ui.toolkit import assets
    assert (assets.assets_dir() / "icons" / "cardsuite.svg").is_file()
    assert not assets.app_icon().isNull()
    assert not assets.app_icon().pixmap(64, 64).isNull()


def test_a_missing_asset_is_logged_not_fatal(qapp, tmp_path, monkeypatch, caplog):
    from cardsuite.ui.toolkit import assets
    monkeypatch.setenv(assets.ASSETS_ENV, str(tmp_path))
    assets.assets_dir.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            assert assets.asset_path("icons", "cardsuite.svg") is None
            assert assets.read_text("rules", "nothing.html") is None
            icon = assets.app_icon()  # falls back to a drawn icon
        assert not icon.isNull()
        assert "missing asset" in caplog.text
    finally:
        monkeypatch.delenv(assets.ASSETS_ENV)
        assets.assets_dir.cache_clear()


@pytest.mark.parametrize("code", ["pl", "sl"])
def test_translations_are_compiled_and_load(qapp, code):
    from PySide6.QtCore import QCoreApplication

    from cardsuite.ui.toolkit import i18n
    assert (ROOT / "assets" / "i18n" / f"cardsuite_{code}.ts").is_file()
    translator = i18n.load_translator(code)
    assert translator is not None
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"
        assert QCoreApplication.translate("games", "Schnapsen") != ""
        assert QCoreApplication.translate("SettingsDialog", "Card back") != "Card back"
    finally:
        qapp.removeTranslator(translator)


def test_language_resolution():
    from cardsuite.ui.toolkit import i18n
    assert i18n.resolve_language("pl") == "pl"
    assert i18n.resolve_language("") == i18n.system_language()
    assert i18n.install_translators("en") == []
    assert i18n.current_language() == "en"


def test_rules_pages_exist_for_all_three_games():
    for page_name in ("schnapsen", "canasta", "spider", "schnapsen.pl", "canasta.pl", "spider.pl",
                      "schnapsen.sl", "canasta.sl", "spider.sl", "spider_practice", "spider_practice.pl",
                      "spider_practice.sl"):
        page = ROOT / "assets" / "rules" / f"{page_name}.html"
        text = page.read_text(encoding="utf-8")
        assert "<h2>" in text or "<h2 " in text
        for image in __import__("re").findall(r'src="([^"]+)"', text):
            assert (page.parent / image).is_file(), f"{page.name} shows a missing picture {image}"


def test_packaging_files_are_present():
    for name in ("cardsuite.spec", "build.sh", "io.github.cardsuite.desktop", "io.github.cardsuite.metainfo.xml",
                 "install_desktop.sh", "launcher.py", "i18n/update_translations.sh", "art/render_icons.py",
                 "art/render_rule_pictures.py", "repro/pyside_none_refcount.py"):
        assert (ROOT / "packaging" / name).is_file(), name
    tooling = sorted(p.name for p in (ROOT / "packaging").iterdir() if p.suffix in (".py", ".sh"))
    assert tooling == ["build.sh", "install_desktop.sh", "launcher.py"], "the tooling lives in named sub-folders"
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (ROOT / "packaging" / "icons" / f"{size}x{size}" / "io.github.cardsuite.png").is_file()
    desktop = (ROOT / "packaging" / "io.github.cardsuite.desktop").read_text(encoding="utf-8")
    assert "Exec=cardsuite" in desktop and "Icon=io.github.cardsuite" in desktop


# ---------------------------------------------------------------- the next start after a save failed to resume


def test_a_save_that_failed_to_resume_offers_only_discard_at_the_next_start(qtbot, toy_entry, settings):
    from cardsuite.profile import saves
    from cardsuite.play.match import Match
    from cardsuite.play.seats import BotSeat, local_seat
    from cardsuite.profile.sessions import ResumeError, Sessions
    from cardsuite.ui.app.mainwindow import MainWindow
    options = toy_entry.game().Options.from_preset()
    match = Match(toy_entry, options, [local_seat("Ann"), BotSeat(toy_entry.bot_levels()["easy"], "Marta", 0)], 5)
    data = match.to_json()
    data["current"]["actions"] += [[0, {"type": "play", "card": "AS"}]] * 2  # never a legal sequence
    saves.write_save("toy", data)
    with pytest.raises(ResumeError):
        Sessions(settings).resume("toy")                                     # the last run's refusal
    win = MainWindow(settings)                                               # the next start
    qtbot.addWidget(win)
    card = win.start_screen.cards["toy"]
    assert card.info.status == "broken"
    assert not card.resume_button.isVisibleTo(card) and card.discard_button.isVisibleTo(card)
    assert "cannot be resumed" in card.save_note.text() and "Discard the save" in card.save_note.text()
    assert not win.resume_last_action.isEnabled(), "Ctrl+R does not try it again either"
