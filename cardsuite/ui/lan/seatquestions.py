"""The hosting player's questions about seats: someone without a seat's token asks for a seat a player holds,
and the person hosting decides ("Bo (at 192.168.1.7) wants Ann's seat — allow?"); the connection waits meanwhile.

One box a request (the server asks at most once a seat at a time); the answer goes to the server and, as a
note, into the table's log, so who got a seat and why stays known.  Names and addresses from the network are
plain text.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from cardsuite.net.protocol import name_key
from ..toolkit.plaintext import fill, plain_box

CONTEXT = "LanPlay"      # the window's network play: its texts are translated together


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class SeatQuestions:
    """The open questions of one hosting window, by claim id (``boxes``); ``note`` writes to the table's log."""

    def __init__(self, window: QWidget, note: Callable[[str], None]) -> None:
        self.window = window
        self.note = note
        self.boxes: dict[int, QMessageBox] = {}

    def follow(self, server) -> None:
        """Ask about every request ``server`` receives, and withdraw the question when the asker goes."""
        server.claim_asked.connect(lambda claim, seat, name, address: self.ask(server, claim, seat, name, address))
        server.claim_dropped.connect(self.drop)

    def ask(self, server, claim: int, seat: int, name: str, address: str) -> None:
        """A request under the seat's own name says it is only a name: an impostor and the player look alike."""
        owner = server.match.seats[seat].name
        if name_key(name) == name_key(owner):
            text = fill(tr("Someone calling themselves %1 (at %2) asks for %3's seat — allow?"), name, address, owner)
        else:
            text = fill(tr("%1 (at %2) wants %3's seat — allow?"), name, address, owner)
        box = plain_box(QMessageBox(QMessageBox.Icon.Question, tr("A seat is asked for"), text,
                                    QMessageBox.StandardButton.NoButton, self.window))
        box.setInformativeText(tr("Allow it only if %1 is the player who sat there, or should take over "
                                  "that seat and its cards.").replace("%1", name))
        allow = box.addButton(tr("Allow"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Refuse"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(box.buttons()[-1])
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: self._answered(server, claim, box.clickedButton() is allow,
                                                            (owner, name, address)))
        self.boxes[claim] = box
        box.open()

    def _answered(self, server, claim: int, allow: bool, who: tuple[str, str, str]) -> None:
        if self.boxes.pop(claim, None) is None:
            return
        server.answer_claim(claim, allow)
        template = tr("You gave %1's seat to %2 (at %3).") if allow else tr("You refused %1's seat to %2 (at %3).")
        self.note(fill(template, *who))

    def drop(self, claim: int) -> None:
        """The one who asked went away: the question goes too."""
        box = self.boxes.pop(claim, None)
        if box is not None:
            box.close()

    def drop_all(self) -> None:
        """The table closes: nobody is left to give a seat to."""
        for claim in list(self.boxes):
            self.drop(claim)
