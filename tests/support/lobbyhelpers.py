"""Feeding a lobby window datagrams in tests."""

from __future__ import annotations

import itertools
import os
import socket


def hear(window, message: dict, sender: str = "127.0.0.1") -> None:
    """Hand the window's discovery one validated datagram and bring the lists up to date at once (the window
    follows what it heard within a moment, coalesced)."""
    window.discovery.receive(message, sender)
    window.refresh()


def _worker_ports():
    """This test process's own ports, below the kernel's ephemeral range: 1,000 per pytest-xdist worker.

    A lobby binds its port shared (several lobbies of one machine listen together), so two tests in parallel
    workers handed the same "free" port would both bind it and steal each other's datagrams -- a test then
    waits for a datagram that went next door (seen on a busy machine, where the window between asking and
    binding is long).  Ports from disjoint ranges cannot meet; within a worker the tests run one by one."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    base = 20_000 + 1_000 * (int(worker) % 12 if worker.isdigit() else 11)
    return itertools.cycle(range(base, base + 1_000))


_PORTS = _worker_ports()


def free_udp_port() -> int:
    """A UDP port on 127.0.0.1 of this worker's own range, free at the moment of asking (a lobby under test
    binds it next)."""
    for _ in range(1_000):
        port = next(_PORTS)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue                     # held by something else on this machine: the next one
            return port
    raise RuntimeError("no free UDP port in this test worker's range")


def udp_ports(count: int) -> list[int]:
    return [free_udp_port() for _ in range(count)]
