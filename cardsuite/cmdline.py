"""The command line's parsers, and the check of every value before anything is created.

A bad value gets one line on stderr (``cardsuite: ...``) and exit status 2: argparse's own errors
(an unknown option, a value of the wrong type) as well as the checks here, which need the game
registry (games, players, bot levels) or the image formats Qt can write.  No Qt is imported here
but by :func:`_image_formats`, so ``--version`` stays instant.
"""

from __future__ import annotations

import argparse
import os
import sys

EXIT_USAGE = 2


def print_error(text: str) -> None:
    if sys.stderr is not None:   # a windowed (gui-scripts) start on Windows has no console
        print(f"cardsuite: {text}", file=sys.stderr)


class _Parser(argparse.ArgumentParser):
    """argparse with one clear line for a bad value (no usage block), exit status 2."""

    def error(self, message: str):
        print_error(message)
        raise SystemExit(EXIT_USAGE)


def _deal_number(text: str) -> int:
    from cardsuite.engine import parse_deal_number
    try:
        return parse_deal_number(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _pace(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 100.0:   # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"{text!r} is not a pace from 0 (instant) to 100 (1: natural)")
    return value


def _port(text: str) -> int:
    if not text.isascii() or not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port from 0 to 65535 (0: any free port)")
    return int(text)


def _whole(text: str) -> int:
    if not text.isascii() or not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
    return int(text)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().replace("\u00d7", "x").split("x")
        width, height = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if not (16 <= width <= 8192 and 16 <= height <= 8192):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height must be between 16 and 8192")
    return width, height


def _moves(text: str) -> int | None:
    """``--moves``: a count of actions, or ``middle`` (None)."""
    if text == "middle":
        return None
    if text.isdigit():
        return int(text)
    raise argparse.ArgumentTypeError("give a number of actions or 'middle'")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cardsuite",
        description="Card games at your own table -- Canasta, Schnapsen and the Spider Solitaire duel -- against "
                    "bots, a friend on the same screen or friends on the network ('cardsuite host --help' hosts "
                    "a network table without a window).")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--screenshot", metavar="PATH",
                        help="render the main window (or --game's table) offscreen to a picture and exit; "
                             "the extension names its format (.png, .jpg, ...); the folder must exist")
    parser.add_argument("--game", metavar="NAME",
                        help="with --screenshot: a registered game's table, or 'demo' for the toolkit demo")
    parser.add_argument("--seed", metavar="N", type=_deal_number, default=None,
                        help="with --screenshot --game: the deal number (default 1)")
    parser.add_argument("--moves", metavar="N|middle", type=_moves, default="0",
                        help="with --screenshot --game: bot actions played before the picture (default 0: as "
                             "dealt; 'middle': about half the round)")
    parser.add_argument("--players", metavar="N", type=_whole, default=None,
                        help="with --screenshot --game: the number of players, for a game that offers a choice")
    parser.add_argument("--size", metavar="WxH", type=_size, default=None,
                        help="with --screenshot: the picture size (default 1280x800)")
    parser.add_argument("--language", metavar="CODE", default=None,
                        help="use this language (en, pl, sl) for this run instead of the setting")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open and close the main window and every game's table offscreen, then exit")
    return parser


def build_host_parser() -> argparse.ArgumentParser:
    """``cardsuite host``: a hosted LAN table without a window (:mod:`cardsuite.net.headless`)."""
    parser = _Parser(prog="cardsuite host", description="Host a LAN table without a window; "
                                     "Ctrl+C or SIGTERM stops it with the match saved.")
    parser.add_argument("--game", metavar="NAME", required=True, help="the registered game to host")
    parser.add_argument("--port", metavar="P", type=_port, default=None,
                        help="the TCP port (default: the lan_port setting, 47475; 0: any free port)")
    parser.add_argument("--bind", metavar="ADDR", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1; 0.0.0.0 for the whole network)")
    parser.add_argument("--bots", metavar="LEVEL,...", default="", help="a bot of each level; the other seats "
                        "are for players")
    parser.add_argument("--seats", metavar="KIND,...", default=None,
                        help="every seat in order, 'remote' or a bot level (e.g. remote,hard,remote,medium: "
                             "the two players are partners); instead of --bots")
    parser.add_argument("--players", metavar="N", type=_whole, default=None,
                        help="the number of seats, for a game that offers a choice")
    parser.add_argument("--target", metavar="N", type=_whole, default=None, help="the game's target score")
    parser.add_argument("--announce", metavar="HOST:PORT", action="append", default=None,
                        help="where to announce the table (repeatable; default: the lan_discovery_targets "
                             "setting, on 127.0.0.1 only while --bind is a loopback address)")
    parser.add_argument("--name", metavar="TEXT", default=None, help="the host name players see")
    parser.add_argument("--pace", metavar="F", type=_pace, default=None,
                        help="the bots' thinking pace (1: natural, 0: instant)")
    parser.add_argument("--resume", action="store_true", help="host the saved hosted match of --game again")
    parser.add_argument("--new", action="store_true",
                        help="start a new match even though a hosted one of --game is saved (it is lost; one "
                             "this version cannot use is kept aside)")
    return parser


def check_args(args) -> str | None:
    """What is wrong with the app's command line, in one sentence; None when nothing is."""
    if args.language is not None and args.language not in ("", "en", "pl", "sl"):
        return f"unknown language {args.language!r}; choose en, pl or sl"
    if args.smoke_test and (args.screenshot or args.game or args.seed is not None or args.size or args.moves != 0
                            or args.players is not None):
        return "--smoke-test takes no other option but --language"
    if not args.screenshot:
        if args.game or args.seed is not None or args.size or args.moves != 0 or args.players is not None:
            return "--game, --seed, --moves, --players and --size go with --screenshot PATH"
        return None
    problem = _check_picture_path(args.screenshot)
    if problem:
        return problem
    if args.game is None or args.game == "demo":
        if args.seed is not None or args.moves != 0 or args.players is not None:
            return "--seed, --moves and --players go with --game NAME (a game's table)"
        return None
    from cardsuite import games
    entry = games.GAMES.get(args.game)
    if entry is None:
        return f"unknown game {args.game!r}; choose one of: {', '.join(list(games.GAMES) + ['demo'])}"
    return _check_options(entry, args.players, None)


def _image_formats() -> list[str]:
    from PySide6.QtGui import QImageWriter
    return sorted({bytes(f).decode("ascii", "replace").lower() for f in QImageWriter.supportedImageFormats()})


def _check_picture_path(path: str) -> str | None:
    """The picture goes into an existing, writable folder, under a name whose extension says its format."""
    target = os.path.abspath(path)
    folder = os.path.dirname(target)
    extension = os.path.splitext(target)[1].lower().lstrip(".")
    formats = _image_formats()
    if os.path.isdir(target):
        return f"--screenshot needs a file name, and {target} is a folder"
    if extension not in formats:
        return (f"--screenshot {path!r}: name the picture with an image extension ({', '.join(formats)}), "
                "e.g. out.png")
    if not os.path.isdir(folder):
        return f"--screenshot {path!r}: the folder {folder} does not exist"
    if not os.access(folder, os.W_OK):
        return f"--screenshot {path!r}: the folder {folder} is not writable"
    return None


def _check_options(entry, players: int | None, target: int | None):
    """The game's options with ``--players``/``--target`` (None: fine), or why they are refused."""
    overrides = {k: v for k, v in (("players", players), ("target", target)) if v is not None}
    options_class = entry.game().Options
    import dataclasses
    fields = {f.name for f in dataclasses.fields(options_class)}
    for name in overrides:
        if name not in fields:
            return f"{entry.title} has no --{name} to choose"
    try:
        options_class.from_preset(**overrides)
    except (ValueError, TypeError) as error:
        return f"{entry.title}: {error}"
    return None


def check_host_args(args) -> str | None:
    """What is wrong with ``cardsuite host``'s command line, in one sentence; None when nothing is."""
    import ipaddress

    from cardsuite import games
    from cardsuite.address import parse_address
    hosted = [name for name, e in games.GAMES.items() if max(e.players) > 1]    # a game played alone is not hosted
    entry = games.GAMES.get(args.game)
    if entry is None or args.game not in hosted:
        return f"unknown game {args.game!r}; choose one of: {', '.join(hosted)}"
    try:
        ipaddress.ip_address(args.bind)
    except ValueError:
        return f"--bind {args.bind!r} is not an IP address (e.g. 127.0.0.1, or 0.0.0.0 for the whole network)"
    for text in args.announce or []:
        try:
            parse_address(text)
        except ValueError:
            return f"--announce {text!r} is not an address:port such as 192.168.1.255:47474"
    if args.name is not None and not args.name.strip():
        return "--name needs some text"
    if args.resume:
        if args.new:
            return "give --resume or --new, not both"
        if args.bots or args.seats or args.players is not None or args.target is not None:
            return "--resume hosts the saved match as it was: it takes no --bots, --seats, --players or --target"
        return None
    if args.bots and args.seats:
        return "give --bots or --seats, not both"
    problem = _check_options(entry, args.players, args.target)
    if problem:
        return problem
    options = entry.game().Options.from_preset(
        **{k: v for k, v in (("players", args.players), ("target", args.target)) if v is not None})
    count = entry.game().seat_count(options)
    levels = entry.bot_levels()
    kinds = [k.strip() for k in (args.seats or args.bots or "").split(",") if k.strip()]
    for kind in kinds:
        if kind not in levels and not (args.seats and kind == "remote"):
            allowed = ", ".join((["remote"] if args.seats else []) + list(levels))
            return f"unknown seat {kind!r}; choose from {allowed}"
    if args.seats and len(kinds) != count:
        return f"{entry.title} has {count} seats; --seats names {len(kinds)}"
    bots = [k for k in kinds if k != "remote"]
    if len(bots) >= count:
        return f"{entry.title} has {count} seats: leave at least one for a player"
    return None


