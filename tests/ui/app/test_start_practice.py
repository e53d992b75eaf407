"""Spider practice on the start screen: offered on the Spider duel's card (``GameEntry.offered_with``), not as a
card of its own, starting a new practice game or resuming the unfinished one."""

from __future__ import annotations

from cardsuite import games
from cardsuite.games.spider.engine.actions import DEAL
from cardsuite.games.spider.engine.practice import PracticeOptions
from cardsuite.play.match import Match
from cardsuite.play.seats import local_seat
from cardsuite.profile import saves
from cardsuite.ui.app.mainwindow import MainWindow
from support.mainwindowhelpers import settings  # noqa: F401  (a fixture)


def practice_button(window):
    return window.start_screen.cards["spider"].companions["spider_practice"][1]


def test_the_duels_card_offers_practice_and_resumes_its_save(qtbot, settings, monkeypatch):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert "spider_practice" not in window.start_screen.cards
    button = practice_button(window)
    assert button.text() == "Spider practice \u25b8"
    asked = []
    monkeypatch.setattr(window, "new_game", lambda name, *a, **k: asked.append(name))
    monkeypatch.setattr(window, "resume", lambda name, *a, **k: asked.append(("resume", name)))
    window.refresh()
    practice_button(window).click()
    assert asked == ["spider_practice"]

    match = Match(games.GAMES["spider_practice"], PracticeOptions(), [local_seat("Ann")], seed=4)
    match.submit(0, DEAL)
    saves.write_save("spider_practice", match.to_json())
    window.refresh_saves()
    assert practice_button(window).text() == "Resume Spider practice"
    assert "action_resume_spider_practice" in [a.objectName() for a in window.resume_menu.actions()]
    practice_button(window).click()
    assert asked[-1] == ("resume", "spider_practice")


def test_every_cards_play_button_stands_on_one_line_with_practice_offered(qtbot, settings):  # noqa: F811
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    cards = window.start_screen.cards.values()
    qtbot.waitUntil(lambda: all(card.play_button.isVisible() for card in cards))
    tops = {card.play_button.mapTo(window, card.play_button.rect().topLeft()).y() for card in cards}
    assert len(tops) == 1, tops
    button = practice_button(window)
    spider = window.start_screen.cards["spider"].play_button
    assert button.mapTo(window, button.rect().bottomLeft()).y() < spider.mapTo(window, spider.rect().topLeft()).y()


def test_no_card_button_is_squeezed_at_800x600_in_polish_with_saves(qtbot, qapp, settings):  # noqa: F811
    """Polish "Graj", "Wznów" and "Zasady" did not fit one line of an 800 px card: the button showed only "n"."""
    from cardsuite.play.seats import BotSeat
    from cardsuite.ui.toolkit import i18n
    for name in ("schnapsen", "spider", "canasta"):
        entry = games.GAMES[name]
        match = Match(entry, entry.game().Options.from_preset(),
                      [local_seat("Ann"), BotSeat(entry.bot_levels()["easy"], "Marta", pace=0)], seed=3)
        saves.write_save(name, match.to_json())
    i18n.install_translators("pl", qapp)
    try:
        window = MainWindow(settings)
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        window.refresh_saves()
        for card in window.start_screen.cards.values():
            qtbot.waitUntil(lambda card=card: card.resume_button.isVisible())
            for button in (card.play_button, card.resume_button, card.rules_button):
                assert button.width() >= button.sizeHint().width(), (card.entry.name, button.text(), button.width())
    finally:
        i18n.install_translators("en", qapp)
