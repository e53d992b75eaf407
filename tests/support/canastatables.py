"""Canasta tables on screen for tests: a match opened at a table, a doubling position, a bot that answers doubles,
a position with melds and a browsable pile, and whether a spread of cards shows every index.  Shared by the Canasta
table tests, the keyboard tests and the statistics tests that read the Canasta result sheet."""

from __future__ import annotations

from cardsuite import games
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.tablehelpers import click, easy_bot, shown

ENTRY = games.GAMES["canasta"]
PILE = "4C 9D JH 6S 2C QD 8H KS 5D"      # the discard pile of position(), bottom first


def open_match(qtbot, settings, options, seats, state=None, seed=5):
    match = Match(ENTRY, options, seats, seed=seed)
    if state is not None:
        match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, CanastaTable(ENTRY, match.options, settings), (1280, 800))
    controller = MatchController(match, table, settings)
    controller.start()
    return match, table, controller


class Answering:
    """A bot that answers every double with ``answer`` (AcceptDouble or DeclineDouble), else plays as ``inner``."""

    def __init__(self, inner, answer):
        self.inner, self.answer = inner, answer

    def choose(self, view, legal, rng):
        answers = [a for a in legal if isinstance(a, self.answer)]
        return answers[0] if answers else self.inner.choose(view, legal, rng)


def doubling_match(qtbot, settings, answer, me="Ann"):
    options = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=80, target=1)
    state = layout(options, hands=["7C 7D 7H", "9C 10D JH QS 6D 5C JC"], pile="4C 9D", stock="5H 5D",
                   melds={0: ["KH KD KC KS KC KD KH"]}, turn=0)
    bot = easy_bot(ENTRY, "Bo")
    bot.bot = Answering(bot.bot, answer)
    return open_match(qtbot, settings, options, [local_seat(me), bot], state)


def propose_double(qtbot, match, table) -> None:
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    click(table, table.double_button.center_scene())
    assert table.prompt_visible()
    click(table, table.prompt.yes_button.center_scene())


def position(**kw):
    """A StarGames position with melds on both sides and PILE as the discard pile; ``kw`` overrides it."""
    options = CanastaOptions.from_preset("StarGames", target=1)
    base = dict(hands=["8S 8C 8D 7C 7D 7H 5S 5H KH", "9C 10D JH QS 6D 5C JC"], pile=PILE, stock="QH KD",
                melds={0: ["AS AH AD AC 2D"], 1: ["10S 10H 10C"]}, turn=0)
    base.update(kw)
    return layout(options, **base)


def readable(items) -> bool:
    """Every card's left strip (its index) is uncovered by the cards above it."""
    xs = sorted((it.pos().x(), it.pos().y()) for it in items)
    rows: dict[float, list[float]] = {}
    for x, y in xs:
        rows.setdefault(round(y, 3), []).append(x)
    return all(b - a >= 0.2 for row in rows.values() for a, b in zip(row, row[1:]))
