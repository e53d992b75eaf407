"""The Canasta table's round summary and match result: sides by their players, the final totals, the chips
under the stake and limit, and the doubling history -- also after a resume (issue 17)."""

from __future__ import annotations

from functools import partial

import pytest
from PySide6.QtCore import QCoreApplication

from cardsuite import games
from cardsuite.profile import saves
from cardsuite.cards import Rank
from cardsuite.games.canasta.engine.actions import (AcceptDouble, DeclineDouble, Draw, GoOut, Meld, ProposeDouble,
                                                    TakePile)
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import local_seat
from cardsuite.ui.toolkit.controller import MatchController
from support.canastatables import Answering, doubling_match, open_match, propose_double
from support.tablehelpers import click, easy_bot, shown

ENTRY = games.GAMES["canasta"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def rows_of(table) -> dict[str, tuple[str, ...]]:
    return dict(table.summary_panel.rows)


@pytest.mark.parametrize("players, seed", [(2, 14), (4, 5)])        # deals the bots play out in few turns
def test_bots_play_a_one_round_match_to_the_result_sheet(qtbot, settings, players, seed):
    options = CanastaOptions.from_preset("StarGames" if players == 2 else "Classic", players=players, target=1,
                                         stake=15, limit=60)
    names = ["Ann", "Bo", "Cy", "Dee"][:players]
    match, table, _ = open_match(qtbot, settings, options, [easy_bot(ENTRY, n) for n in names], seed=seed)
    qtbot.waitUntil(lambda: match.phase == Phase.OVER and table.summary_visible())
    result = match.result
    panel = table.summary_panel
    sides = ["Ann", "Bo"] if players == 2 else ["Ann & Cy", "Bo & Dee"]
    assert panel.title == "Match over" and panel.names == sides
    rows = rows_of(table)
    totals = tuple(str(t) for t in result.totals[:2])
    assert rows["Final total"] == totals
    assert "Melded cards" in rows and "Going out" in rows and "Cards in hand" in rows
    if result.winner is None:
        assert rows["Chips"] == ("0", "0")
    else:
        chips = ["-15", "-15"]
        chips[result.winner] = "+15"
        assert rows["Chips"] == tuple(chips)
        assert panel.result_text.startswith(sides[result.winner])
        assert panel.highlight == result.winner
    assert "Stake 15 (limit 60)." in panel.text
    assert "double" not in panel.text.lower()       # no doubling at this table: no history to tell


def test_a_double_declined_ends_the_match_at_the_current_stake(qtbot, settings):
    match, table, _ = doubling_match(qtbot, settings, DeclineDouble)
    propose_double(qtbot, match, table)
    qtbot.waitUntil(lambda: match.phase == Phase.OVER and table.summary_visible())
    panel = table.summary_panel
    assert panel.title == "Match over" and match.result.winner == 0
    assert rows_of(table)["Chips"] == ("+10", "-10")
    assert "Ann doubled to 20." in panel.text and "Bo gave up at a stake of 10." in panel.text
    assert panel.result_text == "Bo declined the double: Ann wins 10 chips."


def play_doubled_and_go_out(qtbot, match, table) -> None:
    """Ann (seat 0) doubles, Bo accepts, Ann draws, melds her sevens and goes out."""
    def ready(phase):
        qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.current_view.phase == phase)

    propose_double(qtbot, match, table)
    qtbot.waitUntil(lambda: match.state.stake == 20)
    ready("draw")
    table.action_chosen.emit(next(a for a in match.legal(0) if isinstance(a, Draw)))
    ready("play")
    table.action_chosen.emit(next(a for a in match.legal(0) if isinstance(a, Meld) and len(a.cards) == 3))
    ready("play")
    table.action_chosen.emit(next(a for a in match.legal(0) if isinstance(a, GoOut)))
    qtbot.waitUntil(lambda: match.phase == Phase.OVER and table.summary_visible())


def test_a_double_accepted_shows_in_the_history_and_the_doubled_stake(qtbot, settings):
    match, table, _ = doubling_match(qtbot, settings, AcceptDouble)
    play_doubled_and_go_out(qtbot, match, table)

    panel = table.summary_panel
    assert match.result.winner == 0 and panel.names == ["Ann", "Bo"]
    assert rows_of(table)["Chips"] == ("+20", "-20")
    assert "Ann doubled to 20." in panel.text and "Bo accepted: the stake is 20." in panel.text
    assert panel.text.count("doubled to 20") == 1
    assert "Stake 20 (limit 80)." in panel.text
    assert panel.result_text == "Ann wins 685 to -60 and 20 chips."
    assert "Ann went out." in panel.text


def test_the_round_summary_names_the_sides_and_keeps_the_running_totals(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", target=2500)
    state = layout(options, hands=["7C 7D 7H", "9C 10D JH QS 6D 5C JC"], pile="4C 9D", stock="5H 5D",
                   melds={0: ["KH KD KC KS KC KD KH"]}, turn=0)
    match, table, _ = open_match(qtbot, settings, options, [local_seat("Ann"), easy_bot(ENTRY, "Bo")], state)
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act())
    table.action_chosen.emit(next(a for a in match.legal(0) if isinstance(a, Draw)))
    qtbot.waitUntil(lambda: table.current_view.phase == "play" and table.can_act())
    table.action_chosen.emit(next(a for a in match.legal(0) if isinstance(a, Meld) and len(a.cards) == 3))
    qtbot.waitUntil(lambda: table.can_act() and any(isinstance(a, GoOut) for a in match.legal(0)))
    table.action_chosen.emit(next(a for a in match.legal(0) if isinstance(a, GoOut)))
    qtbot.waitUntil(table.summary_visible)
    panel = table.summary_panel
    assert panel.title == "Round over" and panel.names == ["Ann", "Bo"]
    assert panel.continue_button.isVisible()
    rows = rows_of(table)
    label = QCoreApplication.translate("Scoring", "Match score")
    totals = match.totals()
    assert rows[label] == (f"0 \u2192 {totals[0]}", f"0 \u2192 {totals[1]}")
    assert panel.highlight == 0 and "Ann went out." in panel.text


class Taking:
    """A bot that takes the pile whenever it may, else plays as ``inner`` does."""

    def __init__(self, inner):
        self.inner = inner

    def choose(self, view, legal, rng):
        takes = [a for a in legal if isinstance(a, TakePile)]
        return takes[0] if takes else self.inner.choose(view, legal, rng)


def test_a_bot_taking_the_pile_flies_it_to_its_hand_in_one_flight(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["7C 7D 7H 5S", "9C 9H 4S 6D 5C JC"], pile="4C 8D QH 10S JD 9D",
                   stock="5H 5D 6C", melds={1: ["AS AH AD"]}, turn=1)
    bot = easy_bot(ENTRY, "Bo")
    bot.bot = Taking(bot.bot)
    match = Match(ENTRY, options, [local_seat("Ann"), bot], seed=5)
    match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, CanastaTable(ENTRY, match.options, settings), (1280, 800))
    flights, in_hand = [], set()
    animate = table.animate_event

    def spy(event):
        anim = animate(event)
        if event.kind == "move" and event.data.get("src") == "pile" and event.data.get("dst") == "hand1":
            flights.append(anim)
            if anim is not None:
                in_hand.update(it.key.partition(":")[0] for it in table.top_hand.items if it.key)
        return anim

    table.animate_event = spy
    MatchController(match, table, settings).start()       # the deal snaps into place
    settings.set("animation_speed", "fast")                 # and the bot's moves fly
    qtbot.waitUntil(lambda: len(flights) == 5 and table.animations_idle())
    assert sum(1 for anim in flights if anim is not None) == 1       # one flight for the whole pile
    assert {"4C", "8D", "QH", "10S", "JD"} <= in_hand


class Laying:
    """A bot that lays its three 9s first, else plays as ``inner`` does."""

    def __init__(self, inner):
        self.inner = inner

    def choose(self, view, legal, rng):
        nines = [a for a in legal if isinstance(a, Meld) and a.rank == Rank.NINE and len(a.cards) == 3]
        return nines[0] if nines else self.inner.choose(view, legal, rng)


def test_an_opponents_meld_flies_card_by_card_from_its_fan_to_the_meld_column(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["7C 7D 7H 5S", "9C 9H 9S 4S 6D 5C JC"], pile="4C 8D", stock="5H 5D 6C",
                   melds={1: ["AS AH AD"]}, turn=1, phase="play")
    bot = easy_bot(ENTRY, "Bo")
    bot.bot = Laying(bot.bot)
    match = Match(ENTRY, options, [local_seat("Ann"), bot], seed=5)
    match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, CanastaTable(ENTRY, match.options, settings), (1280, 800))
    runs, flown = [], []
    animate = table.animate_event

    def spy(event):
        anim = animate(event)
        if event.kind == "move" and event.data.get("dst") == f"meld1:{int(Rank.NINE)}":
            runs.append(anim)
            if anim is not None:            # the cards are on their way: where they start, where they land
                flown.extend((it.pos(), it.face_up, it.home) for it in table.zones["top"].group(Rank.NINE).items)
        return anim

    table.animate_event = spy
    MatchController(match, table, settings).start()       # the deal snaps into place
    settings.set("animation_speed", "fast")                 # and the bot's moves fly
    qtbot.waitUntil(lambda: len(runs) == 3)
    assert runs[0] is not None and runs[1] is None and runs[2] is None      # one staggered run of three
    zone = table.zones["top"]
    column = zone.group(Rank.NINE)
    fan_bottom = max(it.home.pos.y() for it in table.top_hand.items) + 0.2
    assert len(flown) == 3
    for start, face_up, home in flown:
        assert start.y() <= fan_bottom and not face_up          # leaves the opponent's fan as a back
        assert home.face_up and abs(home.pos.x() - column.origin.x()) < 1e-6 and home.pos.y() >= zone.pos.y()
    assert abs(column.origin.x() - zone.group(Rank.ACE).origin.x()) > 0.5      # its own column, not the aces'


def resumed(qtbot, settings, match: Match):
    """``match`` saved, read back by replaying its record, and opened at a new table."""
    saves.write_save("canasta", match.to_json())
    again = Match.from_json(ENTRY, saves.read_save("canasta"))
    again.seats[1].bot = Answering(again.seats[1].bot, DeclineDouble)
    table = shown(qtbot, CanastaTable(ENTRY, again.options, settings), (1280, 800))
    controller = MatchController(again, table, settings)
    controller.start()
    return again, table


def test_a_resumed_match_names_who_doubled_and_who_declined(qtbot, settings):  # RULES C-14
    options = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=0, target=1)
    match = Match(ENTRY, options, [local_seat("Ann"), easy_bot(ENTRY, "Bo")], seed=5)
    match.submit(1, ProposeDouble())            # Bo moves first and doubles; the save waits for Ann's answer
    match, table = resumed(qtbot, settings, match)
    assert [(d.kind, d.seat, d.stake) for d in match.view(None).doublings] == [("proposed", 1, 20)]
    qtbot.waitUntil(lambda: table.can_act() and table.prompt_visible())
    click(table, table.prompt.no_button.center_scene())
    qtbot.waitUntil(lambda: match.phase == Phase.OVER and table.summary_visible())
    text = table.summary_panel.text
    assert "Bo doubled to 20." in text and "Ann gave up at a stake of 10." in text


def test_a_resumed_match_names_who_doubled_and_who_accepted(qtbot, settings):  # RULES C-14
    options = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=0, target=1)
    match = Match(ENTRY, options, [local_seat("Ann"), easy_bot(ENTRY, "Bo")], seed=5)
    match.submit(1, ProposeDouble())
    match.submit(0, AcceptDouble())             # before the save: this screen never sees these events
    match, table = resumed(qtbot, settings, match)
    # Bo plays his turn; Ann, holding the double, doubles again and Bo gives up
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.current_view.phase == "draw")
    propose_double(qtbot, match, table)
    qtbot.waitUntil(lambda: match.phase == Phase.OVER and table.summary_visible())
    text = table.summary_panel.text
    assert ("Bo doubled to 20.\nAnn accepted: the stake is 20.\nAnn doubled to 40.\n"
            "Bo gave up at a stake of 20.") in text
    assert table.summary_panel.result_text == "Bo declined the double: Ann wins 20 chips."


@pytest.mark.parametrize("lang", ["en", "pl", "sl"])
def test_the_sheet_speaks_to_a_player_named_you_never_of_them(qtbot, qapp, settings, lang):
    """A player left with the default name ("You", "Ty", "Vi") reads "You went out.", never "Ty kończy
    rozdanie." (a third-person line about the name)."""
    from cardsuite.ui.toolkit import i18n
    canasta = partial(QCoreApplication.translate, "Canasta")
    try:
        i18n.install_translators(lang, qapp)
        you = QCoreApplication.translate("NewGameDialog", "You")
        match, table, _ = doubling_match(qtbot, settings, AcceptDouble, me=you)
        play_doubled_and_go_out(qtbot, match, table)
        panel = table.summary_panel
        shown = panel.text.splitlines() + [panel.result_text]
        third = [canasta(t).format(name=you, winner=you, stake=20, a=685, b=-60) for t in (
            "{name} doubled to {stake}.", "{name} went out.", "{winner} wins {a} to {b} and {stake} chips.")]
        mine = [canasta(t).format(stake=20, a=685, b=-60) for t in (
            "You doubled to {stake}.", "You went out.", "You win {a} to {b} and {stake} chips.")]
    finally:
        i18n.install_translators("en", qapp)
    assert panel.names[0] == you and match.result.winner == 0
    assert not (set(third) - set(mine)) & set(shown), shown   # in English two read the same
    assert set(mine) <= set(shown), shown
    if lang == "en":
        assert panel.result_text == "You win 685 to -60 and 20 chips."


@pytest.mark.parametrize("lang", ["pl", "sl"])
def test_the_status_line_speaks_to_a_player_named_you_while_they_wait(qtbot, qapp, settings, lang):
    """Whose turn it is, when the screen shows no moves (a hot-seat pass, an animation): "You are playing…"
    for the player named by the default "You", never "Ty gra…"."""
    from types import SimpleNamespace

    from cardsuite.ui.toolkit import i18n
    try:
        i18n.install_translators(lang, qapp)
        you = QCoreApplication.translate("NewGameDialog", "You")
        table = shown(qtbot, CanastaTable(ENTRY, CanastaOptions.from_preset("StarGames"), settings), (1280, 800))
        table.set_players([you, "Bo"], [None, 1200], 0)
        lines = {}
        for phase in ("draw", "double"):
            for who in (0, 1):
                view = SimpleNamespace(phase=phase, seat=0, to_move=who, turn=who)
                lines[phase, who] = table._next_step(view, [], 0, False)
        canasta = partial(QCoreApplication.translate, "Canasta")
        expected = {("draw", 0): canasta("You are playing\u2026"),
                    ("double", 0): canasta("You are deciding on the double\u2026"),
                    ("draw", 1): canasta("{name} is playing\u2026").format(name="Bo"),
                    ("double", 1): canasta("{name} is deciding on the double\u2026").format(name="Bo")}
    finally:
        i18n.install_translators("en", qapp)
    assert lines == expected and you not in "".join(lines.values())
