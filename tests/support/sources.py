"""Python sources parsed once per test process: the tests that read all of cardsuite's code (import circles,
private names, translated texts) would otherwise each parse it again on the same worker (about 0.7 s each)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path


@cache
def parsed(path: Path) -> ast.Module:
    """The syntax tree of one source file, shared by every test that asks: read it, never change it."""
    return ast.parse(path.read_text(encoding="utf-8"))
