"""What crosses the network: every byte sent to each client during a 4-player Canasta round, read back frame by
frame, holds no card hidden from that client (another seat's hand, the stock) and no deal number or salt
before the round's end."""

from __future__ import annotations

import json
import random
import re
import struct

from cardsuite import games
from cardsuite.games.canasta.engine.state import CARDS
from cardsuite.play.seats import remote_seat
from support.lanhelpers import bot_chooser, easy_bot

CARD_TEXT = re.compile(r'"((?:10|[2-9AJQK])[SHDC](?::\d)?|JK(?::\d)?)"')


def frames(chunks: list[bytes]) -> list[str]:
    data, out = b"".join(chunks), []
    while data:
        (length,) = struct.unpack(">I", data[:4])
        out.append(data[4:4 + length].decode("utf-8"))
        data = data[4 + length:]
    return out


def shown_to(state, seat: int) -> set[str]:
    """Every card the seat's own view names (its hand, the melds, the pile, the known cards of others)."""
    return set(CARD_TEXT.findall(json.dumps(state.view(seat).to_json())))


def hidden_from(state, seat: int) -> set[str]:
    cards = list(state.stock)
    for other, hand in enumerate(state.hands):
        if other != seat:
            cards += [c for c in hand if c not in state.known[other]]
    return {CARDS[c].text for c in cards}


def test_no_hidden_card_and_no_deal_number_reaches_a_client(qtbot, lan):
    entry = games.get("canasta")
    game = entry.game()
    options = game.Options.from_preset(None, players=4, target=1)
    seats = [easy_bot(entry, "Ann"), remote_seat("Waiting…"), easy_bot(entry, "Cy"), remote_seat("Waiting…")]
    hosted = lan.host(entry, options, seats, seed=4_503_599_627_370_449)
    choose, rng = bot_chooser(entry), random.Random(5)

    def answer(client, update) -> None:      # each remote player answers as the easy bot would
        if update.legal:
            client.send_action(choose(update.view, list(update.legal), rng), update.seq)

    players = [lan.join(name, hosted.port, with_table=False, on_update=answer, trace=True)
               for name in ("Bo", "Dee")]
    qtbot.waitUntil(lambda: all(0 in j.client.verified for j in players))
    assert hosted.match.is_over and all(j.client.verified[0] for j in players)

    record = hosted.match.finished_rounds[0]
    state = game.new_state(options, record.seed, record.context)
    before: list[tuple[set[str], set[str]]] = [(hidden_from(state, s), shown_to(state, s)) for s in range(4)]
    steps = [before]
    for seat, action in record.actions:
        state.apply(seat, game.actions.from_json(action))
        steps.append([(hidden_from(state, s), shown_to(state, s)) for s in range(4)])
    reveal_at = None
    for joined in players:
        seat, seen = joined.client.seat, 0
        texts = frames(joined.client.trace)
        for i, text in enumerate(texts):
            message = json.loads(text)
            if message["type"] == "deal_reveal":
                reveal_at = i
                break
            assert str(record.seed) not in text
            if message["type"] == "update":
                seen = message["seq"]
            hidden, shown = steps[seen][seat]
            allowed = shown | (steps[seen - 1][seat][1] if seen else set())
            assert len(hidden - allowed) >= 40      # the stock and the other hands: there is much to hide
            leaked = set(CARD_TEXT.findall(text)) & (hidden - allowed)
            assert not leaked, f"frame {i} to seat {seat} names hidden cards {sorted(leaked)}"
        assert reveal_at is not None and json.loads(texts[reveal_at])["deal"] == record.seed
        assert seen == len(record.actions)
    lan.finish(hosted, *players)

