"""The deck for players who do not see the cards well (issue 24): the four-colour deck's inks, and a court card's
suit large in its corner, outside the picture, in both decks."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from cardsuite.ui.toolkit.cardart import CardRenderer, UNIT_W
from cardsuite.ui.toolkit.cardart.geometry import COURT_BOX, INDEX_CAP, INDEX_TOP
from cardsuite.ui.toolkit.cardart.suits import current_deck_colours, set_deck_colours

WIDTH = 200          # pixels: two per card unit


@pytest.fixture
def deck():
    """Set the deck's inks for one test, and the classic deck back after it."""
    before = current_deck_colours()
    yield set_deck_colours
    set_deck_colours(before)


def ink(colour: QColor) -> str:
    """Which ink a pixel shows: "red", "blue", "green", "black" or "" (the card's white, gold, a blend)."""
    r, g, b = colour.red(), colour.green(), colour.blue()
    if max(r, g, b) < 70:
        return "black"
    if r > 150 and g < 80 and b < 90:
        return "red"
    if b > 150 and r < 60 and b > g + 60:
        return "blue"
    if g > 100 and r < 40 and g > b + 15:
        return "green"
    return ""


def inks(image: QImage, left: float, top: float, right: float, bottom: float) -> dict[str, int]:
    """How many pixels of each ink lie in a box given in card units."""
    scale = image.width() / UNIT_W
    counts: dict[str, int] = {}
    for y in range(round(top * scale), round(bottom * scale)):
        for x in range(round(left * scale), round(right * scale)):
            name = ink(image.pixelColor(x, y))
            if name:
                counts[name] = counts.get(name, 0) + 1
    return counts


def face(code: str) -> QImage:
    return CardRenderer().pixmap(code, WIDTH).toImage()


@pytest.mark.parametrize("code, two, four", [("7D", "red", "blue"), ("QC", "black", "green"), ("JH", "red", "red"),
                                             ("KS", "black", "black")])
def test_the_four_colour_deck_inks_diamonds_blue_and_clubs_green_and_keeps_hearts_and_spades(qapp, deck, code, two,
                                                                                           four):
    deck("two")
    corner = inks(face(code), 2, INDEX_TOP, 19, 45)
    assert max(corner, key=corner.get) == two
    deck("four")
    corner = inks(face(code), 2, INDEX_TOP, 19, 45)
    assert max(corner, key=corner.get) == four


def test_the_renderer_draws_a_face_again_when_the_inks_change(qapp, deck):
    renderer = CardRenderer()
    deck("two")
    red = renderer.pixmap("9D", WIDTH).toImage()
    deck("four")
    blue = renderer.pixmap("9D", WIDTH).toImage()
    assert red != blue


def suit_rows(image: QImage, colour: str) -> list[int]:
    """The pixel rows of the corner's column, below the rank letter, that hold the suit's ink."""
    scale = image.width() / UNIT_W
    below_letter = INDEX_TOP + INDEX_CAP + 1.0
    frame_left = COURT_BOX[0]
    rows = []
    for y in range(round(below_letter * scale), round(55 * scale)):
        if any(ink(image.pixelColor(x, y)) == colour for x in range(round(1 * scale), round(frame_left * scale) - 1)):
            rows.append(y)
    return rows


@pytest.mark.parametrize("colours", ["two", "four"])
@pytest.mark.parametrize("code, colour", [("JH", "red"), ("JD", "red"), ("QS", "black"), ("QC", "black"),
                                          ("KD", "red")])
def test_a_court_card_shows_its_suit_large_in_the_corner_outside_its_picture(qapp, deck, colours, code, colour):
    """J♥ was taken for J♦: the pip in the corner column, left of the picture's frame, is at least 15 card units
    high (a number card's is 10.5) -- 7 pixels on a 50-pixel card."""
    deck(colours)
    if colours == "four":
        colour = {"JD": "blue", "KD": "blue", "QC": "green"}.get(code, colour)
    rows = suit_rows(face(code), colour)
    scale = WIDTH / UNIT_W
    assert rows, f"no suit in the corner of {code}"
    assert (rows[-1] - rows[0] + 1) / scale >= 15.0


def test_a_heart_and_a_diamond_court_differ_in_the_corner(qapp, deck):
    """The shapes apart, not only the colour: the corner pips of J♥ and J♦ cover different pixels."""
    deck("two")
    scale = WIDTH / UNIT_W
    box = [round(v * scale) for v in (1, INDEX_TOP + INDEX_CAP + 1, COURT_BOX[0] - 1, 45)]
    hearts, diamonds = face("JH"), face("JD")
    differ = sum(1 for y in range(box[1], box[3]) for x in range(box[0], box[2])
                 if (ink(hearts.pixelColor(x, y)) == "red") != (ink(diamonds.pixelColor(x, y)) == "red"))
    assert differ >= 0.15 * (box[2] - box[0]) * (box[3] - box[1])
