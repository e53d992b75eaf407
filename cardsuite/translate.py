"""Marks visible text for translation where it is defined, without importing Qt.

``pyside6-lupdate`` finds ``QT_TRANSLATE_NOOP(context, text)`` by its name in any Python file, so
a Qt-free module (the registry, a game's options) marks its own strings and they reach the
catalogues; the UI translates them when it shows them, with
``QCoreApplication.translate(context, text)``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """``text`` unchanged; the call marks it for the catalogues in ``context``."""
    return text
