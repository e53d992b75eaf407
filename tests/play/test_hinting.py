"""The hint service (issue 25 §2), Qt-free: the strongest level decides on the runner; an answer asked for a
position gone by (cancelled, superseded, closed) is never delivered."""

from __future__ import annotations

from concurrent.futures import Future

from cardsuite import games
from cardsuite.play.hinting import HintService, hint_move, strongest_level


class HeldRunner:
    """A runner that keeps each task until :meth:`run_all` (as a worker thread would, later)."""

    def __init__(self):
        self.tasks, self.closed = [], False

    def start(self, task, done):
        self.tasks.append((task, done))

    def run_all(self):
        tasks, self.tasks = self.tasks, []
        for task, done in tasks:
            future = Future()
            future.set_result(task())
            done(future)

    def shutdown(self):
        self.closed = True


def schnapsen_position():
    entry = games.get("schnapsen")
    game = entry.game()
    state = game.new_state(game.Options.from_preset(), 7)
    seat = state.to_move if isinstance(state.to_move, int) else min(state.to_move)
    return entry, state.view(seat), state.legal_actions(seat)


def test_the_hint_is_the_strongest_levels_move_and_a_cancelled_one_is_dropped():
    entry, view, legal = schnapsen_position()
    runner = HeldRunner()
    service = HintService(entry.bot_levels(), runner)
    assert service.level is strongest_level(entry.bot_levels())
    answers = []
    assert service.request(view, legal, answers.append)
    assert service.pending
    service.cancel()                    # the player moved
    runner.run_all()
    assert answers == [] and not service.pending
    assert service.request(view, legal, answers.append)
    assert service.request(view, legal, answers.append)     # asked again: only the newer answer counts
    runner.run_all()
    expected = hint_move(service.level.make(), view, legal)
    assert answers == [expected] and expected in legal
    service.close()
    assert runner.closed and not service.request(view, legal, answers.append)
