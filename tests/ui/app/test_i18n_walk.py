"""Every dialog and table in Polish and Slovenian, walked: no English word left on screen, no unfinished
entry in the catalogues, and a language change that applies at once (issue 19, "Three languages").

A word counts as English when it occurs in the English sources of the catalogue and in none of the
target language's translations (so names, numbers, card ranks and words both languages share pass).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (QAbstractButton, QApplication, QComboBox, QGraphicsView, QGroupBox, QLabel, QLineEdit, QMenuBar, QMessageBox, QTabBar, QTextBrowser, QTreeWidget, QWidget)

from cardsuite import app as cardsuite_app
from cardsuite import games
from cardsuite.profile.settings import Settings
from cardsuite.ui.toolkit import i18n
from cardsuite.ui.toolkit.cardart import corner_style, default_renderer, rank_letter, set_corner_style

ROOT = Path(__file__).resolve().parents[3]
LANGS = ("pl", "sl")
ALLOWED = {
    "cardsuite",   # the app's name
    "elo",         # the rating system's name
    "talon",       # a card word in Polish and Slovenian too (the rules pages use it)
}
WORD = re.compile(r"[^\W\d_]+")
PLACEHOLDER = re.compile(r"\{\w*(:[^}]*)?\}|%\d|%n|&\w+;")


def words(text: str) -> set[str]:
    """The words of ``text`` (3 letters or more, lower case), leaving out markup, placeholders and paths."""
    text = PLACEHOLDER.sub(" ", re.sub(r"<[^>]+>", " ", text)).replace("&", "")
    text = re.sub(r"\S*[/\\]\S*", " ", text)
    return {w.lower() for w in WORD.findall(html.unescape(text)) if len(w) >= 3}


@cache
def catalogue(lang: str) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
    """(English words, words of the language, unfinished sources) of ``cardsuite_<lang>.ts``."""
    english, native, unfinished = set(), set(), []
    for message in ET.parse(ROOT / "assets" / "i18n" / f"cardsuite_{lang}.ts").getroot().iter("message"):
        source = message.findtext("source") or ""
        english |= words(source)
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        for form in forms:
            native |= words(form.text or "")
        if translation.get("type") == "unfinished" or not any(form.text for form in forms):
            unfinished.append(source)
    return frozenset(english), frozenset(native), tuple(unfinished)


def english_left(lang: str, texts) -> list[tuple[str, str]]:
    english, native, _ = catalogue(lang)
    return [(word, text) for text in texts for word in sorted(words(text))
            if word in english and word not in native and word not in ALLOWED]


class RecordingPainter(QPainter):
    """A painter that keeps every text the table's items draw with it (their paint() is Python)."""

    def __init__(self, device):
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args):  # noqa: N802 - Qt's name
        self.texts.extend(a for a in args if isinstance(a, str))
        return super().drawText(*args)


def painted_texts(view: QGraphicsView) -> list[str]:
    image = QImage(640, 400, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    view.scene().render(painter, QRectF(0, 0, 640, 400), view.scene().sceneRect())
    painter.end()
    return painter.texts


def widget_texts(root: QWidget) -> list[str]:
    """What a player can read in ``root``: titles, labels, buttons, tabs, headers, lists, menus, tooltips,
    and what its tables paint."""
    texts = [root.windowTitle()]
    widgets = [w for w in root.findChildren(QWidget) if w.isVisibleTo(root)]
    for widget in [root, *widgets]:
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts += [widget.placeholderText(), widget.text()]
        elif isinstance(widget, QTabBar):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTextBrowser):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            texts += [header.text(c) for c in range(header.columnCount())]
            for i in range(widget.topLevelItemCount()):
                item = widget.topLevelItem(i)
                texts += [item.text(c) for c in range(item.columnCount())]
        elif isinstance(widget, QGraphicsView):
            texts += painted_texts(widget)
    for bar in root.findChildren(QMenuBar):
        texts += menu_texts(bar.actions())
    return [t for t in texts if t]


def menu_texts(actions) -> list[str]:
    texts = []
    for action in actions:
        texts += [action.text(), action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""]
        if action.menu() is not None:
            texts += menu_texts(action.menu().actions())
    return texts


@pytest.fixture
def offscreen_settings(settings):
    """Animations off, bots at once, and the first-time tips on (they are text a player reads too)."""
    settings.set("hints_enabled", True)
    return settings


@pytest.fixture
def language(request, qapp):
    i18n.install_translators(request.param, qapp)
    yield request.param
    i18n.install_translators("en", qapp)


def table(qtbot, settings, game: str, players: int | None = None, moves: int | None = 6):
    """A table of ``game`` with bots, ``moves`` actions in (None: played to the end of the first round)."""
    entry = games.GAMES[game]
    from cardsuite.ui.app.choice import default_player_name
    match = cardsuite_app.mid_round_match(entry, 3, cap=2000, moves=10 ** 6 if moves is None else moves,
                                          players=players, player=default_player_name(settings))
    widget = entry.table_class()(entry, match.options, settings)
    qtbot.addWidget(widget)
    widget.set_players([s.name for s in match.seats], [s.rating for s in match.seats], 0)
    from cardsuite.ui.toolkit.controller import MatchController
    controller = MatchController(match, widget, settings)
    widget.resize(1120, 700)
    widget.show()
    controller.start()
    qtbot.waitUntil(widget.animations_idle)
    return widget, controller


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogues_have_no_unfinished_entry(lang):
    assert not catalogue(lang)[2]


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_every_dialog_and_table_speaks_the_language(qtbot, qapp, language, offscreen_settings, monkeypatch):
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.hostdialog import HostDialog
    from cardsuite.ui.app.keyshelp import KeysDialog
    from cardsuite.ui.lan.joindialog import JoinDialog
    from cardsuite.ui.lan.lobby import LobbyWindow
    from cardsuite.ui.app.mainwindow import MainWindow
    from cardsuite.ui.app.newgame import NewGameDialog
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    settings = offscreen_settings
    seen: dict[str, list[str]] = {}
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1120, 700)
    window.show()
    seen["main window and start screen"] = widget_texts(window)
    dialogs = {
        "new game (2 players)": NewGameDialog(games.GAMES["schnapsen"], settings, window),
        "new game (4 players)": NewGameDialog(games.GAMES["canasta"], settings, window, options={"players": 4}),
        "settings": SettingsDialog(settings, window),
        "statistics": window.show_statistics("canasta"),
        "keyboard": KeysDialog(window),
        "lobby": LobbyWindow(Discovery.from_settings(settings, "Me"), settings),
        "host a table": HostDialog(settings, [("p1", "Ana")], game="canasta"),
        "join": JoinDialog(47475, window),
    }
    for name in games.GAMES:
        dialogs[f"rules of {name}"] = window.show_rules(name)
    for name, dialog in dialogs.items():
        qtbot.addWidget(dialog)
        seen[name] = widget_texts(dialog)
    window.show_about()
    seen["about"] = [t for box in window.findChildren(QMessageBox) for t in widget_texts(box)]

    for game, players in (("schnapsen", None), ("spider", None), ("spider_practice", None), ("canasta", 2),
                          ("canasta", 4)):
        widget, controller = table(qtbot, settings, game, players)
        seen[f"{game} {players or ''} mid-round"] = widget_texts(widget)
        widget.show_pass_screen("Ana")
        qtbot.waitUntil(widget.pass_screen_visible)
        seen[f"{game} pass screen"] = painted_texts(widget)
        controller.shutdown()
    for game, players in (("schnapsen", None), ("spider", None), ("spider_practice", None), ("canasta", 2),
                          ("canasta", 4)):
        widget, controller = table(qtbot, settings, game, players, moves=None)
        qtbot.waitUntil(widget.summary_visible)
        seen[f"{game} {players or ''} round summary"] = widget_texts(widget)
        controller.shutdown()

    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(widget_texts(box)) or 0)
    window.play("schnapsen", _choice(settings))
    window.leave_table(confirm=True)
    window.new_game("schnapsen")
    seen["confirmations"] = [t for texts in asked for t in texts]
    assert len(asked) == 2
    window.show_start_screen()
    seen["start screen with a saved match"] = widget_texts(window)
    assert window.sessions.save_info("schnapsen").status == "resumable"

    left = {name: sorted({f"{word}: {text[:60]}" for word, text in english_left(language, texts)})
            for name, texts in seen.items()}
    assert all(seen.values())
    assert not any(left.values()), "\n".join(f"{k}: {v}" for k, v in left.items() if v)


def _choice(settings):
    from cardsuite.play.seating import skill_levels
    from cardsuite.ui.app.choice import bot_choice, default_player_name
    entry = games.GAMES["schnapsen"]
    rating = skill_levels(entry)[0].rating
    return bot_choice(entry, entry.game().Options(), rating, rating, default_player_name(settings))


def test_a_language_change_applies_at_once_to_the_window_and_the_open_table(qtbot, qapp, offscreen_settings):
    from cardsuite.ui.app.mainwindow import MainWindow
    settings = offscreen_settings
    i18n.install_translators("en", qapp)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1120, 700)
    window.show()
    start_button = window.start_screen.cards["schnapsen"].play_button.text()
    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.app.keyshelp import KeysDialog
    from cardsuite.ui.lan.lobby import LobbyWindow
    others = [window.show_statistics("schnapsen"), KeysDialog(window),
              LobbyWindow(Discovery.from_settings(settings, "Me"), settings)]
    for other in others:
        qtbot.addWidget(other)
        other.show()
    window.play("schnapsen", _choice(settings))
    qtbot.waitUntil(window.table.animations_idle)
    try:
        shown = {"en": (window.game_menu.title(), start_button, sorted(painted_texts(window.table)))}
        for code in ("pl", "sl"):
            window.language_actions[code].trigger()
            qtbot.waitUntil(window.table.animations_idle)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
            assert Settings.load().get("language") == code
            shown[code] = (window.game_menu.title(), window.start_screen.cards["schnapsen"].play_button.text(),
                           sorted(painted_texts(window.table)))
            texts = [shown[code][0], shown[code][1], *shown[code][2], *widget_texts(window)]
            left = english_left(code, texts + [t for other in others for t in widget_texts(other)])
            assert left == [], left
        assert shown["pl"][0] == "&Gra" and shown["pl"] != shown["sl"] != shown["en"]
        assert shown["pl"][1] == "Graj" and shown["en"][1] != shown["pl"][1]
    finally:
        window.language_actions["en"].trigger()
    assert window.game_menu.title() == "&Game" and rank_letter("J") == "J"


def test_card_corner_letters_follow_the_language_or_stay_international(qapp):
    assert corner_style("language", "pl") == "pl" and corner_style("language", "sl") == "sl"
    assert corner_style("international", "pl") == "international"
    assert corner_style("language", "en") == "international"
    letters = {}
    images = {}
    try:
        for style in ("pl", "sl", "international"):
            set_corner_style(style)
            letters[style] = "".join(rank_letter(code) for code in ("J", "Q", "K", "A", "10"))
            images[style] = default_renderer().pixmap("JS", 120).toImage()
    finally:
        set_corner_style("international")
    assert letters == {"pl": "WDKA10", "sl": "FDKA10", "international": "JQKA10"}
    assert images["pl"] != images["international"] and images["sl"] != images["pl"]


def test_the_setting_chooses_the_letters_with_the_language(qapp):
    try:
        i18n.install_translators("sl", qapp, card_letters="language")
        assert rank_letter("J") == "F"
        i18n.apply_card_letters("international")
        assert rank_letter("J") == "J"
        i18n.install_translators("pl", qapp, card_letters="language")
        assert rank_letter("J") == "W" and QApplication.translate("QPlatformTheme", "Cancel") != "Cancel"
        i18n.install_translators("sl", qapp)
        assert QApplication.translate("QPlatformTheme", "Cancel") not in ("Cancel", "Anuluj")
    finally:
        i18n.install_translators("en", qapp, card_letters="language")
    assert rank_letter("J") == "J"


def test_qt_standard_buttons_are_translated_in_slovenian(qtbot, qapp):
    """A stock message box's buttons are in the language too (Qt ships no Slovenian catalogue)."""
    try:
        i18n.install_translators("sl", qapp)
        box = QMessageBox(QMessageBox.Icon.Question, "x", "y",
                          QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        texts = sorted(b.text() for b in box.buttons())
        assert english_left("sl", texts) == [] and texts != ["Cancel", "OK"]
    finally:
        i18n.install_translators("en", qapp)


def test_a_refused_move_is_explained_in_the_language(qapp):
    """The rules (Qt-free) refuse in English; the toast reads the catalogue's sentence, a template's
    translation with its values put back, or (a reason no catalogue has) the English one."""
    try:
        i18n.install_translators("pl", qapp)
        assert i18n.translate_reason("It is not your turn.") == "To nie Twoja kolej."
        doubled = i18n.translate_reason("Doubling would take the stake above the table's limit of 640.")
        assert doubled == "Po dublowaniu stawka przekroczyłaby limit stołu (640)."
        wild = i18n.translate_reason("Lay a natural card first: wild cards join a meld of natural kings.")
        assert wild.endswith("(króle)."), wild
        assert english_left("pl", [wild]) == []
        what = i18n.translate_reason("Only the player on lead may close the talon, before leading.")
        assert english_left("pl", [what]) == [] and "zamknąć stos" in what
        assert i18n.translate_reason("Not a sentence of any catalogue.") == "Not a sentence of any catalogue."
        i18n.install_translators("sl", qapp)
        assert english_left("sl", [i18n.translate_reason("A meld holds at most 3 wild cards.")]) == []
    finally:
        i18n.install_translators("en", qapp)
    assert i18n.translate_reason("It is not your turn.") == "It is not your turn."


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_the_canasta_rules_give_is_in_the_catalogue(qapp, lang):
    """A refused Canasta meld (the table lets a player try one) reads in the language."""
    from cardsuite.games.canasta.engine.melds import meld_problem
    reasons = {meld_problem(rank, naturals, wilds, out) for rank in (1, 3, 7, 13) for naturals in range(4)
               for wilds in range(5) for out in (False, True)} - {None}
    try:
        i18n.install_translators(lang, qapp)
        left = english_left(lang, [i18n.translate_reason(r) for r in reasons])
    finally:
        i18n.install_translators("en", qapp)
    assert reasons and left == []


def test_the_settings_dialog_switches_the_language_and_the_letters_at_once(qtbot, qapp, offscreen_settings,
                                                                           monkeypatch):
    from cardsuite.ui.app.mainwindow import MainWindow
    from cardsuite.ui.app.settings_dialog import SettingsDialog
    settings = offscreen_settings
    i18n.install_translators("en", qapp)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    choices = iter([("sl", "language"), ("sl", "international"), ("en", "language")])

    def choose(dialog):
        language, letters = next(choices)
        dialog.language_combo.setCurrentIndex(dialog.language_combo.findData(language))
        dialog.letters_combo.setCurrentIndex(dialog.letters_combo.findData(letters))
        dialog.accept()
        return 1
    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.open_settings()
    assert (window.settings_menu.title(), rank_letter("J")) == ("&Nastavitve", "F")
    window.open_settings()
    assert (settings.get("card_letters"), rank_letter("J")) == ("international", "J")
    window.open_settings()
    assert (window.settings_menu.title(), rank_letter("J")) == ("&Settings", "J")


def schnapsen_reasons() -> set[str]:
    """Every refusal the Schnapsen rules give over a few played deals: each card played (with and without a
    marriage), closing and exchanging, by both seats at every position, a card of another game too."""
    import random

    from cardsuite.cards import card
    from cardsuite.games.schnapsen.engine.actions import CLOSE, EXCHANGE, PLAYS, Play
    from cardsuite.games.schnapsen.engine.options import SchnapsenOptions
    from cardsuite.games.schnapsen.engine.game import GAME as rules
    tries = [*PLAYS, *(Play(p.card, True) for p in PLAYS), CLOSE, EXCHANGE, Play(card("7H")),
             Play(PLAYS[0].card, None)]
    reasons = set()
    for seed in range(6):
        state, rng = rules.new_state(SchnapsenOptions(), seed), random.Random(seed)
        while not state.is_over:
            for seat in (0, 1, 2):
                reasons |= {state.explain_illegal(seat, a) for a in tries if a not in state.legal_actions(seat)}
            seat = next(iter(state.seats_to_move()))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        reasons |= {state.explain_illegal(0, a) for a in tries}
    return reasons


@pytest.mark.parametrize("lang", LANGS)
def test_every_schnapsen_refusal_reads_without_an_english_word(qapp, lang):
    """The card and suit names inside a refusal ("You do not hold the ace of hearts.") are translated with it."""
    reasons = schnapsen_reasons()
    assert "You do not hold the ace of hearts." in reasons
    assert any("king and the queen of" in r for r in reasons)
    try:
        i18n.install_translators(lang, qapp)
        translated = {r: i18n.translate_reason(r) for r in reasons}
    finally:
        i18n.install_translators("en", qapp)
    untranslated = [r for r, t in translated.items() if t == r]
    assert untranslated == [] and english_left(lang, translated.values()) == []
    assert translated["You do not hold the ace of hearts."] == {"pl": "Nie masz karty: as kier.",
                                                               "sl": "Nimate karte: srčev as."}[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_cards_and_settings_inside_a_refusal_read_in_the_language(qapp, lang):
    """A card's code in a Canasta refusal reads as the cards print it (the language's corner letters), a
    joker by its name; Spider's turn-up refusal has no English "on"/"off" left."""
    reasons = ["You do not hold QH.", "10D does not belong with the kings.", "JK does not belong with the aces.",
               "Automatic turn-up is already on.", "Automatic turn-up is already off."]
    try:
        i18n.install_translators(lang, qapp)
        translated = [i18n.translate_reason(r) for r in reasons]
        queen = rank_letter("Q")
    finally:
        i18n.install_translators("en", qapp)
    assert f"{queen}\u2665" in translated[0] and "QH" not in translated[0]
    assert "10\u2666" in translated[1] and "10D" not in translated[1]
    assert "JK" not in translated[2]
    assert not set(translated) & set(reasons) and english_left(lang, translated) == []
