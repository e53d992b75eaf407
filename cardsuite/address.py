"""A network address as a player writes it, "host:port": the one reading of it, wherever one is typed or kept.

The join dialog, ``cardsuite host --announce``, the discovery targets of the settings file and the lobby
all read addresses here, so they accept and refuse the same texts.  Pure Python: the settings (Qt-free)
check a saved target with it.
"""

from __future__ import annotations


def parse_address(text: str) -> tuple[str, int]:
    """``"host:port"`` as the host and the port (1 to 65535); ValueError if ``text`` is not one.

    Spaces around the text and around either part are ignored; the host has none inside.  An IPv6
    address may be written in brackets (``[::1]:47474``; the host is then ``::1``), or bare when the
    last colon can only be the port's (``::1:47474``).  The port is written in the digits 0-9 only.
    """
    if not isinstance(text, str):
        raise ValueError(f"{text!r} is not an address:port")
    host, colon, port = text.strip().rpartition(":")
    host, port = host.strip(), port.strip()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1].strip()
    if (not colon or not host or host.endswith(":") or any(c.isspace() or c in "[]" for c in host)
            or not (port.isascii() and port.isdigit()) or not 0 < int(port) < 65536):
        raise ValueError(f"{text!r} is not an address:port")
    return host, int(port)
