"""One app per profile: a second start brings the first window forward, or says why it cannot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QWidget

from cardsuite.app import main
from cardsuite.ui.app.instance import SingleInstance, bring_forward, instance_key

ROOT = Path(__file__).resolve().parents[3]


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "CARDSUITE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}


def test_a_second_start_on_the_same_profile_brings_the_first_window_forward(qtbot, private_home):
    first = SingleInstance()
    assert first.claim() == ("first", "")
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    asked = []
    assert first.serve(lambda: (asked.append(True), bring_forward(window)))
    try:
        second = subprocess.Popen([sys.executable, "-m", "cardsuite"], cwd=ROOT, env=_env(private_home),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        qtbot.waitUntil(lambda: second.poll() is not None)   # our event loop answers meanwhile
        out, err = second.communicate()
        assert second.returncode == 0, err
        assert out.strip() == "cardsuite: already running with this profile; its window was brought forward"
        assert asked == [True] and not window.isMinimized()
        assert not private_home.exists(), "the second start wrote nothing into the profile"
    finally:
        first.release()


def test_a_first_app_that_does_not_answer_is_named_in_one_line(private_home):
    first = SingleInstance()
    assert first.claim()[0] == "first"                # holds the profile but never listens (hangs)
    try:
        state, why = SingleInstance().claim(answer_ms=300)
        assert state == "refused"
        assert f"already running with this profile (process {os.getpid()}), but it does not answer" in why
        assert "\n" not in why
    finally:
        first.release()
    assert SingleInstance().claim()[0] == "first", "once the first has gone, the next start is the first"


def test_each_profile_has_its_own_app(tmp_path):
    one, two = SingleInstance(instance_key(str(tmp_path / "a"))), SingleInstance(instance_key(str(tmp_path / "b")))
    try:
        assert one.claim()[0] == "first" and two.claim()[0] == "first"
    finally:
        one.release()
        two.release()


def test_the_lock_of_a_crashed_app_is_taken_over(private_home):
    code = ("import sys, time\nfrom cardsuite.ui.app.instance import SingleInstance\n"
            "guard = SingleInstance()\nprint(guard.claim()[0], flush=True)\ntime.sleep(60)\n")
    crashed = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=_env(private_home),
                               stdout=subprocess.PIPE, text=True)
    try:
        assert crashed.stdout.readline().strip() == "first"
        assert SingleInstance().claim(answer_ms=100)[0] == "refused"
    finally:
        crashed.kill()                                 # as kill -9 would: the lock file stays behind
        crashed.wait()
        crashed.stdout.close()
    again = SingleInstance()
    try:
        assert again.claim()[0] == "first"
    finally:
        again.release()


def test_offscreen_runs_work_beside_the_running_app(qapp, private_home, tmp_path):
    first = SingleInstance()
    assert first.claim()[0] == "first"
    try:
        assert main(["--screenshot", str(tmp_path / "beside.png"), "--size", "320x200"]) == 0
        assert (tmp_path / "beside.png").is_file()
    finally:
        first.release()


def test_a_temp_folder_that_refuses_the_lock_does_not_stop_the_app(tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the lock's folder should be")
    guard = SingleInstance(instance_key(str(tmp_path / "profile")))
    from PySide6.QtCore import QLockFile
    guard.lock = QLockFile(str(blocked / "x.lock"))
    state, note = guard.claim()
    assert state == "first" and "cannot tell whether cardsuite already runs on this profile" in note


def test_a_lock_left_by_a_killed_app_whose_number_another_python_now_has_is_taken_over(private_home, tmp_path):
    """The app was killed (the lock stays) and its process number went to another Python program: Qt takes
    that for the app still running ("python3.11" either way), and every start was refused until a reboot."""
    from PySide6.QtCore import QLockFile
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])   # not cardsuite
    try:
        probe = QLockFile(str(tmp_path / "probe.lock"))      # a lock as Qt writes it, from this same Python
        assert probe.tryLock(0)
        lines = (tmp_path / "probe.lock").read_bytes().split(b"\n")
        probe.unlock()
        guard = SingleInstance()
        Path(guard.lock.fileName()).write_bytes(b"\n".join([str(other.pid).encode(), *lines[1:]]))
        try:
            assert guard.claim(answer_ms=300)[0] == "first"
        finally:
            guard.release()
    finally:
        other.kill()
        other.wait()
