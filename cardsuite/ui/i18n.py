"""Translations: Qt Linguist catalogues for the chosen language, and translated game names.

Every visible string is English in the source and goes through Qt's translation (``self.tr``
or ``QCoreApplication.translate``).  The catalogues are ``assets/i18n/cardsuite_<lang>.qm``,
compiled from the ``.ts`` sources by ``packaging/update_translations.sh``; Qt's own
``qtbase_<lang>.qm`` (standard buttons, colour dialog...) is loaded too when Qt ships it.

What the games declare -- titles and descriptions in the registry, bot level titles, preset names,
option labels, help and choices -- is marked where it is defined (:mod:`cardsuite.translate`) in the
context ``"games"`` (see :func:`game_title`, :func:`game_text`); the rows of a round summary in the
context ``"Scoring"``.  No game's text is listed here.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

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


def install_translators(language: str | None = None, app: QCoreApplication | None = None) -> list[QTranslator]:
    """Install the app's and Qt's catalogues for ``language``; returns them (keep them alive).

    English needs no catalogue.  A missing catalogue is logged and the app goes on in English.
    """
    global _current
    app = app or QCoreApplication.instance()
    code = resolve_language(language)
    installed: list[QTranslator] = []
    _current = code if code in SUPPORTED else "en"
    if app is None or _current == "en":  # English, or a language cardsuite does not speak yet
        return installed
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_translator = QTranslator(app)
    if qt_translator.load(f"qtbase_{code}", qt_dir):
        app.installTranslator(qt_translator)
        installed.append(qt_translator)
    own = load_translator(code, app)
    if own is not None:
        app.installTranslator(own)
        installed.append(own)
    return installed


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
