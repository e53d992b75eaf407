"""Hints at a LAN table (issue 25 §2): offered only when the host allows them -- an option of the host dialog,
carried to the guests in the welcome's table settings.  Real sockets on 127.0.0.1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardsuite import games
from cardsuite.play.seats import BotSeat, remote_seat
from cardsuite.ui.lan.hostdialog import HostDialog
from support.hinthelpers import HintWatch
from support.tablehelpers import key

ENTRY = games.get("schnapsen")


def guest(qtbot, lan, table: dict):
    """A Schnapsen table hosted with these table settings (a bot and a remote seat) and a guest at it, on turn."""
    bot = BotSeat(ENTRY.bot_levels()["easy"], "Bo", pace=0.0)
    hosted = lan.host(ENTRY, ENTRY.game().Options.from_preset(), [bot, remote_seat("Waiting…")], table=table)
    joined = lan.join("Guest", hosted.port)
    qtbot.waitUntil(lambda: joined.table is not None and joined.table.current_view is not None
                    and joined.table.can_act())
    return hosted, joined


@pytest.mark.parametrize("table", [{}, {"hints": False}])
def test_a_guest_gets_no_hint_unless_the_host_allowed_it(qtbot, lan, table, monkeypatch):
    watch = HintWatch(monkeypatch)
    _, joined = guest(qtbot, lan, table)
    assert not joined.table.hints_allowed and not joined.table.hint_button.isVisible()
    key(joined.table, Qt.Key.Key_H)
    assert joined.table.last_message == "Hints are not allowed at this table."
    assert not joined.table.hint.pending and joined.table.hint.action is None and not watch.threads


def test_a_guest_gets_a_hint_when_the_host_allowed_it_and_its_result_is_marked(qtbot, lan, monkeypatch):
    HintWatch(monkeypatch)
    _, joined = guest(qtbot, lan, {"hints": True})
    assert joined.table.hints_allowed and joined.table.hint_button.isVisible()
    key(joined.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: joined.table.hint.action is not None)
    assert joined.table.hint.action in joined.table.current_legal and joined.table.hint.reason
    assert joined.remote.hints_used


def test_the_host_dialog_allows_hints_only_when_asked(qtbot, settings):
    dialog = HostDialog(settings, [("p1", "Ana")], game="schnapsen")
    qtbot.addWidget(dialog)
    assert dialog.table_settings()["hints"] is False
    dialog.allow_hints.setChecked(True)
    assert dialog.table_settings()["hints"] is True


@pytest.mark.parametrize("allowed", [False, True])
def test_the_hosts_own_table_offers_hints_only_when_allowed(qtbot, lan, settings, allowed):
    from support.lanhelpers import lan_window
    window = lan_window(qtbot, settings)
    window.lan.host({"game": "schnapsen", "options": ENTRY.game().Options.from_preset().to_json(),
                     "seats": [{"kind": "local", "level": None}, {"kind": "remote", "level": None}],
                     "access": "anyone", "ratings": None, "invited": [], "hints": allowed})
    qtbot.waitUntil(lambda: window.table is not None and window.lan.server is not None)
    assert window.table.hints_allowed is allowed
    window.close()
