"""Temporary (not committed): pictures of a Spider hint for the report."""
import random
import pytest
from cardsuite import games
from cardsuite.games.spider.bots.levels import MediumBot
from cardsuite.games.spider.engine.actions import Move, TurnUp, Deal
from cardsuite.games.spider.engine.options import SpiderOptions
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat, Seat, SeatKind
from cardsuite.ui.toolkit.controller import MatchController
from support.tablehelpers import shown, click
from support.spiderhelpers import ready

ENTRY = games.GAMES["spider"]


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("steps", [0, 20])
def test_pics(qtbot, settings, size, steps):
    settings.set("hints_enabled", False)
    match = Match(ENTRY, SpiderOptions(), [local_seat("Ann"), Seat(SeatKind.REMOTE, "Rita", 1200)], seed=2)
    bot, rng = MediumBot(), random.Random(1)
    for _ in range(steps):
        legal = [a for a in match.legal(0) if isinstance(a, (Move, TurnUp, Deal))]
        match.submit(0, bot.choose(match.view(0), legal, rng))
    table = shown(qtbot, ENTRY.table_class()(ENTRY, match.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    ready(qtbot, table)
    click(table, table.hint_button.center_scene())
    qtbot.waitUntil(lambda: table.hint.action is not None, timeout=60_000)
    qtbot.wait(400)
    print(size, steps, table.hint.action, table.hint.reason)
    table.grab().save(f"/work/pics/speed/spider-hint-{size[0]}x{size[1]}-{'opening' if not steps else 'midgame'}.png")
    controller.shutdown()
