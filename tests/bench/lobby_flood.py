"""A lobby under a flood of discovery datagrams on loopback: the longest event-loop stall and the memory.

    python tests/bench/lobby_flood.py [--rate 2000] [--seconds 20] [--senders 64] [--json]

The lobby window (offscreen) runs over a Discovery on a free UDP port of 127.0.0.1; a child process
sends it ``--rate`` datagrams a second for ``--seconds`` (then stops by itself) from ``--senders``
sockets: ``table`` announcements of every registered game under ever new ids, ``presence`` of ever new
players, lobby chat lines and invitations from ever new inviters, in turn.  With 64 senders each stays
under the per-sender rate limit, so what is measured is the lobby itself, not the limit.  A 10 ms
QTimer records the event loop's longest gap (the stall is the gap beyond the 10 ms); the memory is the
process's resident set before, halfway and at the end of the flood.  Targets: no stall over 100 ms at
2,000 datagrams a second, memory flat (the second half adds next to nothing).  Generic over the registry.
Nothing is sent anywhere but 127.0.0.1.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import socket
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchlib  # noqa: E402

from cardsuite import __version__, games  # noqa: E402
from cardsuite.net import protocol  # noqa: E402

LOOPBACK = "127.0.0.1"


def tables_of_every_game() -> list[dict]:
    """A ``table`` body for each registered game, at its first preset, every seat free but the host's."""
    bodies = []
    for name, entry in games.ENGINES.items():
        options = entry.game().Options.from_preset()
        seats = entry.game().seat_count(options)
        bodies.append({"type": "table", "host_name": "Flood", "game": name, "options": options.to_json(),
                       "seats": [{"name": "Flood" if s == 0 else None, "kind": "human" if s == 0 else "remote"}
                                 for s in range(seats)],
                       "free": seats - 1, "address": None, "port": 47999, "access": "anyone", "app": __version__,
                       "protocol": protocol.PROTOCOL_VERSION})
    return bodies


def datagrams(lobby_id: str):
    """Every kind of datagram in turn, each with a new id, endlessly."""
    bodies = tables_of_every_game()
    n = 0
    while True:
        n += 1
        kind = n % 4
        if kind == 0:
            yield dict(bodies[n % len(bodies)], id=f"table-{n}")
        elif kind == 1:
            yield {"type": "presence", "id": f"player-{n}", "name": f"Flood {n % 1000}", "port": 47999,
                   "status": "idle", "game": None, "table": None, "played": n, "rating": None}
        elif kind == 2:
            yield {"type": "lobby_chat", "id": f"chat-{n % 97}", "name": "Flood", "text": f"line {n} " + "x" * 200}
        else:
            yield {"type": "invite", "id": f"inviter-{n}", "name": "Flood", "to": lobby_id, "table": f"table-{n}",
                   "game": bodies[n % len(bodies)]["game"], "address": None, "port": 47999}


def flood_main(port: int, lobby_id: str, rate: int, seconds: float, senders: int, conn) -> None:
    """Send ``rate`` datagrams a second to 127.0.0.1:``port`` for ``seconds``, in 10 ms steps; report the count."""
    socks = []
    for _ in range(senders):
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.bind((LOOPBACK, 0))
        socks.append(sock)
    source = datagrams(lobby_id)
    sent, start, limit = 0, time.perf_counter(), int(rate * seconds)
    while sent < limit:
        due = min(limit, int((time.perf_counter() - start) * rate) + 1)
        while sent < due:
            socks[sent % senders].sendto(protocol.encode_datagram(next(source)), (LOOPBACK, port))
            sent += 1
        if time.perf_counter() - start > seconds * 2:      # far behind: stop anyway
            break
        time.sleep(0.01)
    for sock in socks:
        sock.close()
    conn.send(sent)


def rss_mb() -> float:
    """This process's resident set, in MB (0 where /proc is not there)."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return 0.0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rate", type=int, default=2000, help="datagrams a second (default 2000)")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long the flood lasts (default 20)")
    parser.add_argument("--senders", type=int, default=64, help="sending sockets (default 64)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object last")
    args = parser.parse_args(argv)
    if args.rate < 1 or args.seconds <= 0 or args.senders < 1 or args.rate * args.seconds > 1_000_000:
        raise SystemExit("--rate, --seconds and --senders must be positive, and at most a million datagrams")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from cardsuite.net.discovery import Discovery
    from cardsuite.ui.lan.lobby import LobbyWindow
    from cardsuite.ui.lan.rulesummary import options_summary

    app = QApplication.instance() or QApplication(["lobby_flood"])
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((LOOPBACK, 0))
        port = probe.getsockname()[1]
    discovery = Discovery("Bench", port=port, targets=[f"{LOOPBACK}:{port}"], bind=LOOPBACK)
    if not discovery.start():
        raise SystemExit(discovery.error)
    window = LobbyWindow(discovery)
    window.show()
    for body in tables_of_every_game():                # as in the app, every game is loaded before the flood
        options_summary(body["game"], body["options"])
    heard = [0]
    for signal in (discovery.changed, discovery.chat, discovery.invited):
        signal.connect(lambda *_: heard.__setitem__(0, heard[0] + 1))

    gaps = {"longest": 0.0, "last": time.perf_counter()}

    def beat() -> None:
        now = time.perf_counter()
        gaps["longest"] = max(gaps["longest"], now - gaps["last"])
        gaps["last"] = now
    heart = QTimer()
    heart.setInterval(10)
    heart.timeout.connect(beat)
    for _ in range(20):                                # settle: the window laid out, the first ticks sent
        app.processEvents()
        time.sleep(0.01)
    memory = {"before": rss_mb()}
    ours, theirs = multiprocessing.Pipe()
    child = multiprocessing.Process(target=flood_main, daemon=True,
                                    args=(port, discovery.id, args.rate, args.seconds, args.senders, theirs))
    started = time.perf_counter()
    gaps["last"] = started
    heart.start()
    child.start()
    half = QTimer()
    half.setSingleShot(True)
    half.timeout.connect(lambda: memory.__setitem__("half", rss_mb()))
    half.start(round(args.seconds * 500))
    sent = None
    while sent is None:
        app.processEvents()
        if ours.poll():
            sent = ours.recv()
        elif time.perf_counter() - started > args.seconds * 3 + 10:
            break
        time.sleep(0.001)
    end = time.perf_counter() + 0.5                    # what is still queued, and the last refresh
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    heart.stop()
    child.join(10)
    memory["end"] = rss_mb()
    memory.setdefault("half", memory["end"])
    model = discovery.model
    figures = {
        "rate": args.rate, "seconds": args.seconds, "senders": args.senders, "games": sorted(games.ENGINES),
        "sent": sent or 0, "heard": heard[0], "refused_rate": model.refused, "dropped_caps": model.dropped,
        "bad": discovery.bad_datagrams, "tables_listed": len(model.tables()), "players_listed": len(model.players()),
        "chat_blocks": window.chat_view.document().blockCount(), "prompts_open": len(window.prompts),
        "longest_stall_ms": round(max(0.0, gaps["longest"] - 0.010) * 1000, 1),
        "rss_mb_before": memory["before"], "rss_mb_half": memory["half"], "rss_mb_end": memory["end"],
        "rss_mb_second_half": round(memory["end"] - memory["half"], 1),
    }
    lines = [
        f"flood: {figures['sent']} datagrams in {args.seconds:g} s ({args.rate}/s from {args.senders} senders; "
        f"tables of {', '.join(figures['games'])}, presence, chat, invitations)",
        f"heard: {figures['heard']} changes; refused by the rate limit: {figures['refused_rate']}; "
        f"over a cap: {figures['dropped_caps']}; malformed: {figures['bad']}",
        f"kept: {figures['tables_listed']} tables, {figures['players_listed']} players, "
        f"{figures['chat_blocks']} chat blocks in the view, {figures['prompts_open']} invitation prompt(s) open",
        f"longest event-loop stall: {figures['longest_stall_ms']} ms (target: at most 100 ms)",
        f"memory (RSS): {figures['rss_mb_before']} MB before, {figures['rss_mb_half']} MB halfway, "
        f"{figures['rss_mb_end']} MB at the end ({figures['rss_mb_second_half']:+} MB in the second half)",
    ]
    window.close()
    discovery.stop()
    benchlib.emit(figures, lines, args.json)


if __name__ == "__main__":
    main()
