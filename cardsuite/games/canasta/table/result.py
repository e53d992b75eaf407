"""The Canasta table's end-of-round and end-of-match sheets, told by side ("Ann & Cy" vs "Bo & Dee"),
the doubling history, and the flights of other players' cards: the pile pickup as one flight, a meld's cards
from the player's fan to their column.

Nothing here scores: the breakdown is the engine's :class:`~cardsuite.engine.RoundSummary` lines
(RULES C-12), the winner and totals its :class:`~cardsuite.engine.MatchResult`, the stake and limit the
last view's.  The doubling history is the view's (the engine keeps it for the match), so a resumed match or a
hot-seat pass, whose screen never saw the events, still names who proposed and who answered.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication

from cardsuite.profile import wallet
from cardsuite.cards import Rank
from cardsuite.ui.toolkit.items import card_key, face_code
from cardsuite.ui.toolkit.table import pile_top

from .widgets import tr

RED_THREES = ("3H", "3D")
LAY_STAGGER = 140        # ms between the cards of one meld leaving the hand: each one seen on its way


def _lay_runs(events: Sequence) -> dict[int, list]:
    """The moves onto a meld, in runs of consecutive cards from one place to one meld, by their first event."""
    runs: dict[int, list] = {}
    run: list = []
    for event in events:
        data = event.data if event.kind == "move" else {}
        if str(data.get("dst", "")).startswith("meld"):
            if run and (data.get("src"), data.get("dst")) == (run[0].data.get("src"), run[0].data.get("dst")):
                run.append(event)
                continue
            run = [event]
            runs[id(event)] = run
        else:
            run = []
    return runs


class Result:
    """The sheets and the pickup flight (mixed into :class:`.table.CanastaTable`)."""

    # -- the doubling history --------------------------------------------------------------------

    def doubling_lines(self) -> list[str]:
        """The history as sentences, in the order it happened."""
        lines = []
        for d in getattr(self.current_view, "doublings", ()):
            you = self.is_you(d.seat)
            if d.kind == "proposed":
                line = tr("You doubled to {stake}.") if you else tr("{name} doubled to {stake}.")
            elif d.kind == "accepted":
                line = (tr("You accepted: the stake is {stake}.") if you
                        else tr("{name} accepted: the stake is {stake}."))
            else:
                line = (tr("You gave up at a stake of {stake}.") if you
                        else tr("{name} gave up at a stake of {stake}."))
            lines.append(line.format(name=self.name_of(d.seat), stake=d.stake))
        return lines

    # -- sides ------------------------------------------------------------------------------------

    def is_you(self, seat: int) -> bool:
        """Whether ``seat`` is named by the default "You" (in the current language): its lines then speak
        to the player ("You went out.") instead of about a "You" in the third person."""
        name = self.name_of(seat)
        return name in (QCoreApplication.translate("NewGameDialog", "You"),
                        QCoreApplication.translate("Table", "You"))

    def side_with_you(self, side: int) -> int | None:
        """The partner's seat when the side ``side`` (4 players) or its player (2 players) is "You"; -1 for a
        2-player "You"; None when the side is not the player's."""
        if self.players == 4:
            for seat, partner in ((side, side + 2), (side + 2, side)):
                if self.is_you(seat):
                    return partner
            return None
        return -1 if self.is_you(side) else None

    def side_names(self) -> list[str]:
        """Side 0 and side 1 by their players: "Ann" / "Bo", or "Ann & Cy" / "Bo & Dee"."""
        if self.players == 4:
            return [tr("{a} & {b}").format(a=self.name_of(s), b=self.name_of(s + 2)) for s in (0, 1)]
        return [self.name_of(0), self.name_of(1)]

    # -- the sheets ---------------------------------------------------------------------------------

    def show_round_summary(self, summary, result, names: Sequence[str]) -> None:
        self.summary_request = (summary, result, list(names))
        self.animator.enqueue(partial(self._raise_canasta_sheet, summary, result))

    def _round_rows(self, summary) -> list[tuple[str, tuple[str, ...]]]:
        """The engine's per-seat lines as two side columns (partners' values are the same)."""
        view = self.current_view
        rows = []
        for label, values in getattr(summary, "lines", ()):
            values = tuple(values)[:2]
            label = QCoreApplication.translate("Scoring", label)
            if label == QCoreApplication.translate("Scoring", "Going out") and view is not None \
                    and view.went_out is not None and view.concealed:
                side, concealed = view.went_out % 2, tr("concealed")
                values = tuple(f"{v} ({concealed})" if s == side else v for s, v in enumerate(values))
            rows.append((label, values))
        return rows

    def _round_text(self, summary) -> str:
        view = self.current_view
        if view is None or getattr(view, "reason", "") == "declined":
            return ""
        if view.went_out is not None:
            if self.is_you(view.went_out):
                return tr("You went out concealed.") if view.concealed else tr("You went out.")
            who = self.name_of(view.went_out)
            if view.concealed:
                return tr("{name} went out concealed.").format(name=who)
            return tr("{name} went out.").format(name=who)
        return tr("Nobody went out: the stock ran out.")

    def _raise_canasta_sheet(self, summary, result) -> None:
        names = self.side_names()
        view = self.current_view
        rows = self._round_rows(summary) if summary is not None else []
        text = self._round_text(summary)
        if result is None:
            title = tr("Round over")
            result_text = ""
            winner = getattr(summary, "winner", None)
        else:
            title = tr("Match over")
            winner = result.winner
            rows, text, result_text = self._match_parts(rows, text, result, names, view)
        self.present_summary(title, names, rows, text, result_text, result is not None, winner)

    def _match_parts(self, rows, text: str, result, names: list[str], view) -> tuple[list, str, str]:
        """The final totals, the chips per side and the doubling history under the round's breakdown."""
        totals = list(result.totals or (0, 0))[:2]
        declined = getattr(view, "reason", "") == "declined"
        if totals:
            rows = [r for r in rows if r[0] != QCoreApplication.translate("Scoring", "Match score")]
            rows.append((tr("Final total"), tuple(str(t) for t in totals)))
        stake = int(getattr(view, "stake", 0) or 0)
        limit = int(getattr(view, "limit", 0) or 0)
        if result.winner is not None and stake:
            chips = tuple(f"{stake:+d}" if s == result.winner else f"{-stake:+d}" for s in (0, 1))
        else:
            chips = ("0", "0")
        rows.append((tr("Chips"), chips))
        stake_line = (tr("Stake {stake} (limit {limit}).").format(stake=stake, limit=limit) if limit
                      else tr("Stake {stake} (no limit).").format(stake=stake))
        history = self.doubling_lines() or ([tr("No doubles.")] if getattr(view, "doubling", False) else [])
        text = "\n".join([t for t in (text, stake_line, self._wallet_line(result, stake, limit, view)) if t] + history)
        if result.winner is None:
            verdict = tr("The match is drawn: no chips change hands.")
        else:
            verdict = self._verdict(result.winner, names, totals, stake, declined)
        return rows, text, verdict

    def _verdict(self, winner: int, names: list[str], totals: list[int], stake: int, declined: bool) -> str:
        """Who won the match and the chips: to the player when their side is "You" (its partner named)."""
        two = self.players == 2
        values = dict(side=names[1 - winner], winner=names[winner], a=totals[winner], b=totals[1 - winner],
                      stake=stake)
        won, lost = self.side_with_you(winner), self.side_with_you(1 - winner)
        if won is not None:
            values["partner"] = self.name_of(won) if won >= 0 else ""
            if declined:
                line = (tr("{side} declined the double: you win {stake} chips.") if two else
                        tr("{side} declined the double: you and {partner} win {stake} chips."))
            else:
                line = (tr("You win {a} to {b} and {stake} chips.") if two else
                        tr("You and {partner} win {a} to {b} and {stake} chips."))
        elif lost is not None and declined:
            values["partner"] = self.name_of(lost) if lost >= 0 else ""
            line = (tr("You declined the double: {winner} wins {stake} chips.") if two else
                    tr("You and {partner} declined the double: {winner} win {stake} chips."))
        elif declined:
            line = (tr("{side} declined the double: {winner} wins {stake} chips.") if two else
                    tr("{side} declined the double: {winner} win {stake} chips."))
        else:
            line = (tr("{winner} wins {a} to {b} and {stake} chips.") if two else
                    tr("{winner} win {a} to {b} and {stake} chips."))
        return line.format(**values)

    def _wallet_line(self, result, stake: int, limit: int, view) -> str:
        """The player's chips after this match (:mod:`cardsuite.profile.wallet`): only for one player against
        rated opponents (the matches the statistics count), or once the match is settled."""
        seat = getattr(view, "seat", None)
        match_id = getattr(self.hints, "match_id", "")
        settled = (self.settings.get(wallet.KEY, {}) or {}).get("last", {}) if self.settings is not None else {}
        alone = sum(r is None for r in self.ratings) == 1
        if seat is None or not stake or self.settings is None or not (alone or settled.get("match") == match_id):
            return ""
        outcome = "draw" if result.winner is None else "win" if result.winner == seat % 2 else "loss"
        done = wallet.settlement_for(self.settings, match_id, wallet.stake_delta(stake, limit, outcome))
        if done.refilled:
            return tr("Your wallet ran empty and was refilled to {chips} chips.").format(chips=done.balance)
        return tr("Your wallet: {chips} chips ({delta:+d}).").format(chips=done.balance, delta=done.delta)

    # -- other players at a readable pace: melds fly from the hand, the pile to the hand --------------

    def show_view(self, view, events, legal) -> None:
        events = list(events)
        self.__dict__.setdefault("_lay_runs", {}).update(_lay_runs(events))
        super().show_view(view, events, legal)

    def animate_event(self, event) -> Any:
        data = event.data
        if event.kind == "move" and str(data.get("dst", "")).startswith("meld"):
            run = self.__dict__.get("_lay_runs", {}).pop(id(event), None)
            return self._fly_to_meld([e.data for e in run]) if run else None
        if event.kind == "take_pile":
            self._pickup = (data.get("seat"), getattr(data.get("top"), "text", None))
            self._flown = set()
            return None
        if event.kind == "move" and data.get("src") == "pile" and str(data.get("dst", "")).startswith("hand"):
            key = getattr(data.get("card"), "text", None)
            if key in self.__dict__.get("_flown", ()):
                return None
            if self.__dict__.get("_pickup") is not None:
                return self._fly_pickup(str(data["dst"]))
        return super().animate_event(event)

    def _fly_pickup(self, dst: str) -> Any:
        """The first pile-to-hand move of a pickup takes the whole pile with it, in one flight; the top card
        (gone to a meld) and red 3s (laid out by their own moves) stay for their own events."""
        _, top = self._pickup
        self._pickup = None
        hand = self.piles.get(dst)
        if hand is None:
            return None
        items = [it for it in self.pile.items if it.key != top and face_code(it.key) not in RED_THREES]
        self._flown = {it.key for it in items}
        with self.table_scene.deferred():
            for item in items:
                self.pile.detach(item)
                hand.add_item(item, True)
            self.pile.layout()
            hand.layout()
        return self.animator.settle(list(hand.items), items, stagger=18)

    def _fly_to_meld(self, moves: list[dict]) -> Any:
        """A run of cards laid onto one meld: each leaves the player's fan (a back turned face up) or the pile
        and lands in the meld's column, one after the other."""
        side, _, rank = str(moves[0]["dst"])[4:].partition(":")
        view = self.current_view
        mine = (getattr(view, "seat", None) or 0) % 2
        zone = self.zones["bottom" if int(side) == mine else "top"]
        src = self.piles.get(str(moves[0].get("src")))
        scene = self.table_scene
        flights, origins = [], {}
        with scene.deferred():
            for data in moves:
                key = card_key(data.get("card"))
                item = scene.reveal_from(src, key)
                if item is None:
                    item = scene.card_item(key, False)
                    origins[item] = (pile_top(src) if src is not None else zone.pos, False)
                zone.add_to_group(Rank(int(rank)), item, True)
                flights.append(item)
            touched = [p for p in (src, zone) if p is not None]
            for pile in touched:
                pile.layout()
        items = [it for pile in touched for it in pile.items]
        return self.animator.settle(items, flights, origins=origins, stagger=LAY_STAGGER)
