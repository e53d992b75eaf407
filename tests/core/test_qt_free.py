"""House rule 1: the Qt-free rooms import no Qt (they run in a plain process).

The rooms are found by folder, not listed by hand: every module under a game's ``engine/`` and
``bots/``, the core packages ``play/``, ``profile/`` and the Qt-free part of ``net/``, and the core
modules at the top of ``cardsuite/`` (all but the Qt ones named in ``QT_AT_THE_TOP``).  A module added
to any of them is checked from the day it is added.
"""

import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "cardsuite"
QT_FREE_FOLDERS = ["games/*/engine", "games/*/bots", "play", "profile", "net"]
QT_AT_THE_TOP = {"app", "qtbridge", "__main__"}    # the Qt entry point and the Qt-side bridge of the core
QT_IN_NET = {"cardsuite.net.client", "cardsuite.net.server", "cardsuite.net.peers", "cardsuite.net.discovery",
             "cardsuite.net.headless"}          # the sockets are Qt's; the protocol, lobby and fairness are not


def module_name(path: Path, package: Path = PACKAGE) -> str:
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def qt_free_modules(package: Path = PACKAGE) -> list[str]:
    found = [package / f"{name}.py" for name in
             sorted(p.stem for p in package.glob("*.py")) if name not in QT_AT_THE_TOP]
    found += [package / "games" / "__init__.py"]
    for pattern in QT_FREE_FOLDERS:
        for folder in sorted(package.glob(pattern)):
            found += sorted(folder.rglob("*.py"))
    names = [module_name(p, package) for p in found]
    return [n for n in names if n not in QT_IN_NET]


def qt_imports(modules: list[str]) -> subprocess.CompletedProcess:
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules) +
            "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
            "print(bad)\nraise SystemExit(1 if bad else 0)\n")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=PACKAGE.parent)


def test_the_glob_finds_every_qt_free_room():
    names = qt_free_modules()
    for expected in ("cardsuite.games.spider.bots.solver", "cardsuite.games.spider.engine.worlds",
                     "cardsuite.games.canasta.engine.positions", "cardsuite.net.lobby",
                     "cardsuite.profile.statistics", "cardsuite.play.driver", "cardsuite.engine"):
        assert expected in names
    assert not [n for n in names if ".table" in n or n.startswith("cardsuite.ui")]


def test_qt_free_modules_import_no_qt():
    result = qt_imports(qt_free_modules())
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_qt_import_planted_in_an_engine_or_bots_folder_fails_the_check(tmp_path):
    """The check is not a hand list: a new module with a Qt import in ``engine/`` or ``bots/`` fails it."""
    import shutil
    copy = tmp_path / "cardsuite"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "assets"))
    for room in ("engine", "bots"):
        planted = copy / "games" / "schnapsen" / room / "planted.py"
        planted.write_text("from PySide6.QtCore import QObject\n")
        names = qt_free_modules(copy)
        assert f"cardsuite.games.schnapsen.{room}.planted" in names
        code = ("import sys\n" f"sys.path.insert(0, {str(tmp_path)!r})\n" +
                "".join(f"import {m}\n" for m in names) +
                "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
                "raise SystemExit(1 if bad else 0)\n")
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                                cwd=tmp_path)
        assert result.returncode == 1, result.stdout + result.stderr
        planted.unlink()
