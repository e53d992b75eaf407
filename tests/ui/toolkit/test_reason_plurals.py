"""A refusal that counts cards reads in the catalogue's plural form for the count (Qt's %n), in every
language: Polish has three forms, Slovenian four (issue 24: "These black 3s cannot make a meld" for one card)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from cardsuite.ui.toolkit import i18n

SOURCE = "These %n {rank_plural} cannot make a meld this turn: a meld needs at least {need}."
FORMS = ("Ta %n karta ({rank_plural}) nie utworzy meldunku: potrzeba co najmniej {need}.",
         "Te %n karty ({rank_plural}) nie utworzą meldunku: potrzeba co najmniej {need}.",
         "Tych %n kart ({rank_plural}) nie utworzy meldunku: potrzeba co najmniej {need}.")
SINGLE = "{code} cannot make a meld this turn: a meld needs at least {need}."
SINGLE_PL = "{code} nie utworzy w tej turze meldunku: potrzeba co najmniej {need}."
CATALOGUE = (("Rules", SINGLE, (SINGLE_PL,)), ("Rules", SOURCE, FORMS))
TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context><name>Rules</name>
<message numerus="yes"><source>{source}</source>
<translation>{forms}</translation></message>
<message><source>{single}</source><translation>{single_pl}</translation></message>
<message><source>queens</source><translation>damy</translation></message>
</context>
</TS>
"""


def lrelease() -> str | None:
    found = shutil.which("pyside6-lrelease") or Path(sys.executable).with_name("pyside6-lrelease")
    return str(found) if found and Path(found).exists() else None


@pytest.fixture
def polish_plurals(qapp, tmp_path, monkeypatch):
    """A Polish catalogue holding one counted reason, installed in place of the app's for the test."""
    tool = lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "plural_pl.ts"
    ts.write_text(TS.format(source=SOURCE, single=SINGLE, single_pl=SINGLE_PL, forms="".join(f"<numerusform>{f}</numerusform>" for f in FORMS)),
                  encoding="utf-8")
    subprocess.run([tool, str(ts), "-qm", str(tmp_path / "plural_pl.qm")], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "plural_pl.qm"))
    monkeypatch.setattr(i18n, "catalogue_messages", lambda code: CATALOGUE)
    i18n._reason_templates.cache_clear()   # the templates are read once per language: read the test's
    i18n.install_translators("pl", qapp)
    qapp.installTranslator(translator)
    try:
        yield
    finally:
        qapp.removeTranslator(translator)
        i18n.install_translators("en", qapp)
        monkeypatch.undo()
        i18n._reason_templates.cache_clear()


def test_a_counted_reason_takes_the_plural_form_of_its_count(polish_plurals):
    need = "2 natural cards and 3 cards in all"
    two = i18n.translate_reason(f"These 2 queens cannot make a meld this turn: a meld needs at least {need}.")
    five = i18n.translate_reason(f"These 5 queens cannot make a meld this turn: a meld needs at least {need}.")
    assert two.startswith("Te 2 karty (damy) nie utworzą"), two
    assert five.startswith("Tych 5 kart (damy) nie utworzy"), five
    one = i18n.translate_reason(f"QH cannot make a meld this turn: a meld needs at least {need}.")
    assert one.startswith("D\u2665 nie utworzy w tej turze meldunku"), one   # D: the Polish queen


def test_english_keeps_the_rules_own_count(qapp, monkeypatch):
    monkeypatch.setattr(i18n, "catalogue_messages", lambda code: CATALOGUE)
    i18n._reason_templates.cache_clear()
    try:
        reason = "These 2 queens cannot make a meld this turn: a meld needs at least 3 cards."
        assert i18n.translate_reason(reason) == reason
    finally:
        monkeypatch.undo()
        i18n._reason_templates.cache_clear()
