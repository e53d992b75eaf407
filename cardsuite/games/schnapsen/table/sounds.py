"""What the Schnapsen table sounds like: a card played to the trick, a card drawn from the talon, the trick
swept to its winner, a marriage announced (the meld chime)."""

from __future__ import annotations

from cardsuite.ui.toolkit.sound.cues import DRAW, MELD, PLAY, TRICK, TableCues


class SchnapsenCues(TableCues):
    def event_cues(self, event) -> tuple[str, ...]:
        data = event.data or {}
        if event.kind == "move":
            src, dst = str(data.get("src")), str(data.get("dst"))
            if src == "trick":
                return ()               # the trick going to its winner: the sweep sounds for it
            if src in ("talon", "trump") and dst.startswith("hand"):
                return (DRAW,)
            return (PLAY,)
        if event.kind == "trick":
            return (TRICK,)
        if event.kind == "marriage":
            return (MELD,)
        if event.kind in ("close", "exchange"):
            return (PLAY,)
        return ()
