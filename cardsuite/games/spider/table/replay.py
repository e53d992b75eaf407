"""Watching the opponent's game at the Spider table, once this seat has finished: a replay built from
``view.watch`` (play / pause / step / speed), live while they still play, driven by the :class:`.widgets.WatchBar`.
The replay, its timer and its bar's texts are one object the table owns (:class:`ReplayWatch`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer

from cardsuite.ui.toolkit.i18n import card_label

from ..engine.views import BoardView, watch_frames
from ..engine.scoring import clock_text
from .widgets import REPLAY_MS, SPEEDS, tr


@dataclass
class Replay:
    """The opponent's game being watched: its boards, where we are, and how it plays."""

    opponent: int
    frames: list[BoardView]
    steps: tuple
    live: bool
    index: int = 0
    playing: bool = True
    speed: float = 1.0


class ReplayWatch(QObject):
    """The table's replay part, an object the :class:`.table.SpiderTable` owns: while ``replay`` is set, the
    table renders the replay's board instead of the seat's own and takes no gestures."""

    def __init__(self, table):
        super().__init__(table)
        self.table = table
        self.replay: Replay | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)

    def board(self) -> BoardView | None:
        """The replay's board shown now (None when not watching)."""
        return self.replay.frames[self.replay.index] if self.replay is not None else None

    def start(self) -> bool:
        """Replay the opponent's game in the table (live while they still play)."""
        table = self.table
        view = table.current_view
        if view is None or view.watch is None:
            return False
        watch = view.watch
        table.result_panel.setVisible(False)
        table.confirm.setVisible(False)
        self.replay = Replay(watch.opponent, watch_frames(watch), watch.steps, watch.live)
        if table.hint is not None:
            table.hint.cancel()        # the hint was for the seat's own board
        table.reset_cards()
        table.rerender()
        self.restart_timer()
        return True

    def stop(self) -> None:
        """Back to the table (the result sheet again, once the duel is over)."""
        if self.replay is None:
            return
        self.end()
        table = self.table
        table.rerender()
        if table.current_view is not None and table.current_view.over:
            table.duel_result.raise_later()

    def end(self) -> None:
        """The replay ends here (the table shows another seat, or the result sheet comes back)."""
        if self.replay is None:
            return
        self.replay = None
        self.timer.stop()
        self.table.reset_cards()

    def refresh(self, view: Any) -> None:
        """A new view while watching: the replay takes the opponent's new steps (it was live)."""
        replay = self.replay
        watch = getattr(view, "watch", None)
        if replay is None or watch is None:
            return
        if len(watch.steps) != len(replay.steps):
            replay.frames = watch_frames(watch)
            replay.steps = watch.steps
        replay.live = watch.live
        replay.index = min(replay.index, len(replay.frames) - 1)

    def step(self, delta: int) -> None:
        replay = self.replay
        if replay is None:
            return
        replay.playing = False
        self.timer.stop()
        self.go_to(replay.index + delta)

    def toggle(self) -> None:
        replay = self.replay
        if replay is None:
            return
        if not replay.playing and replay.index >= len(replay.frames) - 1 and not replay.live:
            self.go_to(0)
        replay.playing = not replay.playing
        self.restart_timer()
        self.update_bar()

    def faster(self) -> None:
        replay = self.replay
        if replay is None:
            return
        i = SPEEDS.index(replay.speed) if replay.speed in SPEEDS else 1
        replay.speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self.restart_timer()
        self.update_bar()

    def restart_timer(self) -> None:
        replay = self.replay
        self.timer.stop()
        if replay is not None and replay.playing:
            self.timer.start(max(40, int(REPLAY_MS / replay.speed)))

    def go_to(self, index: int) -> None:
        replay = self.replay
        if replay is None:
            return
        index = max(0, min(index, len(replay.frames) - 1))
        if index != replay.index:
            replay.index = index
            self.table.rerender()
        self.update_bar()

    def tick(self) -> None:
        replay = self.replay
        if replay is None or not replay.playing or not self.table.animator.is_idle():
            return
        if replay.index < len(replay.frames) - 1:
            self.go_to(replay.index + 1)
        elif not replay.live:
            replay.playing = False
            self.timer.stop()
            self.update_bar()

    def update_bar(self) -> None:
        """The watch bar says whose game, where we are and what that step did."""
        replay = self.replay
        if replay is None:
            return
        table = self.table
        total = len(replay.frames) - 1
        name = table.name_of(replay.opponent)
        title = tr("Replay of {name}'s game").format(name=name)
        position = tr("Step {i} of {n}").format(i=replay.index, n=total)
        if replay.live:
            position += " \u00b7 " + tr("live")
        frame = replay.frames[replay.index]
        position += " \u00b7 " + tr("score {n}").format(n=frame.score)
        detail = self.step_text(replay, replay.index)
        over = table.current_view is not None and table.current_view.over
        back = tr("Result") if over else tr("Back")
        table.watch_bar.set_content(title, position, detail, replay.index / total if total else 1.0,
                                    replay.playing, replay.speed, back)

    @staticmethod
    def step_text(replay: Replay, index: int) -> str:
        """What step ``index`` did, in words (index 0: the deal as it started)."""
        if index <= 0:
            return tr("The deal as it started")
        step = replay.steps[index - 1]
        before = replay.frames[index - 1]
        kind = step.type
        if kind == "move":
            up = before.up[step.src]
            card = card_label(up[-step.count]) if step.count <= len(up) else "?"
            text = (tr("{card} to column {n}") if step.count == 1 else tr("{card} and the cards on it to column {n}"))
            text = text.format(card=card, n=step.dst + 1)
        elif kind == "turn_up":
            shown = replay.frames[index].up[step.column]
            text = tr("Turned up {card} in column {n}").format(card=card_label(shown[-1]) if shown else "?",
                                                               n=step.column + 1)
        elif kind == "deal":
            text = tr("Dealt a new row")
        elif kind == "undo":
            text = tr("Took back a move")
        elif kind == "time_up":
            text = tr("Time ran out")
        else:
            text = tr("Finished")
        if step.elapsed_ms is not None:
            text = f"{clock_text(step.elapsed_ms)} \u00b7 {text}"
        return text
