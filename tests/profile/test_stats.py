"""Statistics, ratings and the wallet: results recorded through Sessions, Elo, leaving as a loss, the
statistics window and its chart, the chips of a staked match, an old statistics file, and the new-game
dialog's placeholders and rating band."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from cardsuite import games
from cardsuite.profile import folders, ratings, statistics, versioned_json, wallet
from cardsuite.play.match import Phase
from cardsuite.play.seats import BotSeat, local_seat
from cardsuite.profile.sessions import Sessions
from cardsuite.profile.settings import Settings
from cardsuite.profile.statistics import Stats
from cardsuite.ui.app.newgame import SETTINGS_KEY, NewGameDialog
from cardsuite.ui.app.statswindow import StatsWindow
from support.toyhelpers import start_toy_match, step


class FakeClock:
    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def sessions(clock):
    versioned_json.take_problems()
    return Sessions(Settings.load(), clock=clock)




def _play(sessions, toy_entry, seed: int, clock, minutes: float = 3.0):
    match = start_toy_match(sessions, toy_entry, seed, "short")
    clock.now += minutes * 60
    while not match.is_over:
        step(match)
    sessions.detach(match, delete_save=True)
    return match


def _outcome(match) -> str:
    winner = match.result.winner
    return "draw" if winner is None else "win" if winner == 0 else "loss"


# --------------------------------------------------------------------------- figures and ratings


def test_figures_come_from_matches_played_through_sessions(sessions, toy_entry, clock):
    played = [_play(sessions, toy_entry, seed, clock, minutes) for seed, minutes in ((22, 2), (5, 4), (9, 6))]
    outcomes = [_outcome(m) for m in played]
    figures = statistics.figures(Stats.load(), "toy")
    assert figures.played == 3
    assert (figures.won, figures.lost, figures.drawn) == tuple(outcomes.count(o) for o in ("win", "loss", "draw"))
    assert figures.average_seconds == pytest.approx(240)
    scores = [m.totals()[0] for m in played]
    assert figures.best_score == max(scores) and figures.average_score == pytest.approx(sum(scores) / 3)
    assert [(lvl.levels, lvl.played) for lvl in figures.by_level] == [(("easy",), 3)]
    history = Stats.load().history("toy")
    assert [e["deal"] for e in history] == [22, 5, 9]
    assert history[0]["opponents"] == [{"name": "Marta", "kind": "bot", "level": "easy", "rating": 1000}]
    assert figures.rating is not None and len(Stats.load().rating_history("toy")) == 3


def test_streaks():
    def entries(outcomes):
        return [{"outcome": o} for o in outcomes]
    assert statistics.current_streak(entries(["loss", "win", "win"])) == 2
    assert statistics.current_streak(entries(["win", "loss", "loss", "loss"])) == -3
    assert statistics.current_streak(entries(["win", "draw"])) == 0
    stats = Stats.load()
    for outcome in ("win", "win", "win", "loss", "win"):
        stats.record_match("toy", outcome, 1, at=1.0)
    assert stats.best_streak("toy") == 3


def test_elo_moves_by_k_times_the_surprise_and_keeps_its_history():
    assert ratings.expected(1400, 1400) == pytest.approx(0.5)
    assert ratings.expected(1200, 1600) == pytest.approx(1 / 11)
    assert ratings.updated(1200, [1600], "win", 0) == pytest.approx(1200 + 40 * (1 - 1 / 11))
    assert ratings.updated(1200, [1600], "loss", 25) == pytest.approx(1200 - 20 / 11)
    assert ratings.updated(1400, [1400], "draw", 0) == pytest.approx(1400)
    assert ratings.updated(1400, [1300, 1500], "win", 0) == pytest.approx(1420)   # a side's mean rating
    assert ratings.updated(1400, [None], "win", 0) is None                         # a person: not rated
    stats = Stats.load()
    stats.record_match("g", "win", opponents=[{"name": "B", "level": "hard", "rating": 1600}], at=10.0)
    stats.record_match("g", "loss", opponents=[{"name": "P", "level": None, "rating": None}], at=11.0)
    stats.record_match("g", "loss", opponents=[{"name": "B", "level": "hard", "rating": 1600}], at=12.0)
    first = ratings.START + 40 * (1 - ratings.expected(ratings.START, 1600))
    second = first - 40 * ratings.expected(first, 1600)
    again = Stats.load()
    assert [t for t, _ in again.rating_history("g")] == [10.0, 12.0]
    assert [r for _, r in again.rating_history("g")] == pytest.approx([first, second], abs=0.06)
    assert again.rating("g") == pytest.approx(second)
    assert again.history("g")[1].get("rating") is None


# --------------------------------------------------------------------------- leaving is a loss


def test_leaving_counts_as_one_loss_and_resuming_does_not(sessions, toy_entry, clock):
    match = start_toy_match(sessions, toy_entry, 3, "default")
    step(match)
    clock.now += 90
    sessions.detach(match, delete_save=False)                     # the window closed: kept for resuming
    assert Stats.load().summary("toy")["played"] == 0
    resumed = sessions.resume("toy")
    sessions.attach(resumed)
    clock.now += 30
    resumed.leave(0)                                              # "Leave" at the table
    sessions.detach(resumed, delete_save=True)
    sessions.detach(resumed, delete_save=True)
    stats = Stats.load()
    assert stats.summary("toy") == {"played": 1, "won": 0, "lost": 1, "drawn": 0, "points": 0}
    [entry] = stats.history("toy")
    assert entry["left"] and entry["seconds"] == pytest.approx(120) and entry["deal"] == 3
    assert statistics.figures(stats, "toy").best_score is None    # a left match has no score


def test_the_leave_menu_and_a_new_match_over_a_saved_one_and_discarding_each_lose_once(sessions, toy_entry,
                                                                                         clock):
    first = start_toy_match(sessions, toy_entry, 3, "default")
    step(first)
    sessions.detach(first, delete_save=True)                      # Ctrl+W: the match is not over
    assert sessions.stats.summary("toy")["lost"] == 1
    second = start_toy_match(sessions, toy_entry, 4, "default")
    sessions.detach(second, delete_save=False)                    # back to the start screen
    start_toy_match(sessions, toy_entry, 5, "default")                     # a new match replaces its save
    assert sessions.stats.summary("toy")["lost"] == 2
    sessions.discard("toy")                                       # the third is given up
    assert Stats.load().summary("toy")["lost"] == 3
    assert [e["deal"] for e in Stats.load().history("toy")] == [3, 4, 5]


# --------------------------------------------------------------------------- the wallet


def test_the_wallet_settles_once_and_is_refilled_when_empty(settings):
    assert wallet.chips(settings) == wallet.START_CHIPS
    assert wallet.stake_delta(40, 20, "loss") == -20 and wallet.stake_delta(40, 0, "win") == 40
    assert wallet.stake_delta(40, 0, "draw") == 0
    won = wallet.settle_match(settings, "m1", 30)
    assert won == wallet.Settlement(30, 1030) and wallet.settle_match(settings, "m1", 30) == won
    assert wallet.chips(Settings.load()) == 1030
    assert wallet.settlement_for(settings, "m2", -1030) == wallet.Settlement(-1030, 1000, True)   # a preview
    refilled = wallet.settle_match(settings, "m2", -5000)
    assert refilled == wallet.Settlement(-1030, wallet.START_CHIPS, True)
    assert wallet.refills(Settings.load()) == 1 and wallet.chips(Settings.load()) == wallet.START_CHIPS


def played_for(monkeypatch, toy_entry, stake, limit=0):
    """The toy game played for chips, as its :meth:`Game.stake` says: ``stake`` from its match score when that
    has one (a double), else the one given."""
    def toy_stake(game, options, match_score=None):
        held = match_score.get("stake") if isinstance(match_score, dict) else None
        return (stake if held is None else held), limit
    monkeypatch.setattr(type(toy_entry.game()), "stake", toy_stake)


def test_a_left_match_for_a_stake_pays_it_and_the_player_hears_of_a_refill(sessions, toy_entry, monkeypatch):
    played_for(monkeypatch, toy_entry, 10)
    told = []
    sessions.on_refilled = told.append
    sessions.settings.set("wallet", {"chips": 30})
    match = start_toy_match(sessions, toy_entry, 3, "default")
    match.match_score["stake"] = 50
    step(match)
    match.leave(0)
    assert wallet.chips(sessions.settings) == wallet.START_CHIPS and told == [wallet.Settlement(-30, 1000, True)]


def test_the_game_says_what_a_match_is_played_for_and_the_sessions_settle_that(sessions, toy_entry, clock,
                                                                               monkeypatch):
    """The sessions read no game's options: a game without the hook plays for nothing, whatever its options
    hold; one with it settles its stake, cut to its limit, won or lost."""
    match = _play(sessions, toy_entry, 4, clock)
    assert wallet.chips(sessions.settings) == wallet.START_CHIPS
    played_for(monkeypatch, toy_entry, 70, limit=40)
    match = _play(sessions, toy_entry, 5, clock)
    delta = {"win": 40, "loss": -40, "draw": 0}[_outcome(match)]
    assert wallet.chips(sessions.settings) == wallet.START_CHIPS + delta
    left = start_toy_match(sessions, toy_entry, 6, "default")
    sessions.detach(left, delete_save=False)
    sessions.discard("toy")                                    # a given-up save pays the options' stake
    assert wallet.chips(sessions.settings) == wallet.START_CHIPS + delta - 40


def test_a_canasta_match_is_played_for_its_stake_as_doubled_up_to_its_limit():
    # RULES C-14: the stake, doubled as the match went, never above the limit
    game = games.get("canasta").game()
    options = game.Options.from_preset(stake=20, limit=60)
    assert game.stake(options) == (20, 60)
    assert game.stake(options, game.new_match_score(options)) == (20, 60)
    assert game.stake(options, {**game.new_match_score(options), "stake": 80}) == (80, 60)
    assert games.get("schnapsen").game().stake(games.get("schnapsen").game().Options.from_preset()) is None


# --------------------------------------------------------------------------- the file


def test_a_version_1_statistics_file_migrates_without_losing_anything(sessions, toy_entry, clock):
    path = folders.stats_path()
    path.write_text(json.dumps({"format": "cardsuite.stats", "version": 1, "data": {
        "games": {"toy": {"played": 7, "won": 4, "lost": 3, "drawn": 0, "points": 21}},
        "ratings": {"toy": 1500}, "note": "kept"}}))
    stats = Stats.load()
    assert stats.summary("toy")["played"] == 7 and stats.history("toy") == [] and stats.rating("toy") is None
    assert versioned_json.take_problems() == []
    sessions.stats = stats
    _play(sessions, toy_entry, 22, clock)
    document = json.loads(path.read_text())
    assert document["version"] == statistics.STATS_VERSION == 2
    assert document["data"]["games"]["toy"]["played"] == 8
    assert document["data"]["ratings"] == {"toy": 1500} and document["data"]["note"] == "kept"
    assert len(document["data"]["matches"]["toy"]) == 1


def test_corrupt_history_entries_never_stop_the_window_or_the_ratings(qtbot, toy_entry):
    """A hand-edited or damaged stats file: dates and times out of range, a deal that is not one, a huge
    opponent rating -- the window still opens, replays only real deal numbers, and Elo stays finite."""
    path = folders.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"outcome": "win", "at": 1.7e9, "points": 3, "seconds": 60, "deal": 42, "opponents": []}
    path.write_text(json.dumps({"format": "cardsuite.stats", "version": 2, "data": {"matches": {"toy": [
        good, dict(good, at=1e15), dict(good, seconds="abc", deal=True), dict(good, deal=-3, options=[1])]}}}))
    stats = Stats.load()
    history = stats.history("toy")
    assert len(history) == 3 and [e["deal"] for e in history] == [42, None, None]
    assert history[1]["seconds"] is None and history[2]["options"] is None
    window = StatsWindow(stats, None, game="toy")
    qtbot.addWidget(window)
    assert ratings.updated(1200.0, [10**15], "win", 0) is not None
    assert 0.0 <= ratings.expected(0.0, 1e12) <= 1.0


# --------------------------------------------------------------------------- the window and its chart


def test_the_window_shows_the_figures_and_a_chosen_match_replays_its_deal(qtbot, sessions, toy_entry, clock):
    for seed in (22, 5, 9):
        _play(sessions, toy_entry, seed, clock)
    window = StatsWindow(Stats.load(), sessions.settings, game="toy")
    qtbot.addWidget(window)
    window.show()
    page = window.pages["toy"]
    assert window.tabs.currentWidget() is page
    assert page.figure_labels["played"].text() == "3" and page.figure_labels["average_time"].text() == "3:00"
    assert page.rating_value.text() == f"{Stats.load().rating('toy'):.0f}"
    assert page.table.rowCount() == 3 and page.table.item(0, 5).text() == "9"      # the newest first
    assert page.table.item(0, 1).text() == "Marta (Easy)"
    assert not page.replay_button.isEnabled()
    rect = page.table.visualRect(page.table.model().index(1, 0))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.replay_button.isEnabled() and page.replay_button.text() == "Play deal 5 again"
    with qtbot.waitSignal(window.replay_requested) as replay:
        qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    assert replay.args[:2] == ["toy", 5] and replay.args[2] == {"preset": "short", "target": 2}
    page.table.selectRow(2)
    with qtbot.waitSignal(window.replay_requested) as again:
        qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert again.args[1] == 22


def test_the_chart_draws_the_rating_line(qtbot):
    from cardsuite.ui.app.chart import LineChart
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.resize(400, 220)
    chart.set_data([], [("Easy 1000", 1000)])
    empty = chart.grab().toImage()
    chart.set_data([1200, 1230, 1212, 1260], [("Easy 1000", 1000), ("Hard 1600", 1600)])
    drawn = chart.grab().toImage()
    gold = QColor("#e2ad2b")

    def golden(image) -> int:
        return sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
                   if abs(image.pixelColor(x, y).red() - gold.red()) < 20
                   and abs(image.pixelColor(x, y).green() - gold.green()) < 20
                   and abs(image.pixelColor(x, y).blue() - gold.blue()) < 30)
    assert golden(empty) == 0 and golden(drawn) > 40
    low, high, step = chart.value_range()
    assert low <= 1000 and high >= 1600 and step in (100, 200)


def test_the_menu_opens_the_window_and_a_replay_fills_the_new_game_dialog(qtbot, monkeypatch, toy_entry, settings):
    from cardsuite.ui.app import newgame
    from cardsuite.ui.app.mainwindow import MainWindow
    asked = []
    monkeypatch.setattr(newgame, "ask_new_game", lambda entry, s, parent, **replay: asked.append(replay))
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.statistics_action.trigger()
    window = win.findChild(StatsWindow)
    assert window is not None and window.isVisible()
    window.replay_requested.emit("toy", 77, {"target": 2})
    qtbot.waitUntil(lambda: asked == [{"seed": 77, "options": {"target": 2}}])


# --------------------------------------------------------------------------- the new-game dialog


def test_names_are_placeholders_and_defaults_are_never_kept(qtbot, settings):
    canasta = games.get("canasta")
    settings.set(SETTINGS_KEY, {"canasta": {"kinds": ["person", "person"], "names": ["Player 1", "Gracz 2"]}})
    dialog = NewGameDialog(canasta, settings)
    qtbot.addWidget(dialog)
    edits = dialog.seat_rows.name_edits
    assert [e.text() for e in edits] == ["", "Gracz 2"] and edits[0].placeholderText() == "Player 1"
    edits[1].clear()
    qtbot.keyClicks(edits[1], "Ana")
    qtbot.keyClicks(edits[0], "Player 1")                    # the default typed out stays a default
    dialog.accept()
    assert settings.get(SETTINGS_KEY)["canasta"]["names"] == ["", "Ana"]
    again = NewGameDialog(canasta, settings)
    qtbot.addWidget(again)
    assert [e.text() for e in again.seat_rows.name_edits] == ["", "Ana"]


def test_the_skill_range_shows_its_rating_band_and_a_replay_fills_the_deal(qtbot, settings):
    canasta = games.get("canasta")
    dialog = NewGameDialog(canasta, settings, seed=4242, options={"preset": "Classic"})
    qtbot.addWidget(dialog)
    levels = canasta.bot_levels()
    medium, hard, easy = levels["medium"].rating, levels["hard"].rating, levels["easy"].rating
    dialog.set_skill_range(medium, hard)
    assert dialog.band_label.text() == f"Medium \u2013 Hard ({medium}\u2013{hard})"
    dialog.set_skill_range(easy, easy)
    assert dialog.band_label.text() == f"Easy (rating {easy})"
    choice = dialog.choice()
    assert choice.seed == 4242 and choice.options.preset == "Classic"


def test_the_canasta_result_sheet_shows_the_chips_won_and_the_balance(qtbot, settings):
    from support.canastatables import doubling_match, propose_double
    from cardsuite.games.canasta.engine.actions import DeclineDouble
    settings.set("hints_enabled", False)
    match, table, _ = doubling_match(qtbot, settings, DeclineDouble)
    Sessions(settings).attach(match)
    propose_double(qtbot, match, table)
    qtbot.waitUntil(lambda: match.phase == Phase.OVER and table.summary_visible())
    assert "Your wallet: 1010 chips (+10)." in table.summary_panel.text
    assert wallet.chips(settings) == 1010


def test_ratings_wallet_and_statistics_import_no_qt():
    import subprocess
    import sys
    code = ("import sys\nimport cardsuite.profile.ratings, cardsuite.profile.wallet, cardsuite.profile.statistics\n"
            "raise SystemExit(1 if any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules) else 0)\n")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_a_schnapsen_score_is_the_bummerl_won_or_lost_by_in_the_list_best_and_average(qtbot, sessions, clock):
    """Issue 27: the Score was the countdown (0 for every win, 1 for a loss).  It is now the game points won
    less those the other won (RULES S-13): a win by what the loser still had to go, a loss by minus one's own."""
    entry = games.get("schnapsen")
    played = []
    for seed in range(1, 40):
        match = sessions.new_match("schnapsen", entry.game().Options.from_preset(),
                                   [local_seat("Ann"), BotSeat(entry.bot_levels()["easy"], "Bob", pace=0)], seed)
        sessions.attach(match)
        while not match.is_over:
            step(match)
        sessions.detach(match, delete_save=True)
        played.append(match)
        if {_outcome(m) for m in played} == {"win", "loss"}:
            break
    ann, bob = zip(*(m.totals() for m in played))          # the game points each still had to go
    expected = [b - a for a, b in zip(ann, bob)]
    assert all((score > 0) == (_outcome(m) == "win") and score != 0 for m, score in zip(played, expected))
    history = Stats.load().history("schnapsen")
    assert [e["points"] for e in history] == expected
    figures = statistics.figures(Stats.load(), "schnapsen")
    assert figures.best_score == max(expected) and figures.average_score == pytest.approx(sum(expected) / len(expected))
    window = StatsWindow(Stats.load(), sessions.settings, game="schnapsen")
    qtbot.addWidget(window)
    page = window.pages["schnapsen"]
    assert [page.table.item(row, 3).text() for row in range(page.table.rowCount())] == [
        str(score) for score in reversed(expected)]
    assert page.figure_labels["best_score"].text() == str(max(expected))
