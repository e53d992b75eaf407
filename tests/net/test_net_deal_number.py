"""cardsuite/net/PROTOCOL.md's sentence on deal numbers, checked against the frames of a Spider duel on 127.0.0.1 (issue 23 §6):
no frame carries a round's deal number before its reveal, except a Spider seat's own view once that seat has
finished -- and never a frame to a seat that still plays."""

from __future__ import annotations

import re
from pathlib import Path

from cardsuite import games
from cardsuite.play import SeatUpdate
from cardsuite.play.match import Match
from cardsuite.play.seats import remote_seat
from support.nethelpers import RawClient, serve

SPIDER = games.get("spider").game()
PROTOCOL_MD = Path(__file__).resolve().parents[2] / "cardsuite" / "net" / "PROTOCOL.md"


def deal_numbers(client: RawClient) -> list[tuple[int, dict]]:
    """(index in the inbox, message) of every frame that names a deal number."""
    return [(i, m) for i, m in enumerate(client.inbox)
            if m["type"] == "deal_reveal" or (m["type"] == "update" and view(m).deal_number is not None)]


def view(update: dict):
    """The update's view as the client reads it (its JSON leaves out what is at its default)."""
    return SeatUpdate.from_json(SPIDER, update).view


def finished(update: dict, seat: int) -> bool:
    return view(update).players[seat].finished


def play_until_finished(qtbot, client: RawClient, seat: int) -> None:
    """Play the seat's first legal move a few times, then press Done."""
    for _ in range(3):
        client.wait(qtbot, lambda: client.my_turn() is not None)
        update = client.my_turn()
        moves = [a for a in update["legal"] if a["type"] not in ("done", "undo")]
        if not moves:
            break
        client.send({"type": "action", "seq": update["seq"], "action": moves[0]})
        client.wait(qtbot, lambda: client.last_update()["seq"] > update["seq"])
    client.wait(qtbot, lambda: client.my_turn() is not None)
    update = client.my_turn()
    done, = [a for a in update["legal"] if a["type"] == "done"]
    client.send({"type": "action", "seq": update["seq"], "action": done})
    client.wait(qtbot, lambda: finished(client.last_update(), seat))


def test_the_protocol_document_states_the_spider_exception():
    text = " ".join(PROTOCOL_MD.read_text(encoding="utf-8").split())
    assert "No frame carries a round's deal number before its reveal" in text
    assert re.search(r"Spider seat that has finished gets the deal number in its own view", text)


def test_a_finished_spider_seat_gets_the_deal_number_and_the_seat_still_playing_never_does(qtbot):
    # RULES P-10: both seats play the same deal; a finished player may watch the opponent's game.
    entry = games.get("spider")
    options = entry.game().Options.from_preset()
    match = Match(entry, options, [remote_seat("Waiting…"), remote_seat("Waiting…")], 424_242)
    host, server = serve(match)
    try:
        ann, bob = RawClient(server.port()), RawClient(server.port())
        ann.hello("Ann")
        ann.wait_for(qtbot, "welcome")
        bob.hello("Bob")
        bob.wait_for(qtbot, "welcome")
        seats = {ann: ann.of("welcome")[0]["seat"], bob: bob.of("welcome")[0]["seat"]}
        play_until_finished(qtbot, ann, seats[ann])
        bob.wait(qtbot, lambda: bob.last_update() is not None and finished(bob.last_update(), seats[ann]))
        ann.poll()
        assert not deal_numbers(bob), "the seat still playing was told the deal number"
        named = deal_numbers(ann)
        assert named, "the finished seat's view names its deal number (for 'play this deal again')"
        first_update = next(m for m in ann.inbox if m["type"] == "update" and finished(m, seats[ann]))
        assert named[0][1] is first_update, "the deal number comes with the seat's own end, not before"
        assert all(m["type"] == "update" and finished(m, seats[ann]) for _, m in named)
        assert not ann.of("deal_reveal") and not match.is_over
        play_until_finished(qtbot, bob, seats[bob])
        reveal = bob.wait_for(qtbot, "deal_reveal")
        assert all(finished(m, seats[bob]) for _, m in deal_numbers(bob) if m is not reveal)
        assert ann.wait_for(qtbot, "deal_reveal")["deal"] == reveal["deal"]
        ann.close()
        bob.close()
    finally:
        server.close()
        host.close()
