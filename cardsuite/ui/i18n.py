"""Translations: Qt Linguist catalogues for the chosen language, and translated game names.

Every visible string is English in the source and goes through Qt's translation (``self.tr``
or ``QCoreApplication.translate``).  The catalogues are ``assets/i18n/cardsuite_<lang>.qm``,
compiled from the ``.ts`` sources by ``packaging/update_translations.sh``; Qt's own
``qtbase_<lang>.qm`` (standard buttons, colour dialog...) is loaded too when Qt ships it.

Game titles and descriptions come from the registry, which marks them where they are defined
(:mod:`cardsuite.translate`); they are translated in the context ``"games"`` (see
:func:`game_title`).  The texts below are still marked here, away from the files that define them.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

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


# Texts the games declare, marked here for lupdate until the files that define them mark them.
# A text not marked anywhere is still shown, in English, until it is marked and translated.
REGISTRY_STRINGS = (
    # bot level titles and preset names
    QT_TRANSLATE_NOOP("games", "Random"),
    QT_TRANSLATE_NOOP("games", "Easy"),
    QT_TRANSLATE_NOOP("games", "Medium"),
    QT_TRANSLATE_NOOP("games", "Hard"),
    QT_TRANSLATE_NOOP("games", "Default"),
    QT_TRANSLATE_NOOP("games", "Short"),
    QT_TRANSLATE_NOOP("games", "StarGames"),
    QT_TRANSLATE_NOOP("games", "Classic"),
    QT_TRANSLATE_NOOP("games", "Target"),
    # option labels and help the games declare in their Options metadata
    QT_TRANSLATE_NOOP("games", "Game points for a bummerl"),
    QT_TRANSLATE_NOOP("games", "Each player counts down from this number; the first to reach 0 wins the match "
                               "(usually 7)."),
    QT_TRANSLATE_NOOP("games", "Show both players' points"),
    QT_TRANSLATE_NOOP("games", "Show the opponent's points during a round too, not only your own (counting them "
                               "is part of the game)."),
    QT_TRANSLATE_NOOP("games", "Suits"),
    QT_TRANSLATE_NOOP("games", "1 suit: eight times spades A-K (easier). 2 suits: four times hearts and four times "
                               "spades."),
    QT_TRANSLATE_NOOP("games", "1 suit"),
    QT_TRANSLATE_NOOP("games", "2 suits"),
    QT_TRANSLATE_NOOP("games", "Time limit"),
    QT_TRANSLATE_NOOP("games", "Each player's playing time; when it runs out the game ends as if Done was pressed."),
    QT_TRANSLATE_NOOP("games", "Standard (10 minutes for 1 suit, 15 for 2)"),
    QT_TRANSLATE_NOOP("games", "5 minutes"),
    QT_TRANSLATE_NOOP("games", "10 minutes"),
    QT_TRANSLATE_NOOP("games", "15 minutes"),
    QT_TRANSLATE_NOOP("games", "20 minutes"),
    QT_TRANSLATE_NOOP("games", "Winnable deals only"),
    QT_TRANSLATE_NOOP("games", "Deal only deals the solver can win: the first winnable deal number from the one "
                               "chosen."),
)

# The row labels of the engines' round summaries (``RoundSummary.lines``), which the tables show
# through ``translate("Scoring", label)``; tests/test_i18n_scoring.py keeps this list complete.
SCORING_STRINGS = (
    QT_TRANSLATE_NOOP("Scoring", "Card points"),
    QT_TRANSLATE_NOOP("Scoring", "Game points"),
    QT_TRANSLATE_NOOP("Scoring", "Marriages"),
    QT_TRANSLATE_NOOP("Scoring", "Points"),
    QT_TRANSLATE_NOOP("Scoring", "To go"),
    QT_TRANSLATE_NOOP("Scoring", "Tricks"),
    QT_TRANSLATE_NOOP("Scoring", "Cards turned up"),
    QT_TRANSLATE_NOOP("Scoring", "Cards placed on their own suit"),
    QT_TRANSLATE_NOOP("Scoring", "Completed runs"),
    QT_TRANSLATE_NOOP("Scoring", "All cards cleared"),
    QT_TRANSLATE_NOOP("Scoring", "Moves"),
    QT_TRANSLATE_NOOP("Scoring", "Undos"),
    QT_TRANSLATE_NOOP("Scoring", "Time"),
    QT_TRANSLATE_NOOP("Scoring", "Score"),
    QT_TRANSLATE_NOOP("Scoring", "Canasta bonuses"),
    QT_TRANSLATE_NOOP("Scoring", "Cards in hand"),
    QT_TRANSLATE_NOOP("Scoring", "Going out"),
    QT_TRANSLATE_NOOP("Scoring", "Match score"),
    QT_TRANSLATE_NOOP("Scoring", "Melded cards"),
    QT_TRANSLATE_NOOP("Scoring", "Mixed canastas"),
    QT_TRANSLATE_NOOP("Scoring", "Natural canastas"),
    QT_TRANSLATE_NOOP("Scoring", "Red 3s"),
    QT_TRANSLATE_NOOP("Scoring", "Round score"),
)


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
