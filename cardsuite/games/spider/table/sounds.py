"""What the Spider duel table sounds like: cards moved, a row dealt from the stock, a run completed (the meld
chime), and the clock: a tick each second of the last ten, a beep when it runs out."""

from __future__ import annotations

from cardsuite.ui.toolkit.sound.cues import DEAL, MELD, PLAY, TICK, TIME_UP, TableCues

TICK_FROM_S = 10          # the clock ticks aloud for its last ten seconds


class SpiderCues(TableCues):
    def __init__(self, table, play) -> None:
        super().__init__(table, play)
        self._ticked: int | None = None
        clock = table.clock
        clock.tick.connect(self._on_clock)
        clock.expired.connect(lambda: self.play(TIME_UP))

    def event_cues(self, event) -> tuple[str, ...]:
        if event.kind == "spider_fly":
            pairs = (event.data or {}).get("pairs", ())
            return (DEAL,) if any(src == "stock" for _card, src, _dst in pairs) else (PLAY,)
        if event.kind == "spider_run":
            return (MELD,)
        return ()

    def _on_clock(self) -> None:
        clock = self.table.clock
        if not clock.running:
            return
        left = clock.remaining_ms()
        second = (left + 999) // 1000          # the second the badge shows (it counts down in whole seconds)
        if 0 < second <= TICK_FROM_S and second != self._ticked:
            self._ticked = second
            self.play(TICK)
