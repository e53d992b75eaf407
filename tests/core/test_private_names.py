"""No module reaches into another module's private names (issue 26: the rooms talk through public names).

A private name is one with a single leading underscore.  A module may use its own: ``other._key`` in
the class that defines ``_key``, ``state._end`` where the module defines ``_end``.  It may not import
another module's (``from .actions import _meld_action``) or use a private attribute it does not define
itself (``window._open_table``, ``self.drag._peek``).  ``super()._name`` is the class's own interface.
"""

from __future__ import annotations

import ast
from pathlib import Path

from support.sources import parsed

PACKAGE = Path(__file__).resolve().parents[2] / "cardsuite"


def private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def defined_names(tree: ast.AST) -> set[str]:
    """Private names the module itself defines: functions, classes, assignments, attributes set on anything."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and private(node.name):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and private(node.id):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, (ast.Store, ast.Del)) and private(node.attr):
            names.add(node.attr)
        elif isinstance(node, ast.arg) and private(node.arg):
            names.add(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and private(node.value):
            names.add(node.value)          # __slots__ entries, namedtuple fields
    return names


def foreign_private_uses(tree: ast.Module) -> list[str]:
    own = defined_names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            found += [f"line {node.lineno}: from {'.' * node.level}{node.module or ''} import {a.name}"
                      for a in node.names if private(a.name)]
        elif isinstance(node, ast.Attribute) and private(node.attr) and node.attr not in own:
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "super":
                continue
            found.append(f"line {node.lineno}: {ast.unparse(owner)}.{node.attr}")
    return found


def test_the_check_finds_what_it_should():
    source = ("from .actions import _meld_action\n"
              "class A:\n    def __init__(self):\n        self._mine = 1\n"
              "    def same(self, other):\n        return other._mine + super()._base()\n"
              "def f(window):\n    return window._open_table()\n")
    assert foreign_private_uses(ast.parse(source)) == ["line 1: from .actions import _meld_action",
                                                       "line 8: window._open_table"]


def test_no_module_uses_another_modules_private_names():
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        uses = foreign_private_uses(parsed(path))
        if uses:
            found[str(path.relative_to(PACKAGE))] = uses
    assert found == {}
