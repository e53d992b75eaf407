"""What the first window loads before it is shown (issue 24: the first window within 2x a bare PySide6 window):
the start screen needs the registry, the profile and the shell, not the match, network or rules code, which load
with the first match or the first use of network play.  Run in a fresh interpreter, as a start is."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SHOWN = """
import json, sys
from cardsuite.app import _AppSession
from cardsuite.storage import Settings
settings = Settings.load()
session = _AppSession(None, settings)
from cardsuite.ui.app.mainwindow import MainWindow
window = MainWindow(settings)
window.show()
print(json.dumps(sorted(m for m in sys.modules if m.startswith("cardsuite"))))
window.close()
"""

LATER = ("cardsuite.play", "cardsuite.net", "cardsuite.engine", "cardsuite.ui.lan", "cardsuite.games.canasta.engine",
         "cardsuite.games.schnapsen.engine", "cardsuite.games.spider.engine", "cardsuite.ui.toolkit.table")


def test_the_first_window_loads_no_match_network_or_rules_code():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", SHOWN], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stderr
    loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert "cardsuite.ui.app.mainwindow" in loaded
    assert [m for m in loaded if m.startswith(LATER)] == []
