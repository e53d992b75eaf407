"""Cards and counts as a screen reader should say them: "queen of hearts", not "Q♥".

The table prints a card as its corner does ("Q♥", "D♥" in Polish; :func:`.i18n.card_label`); read aloud
that is "Q black heart suit" or worse.  Every spoken text names a card through :func:`card_name` instead,
one whole phrase per card in the catalogue (context "Speech"), because the languages build the phrase
differently (Polish "dama kier", Slovenian "srčeva dama").  :func:`speakable` turns the printed labels
inside a sentence the table already shows (a refusal, a hint) into the spoken names.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Iterable

from PySide6.QtCore import QCoreApplication

from cardsuite.cards import Card, Rank, Suit
from cardsuite.translate import QT_TRANSLATE_NOOP
from .cardart.text import CORNER_LETTERS, current_corner_style

CONTEXT = "Speech"


def tr(text: str) -> str:
    # packaging/i18n/update_translations.sh gives this module's bare tr() calls this CONTEXT
    return QCoreApplication.translate(CONTEXT, text)


CARD_NAMES = {
    "AC": QT_TRANSLATE_NOOP("Speech", "ace of clubs"), "2C": QT_TRANSLATE_NOOP("Speech", "2 of clubs"),
    "3C": QT_TRANSLATE_NOOP("Speech", "3 of clubs"), "4C": QT_TRANSLATE_NOOP("Speech", "4 of clubs"),
    "5C": QT_TRANSLATE_NOOP("Speech", "5 of clubs"), "6C": QT_TRANSLATE_NOOP("Speech", "6 of clubs"),
    "7C": QT_TRANSLATE_NOOP("Speech", "7 of clubs"), "8C": QT_TRANSLATE_NOOP("Speech", "8 of clubs"),
    "9C": QT_TRANSLATE_NOOP("Speech", "9 of clubs"), "10C": QT_TRANSLATE_NOOP("Speech", "10 of clubs"),
    "JC": QT_TRANSLATE_NOOP("Speech", "jack of clubs"), "QC": QT_TRANSLATE_NOOP("Speech", "queen of clubs"),
    "KC": QT_TRANSLATE_NOOP("Speech", "king of clubs"),
    "AD": QT_TRANSLATE_NOOP("Speech", "ace of diamonds"), "2D": QT_TRANSLATE_NOOP("Speech", "2 of diamonds"),
    "3D": QT_TRANSLATE_NOOP("Speech", "3 of diamonds"), "4D": QT_TRANSLATE_NOOP("Speech", "4 of diamonds"),
    "5D": QT_TRANSLATE_NOOP("Speech", "5 of diamonds"), "6D": QT_TRANSLATE_NOOP("Speech", "6 of diamonds"),
    "7D": QT_TRANSLATE_NOOP("Speech", "7 of diamonds"), "8D": QT_TRANSLATE_NOOP("Speech", "8 of diamonds"),
    "9D": QT_TRANSLATE_NOOP("Speech", "9 of diamonds"), "10D": QT_TRANSLATE_NOOP("Speech", "10 of diamonds"),
    "JD": QT_TRANSLATE_NOOP("Speech", "jack of diamonds"), "QD": QT_TRANSLATE_NOOP("Speech", "queen of diamonds"),
    "KD": QT_TRANSLATE_NOOP("Speech", "king of diamonds"),
    "AH": QT_TRANSLATE_NOOP("Speech", "ace of hearts"), "2H": QT_TRANSLATE_NOOP("Speech", "2 of hearts"),
    "3H": QT_TRANSLATE_NOOP("Speech", "3 of hearts"), "4H": QT_TRANSLATE_NOOP("Speech", "4 of hearts"),
    "5H": QT_TRANSLATE_NOOP("Speech", "5 of hearts"), "6H": QT_TRANSLATE_NOOP("Speech", "6 of hearts"),
    "7H": QT_TRANSLATE_NOOP("Speech", "7 of hearts"), "8H": QT_TRANSLATE_NOOP("Speech", "8 of hearts"),
    "9H": QT_TRANSLATE_NOOP("Speech", "9 of hearts"), "10H": QT_TRANSLATE_NOOP("Speech", "10 of hearts"),
    "JH": QT_TRANSLATE_NOOP("Speech", "jack of hearts"), "QH": QT_TRANSLATE_NOOP("Speech", "queen of hearts"),
    "KH": QT_TRANSLATE_NOOP("Speech", "king of hearts"),
    "AS": QT_TRANSLATE_NOOP("Speech", "ace of spades"), "2S": QT_TRANSLATE_NOOP("Speech", "2 of spades"),
    "3S": QT_TRANSLATE_NOOP("Speech", "3 of spades"), "4S": QT_TRANSLATE_NOOP("Speech", "4 of spades"),
    "5S": QT_TRANSLATE_NOOP("Speech", "5 of spades"), "6S": QT_TRANSLATE_NOOP("Speech", "6 of spades"),
    "7S": QT_TRANSLATE_NOOP("Speech", "7 of spades"), "8S": QT_TRANSLATE_NOOP("Speech", "8 of spades"),
    "9S": QT_TRANSLATE_NOOP("Speech", "9 of spades"), "10S": QT_TRANSLATE_NOOP("Speech", "10 of spades"),
    "JS": QT_TRANSLATE_NOOP("Speech", "jack of spades"), "QS": QT_TRANSLATE_NOOP("Speech", "queen of spades"),
    "KS": QT_TRANSLATE_NOOP("Speech", "king of spades"),
    "JK": QT_TRANSLATE_NOOP("Speech", "joker"),
}
"""Every face by its code ("QH"), spoken; lower case, since it is mostly said inside a sentence."""

SUIT_NAMES = {
    Suit.CLUBS: QT_TRANSLATE_NOOP("Speech", "clubs"), Suit.DIAMONDS: QT_TRANSLATE_NOOP("Speech", "diamonds"),
    Suit.HEARTS: QT_TRANSLATE_NOOP("Speech", "hearts"), Suit.SPADES: QT_TRANSLATE_NOOP("Speech", "spades"),
}


def card_name(card: Any) -> str:
    """A card (a :class:`Card`, a code such as "QH" or "QH:1", or None for a face-down one) as it is said."""
    if card is None:
        return tr("face-down card")
    code = card.code if isinstance(card, Card) else str(card).partition(":")[0]
    name = CARD_NAMES.get(code)
    return tr(name) if name is not None else code


def cards_text(cards: Iterable[Any]) -> str:
    """Cards one after another, "ace of hearts, 10 of hearts"; "no cards" when there are none."""
    names = [card_name(c) for c in cards]
    return ", ".join(names) if names else tr("no cards")


def suit_name(suit: Suit | None) -> str:
    return tr(SUIT_NAMES[suit]) if suit in SUIT_NAMES else ""


def count_text(n: int) -> str:
    """How many cards, "1 card" / "14 cards"."""
    return tr("1 card") if n == 1 else tr("{n} cards").format(n=n)


def sentence(*parts: str) -> str:
    """Non-empty ``parts`` joined with commas, the first letter raised: one phrase a screen reader says."""
    text = ", ".join(p.strip() for p in parts if p and p.strip())
    return text[:1].upper() + text[1:]


def speakable(text: str) -> str:
    """A text the table shows, with each card printed as its corner ("7♣", "D♥", "Joker") read out as its name."""
    if not text:
        return ""
    labels = _labels()
    return _LABEL.sub(lambda m: card_name(labels[m.group(0)]) if m.group(0) in labels else m.group(0), text)


_LABEL = re.compile(r"(?:10|[0-9A-Z])[\u2660\u2665\u2666\u2663]")


def _labels() -> dict[str, str]:
    return _labels_for(current_corner_style())


@cache
def _labels_for(style: str) -> dict[str, str]:
    """The printed label of every face ("D♥" in Polish) -> its code ("QH"), for the corner letters of ``style``."""
    letters = CORNER_LETTERS.get(style, {})
    out = {}
    for suit in Suit:
        for rank in Rank:
            if rank is Rank.JOKER:
                continue
            code = rank.code
            out[f"{letters.get(code, code)}{suit.symbol}"] = code + suit.value
    return out
