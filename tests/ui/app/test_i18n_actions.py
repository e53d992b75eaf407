"""The action words of the buttons, pinned to the original rule sheets' own words (issue 27: Polish "Give up" read
"Odrzuć" -- our word for discarding -- on a sheet titled "Poddać się?", so a player could give up by mistake), read
from the compiled catalogues through Qt's translator; and no two actions of one sheet or bar share a word.

The sheets (``shared/seeds``): 000 the Polish Canasta sheet, 001 the Slovenian one, 002 Polish Schnapsen, 003 Polish
Canasta rules, 004 Polish Spider.  Where a sheet's button word says something else in our texts, the sheet's own
words for the action are used: the Polish sheet's "Odrzuć" (give up) is what our Polish tables say for discarding
("odrzuć: przeciągnij kartę na stos"), so giving up is "Poddaj się", as the question "Poddać się?" asks; its
"Podsumuj" ("sum up") does not say what it does -- the sheet itself: "Aby zakończyć rundę należy użyć
przycisku" -- so going out is "Zakończ rundę".  The Slovenian sheet's "Odpri se" is kept: our Slovenian calls the
opening meld "začetek", so "odpreti se" means going out only, as on the sheet ("Krog se lahko zaključi ... tipko
„Odpri se“").
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from cardsuite.ui.toolkit import i18n

ACTIONS = {
    # (context, English) -> (Polish, Slovenian), with the sheets' words
    ("Canasta", "Give up"): ("Poddaj się", "Predaj"),                # 001 „Predaj“; 000 see above
    ("Canasta", "Give up?"): ("Poddać się?", "Se predaš?"),
    ("Canasta", "Play on"): ("Graj dalej", "Igraj naprej"),
    ("Canasta", "Double"): ("Dubluj", "Podvoji"),                    # 000 „Dubluj“, 001 „Podvoji“
    ("Canasta", "Take pile"): ("Przejmij stos", "Vzemi kup"),        # 000 „Przejmij stos“, 001 „Vzemi kup“
    ("Canasta", "Go out"): ("Zakończ rundę", "Odpri se"),            # 000 "zakończyć rundę", 001 „Odpri se“
    ("Canasta", "Take back"): ("Wróć", "Razveljavi"),                # 000 „Wróć“, 001 „Razveljavi“
    ("KeysHelp", "Go out"): ("Zakończ rundę", "Odpri se"),
    ("Scoring", "Going out"): ("Zakończenie rundy", "Zaključitev kroga"),   # "Za zakończenie rundy gracz otrzymuje
    # 100 punktów" (000), "Za zaključitev kroga dobi igralec 100 točk" (001)
    ("KeysHelp", "Draw from the stock"): ("Dobierz z zakrytego stosu", "Vleci s kupa za pobiranje"),  # "dobierają
    # kartę ze stosu zakrytego" (000); "vlečenje karte", "kup za pobiranje" (001)
    ("KeysHelp", "Take the discard pile"): ("Przejmij stos odkryty", "Vzemi kup za odlaganje"),
    ("Table", "Discard"): ("Odrzuć", "Odvrzi"),                      # "vrže na kup za odlaganje" (001)
    ("Table", "Meld"): ("Melduj", "Položi"),                         # meldunek (000), polaganje (001)
    ("Schnapsen", "Close talon"): ("Zamknij", "Zapri talon"),        # 002 „Zamknij“
    ("Table", "Continue"): ("Graj dalej", "Nadaljuj"),               # 002 „Graj dalej“ i „Wyjdź“
    ("Table", "Leave"): ("Wyjdź", "Zapusti"),
    ("Spider", "Deal"): ("Rozdaj karty", "Deli karte"),              # 004 „Rozdaj karty“
    ("Spider", "Undo"): ("Cofnij", "Razveljavi"),                    # 004 „Cofnij“
    ("Spider", "Done"): ("Gotowe", "Končaj"),                        # 004 „Gotowe“
    ("Spider", "Leave"): ("Wyjdź", "Zapusti"),                       # 004 „Wyjdź“
    ("MainWindow", "Leave"): ("Opuść", "Zapusti"),
    ("MainWindow", "Discard"): ("Usuń", "Zavrzi"),                   # a save is deleted, never "odrzucony"
}

SHEETS = {
    # what one screen offers at once: each action must read differently from every other
    "the Canasta table's buttons, and the toolkit's table words": [
        ("Canasta", "Give up"), ("Canasta", "Double"), ("Canasta", "May I go out?"), ("Canasta", "Take pile"),
        ("Canasta", "Go out"), ("Canasta", "Take back"), ("Canasta", "By suit"),   # or "By rank", on the same button
        ("Table", "Discard"), ("Table", "Meld")],
    "the give-up question": [("Canasta", "Give up"), ("Canasta", "Play on")],
    "the answer to a double": [("Canasta", "Double"), ("Canasta", "Give up")],
    "a round's summary": [("Table", "Continue"), ("Table", "Leave"), ("Table", "Close")],
    "the Spider bar": [("Spider", "Deal"), ("Spider", "Undo"), ("Spider", "Done"), ("Spider", "? Hint"),
                       ("Spider", "Auto turn-up"), ("Spider", "Watch the replay"), ("Spider", "Show the result"),
                       ("Spider", "Skip to the result")],
    "the Spider result": [("Spider", "Watch the replay"), ("Spider", "New duel"), ("Spider", "Leave")],
    "the Spider question": [("Spider", "Finish"), ("Spider", "Keep playing")],
    "the Schnapsen table": [("Schnapsen", "Close talon"), ("Schnapsen", "Just play")],
    "the Canasta keys": [("KeysHelp", "Draw from the stock"), ("KeysHelp", "Take the discard pile"),
                         ("KeysHelp", "Go out"), ("KeysHelp", "Double the stake"),
                         ("KeysHelp", "Take back the cards laid this turn")],
    "the window's questions": [("MainWindow", "Start a new match"), ("MainWindow", "Discard"),
                               ("MainWindow", "Leave"), ("QPlatformTheme", "Cancel")],
}

NAMED = [
    # a line that names a button names it with the button's own word
    (("Canasta", "You can go out: press Go out"), ("Canasta", "Go out")),
    (("Canasta", "You must go out this turn: meld your cards, then press Go out"), ("Canasta", "Go out")),
    (("Rules", "Discarding your last card goes out: use Go out."), ("Canasta", "Go out")),
    (("Canasta", "Add {rank} from your hand (click them), then press Take pile"), ("Canasta", "Take pile")),
    (("Spider", "No useful moves left: press Done to finish."), ("Spider", "Done")),
    (("KeysHelp", "Take back the cards laid this turn"), ("Canasta", "Take back")),
    (("KeysHelp", "Take the discard pile"), ("Canasta", "Take pile")),
    (("KeysHelp", "Go out"), ("Canasta", "Go out")),
]


@pytest.fixture(params=["pl", "sl"])
def lang(request, qapp):
    i18n.install_translators(request.param, qapp)
    yield request.param
    i18n.install_translators("en", qapp)


def translated(key: tuple[str, str]) -> str:
    return QCoreApplication.translate(*key)


def test_every_action_word_is_the_sheets_word(lang):
    column = ("pl", "sl").index(lang)
    wrong = {key: translated(key) for key, words in ACTIONS.items() if translated(key) != words[column]}
    assert wrong == {}


@pytest.mark.parametrize("sheet", sorted(SHEETS))
def test_no_two_actions_on_one_sheet_share_a_word(lang, sheet):
    words = [translated(key) for key in SHEETS[sheet]]
    first = [word.split()[0].strip("?").lower() for word in words]
    shared = {word for word in first if first.count(word) > 1}
    assert shared == set(), [w for w in words if w.split()[0].strip("?").lower() in shared]


@pytest.mark.parametrize("line,button", NAMED)
def test_a_line_names_a_button_by_its_own_word(lang, line, button):
    assert translated(button) in translated(line)
