"""Packaging: what a wheel and the bundle carry, where the app finds its assets, one version, a lazy start."""

from __future__ import annotations

import fnmatch
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardsuite import __version__

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
METAINFO = ROOT / "packaging" / "io.github.cardsuite.metainfo.xml"


def _run(code: str, env_extra: dict, cwd: Path) -> str:
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "CARDSUITE_ASSETS")}
    env.update(env_extra)
    result = subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_the_wheel_lists_every_package_in_the_tree():
    """The package list is explicit (assets/ is mapped in): a new subpackage must be added to it."""
    in_tree = {path.parent.relative_to(ROOT).as_posix().replace("/", ".")
               for path in (ROOT / "cardsuite").rglob("__init__.py")}
    assert set(SETUPTOOLS["packages"]) == in_tree | {"cardsuite.assets"}
    assert SETUPTOOLS["package-dir"] == {"cardsuite.assets": "assets"}


def test_package_data_covers_every_runtime_asset():
    """Each file the app loads is package data; screenshots and .ts sources stay out of the wheel."""
    patterns = SETUPTOOLS["package-data"]["cardsuite.assets"]
    for path in (ROOT / "assets").rglob("*"):
        rel = path.relative_to(ROOT / "assets").as_posix()
        wanted = not (path.is_dir() or rel.startswith("screenshots/") or rel.endswith(".ts"))
        matched = any(fnmatch.fnmatch(rel, pattern) and rel.count("/") == pattern.count("/") for pattern in patterns)
        assert matched == wanted, rel


def test_an_installed_package_finds_its_assets_through_importlib_resources(tmp_path):
    """A wheel's layout (as --target, --user, a venv or the bundle place it): cardsuite/assets in the package."""
    target = tmp_path / "site"
    shutil.copytree(ROOT / "cardsuite", target / "cardsuite", ignore=shutil.ignore_patterns("__pycache__"))
    for pattern in SETUPTOOLS["package-data"]["cardsuite.assets"]:
        for path in (ROOT / "assets").glob(pattern):
            dest = target / "cardsuite" / "assets" / path.relative_to(ROOT / "assets")
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(path, dest)
    out = _run("from cardsuite.ui.toolkit import assets\n"
               "print(assets.assets_dir())\n"
               "print(all(assets.asset_path(*p) for p in [('icons', 'cardsuite.svg'), ('i18n', 'cardsuite_sl.qm'),"
               " ('rules', 'spider.pl.html'), ('rules', 'img', 'canasta_wild.png')]))",
               {"PYTHONPATH": str(target)}, cwd=tmp_path)
    assert out.split() == [str(target / "cardsuite" / "assets"), "True"]


def test_a_source_checkout_uses_the_top_level_assets(tmp_path):
    out = _run("from cardsuite.ui.toolkit import assets; print(assets.assets_dir())", {"PYTHONPATH": str(ROOT)}, cwd=tmp_path)
    assert out.strip() == str(ROOT / "assets")


def test_the_version_lives_in_one_place():
    assert "version" not in PYPROJECT["project"] and "version" in PYPROJECT["project"]["dynamic"]
    assert SETUPTOOLS["dynamic"]["version"] == {"attr": "cardsuite.__version__"}
    releases = ET.parse(METAINFO).getroot().find("releases")
    newest = releases.find("release")
    assert newest.get("version") == __version__
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", newest.get("date"))
    spec = (ROOT / "packaging" / "cardsuite.spec").read_text(encoding="utf-8")
    assert "__version__" in spec and '"0.' not in spec


def test_the_appstream_file_names_what_the_app_offers():
    text = ET.tostring(ET.parse(METAINFO).getroot().find("description"), encoding="unicode")
    for offer in ("Canasta", "Schnapsen", "Spider duel", "Computer players", "Hot-seat", "Network play",
                  "Polish", "Slovenian"):
        assert offer in text, offer


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli is not installed")
def test_the_appstream_file_validates():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_the_desktop_file_validates():
    result = subprocess.run(["desktop-file-validate", str(ROOT / "packaging" / "io.github.cardsuite.desktop")],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_pyside_612_is_excluded_only_where_it_crashes():
    """The None refcount bug of 6.12.0 (packaging/repro/pyside_none_refcount.py) can only crash before Python 3.12."""
    from packaging.requirements import Requirement

    pyside = [Requirement(text) for text in PYPROJECT["project"]["dependencies"]
              if text.startswith("PySide6-Essentials")]
    for python, allowed in (("3.11", False), ("3.12", True), ("3.13", True)):
        (req,) = [r for r in pyside if r.marker is None or r.marker.evaluate({"python_version": python})]
        assert req.specifier.contains("6.12.0") == allowed, python
        assert req.specifier.contains("6.11.3") and req.specifier.contains("6.13.0")


def test_the_start_screen_loads_no_game_module(tmp_path):
    """No game module (rules, bots, table) is imported before the first paint (the registry names the pictures),
    nor QtNetwork (the single-instance socket listens once the window is up)."""
    out = _run("import sys\n"
               "from cardsuite.ui.app.instance import SingleInstance\n"
               "SingleInstance().claim()\n"
               "from cardsuite.profile.settings import Settings\n"
               "from cardsuite.app import _AppSession\n"
               "settings = Settings.load()\n"
               "session = _AppSession('en', settings)\n"
               "from cardsuite.ui.app.mainwindow import MainWindow\n"
               "window = MainWindow(settings)\n"
               "window.show()\n"
               "session.app.processEvents()\n"
               "print(sorted(m for m in sys.modules if m.startswith('cardsuite.games.') and m.count('.') > 2\n"
               "             or m == 'PySide6.QtNetwork'))\n",
               {"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "CARDSUITE_HOME": str(tmp_path)},
               cwd=tmp_path)
    assert out.strip() == "[]"


def test_the_desktop_integration_installs_under_a_prefix(tmp_path):
    result = subprocess.run(["sh", str(ROOT / "packaging" / "install_desktop.sh"), str(tmp_path)], capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    share = tmp_path / "share"
    assert (share / "applications" / "io.github.cardsuite.desktop").is_file()
    assert (share / "metainfo" / "io.github.cardsuite.metainfo.xml").is_file()
    for size in ("16x16", "48x48", "256x256", "512x512", "scalable"):
        assert list((share / "icons" / "hicolor" / size / "apps").glob("io.github.cardsuite.*")), size


@pytest.mark.parametrize("tool", ["art/render_icons.py", "art/render_rule_pictures.py"])
def test_the_art_renderers_find_the_repository_from_their_sub_folder(tool):
    """Each writes into the repository (packaging/icons, assets/rules/img): its ROOT is the repository's."""
    out = _run("import runpy, sys\n"
               f"found = runpy.run_path({str(ROOT / 'packaging' / tool)!r}, run_name='tool')\n"
               "print(found['ROOT'])\n", {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    assert Path(out.strip()) == ROOT


def test_the_translation_script_works_from_the_repository_root():
    script = (ROOT / "packaging" / "i18n" / "update_translations.sh").read_text(encoding="utf-8")
    assert 'cd "$(dirname "$0")/../.."' in script
    assert (ROOT / "packaging" / "i18n" / ".." / ".." / "assets" / "i18n" / "cardsuite_pl.ts").is_file()
    pattern = re.search(r'reason_files = re\.compile\(r"(.+)"\)', script).group(1)
    reasons = {str(p.relative_to(ROOT)) for p in (ROOT / "cardsuite").rglob("*.py")
               if re.match(pattern, str(p.relative_to(ROOT)))}
    raising = {str(p.relative_to(ROOT)) for p in (ROOT / "cardsuite").rglob("*.py")
               if "raise IllegalAction(" in p.read_text(encoding="utf-8")}
    assert raising <= reasons, "every module that refuses a move with a reason has its reasons extracted"
