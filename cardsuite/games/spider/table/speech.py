"""What the Spider duel table tells a screen reader (:mod:`cardsuite.ui.toolkit.accessibility`): the ten columns
(face-down cards counted, face-up cards named) and the stock as focus stops, a card with how many lie on it;
where a move put the cards (a click chooses the column itself), the cards a turn-up or a deal showed and the
opponent's completed runs as they happen; and the whole position on the read-aloud key.

A completed run, the opponent's finish and a hint are said by the table's own messages, which the toolkit
announces as they are shown."""

from __future__ import annotations

from typing import Any

from cardsuite.ui.toolkit.accessibility import Voice
from cardsuite.ui.toolkit.cardspeech import card_name, cards_text, count_text, sentence

from ..engine.scoring import clock_text
from .widgets import tr


class SpiderVoice(Voice):
    """The Spider table's words for a screen reader."""

    def pile_title(self, name: str, pile) -> str:
        column = _column(name)
        if column is not None:
            return tr("column {n}").format(n=column + 1)
        if name == "stock":
            return tr("stock")
        if name == "foundation":
            return tr("completed runs")
        return super().pile_title(name, pile)

    def pile_text(self, name: str, pile) -> str:
        board = getattr(self.table, "shown_board", None)
        column = _column(name)
        if board is None:
            return super().pile_text(name, pile)
        if column is not None:
            return sentence(self.pile_title(name, pile), self._column_text(board, column))
        if name == "stock":
            return sentence(tr("stock"), self._stock_text(board))
        return super().pile_text(name, pile)

    def card_facts(self, item, name, pile) -> list[str]:
        if _column(name or "") is None or item not in pile.items:
            return []
        above = len(pile.items) - 1 - pile.items.index(item)
        if above == 0:
            return [tr("on top")]
        return [tr("1 card on it") if above == 1 else tr("{n} cards on it").format(n=above)]

    def events_text(self, events: list, view: Any) -> list[str]:
        out = []
        for event in events:
            data = event.data or {}
            if event.kind == "spider_fly":
                pairs = data.get("pairs") or []
                if not pairs:
                    continue
                card, src, dst = pairs[0]
                if src == "stock":
                    out.append(tr("A new row: {cards}.").format(cards=cards_text(c for c, _, _ in pairs)))
                elif _column(str(dst)) is not None:
                    what = card_name(card) if len(pairs) == 1 else tr("{card} and {n} more").format(
                        card=card_name(card), n=len(pairs) - 1)
                    out.append(tr("{cards} to column {n}.").format(cards=what, n=_column(str(dst)) + 1))
            elif event.kind == "flip" and data.get("card") is not None and _column(str(data.get("pile"))) is not None:
                out.append(tr("Column {n}: {card} turned up.").format(n=_column(str(data.get("pile"))) + 1,
                                                                      card=card_name(data.get("card"))))
        return out

    def view_text(self, old: Any, new: Any) -> list[str]:
        if old is None or new.seat is None:
            return []
        op = 1 - new.seat
        mine, theirs = old.players[op], new.players[op]
        if theirs.runs > mine.runs:
            return [tr("{name} completes a run: {n} so far.").format(name=self.table.name_of(op), n=theirs.runs)]
        return []

    def position(self, view: Any) -> list[str]:
        table = self.table
        board = getattr(table, "shown_board", None)
        out = []
        if view.seat is not None:
            me = view.players[view.seat]
            out.append(tr("Your score: {score}, completed runs: {runs}, moves: {moves}.").format(
                score=me.score, runs=me.runs, moves=me.moves))
        if board is not None:
            for column in range(len(board.up)):
                out.append(sentence(tr("column {n}").format(n=column + 1), self._column_text(board, column)) + ".")
            out.append(sentence(tr("stock"), self._stock_text(board)) + ".")
        if view.seat is not None:
            left = view.time_limit_ms - table.clock_ms()
            out.append(tr("Time left: {time}.").format(time=clock_text(left)))
            op = 1 - view.seat
            theirs = view.players[op]
            out.append(tr("{name}: score {score}, completed runs {runs}, {cards} left.").format(
                name=table.name_of(op), score=theirs.score, runs=theirs.runs, cards=count_text(theirs.cards_left)))
        return out

    def _column_text(self, board, column: int) -> str:
        down, up = board.down[column], board.up[column]
        if not down and not up:
            return tr("empty")
        parts = []
        if down:
            parts.append(tr("1 face-down card") if down == 1 else tr("{n} face-down cards").format(n=down))
        if up:
            parts.append(tr("face up: {cards}").format(cards=cards_text(up)))
        return ", ".join(parts)

    def _stock_text(self, board) -> str:
        n = board.stock_packets
        return tr("1 deal left") if n == 1 else tr("{n} deals left").format(n=n)


def _column(name: str) -> int | None:
    return int(name[3:]) if name.startswith("col") and name[3:].isdigit() else None
