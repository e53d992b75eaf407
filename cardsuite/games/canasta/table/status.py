"""What the Canasta table says besides the cards: the players' panels, the status line (what to do
next, and until the side has opened the minimum still needed), the pile's note, the cards known to be in
the other hands, the stake with the last step of its doubling, and the first-time tips (the sheets at the
end of a round and a match are :mod:`.result`'s)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from ..engine.actions import GoOut, TakePile
from ..engine.cards import cards_value
from .widgets import known_cards_text, rank_plural, tr


class Status:
    """The table's status part (mixed into :class:`.table.CanastaTable`)."""

    EYE_MS = 1600

    def _render_info(self, view, legal, me: int, buying: bool) -> None:
        side = me % 2
        for seat, panel in self.panels.items():
            self._eye_for(panel, seat, seat % 2 != side)
            if seat < len(view.hand_counts):
                panel.set_card_count(view.hand_counts[seat])
            parts = []
            if seat == view.dealer:
                parts.append(tr("Dealer"))
            if self.players == 4 and seat != me and seat % 2 == side:
                parts.append(tr("Partner"))
            s = seat % 2
            if not view.opened[s]:
                parts.append(tr("needs {n} to open").format(n=view.minimums[s]))
            else:
                have = sum(1 for m in view.melds[s] if m.canasta)
                parts.append(tr("{n} canastas").format(n=have) if have != 1 else tr("1 canasta"))
            panel.set_subtitle(" \u00b7 ".join(parts))

        self.status.set_text(self._next_step(view, legal, me, buying))
        self.detail.set_text(self._minimum_line(view, side, buying))
        if view.pile_blocked:
            note = tr("The pile is blocked: its top card is a wild card or a black 3.")
        elif view.pile_frozen and view.pile_top is not None:
            note = tr("The pile is frozen: take it only with two natural {rank} from your hand.").format(
                rank=rank_plural(view.pile_top.rank))
        else:
            note = ""
        self.pile_note.set_text(note)
        self._render_stake(view)
        self._show_tips(view, legal, me)

    def _next_step(self, view, legal, me: int, buying: bool) -> str:
        if view.phase == "over":
            return tr("Round over")
        if view.seat is None or view.to_move != me or not legal:
            who = view.to_move if view.to_move is not None else view.turn
            if self.is_you(who):
                if view.phase == "double":
                    return tr("You are deciding on the double\u2026")
                if view.phase == "ask":
                    return tr("You are deciding whether your partner may go out\u2026")
                return tr("You are playing\u2026")
            if view.phase == "double":
                return tr("{name} is deciding on the double\u2026").format(name=self.name_of(who))
            if view.phase == "ask":
                return tr("{name} is deciding whether you may go out\u2026").format(name=self.name_of(who))
            return tr("{name} is playing\u2026").format(name=self.name_of(who))
        if view.phase == "double":
            return tr("Double, or give up?")
        if view.phase == "ask":
            return tr("Your partner asks: may I go out?")
        if view.phase == "draw":
            if buying:
                rank = view.pile_top.rank
                if any(c.rank == rank and c not in self.buy_cards for c in view.hand):
                    return tr("Add {rank} from your hand (click them), then press Take pile").format(
                        rank=rank_plural(rank))
                return tr("Press Take pile to take the discard pile")
            if any(isinstance(a, TakePile) for a in legal):
                return tr("Your turn: click the stock to draw, or the discard pile to take it")
            return tr("Your turn: click the stock to draw")
        if view.must_go_out:
            return tr("You must go out this turn: meld your cards, then press Go out")
        if any(isinstance(a, GoOut) for a in legal):
            return tr("You can go out: press Go out")
        return tr("Meld cards, then discard one: drag it to the pile or double-click it")

    def _minimum_line(self, view, side: int, buying: bool) -> str:
        if view.phase == "over":
            return ""
        if not view.opened[side]:
            # the cards laid this turn are the player on turn's: they count here only when on our side
            ours = view.turn is not None and view.turn % 2 == side
            laid = list(view.laid_this_turn) if ours else []
            if buying and view.pile_top is not None:
                laid += [view.pile_top] + list(self.buy_cards)
            total = cards_value(laid)
            need = view.minimums[side]
            if total and view.turn == view.seat:
                return tr("Your melds count {n}; you need {m} to open.").format(n=total, m=need)
            if total:
                return tr("Your partner's melds count {n}; your side needs {m} to open.").format(n=total, m=need)
            return tr("You need {m} to open.").format(m=need)
        have = sum(1 for m in view.melds[side] if m.canasta)
        need = view.canastas_needed
        if have < need:
            return tr("Canastas: {have} of the {need} needed to go out.").format(have=have, need=need)
        return tr("You have the canastas to go out.")

    # -- what is known of the other hands, and the stake ------------------------------------------

    def _render_known(self, view, me: int) -> None:
        """Each other hand's known cards (RULES: taken with the pile, public) listed in a note that names the
        player, right against their fan (a note beside another player's panel must not read as theirs)."""
        shown = dict.fromkeys(self.known_notes, "")
        for seat in range(view.players):
            place = self.seat_place(seat)
            if seat == me or place not in shown or seat >= len(view.known) or not view.known[seat]:
                continue
            shown[place] = tr("Known cards of {name}: {cards}").format(name=self.name_of(seat),
                                                                       cards=known_cards_text(view.known[seat]))
        for place, note in self.known_notes.items():
            note.set_text(shown[place])
            note.setVisible(bool(shown[place]))
            if shown[place]:
                self.place_known_note(place)

    def _render_stake(self, view) -> None:
        """The stake and its limit, who may double next (RULES C-14) and the last doubling step, on the table for
        the whole match (every match is played for its stake); an answer to a double is also said aloud once."""
        stake, limit = view.stake, view.limit
        lines = [tr("Stake {stake} (limit {limit}).").format(stake=stake, limit=limit) if limit
                 else tr("Stake {stake} (no limit).").format(stake=stake)]
        lines.append(self.doubling_state(view))
        steps = self.doubling_lines()
        if steps:
            lines.append(steps[-1])
        text = "\n".join(lines)
        self.stake_note.set_text(text)
        self.stake_note.setVisible(True)
        seen = getattr(self, "_doublings_seen", None)      # None: the first view (a resumed match says nothing)
        self._doublings_seen = len(view.doublings)
        if seen is not None and len(view.doublings) > seen:
            last = view.doublings[-1]
            if last.kind != "proposed" and last.seat != view.seat:
                self.show_message(steps[-1])

    def doubling_state(self, view) -> str:
        """Whether the stake can still be doubled, and by whom: only the side that accepted the last double may
        propose the next, never above the limit (RULES C-14)."""
        if not view.doubling:
            return tr("No doubling at this table.")
        target = view.stake * 2
        if view.phase == "double":
            return tr("A double to {n} awaits its answer.").format(n=view.stake * 2)
        if view.limit and target > view.limit:
            return tr("The limit is reached: no more doubling.")
        four = view.players == 4
        if view.double_side is None:
            text = tr("Either side may double (to {n}).") if four else tr("Either player may double (to {n}).")
        elif view.double_side == self.me % 2:
            text = tr("Only your side may double next (to {n}).") if four else tr("Only you may double next (to {n}).")
        elif four:
            text = tr("Only the other side may double next (to {n}).")
        else:
            return tr("Only {name} may double next (to {n}).").format(name=self.name_of(view.double_side), n=target)
        return text.format(n=target)

    # -- the eye (sheet 000) -----------------------------------------------------------------

    def _eye_for(self, panel, seat: int, theirs: bool) -> None:
        """The eye beside the other side's card counts.  Both meld zones are always in view here,
        so the eye points the other side's melds out (lit for a moment) instead of opening them."""
        panel.set_eye_visible(theirs)
        wired = self.__dict__.setdefault("_eyes_wired", set())
        if theirs and seat not in wired:
            wired.add(seat)
            panel.eye_toggled.connect(lambda on, p=panel: self._eye_toggled(p, on))

    def _eye_toggled(self, panel, on: bool) -> None:
        zone = self.zones["top"]
        for item in zone.items + self.red3s["top"].items:
            item.set_state("highlight", on)
        if on:
            QTimer.singleShot(self.EYE_MS, panel, lambda: panel.set_eye_checked(False))   # not once panel is gone

    # -- first-time tips ----------------------------------------------------------------------

    def _show_tips(self, view, legal, me: int) -> None:
        """At most one tip at a time, anchored where it applies; never over the status line or a button."""
        if not legal or view.seat is None or view.phase in ("double", "ask", "over"):
            return
        hints = self.hints
        side = me % 2
        candidates = []
        if view.red_threes[side]:
            candidates.append(("canasta.red3", tr(
                "Red 3s are laid out at once and replaced: 100 points each, 800 for all four (against you if "
                "your side has no meld when the round ends)."), self.red3s["bottom"]))
        if not view.opened[side]:
            candidates.append(("canasta.minimum", tr(
                "Your first melds together must count at least {n} points. Click a card to start a meld; "
                "three cards of one rank make one.").format(n=view.minimums[side]), self.zones["bottom"]))
        if view.pile_frozen and view.pile:
            candidates.append(("canasta.frozen", tr(
                "A frozen pile (a wild card in it, or your side has not melded) can be taken only with two "
                "natural cards of its top card's rank from your hand."), self.pile))
        if view.pile_top is not None and view.pile_top.rank.code == "3" and not view.pile_top.is_red:
            candidates.append(("canasta.black3", tr(
                "A black 3 on the pile blocks it for the next player. Black 3s may be melded only when going "
                "out."), self.pile))
        if view.opened[side]:
            candidates.append(("canasta.canasta", tr(
                "Seven cards of one rank make a canasta: 500 natural, 300 with wild cards. You need {n} to go "
                "out; then meld every card, or all but one which you discard.").format(n=view.canastas_needed),
                self.zones["bottom"]))
        for hint_id, text, anchor in candidates:
            if hints.enabled and not hints.is_closed(hint_id):
                hints.show(hint_id, text, anchor, first_time=True)
                return
