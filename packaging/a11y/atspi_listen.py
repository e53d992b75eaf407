#!/usr/bin/python3
"""Print what a desktop screen reader (Orca) hears from cardsuite over AT-SPI: the focused thing's name and
description as they change, and every announcement -- the check of issue 24 §1 that the accessibility tree
of a real window says what tests/games/schnapsen/table/test_schnapsen_speech.py (and its Canasta and Spider
siblings) read through Qt.

Run it with Debian's Python, which has pyatspi (``apt-get install at-spi2-core python3-pyatspi``), on the
session bus the app uses.  The whole check -- Xvfb, a session bus with the AT-SPI bus, this listener, the app
at a Schnapsen table and a round played by keys with xdotool -- is one command from the worktree::

    apt-get install -y xvfb at-spi2-core python3-pyatspi dbus-x11 xdotool
    export CARDSUITE_HOME=$(bash ../shared/tools/loopback_profile.sh)
    bash packaging/a11y/schnapsen_round.sh /tmp/atspi.log     # then read /tmp/atspi.log

By hand: ``/usr/bin/python3 packaging/a11y/atspi_listen.py [SECONDS]`` prints to stdout until SECONDS have
passed (default 120) or it is stopped; start it before the app (with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``).
Each line: seconds since the start, the event, the object's role, then its name / description / the
announcement's text.  Only events of applications named like cardsuite (or python) are printed.
"""

import sys
import time

import pyatspi
from gi.repository import GLib

EVENTS = (
    "focus:",
    "object:state-changed:focused",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:announcement",
)
START = time.monotonic()


def application_of(source) -> str:
    try:
        app = source.get_application()
        return (app.name or "").lower() if app is not None else ""
    except Exception:      # an object gone in the meantime
        return ""


def on_event(event) -> None:
    source = event.source
    if not any(word in application_of(source) for word in ("cardsuite", "python")):
        return
    if event.type.startswith("object:state-changed") and not event.detail1:
        return             # losing the focus says nothing
    try:
        role, name, description = source.getRoleName(), source.name, source.description
    except Exception:
        role, name, description = "?", "?", "?"
    if event.type == "object:announcement":
        text = f"announcement: {event.any_data}"
    elif event.type == "object:property-change:accessible-description":
        text = f"description: {description}"
    else:
        text = f"name: {name}" + (f" | description: {description}" if description else "")
    print(f"{time.monotonic() - START:7.2f}  {event.type:46} {role:12} {text}", flush=True)


def main() -> int:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 120.0
    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(on_event, kind)
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
    print(f"listening for {seconds:.0f} s: " + ", ".join(EVENTS), flush=True)
    pyatspi.Registry.start()
    return 0


if __name__ == "__main__":
    sys.exit(main())
