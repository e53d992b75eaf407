"""What the Schnapsen coach's tests share: an engine-only reference for play with every card open, rounds
played out by the easy and medium bots, and a round built around a known blunder."""

from __future__ import annotations

import random

from cardsuite.engine import Record
from cardsuite.games.schnapsen.bots.levels import EasyBot, MediumBot
from cardsuite.games.schnapsen.engine.game import GAME
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions


def engine_open_value(state, me: int, memo: dict | None = None) -> int:
    """Plain minimax over the engine's own legal actions (every card, announced or not, the exchange and the
    close), every card known: the game points ``me`` wins with perfect play by both.  Slow; small positions."""
    memo = {} if memo is None else memo
    if state.result is not None:
        winner, points, _ = state.result
        return points if winner == me else -points
    key = (tuple(sorted(state.hands[0])), tuple(sorted(state.hands[1])), tuple(state.talon), state.trump_card,
           state.leader, state.lead, tuple(state.card_points), tuple(state.marriage_points), tuple(state.pending),
           tuple(state.tricks), state.closed_by, state.close_snap)
    if key in memo:
        return memo[key]
    seat = state.to_move
    values = []
    for action in state.legal_actions(seat):
        child = state.copy()
        child.apply(seat, action)
        values.append(engine_open_value(child, me, memo))
    best = max(values) if seat == me else min(values)
    memo[key] = best
    return best


def record_for(seed: int, dealer: int = 0, options: SchnapsenOptions | None = None) -> tuple[Record, object]:
    """An empty record of a seeded round and its first state."""
    options = options or SchnapsenOptions()
    context = {"round": 0, "dealer": dealer}
    return (Record(GAME.name, GAME.rules_version, options.to_json(), seed, context),
            GAME.new_state(options, seed, context))


def play_out(record: Record, state, bots=None, rng: random.Random | None = None, until=None) -> None:
    """Play the round on (the easy bot in seat 0, medium in seat 1 unless ``bots``), logging into ``record``,
    until it is over or ``until(state)``."""
    bots = bots or (EasyBot(), MediumBot())
    rng = rng or random.Random(record.seed)
    while not state.is_over and not (until is not None and until(state)):
        seat = state.to_move
        action = bots[seat].choose(state.view(seat), state.legal_actions(seat), rng)
        apply(record, state, seat, action)


def apply(record: Record, state, seat: int, action) -> None:
    state.apply(seat, action)
    record.actions.append((seat, action.to_json()))


def blunder_round() -> Record:
    """A round of a hand-picked deal in which seat 0 (the non-dealer) throws a round won at once away.

    Spades are trumps.  Seat 0 takes the first two tricks with its aces (A♥ on 10♥, A♣ on 10♣: 42 points,
    two tricks), draws Q♠ to its K♠ from the talon's top and, at trick 3, announcing 40 in trumps reaches 82 and wins the round on the spot
    for 3 game points (seat 1 has no trick; RULES S-7, S-10, S-11).  Seat 0 leads J♦ instead, unannounced.
    The rest is played out by the medium bot for both seats."""
    from cardsuite.cards import card
    from cardsuite.games.schnapsen.engine.actions import Play
    from tests.support.schnapsenhelpers import order

    deck = order("AH AC KS JD QD", "10H 10C AS 10S JH", "JS", talon="QS")
    options = SchnapsenOptions()
    context = {"round": 0, "dealer": 1}
    record = Record(GAME.name, GAME.rules_version, options.to_json(), None, context, deck=[c.text for c in deck])
    state = GAME.from_deck(options, deck, context)
    for seat, text in ((0, "AH"), (1, "10H"), (0, "AC"), (1, "10C"), (0, "JD")):
        apply(record, state, seat, Play(card(text)))
    play_out(record, state, bots=(MediumBot(), MediumBot()), rng=random.Random(7))
    return record


def finished_match(entry, seed: int = 11, name: str = "Ann"):
    """A Schnapsen match (the local player ``name`` in seat 0, the easy bot in seat 1) whose first round has been
    played out by the easy and medium bots through ``Match.submit``, waiting for Continue."""
    from cardsuite.play.match import Match, Phase
    from cardsuite.play.seats import local_seat
    from tests.support.tablehelpers import easy_bot

    match = Match(entry, SchnapsenOptions.from_preset(), [local_seat(name), easy_bot(entry)], seed=seed)
    bots = (EasyBot(), MediumBot())
    rng = random.Random(seed)
    while match.phase == Phase.PLAYING:
        seat = match.state.to_move
        match.submit(seat, bots[seat].choose(match.view(seat), match.legal(seat), rng))
    return match


class CoachGate:
    """Holds :meth:`Coach.analyse_seats` (through ``monkeypatch``) until :meth:`release`, recording its thread."""

    def __init__(self, monkeypatch) -> None:
        import threading

        from cardsuite.games.schnapsen.bots import coach

        self.gate = threading.Event()
        self.threads: list = []
        self.finished = threading.Event()
        original = coach.Coach.analyse_seats
        gate = self

        def held(self, record, seats, progress=None):
            gate.threads.append(threading.current_thread())
            try:
                gate.gate.wait(30)
                return original(self, record, seats, progress)
            finally:
                gate.finished.set()
        monkeypatch.setattr(coach.Coach, "analyse_seats", held)

    def release(self) -> None:
        self.gate.set()
