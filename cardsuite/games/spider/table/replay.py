"""Watching the opponent's game at the Spider table, once this seat has finished: a replay built from
``view.watch`` (play / pause / step / speed), live while they still play, driven by the :class:`.widgets.WatchBar`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


class WatchReplay:
    """The table's replay part (mixed into :class:`.table.SpiderTable`): while ``self.replay`` is set,
    the table renders the replay's board instead of the seat's own and takes no gestures."""

    def watch_opponent(self) -> bool:
        """Replay the opponent's game in the table (live while they still play)."""
        view = self.current_view
        if view is None or view.watch is None:
            return False
        watch = view.watch
        self.result_panel.setVisible(False)
        self.confirm.setVisible(False)
        self.replay = Replay(watch.opponent, watch_frames(watch), watch.steps, watch.live)
        self.hinted = None
        self.reset_cards()
        self._rerender()
        self._restart_replay_timer()
        return True

    def watching(self) -> bool:
        return self.replay is not None

    def stop_watching(self) -> None:
        if self.replay is None:
            return
        self._end_replay()
        self._rerender()
        if self.current_view is not None and self.current_view.over and self._result is not None:
            self.animator.enqueue(self._raise_result)

    def _end_replay(self) -> None:
        self.replay = None
        self._replay_timer.stop()
        self.reset_cards()

    def _refresh_replay(self, view: Any) -> None:
        replay = self.replay
        watch = getattr(view, "watch", None)
        if replay is None or watch is None:
            return
        if len(watch.steps) != len(replay.steps):
            replay.frames = watch_frames(watch)
            replay.steps = watch.steps
        replay.live = watch.live
        replay.index = min(replay.index, len(replay.frames) - 1)

    def replay_step(self, delta: int) -> None:
        replay = self.replay
        if replay is None:
            return
        replay.playing = False
        self._replay_timer.stop()
        self._go_to(replay.index + delta)

    def replay_toggle(self) -> None:
        replay = self.replay
        if replay is None:
            return
        if not replay.playing and replay.index >= len(replay.frames) - 1 and not replay.live:
            self._go_to(0)
        replay.playing = not replay.playing
        self._restart_replay_timer()
        self._update_watch_bar()

    def replay_faster(self) -> None:
        replay = self.replay
        if replay is None:
            return
        i = SPEEDS.index(replay.speed) if replay.speed in SPEEDS else 1
        replay.speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self._restart_replay_timer()
        self._update_watch_bar()

    def _restart_replay_timer(self) -> None:
        replay = self.replay
        self._replay_timer.stop()
        if replay is not None and replay.playing:
            self._replay_timer.start(max(40, int(REPLAY_MS / replay.speed)))

    def _go_to(self, index: int) -> None:
        replay = self.replay
        if replay is None:
            return
        index = max(0, min(index, len(replay.frames) - 1))
        if index != replay.index:
            replay.index = index
            self._rerender()
        self._update_watch_bar()

    def _replay_tick(self) -> None:
        replay = self.replay
        if replay is None or not replay.playing or not self.animator.is_idle():
            return
        if replay.index < len(replay.frames) - 1:
            self._go_to(replay.index + 1)
        elif not replay.live:
            replay.playing = False
            self._replay_timer.stop()
            self._update_watch_bar()

    def _update_watch_bar(self) -> None:
        replay = self.replay
        if replay is None:
            return
        total = len(replay.frames) - 1
        name = self.name_of(replay.opponent)
        title = tr("Replay of {name}'s game").format(name=name)
        position = tr("Step {i} of {n}").format(i=replay.index, n=total)
        if replay.live:
            position += " \u00b7 " + tr("live")
        frame = replay.frames[replay.index]
        position += " \u00b7 " + tr("score {n}").format(n=frame.score)
        detail = self._step_text(replay, replay.index)
        over = self.current_view is not None and self.current_view.over
        back = tr("Result") if over else tr("Back")
        self.watch_bar.set_content(title, position, detail, replay.index / total if total else 1.0,
                                   replay.playing, replay.speed, back)

    def _step_text(self, replay: Replay, index: int) -> str:
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
