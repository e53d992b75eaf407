"""Translations: Qt Linguist catalogues for the chosen language, and translated game names.

Every visible string is English in the source and goes through Qt's translation (``self.tr``
or ``QCoreApplication.translate``).  The catalogues are ``assets/i18n/cardsuite_<lang>.qm``,
compiled from the ``.ts`` sources by ``packaging/i18n/update_translations.sh``; Qt's own
``qtbase_<lang>.qm`` (standard buttons, colour dialog...) is loaded too when Qt ships it.  Qt ships
no current Slovenian ``qtbase``, so the few Qt texts the app can show are in our catalogues too
(:data:`QT_TEXTS`).  :func:`switch_language` changes the language of a running app: it swaps the
catalogues and returns a function that turns a text shown in the old language into the new one,
which :func:`retranslate_widget` and :func:`retranslate_scene` apply to whatever is open.

What the games declare -- titles and descriptions in the registry, bot level titles, preset names,
option labels, help and choices -- is marked where it is defined (:mod:`cardsuite.translate`) in the
context ``"games"`` (see :func:`game_title`, :func:`game_text`); the rows of a round summary in the
context ``"Scoring"``.  No game's text is listed here.
"""

from __future__ import annotations

import logging
import re
import struct
from functools import cache
from typing import Callable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGraphicsScene, QGroupBox, QLabel, QLineEdit, QTabBar, QTreeWidget, QWidget)

from cardsuite.cards import Card
from cardsuite.translate import QT_TRANSLATE_NOOP
from .assets import asset_path

log = logging.getLogger(__name__)

LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("pl", "Polski"),
    ("sl", "Slovenščina"),
)
"""Language code -> the language's own name (never translated: people look for their own)."""

SUPPORTED = {code for code, _ in LANGUAGES}
GAMES_CONTEXT = "games"

_current = "en"
_installed: list[QTranslator] = []
"""The catalogues :func:`install_translators` installed last (the same list object it returned)."""

QT_TEXTS = (
    # Qt's standard buttons (QMessageBox, QDialogButtonBox)
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"), QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"), QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"), QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"), QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"), QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"), QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Don't Save"), QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"), QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"), QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."), QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    # the colour dialog (Settings -> Custom cloth colour)
    QT_TRANSLATE_NOOP("QColorDialog", "Select Color"), QT_TRANSLATE_NOOP("QColorDialog", "&Basic colors"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Custom colors"), QT_TRANSLATE_NOOP("QColorDialog", "&Add to Custom Colors"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Pick Screen Color"), QT_TRANSLATE_NOOP("QColorDialog", "Hu&e:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Sat:"), QT_TRANSLATE_NOOP("QColorDialog", "&Val:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Red:"), QT_TRANSLATE_NOOP("QColorDialog", "&Green:"),
    QT_TRANSLATE_NOOP("QColorDialog", "Bl&ue:"), QT_TRANSLATE_NOOP("QColorDialog", "A&lpha channel:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&HTML:"), QT_TRANSLATE_NOOP("QColorDialog", "Cursor at %1, %2"),
    # the context menus of text fields and of the rules pages
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"), QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"), QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"), QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy"), QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Select All"), QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down"),
)
"""Qt's own texts the app can show, translated in our catalogues (Qt has no current Slovenian one)."""


def current_language() -> str:
    """The language of the catalogues installed by :func:`install_translators` ("en" before)."""
    return _current


def system_language() -> str:
    """The two-letter code of the system's UI language ("en" when it is the C locale)."""
    languages = QLocale.system().uiLanguages()
    for name in languages:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in SUPPORTED:
            return code
    code = QLocale.system().name().split("_")[0].lower()
    return code if code and code != "c" else "en"


def resolve_language(setting: str | None) -> str:
    """The language to use for a ``language`` setting ("" or None means the system's)."""
    code = (setting or "").strip().lower()
    return code or system_language()


def install_translators(language: str | None = None, app: QCoreApplication | None = None, *,
                        card_letters: str | None = None) -> list[QTranslator]:
    """Install the app's and Qt's catalogues for ``language``; returns them (keep them alive).
    The cards' corner letters follow (see :func:`apply_card_letters`).

    English needs no catalogue.  A missing catalogue is logged and the app goes on in English.
    """
    global _current
    app = app or QCoreApplication.instance()
    code = resolve_language(language)
    if app is not None:
        remove_translators(_installed, app)
    installed = _installed
    installed.clear()
    _current = code if code in SUPPORTED else "en"
    apply_card_letters(card_letters)
    if app is None or _current == "en":  # English, or a language cardsuite does not speak yet
        return installed
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_translator = QTranslator(app)
    if qt_translator.load(f"qtbase_{code}", qt_dir) or qt_translator.load(f"qt_{code}", qt_dir):
        app.installTranslator(qt_translator)
        installed.append(qt_translator)
    own = load_translator(code, app)
    if own is not None:   # installed last, so it is asked first: it overrides Qt's own catalogue
        app.installTranslator(own)
        installed.append(own)
    return installed


_letters_setting = "language"


def apply_card_letters(setting: str | None = None) -> None:
    """Draw the cards' corner letters as the ``card_letters`` setting says ("language": those of the
    current language, W D K A in Polish, F D K A in Slovenian; "international": J Q K A); None keeps
    the setting given last."""
    global _letters_setting
    from .cardart import corner_style, set_corner_style
    if setting is not None:
        _letters_setting = setting
    set_corner_style(corner_style(_letters_setting, _current))


def switch_language(language: str | None) -> Callable[[str], str]:
    """Install the catalogues of ``language`` in place of the current ones (the app keeps running);
    returns ``retext``: a text shown in the old language -> the same text in the new one (a text it
    does not know, e.g. a name or a number, comes back unchanged)."""
    shown = shown_texts(_current)
    install_translators(language)

    def retext(text: str) -> str:
        key = shown.get(text)
        return QCoreApplication.translate(*key) if key else text
    return retext


def shown_texts(code: str) -> dict[str, tuple[str, str]]:
    """What each text of the catalogues reads as in ``code`` -> its (context, English source)."""
    shown: dict[str, tuple[str, str]] = {}
    for context, source, translations in catalogue_messages("pl" if code == "en" else code):
        for text in ([source] if code == "en" else translations):
            if text and "%n" not in source:
                shown.setdefault(text, (context, source))
    return shown


@cache
def catalogue_messages(code: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """(context, source, translations) of every message in the compiled catalogue ``cardsuite_<code>.qm``."""
    path = asset_path("i18n", f"cardsuite_{code}.qm", required=False)
    if path is None:
        return ()
    data = path.read_bytes()
    blocks, pos = {}, 16   # after the magic number: (tag, length, data) blocks; 0x69 holds the messages
    while pos + 5 <= len(data):
        tag, length = data[pos], struct.unpack(">I", data[pos + 1:pos + 5])[0]
        blocks[tag] = data[pos + 5:pos + 5 + length]
        pos += 5 + length
    messages, fields, block, pos = [], {}, blocks.get(0x69, b""), 0
    while pos < len(block):
        tag, pos = block[pos], pos + 1
        if tag == 1:   # end of a message
            messages.append((fields.get(7, [b""])[0].decode(), fields.get(6, [b""])[0].decode(),
                             tuple(t.decode("utf-16-be") for t in fields.get(3, []))))
            fields = {}
            continue
        if tag == 5:   # an obsolete 4-byte field
            pos += 4
            continue
        length = struct.unpack(">I", block[pos:pos + 4])[0]
        length = 0 if length == 0xFFFFFFFF else length
        fields.setdefault(tag, []).append(block[pos + 4:pos + 4 + length])
        pos += 4 + length
    return tuple(messages)


RULES_CONTEXT = "Rules"
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_SLOT = re.compile(r"\{(\w+)\}|%n")
_COUNT = "count_n"
"""A template's %n (the extractor writes a reason's ``{n}`` so): its number picks the catalogue's plural form."""


@cache
def _reason_templates(code: str) -> tuple[tuple[re.Pattern, str], ...]:
    """The reason sentences with placeholders of the catalogue ``code``, as patterns that read an English
    reason back into its template (the extractor makes them from the rules' f-strings); English has no
    catalogue of its own and reads the templates from a translation's sources (as :func:`shown_texts`)."""
    found = []
    for context, source, _ in catalogue_messages("pl" if code == "en" else code):
        if context != RULES_CONTEXT or not _SLOT.search(source):
            continue
        pattern, seen, last = "", set(), 0
        for match in _SLOT.finditer(source):
            name = match.group(1) or _COUNT
            pattern += re.escape(source[last:match.start()])
            if name in seen:
                pattern += f"(?P={name})"
            else:
                pattern += r"(?P<%s>\d+)" % name if name == _COUNT else f"(?P<{name}>.*?)"
            seen.add(name)
            last = match.end()
        found.append((re.compile(pattern + re.escape(source[last:]) + r"\Z", re.S), source))
    # the most literal text first: "{code} cannot ..." must not read "These 2 queens cannot ..." as a card
    found.sort(key=lambda item: -len(_SLOT.sub("", item[1])))
    return tuple(found)


def translate_reason(reason: str) -> str:
    """Why a move was refused, in the current language: the rules (Qt-free) give an English sentence; a
    sentence the catalogue has is translated, one made from a template has its template translated and
    its values (a phrase the catalogue has, a number, a card) put back in.  A card named by its code
    ("5S") reads as the cards print it ("5\u2660") in English too, as every other text names cards."""
    translated = QCoreApplication.translate(RULES_CONTEXT, reason)
    if translated != reason:
        return translated
    for pattern, source in _reason_templates(_current):
        match = pattern.match(reason)
        if match is not None:
            values = {name: _phrase(value) for name, value in match.groupdict().items() if name != _COUNT}
            count = match.groupdict().get(_COUNT)
            text = (QCoreApplication.translate(RULES_CONTEXT, source) if count is None
                    else QCoreApplication.translate(RULES_CONTEXT, source, None, int(count)))
            return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)
    return reason


_CARD_CODE = re.compile(r"JK|(?:10|[2-9AKQJ])[CDHS]\Z")


def _phrase(text: str) -> str:
    """A value inside a reason ("close the talon", "kings", "the ace of hearts"): the catalogue's translation,
    if any has one; a card's code ("QH", "JK") as the cards print it (the language's corner letters)."""
    if _CARD_CODE.match(text):
        return card_label(Card.parse(text))
    translated = QCoreApplication.translate(RULES_CONTEXT, text)
    if translated == text and (key := _english_sources().get(text)) is not None:
        translated = QCoreApplication.translate(*key)
    return translated


def card_label(card: Card) -> str:
    """"7♠", "Q♥", "Joker": a card as a player names it, the rank as the cards' corners print it."""
    from .cardart import rank_letter
    if card.is_joker:
        return _phrase("Joker")
    return f"{rank_letter(card.rank.code)}{card.suit.symbol}"


@cache
def _english_sources() -> dict[str, tuple[str, str]]:
    return shown_texts("en")


def retranslate_widget(root: QWidget, retext: Callable[[str], str]) -> None:
    """Put every text of ``root`` and its children through ``retext`` (see :func:`switch_language`):
    what a window's own ``retranslate`` does not set again (a dialog built once) follows the language."""
    for widget in [root, *root.findChildren(QWidget)]:
        widget.setWindowTitle(retext(widget.windowTitle()))
        if widget.toolTip():
            widget.setToolTip(retext(widget.toolTip()))
        if isinstance(widget, (QLabel, QAbstractButton)):
            widget.setText(retext(widget.text()))
        elif isinstance(widget, QGroupBox):
            widget.setTitle(retext(widget.title()))
        elif isinstance(widget, QLineEdit):
            widget.setPlaceholderText(retext(widget.placeholderText()))
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                widget.setTabText(i, retext(widget.tabText(i)))
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                widget.setItemText(i, retext(widget.itemText(i)))
        elif isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            for column in range(header.columnCount()):
                header.setText(column, retext(header.text(column)))
    for action in root.findChildren(QAction):
        action.setText(retext(action.text()))
        action.setToolTip(retext(action.toolTip()))


def retranslate_scene(scene: QGraphicsScene, retext: Callable[[str], str]) -> None:
    """The same for a table's painted texts: every item's ``text`` (an attribute, or ``text()`` with
    ``set_text``), title, label, caption and a panel's lines; what a render sets again follows when the
    table renders its view.

    An attribute written here may size the item (a toast is as wide as its text): the scene is told before
    each item changes, or its index keeps the old rect and a later hit test reads a freed item."""
    for item in scene.items():
        text = getattr(item, "text", None)
        text = text() if callable(text) else text
        if isinstance(text, str) and text:
            if callable(getattr(item, "set_text", None)):
                item.set_text(retext(text))
            elif not isinstance(getattr(type(item), "text", None), property):
                _set_shaping(item, "text", retext(text))
        for name in ("title", "label", "score_label", "subtitle", "caption"):
            value = getattr(item, name, None)
            if isinstance(value, str) and value and not isinstance(getattr(type(item), name, None), property):
                _set_shaping(item, name, retext(value))
        item.update()


def _set_shaping(item, name: str, value: str) -> None:
    """Set an attribute the item's bounding rect may depend on, the scene warned first."""
    if getattr(item, name) != value:
        item.prepareGeometryChange()
        setattr(item, name, value)


def load_translator(code: str, parent=None) -> QTranslator | None:
    """The app's own catalogue for ``code`` (not installed), or None if there is none."""
    path = asset_path("i18n", f"cardsuite_{code}.qm", required=code in SUPPORTED and code != "en")
    if path is None:
        return None
    translator = QTranslator(parent)
    if not translator.load(str(path)):
        log.warning("cardsuite: the translation %s could not be loaded", path)
        return None
    return translator


def remove_translators(translators: list[QTranslator], app: QCoreApplication | None = None) -> None:
    app = app or QCoreApplication.instance()
    if app is None:
        return
    for translator in translators:
        app.removeTranslator(translator)


def game_title(entry) -> str:
    """A registered game's title in the current language."""
    return QCoreApplication.translate(GAMES_CONTEXT, entry.title)


def game_description(entry) -> str:
    """A registered game's one-line description in the current language."""
    return QCoreApplication.translate(GAMES_CONTEXT, entry.description)


def game_text(text: str) -> str:
    """Any other text a game declares (option labels, choices, bot level titles)."""
    return QCoreApplication.translate(GAMES_CONTEXT, text)
