"""Pictures of every table as a low-vision player sets it up: the four-colour deck, the high-contrast cloth and
the largest cards, at 800x600, 1280x800 and 1920x1080, in English and Polish, with some moves played.

Run from the repository root:  python packaging/art/table_pictures.py OUTPUT_FOLDER [--table NAME ...]
Each picture is made by the app's own ``--screenshot`` (cardsuite/app.py) in a child process, with a
temporary profile (CARDSUITE_HOME) that carries these settings, so the pictures show what the app shows.
The profile's LAN discovery points at loopback, though a screenshot opens no lobby.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SETTINGS = {
    "four_colour_deck": True,
    "card_size": "largest",
    "table_colour": "#050505",      # the "High contrast" cloth (cardsuite/ui/toolkit/felt.py)
    "table_texture": "plain",
}
TABLES = {"canasta-2": ("canasta", 2, 24), "canasta-4": ("canasta", 4, 24), "schnapsen": ("schnapsen", None, 5),
          "spider": ("spider", None, 30), "spider_practice": ("spider_practice", None, 30)}
"""Each table: the game, its number of players (None: the game's only one) and how many bot actions are played
before its picture."""
SIZES = ((800, 600), (1280, 800), (1920, 1080))
LANGUAGES = ("en", "pl")


def make_profile(folder: Path, settings: dict) -> None:
    """A profile in ``folder`` holding ``settings`` (written by the app's own settings code)."""
    script = ("from cardsuite.storage import Settings\n"
              "import json, sys\n"
              "s = Settings.load()\n"
              "s.set('lan_discovery_targets', [f\"127.0.0.1:{s.get('lan_discovery_port')}\"])\n"
              "for key, value in json.loads(sys.argv[1]).items():\n"
              "    s.set(key, value)\n")
    import json
    subprocess.run([sys.executable, "-c", script, json.dumps(settings)], check=True, cwd=ROOT,
                   env={**os.environ, "CARDSUITE_HOME": str(folder)})


def picture(out: Path, home: Path, table: str, size: tuple[int, int], language: str) -> Path:
    game, players, moves = TABLES[table]
    target = out / f"{table}-{size[0]}x{size[1]}-{language}.png"
    command = [sys.executable, "-m", "cardsuite", "--screenshot", str(target), "--game", game,
               "--size", f"{size[0]}x{size[1]}", "--moves", str(moves), "--language", language]
    if players is not None:
        command += ["--players", str(players)]
    env = {**os.environ, "CARDSUITE_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path, help="the folder the pictures go to (made if missing)")
    parser.add_argument("--table", action="append", choices=sorted(TABLES), help="only this table (repeatable)")
    parser.add_argument("--card-size", choices=("normal", "large", "largest"), default=SETTINGS["card_size"],
                        help="the card size to compare with (default: largest)")
    parser.add_argument("--size", action="append", choices=[f"{w}x{h}" for w, h in SIZES],
                        help="only this window size (repeatable)")
    parser.add_argument("--language", action="append", choices=LANGUAGES, help="only this language (repeatable)")
    args = parser.parse_args(argv)
    args.output.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cardsuite-pictures-") as home:
        make_profile(Path(home), {**SETTINGS, "card_size": args.card_size})
        sizes = [size for size in SIZES if args.size is None or f"{size[0]}x{size[1]}" in args.size]
        for table in args.table or TABLES:
            for size in sizes:
                for language in args.language or LANGUAGES:
                    picture(args.output, Path(home), table, size, language)
    return 0


if __name__ == "__main__":
    sys.exit(main())
