"""Bots use only the public engine API: no private member of a state or a view, no ``__new__``.

A game's bot modules are found, not listed: every module of its ``bots/`` folder (the engine's own
modules, in ``engine/``, may use their own private parts).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from cardsuite.games import ENGINES


def private_accesses(source: str) -> list[str]:
    """Where ``source`` reaches into private members: ``x._name`` on anything but ``self``/``cls``/``super()``
    (an override calling the method it extends), or ``__new__``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            name = node.attr
            if name == "__new__":
                found.append(f"line {node.lineno}: __new__")
            elif name.startswith("_") and not name.startswith("__"):
                owner = node.value
                own = isinstance(owner, ast.Name) and owner.id in ("self", "cls")
                extended = (isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name)
                            and owner.func.id == "super")
                if not (own or extended):
                    found.append(f"line {node.lineno}: ._{name[1:]} on {ast.unparse(owner)}")
    return found


def bot_module_files(package: str) -> list[Path]:
    """The files of ``package``'s bot modules: its ``bots/`` folder."""
    folder = Path(importlib.import_module(package).__file__).parent / "bots"
    return sorted(folder.rglob("*.py"))


def test_the_private_access_check_can_fail():
    bad = ("def f(st, cls):\n    st._cache.clear()\n    return cls.__new__(cls), view._seen, self._fine, "
           "super()._fine, sup()._not\n")
    assert sorted(private_accesses(bad)) == ["line 2: ._cache on st", "line 3: ._not on sup()", "line 3: ._seen on view",
                                             "line 3: __new__"]


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_bots_use_only_public_engine_api(name):
    files = bot_module_files(ENGINES[name].package)
    assert any(f.name == "levels.py" for f in files)
    found = {f.name: private_accesses(f.read_text(encoding="utf-8")) for f in files}
    assert {f: p for f, p in found.items() if p} == {}
