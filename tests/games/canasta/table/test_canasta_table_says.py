"""The Canasta table does what its gestures and texts say (issue 27, section 3), through real mouse events:
a click never discards, a drop goes to the meld under the pointer, the frozen pile's top card is on top,
the minimum line speaks of the right side, other hands' known cards are listed (never an open hand), and
the stake and the answer to a double are on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite import games
from cardsuite.cards import Card, Rank
from cardsuite.games.canasta.engine.actions import AcceptDouble, Discard, Meld, TakePile
from cardsuite.games.canasta.engine.positions import layout
from cardsuite.games.canasta.engine.cards import INDEX
from cardsuite.games.canasta.engine.options import CanastaOptions
from cardsuite.games.canasta.table.table import CanastaTable
from cardsuite.play.match import Match, Phase
from cardsuite.play.seats import hotseat_seat, local_seat
from cardsuite.ui.toolkit.controller import MatchController
from cardsuite.ui.toolkit.items import CardItem
from support.tablehelpers import click, drag, easy_bot, key, shown, tab_to, vp

ENTRY = games.GAMES["canasta"]


@pytest.fixture
def settings(settings):
    settings.set("hints_enabled", False)
    return settings


def start(qtbot, settings, state, seats=None, size=(1280, 800)):
    seats = seats or [local_seat("Ann"), easy_bot(ENTRY)]
    match = Match(ENTRY, state.options, seats, seed=3)
    match.state = state  # tests only: a chosen position instead of the seeded deal
    table = shown(qtbot, CanastaTable(ENTRY, state.options, settings), size)
    controller = MatchController(match, table, settings)
    controller.start()
    return match, table, controller


def my_turn(qtbot, match, table) -> None:
    qtbot.waitUntil(lambda: 0 in match.waiting() and table.can_act() and table.animations_idle(), timeout=8000)


def mine(match) -> list:
    return [ENTRY.game().actions.from_json(data) for s, data in match.record.actions if s == 0]


def card_point(table, key: str) -> QPointF:
    item = table.table_scene.find(key)
    assert item is not None, key
    return item.mapToScene(QPointF(0.14, 0.22))


def double_click(table, point: QPointF, between=None) -> None:
    """What a real double-click delivers: press, release, a double-click press, release (``between()`` is
    called after the first click)."""
    click(table, point)
    if between is not None:
        between()
    at = vp(table, point)
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def topmost_card(table, point: QPointF):
    return next((it for it in table.table_scene.items(point) if isinstance(it, CardItem)), None)


def play_position(**kw):
    options = CanastaOptions.from_preset("StarGames", target=1)
    base = dict(hands=["8S 8C 7C 7D 5S KH 2H 3S 9D", "9C 10D JH QS 6D 5C JC"], pile="4C 9D JH", stock="QH KD",
                melds={0: ["AS AH AD", "10H 10C 10D"], 1: ["10S 10H 10C"]}, turn=0, phase="play")
    base.update(kw)
    return layout(options, **base)


# -- a click never discards ---------------------------------------------------------------------------------


def test_a_click_on_a_card_that_fits_nowhere_selects_it_and_discard_is_a_button(qtbot, settings):
    match, table, _ = start(qtbot, settings, play_position())
    my_turn(qtbot, match, table)
    assert not table.discard_button.isVisible()
    click(table, card_point(table, "KH"))                  # a lone king: no meld takes it
    qtbot.wait(50)
    assert mine(match) == [] and "KH" in [it.key for it in table.my_hand.items]
    assert table.my_hand.selected == {"KH"} and table.table_scene.find("KH").has_state("selected")
    assert "Discard" in table.last_message and "settings" not in table.last_message
    assert table.discard_button.isVisible() and table.discard_button.isEnabled()
    click(table, card_point(table, "KH"))                  # clicked again: let go, the button goes
    assert table.my_hand.selected == set() and not table.discard_button.isVisible()
    click(table, card_point(table, "9D"))
    assert table.my_hand.selected == {"9D"}
    click(table, table.discard_button.center_scene())
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    assert mine(match) == [Discard(Card.parse("9D"))]


def test_enter_on_a_card_that_fits_nowhere_selects_it_and_enter_on_discard_discards(qtbot, settings):
    match, table, _ = start(qtbot, settings, play_position())
    my_turn(qtbot, match, table)
    tab_to(table, lambda stop: getattr(stop, "key", None) == "KH")
    key(table, Qt.Key.Key_Return)                          # what a click does: it selects
    qtbot.wait(50)
    assert mine(match) == [] and table.my_hand.selected == {"KH"}
    tab_to(table, lambda stop: stop is table.discard_button)
    key(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    assert mine(match) == [Discard(Card.parse("KH"))]


def test_a_double_click_discards_the_card(qtbot, settings):
    match, table, _ = start(qtbot, settings, play_position())
    my_turn(qtbot, match, table)
    def first_click_played_nothing():
        assert mine(match) == [] and table.my_hand.selected == {"5S"}

    double_click(table, card_point(table, "5S"), first_click_played_nothing)
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    assert mine(match) == [Discard(Card.parse("5S"))]


def test_a_double_click_on_a_card_that_melds_lays_it_once_and_discards_nothing(qtbot, settings):
    match, table, _ = start(qtbot, settings, play_position())
    my_turn(qtbot, match, table)
    double_click(table, card_point(table, "8C"))
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    qtbot.wait(100)
    assert [type(a) for a in mine(match)] == [Meld] and match.state.to_move == 0


# -- any card of a kind does what the legal actions allow for its kind ---------------------------------------
# The engine lists one card per rank (and one joker, one 2) for a lay any card of that kind makes alike.


def listed(table, text: str) -> bool:
    """Whether the legal actions name this very card in a lay."""
    return any(Card.parse(text) in a.cards for a in table.current_legal if isinstance(a, Meld))


def empty_column(table, rank) -> QPointF:
    """A point in our meld zone's column for ``rank``, which holds no meld: the meld area, on no group."""
    zone = table.zones["bottom"]
    assert zone.group(rank) is None and zone.fixed_columns
    pitch = zone.max_width / len(zone.columns)
    return zone.pos + QPointF(zone.columns[rank] * pitch + 0.5, 0.6)


def gesture(table, how: str, text: str) -> None:
    if how == "click":
        click(table, card_point(table, text))
    elif how == "enter":
        tab_to(table, lambda stop: getattr(stop, "key", None) == text)
        key(table, Qt.Key.Key_Return)
    else:
        drag(table, card_point(table, text), empty_column(table, Rank.EIGHT))


@pytest.mark.parametrize("how", ["click", "enter", "drag"])
def test_any_card_of_a_rank_starts_its_meld_not_only_the_one_listed(qtbot, settings, how):
    match, table, _ = start(qtbot, settings, play_position())
    my_turn(qtbot, match, table)
    assert listed(table, "8C") and not listed(table, "8S")
    gesture(table, how, "8S")
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    assert mine(match) == [Meld(Rank.EIGHT, (Card.parse("8S"),))]
    assert table.my_hand.selected == set()


@pytest.mark.parametrize("wild,how", [("2S", "click"), ("2S", "enter"), ("2S", "drag"), ("JK:1", "click")])
def test_any_2_or_joker_goes_on_a_meld_not_only_the_one_listed(qtbot, settings, how, wild):
    match, table, _ = start(qtbot, settings, play_position(hands=["8S 7C 5S KH 2H 2S JK JK 4D 9D",
                                                                  "9C 10D JH QS 6D 5C JC"]))
    my_turn(qtbot, match, table)
    assert not listed(table, wild)
    gesture(table, how, wild)
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    assert mine(match) == [Meld(Rank.ACE, (Card.parse(wild),))]      # the first meld that takes a wild card


def test_laying_before_taking_the_pile_and_buying_it_take_the_cards_clicked(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["9C 9H 9S KC KD 2H 7C 7D 5S 4S 6D", "9C 10D JH QS 6D 5C JC"],
                   pile="4C 8S 9D", stock="QH KD", turn=0)            # 50 to open: the kings first, then the 9s
    match, table, _ = start(qtbot, settings, state)
    for text in ("KD", "KC", "2H"):                        # before drawing: KC is the king the list names
        my_turn(qtbot, match, table)
        before = len(mine(match))
        click(table, card_point(table, text))
        qtbot.waitUntil(lambda: len(mine(match)) > before, timeout=3000)
    my_turn(qtbot, match, table)
    assert TakePile((Card.parse("9S"), Card.parse("9H"))) not in table.current_legal   # it names 9C 9H
    click(table, card_point(table, table.current_view.pile_top.text))
    qtbot.waitUntil(lambda: table.buy_active and table.animations_idle(), timeout=3000)
    for text in ("9S", "9H"):
        click(table, card_point(table, text))
        qtbot.waitUntil(lambda t=text: Card.parse(t) in table.buy_cards and table.animations_idle(), timeout=3000)
    click(table, table.take_pile_button.center_scene())
    qtbot.waitUntil(lambda: len(mine(match)) == 4, timeout=3000)
    kings = [Meld(Rank.KING, (Card.parse(t),)) for t in ("KD", "KC", "2H")]
    assert mine(match) == kings + [TakePile((Card.parse("9S"), Card.parse("9H")))]


# -- a drop goes to the meld under the pointer ----------------------------------------------------------


@pytest.mark.parametrize("where", ["card", "column"])
def test_a_wild_card_dropped_on_the_10s_goes_to_the_10s(qtbot, settings, where):
    match, table, _ = start(qtbot, settings, play_position())
    my_turn(qtbot, match, table)
    tens = table.zones["bottom"].group(Rank.TEN)
    top = tens.items[-1]
    if where == "card":
        end = top.mapToScene(QPointF(0.5, 0.7))
    else:                                                  # below the meld's last card, in its column
        end = tens.origin + QPointF(0.5, table.zones["bottom"].max_group_extent - 0.1)
    drag(table, card_point(table, "2H"), end)
    qtbot.waitUntil(lambda: bool(mine(match)), timeout=3000)
    assert mine(match) == [Meld(Rank.TEN, (Card.parse("2H"),))]


# -- the frozen pile --------------------------------------------------------------------------------------


@pytest.mark.parametrize("pile", ["4C 9D JH 2C", "4C 2C 9D JH"])
def test_a_frozen_piles_count_is_whole_and_its_top_card_on_top(qtbot, settings, pile):
    match, table, _ = start(qtbot, settings, play_position(pile=pile))
    my_turn(qtbot, match, table)
    view = table.current_view
    assert view.pile_has_wild
    assert table.pile.badge.count == len(view.pile) == 4
    top = table.table_scene.find(view.pile[-1].text)
    assert top.isVisible()
    centre = top.mapToScene(QPointF(0.5, 0.7))
    assert topmost_card(table, centre) is top
    cross = table.pile.crosswise
    assert cross is not None and cross.key == "2C" and abs(cross.rotation()) == 90.0


# -- the minimum line speaks of our side ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 4])
def test_the_minimum_line_does_not_count_the_other_sides_melds(qtbot, settings, players):
    preset = "StarGames" if players == 2 else "Classic"
    options = CanastaOptions.from_preset(preset, players=players, target=1)
    hands = ["8S 8C 7C 7D 5S", "KS KH KD 9C 6D", "QS QH QD 4C 4D", "JS JH JD 6H 6S"][:players]
    state = layout(options, hands=hands, pile="4S 9D", stock="QC KC", turn=1, phase="play")
    state.apply(1, Meld(Rank.KING, tuple(Card.parse(t) for t in "KS KH KD".split())))   # the opponent lays 30
    table = shown(qtbot, CanastaTable(ENTRY, options, settings), (1280, 800))
    table.set_players(["Ann"] + [f"P{i}" for i in range(1, players)], [None] * players, 0)
    table.show_view(state.view(0), [], [])                 # the opponent's turn as this seat sees it
    qtbot.waitUntil(table.animations_idle, timeout=3000)
    need = state.view(0).minimums[0]
    assert table.detail.text == f"You need {need} to open."
    assert "P1 is playing" in table.status.text


def test_the_partners_melds_count_for_our_side(qtbot, settings):
    options = CanastaOptions.from_preset("Classic", players=4, target=1)
    hands = ["8S 8C 7C 7D 5S", "9C 6D 4H", "KS KH KD 9H 6C", "JS JH JD 6H 6S"]
    state = layout(options, hands=hands, pile="4S 9D", stock="QC KC", turn=2, phase="play")
    state.apply(2, Meld(Rank.KING, tuple(Card.parse(t) for t in "KS KH KD".split())))
    table = shown(qtbot, CanastaTable(ENTRY, options, settings), (1280, 800))
    table.set_players(["Ann", "Bo", "Cy", "Di"], [None] * 4, 0)
    table.show_view(state.view(0), [], [])
    qtbot.waitUntil(table.animations_idle, timeout=3000)
    need = state.view(0).minimums[0]
    assert table.detail.text == f"Your partner's melds count 30; your side needs {need} to open."


# -- known cards ------------------------------------------------------------------------------------------


PARTNER = "KS KD KC 9C 9D 9H 7S 7D 6C 6D 5S 5H JK 2C QS QH 4D"


def test_the_partners_cards_from_the_pile_are_listed_as_known_never_turned_up(qtbot, settings):
    options = CanastaOptions.from_preset("Classic", players=4, target=1)
    state = layout(options, hands=["8S 8C 8D 7C 7H 5C KH 2H", "9S 10D JH", PARTNER, "JC 10S 4H 4C"],
                   pile="4S 9D", stock="QD", melds={0: ["AS AH AD"]}, turn=0)
    state.known[2] = {INDEX[Card.parse(t)] for t in PARTNER.split()[:15]}   # tests only: they took a pile
    state.known[3] = {INDEX[Card.parse("JC")]}
    seats = [local_seat("Ann"), easy_bot(ENTRY, "Bo"), easy_bot(ENTRY, "Cy"), easy_bot(ENTRY, "Di")]
    match, table, _ = start(qtbot, settings, state, seats=seats)
    my_turn(qtbot, match, table)
    assert len(table.top_hand.items) == 17
    others = table.top_hand.items + [it for hand in table.side_hands.values() for it in hand.items]
    assert not any(it.face_up for it in others)            # backs only: no open hand
    note = table.known_notes["top"]
    assert note.isVisible()
    assert note.text == ("Known cards of Cy: Joker 2\u2663 K\u2660\u2663\u2666 Q\u2660 9\u2665\u2663\u2666 "
                         "7\u2660\u2666 6\u2663\u2666 5\u2660\u2665")
    assert table.known_notes["left"].text == "Known cards of Di: J\u2663"      # Di sits left of Ann
    assert not table.known_notes["right"].isVisible()
    fans = {"top": table.top_hand, **table.side_hands}
    owner = {"top": 2, "left": 3, "right": 1}
    for place, note in table.known_notes.items():          # right against its player's fan, over no card
        if not note.isVisible():
            continue
        rect = note.mapRectToScene(note.boundingRect()).adjusted(0.1, 0.1, -0.1, -0.1)   # its panel
        hit = [it for it in table.table_scene.card_items() if rect.intersects(it.mapRectToScene(it.card_rect()))]
        assert not hit, (note.text, rect, hit)
        fan = [it.mapRectToScene(it.card_rect()) for it in fans[place].items]
        assert min(gap(rect, r) for r in fan) < 0.25, (place, rect)
        for seat, panel in table.panels.items():           # and clear of another player's panel
            if seat != owner[place]:
                assert gap(rect, panel.mapRectToScene(panel.boundingRect())) > 0.3, (place, seat)


def gap(a, b) -> float:
    """How far apart two scene rectangles are (0 when they touch or overlap)."""
    return max(0.0, a.left() - b.right(), b.left() - a.right(), a.top() - b.bottom(), b.top() - a.bottom())


def test_hot_seat_shows_the_other_hands_known_cards_only_as_a_note(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", target=1)
    state = layout(options, hands=["8S 8C 7C 7D 5S", "KS KH KD 9C 6D JC"], pile="4S 9D", stock="QC KC", turn=0)
    state.known[1] = {INDEX[Card.parse(t)] for t in "KS KH KD".split()}
    match, table, _ = start(qtbot, settings, state, seats=[hotseat_seat("Ann"), hotseat_seat("Bo")])
    qtbot.waitUntil(table.pass_screen_visible, timeout=5000)
    assert table.known_notes["top"].zValue() < table.pass_screen.zValue()
    click(table, QPointF(8.0, 5.0))                        # Ann takes the screen
    qtbot.waitUntil(lambda: table.current_view is not None and table.current_view.seat == 0, timeout=5000)
    qtbot.waitUntil(table.animations_idle, timeout=3000)
    assert not any(it.face_up for it in table.top_hand.items)
    assert table.known_notes["top"].text == "Known cards of Bo: K\u2660\u2665\u2666"


# -- the stake and the answer to a double -----------------------------------------------------------------


def test_the_stake_is_on_the_table_and_the_answer_to_a_double_is_said(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=80)
    state = layout(options, hands=["8S 8H 7C 7D 7H 5S", "9C 10D JH QS 6D 5C JC"], pile="4C 9D", turn=0)
    match, table, _ = start(qtbot, settings, state, seats=[local_seat("Ann"), easy_bot(ENTRY, "Tomasz")])
    my_turn(qtbot, match, table)
    assert table.stake_note.isVisible()
    assert table.stake_note.text == "Stake 10 (limit 80).\nEither player may double (to 20)."
    click(table, table.double_button.center_scene())
    click(table, table.prompt.yes_button.center_scene())
    qtbot.waitUntil(lambda: len(match.record.actions) >= 2 or match.phase != Phase.PLAYING, timeout=3000)
    answer = ENTRY.game().actions.from_json(match.record.actions[1][1])
    qtbot.waitUntil(lambda: table.current_view is not None and len(table.current_view.doublings) == 2
                    and table.animations_idle(), timeout=3000)
    if isinstance(answer, AcceptDouble):
        said = "Tomasz accepted: the stake is 20."
        assert table.stake_note.text == "Stake 20 (limit 80).\nOnly Tomasz may double next (to 40).\n" + said
    else:
        said = "Tomasz gave up at a stake of 10."
    assert table.last_message == said


def test_the_stake_is_on_the_table_when_the_table_does_not_double(qtbot, settings):
    """Issue 24: every match is played for its stake, so the stake shows with doubling off too."""
    options = CanastaOptions.from_preset("StarGames", stake=25, limit=200)
    state = layout(options, hands=["8S 8H 7C 7D 7H 5S", "9C 10D JH QS 6D 5C JC"], pile="4C 9D", turn=0)
    match, table, _ = start(qtbot, settings, state, seats=[local_seat("Ann"), easy_bot(ENTRY, "Tomasz")])
    my_turn(qtbot, match, table)
    assert table.stake_note.isVisible() and not table.double_button.isVisible()
    assert table.stake_note.text == "Stake 25 (limit 200).\nNo doubling at this table."


def test_the_stake_note_says_when_the_limit_stops_doubling(qtbot, settings):
    options = CanastaOptions.from_preset("StarGames", doubling=True, stake=10, limit=80)
    state = layout(options, hands=["8S 8H 7C 7D 7H 5S", "9C 10D JH QS 6D 5C JC"], pile="4C 9D", turn=0)
    state.stake = 80                       # tests only: doubled up to the limit already (RULES C-14)
    match, table, _ = start(qtbot, settings, state, seats=[local_seat("Ann"), easy_bot(ENTRY, "Tomasz")])
    my_turn(qtbot, match, table)
    assert table.stake_note.text == "Stake 80 (limit 80).\nThe limit is reached: no more doubling."
    assert not table.double_button.isEnabled()                     # the engine offers no double either


def test_the_stake_note_of_four_players_speaks_of_sides(qtbot, settings):
    options = CanastaOptions.from_preset("Classic", players=4, doubling=True, stake=10, limit=0)
    hands = ["8S 8H 7C 7D 7H 5S", "9C 10D JH QS 6D 5C JC", "4H 4D 6C 9H", "5C 4H 3C KD"]
    state = layout(options, hands=hands, pile="4C 9D", stock="5H 5D 6C 6D", turn=0)
    seats = [local_seat("Ann")] + [easy_bot(ENTRY, name) for name in ("Bo", "Cy", "Di")]
    match, table, _ = start(qtbot, settings, state, seats=seats)
    my_turn(qtbot, match, table)
    assert table.stake_note.text == "Stake 10 (no limit).\nEither side may double (to 20)."
