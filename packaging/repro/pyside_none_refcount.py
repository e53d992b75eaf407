"""Reproduction for the PySide6-Essentials marker in pyproject.toml: does a void Qt call lose a None reference?

    python packaging/repro/pyside_none_refcount.py   prints the references lost per call; exit 1 if any
                                                  (leaving with os._exit: a normal exit would free None)

PySide6 6.12.0 loses one per call of any wrapped method returning void; on Python 3.11 that ends in
"Fatal Python error: none_dealloc" once None's count reaches zero (3.12+ makes None immortal).
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6 import __version__ as pyside_version  # noqa: E402
from PySide6.QtCore import QObject, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath, QPen  # noqa: E402

CALLS = 200   # far below None's count at start-up (a few thousand), so the script reports, not crashes


def lost_per_call(call) -> float:
    call()
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        call()
    return (before - sys.getrefcount(None)) / CALLS


def main() -> int:
    app = QGuiApplication([])
    image = QImage(32, 32, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    path = QPainterPath()
    path.addRect(QRectF(1, 1, 10, 10))
    pen, colour, obj = QPen(QColor("red"), 1.0), QColor("blue"), QObject()
    calls = {
        "QPainter.setPen(QPen)": lambda: painter.setPen(pen),
        "QPainter.setPen(Qt.PenStyle.NoPen)": lambda: painter.setPen(Qt.PenStyle.NoPen),
        "QPainter.setBrush(QColor)": lambda: painter.setBrush(colour),
        "QPainter.drawPath": lambda: painter.drawPath(path),
        "QPen.setWidthF": lambda: pen.setWidthF(2.0),
        "QObject.setObjectName": lambda: obj.setObjectName("x"),
    }
    print(f"PySide6 {pyside_version}, Python {sys.version.split()[0]}")
    worst = 0.0
    for name, call in calls.items():
        lost = lost_per_call(call)
        worst = max(worst, lost)
        print(f"  {name:36s} None references lost per call: {lost:.2f}")
    painter.end()
    return 1 if worst > 0 else 0


if __name__ == "__main__":
    sys.stdout.flush()
    code = main()
    sys.stdout.flush()
    os._exit(code)
