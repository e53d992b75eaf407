"""What the Schnapsen coach costs: the open-card value of fresh deals from their first lead, and whole analyses of
rounds played out by the easy bot (seat 0, the one analysed) against medium.

    python tests/bench/coach_cost.py --deals 60 --rounds 20 --seed 1000 [--json]

Prints the median, 95th percentile and maximum of the seconds and search nodes of the open-card value per deal
(one core; say whether the machine was busy), and of the seconds of a whole analysis per round (every
decision of seat 0 valued by the yardstick level, plus the open-card line).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import emit, percentiles  # noqa: E402

from cardsuite.engine import Record  # noqa: E402
from cardsuite.games.schnapsen.bots.coach import Coach  # noqa: E402
from cardsuite.games.schnapsen.bots.levels import EasyBot, MediumBot  # noqa: E402
from cardsuite.games.schnapsen.bots.opencards import open_card_value  # noqa: E402
from cardsuite.games.schnapsen.engine.game import GAME  # noqa: E402
from cardsuite.games.schnapsen.engine.options import SchnapsenOptions  # noqa: E402


def open_cards(deals: int, seed: int) -> tuple[list[float], list[int]]:
    seconds, nodes = [], []
    for s in range(seed, seed + deals):
        state = GAME.new_state(SchnapsenOptions(), s, {"round": 0, "dealer": s % 2})
        box: list = []
        start = time.perf_counter()
        open_card_value(state, 0, searcher_ready=box.append)
        seconds.append(time.perf_counter() - start)
        nodes.append(box[0].nodes)
    return seconds, nodes


def analyses(rounds: int, seed: int) -> tuple[list[float], list[int]]:
    seconds, decisions = [], []
    options = SchnapsenOptions()
    for s in range(seed, seed + rounds):
        context = {"round": 0, "dealer": s % 2}
        record = Record(GAME.name, GAME.rules_version, options.to_json(), s, context)
        state = GAME.new_state(options, s, context)
        bots, rng = (EasyBot(), MediumBot()), random.Random(s)
        while not state.is_over:
            seat = state.to_move
            action = bots[seat].choose(state.view(seat), state.legal_actions(seat), rng)
            state.apply(seat, action)
            record.actions.append((seat, action.to_json()))
        start = time.perf_counter()
        report = Coach().analyse(record, 0)
        seconds.append(time.perf_counter() - start)
        decisions.append(report.decisions)
    return seconds, decisions


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    open_s, open_nodes = open_cards(args.deals, args.seed)
    round_s, decisions = analyses(args.rounds, args.seed)
    figures = {"open_cards_s": percentiles(open_s), "open_cards_nodes": percentiles(open_nodes),
               "analysis_s": percentiles(round_s), "decisions": percentiles(decisions),
               "deals": args.deals, "rounds": args.rounds, "seed": args.seed, "level": Coach().level}
    lines = [f"open cards, {args.deals} deals from seed {args.seed}: seconds {figures['open_cards_s']}, "
             f"nodes {figures['open_cards_nodes']}",
             f"whole analysis ({figures['level']}), {args.rounds} rounds: seconds {figures['analysis_s']}, "
             f"decisions {figures['decisions']}"]
    emit(figures, lines, args.json)


if __name__ == "__main__":
    main()
