"""Cards and decks: codes both ways, identities kept apart, every game's deck."""

import pytest

from cardsuite.cards import (Card, Rank, Suit, all_faces, canasta_deck, card, cards, schnapsen_deck, spider_deck,
                             standard_deck)


@pytest.mark.parametrize("text,rank,suit", [
    ("AS", Rank.ACE, Suit.SPADES), ("10H", Rank.TEN, Suit.HEARTS), ("TD", Rank.TEN, Suit.DIAMONDS),
    ("qc", Rank.QUEEN, Suit.CLUBS), ("2D", Rank.TWO, Suit.DIAMONDS),
])
def test_codes_parse(text, rank, suit):
    c = Card.parse(text)
    assert (c.rank, c.suit, c.copy) == (rank, suit, 0)


def test_codes_round_trip_for_every_card_of_every_deck():
    for deck in (schnapsen_deck(), canasta_deck(), spider_deck(1), spider_deck(2), all_faces()):
        assert [Card.parse(c.text) for c in deck] == deck


def test_joker_and_copies():
    joker = card("JK:3")
    assert joker.is_joker and joker.suit is None and joker.copy == 3 and joker.code == "JK"
    assert card("AS:1") != card("AS") and card("AS:1").code == card("AS").code == "AS"
    assert str(card("10H:1")) == "10H:1"


@pytest.mark.parametrize("bad", ["", "1S", "AX", "11H", "JKS", "AS:x", "A", None, 5])
def test_bad_codes_are_refused(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_card_needs_suit_unless_joker():
    with pytest.raises(ValueError):
        Card(Rank.ACE)
    with pytest.raises(ValueError):
        Card(Rank.JOKER, Suit.SPADES)


def test_deck_sizes_and_identities_unique():
    # RULES S-1, C-1, P-1: 20, 108 and 104 cards, each card with its own identity
    for deck, size in ((schnapsen_deck(), 20), (canasta_deck(), 108), (spider_deck(1), 104), (spider_deck(2), 104),
                       (standard_deck(), 52), (all_faces(), 53)):
        assert len(deck) == size
        assert len(set(deck)) == size


def test_spider_suits():
    assert {c.suit for c in spider_deck(1)} == {Suit.SPADES}
    two = spider_deck(2)
    assert sum(c.suit is Suit.HEARTS for c in two) == 52
    with pytest.raises(ValueError):
        spider_deck(3)


def test_canasta_has_four_jokers_and_pairs():
    deck = canasta_deck()
    assert sum(c.is_joker for c in deck) == 4
    assert sum(c.code == "AS" for c in deck) == 2


def test_sorting_and_helpers():
    assert sorted(cards("KS AS 2H")) == cards("AS 2H KS")
    assert card("AH").is_red and not card("AS").is_red
