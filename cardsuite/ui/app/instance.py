"""One running app per profile: two windows on the same settings and saves would overwrite each other's saves.

The first start holds a lock file and listens on a local socket, both named from the profile (the
``CARDSUITE_HOME`` folder, or the platform's config folder, and the user), in the system's temp
folder, so nothing is written into the profile.  A second start on that profile sends ``raise`` and
exits once the first has answered that it brought its window forward; when the first does not answer
(it is still starting, or hangs), the second says so and exits.  A lock left by a crashed app is stale
(its process is gone, or its number now belongs to another program) and is taken over.  Offscreen runs (``--screenshot``, ``--smoke-test``) and the
headless host never ask: they work next to a running app.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QDir, QLockFile, QObject

if TYPE_CHECKING:     # QtNetwork is loaded only when needed: not before the first window (start-up time)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

from cardsuite.profile.folders import HOME_ENV
from cardsuite.profile.versioned_json import APP_NAME

RAISE = b"raise\n"
RAISED = b"raised\n"
ANSWER_MS = 3000          # how long a second start waits for the first to answer


def profile_path() -> str:
    """The folder that names this profile (nothing is created)."""
    home = os.environ.get(HOME_ENV, "").strip()
    if home:
        return os.path.realpath(os.path.expanduser(home))
    import platformdirs
    return os.path.realpath(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def instance_key(profile: str | None = None) -> str:
    """A short name for the profile's socket and lock (a socket path has ~100 characters at most)."""
    try:
        user = getpass.getuser()
    except Exception:   # no user name in the environment (a bare container): the path alone still tells
        user = ""
    text = f"{user}\0{profile if profile is not None else profile_path()}"
    return "cardsuite-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


class SingleInstance(QObject):
    """The profile's lock and socket; :meth:`claim` says whether this start may go on."""

    def __init__(self, key: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.key = key or instance_key()
        self.lock = QLockFile(os.path.join(QDir.tempPath(), self.key + ".lock"))
        self.lock.setStaleLockTime(0)      # only a lock whose process is gone is stale, never an old one
        self.server: QLocalServer | None = None
        self.on_raise: Callable[[], None] | None = None

    def claim(self, answer_ms: int = ANSWER_MS) -> tuple[str, str]:
        """``("first", note)`` when this is the profile's first app (``note``: why a later start may not
        find it, normally empty); ``("raised", line)`` when the first one brought its window forward;
        ``("refused", why)`` when it runs but does not answer."""
        if self.lock.tryLock(0):
            return "first", ""
        if self.lock.error() != QLockFile.LockError.LockFailedError:   # a temp folder that refuses files:
            return "first", (f"cannot tell whether cardsuite already runs on this profile "   # start anyway
                             f"({self.lock.fileName()} cannot be written)")
        if self._holder_is_another_program() and self.lock.removeStaleLockFile() and self.lock.tryLock(0):
            return "first", ""
        if self._ask_to_raise(answer_ms):
            return "raised", "already running with this profile; its window was brought forward"
        return "refused", (f"already running with this profile (process {self._holder() or '?'}), but it does "
                           "not answer; close that window, or end that process")

    def serve(self, on_raise: Callable[[], None]) -> bool:
        """Listen for later starts (call once the QApplication exists); ``on_raise`` brings the window up."""
        from PySide6.QtNetwork import QLocalServer
        self.on_raise = on_raise
        QLocalServer.removeServer(self.key)        # a socket file left by a crash: the lock is ours now
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        return self.server.listen(self.key)

    def server_error(self) -> str:
        return self.server.errorString() if self.server is not None else ""

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    # -- the first app's side -------------------------------------------------------------------------

    def _accept(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            peer = self.server.nextPendingConnection()
            peer.readyRead.connect(lambda p=peer: self._read(p))
            peer.disconnected.connect(peer.deleteLater)
            if peer.bytesAvailable():
                self._read(peer)

    def _read(self, peer: QLocalSocket) -> None:
        if not peer.canReadLine():
            return
        if bytes(peer.readLine().data()) == RAISE and self.on_raise is not None:
            self.on_raise()
            peer.write(RAISED)
            peer.flush()
        peer.disconnectFromServer()

    # -- a later start's side -------------------------------------------------------------------------

    def _ask_to_raise(self, answer_ms: int) -> bool:
        """Tell the first app to come forward; True once it answered (it may still be starting: retry)."""
        from PySide6.QtNetwork import QLocalSocket
        deadline = time.monotonic() + answer_ms / 1000
        while True:
            socket = QLocalSocket()
            socket.connectToServer(self.key)
            if socket.waitForConnected(200):
                socket.write(RAISE)
                socket.waitForBytesWritten(200)
                left = max(1, int((deadline - time.monotonic()) * 1000))
                while socket.waitForReadyRead(left) and not socket.canReadLine():
                    left = max(1, int((deadline - time.monotonic()) * 1000))
                answered = socket.canReadLine() and bytes(socket.readLine().data()) == RAISED
                socket.abort()
                return answered
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.1)

    def _holder_is_another_program(self) -> bool:
        """The lock's process runs, but is no cardsuite: the app that held it was killed and its process
        number has been given to another program of the same name (Qt tells a lock's owner by the number
        and the program's name only -- "python3.11" for every Python).  Known where ``/proc`` tells."""
        pid = self._holder()
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                words = cmdline.read().split(b"\0")
        except (OSError, TypeError):
            return False          # no such process (Qt takes the lock over itself), or no /proc here: ask
        return bool(words) and pid != os.getpid() and not any(b"cardsuite" in word for word in words)

    def _holder(self) -> int | None:
        info = self.lock.getLockInfo()   # (pid, host name, app name) in PySide6
        pid = info[0] if isinstance(info, tuple) and info and isinstance(info[0], int) else 0
        return pid if pid > 0 else None


def bring_forward(window) -> None:
    """Show ``window`` on top with the focus (a second start asked for it)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
