"""Animation of what happened: cards flying between piles, flipping, fading.

The animator is a queue of steps.  A step is a callable run when the steps
before it have finished; it returns the animation it started (or None).  So
the events of one action play one after another, and a table can queue a
dialog behind the animations.  Speed "off" makes every step instant, which
is also what tests use.  Reduced motion (:mod:`.motion`) makes every move
instant too but keeps the pauses a speed gives (a beat to read a trick).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPauseAnimation, QPointF, QPropertyAnimation, QSequentialAnimationGroup, QVariantAnimation, Signal)

from .items import CardItem
from .motion import reduced_motion

SPEEDS = {"off": 0.0, "slow": 1.8, "normal": 1.0, "fast": 0.5}
FLY_Z = 20000.0

Step = Callable[[], "QAbstractAnimation | None"]


@dataclass(frozen=True)
class Pace:
    """How long a card takes to reach its home (ms, before the speed setting): a flight or a long way
    takes ``base + per_unit * distance`` up to ``longest``; a short slide takes ``slide``."""

    base: float
    per_unit: float
    longest: float
    slide: float
    far: float
    flight_curve: QEasingCurve.Type

    def duration(self, distance: float, flying: bool) -> float:
        if flying or distance > self.far:
            return min(self.longest, self.base + self.per_unit * distance)
        return self.slide


CALM = Pace(230.0, 70.0, 560.0, 170.0, 0.6, QEasingCurve.Type.InOutCubic)
BRISK = Pace(150.0, 50.0, 320.0, 140.0, math.inf, QEasingCurve.Type.OutCubic)
"""For a timed game, where a move cannot take half a second to land."""


def moved_cards(old: Mapping[str, object], new: Mapping[str, object]) -> set[str]:
    """Cards (by identity text) that are in a different pile now, or newly on the table."""
    return {key for key, pile in new.items() if old.get(key) is not pile}


class Animator(QObject):
    """Plays animation steps in order; ``idle`` is emitted when the queue runs dry."""

    idle = Signal()

    def __init__(self, speed: str = "normal", parent: QObject | None = None):
        super().__init__(parent)
        self.speed = speed
        self._queue: deque[Step] = deque()
        self._running: QAbstractAnimation | None = None
        self._busy = False
        self._held = False

    @property
    def factor(self) -> float:
        """How long a move takes against the normal speed; 0, every move instant (speed "off", reduced motion)."""
        return 0.0 if reduced_motion() else self.beat

    @property
    def beat(self) -> float:
        """How long a pause lasts against the normal speed: reduced motion keeps the pauses, only "off" drops them."""
        return SPEEDS.get(self.speed, 1.0)

    def is_idle(self) -> bool:
        return self._running is None and not self._queue and not self._busy

    # -- the queue ---------------------------------------------------------

    def enqueue(self, step: Step) -> None:
        self._queue.append(step)
        if not self._busy and self._running is None and not self._held:
            self._run()

    def hold(self) -> None:
        """Keep new steps waiting (while the player drags cards, a new view must not move them)."""
        self._held = True

    def release(self) -> None:
        self._held = False
        if not self._busy and self._running is None and self._queue:
            self._run()

    def pause(self, ms: int) -> None:
        """Wait ``ms`` (scaled by the speed) before the next step: a beat to see a trick."""
        self.enqueue(lambda: self.pause_animation(ms))

    def finish_all(self) -> None:
        """Jump every queued and running animation to its end (a new match, a reset)."""
        if self._running is not None:
            running, self._running = self._running, None
            running.finished.disconnect(self._finished)
            running.setCurrentTime(running.totalDuration())
            running.stop()
            running.deleteLater()
        speed, self.speed = self.speed, "off"
        self._held = False
        try:
            self._run()
        finally:
            self.speed = speed

    def _run(self) -> None:
        self._busy = True
        try:
            while self._queue and not self._held:
                step = self._queue.popleft()
                anim = step()
                if anim is not None:
                    if anim.group() is None:
                        anim.setParent(self)    # played here, and let go once played (hours of play add up)
                    self._running = anim
                    anim.finished.connect(self._finished)
                    anim.start()
                    if self._running is not None:
                        return
        finally:
            self._busy = False
        self._running = None
        if not self._queue:
            self.idle.emit()

    def _finished(self) -> None:
        running, self._running = self._running, None
        if running is not None:
            running.deleteLater()       # not at once: it is still sending ``finished``
        if not self._busy and not self._held:
            self._run()

    # -- building blocks ---------------------------------------------------

    def ms(self, base: float) -> int:
        return max(1, round(base * self.factor))

    def pause_animation(self, ms: int) -> QAbstractAnimation | None:
        if self.beat == 0:
            return None
        return QPauseAnimation(max(1, round(ms * self.beat)))

    def settle(self, items: Iterable[CardItem], flights: Iterable[CardItem] = (), *,
               origins: Mapping[CardItem, tuple[QPointF, bool]] | None = None, stagger: int = 0,
               fade_in: Iterable[CardItem] = (), pace: Pace = CALM) -> QAbstractAnimation | None:
        """Move each card from where it is to its home, flipping it if its side changes.

        ``flights`` are cards changing pile: they fly above everything.
        ``origins`` place new cards first (position, face up) so they fly in
        from somewhere; ``fade_in`` cards appear where they are.  With
        ``stagger``, the cards from ``origins`` (else the flights, in their
        order) leave ``stagger`` ms one after the other: a deal, a run leaving.
        """
        items = list(items)
        flights = list(flights)
        flying = set(flights)
        origins = dict(origins or {})
        fade_in = set(fade_in)
        for item in items:
            if item in origins:
                pos, face_up = origins[item]
                item.setPos(pos)
                item.set_face_up(face_up)
            item.drop_lift()
        if self.factor == 0:
            for item in items:
                item.snap_home()
            return None
        queue = [it for it in items if it in origins] if origins else flights
        order = {item: i for i, item in enumerate(queue)} if stagger else {}
        group = QParallelAnimationGroup()
        for item in items:
            anim = self._settle_one(item, item in flying or item in origins, item in fade_in, pace)
            if anim is None:
                item.setZValue(item.home.z)
                continue
            if order.get(item):
                seq = QSequentialAnimationGroup()
                seq.addAnimation(QPauseAnimation(self.ms(stagger * order[item])))
                seq.addAnimation(anim)
                anim = seq
            group.addAnimation(anim)
        if group.animationCount() == 0:
            return None
        return group

    def _settle_one(self, item: CardItem, flying: bool, fading: bool, pace: Pace) -> QAbstractAnimation | None:
        home = item.home
        start = item.pos()
        dist = math.hypot(home.pos.x() - start.x(), home.pos.y() - start.y())
        turn = abs(home.rotation - item.rotation()) > 0.05
        flip = home.face_up != item.face_up
        if dist < 1e-4 and not turn and not flip and not fading:
            return None
        duration = self.ms(pace.duration(dist, flying))
        group = QParallelAnimationGroup()
        if dist >= 1e-4:
            move = QPropertyAnimation(item, b"pos")
            move.setStartValue(start)
            move.setEndValue(home.pos)
            move.setDuration(duration)
            move.setEasingCurve(pace.flight_curve if flying else QEasingCurve.Type.OutCubic)
            group.addAnimation(move)
        if turn:
            rot = QPropertyAnimation(item, b"rotation")
            rot.setStartValue(item.rotation())
            rot.setEndValue(home.rotation)
            rot.setDuration(duration)
            rot.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(rot)
        if flip:
            group.addAnimation(self.flip_animation(item, home.face_up, duration))
        if fading:
            item.setOpacity(0.0)
            fade = QPropertyAnimation(item, b"opacity")
            fade.setStartValue(0.0)
            fade.setEndValue(1.0)
            fade.setDuration(max(duration, self.ms(220)))
            group.addAnimation(fade)
        item.setZValue(home.z + (FLY_Z if flying else 0.0))
        group.finished.connect(lambda it=item: it.setZValue(it.home.z))
        return group

    def flip_animation(self, item: CardItem, face_up: bool, duration: int | None = None) -> QAbstractAnimation:
        """Squeeze the card to an edge, swap its side, and open it again."""
        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration or self.ms(260))
        start_face = item.face_up

        def step(value) -> None:
            p = float(value)
            item.set_squeeze(abs(1.0 - 2.0 * p))
            item.set_face_up(face_up if p >= 0.5 else start_face)

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: (item.set_squeeze(1.0), item.set_face_up(face_up)))
        return anim

    def fly_away(self, items: Iterable[CardItem], target: QPointF, on_done: Callable[[], None],
                 delay: int = 0) -> QAbstractAnimation | None:
        """Sweep cards to ``target`` as they fade out (a trick taken), then call ``on_done``."""
        items = list(items)
        if self.factor == 0 or not items:
            on_done()
            return None
        seq = QSequentialAnimationGroup()
        if delay:
            seq.addAnimation(QPauseAnimation(self.ms(delay)))
        group = QParallelAnimationGroup()
        for i, item in enumerate(items):
            move = QPropertyAnimation(item, b"pos")
            move.setEndValue(target - QPointF(0.5, 0.7) + QPointF(0.04 * i, 0.03 * i))
            move.setDuration(self.ms(420))
            move.setEasingCurve(QEasingCurve.Type.InCubic)
            fade = QPropertyAnimation(item, b"opacity")
            fade.setStartValue(1.0)
            fade.setKeyValueAt(0.6, 0.9)
            fade.setEndValue(0.0)
            fade.setDuration(self.ms(420))
            group.addAnimation(move)
            group.addAnimation(fade)
        seq.addAnimation(group)
        seq.finished.connect(on_done)
        return seq

    def fade_out(self, items: Iterable[CardItem], on_done: Callable[[], None]) -> QAbstractAnimation | None:
        items = list(items)
        if self.factor == 0 or not items:
            on_done()
            return None
        group = QParallelAnimationGroup()
        for item in items:
            fade = QPropertyAnimation(item, b"opacity")
            fade.setStartValue(item.opacity())
            fade.setEndValue(0.0)
            fade.setDuration(self.ms(200))
            group.addAnimation(fade)
        group.finished.connect(on_done)
        return group
