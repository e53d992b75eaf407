"""The Canasta table's move history (issue 24): the last few turns of every player in words -- "Marta: drew 2
from the stock, laid 8♠ 8♥ 8♦ on the 8s, discarded 5♥." -- on request: R or the History button opens it, Esc
or R again closes it.

It is built only from the engine events this table was shown, which are the seat's own (the match gives each
seat its events, :meth:`cardsuite.play.match.Match.events_for`): a card another player drew comes without its
face, so the history counts it and never names it.  A drawn card is named only to the seat that saw it drawn,
so a hot-seat table, which shows each player in turn, does not tell the next player what the last one drew.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF

from cardsuite.cards import Card, Rank
from cardsuite.ui.toolkit.i18n import card_label
from cardsuite.ui.toolkit.panels import TextNote
from cardsuite.ui.toolkit.style import PX

from .widgets import rank_plural, tr

KEEP = {2: 3, 4: 2}
"""How many of each player's last turns the history shows (2 or 4 players)."""
HISTORY_W = 820.0           # the panel's width in design pixels, centred over the table
HISTORY_Y = 1.25            # its top, card units: over the other side's melds, under the top plates
HISTORY_Z = 9100.0          # over the cards and plates, under the in-table questions (9200)


@dataclass
class Turn:
    """One player's run of events, as this table saw them: ``steps`` are (kind, data) in order."""

    seat: int | None
    steps: list[tuple[str, dict]] = field(default_factory=list)
    closed: bool = False


class MoveHistory:
    """The turns of the round so far, from the events one table was shown (widget-free, so it is easy to test)."""

    def __init__(self) -> None:
        self.turns: list[Turn] = []
        self._pickup: set[str] = set()          # hand cards a pickup just laid: its own step says so
        self._in_pickup = False
        self._over = False

    def add(self, event: Any, viewer: int | None) -> None:
        """One engine event, seen by the seat ``viewer`` (None: a spectator)."""
        kind, data = event.kind, dict(event.data or {})
        if self._over and kind != "round_over":
            self.turns, self._over = [], False         # a new round: its own history
        seat = data.get("seat")
        if kind == "move":
            self._move(data, viewer)
            return
        self._in_pickup = False
        if kind == "turn":
            if self.turns:
                self.turns[-1].closed = True
            return
        if kind == "take_pile":
            self._pickup = {c.text for c in data.get("cards", ()) if isinstance(c, Card)}
            self._in_pickup = True
            self._step(seat, "pile", count=int(data.get("count", 0)), top=data.get("top"))
        elif kind in ("double_proposed", "double_accepted", "double_declined"):
            self._step(seat, kind, stake=data.get("stake"))
        elif kind == "ask_partner":
            self._step(seat, "ask")
        elif kind == "answer":
            self._step(seat, "answer", yes=bool(data.get("yes")))
        elif kind == "undo_pickup":
            self._step(seat, "undo_pickup")
        elif kind == "round_over":
            self._over = True
            reason = data.get("reason")
            if reason == "out":
                self._step(seat, "out", concealed=bool(data.get("concealed")))
            elif reason in ("stock_empty", "red3_last"):
                self._step(None, "stock_empty")

    def _move(self, data: dict, viewer: int | None) -> None:
        card, src, dst, seat = data.get("card"), str(data.get("src", "")), str(data.get("dst", "")), data.get("seat")
        if src == "pile" and self._in_pickup:
            return                                         # the pile going to the hand: its count is in the step
        if src == "stock" and dst.startswith("hand"):
            self._step(seat, "draw", merge=True, cards=[card] if isinstance(card, Card) else [None], viewer=viewer)
        elif src == "stock" and dst.startswith("red3s"):
            self._step(seat, "red3", card=card)
        elif src.startswith("hand") and dst.startswith("meld"):
            if self._in_pickup and isinstance(card, Card) and card.text in self._pickup:
                return
            rank = int(dst.split(":", 1)[1])
            self._step(seat, "meld", merge=True, rank=rank, cards=[card])
        elif src.startswith("meld") and dst.startswith("hand"):
            self._step(seat, "back", merge=True, cards=[card])
        elif src.startswith("hand") and dst == "pile":
            self._step(seat, "discard", card=card)

    def _step(self, seat: int | None, kind: str, merge: bool = False, **data: Any) -> None:
        """A step of ``seat``'s turn; a draw, a lay on one rank or a take-back in a row make one step."""
        turn = self.turns[-1] if self.turns else None
        if turn is None or turn.closed or turn.seat != seat:
            turn = Turn(seat)
            self.turns.append(turn)
        last = turn.steps[-1] if turn.steps else None
        if merge and last is not None and last[0] == kind and last[1].get("rank") == data.get("rank"):
            last[1]["cards"] = last[1]["cards"] + data["cards"]
            return
        turn.steps.append((kind, data))
        if kind == "discard":
            turn.closed = True

    def recent(self, players: int) -> list[Turn]:
        """The last few turns of every player (:data:`KEEP`), oldest first; lines without a player stay."""
        keep = KEEP.get(players, 2)
        counts: dict[int | None, int] = {}
        chosen = []
        for turn in reversed(self.turns):
            if not turn.steps:
                continue
            counts[turn.seat] = counts.get(turn.seat, 0) + 1
            if turn.seat is None or counts[turn.seat] <= keep:
                chosen.append(turn)
        return list(reversed(chosen))


def _cards(cards) -> str:
    return " ".join(card_label(c) for c in cards if isinstance(c, Card))


def step_text(kind: str, data: dict, viewer: int | None) -> str:
    """One step in words, in the current language (a drawn card named only to the seat that saw it)."""
    if kind == "draw":
        seen = [c for c in data["cards"] if isinstance(c, Card)]
        if seen and data.get("viewer") == viewer:
            return tr("drew {cards} from the stock").format(cards=_cards(seen))
        return QCoreApplication.translate("Canasta", "drew %n from the stock", None, len(data["cards"]))
    if kind == "red3":
        return tr("laid out {card}").format(card=_cards([data["card"]]))
    if kind == "pile":
        count = data["count"]
        top = _cards([data["top"]])
        if count == 1:
            return tr("took the pile ({card}, the only card)").format(card=top)
        return QCoreApplication.translate("Canasta", "took the pile (%n cards, {card} on top)", None,
                                          count).format(card=top)
    if kind == "meld":
        return tr("laid {cards} on the {rank}").format(cards=_cards(data["cards"]), rank=rank_plural(Rank(data["rank"])))
    if kind == "back":
        return tr("took back {cards}").format(cards=_cards(data["cards"]))
    if kind == "discard":
        return tr("discarded {card}").format(card=_cards([data["card"]]))
    if kind == "out":
        return tr("went out concealed") if data.get("concealed") else tr("went out")
    if kind == "double_proposed":
        return tr("proposed to double the stake to {n}").format(n=data.get("stake"))
    if kind == "double_accepted":
        return tr("accepted the double: the stake is {n}").format(n=data.get("stake"))
    if kind == "double_declined":
        return tr("gave up at a stake of {n}").format(n=data.get("stake"))
    if kind == "ask":
        return tr("asked the partner: may I go out?")
    if kind == "answer":
        return tr("answered yes") if data.get("yes") else tr("answered no")
    if kind == "undo_pickup":
        return tr("gave the pile back")
    return ""


class HistoryView:
    """The history's panel on the table (mixed into :class:`.table.CanastaTable`): :meth:`toggle_history` opens
    and closes it, :meth:`history_text` is what it says."""

    def setup_history(self) -> None:
        self.history = MoveHistory()
        w, _h = self.TABLE_SIZE
        self.history_note = TextNote(width=HISTORY_W, size=13.0, panel=True)
        self.history_note.setZValue(HISTORY_Z)
        self.history_note.setVisible(False)
        self.table_scene.addItem(self.history_note)
        self.history_note.setPos(QPointF((w - HISTORY_W * PX) / 2, HISTORY_Y))
        self.event_played.connect(self._history_event)
        self.view_shown.connect(self._history_refresh)

    def _history_event(self, event) -> None:
        self.history.add(event, self.current_view.seat if self.current_view is not None else None)

    def _history_refresh(self, _view=None) -> None:
        if self.history_note.isVisible():
            self.history_note.set_text(self.history_text())

    def history_text(self) -> str:
        """The last turns of every player as lines: "Marta: drew 1 from the stock, discarded 5♥." (the player's
        own lines name them as "You")."""
        viewer = self.current_view.seat if self.current_view is not None else None
        lines = [tr("The recent turns (R or Esc closes this):")]
        for turn in self.history.recent(self.players):
            words = [text for kind, data in turn.steps if (text := step_text(kind, data, viewer))]
            if turn.seat is None:
                lines.append(tr("The stock ran out: the round is over."))
            elif words:
                you = turn.seat == viewer or self.is_you(turn.seat)
                name = QCoreApplication.translate("Table", "You") if you else self.name_of(turn.seat)
                lines.append(tr("{name}: {steps}.").format(name=name, steps=", ".join(words)))
        if len(lines) == 1:
            lines.append(tr("Nothing has been played yet in this round."))
        return "\n".join(lines)

    def history_visible(self) -> bool:
        return self.history_note.isVisible()

    def toggle_history(self) -> None:
        """Open the history (its text as of now, kept current while open), or close it."""
        if self.history_note.isVisible():
            self.history_note.setVisible(False)
            return
        self.history_note.set_text(self.history_text())
        self.history_note.setVisible(True)

    def close_history(self) -> bool:
        """Esc: the history closes; True if it was open."""
        if not self.history_note.isVisible():
            return False
        self.history_note.setVisible(False)
        return True
