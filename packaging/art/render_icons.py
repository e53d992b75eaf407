"""Render the app icon (assets/icons/cardsuite.svg) to the PNG sizes and the .ico the packages need.

Run from the repository root:  python packaging/art/render_icons.py
Writes packaging/icons/<n>x<n>/io.github.cardsuite.png, packaging/icons/scalable/io.github.cardsuite.svg
and packaging/icons/cardsuite.ico (Windows).  The results are committed.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.cardsuite"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg = ROOT / "assets" / "icons" / "cardsuite.svg"
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        print(f"cannot read {svg}", file=sys.stderr)
        return 1
    out = ROOT / "packaging" / "icons"
    for size in SIZES:
        folder = out / f"{size}x{size}"
        folder.mkdir(parents=True, exist_ok=True)
        render(renderer, size).save(str(folder / f"{APP_ID}.png"), "PNG")
    scalable = out / "scalable"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable / f"{APP_ID}.svg")
    if b"ico" in [bytes(f) for f in QImageWriter.supportedImageFormats()]:
        render(renderer, 256).save(str(out / "cardsuite.ico"), "ICO")
    else:
        print("note: this Qt cannot write .ico files; the Windows build uses the 256 px PNG", file=sys.stderr)
    print(f"wrote {len(SIZES)} PNG sizes to {out.relative_to(ROOT)}")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
