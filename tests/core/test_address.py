"""One reading of "host:port" (cardsuite.address) for the join dialog, ``--announce``, the settings' discovery
targets and the lobby: the same texts are accepted and refused everywhere (four parsers had drifted)."""

from __future__ import annotations

import pytest

from cardsuite.address import parse_address
from cardsuite.profile.settings import Settings


@pytest.mark.parametrize("text, address", [
    ("127.0.0.1:47474", ("127.0.0.1", 47474)),
    ("  192.168.1.20:47475 ", ("192.168.1.20", 47475)),          # as typed into the join dialog
    ("192.168.1.20 : 47475", ("192.168.1.20", 47475)),
    ("255.255.255.255:47474", ("255.255.255.255", 47474)),
    ("living-room.local:1", ("living-room.local", 1)),
    ("host:65535", ("host", 65535)),
    ("[::1]:47474", ("::1", 47474)),
    ("[ fe80::1 ]:9", ("fe80::1", 9)),
    ("::1:47474", ("::1", 47474)),                                # the last colon is the port's
])
def test_an_address_and_port(text, address):
    assert parse_address(text) == address


@pytest.mark.parametrize("text", [
    "127.0.0.1", "127.0.0.1:", ":47474", " :47474", "host:port", "host:0", "host:65536", "host:-1", "host:+80",
    "host:4747 4", "my host:47474", "host:\u00b2", "host:\uff14\uff17", "fe80::1", "[]:47474", "[::1:47474",
    "", "   ", None, 47474,
])
def test_not_an_address_and_port(text):
    with pytest.raises(ValueError, match="is not an address:port"):
        parse_address(text)


def test_a_settings_file_with_a_target_that_is_no_address_loads_with_the_default():
    """A superscript two passes ``str.isdigit`` but not ``int``: the old check raised from inside the settings'
    validation, so such a file stopped the app at start-up."""
    settings = Settings({"lan_discovery_targets": ["127.0.0.1:\u00b2"]})
    assert settings.get("lan_discovery_targets") == Settings.DEFAULTS["lan_discovery_targets"]
    kept = Settings({"lan_discovery_targets": ["127.0.0.1:47474", " 192.168.1.255 :47474", "[::1]:47474"]})
    assert kept.get("lan_discovery_targets") == ["127.0.0.1:47474", " 192.168.1.255 :47474", "[::1]:47474"]


def test_the_discovery_reads_its_targets_the_same_way(qapp):
    from cardsuite.net.discovery import Discovery
    discovery = Discovery("Ana", targets=[" 127.0.0.1:47474", "[::1]:47474"])
    assert discovery.targets == [("127.0.0.1", 47474), ("::1", 47474)]
    with pytest.raises(ValueError):
        Discovery("Ana", targets=["127.0.0.1"])


@pytest.mark.parametrize("text, joined", [(" [::1]:47475 ", ("::1", 47475)), ("127.0.0.1 :47475", ("127.0.0.1", 47475)),
                                          ("127.0.0.1:\u00b2", None), ("127.0.0.1", None)])
def test_the_join_dialog_reads_the_address_the_same_way(qtbot, monkeypatch, text, joined):
    from PySide6.QtWidgets import QInputDialog

    from cardsuite.ui.app.mainwindow import MainWindow
    window = MainWindow(Settings({}, read_only=True))
    qtbot.addWidget(window)
    asked = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: (text, True))
    monkeypatch.setattr(window.lan, "join", lambda address, port: asked.append((address, port)))
    window.join_action.trigger()
    if joined is None:
        assert asked == [] and window.last_message == ("Could not join the table",
                                                       "Write the address and the port as address:port.")
    else:
        assert asked == [joined] and window.last_message is None
