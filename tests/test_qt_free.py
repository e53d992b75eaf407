"""House rule 1: the core modules import no Qt (they run in a plain process)."""

import subprocess
import sys

QT_FREE = ["cardsuite.cards", "cardsuite.codec", "cardsuite.engine", "cardsuite.bots", "cardsuite.match",
           "cardsuite.seats", "cardsuite.storage", "cardsuite.versioned_json", "cardsuite.games",
           "cardsuite.sessions", "cardsuite.translate", "cardsuite.host"]
QT_FREE += ["cardsuite.net.protocol", "cardsuite.net.fairness", "cardsuite.crashlog"]


def game_modules():
    from cardsuite import games
    mods = []
    for entry in games.ENGINES.values():
        mods += [f"{entry.package}.rules", f"{entry.package}.bots"]
    return mods


def test_core_modules_import_no_qt():
    modules = QT_FREE + game_modules()
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules) +
            "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
            "print(bad)\nraise SystemExit(1 if bad else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
