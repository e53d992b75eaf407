"""Starting and stopping the app at any moment, and the crash report (issue 27).

The app runs in a child process (offscreen, a private CARDSUITE_HOME); ``CARDSUITE_TEST_HOOK=announce``
makes it say when a stop request would be honoured and when its window is up, so the test stops it at
those moments rather than after guessed delays.  The time-outs are safety nets of minutes.
"""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardsuite import __version__, crashlog, games
from cardsuite.profile import folders, saves
from cardsuite.play import play_bots
from cardsuite.play.match import Match
from cardsuite.play.seats import BotSeat, local_seat

ROOT = Path(__file__).resolve().parents[3]
SAFETY_S = 180


def schnapsen_save() -> dict:
    """A Schnapsen match against a bot, written as the save the app resumes."""
    entry = games.GAMES["schnapsen"]
    match = Match(entry, entry.game().Options.from_preset(),
                  [local_seat("Ann"), BotSeat(entry.bot_levels()["easy"], "Marta", pace=0)], seed=7)
    play_bots(match)
    saves.write_save("schnapsen", match.to_json())
    return match.to_json()


class App:
    """``python -m cardsuite`` in a child process, on this test's CARDSUITE_HOME."""

    def __init__(self, hook: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDSUITE_TEST_HOOK=hook, PYTHONFAULTHANDLER="")
        self.process = subprocess.Popen([sys.executable, "-m", "cardsuite"], cwd=ROOT, env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.output = b""

    def wait_for(self, line: str) -> None:
        """Read the app's output until ``line`` (or fail with what it said)."""
        wanted = f"cardsuite: {line}\n".encode()
        deadline = time.monotonic() + SAFETY_S
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            while wanted not in self.output:
                left = deadline - time.monotonic()
                assert left > 0 and self.process.poll() is None, self.output.decode(errors="replace")
                if selector.select(min(left, 1.0)):
                    chunk = os.read(self.process.stdout.fileno(), 4096)
                    assert chunk, self.output.decode(errors="replace")
                    self.output += chunk

    def finish(self) -> int:
        out, _ = self.process.communicate(timeout=SAFETY_S)
        self.output += out
        return self.process.returncode


def stopped_cleanly(app: App) -> None:
    code = app.finish()
    text = app.output.decode(errors="replace")
    assert code == 0, text
    assert "Aborted" not in text and "Traceback" not in text and "Fatal" not in text, text


def test_sigterm_as_it_starts_and_with_a_match_on_the_table_ends_cleanly_and_keeps_the_save(private_home):
    saved = schnapsen_save()
    starting = App("announce")
    starting.wait_for("stoppable")                    # before the window exists
    starting.process.send_signal(signal.SIGTERM)
    stopped_cleanly(starting)

    playing = App("announce,resume=schnapsen")         # the match back on the table, then stopped
    playing.wait_for("shown")
    playing.process.send_signal(signal.SIGTERM)
    stopped_cleanly(playing)
    kept = saves.read_save("schnapsen")
    assert kept is not None and kept["match_id"] == saved["match_id"] and kept["current"] == saved["current"]
    data = folders.data_dir()
    assert not (data / crashlog.REPORT).exists()       # a clean exit leaves no crash report


def test_a_crash_leaves_a_report_that_the_next_start_offers_and_the_match_still_resumes(qtbot, private_home,
                                                                                      settings):
    schnapsen_save()
    crashing = App("announce,resume=schnapsen,crash")   # a segmentation fault once the table is up
    assert crashing.finish() == -signal.SIGSEGV
    data = folders.data_dir()
    assert (data / crashlog.REPORT).exists()

    from cardsuite.ui.app.mainwindow import MainWindow
    previous = crashlog.take_previous(data)            # the next start, as cardsuite.app.run does it
    assert previous is not None
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.offer_crash_report(previous)
    window.show()
    banner = window.crash_banner
    assert banner.isVisible() and "stopped unexpectedly" in banner.message.text()
    qtbot.mouseClick(banner.show_button, Qt.MouseButton.LeftButton)
    dialog = banner.dialog
    assert dialog is not None and dialog.isVisible() and dialog.view.isReadOnly()
    text = dialog.view.toPlainText()
    assert f"cardsuite {__version__}" in text
    assert "Segmentation fault" in text and 'File "' in text and "_test_hook" in text   # the traceback
    assert "table opened: schnapsen" in text             # the last actions
    assert window.start_screen.cards["schnapsen"].info.status == "resumable"
    qtbot.mouseClick(banner.dismiss_button, Qt.MouseButton.LeftButton)
    assert not banner.isVisible() and crashlog.take_previous(data) is None
    assert window.resume("schnapsen") is not None      # the match resumes as always


def test_ctrl_q_and_closing_the_window_put_the_match_aside_with_its_save(qtbot, private_home, settings):
    from cardsuite.ui.app.mainwindow import MainWindow
    saved = schnapsen_save()
    for close in ("ctrl+q", "window"):
        window = MainWindow(settings)
        qtbot.addWidget(window)
        with qtbot.waitActive(window, timeout=60_000):
            window.show()
            window.activateWindow()
        assert window.resume("schnapsen") is not None
        controller = window.controller
        if close == "ctrl+q":        # pressed at the table, where the keyboard is (the press closes the window)
            qtbot.keyPress(QApplication.focusWidget(), Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        else:
            window.close()
        assert not window.isVisible() and window.table is None
        assert controller.host.closed                  # no bot left thinking for a closed table
        assert saves.read_save("schnapsen")["seed"] == saved["seed"]


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")   # pytest's own hook sees it too
def test_uncaught_exceptions_of_any_thread_go_into_the_report_and_a_clean_exit_removes_it(tmp_path):
    import threading
    report = crashlog.start(tmp_path, "9.9")
    try:
        crashlog.note("schnapsen round 1, seat 0: Play(AS)")

        def fails() -> None:
            raise ValueError("a bot thread fell over")
        worker = threading.Thread(target=fails, name="cardsuite-bot")
        worker.start()
        worker.join(SAFETY_S)
        text = (tmp_path / crashlog.REPORT).read_text()
        assert text.startswith("cardsuite 9.9\n")
        assert "Uncaught exception in thread cardsuite-bot" in text and "ValueError: a bot thread fell over" in text
        assert "Play(AS)" in (tmp_path / crashlog.ACTIONS).read_text()
    finally:
        crashlog.stop(report)
    assert not (tmp_path / crashlog.REPORT).exists() and not (tmp_path / crashlog.ACTIONS).exists()
    assert crashlog.take_previous(tmp_path) is None


def test_a_report_closed_gives_faulthandler_back_to_stderr_as_it_was(tmp_path):
    import faulthandler
    assert faulthandler.is_enabled()                    # pytest's own, on stderr
    crashlog.stop(crashlog.start(tmp_path, "9.9"))
    assert faulthandler.is_enabled()


def test_a_stop_signal_closes_the_window_even_before_pythons_own_handler_has_run(qtbot, qapp, monkeypatch):
    """A signal that lands on another thread (a bot's, the sound's) may have its Python handler put off while the
    main thread idles; the signal's number on the wake-up socket is the request (a hung SIGTERM, seen under load)."""
    from PySide6.QtWidgets import QWidget

    from cardsuite.ui.app.lifecycle import SignalStop
    stop = SignalStop()
    quits = []
    monkeypatch.setattr(qapp, "quit", lambda: quits.append(True))
    try:
        stop.attach(qapp)
        window = QWidget()
        qtbot.addWidget(window)
        window.show()
        stop.watch(window)
        stop._writer.send(bytes([signal.SIGUSR1]))         # another signal on the socket: not a request
        qtbot.wait(50)
        assert window.isVisible() and not quits and not stop.requested
        stop._writer.send(bytes([signal.SIGTERM]))         # as the C handler writes it; Python's has not run
        qtbot.waitUntil(lambda: not window.isVisible())
        assert quits and stop.requested
    finally:
        stop.restore()
