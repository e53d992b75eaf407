"""What the accessibility tests share: a table's accessible name and description as Qt's accessibility API
exposes them to a screen reader, and the announcements the table sent, read from the events themselves."""

from __future__ import annotations

from PySide6.QtGui import QAccessible


def accessible_name(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def accessible_description(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


class Heard:
    """Every announcement a table sends, in order: the text of each accessibility event it went out in."""

    def __init__(self, table):
        self.table = table
        self.texts: list[str] = []
        self.sent: list[tuple] = []
        """(event type, the object it is about, its text) of each announcement."""
        table.keys.speech.spoken.connect(self._heard)

    def _heard(self, text: str) -> None:
        event = self.table.keys.speech.last_event
        if hasattr(event, "message"):    # Qt 6.8+: a QAccessibleAnnouncementEvent
            self.sent.append((event.type(), event.object(), event.message()))
            self.texts.append(event.message())
        else:                            # older Qt: the table's new accessible name
            self.sent.append((QAccessible.Event.NameChanged, self.table, accessible_name(self.table)))
            self.texts.append(accessible_name(self.table))

    def said(self, fragment: str) -> bool:
        return any(fragment in text for text in self.texts)

    def events_are_announcements(self) -> bool:
        """Every text heard went out as an event about the table: an announcement (Qt 6.8+) or its new name."""
        kinds = (QAccessible.Event.Announcement, QAccessible.Event.NameChanged)
        return bool(self.sent) and all(kind in kinds and obj is self.table for kind, obj, _ in self.sent)
