"""Hints for a human seat: the move the game's strongest bot would make, from the seat's view alone.

Every table asks through one :class:`HintService`: the strongest registered level (highest rating, so an
``expert`` level, once registered above ``hard``, is used without change) decides on a worker
(:class:`~cardsuite.play.runners.ThreadRunner`: off the GUI thread, within the bot's own work budget), and the
answer comes back on the host's thread only if it is still wanted -- asking again, :meth:`HintService.cancel`
(the player moved, the view changed) or :meth:`HintService.close` drops an answer still being computed.
The bot's RNG is seeded from the view, so the same position gets the same hint.
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from typing import Any, Callable, Sequence

from cardsuite.bots import Bot, BotLevel
from cardsuite.engine import Action, View

from .runners import Runner


def strongest_level(levels: dict[str, BotLevel]) -> BotLevel:
    """The level a hint asks: the highest rating (the last registered of equals), never the random player."""
    real = [lvl for name, lvl in levels.items() if name != "random"] or list(levels.values())
    best = real[0]
    for lvl in real[1:]:
        if lvl.rating >= best.rating:
            best = lvl
    return best


def hint_move(bot: Bot, view: View, legal: Sequence[Action]) -> Action:
    """The bot's choice for ``view`` (a pure function of the view: its RNG is seeded from it)."""
    if not legal:
        raise ValueError("a hint needs at least one legal action")
    if len(legal) == 1:
        return legal[0]
    action = bot.choose(view, list(legal), random.Random(repr(view)))
    return action if action in legal else legal[0]


class HintService:
    """One table's hints: :meth:`request` starts the strongest bot on ``runner``; ``answer(action)`` (or
    ``failed(exc)``) is called on the host's thread unless the request was cancelled or superseded."""

    def __init__(self, levels: dict[str, BotLevel], runner: Runner) -> None:
        self.level = strongest_level(levels)
        self._runner = runner
        self._bot: Bot | None = None
        self._ticket = 0
        self._pending = False
        self._closed = False

    @property
    def pending(self) -> bool:
        """A hint is being computed."""
        return self._pending

    def request(self, view: View, legal: Sequence[Action], answer: Callable[[Action], None],
                failed: Callable[[BaseException], None] | None = None) -> bool:
        """Ask for a hint on ``view``; False (nothing asked) without legal actions or once closed."""
        if self._closed or not legal:
            return False
        if self._bot is None:
            self._bot = self.level.make()
        self._ticket += 1
        ticket, bot, legal = self._ticket, self._bot, list(legal)
        self._pending = True

        def done(future: Future) -> None:
            if ticket != self._ticket or self._closed:
                return      # cancelled or superseded meanwhile: that hint is for a position gone by
            self._pending = False
            exc: Any = future.exception()
            if exc is not None:
                if failed is not None:
                    failed(exc)
                return
            answer(future.result())

        self._runner.start(lambda: hint_move(bot, view, legal), done)
        return True

    def cancel(self) -> None:
        """Drop the hint being computed (its answer, when it comes, is not delivered)."""
        self._ticket += 1
        self._pending = False

    def close(self) -> None:
        """No more hints; the worker stops (a search still running is not waited for)."""
        self.cancel()
        self._closed = True
        self._runner.shutdown()
