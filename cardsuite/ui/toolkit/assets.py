"""Where the app's assets live (icons, rules pages, translations), and safe ways to load them.

The runtime assets are package data of ``cardsuite``: a wheel carries the top-level ``assets/``
folder as ``cardsuite/assets`` (``pyproject.toml`` maps it), so ``pip install .``, ``--user``,
``--target`` and a PyInstaller bundle (which copies it to the same place) all find it through
``importlib.resources``, wherever the package landed.  A source checkout or an editable install
has no ``cardsuite/assets``; there the repository's own ``assets/`` beside the package is used.
The environment variable ``CARDSUITE_ASSETS`` overrides both (for packagers and tests).

A missing asset never stops the app: the lookup logs one clear warning and the caller gets
``None`` (or, for the icon, a picture drawn in code).  The path functions import no Qt.
"""

from __future__ import annotations

import logging
import os
from functools import cache
from importlib.resources import files
from pathlib import Path

log = logging.getLogger(__name__)

ASSETS_ENV = "CARDSUITE_ASSETS"
APP_ICON = ("icons", "cardsuite.svg")


def candidate_dirs() -> list[Path]:
    """Every place the assets folder may be, most specific first."""
    dirs: list[Path] = []
    override = os.environ.get(ASSETS_ENV, "").strip()
    if override:
        dirs.append(Path(override).expanduser())
    package = Path(str(files("cardsuite")))
    dirs.append(package / "assets")   # package data: any installed wheel, the PyInstaller bundle
    dirs.append(package.parent / "assets")   # the source tree (a checkout, an editable install)
    return dirs


@cache
def assets_dir() -> Path:
    """The assets folder in use (the first candidate that exists; the package-data one if none does)."""
    candidates = candidate_dirs()
    for folder in candidates:
        if folder.is_dir():
            return folder
    log.warning("cardsuite: no assets folder found (looked in %s); icons, rules and translations are missing",
                ", ".join(str(d) for d in candidates))
    return candidates[-2]


_warned: set[Path] = set()


def asset_path(*parts: str, required: bool = True) -> Path | None:
    """The path of an asset such as ``asset_path("rules", "canasta.html")``, or None if it is missing.

    A missing ``required`` asset is logged once, with the full path looked for.
    """
    path = assets_dir().joinpath(*parts)
    if path.exists():
        return path
    if required and path not in _warned:
        _warned.add(path)
        log.warning("cardsuite: missing asset %s", path)
    return None


def read_text(*parts: str, required: bool = True) -> str | None:
    """The text of an asset (UTF-8), or None if it is missing or unreadable."""
    path = asset_path(*parts, required=required)
    if path is None:
        return None
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        log.warning("cardsuite: could not read asset %s: %s", path, error)
        return None


def app_icon():
    """The application icon: the SVG from the assets, or a small fan of cards drawn in code."""
    from PySide6.QtGui import QIcon

    path = asset_path(*APP_ICON)
    if path is not None:
        icon = _icon_file(str(path))
        if icon is not None:
            return QIcon(icon)
        log.warning("cardsuite: the app icon %s could not be loaded; using a drawn one", path)
    return QIcon(fallback_icon_pixmap(256))


@cache
def _icon_file(path: str):
    """The icon in ``path`` if it renders, loaded once: the app, its window and the banner share it."""
    from PySide6.QtGui import QIcon

    icon = QIcon(path)
    return icon if _icon_ok(icon) else None


def _icon_ok(icon) -> bool:
    """Whether the icon renders (an SVG needs Qt's svg image plugin)."""
    try:
        return not icon.isNull() and not icon.pixmap(32, 32).isNull()
    except Exception:  # pragma: no cover - defensive: a broken image plugin
        return False


def fallback_icon_pixmap(size: int):
    """A fan of three card shapes on transparent ground, drawn with QPainter (no files needed)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 64.0
    card = QRectF(-11 * s, -16 * s, 22 * s, 32 * s)
    fills = ("#f4efe2", "#fbf8f0", "#ffffff")
    marks = ("#17181c", "#c8102e", "#17181c")
    for angle, fill, mark in zip((-22, 0, 22), fills, marks):
        painter.save()
        painter.translate(QPointF(32 * s, 40 * s))
        painter.rotate(angle)
        painter.translate(0, -8 * s)
        painter.setPen(QPen(QColor("#2b2118"), 1.2 * s))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(card, 3 * s, 3 * s)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(mark))
        painter.drawEllipse(QPointF(0, 0), 4.5 * s, 4.5 * s)
        painter.restore()
    painter.end()
    return pixmap
