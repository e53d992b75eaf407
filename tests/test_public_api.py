"""Bots use only the public engine API: no private member of a state or a view, no ``__new__``.

A game's bot modules are found, not listed: the modules of its package that importing ``bots`` loads
and importing ``rules`` does not (the engine's own modules may use their own private parts).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardsuite.games import ENGINES


def private_accesses(source: str) -> list[str]:
    """Where ``source`` reaches into private members: ``x._name`` on anything but ``self``/``cls``, or ``__new__``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            name = node.attr
            if name == "__new__":
                found.append(f"line {node.lineno}: __new__")
            elif name.startswith("_") and not name.startswith("__"):
                owner = node.value
                if not (isinstance(owner, ast.Name) and owner.id in ("self", "cls")):
                    found.append(f"line {node.lineno}: ._{name[1:]} on {ast.unparse(owner)}")
    return found


def bot_module_files(package: str) -> list[str]:
    """The files of ``package``'s bot modules (see the module docstring), found in a fresh process."""
    code = (
        "import importlib, json, sys\n"
        f"p = {package!r}\n"
        "importlib.import_module(p + '.rules')\n"
        "engine = {m for m in sys.modules if m.startswith(p + '.')}\n"
        "importlib.import_module(p + '.bots')\n"
        "print(json.dumps(sorted(sys.modules[m].__file__ for m in sys.modules\n"
        "                        if m.startswith(p + '.') and m not in engine)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    return json.loads(out.stdout.splitlines()[-1])


def test_the_private_access_check_can_fail():
    bad = "def f(st, cls):\n    st._cache.clear()\n    return cls.__new__(cls), view._seen, self._fine\n"
    assert sorted(private_accesses(bad)) == ["line 2: ._cache on st", "line 3: ._seen on view", "line 3: __new__"]


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_bots_use_only_public_engine_api(name):
    files = bot_module_files(ENGINES[name].package)
    assert any(f.endswith("bots.py") for f in files)
    found = {Path(f).name: private_accesses(Path(f).read_text(encoding="utf-8")) for f in files}
    assert {f: p for f, p in found.items() if p} == {}
