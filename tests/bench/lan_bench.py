"""LAN host speed on loopback: action round trip, and one host serving many tables at full speed.

    python tests/bench/lan_bench.py --game schnapsen [--actions 1000] [--tables 8] [--seconds 5] [--json]

The host runs in its own process (a TableServer per table on one QCoreApplication, bots answering at
once); the clients are plain sockets here, each holding seat 0 of its table and playing a random legal
action as soon as it is asked.  Round trip: from sending an action to receiving the update it caused
(median and p99 over ``--actions``; targets: median < 5 ms, p99 < 20 ms).  Load: ``--tables`` tables for
``--seconds``: actions per second over all tables, the host process's CPU time per wall second, and
frames lost (an update whose sequence number skips one; target: none).  Generic over the registry.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import selectors
import socket
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchlib  # noqa: E402

from cardsuite.net import protocol  # noqa: E402


# --------------------------------------------------------------------------- the host process


def host_main(conn, game: str, options_json: dict, tables: int, level: str) -> None:
    """Serve ``tables`` tables; a finished match is replaced by a new one (its port sent on ``conn``)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QTimer

    from cardsuite import games
    from cardsuite.play import MatchHost
    from cardsuite.play.match import Match
    from cardsuite.net.server import TableServer
    from cardsuite.play.seats import BotSeat, remote_seat

    app = QCoreApplication.instance() or QCoreApplication(["lan_bench"])
    entry = games.get(game)
    options = entry.game().Options.from_json(options_json)
    bot_level = entry.bot_levels()[level]
    count = entry.game().seat_count(options)
    live: dict[int, tuple] = {}
    done_actions = [0]

    def actions(match) -> int:
        return sum(len(r.actions) for r in match.finished_rounds) + (0 if match.is_over else len(match.record.actions))

    def open_table(index: int) -> None:
        old = live.pop(index, None)
        if old is not None:
            done_actions[0] += actions(old[0])
            old[2].close()
            old[1].close()
        seats = [remote_seat("Waiting…")] + [BotSeat(bot_level, f"Bot{i}", pace=0) for i in range(1, count)]
        match = Match(entry, options, seats)
        host = MatchHost(match)
        server = TableServer(host, host_name="bench")
        port = server.listen()
        host.start()
        live[index] = (match, host, server)
        match.add_listener(lambda m, events, i=index: m.is_over and QTimer.singleShot(0, lambda: reopen(i, m)))
        conn.send(("port", index, port))

    def reopen(index: int, match) -> None:
        if index in live and live[index][0] is match:
            open_table(index)

    def check_pipe() -> None:
        if conn.poll():
            message = conn.recv()
            if message == "stop":
                total = done_actions[0] + sum(actions(m) for m, _, _ in live.values())
                conn.send(("figures", time.process_time(), total))
                app.quit()
            elif message == "mark":
                total = done_actions[0] + sum(actions(m) for m, _, _ in live.values())
                conn.send(("mark", time.process_time(), total))

    for i in range(tables):
        open_table(i)
    poll = QTimer()
    poll.timeout.connect(check_pipe)
    poll.start(20)
    app.exec()


# --------------------------------------------------------------------------- the clients


class Player:
    """Seat 0 of one table: plays a random legal action whenever asked, continues after each round."""

    def __init__(self, port: int, rng: random.Random) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.reader = protocol.FrameReader("to_client")
        self.rng = rng
        self.last_seq: int | None = None
        self.lost = 0
        self.refused = 0
        self.over = False
        self.sent_at: float | None = None
        self.sent_seq = -1
        self.round_trips: list[float] = []
        self.sock.sendall(protocol.encode(protocol.hello("bench"), "to_host"))

    def feed(self, data: bytes) -> None:
        for message in self.reader.feed(data):
            if isinstance(message, protocol.ProtocolError):
                raise SystemExit(f"the host sent a bad frame: {message.reason}")
            self.on(message)

    def on(self, message: dict) -> None:
        kind = message["type"]
        if kind == "refused":
            self.refused += 1
        if kind != "update":
            return
        seq = message["seq"]
        if self.last_seq is not None and seq > self.last_seq + 1:
            self.lost += seq - self.last_seq - 1
        self.last_seq = seq
        if self.sent_at is not None and seq > self.sent_seq:
            self.round_trips.append((time.perf_counter() - self.sent_at) * 1000)
            self.sent_at = None
        if message["phase"] == "over":
            self.over = True
        elif message["phase"] == "between_rounds" and message["seat"] == 0:
            self.sock.sendall(protocol.encode({"type": "continue"}, "to_host"))
        elif message["legal"]:
            action = self.rng.choice(message["legal"])
            self.sent_at, self.sent_seq = time.perf_counter(), seq
            self.sock.sendall(protocol.encode({"type": "action", "seq": seq, "action": action}, "to_host"))


def drive(conn, tables: int, until, rng: random.Random, marks: list) -> dict[int, list[Player]]:
    """Play every table until ``until(players)`` (once each table is seated); a finished match's table is
    replaced by the host, which sends its port; the host's answers to "mark" (its CPU time and action
    count then) go into ``marks``."""
    selector = selectors.DefaultSelector()
    selector.register(conn, selectors.EVENT_READ, None)
    players: dict[int, list[Player]] = {i: [] for i in range(tables)}
    while not all(players.values()) or not until(players):
        for key, _ in selector.select(timeout=0.05):
            if key.data is None:
                message = conn.recv()
                if message[0] == "mark":
                    marks.append((time.perf_counter(), *message[1:]))
                    continue
                _, index, port = message
                player = Player(port, rng)
                players[index].append(player)
                selector.register(player.sock, selectors.EVENT_READ, player)
                continue
            player: Player = key.data
            data = player.sock.recv(1 << 20)
            if data:
                player.feed(data)
            if not data or player.over:
                selector.unregister(player.sock)
                player.sock.close()
    selector.unregister(conn)
    for key in list(selector.get_map().values()):
        key.fileobj.close()
    return players


def start_host(entry, options, tables: int, level: str):
    parent, child = multiprocessing.get_context("spawn").Pipe()
    process = multiprocessing.get_context("spawn").Process(
        target=host_main, args=(child, entry.name, options.to_json(), tables, level), daemon=True)
    process.start()
    return process, parent


def stop_host(process, conn) -> tuple[float, int]:
    conn.send("stop")
    while True:
        message = conn.recv()
        if message[0] == "figures":
            break
    process.join(10)
    return message[1], message[2]


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)], 3) if ordered else 0.0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    benchlib.add_game_arguments(parser)
    parser.add_argument("--actions", type=int, default=1000, help="round trips to time")
    parser.add_argument("--tables", type=int, default=8, help="tables on one host in the load test")
    parser.add_argument("--seconds", type=float, default=5.0, help="length of the load test")
    parser.add_argument("--level", default="random", help="the bots' level (default: random, the fastest)")
    parser.add_argument("--seed", type=int, default=1, help="the clients' choices")
    args = parser.parse_args(argv)
    entry, options = benchlib.game_and_options(args)
    if args.level not in entry.bot_levels():
        raise SystemExit(f"unknown level {args.level!r}; choose from {', '.join(entry.bot_levels())}")
    rng = random.Random(args.seed)

    process, conn = start_host(entry, options, 1, args.level)
    players = drive(conn, 1, lambda ps: sum(len(p.round_trips) for p in ps[0]) >= args.actions, rng, [])
    stop_host(process, conn)
    trips = [t for p in players[0] for t in p.round_trips][:args.actions]
    trip_lost = sum(p.lost for p in players[0])

    process, conn = start_host(entry, options, args.tables, args.level)
    marks: list = []
    asked: list[bool] = []

    def until(ps) -> bool:
        if not asked:            # every table is seated: the clock starts at the host's next reading
            conn.send("mark")
            asked.append(True)
        return bool(marks) and time.perf_counter() - marks[0][0] >= args.seconds
    load = drive(conn, args.tables, until, rng, marks)
    started = marks[0]
    wall = time.perf_counter() - started[0]
    cpu, total = stop_host(process, conn)
    load_players = [p for ps in load.values() for p in ps]
    actions = total - started[2]
    figures = {
        "game": entry.name, "options": options.to_json(), "level": args.level,
        "round_trip_ms": {"n": len(trips), "median": round(statistics.median(trips), 3), "p99": p99(trips),
                          "max": round(max(trips), 3)},
        "round_trip_frames_lost": trip_lost,
        "tables": args.tables, "seconds": round(wall, 2), "actions": actions,
        "actions_per_s": round(actions / wall, 1), "host_cpu_s": round(cpu - started[1], 3),
        "host_cpu_per_wall_s": round((cpu - started[1]) / wall, 3),
        "matches_played": sum(len(ps) for ps in load.values()),
        "frames_lost": sum(p.lost for p in load_players), "refused": sum(p.refused for p in load_players),
    }
    rt = figures["round_trip_ms"]
    benchlib.emit(figures, [
        f"{entry.title} ({options.preset}) over loopback, bots at level {args.level}",
        f"  action round trip over {rt['n']} actions: median {rt['median']:.2f} ms, p99 {rt['p99']:.2f} ms, "
        f"max {rt['max']:.2f} ms (targets: median < 5, p99 < 20); frames lost {trip_lost}",
        f"  {args.tables} tables on one host for {wall:.1f} s: {figures['actions_per_s']:.0f} actions/s "
        f"({actions} actions, {figures['matches_played']} matches)",
        f"  host CPU {figures['host_cpu_s']:.2f} s ({100 * figures['host_cpu_per_wall_s']:.0f}% of one core); "
        f"frames lost {figures['frames_lost']} (target: none); actions refused {figures['refused']}",
    ], args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
