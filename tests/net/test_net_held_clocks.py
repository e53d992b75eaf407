"""A hosted Spider duel waits for its opponent with every clock standing (real sockets on 127.0.0.1, the host's
clock a fake one moved by the test): no time is charged, shown or played before every remote seat is taken, and
both seats' clocks start together when it is -- hosted from the app's window and by the headless host."""

from __future__ import annotations

import io

import pytest

from cardsuite import games
from cardsuite.engine import IllegalAction
from cardsuite.play.match import Phase
from support.hostfakes import FakeTime
from support.lanhelpers import lan_window

SPIDER = games.get("spider")
SPIDER_TABLE = {"game": "spider", "options": SPIDER.game().Options.from_preset().to_json(),
                "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                "access": "anyone", "ratings": None, "invited": []}


def settled(qtbot, table) -> None:
    """The table shows its first view and its opening deal is over (its display clock would run from now)."""
    qtbot.waitUntil(lambda: table.current_view is not None and table.current_view.board is not None
                    and table.animations_idle())


def test_a_duel_hosted_from_the_app_charges_no_time_until_the_opponent_sits_down(qtbot, lan, settings):
    # RULES P-10: both play the same deal at the same time; the host owns both clocks, held until both sit down
    time = FakeTime()
    host_window = lan_window(qtbot, settings)
    host_window.clock = time
    match = host_window.lan.host(SPIDER_TABLE)
    host, table = host_window.controller.host, host_window.table
    assert match is not None and host.on_hold
    settled(qtbot, table)
    time.advance(45)
    assert host.clocks.readings() == (0, 0)
    assert table.clock.elapsed_ms() == 0 and not table.clock.running, "the display stands while the table waits"
    assert table.current_legal == []
    move = match.legal(0)[0]
    table.action_chosen.emit(move)                     # the host's player cannot get ahead meanwhile
    with pytest.raises(IllegalAction, match="waiting for its players"):
        host.submit(0, move)
    assert not match.record.actions and match.view(0).me.elapsed_ms == 0

    guest_window = lan_window(qtbot, settings)
    guest_window.lan.name = lambda: "Guest"
    guest_window.lan.join("127.0.0.1", host_window.lan.server.port())
    qtbot.waitUntil(lambda: not host.on_hold)
    assert host.clocks.readings() == (0, 0), "both clocks start from nothing when the opponent sits down"
    qtbot.waitUntil(lambda: guest_window.table is not None and bool(guest_window.table.current_legal))
    settled(qtbot, guest_window.table)
    qtbot.waitUntil(lambda: bool(table.current_legal) and table.clock.running and guest_window.table.clock.running)
    time.advance(7)
    assert host.clocks.readings() == (7000, 7000)
    assert table.clock.elapsed_ms() == 7000
    table.action_chosen.emit(match.legal(0)[0])
    qtbot.waitUntil(lambda: bool(match.record.actions))
    assert match.view(0).me.elapsed_ms == 7000, "stamped with the host's reading"
    guest_window.leave_table()
    qtbot.waitUntil(lambda: host_window.match is None or host_window.match.phase == Phase.OVER)
    host_window.close()


def test_the_headless_host_starts_both_duel_clocks_when_the_second_player_sits_down(qtbot, lan):
    # RULES P-10: a player who sat down first waits with their clock standing, and neither gets ahead
    from cardsuite.net.headless import HeadlessHost, build_match
    from cardsuite.profile.sessions import Sessions
    from cardsuite.profile.settings import Settings

    time = FakeTime()
    sessions = Sessions(Settings.load())
    match = build_match("spider", None, [], None, 0.0, sessions)
    hosted = HeadlessHost(match, sessions, name="Family", bind="127.0.0.1", port=0, targets=[("127.0.0.1", 9)],
                          out=io.StringIO(), now=time)
    try:
        port = hosted.start()
        ann = lan.join("Ann", port)
        settled(qtbot, ann.table)
        time.advance(90)
        assert hosted.host.on_hold and hosted.host.clocks.readings() == (0, 0)
        assert ann.table.current_legal == [] and not ann.table.clock.running and ann.table.clock.elapsed_ms() == 0
        bo = lan.join("Bo", port)
        qtbot.waitUntil(lambda: not hosted.host.on_hold)
        assert hosted.host.clocks.readings() == (0, 0)
        settled(qtbot, bo.table)
        qtbot.waitUntil(lambda: ann.table.clock.running and bo.table.clock.running)
        time.advance(3)
        assert hosted.host.clocks.readings() == (3000, 3000)
        assert not match.record.actions
    finally:
        hosted.stop()
