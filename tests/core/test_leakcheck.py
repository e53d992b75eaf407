"""The teardown check (tests/support/leakcheck.py) fails the test that leaves a window, a listening server, an open
connection, a running thread or a changed app look behind, and only that test: shown on a test session of its own."""

from __future__ import annotations

import threading

from support import leakcheck

LEFT_BEHIND: list = []
"""What the inner tests leave, so that this test can clean it up after the inner session has judged it."""

INNER = '''
import socket
import threading

from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QWidget

from test_leakcheck import LEFT_BEHIND


def test_clean(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    server.close()


def test_leaves_a_window(qapp):
    window = QWidget()
    window.setWindowTitle("left open")
    window.show()
    LEFT_BEHIND.append(window)


def test_leaves_a_listening_server(qapp):
    server = QTcpServer()
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    LEFT_BEHIND.append(server)


def test_leaves_a_connection():
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname())
    LEFT_BEHIND.extend([listener, client, listener.accept()[0]])


def test_leaves_a_thread():
    release = threading.Event()
    worker = threading.Thread(target=release.wait, name="left-running")
    worker.start()
    LEFT_BEHIND.extend([release, worker])


def test_leaves_a_style_sheet_on_the_app(qapp):
    sheet = qapp.styleSheet()
    qapp.setStyleSheet(sheet + "QLabel { color: red; }")
    LEFT_BEHIND.append(lambda: qapp.setStyleSheet(sheet))
'''


def _clean_up() -> None:
    for thing in LEFT_BEHIND:
        if callable(thing):                      # an undo the inner test left
            thing()
        elif isinstance(thing, threading.Event):
            thing.set()
        elif isinstance(thing, threading.Thread):
            thing.join()
        elif hasattr(thing, "deleteLater"):
            thing.close()
            thing.deleteLater()
        else:
            thing.close()
    LEFT_BEHIND.clear()


def test_the_check_fails_each_test_that_leaks_and_passes_the_clean_one(pytester, monkeypatch):
    monkeypatch.setattr(leakcheck, "THREAD_GRACE_S", 0.05)
    pytester.makeconftest("from support.leakcheck import nothing_leaks_into_the_next_test  # noqa: F401\n")
    pytester.makepyfile(test_inner=INNER)
    try:
        result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-p", "no:xdist")
    finally:
        _clean_up()
    result.assert_outcomes(passed=6, errors=5)
    result.stdout.fnmatch_lines_random([
        "*ERROR at teardown of test_leaves_a_window*",
        "*ERROR at teardown of test_leaves_a_listening_server*",
        "*ERROR at teardown of test_leaves_a_connection*",
        "*ERROR at teardown of test_leaves_a_thread*",
        "*ERROR at teardown of test_leaves_a_style_sheet_on_the_app*",
        "*the test left behind: a visible window QWidget 'left open'*",
        "*the test left behind: 1 open socket(s)*",
        "*the test left behind: 3 open socket(s)*",
        "*the test left behind: the thread 'left-running' still running*",
        "*the test left behind: the application's style and style sheet changed*",
    ])
    assert "test_clean" not in "\n".join(line for line in result.stdout.lines if "ERROR" in line)
