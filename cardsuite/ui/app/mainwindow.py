"""The main window: the start screen with every registered game, and the table while a match runs.

Everything here is driven by the registry (``cardsuite.games.GAMES``): a game that registers
itself gets a card on the start screen (:mod:`.startscreen`), a "New game" and "Rules" menu
entry, and its table when played.  Nothing names a game.

The matches themselves -- new, resume, autosave, discard, statistics -- are handled by the
Qt-free :class:`cardsuite.profile.sessions.Sessions`; this window asks it and shows the outcome.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from cardsuite import crashlog, games
from cardsuite.profile import folders, statistics, versioned_json
from cardsuite.profile.sessions import ResumeError, Sessions, Wording
from ..toolkit.assets import app_icon
from ..toolkit.i18n import LANGUAGES, game_title
from ..toolkit.plaintext import plain_box
from .startscreen import STYLE, GameCard, StartScreen
from .theme import style_message_box
from .lanaccess import LanAccess
from .windowdialogs import WindowDialogs

if TYPE_CHECKING:      # the match code loads with the first match, not before the window is up (start-up time)
    from cardsuite.play.match import Match

log = logging.getLogger(__name__)


class MainWindow(LanAccess, WindowDialogs, QMainWindow):
    """The app's window: the start screen, and the table of the match being played."""

    match_opened = Signal(str)
    match_closed = Signal(str)
    settings_changed = Signal(list)

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("MainWindow")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(720, 520)
        self.setStyleSheet(STYLE)
        self.match: Match | None = None
        self.entry = None
        self.table = None
        self.controller = None
        self.last_message: tuple[str, str] | None = None
        self.crash_banner = None
        self._rules_windows: list = []
        self._messages: list[QMessageBox] = []
        self.sessions = Sessions(settings)
        self.save_infos: dict = {}                  # each game's save, as the start screen and menus show it
        # the monotonic clock (seconds) timed games run on at this window's tables; tests set a fake one
        self.clock: Callable[[], float] = time.monotonic
        self.sessions.on_save_failed = self._save_failed
        self.sessions.on_stats_failed = self._stats_failed
        self.sessions.on_kept_aside = self._kept_aside

        self.stack = QStackedWidget()
        self.start_screen = StartScreen(settings)
        self.start_screen.setAutoFillBackground(False)
        self.table_page = QWidget()
        self.table_page.setObjectName("tablePage")
        self.table_layout = QVBoxLayout(self.table_page)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.start_screen)
        self.stack.addWidget(self.table_page)
        self.setCentralWidget(self.stack)
        self.connect_lan_buttons()    # network play is made at its first use (:mod:`.lanaccess`)

        self._create_actions()
        self._create_menus()
        from .keyshelp import KeyboardActions
        self.keyboard_actions = KeyboardActions(self)   # Ctrl+N and Help → Keyboard
        self.restore_geometry()
        self.refresh()
        self.retranslate()

    # -- actions and menus ---------------------------------------------------------------

    def _action(self, name: str, slot=None, checkable: bool = False, shortcut=None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setCheckable(checkable)
        if shortcut is not None:
            action.setShortcut(shortcut)
        if slot is not None:
            action.triggered.connect(slot)
        return action

    def _create_actions(self) -> None:
        self.resume_last_action = self._action("action_resume", self._resume_latest, shortcut=QKeySequence("Ctrl+R"))
        self.leave_action = self._action("action_leave", lambda: self.leave_table(confirm=True),
                                         shortcut=QKeySequence("Ctrl+W"))
        self.start_screen_action = self._action("action_start_screen", self.show_start_screen)
        self.join_action = self._action("action_join", lambda: self.lan.ask_join())
        self.statistics_action = self._action("action_statistics", lambda: self.show_statistics())
        self.quit_action = self._action("action_quit", self.close)
        # the platform's Quit keys, and Ctrl+Q (Cmd+Q on macOS) where the platform names none (offscreen, a bare X)
        quit_keys = [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) if not k.isEmpty()]
        self.quit_action.setShortcuts(quit_keys + [k for k in [QKeySequence("Ctrl+Q")] if k not in quit_keys])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.settings_action = self._action("action_settings", self.open_settings,
                                            shortcut=QKeySequence.StandardKey.Preferences)
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.colour_action = self._action("action_table_colour", self.choose_table_colour)
        self.hints_action = self._action("action_hints", self._hints_toggled, checkable=True)
        self.about_action = self._action("action_about", self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

        self.back_group = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        try:
            from ..toolkit.cardart import BACKS
        except Exception:  # the art module is someone else's; the menu can live without it
            BACKS = {}
        for back_id in BACKS:
            action = self._action(f"action_back_{back_id}", checkable=True)
            action.setData(back_id)
            action.triggered.connect(lambda _=False, b=back_id: self.set_setting("card_back", b))
            self.back_group.addAction(action)
            self.back_actions[back_id] = action

        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for speed in ("off", "slow", "normal", "fast"):
            action = self._action(f"action_speed_{speed}", checkable=True)
            action.triggered.connect(lambda _=False, s=speed: self.set_setting("animation_speed", s))
            self.speed_group.addAction(action)
            self.speed_actions[speed] = action

        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("",) + tuple(code for code, _ in LANGUAGES):
            action = self._action(f"action_language_{code or 'system'}", checkable=True)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _create_menus(self) -> None:
        self.addAction(self.resume_last_action)  # Ctrl+R resumes the latest save; the menu lists each one
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.setObjectName("menu_game")
        self.new_menu = QMenu(self)
        self.new_menu.setObjectName("menu_new_game")
        self.resume_menu = QMenu(self)
        self.resume_menu.setObjectName("menu_resume")
        self.game_menu.addMenu(self.new_menu)
        self.game_menu.addMenu(self.resume_menu)
        self.game_menu.addAction(self.join_action)
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.leave_action)
        self.game_menu.addAction(self.start_screen_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.settings_menu = bar.addMenu("")
        self.settings_menu.setObjectName("menu_settings")
        self.settings_menu.addAction(self.settings_action)
        self.settings_menu.addSeparator()
        self.back_menu = self.settings_menu.addMenu("")
        self.back_menu.setObjectName("menu_card_back")
        for action in self.back_actions.values():
            self.back_menu.addAction(action)
        self.settings_menu.addAction(self.colour_action)
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_menu.setObjectName("menu_animation_speed")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.settings_menu.addAction(self.hints_action)
        self.language_menu = self.settings_menu.addMenu("")
        self.language_menu.setObjectName("menu_language")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)

        self.help_menu = bar.addMenu("")
        self.help_menu.setObjectName("menu_help")
        self.rules_menu = QMenu(self)
        self.rules_menu.setObjectName("menu_rules")
        self.help_menu.addMenu(self.rules_menu)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def _rebuild_game_menus(self) -> None:
        """The per-game entries: New game, Resume and Rules list exactly the registered games."""
        self.new_menu.clear()
        self.rules_menu.clear()
        self.resume_menu.clear()
        for entry in games.GAMES.values():
            action = self.new_menu.addAction(self.tr("%1\u2026").replace("%1", game_title(entry)))
            action.setObjectName(f"action_new_{entry.name}")
            action.triggered.connect(lambda _=False, n=entry.name: self.new_game(n))
            action = self.rules_menu.addAction(game_title(entry))
            action.setObjectName(f"action_rules_{entry.name}")
            action.triggered.connect(lambda _=False, n=entry.name: self.show_rules(n))
            info = self.save_infos.get(entry.name)
            if info is not None and info.status == "resumable":
                action = self.resume_menu.addAction(game_title(entry))
                action.setObjectName(f"action_resume_{entry.name}")
                action.triggered.connect(lambda _=False, n=entry.name: self.resume(n))
        self.new_menu.setEnabled(bool(games.GAMES))
        self.rules_menu.setEnabled(bool(games.GAMES))
        self.resume_menu.setEnabled(not self.resume_menu.isEmpty())
        self.resume_last_action.setEnabled(not self.resume_menu.isEmpty())
        self._update_actions()

    def _update_actions(self) -> None:
        at_table = self.table is not None
        self.leave_action.setEnabled(at_table)
        self.start_screen_action.setEnabled(at_table)
        self.hints_action.setChecked(bool(self.settings.get("hints_enabled")))
        back = self.back_actions.get(self.settings.get("card_back"))
        if back is not None:
            back.setChecked(True)
        speed = self.speed_actions.get(self.settings.get("animation_speed"))
        if speed is not None:
            speed.setChecked(True)
        language = self.language_actions.get(self.settings.get("language") or "")
        if language is not None:
            language.setChecked(True)

    def retranslate(self) -> None:
        """Set every text of the window (again), in the current language."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_menu.setTitle(self.tr("&New game"))
        self.resume_menu.setTitle(self.tr("&Resume"))
        self.resume_last_action.setText(self.tr("Resume the latest match"))
        self.leave_action.setText(self.tr("&Leave table"))
        self.start_screen_action.setText(self.tr("Back to the &start screen (keep the match)"))
        self.join_action.setText(self.tr("&Join a table on the network\u2026"))
        self.statistics_action.setText(self.tr("S&tatistics\u2026"))
        self.quit_action.setText(self.tr("&Quit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.settings_action.setText(self.tr("&Settings\u2026"))
        self.back_menu.setTitle(self.tr("Card &back"))
        from .settings_dialog import animation_speed_names, card_back_names
        names = card_back_names() if self.back_actions else {}
        for back_id, action in self.back_actions.items():
            action.setText(names.get(back_id, back_id))
        self.colour_action.setText(self.tr("Table &colour\u2026"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        for speed, text in animation_speed_names().items():
            self.speed_actions[speed].setText(text)
        self.hints_action.setText(self.tr("Show &hints"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System language"))
        for code, name in LANGUAGES:
            self.language_actions[code].setText(name)
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_menu.setTitle(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About cardsuite"))
        self.sessions.wording = Wording(
            title=game_title,
            already_over=self.tr("the match in it is already over"),
            not_replayed=self.tr("The saved match of %1 could not be read back (%2). The file was left as it is "
                                 "at %3."),
            nothing_to_resume=self.tr("There is no unfinished match of %1 to resume."))
        self.start_screen.retranslate()
        self._rebuild_game_menus()
        self._update_title()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        if self.entry is not None and self.table is not None:
            self.setWindowTitle(self.tr("%1 \u2014 cardsuite").replace("%1", game_title(self.entry)))
        else:
            self.setWindowTitle(self.tr("cardsuite"))

    # -- the start screen --------------------------------------------------------------------

    def refresh(self) -> None:
        """Rebuild the game cards from the registry and the saves on disk."""
        cards = []
        for entry in games.GAMES.values():
            if entry.offered_with in games.GAMES:
                continue                                # offered on that game's card (Spider practice)
            card = GameCard(entry, self.settings)
            card.play_clicked.connect(self.new_game)
            card.resume_clicked.connect(self.resume)
            card.rules_clicked.connect(self.show_rules)
            card.discard_clicked.connect(self.discard_save)
            cards.append(card)
        by_name = {card.entry.name: card for card in cards}
        for entry in games.GAMES.values():
            if entry.offered_with in by_name:
                by_name[entry.offered_with].add_companion(entry)
        self.start_screen.set_cards(cards)
        self.refresh_saves()
        QTimer.singleShot(0, self.report_problems)

    def refresh_saves(self) -> None:
        """Show each game's save and results on its card, and list the resumable ones in the menu."""
        cards = self.start_screen.cards
        infos = self.sessions.save_infos([*cards, *(name for card in cards.values() for name in card.companions)])
        for name, card in cards.items():
            card.set_save_info(infos[name])
            card.set_stats(self.stats.summary(name))
            for companion in card.companions:
                card.set_companion_info(companion, infos[companion])
        self.save_infos = infos
        self._rebuild_game_menus()
        self.refresh_rejoins()

    @property
    def stats(self) -> statistics.Stats:
        """The player's results (kept by :attr:`sessions`)."""
        return self.sessions.stats

    def report_problems(self) -> None:
        """Show the storage problems recorded so far (each once), in plain words."""
        problems = versioned_json.take_problems()
        if not problems:
            return
        text = "\n\n".join(p.message for p in problems)
        self.inform(self.tr("Some files could not be used"), text, QMessageBox.Icon.Warning)

    def inform(self, title: str, text: str, icon=QMessageBox.Icon.Information) -> QMessageBox:
        """A message box that does not block (tests and the event loop go on)."""
        self.last_message = (title, text)
        log.info("cardsuite: %s: %s", title, text)
        box = plain_box(QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self))
        style_message_box(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda *_: self._messages.remove(box) if box in self._messages else None)
        self._messages.append(box)
        box.open()
        return box

    def _ask(self, title: str, text: str, yes: str) -> bool:
        box = plain_box(QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.Cancel,
                                    self))
        style_message_box(box)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(yes_button)
        box.exec()
        return box.clickedButton() is yes_button

    def show_start_screen(self) -> None:
        """Put the table aside (the match stays saved) and show the start screen."""
        if self.table is not None:
            self.close_table(delete_save=False)
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_saves()

    # -- starting and resuming ---------------------------------------------------------------

    def new_game(self, name: str, seed: int | None = None, options: dict | None = None) -> None:
        """Play: ask for the opponent and options (a deal number and options given: filled in), then open the
        table (interactive)."""
        entry = games.GAMES.get(name)
        if entry is None:
            return
        if not self.may_replace_save(entry):
            return
        from .newgame import ask_new_game
        try:
            replay = {"seed": seed, "options": options} if seed is not None else {}
            choice = ask_new_game(entry, self.settings, self, **replay)
        except Exception as error:
            log.exception("cardsuite: the new-game dialog of %s failed", name)
            self.inform(self.tr("The game could not be started"), str(error), QMessageBox.Icon.Critical)
            return
        if choice is not None:
            self.play(name, choice)

    def may_replace_save(self, entry) -> bool:
        """Whether a new match of ``entry`` may take the place of its unfinished one (at the table or saved):
        the player is asked, as a new match over it counts as leaving it, and one this version cannot resume
        (newer, or not replaying) leaves the start screen, kept aside as a file; True when there is none."""
        at_this_table = self.match is not None and self.entry is entry and not self.match.is_over
        status = "resumable" if at_this_table else self.sessions.save_info(entry.name).status
        if status == "resumable":
            text = self.tr("You have an unfinished match of %1. A new match replaces it.")
        elif status == "newer":
            text = self.tr("Your unfinished match of %1 was saved by a newer version of cardsuite, so this one "
                           "cannot resume it. A new match takes its place; the old save is kept aside in %2, "
                           "for the newer version.")
        elif status == "broken":
            text = self.tr("Your unfinished match of %1 cannot be resumed. A new match takes its place; the old "
                           "save is kept aside in %2.")
        else:
            return True
        text = text.replace("%1", game_title(entry)).replace("%2", str(folders.saves_dir()))
        return self._ask(self.tr("Start a new match?"), text, self.tr("Start a new match"))

    def _kept_aside(self, name: str, path) -> None:
        entry = games.GAMES.get(name)
        self.statusBar().showMessage(self.tr("The old save of %1 is kept as %2.")
                                     .replace("%1", game_title(entry) if entry is not None else name)
                                     .replace("%2", str(path)), 15000)

    def play(self, name: str, choice) -> Match | None:
        """Start a match from a new-game choice and show its table (no questions asked)."""
        entry = games.get(name)
        from cardsuite.play.seating import build_seats
        try:
            seats = build_seats(entry, choice.seats, float(self.settings.get("bot_pace", 1.0)), random.Random())
            match = self.sessions.new_match(name, choice.options, seats, choice.seed)
        except Exception as error:
            log.exception("cardsuite: could not start %s", name)
            self.inform(self.tr("The game could not be started"), str(error), QMessageBox.Icon.Critical)
            return None
        if not self.open_table(entry, match):
            return None
        self.sessions.save_now(match)
        return match

    def _resume_latest(self) -> None:
        best = self.sessions.latest(self.save_infos)
        if best is not None:
            self.resume(best)

    def resume(self, name: str) -> Match | None:
        """Resume ``name``'s saved match at the identical position; a bad save is refused and kept."""
        entry = games.GAMES.get(name)
        if entry is None:
            return None
        try:
            match = self.sessions.resume(name)
        except ResumeError as error:
            if error.kind == "missing":
                self.report_problems()
                self.inform(self.tr("Nothing to resume"), str(error))
            else:
                self.inform(self.tr("This match cannot be resumed"), str(error), QMessageBox.Icon.Warning)
            self.refresh_saves()
            return None
        if not self.open_table(entry, match):
            return None
        return match

    def discard_save(self, name: str) -> None:
        """Delete a save the player chose to give up (only on their request)."""
        entry = games.GAMES.get(name)
        title = game_title(entry) if entry is not None else name
        if not self._ask(self.tr("Discard the saved match?"),
                         self.tr("The unfinished match of %1 will be deleted.").replace("%1", title),
                         self.tr("Discard")):
            return
        self.sessions.discard(name)
        self.refresh_saves()

    # -- the table -------------------------------------------------------------------------------

    def _save_failed(self, error: Exception, first: bool) -> None:
        self.statusBar().showMessage(self.tr("The match could not be saved: %1").replace("%1", str(error)), 8000)
        if first:
            self.inform(self.tr("The match is not being saved"), str(error), QMessageBox.Icon.Warning)

    def _stats_failed(self, error: Exception) -> None:
        self.statusBar().showMessage(
            self.tr("The result could not be saved in the statistics: %1").replace("%1", str(error)), 8000)

    def open_table(self, entry, match: Match) -> bool:
        """Put ``match`` at a table of ``entry`` driven by a local controller (the table shown before is put
        aside, its match kept); the match's save and results are kept from now on.  False (the player told
        why) if the table could not be built."""
        if self.table is not None:
            self.close_table(delete_save=False)
        try:
            from ..toolkit.controller import MatchController
            table = entry.table_class()(entry, match.options, self.settings)
            table.set_players([s.name for s in match.seats], [s.rating for s in match.seats], 0)
            controller = MatchController(match, table, self.settings, self, now=self.clock)
        except Exception as error:
            log.exception("cardsuite: could not open the table of %s", entry.name)
            self.inform(self.tr("The table could not be opened"), str(error), QMessageBox.Icon.Critical)
            return False
        self.match = match
        self.sessions.attach(match)
        controller.finished.connect(self._match_finished)
        # the dialog opens once the click that asked for it is over
        table.new_game_requested.connect(
            lambda name=entry.name: QTimer.singleShot(0, self, lambda: self.new_game(name)))
        self.show_table(entry, table, controller)
        if self.lan_needed_for(match):
            self.lan.table_opened(entry, match, controller)   # a served table waits for its players from the start
        controller.start()
        self.match_opened.emit(entry.name)
        return True

    def show_table(self, entry, table, controller) -> None:
        """Put ``table`` (driven by ``controller``, local or remote) on the window."""
        crashlog.note(f"table opened: {entry.name}")
        self.entry, self.table, self.controller = entry, table, controller
        self.table_layout.addWidget(table)
        self.stack.setCurrentWidget(self.table_page)
        self._update_actions()
        self._update_title()
        table.installEventFilter(self)     # the window's pane keys (F6) reach it before the table's own keys
        table.setFocus()

    def _match_finished(self, *_args) -> None:
        """The controller is done (the match was decided or left): the save goes, the start screen returns."""
        if self.match is None:
            return
        self.close_table(delete_save=True)
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_saves()

    def leave_table(self, confirm: bool = False) -> None:
        """Leave: the match ends here and its save is deleted."""
        lan = self.lan_made
        remote = lan.remote if self.match is None and lan is not None else None
        if confirm and (remote.in_play() if remote is not None else self.match is not None and not self.match.is_over):
            counts = remote.leaving_counts() if remote is not None else self.sessions.leaving_counts(self.match)
            text = self.tr("The match ends here and cannot be resumed.")
            if counts:
                text = text + " " + self.tr("Leaving counts as a loss in your statistics.")
            if not self._ask(self.tr("Leave the table?"), text, self.tr("Leave")):
                return
        if self.match is None:
            if self.lan_made is not None:
                self.lan_made.leave()
            return
        self.close_table(delete_save=True)
        self.stack.setCurrentWidget(self.start_screen)
        self.refresh_saves()

    def offer_crash_report(self, report) -> None:
        """The last run crashed and left ``report``: the start screen says so and offers to show it."""
        from .crashbanner import CrashBanner
        self.crash_banner = CrashBanner(report)
        self.start_screen.content_layout.insertWidget(0, self.crash_banner)

    def close_table(self, delete_save: bool) -> None:
        """Take the table off the window: its controller stops (a LAN table's players are told), and its match
        is kept for resuming, or -- ``delete_save`` -- ended and its save deleted (leaving it: a loss)."""
        entry, match, table, controller = self.entry, self.match, self.table, self.controller
        if entry is not None:
            crashlog.note(f"table closed: {entry.name}" + (" (save deleted)" if delete_save else ""))
        self.entry = self.match = self.table = self.controller = None
        if controller is not None:
            try:
                if match is not None and not delete_save:
                    controller.note_clocks()   # the time since the last action is kept with the match
                controller.shutdown()
            except Exception:
                log.exception("cardsuite: the match controller did not shut down cleanly")
        if self.lan_made is not None:   # after the host stopped: leaving players must not deal into the save
            self.lan_made.table_closing(ended=delete_save)
        if match is not None:
            self.sessions.detach(match, delete_save)
        if table is not None:
            self.table_layout.removeWidget(table)
            table.hide()
            table.deleteLater()
        if controller is not None and hasattr(controller, "deleteLater"):
            controller.deleteLater()
        self._update_actions()
        self._update_title()
        if entry is not None:
            self.match_closed.emit(entry.name)

    def closeEvent(self, event) -> None:  # noqa: N802
        """Closing mid-match keeps the save: the match is offered for resuming next time."""
        self.save_geometry()
        if self.table is not None:
            self.close_table(delete_save=False)
        if self.lan_made is not None:
            self.lan_made.close()
        for window in self._rules_windows:
            window.close()
        super().closeEvent(event)

    # -- geometry ---------------------------------------------------------------------------------------

    def restore_geometry(self) -> None:
        saved = self.settings.get("window_geometry") or ""
        if saved:
            try:
                if self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))):
                    return
            except (UnicodeEncodeError, ValueError):
                pass
        self.resize(1180, 780)

    def save_geometry(self) -> None:
        try:
            self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64()).decode("ascii"))
        except Exception as error:  # not worth a message box on the way out
            log.warning("cardsuite: could not save the window geometry: %s", error)

