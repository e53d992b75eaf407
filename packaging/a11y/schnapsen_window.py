"""The app's main window at a Schnapsen table against the easy bot (deal 7), for the screen-reader check of
packaging/a11y/schnapsen_round.sh: the same window and table a player gets from Play, without the new-game
dialog in front, so the keys sent by xdotool play the round.

    .venv/bin/python packaging/a11y/schnapsen_window.py [LANGUAGE]
"""

from __future__ import annotations

import sys
from dataclasses import replace

from PySide6.QtWidgets import QApplication


def main() -> int:
    app = QApplication([sys.argv[0]])
    app.setApplicationName("cardsuite")
    app.setApplicationDisplayName("cardsuite")
    from cardsuite import games
    from cardsuite.storage import Settings
    from cardsuite.ui.app.choice import bot_choice
    from cardsuite.ui.app.mainwindow import MainWindow
    from cardsuite.ui.toolkit.i18n import install_translators
    settings = Settings.load()
    settings.set("hints_enabled", False)      # the tips would take the first Tab stops
    keep = install_translators(sys.argv[1] if len(sys.argv) > 1 else "en", app)
    entry = games.GAMES["schnapsen"]
    level = entry.bot_levels()["easy"]
    options = entry.game().Options.from_preset()
    window = MainWindow(settings)
    window.resize(1100, 760)
    window.show()
    choice = bot_choice(entry, options, level.rating, level.rating, "Ann")
    window.play("schnapsen", replace(choice, seed=7))
    window.table.setFocus()
    code = app.exec()
    del keep
    return code


if __name__ == "__main__":
    sys.exit(main())
