"""The app's main window at a Schnapsen table against the easy bot (deal 7), for the screen-reader check of
packaging/a11y/schnapsen_round.sh: the same window and table a player gets from Play, without the new-game
dialog in front, so the keys sent by xdotool play the round.

    .venv/bin/python packaging/a11y/schnapsen_window.py [LANGUAGE]

``A11Y_TRANSLATIONS=FILE`` (a JSON file ``{"English text": {"pl": "...", "sl": "..."}}``, as the engineers hand
new texts to whoever fills the catalogues) adds translations the compiled catalogue does not have yet, so a new
text can be heard in Polish or Slovenian before it reaches assets/i18n.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import replace

from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication


class JsonTranslator(QTranslator):
    """Translations from a JSON file for one language, asked before the app's catalogues."""

    def __init__(self, path: str, language: str, parent=None):
        super().__init__(parent)
        with open(path, encoding="utf-8") as file:
            self.texts = {source: row.get(language, "") for source, row in json.load(file).items()}

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
        return self.texts.get(source) or None     # None: not here, ask the next catalogue

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return not self.texts


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
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    keep = install_translators(language, app)
    extra = os.environ.get("A11Y_TRANSLATIONS")
    if extra and language != "en":
        keep.append(JsonTranslator(extra, language, app))
        app.installTranslator(keep[-1])
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
