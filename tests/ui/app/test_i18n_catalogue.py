"""Texts the games declare reach the translation catalogues: each is marked for lupdate where the
sources are read (``QT_TRANSLATE_NOOP``) and translated in every language: registry titles and
descriptions (marked in the registry itself), summary row labels ("Scoring") and the option
labels, help, choices and level titles of the new-game dialog ("games")."""

from __future__ import annotations

import ast
import random
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from cardsuite import games
from cardsuite.profile.settings import Settings
from cardsuite.ui.app import newgame
from support.randomplay import RandomPlayer
from support.sources import parsed

ROOT = Path(__file__).resolve().parents[3]
LANGS = ("pl", "sl")


@cache
def marked_in(path: Path) -> frozenset[tuple[str, str]]:
    """(context, text) of every ``QT_TRANSLATE_NOOP`` call in one source file, as lupdate reads them."""
    found = set()
    for node in ast.walk(parsed(path)):
        if not isinstance(node, ast.Call) or len(node.args) != 2:
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name == "QT_TRANSLATE_NOOP" and all(isinstance(a, ast.Constant) for a in node.args):
            found.add((node.args[0].value, node.args[1].value))
    return frozenset(found)


def marked(context: str, folder: Path = ROOT / "cardsuite") -> set[str]:
    return {text for path in folder.rglob("*.py") for ctx, text in marked_in(path) if ctx == context}


@cache
def translated(lang: str, context: str) -> frozenset[str]:
    """The texts of ``context`` with a finished translation in ``assets/i18n/cardsuite_<lang>.ts``."""
    root = ET.parse(ROOT / "assets" / "i18n" / f"cardsuite_{lang}.ts").getroot()
    texts = set()
    for ctx in root.iter("context"):
        if ctx.findtext("name") != context:
            continue
        for message in ctx.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.text and translation.get("type") is None:
                texts.add(message.findtext("source"))
    return frozenset(texts)


def registry_texts() -> set[str]:
    return {text for entry in games.ENGINES.values() for text in (entry.title, entry.description)}


def test_the_registry_marks_its_titles_and_descriptions_and_every_language_translates_them():
    where = marked("games", ROOT / "cardsuite" / "games")
    texts = registry_texts()
    assert texts <= where, f"mark in cardsuite/games/__init__.py: {sorted(texts - where)}"
    for lang in LANGS:
        missing = texts - translated(lang, "games")
        assert not missing, f"translate in cardsuite_{lang}.ts: {sorted(missing)}"


def test_the_toolkit_marks_no_game_title_or_description():
    in_ui = marked("games", ROOT / "cardsuite" / "ui")
    assert not in_ui & registry_texts()


@pytest.mark.parametrize("lang", LANGS)
def test_the_compiled_catalogue_translates_every_registered_game(lang):
    translator = QTranslator()
    assert translator.load(str(ROOT / "assets" / "i18n" / f"cardsuite_{lang}.qm"))
    for entry in games.ENGINES.values():
        for text in (entry.title, entry.description):
            assert translator.translate("games", text), f"{lang}: rebuild the .qm for {text!r}"
        assert translator.translate("games", entry.description) != entry.description


def summary_labels(entry, rounds: int = 6) -> set[str]:
    game = entry.game()
    labels: set[str] = set()
    player = RandomPlayer()          # a solver (Spider practice's demo) asked once in all: it adds no summary line
    for preset in list(game.Options.PRESETS) or [None]:
        options = game.Options.from_preset(preset)
        for seed in range(rounds):
            match_score = game.new_match_score(options)
            state = game.new_state(options, seed, game.round_context(options, match_score, 0))
            rng = random.Random(seed)
            while not state.is_over:
                seat = rng.choice(sorted(state.seats_to_move()))
                state.apply(seat, player.choose(state.legal_actions(seat), rng))
            _, summary = game.score_round(options, match_score, state)
            labels.update(label for label, _ in summary.lines)
    return labels


def test_every_summary_label_is_in_the_translation_catalogue():
    listed = marked("Scoring")
    for name in ("schnapsen", "spider", "spider_practice", "canasta"):
        labels = summary_labels(games.ENGINES[name])
        assert labels, name
        assert labels <= listed, f"{name}: mark in the \"Scoring\" context: {sorted(labels - listed)}"
        for lang in LANGS:
            assert labels <= translated(lang, "Scoring"), f"{name}: translate in cardsuite_{lang}.ts"


def test_every_text_of_the_new_game_dialog_is_in_the_catalogue(qtbot, monkeypatch):
    asked: list[str] = []
    real = newgame.game_text
    monkeypatch.setattr(newgame, "game_text", lambda text: asked.append(text) or real(text))
    for entry in games.GAMES.values():
        if entry.name == "toy":
            continue
        dialog = newgame.NewGameDialog(entry, Settings.load())
        qtbot.addWidget(dialog)
    asked = [text for text in asked if not text.isdigit()]   # a bare number (a choice like 2500) is no word
    missing = sorted(set(asked) - marked("games"))
    assert asked and not missing, f"mark in the \"games\" context: {missing}"
    for lang in LANGS:
        assert set(asked) <= translated(lang, "games"), f"translate in cardsuite_{lang}.ts"


def translation_calls(tree: ast.AST):
    """Each ``tr("...")`` / ``self.tr("...")`` / ``translate("Context", "...")`` call with a literal text:
    (node, context or None, text)."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        literals = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
        if name == "tr" and literals[:1] and literals[0] is not None:
            yield node, None, literals[0]
        elif name == "translate" and len(literals) >= 2 and None not in literals[:2]:
            yield node, literals[0], literals[1]


def source_trees():
    """Every module of the package, parsed once for all the tests that read them (support.sources)."""
    return {path: parsed(path) for path in sorted((ROOT / "cardsuite").rglob("*.py"))}


def test_no_translated_text_hides_inside_an_f_string():
    """lupdate does not read into an f-string's placeholders: a ``tr('...')`` there never reaches the
    catalogues (a run of packaging/i18n/update_translations.sh drops its entry), and the text shows in English."""
    hidden = [f"{path.relative_to(ROOT)}:{node.lineno}: {text!r}" for path, tree in source_trees().items()
              for joined in ast.walk(tree) if isinstance(joined, ast.JoinedStr)
              for node, _, text in translation_calls(joined)]
    assert hidden == [], "take these out of their f-strings:\n" + "\n".join(hidden)


@pytest.mark.parametrize("lang", LANGS)
def test_every_literal_text_the_code_translates_is_translated_in_the_catalogue(lang):
    root = ET.parse(ROOT / "assets" / "i18n" / f"cardsuite_{lang}.ts").getroot()
    finished: dict[str, set[str]] = {}
    for ctx in root.iter("context"):
        for message in ctx.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None and (
                    translation.text or translation.findall("numerusform")):
                finished.setdefault(message.findtext("source"), set()).add(ctx.findtext("name"))
    missing = sorted({f"{context or '?'}: {text!r} ({path.relative_to(ROOT)}:{node.lineno})"
                      for path, tree in source_trees().items() for node, context, text in translation_calls(tree)
                      if text not in finished or (context is not None and context not in finished[text])})
    assert missing == [], f"translate in cardsuite_{lang}.ts:\n" + "\n".join(missing)
