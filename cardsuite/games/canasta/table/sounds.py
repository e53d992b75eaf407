"""What the Canasta table sounds like: a card drawn from the stock or the pile taken, a card discarded, a
meld laid (one chime for the cards of one meld), a canasta completed (its own chime), by side for the
round's end."""

from __future__ import annotations

from cardsuite.ui.toolkit.sound.cues import CANASTA, DRAW, MELD, PLAY, TableCues

from ..engine.melds import CANASTA as CANASTA_SIZE      # RULES C-9: seven cards of a rank make a canasta


class CanastaCues(TableCues):
    def __init__(self, table, play) -> None:
        super().__init__(table, play)
        self.sizes: dict[str, int] = {}     # meld pile name ("meld0:5") -> cards in it, as last seen or counted

    def view_shown(self, view) -> None:
        self.sizes = {f"meld{side}:{int(meld.rank)}": len(meld.cards)
                      for side, melds in enumerate(getattr(view, "melds", ())) for meld in melds}

    def event_cues(self, event) -> tuple[str, ...]:
        data = event.data or {}
        if event.kind == "take_pile":
            return (DRAW,)
        if event.kind != "move":
            return ()
        src, dst = str(data.get("src")), str(data.get("dst"))
        if dst.startswith("meld"):
            size = self.sizes.get(dst, 0) + 1
            self.sizes[dst] = size
            return (CANASTA,) if size == CANASTA_SIZE else (MELD,)
        if src.startswith("meld"):
            self.sizes[src] = max(0, self.sizes.get(src, 0) - 1)
            return (PLAY,)
        if dst.startswith("hand") and src in ("stock", "pile"):
            return (DRAW,)
        return (PLAY,)

    def winner_is_me(self, winner: int) -> bool:
        return winner == self.table.me % 2          # the engine's round and match winners are sides
