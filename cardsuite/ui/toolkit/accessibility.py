"""A table a screen reader can follow: Orca, NVDA, Narrator and VoiceOver read what Qt's accessibility API says.

The cards are items of a QGraphicsScene, which Qt's accessibility does not expose; the keyboard focus of a
table (:mod:`.keyboard`) lives in the scene too.  So the table widget itself is the *focus proxy*: whenever
the keyboard focus moves to a card, a pile, a button or a tip, or what the focused thing is changes (the card
became playable, the pile grew), the table's accessible name becomes that thing ("Queen of hearts, your hand,
playable"), its accessible description what to do now (the table's status line), and a focus event (when
the focus moved) tells the screen reader to say it.

What happens is *announced*: a ``QAccessibleAnnouncementEvent`` (Qt 6.8 and later) carries each sentence --
the opponent's move, a trick taken, the score, whose turn it is, why a move was refused, a question or a result
sheet that came up.  With an older Qt the table's name takes the sentence for a moment instead, which a screen
reader says as the focused thing's new name (the "live region" of a widget toolkit without live regions).

The table's events and views come through ``GameTable.event_played`` and ``GameTable.view_shown``; what a
game's table says about them is its :class:`Voice` (the table's ``VOICE``, in the game's speech module, such
as cardsuite/games/schnapsen/table/speech.py).  A table's key (``READ_KEY``, W) reads the whole position aloud.

Texts are built from the table's own words where it has them (a button's label, the status line, a toast), and
cards are named by :mod:`.cardspeech`.
"""

from __future__ import annotations

import logging
from functools import wraps
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent

from cardsuite.translate import QT_TRANSLATE_NOOP
from .cardspeech import card_name, count_text, sentence, speakable
from .hints import HelpButton, HintBubble
from .i18n import game_title
from .items import CardItem
from .overlays import PassScreen
from .panels import TableButton
from .piles import Pile

try:   # Qt 6.8 and later
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:     # pragma: no cover - an older Qt: the name change below stands in
    QAccessibleAnnouncementEvent = None

CONTEXT = "Speech"
log = logging.getLogger(__name__)

READ_KEY = Qt.Key.Key_W
READ_KEY_HELP = ("W", QT_TRANSLATE_NOOP("KeysHelp", "Read the whole position aloud (for a screen reader)"))
"""The read-aloud key as a table lists it in its ``KEYS`` (Help → Keyboard)."""


def tr(text: str) -> str:
    # packaging/i18n/update_translations.sh gives this module's bare tr() calls this CONTEXT
    return QCoreApplication.translate(CONTEXT, text)


def hand_seat(pile: str) -> int | None:
    """The seat whose hand a pile of the engine's events is ("hand1": 1), or None for any other pile."""
    return int(pile[4:]) if pile.startswith("hand") and pile[4:].isdigit() else None


def guarded(method: Callable) -> Callable:
    """A slot of the speech never takes the table down: a fault in what would be said is logged, play goes on
    (an exception escaping a key handler ends the process in some PySide versions)."""
    @wraps(method)
    def run(self, *args):
        try:
            return method(self, *args)
        except Exception:   # noqa: BLE001 - logged with its trace; the table must keep working
            log.exception("cardsuite: the screen reader text could not be made")
            return None
    return run


class Voice:
    """What a game's table says (each game's speech module subclasses it; this is the generic phrasing).

    Every method returns text already in the player's language, cards named by :mod:`.cardspeech`."""

    def __init__(self, table):
        self.table = table

    def pile_title(self, name: str, pile: Pile) -> str:
        """A pile's name, by the name the engine's events give it ("hand0", "talon"): "your hand"."""
        seat = hand_seat(name)
        if seat is not None:
            if seat == self.table.me:
                return tr("your hand")
            return tr("{name}'s hand").format(name=self.table.name_of(seat))
        return pile.marker.label if getattr(pile, "marker", None) is not None and pile.marker.label else name

    def pile_text(self, name: str, pile: Pile) -> str:
        """A pile as a focus stop: its name, its count and its top card."""
        top = pile.items[-1] if pile.items else None
        parts = [self.pile_title(name, pile), count_text(len(pile.items))]
        if top is not None and top.shows_face:
            parts.append(tr("top: {card}").format(card=card_name(top.key)))
        return sentence(*parts)

    def card_facts(self, item: CardItem, name: str | None, pile: Pile | None) -> list[str]:
        """What else to say of a focused card besides its name, its pile and whether it plays (a game adds)."""
        return []

    def stop_text(self, stop: Any) -> str:
        """Any other focus stop (a meld standing as a drop target): what it is."""
        zone = getattr(stop, "zone", None)
        name = self.table_pile_name(zone)
        return sentence(self.pile_title(name, zone) if name else "", tr("you can put the picked cards here"))

    def table_pile_name(self, pile: Any) -> str | None:
        """The name the table registered ``pile`` under ("hand0"), or None."""
        for name, p in self.table.piles.items():
            if p is pile:
                return name
        return None

    def events_text(self, events: list, view: Any) -> list[str]:
        """Sentences for the events the table just played (before ``view`` was drawn)."""
        return []

    def view_text(self, old: Any, new: Any) -> list[str]:
        """Sentences for what changed from the view ``old`` (None at first) to ``new``: the score, whose turn."""
        return []

    def position(self, view: Any) -> list[str]:
        """The whole position, sentence by sentence (the read-aloud key)."""
        return []


class TableSpeech(QObject):
    """The focus proxy and the announcer of one table (see the module docstring)."""

    spoken = Signal(str)
    """Each announcement as it is sent (also to whoever wants it besides the screen reader)."""

    def __init__(self, table, keys):
        super().__init__(table)
        self.table = table
        self.keys = keys
        voice = getattr(table, "VOICE", None)
        self.voice: Voice = voice(table) if voice is not None else Voice(table)
        self.name = ""
        self.description = ""
        self.last_event: QAccessibleEvent | None = None
        """The last accessibility event this table sent (the screen reader's side of it)."""
        self._stop: Any = None
        self._modal: Any = None
        self._events: list = []
        self._view: Any = None
        table.event_played.connect(self._on_event)
        table.view_shown.connect(self._on_view)
        table.toast.shown.connect(self._on_toast)

    # -- the focus proxy ---------------------------------------------------------------------

    @guarded
    def follow(self) -> None:
        """The keyboard focus moved, or what it rests on changed: the table's name and description follow, and
        a question or sheet that just came up is read."""
        modal = self.keys.modal()
        if modal is not self._modal:
            self._modal = modal
            if modal is not None:
                self.announce(overlay_text(modal), assertive=True)
        stop = self.keys.current
        name = self.describe(stop) if stop is not None else self.table_title()
        line = self.table.status_line()
        description = speakable(getattr(line, "text", "") or "") if line is not None else ""
        moved = stop is not self._stop
        self._stop = stop
        self.set_text(name, description, focus=moved)

    def set_text(self, name: str, description: str, focus: bool = False) -> None:
        """The proxy's name and description (Qt tells a screen reader of each change); a focus event when the
        focus moved to another thing, so it is said as a newly focused object is.  A thing that only changed
        (became playable, moved to another pile) is not focused anew: its new name is enough."""
        if description != self.description:
            self.description = description
            self.table.setAccessibleDescription(description)
        if name != self.name:
            self.name = name
            self.table.setAccessibleName(name)
        if focus and self.table.hasFocus():
            self._send(QAccessibleEvent(self.table, QAccessible.Event.Focus))

    def table_title(self) -> str:
        entry = getattr(self.table, "entry", None)
        title = game_title(entry) if entry is not None and getattr(entry, "title", "") else ""
        return sentence(tr("{game} table").format(game=title) if title else tr("Card table"),
                        tr("press W to hear the position"))

    def describe(self, stop: Any) -> str:
        """What a focus stop is, said in one phrase."""
        if isinstance(stop, PassScreen):
            return overlay_text(stop)
        if isinstance(stop, TableButton):
            parts = [speakable(stop.text), tr("button")]
            if not stop.isEnabled():
                parts.append(tr("unavailable"))
            return sentence(*parts)
        if isinstance(stop, HintBubble):
            return sentence(tr("Tip"), speakable(stop.text), tr("Enter closes it"))
        if isinstance(stop, HelpButton):
            return tr("Show hints again, button")
        if isinstance(stop, CardItem):
            return self.card_text(stop)
        if isinstance(stop, Pile):
            return self.voice.pile_text(self.voice.table_pile_name(stop) or "", stop)
        return self.voice.stop_text(stop)

    def card_text(self, item: CardItem) -> str:
        pile = item.pile
        name = self.voice.table_pile_name(pile)
        parts = [card_name(item.key) if item.shows_face else card_name(None)]
        if pile is not None and name is not None:
            parts.append(self.voice.pile_title(name, pile))
        parts += self.voice.card_facts(item, name, pile)
        keys = self.keys
        if keys.picked is not None and item in keys.picked_cards():
            parts.append(tr("picked up"))
        elif keys.targets and any(t is item or t is pile for t in keys.targets):
            parts.append(tr("you can put the picked cards here"))
        elif item.has_state("selected"):
            parts.append(tr("selected"))
        if item.has_state("dim"):
            parts.append(tr("not playable now"))
        elif self.table.can_act() and self._acts(item):
            parts.append(tr("playable"))
        return sentence(*parts)

    def _acts(self, item: CardItem) -> bool:
        gesture = self.keys.gesture_of(item)
        return gesture is not None and (gesture.click_fn is not None or gesture.targets_fn is not None)

    # -- announcements -------------------------------------------------------------------------

    def announce(self, text: str, assertive: bool = False) -> None:
        """Have the screen reader say ``text`` now (polite: after what it is saying; assertive: at once)."""
        text = text.strip()
        if not text:
            return
        if QAccessibleAnnouncementEvent is not None:
            event = QAccessibleAnnouncementEvent(self.table, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                                else QAccessible.AnnouncementPoliteness.Polite)
            self._send(event)
        else:   # pragma: no cover - Qt before 6.8
            self.name = text
            self.table.setAccessibleName(text)
        self.spoken.emit(text)

    @guarded
    def read_position(self) -> None:
        """The read-aloud key: the whole position, at once -- except behind the hot seat's pass screen, where the
        hand shown last is the other player's: then only who is to take the screen."""
        modal = self.keys.modal()
        if isinstance(modal, PassScreen):
            self.announce(overlay_text(modal), assertive=True)
            return
        view = self.table.current_view
        parts = self.voice.position(view) if view is not None else []
        self.announce(" ".join(p for p in parts if p) or self.table_title(), assertive=True)

    def _send(self, event: QAccessibleEvent) -> None:
        self.last_event = event
        QAccessible.updateAccessibility(event)

    @guarded
    def _on_toast(self, text: str) -> None:
        self.announce(speakable(text))

    def _on_event(self, event: Any) -> None:
        self._events.append(event)

    @guarded
    def _on_view(self, view: Any) -> None:
        """A view was drawn: what its events did and what changed since the last one, in one announcement."""
        events, self._events = self._events, []
        old, self._view = self._view, view
        if old is not None and getattr(old, "seat", None) != getattr(view, "seat", None):
            old = None      # another seat's eyes (hot seat): nothing to compare with
        parts = self.voice.events_text(events, view) + self.voice.view_text(old, view)
        self.announce(" ".join(p for p in parts if p))


def overlay_text(modal: Any) -> str:
    """What a question, a result sheet or the pass screen says, read from what it draws."""
    if isinstance(modal, PassScreen):
        return tr("Pass the screen to {name}, then press Enter").format(name=modal.name)
    parts = []
    for attr in ("title", "subtitle", "detail", "result_text", "text", "note"):
        value = getattr(modal, attr, "")
        if isinstance(value, str) and value:
            parts.append(speakable(value))
    names = list(getattr(modal, "names", ()) or ())
    for side in getattr(modal, "sides", ()) or ():
        names.append(side.name)
        parts.append(sentence(side.name, str(side.score), speakable(side.detail)))
    for label, values in getattr(modal, "rows", ()) or ():
        cells = [f"{names[i]} {v}" if i < len(names) else str(v) for i, v in enumerate(values)]
        parts.append(sentence(label, *cells))
    return " ".join(p if p.endswith((".", "!", "?", "\u2026")) else p + "." for p in parts if p)
