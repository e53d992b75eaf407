"""Toy-game matches through Sessions for the Qt-free session and statistics tests."""

from __future__ import annotations

from cardsuite.play.match import Phase
from cardsuite.play.seats import BotSeat, local_seat


def toy_seats(toy_entry):
    return [local_seat("Ann"), BotSeat(toy_entry.bot_levels()["easy"], "Marta", pace=0)]


def start_toy_match(sessions, toy_entry, seed: int = 5, preset: str | None = None):
    """A new toy match of Ann against the easy bot, attached to ``sessions`` and saved."""
    match = sessions.new_match("toy", toy_entry.game().Options.from_preset(preset), toy_seats(toy_entry), seed)
    sessions.attach(match)
    sessions.save_now(match)
    return match


def step(match) -> None:
    """One action of whoever is to move (the first legal one), or the next round."""
    if match.phase == Phase.BETWEEN_ROUNDS:
        match.next_round()
        return
    seat = min(match.waiting())
    match.submit(seat, match.legal(seat)[0])
