"""The main window's dialogs: settings, statistics, rules and About (a part of :class:`.mainwindow.MainWindow`,
kept in its own module so each stays readable; the texts keep the window's translation context)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from cardsuite import __version__, games
from cardsuite.profile import folders, versioned_json
from ..toolkit import i18n, seeing
from ..toolkit.assets import app_icon
from ..toolkit.i18n import game_title

CONTEXT = "MainWindow"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class WindowDialogs:
    """Mixed into MainWindow: uses its ``settings``, ``stats``, ``entry``, ``table``, ``start_screen``,
    ``inform``, ``new_game``, ``_update_actions``, ``settings_changed`` and ``_rules_windows``."""

    def show_statistics(self, game: str | None = None):
        """The statistics window (one at a time); playing a deal again from it opens the new-game dialog."""
        from .statswindow import StatsWindow
        window = StatsWindow(self.stats, self.settings, self, game or (self.entry.name if self.entry else None))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.replay_requested.connect(
            lambda n, deal, options: QTimer.singleShot(0, self, lambda: self.new_game(n, deal, options)))
        window.show()
        return window

    # -- settings ----------------------------------------------------------------------------------

    def set_setting(self, key: str, value) -> None:
        try:
            self.settings.set(key, value)
        except (versioned_json.StorageError, ValueError, TypeError) as error:
            self.inform(tr("Settings not saved"), str(error), QMessageBox.Icon.Warning)
        self._settings_applied([key])

    def _hints_toggled(self, on: bool) -> None:
        self.set_setting("hints_enabled", bool(on))

    def set_language(self, code: str) -> None:
        if (self.settings.get("language") or "") == code:
            return
        self.set_setting("language", code)

    def apply_language(self) -> None:
        """Switch to the language of the settings now: new catalogues, and every open window, the start
        screen, the table (its buttons, panels and status, rendered again) and the menus retranslated."""
        from PySide6.QtWidgets import QApplication, QGraphicsView
        retext = i18n.switch_language(self.settings.get("language") or "")
        i18n.apply_card_letters(self.settings.get("card_letters"))
        for window in QApplication.topLevelWidgets():
            i18n.retranslate_widget(window, retext)
            for view in [window] if isinstance(window, QGraphicsView) else window.findChildren(QGraphicsView):
                i18n.retranslate_scene(view.scene(), retext)
        for window in QApplication.topLevelWidgets():
            retranslate = getattr(window, "retranslate", None)
            if callable(retranslate):
                retranslate()
        self._refresh_cards()
        table = self.table
        if table is not None and getattr(table, "current_view", None) is not None:
            table.set_players([retext(name) for name in table.names], table.ratings, table.seat)   # "You"
            if table.match_totals is not None:
                table.set_match_score(table.match_totals)
        if table is not None and callable(getattr(table, "retranslate", None)):
            table.retranslate()   # its own texts from their sources (``retext`` guesses from what is shown)

    def _refresh_cards(self) -> None:
        """Cards drawn again (their corner letters may have changed; each item caches its picture)."""
        for card in self.start_screen.cards.values():
            card.update_picture()
        self.start_screen.update()
        scene = getattr(self.table, "table_scene", None)
        if scene is not None:
            for item in scene.card_items():
                item.update()
            self.table.resetCachedContent()
            self.table.viewport().update()

    def choose_table_colour(self) -> None:
        from PySide6.QtWidgets import QColorDialog
        colour = QColorDialog.getColor(QColor(self.settings.get("table_colour")), self, tr("Table colour"))
        if colour.isValid():
            self.set_setting("table_colour", colour.name())

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog
        dialog = SettingsDialog(self.settings, self)
        dialog.applied.connect(self._settings_applied)
        dialog.exec()

    def _settings_applied(self, keys: list) -> None:
        self._update_actions()
        if "language" in keys:
            self.apply_language()
        elif "card_letters" in keys:
            i18n.apply_card_letters(self.settings.get("card_letters"))
            self._refresh_cards()
        if {"four_colour_deck", "reduced_motion"} & set(keys) and seeing.apply_to_app(self.settings):
            self._refresh_cards()
        if {"card_back", "table_colour", "table_texture"} & set(keys):
            for card in self.start_screen.cards.values():
                card.update_picture()
            self.start_screen.update()
        apply = getattr(self.table, "apply_settings", None)
        if callable(apply):
            try:
                apply(list(keys))
            except TypeError:
                apply()
        self.settings_changed.emit(list(keys))

    # -- help ------------------------------------------------------------------------------------------

    def show_rules(self, name: str):
        entry = games.GAMES.get(name)
        if entry is None:
            return None
        from .rules_view import RulesDialog
        dialog = RulesDialog(entry, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: self._rules_windows.remove(dialog) if dialog in self._rules_windows
                                 else None)
        self._rules_windows.append(dialog)
        dialog.show()
        return dialog

    def show_about(self) -> None:
        names = ", ".join(game_title(e) for e in games.GAMES.values()) or tr("none yet")
        places = {"settings": tr("settings"), "saves": tr("saves"), "statistics": tr("statistics"),
                  "config folder": tr("config folder"), "data folder": tr("data folder")}
        text = (tr("<h3>cardsuite %1</h3><p>Classic card games on your own desktop.</p>"
                        "<p>Games: %2</p><p>Your settings and saved matches are kept in:<br>%3</p>")
                .replace("%1", __version__).replace("%2", names)
                .replace("%3", "<br>".join(f"<small>{places.get(k, k)}: {v}</small>"
                                          for k, v in folders.describe_locations().items())))
        box = QMessageBox(QMessageBox.Icon.NoIcon, tr("About cardsuite"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setIconPixmap(app_icon().pixmap(72, 72))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
