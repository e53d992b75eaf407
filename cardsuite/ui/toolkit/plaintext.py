"""Text that may hold what another machine wrote is shown as text: never as HTML, never as a link.

Qt guesses the format of a label's, a message box's and a tooltip's text (``AutoText``): a name such
as ``<font size=7>`` or ``<a href=...>`` from the network would be drawn as markup, and a link on a
label that opens external links would open.  Every widget that shows a player's name, a table's
name or a host's reason goes through one of these helpers, so the rule lives in one place.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def plain_label(label: QLabel) -> QLabel:
    """``label`` shows its text as written and opens no link; returned for chaining."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setOpenExternalLinks(False)
    return label


def plain_labels(widget: QWidget) -> QWidget:
    """Every label of a ready-made dialog (an input dialog's prompt, say) shown as written; returned for chaining."""
    for label in widget.findChildren(QLabel):
        plain_label(label)
    return widget


def plain_box(box: QMessageBox) -> QMessageBox:
    """A message box whose text and informative text are shown as written (Qt gives the informative
    label the box's format, and plain text holds no link to open); returned for chaining."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as written (a tooltip is rich text whenever it looks like HTML), its
    lines kept."""
    return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if text else ""


def fill(template: str, *values: str) -> str:
    """``template`` with %1, %2, ... replaced by ``values`` in one pass: a name from the network that holds "%2"
    stays as written (QString.arg replaces again inside what it put in)."""
    return re.sub(r"%(\d)", lambda m: values[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(values)
                  else m.group(0), template)
