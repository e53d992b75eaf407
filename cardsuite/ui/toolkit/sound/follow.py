"""TableSounds: a table's sounds, following what it plays.

It listens to the table's ``event_played`` (each engine event as its animation starts) and ``view_shown``,
and asks the game's cue mapping (the table's ``SOUND_CUES``, default :class:`.cues.TableCues`) for the cues.
The cues of one animation step are gathered and played together once the step has started its animation (a
zero timer) or the update's view is drawn: at most one card sound and one chime a step, so a meld of five
cards, or a whole turn played at once with animations off, is one sound, not a clatter.  The first view of a
round that someone is to move in is dealt (one riffle); the round's end plays won or lost when its summary
comes up.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, QTimer

from .cues import CARD_SOUNDS, CHIMES, DEAL, LOST, WON, TableCues
from .player import sound_player

log = logging.getLogger(__name__)


class TableSounds(QObject):
    """The sounds of one table (a child of it: it goes when the table goes)."""

    def __init__(self, table, settings) -> None:
        super().__init__(table)
        self.table = table
        self.settings = settings
        self._step: list[str] = []
        self._deal_due = True
        self._failed = False
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(0)
        self._flush_timer.timeout.connect(self._flush)
        cues_class = getattr(table, "SOUND_CUES", None) or TableCues
        self.cues: TableCues = cues_class(table, self.play)
        table.event_played.connect(self._on_event)
        table.view_shown.connect(self._on_view)
        if settings is None or settings.get("sound_on", True):
            sound_player().prepare()

    @classmethod
    def of(cls, table, settings) -> "TableSounds":
        """The table's sounds, made once however many controllers it sees (each would otherwise add its own)."""
        for child in table.children():
            if isinstance(child, cls):
                child.settings = settings
                return child
        return cls(table, settings)

    def play(self, cue: str) -> None:
        """Play ``cue`` now, as the settings say."""
        sound_player().play(cue, self.settings)

    def round_over(self, summary, result) -> None:
        """The round's summary is on its way to the table: won or lost sounds as it comes up, and the next view
        anyone moves in is a new deal."""
        self._deal_due = True
        self.table.animator.enqueue(lambda: self._round_sound(summary, result))

    # -- internals ----------------------------------------------------------------------------------

    def _round_sound(self, summary, result) -> None:
        won = self._ask(self.cues.round_won, summary, result)
        if won is not None:
            self.play(WON if won else LOST)

    def _on_event(self, event: Any) -> None:
        self._gather(self._ask(self.cues.event_cues, event) or ())

    def _on_view(self, view: Any) -> None:
        if self._deal_due and getattr(view, "to_move", None) not in (None, set(), frozenset()):
            self._deal_due = False
            self._step.append(DEAL)
        self._flush()                   # an update's events end with its view: they never run into the next's
        self._ask(self.cues.view_shown, view)

    def _gather(self, cues) -> None:
        if cues:
            self._step.extend(cues)
            self._flush_timer.start()

    def _flush(self) -> None:
        self._flush_timer.stop()
        step, self._step = self._step, []
        for kinds in (CARD_SOUNDS, CHIMES):
            chosen = next((cue for cue in kinds if cue in step), None)
            if chosen is not None:
                self.play(chosen)

    def _ask(self, method, *args) -> Any:
        """A cue mapping's answer, or None when it fails (said once in the log: sound never stops a table)."""
        try:
            return method(*args)
        except Exception as error:  # noqa: BLE001
            if not self._failed:
                self._failed = True
                log.warning("cardsuite: the table's sounds went wrong (%s: %s); it plays on", type(error).__name__,
                            error)
            return None
