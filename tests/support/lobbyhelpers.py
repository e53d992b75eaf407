"""Feeding a lobby window datagrams in tests."""

from __future__ import annotations

import socket


def hear(window, message: dict, sender: str = "127.0.0.1") -> None:
    """Hand the window's discovery one validated datagram and bring the lists up to date at once (the window
    follows what it heard within a moment, coalesced)."""
    window.discovery.receive(message, sender)
    window.refresh()


def free_udp_port() -> int:
    """A UDP port on 127.0.0.1 free at the moment of asking (a lobby under test binds it next)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def udp_ports(count: int) -> list[int]:
    return [free_udp_port() for _ in range(count)]
