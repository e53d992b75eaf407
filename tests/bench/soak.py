"""Soak: whole matches of every game and seat mix through the real window, with synthetic input, for
minutes or hours; every crash and uncaught exception reported with the seed that replays it.

    python tests/bench/soak.py [--game G] --minutes M --seed S [--json]
    python tests/bench/soak.py --game G --seed S --matches N          # a bounded run (tests, replays)
        [--load N] [--per-child K] [--hang-s 180] [--platform offscreen|xcb] [--mixes hotseat,lan]
        [--audit-geometry]     # an item's rect changed without prepareGeometryChange() is an exception

The matches run in CHILD processes (``tests/bench/soakplay.py``: bots at full pace and at a small pace,
hot-seat with the pass-the-screen card, a LAN table hosted on 127.0.0.1 with a second window joined as
its remote seat; random legal and illegal clicks, drags and keys, clicks on tips while bots act,
resizes, language switches, undo, leave and resume, the window closed mid-animation).  This parent
starts a child per seed (``S``, ``S+1``, ...; each plays ``--per-child`` matches of one game), reads its
progress lines over a pipe and its stderr, and when a child dies by a signal records a **crash** (its
seed and ``faulthandler`` output: every thread's stack) and goes on with the next seed until the time
(``--minutes`` per game) or the count (``--matches`` per game) is reached.  A child silent for
``--hang-s`` seconds is stopped with SIGABRT (faulthandler prints its stacks) and counted as a crash.
Uncaught Python exceptions in a child -- ``sys.excepthook`` (PySide reports exceptions in slots and in
virtual overrides through it), threads, unraisable ones -- and stderr lines with "Traceback" or
"Internal C++ object ... already deleted" / "Signal source has been deleted" are **exceptions**.

Offscreen by default; with DISPLAY set (e.g. under Xvfb) and QT_QPA_PLATFORM not set, the children use the
real X server. ``--load N`` runs N busy loops beside the soak. Each failure lists its replay command: a
child's every choice comes from its seed (and the harness's version), but how its gestures interleave with
timers, animations and the bots' worker threads is the machine's, so a crash that depends on that moment may
take a few replays. ``--json`` prints one JSON object last: ``matches``, ``gestures``, ``crashes`` and
``exceptions`` (counts), ``failures`` (seed, game, kind, trace, replay, the child's last actions) and the
per-game figures. ``CARDSUITE_SOAK_CRASH_AFTER=N`` (or ``--crash-after N``) makes the first child segfault
after N gestures, ``--raise-after N`` raise in a Qt slot: the harness's own test that it cannot pass silently.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

import benchlib  # noqa: E402

QT_DELETED = re.compile(r"Internal C\+\+ object .* already deleted|Signal source has been deleted")
CRASH_ENV = "CARDSUITE_SOAK_CRASH_AFTER"


@dataclass
class GameFigures:
    matches: int = 0
    started: int = 0
    gestures: int = 0
    crashes: int = 0
    exceptions: int = 0
    seconds: float = 0.0
    children: int = 0
    results: dict = field(default_factory=dict)
    mixes: dict = field(default_factory=dict)


class StderrScan:
    """A child's stderr, line by line: Python tracebacks and Qt's deleted-object warnings become exceptions;
    everything is kept (the tail goes into a crash report)."""

    def __init__(self):
        self.lines: list[str] = []
        self.block: list[str] | None = None
        self.found: list[str] = []

    def feed(self, line: str) -> None:
        self.lines.append(line)
        if len(self.lines) > 4000:
            del self.lines[:1000]
        if self.block is not None:
            self.block.append(line)
            continuing = (not line.strip() or line.startswith((" ", "\t", "Traceback", "During handling",
                                                                "The above exception")))
            if not continuing or len(self.block) > 200:
                self.found.append("".join(self.block))
                self.block = None
            return
        if "Traceback (most recent call last)" in line:
            self.block = [line]
        elif QT_DELETED.search(line):
            self.found.append(line)

    def close(self) -> None:
        if self.block:
            self.found.append("".join(self.block))
            self.block = None

    def crash_text(self) -> str:
        """What faulthandler printed, else the stderr's tail."""
        text = "".join(self.lines)
        at = text.rfind("Fatal Python error")
        timeout = text.rfind("Timeout (")
        start = at if at >= 0 else timeout
        return text[start:][-12000:] if start >= 0 else text[-6000:]


class Child:
    """One child run: its process, its progress pipe and its stderr."""

    def __init__(self, args, game: str, seed: int, matches: int, home: str, gestures: int | None = None):
        self.game, self.seed, self.matches, self.gestures = game, seed, matches, gestures
        self.legal = args.legal
        self.verbose = args.verbose
        self.speeds = args.speeds
        self.mixes = args.mixes
        read, write = os.pipe()
        env = dict(os.environ, CARDSUITE_HOME=home, CARDSUITE_STRICT_BOTS="1", PYTHONFAULTHANDLER="1")
        platform = args.platform or os.environ.get("QT_QPA_PLATFORM")
        if platform:
            env["QT_QPA_PLATFORM"] = platform
        elif not os.environ.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        command = [sys.executable, str(HERE / "soak.py"), "--child", "--game", game, "--seed", str(seed),
                   "--matches", str(matches), "--report-fd", str(write)]
        if gestures is not None:
            command += ["--gestures", str(gestures)]
        if args.legal is not None:
            command += ["--legal", str(args.legal)]
        if args.verbose:
            command += ["--verbose"]
        if args.speeds:
            command += ["--speeds", args.speeds]
        if args.mixes:
            command += ["--mixes", args.mixes]
        crash_after = args.crash_after or (int(os.environ[CRASH_ENV]) if os.environ.get(CRASH_ENV) else None)
        if crash_after and seed == args.seed:          # the first child only: the run then goes on
            command += ["--crash-after", str(crash_after)]
        if args.raise_after:
            command += ["--raise-after", str(args.raise_after)]
        self.audit = args.audit_geometry
        if self.audit:
            command += ["--audit-geometry"]
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE,
                                        stdout=subprocess.DEVNULL, pass_fds=(write,), env=env, cwd=str(ROOT),
                                        text=True)
        os.close(write)
        self.report = os.fdopen(read, "r")
        self.stderr = StderrScan()
        self.last_actions: list[str] = []
        self.exceptions: list[str] = []
        self.started = time.monotonic()
        self.heard = time.monotonic()
        self.stop_sent = False
        self.killed_for_hang = False

    def ask_stop(self) -> None:
        if not self.stop_sent and self.process.poll() is None:
            self.stop_sent = True
            try:
                self.process.stdin.write("stop\n")
                self.process.stdin.flush()
            except (BrokenPipeError, OSError):
                pass

    def replay(self) -> str:
        bound = f" --gestures {self.gestures}" if self.gestures is not None else ""
        if self.matches < 10 ** 6:
            bound = f" --matches {self.matches} --per-child {self.matches}{bound}"
        legal = f" --legal {self.legal}" if self.legal is not None else ""
        legal += f" --speeds {self.speeds}" if self.speeds else ""
        legal += f" --mixes {self.mixes}" if self.mixes else ""
        legal += " --audit-geometry" if self.audit else ""
        return f"python tests/bench/soak.py --game {self.game} --seed {self.seed} --children 1{bound}{legal}"


def make_home() -> str:
    """A fresh profile for one child (no save or setting of another run); the child points its network at
    loopback only."""
    return tempfile.mkdtemp(prefix="cardsuite-soak-")


def run_child(child: Child, figures: GameFigures, failures: list, deadline: float | None, hang_s: float,
              say) -> None:
    """Supervise one child until it ends; count what it says; record its crash or hang."""
    selector = selectors.DefaultSelector()
    selector.register(child.report, selectors.EVENT_READ, "report")
    selector.register(child.process.stderr, selectors.EVENT_READ, "stderr")
    open_streams = 2
    while open_streams:
        if deadline is not None and time.monotonic() >= deadline:
            child.ask_stop()
        if time.monotonic() - child.heard > hang_s and not child.killed_for_hang:
            child.killed_for_hang = True
            child.process.send_signal(signal.SIGABRT)
        for key, _ in selector.select(timeout=0.5):
            line = key.fileobj.readline()
            if not line:
                selector.unregister(key.fileobj)
                open_streams -= 1
                continue
            if key.data == "stderr":
                child.stderr.feed(line)
                continue
            child.heard = time.monotonic()
            try:
                message = json.loads(line)
            except json.JSONDecodeError:
                continue
            kind = message.get("t")
            if kind == "gestures":
                figures.gestures += int(message["n"])
            elif kind == "match":
                figures.started += 1
                result = message.get("result", "?")
                figures.results[result] = figures.results.get(result, 0) + 1
                figures.mixes[message.get("mix", "?")] = figures.mixes.get(message.get("mix", "?"), 0) + 1
                figures.matches += result == "over"
                child.last_actions.append(f"match ended: {message.get('mix')} {result}")
            elif kind == "step":
                child.last_actions.append(str(message.get("what")))
                if child.verbose:
                    say(f"    {child.game} {child.seed}: {message.get('what')}")
            elif kind == "exception":
                child.exceptions.append(str(message.get("trace")))
            del child.last_actions[:-30]
    code = child.process.wait()
    child.stderr.close()
    figures.seconds += time.monotonic() - child.started
    figures.children += 1
    for trace in child.exceptions + child.stderr.found:
        figures.exceptions += 1
        failures.append({"kind": "exception", "seed": child.seed, "game": child.game, "trace": trace,
                         "replay": child.replay(), "last_actions": child.last_actions[-10:]})
        say(f"  EXCEPTION  {child.game} seed {child.seed}: {trace.strip().splitlines()[-1][:160]}")
        say_trace(trace, say)
    if code < 0 or child.killed_for_hang or (code > 0 and not child.exceptions and not child.stderr.found):
        kind = "hang" if child.killed_for_hang else "crash"
        why = f"killed by signal {-code} ({signal.Signals(-code).name})" if code < 0 else f"exit status {code}"
        figures.crashes += 1
        failures.append({"kind": kind, "seed": child.seed, "game": child.game, "signal": -code if code < 0 else None,
                         "trace": f"{why}\n{child.stderr.crash_text()}", "replay": child.replay(),
                         "last_actions": child.last_actions[-15:]})
        say(f"  CRASH      {child.game} seed {child.seed}: {why} ({kind})")
        say_trace(failures[-1]["trace"], say)


def say_trace(trace: str, say, lines: int = 40) -> None:
    """A failure's trace as soon as it is found, not only in the closing report: a long run stopped early
    (or killed) still leaves in its output what it found."""
    for line in trace.rstrip().splitlines()[-lines:]:
        say("      | " + line)


def start_load(count: int) -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]


def soak(args, say=print) -> dict:
    from cardsuite import games
    names = [args.game] if args.game else list(games.GAMES)
    for name in names:
        if name not in games.GAMES:
            raise SystemExit(f"unknown game {name!r}; choose from {', '.join(games.GAMES)}")
    figures = {name: GameFigures() for name in names}
    failures: list[dict] = []
    budget = args.minutes * 60 if args.minutes is not None else None
    seed = args.seed
    load = start_load(args.load)
    began = time.monotonic()
    try:
        while True:
            def left(name):
                f = figures[name]
                if args.matches is not None and f.matches >= args.matches:
                    return False
                if budget is not None and f.seconds >= budget:
                    return False
                if args.gestures is not None and f.gestures >= args.gestures:
                    return False
                if args.children is not None and f.children >= args.children:
                    return False
                if args.matches is not None and f.children >= 3 * args.matches + 3:
                    return False           # a bounded run that keeps failing to finish a match stops
                return True
            todo = [name for name in names if left(name)]
            if not todo:
                break
            name = min(todo, key=lambda n: figures[n].seconds)
            per_child = args.per_child if args.matches is not None or args.gestures is None else 10 ** 6
            if args.matches is not None:
                per_child = min(per_child, args.matches - figures[name].matches)
            home = make_home()
            gestures = args.gestures - figures[name].gestures if args.gestures is not None else None
            child = Child(args, name, seed, per_child, home, gestures)
            deadline = time.monotonic() + budget - figures[name].seconds if budget is not None else None
            run_child(child, figures[name], failures, deadline, args.hang_s, say)
            subprocess.run(["rm", "-rf", home], check=False)
            f = figures[name]
            say(f"{name}: seed {seed} done; {f.matches} matches, {f.gestures} gestures, {f.crashes} crashes, "
                f"{f.exceptions} exceptions in {f.seconds / 60:.1f} min")
            seed += 1
    finally:
        for process in load:
            process.kill()
            process.wait()
    total = {
        "matches": sum(f.matches for f in figures.values()),
        "gestures": sum(f.gestures for f in figures.values()),
        "crashes": sum(f.crashes for f in figures.values()),
        "exceptions": sum(f.exceptions for f in figures.values()),
        "failures": failures,
        "games": {name: {"matches": f.matches, "started": f.started, "gestures": f.gestures, "crashes": f.crashes,
                         "exceptions": f.exceptions, "minutes": round(f.seconds / 60, 2), "children": f.children,
                         "results": f.results, "mixes": f.mixes} for name, f in figures.items()},
        "seeds": [args.seed, seed - 1], "load": args.load, "minutes": round((time.monotonic() - began) / 60, 2),
        "platform": args.platform or os.environ.get("QT_QPA_PLATFORM") or ("xcb" if os.environ.get("DISPLAY")
                                                                            else "offscreen"),
    }
    return total


def lines_of(total: dict) -> list[str]:
    out = [f"soak: {total['minutes']:.1f} min on {total['platform']}, load {total['load']} busy loop(s), "
           f"seeds {total['seeds'][0]}..{total['seeds'][1]}"]
    for name, f in total["games"].items():
        out.append(f"  {name:10s} {f['matches']:4d} matches ({f['started']} started: {f['results']}), "
                   f"{f['gestures']:6d} gestures, {f['crashes']} crashes, {f['exceptions']} exceptions, "
                   f"{f['minutes']:.1f} min, mixes {f['mixes']}")
    out.append(f"  total      {total['matches']} matches, {total['gestures']} gestures, {total['crashes']} crashes, "
               f"{total['exceptions']} exceptions")
    groups: dict[tuple, list[dict]] = {}
    for failure in total["failures"]:          # one entry per distinct failure, with every seed it came from
        lines = failure["trace"].strip().splitlines()
        where = next((lines[i + 1].strip() for i, line in enumerate(lines[:-1]) if line.startswith("Current thread")),
                     lines[-1] if lines else "")     # a crash: the innermost frame; an exception: its last line
        groups.setdefault((failure["kind"], failure["game"], where), []).append(failure)
    for (kind, game, _), same in groups.items():
        first = same[0]
        seeds = sorted({f["seed"] for f in same})
        out.append(f"--- {kind} in {game} ({len(same)}x, seeds {', '.join(map(str, seeds))}); "
                   f"replay: {first['replay']}")
        out.append("    last actions: " + " | ".join(first["last_actions"]))
        out.extend("    " + line for line in first["trace"].rstrip().splitlines()[-40:])
    return out


def parse(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help="one registered game (default: every game with a table)")
    parser.add_argument("--minutes", type=float, help="minutes per game")
    parser.add_argument("--matches", type=int, help="finished matches per game (instead of, or as well as, minutes)")
    parser.add_argument("--gestures", type=int, help="gestures per game (a bound for short runs)")
    parser.add_argument("--children", type=int, help="child runs per game at most")
    parser.add_argument("--legal", type=float, help="how often a human seat plays a legal move rather than a random "
                                                     "gesture (0..1; default 0.55)")
    parser.add_argument("--seed", type=int, default=1, help="the first child's seed (the next get S+1, S+2, ...)")
    parser.add_argument("--per-child", type=int, default=3, help="matches a child plays before the next seed")
    parser.add_argument("--load", type=int, default=0, help="busy loops to run beside the soak")
    parser.add_argument("--hang-s", type=float, default=180.0, help="a child silent this long is a hang")
    parser.add_argument("--platform", help="QT_QPA_PLATFORM for the children (default: offscreen without DISPLAY)")
    parser.add_argument("--speeds", help="animation speeds to draw from, e.g. fast,off (default: all, mostly "
                                         "normal and fast)")
    parser.add_argument("--mixes", help="seat mixes to draw from, e.g. hotseat,lan (default: all: bots, hotseat, lan, "
                                         "spectate, mostly bots)")
    parser.add_argument("--audit-geometry", action="store_true",
                        help="the children check every item's boundingRect changes (tests/bench/geomaudit.py): "
                             "a rect changed without prepareGeometryChange() is an exception")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="print every gesture the children make")
    parser.add_argument("--crash-after", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--raise-after", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--report-fd", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    unknown = set((args.mixes or "bots").split(",")) - {"bots", "hotseat", "lan", "spectate"}
    if unknown:
        parser.error(f"unknown seat mix {', '.join(sorted(unknown))}: choose from bots, hotseat, lan, spectate")
    if not args.child and args.minutes is None and args.matches is None and args.gestures is None:
        parser.error("give --minutes M, --matches N or --gestures N")
    return args


def main(argv=None) -> int:
    args = parse(argv)
    if args.child:
        import soakplay
        return soakplay.main(args)
    total = soak(args)
    benchlib.emit(total, lines_of(total), args.json)
    return 1 if total["crashes"] or total["exceptions"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
