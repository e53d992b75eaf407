"""Card art: every face and back renders at the right size, the cache, HiDPI and SVG decks."""

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from cardsuite.cards import all_faces  # noqa: E402
from cardsuite.ui.toolkit import cardart  # noqa: E402
from cardsuite.ui.toolkit.cardart import geometry  # noqa: E402
from cardsuite.ui.toolkit.cardart import (BACKS, CARD_ASPECT, BuiltinTheme, CardRenderer, SvgTheme, default_renderer,
                                          find_system_themes, paint_highlight, svg_element_ids)

FACE_CODES = [card.code for card in all_faces()]
TINY_DECK = """<svg xmlns="http://www.w3.org/2000/svg" width="100" height="140" viewBox="0 0 100 140">
  <rect id="1_spade" x="0" y="0" width="100" height="140" fill="#00ff00"/>
  <rect id="back" x="0" y="0" width="100" height="140" fill="#0000ff"/>
</svg>
"""


@pytest.fixture
def renderer(qapp):
    return CardRenderer()


def image_of(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def center_color(pixmap) -> QColor:
    image = image_of(pixmap)
    return image.pixelColor(image.width() // 2, image.height() // 2)


def assert_card_shape(pixmap, width: int) -> None:
    assert not pixmap.isNull()
    assert (pixmap.width(), pixmap.height()) == (width, round(width * CARD_ASPECT))
    image = image_of(pixmap)
    last_x, last_y = image.width() - 1, image.height() - 1
    for x, y in ((0, 0), (last_x, 0), (0, last_y), (last_x, last_y)):
        assert image.pixelColor(x, y).alpha() == 0, f"corner ({x}, {y}) is not transparent"
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


def test_fifty_three_faces_are_known():
    assert len(FACE_CODES) == 53 and "JK" in FACE_CODES and "10H" in FACE_CODES


@pytest.mark.parametrize("width", [57, 130])
def test_every_face_renders_with_transparent_corners(renderer, width):
    for code in FACE_CODES:
        assert_card_shape(renderer.pixmap(code, width), width)


@pytest.mark.parametrize("width", [57, 130])
def test_every_back_renders_with_transparent_corners(renderer, width):
    assert len(BACKS) >= 2 and {"classic_blue", "classic_red"} <= set(BACKS)
    for back in BACKS:
        assert_card_shape(renderer.pixmap(None, width, back), width)


def test_different_cards_look_different(renderer):
    pairs = [("AS", "AH"), ("KH", "QH"), ("QH", "JH"), ("9C", "10C"), ("2D", "3D"), ("JK", "KS")]
    for first, second in pairs:
        assert image_of(renderer.pixmap(first, 90)) != image_of(renderer.pixmap(second, 90)), (first, second)
    assert image_of(renderer.pixmap(None, 90, "classic_blue")) != image_of(renderer.pixmap(None, 90, "classic_red"))


def test_cache_returns_the_same_pixmap(renderer):
    first = renderer.pixmap("QS", 80)
    assert renderer.pixmap("QS", 80) is first
    assert renderer.pixmap("qs", 80) is first
    assert renderer.pixmap("QS", 81) is not first
    assert renderer.pixmap(None, 80, "classic_red") is renderer.pixmap(None, 80, "classic_red")


def test_cache_forgets_the_least_recently_used(renderer):
    renderer.CACHE_SIZE = 3
    kept = renderer.pixmap("AS", 40)
    evicted = renderer.pixmap("2S", 40)
    renderer.pixmap("3S", 40)
    assert renderer.pixmap("AS", 40) is kept
    renderer.pixmap("4S", 40)
    assert renderer.pixmap("2S", 40) is not evicted
    assert renderer.pixmap("AS", 40) is kept


@pytest.mark.parametrize("code", ["ZZ", "1S", "11H", "KX", "", "J"])
def test_unknown_card_code_raises(renderer, code):
    with pytest.raises(ValueError):
        renderer.pixmap(code, 80)


def test_unknown_back_falls_back_to_the_first_back(renderer):
    first = next(iter(BACKS))
    assert image_of(renderer.pixmap(None, 70, "no_such_back")) == image_of(renderer.pixmap(None, 70, first))


def test_device_pixel_ratio_two_doubles_the_physical_pixels(renderer):
    pixmap = renderer.pixmap("7D", 80, device_pixel_ratio=2.0)
    assert (pixmap.width(), pixmap.height()) == (160, 224)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.deviceIndependentSize().width(), pixmap.deviceIndependentSize().height()) == (80, 112)
    assert renderer.pixmap("7D", 80) is not pixmap


def test_default_renderer_is_shared(qapp):
    assert default_renderer() is default_renderer()
    assert isinstance(default_renderer().theme, BuiltinTheme)


def test_builtin_theme_paints_into_any_rect(qapp):
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    BuiltinTheme().paint_face(painter, QRectF(100, 20, 100, 140), "KD")
    painter.end()
    assert image.pixelColor(5, 5).alpha() == 0
    assert image.pixelColor(150, 90).alpha() == 255


@pytest.mark.parametrize("kind", ["highlight", "selected", "dim"])
def test_paint_highlight_stays_inside_the_card(qapp, kind):
    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_highlight(painter, QRectF(10, 10, 100, 140), kind)
    painter.end()
    assert image.pixelColor(11, 80).alpha() > 0
    assert image.pixelColor(5, 80).alpha() == 0 and image.pixelColor(115, 80).alpha() == 0


def test_paint_highlight_rejects_unknown_kind(qapp):
    image = QImage(50, 70, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError):
            paint_highlight(painter, QRectF(0, 0, 50, 70), "sparkle")
    finally:
        painter.end()


def test_svg_element_ids_follow_kde_naming():
    assert svg_element_ids("AS")[0] == "1_spade"
    assert svg_element_ids("10D")[0] == "10_diamond"
    assert svg_element_ids("KH")[0] == "king_heart"
    assert svg_element_ids("JC")[0] == "jack_club"
    assert svg_element_ids("JK")[0] in ("red_joker", "black_joker")


def test_svg_theme_on_a_missing_file_raises(qapp, tmp_path):
    with pytest.raises(ValueError, match="not found"):
        SvgTheme(tmp_path / "nowhere.svg")


def test_svg_theme_on_a_broken_file_raises(qapp, tmp_path):
    broken = tmp_path / "broken.svg"
    broken.write_text("this is not svg")
    with pytest.raises(ValueError):
        SvgTheme(broken)


def test_svg_theme_renders_its_elements_and_falls_back_for_the_rest(qapp, tmp_path):
    deck = tmp_path / "tiny.svg"
    deck.write_text(TINY_DECK)
    svg = CardRenderer(SvgTheme(deck))
    builtin = CardRenderer()
    assert center_color(svg.pixmap("AS", 60)).name() == "#00ff00"
    assert center_color(svg.pixmap(None, 60, "classic_red")).name() == "#0000ff"
    assert image_of(svg.pixmap("KH", 60)) == image_of(builtin.pixmap("KH", 60))
    assert image_of(svg.pixmap("JK", 60)) == image_of(builtin.pixmap("JK", 60))


def test_set_theme_switches_the_art(qapp, tmp_path):
    deck = tmp_path / "tiny.svg"
    deck.write_text(TINY_DECK)
    renderer = CardRenderer()
    builtin_ace = renderer.pixmap("AS", 60)
    renderer.set_theme(SvgTheme(deck))
    assert renderer.theme.name != "builtin"
    assert renderer.pixmap("AS", 60) is not builtin_ace
    assert center_color(renderer.pixmap("AS", 60)).name() == "#00ff00"


def test_find_system_themes_scans_data_folders(tmp_path, monkeypatch):
    kde = tmp_path / "home" / "carddecks" / "svg-test"
    kde.mkdir(parents=True)
    (kde / "test.svgz").write_bytes(b"")
    gnome = tmp_path / "system" / "aisleriot" / "cards"
    gnome.mkdir(parents=True)
    (gnome / "bonded.svg").write_text(TINY_DECK)
    (gnome / "readme.txt").write_text("not a deck")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "system"))
    found = find_system_themes()
    assert kde / "test.svgz" in found and gnome / "bonded.svg" in found
    assert all(path.suffix in (".svg", ".svgz") for path in found)


def test_corner_index_stays_clear_of_the_pips():
    index_right = cardart.INDEX_X + cardart.INDEX_MAX_WIDTH / 2
    left_column = min(cardart.PIP_COLUMNS) - cardart.PIP_SIZE / 2
    assert index_right < left_column
    assert cardart.COURT_FRAME.left() > index_right


@pytest.mark.parametrize("rank", range(2, 11))
def test_pip_layouts_have_rank_pips_and_the_lower_half_upside_down(rank):
    centre_x, centre_y = geometry.CARD_CENTER
    pips = geometry.pip_centers(rank)
    assert len(pips) == rank
    spots = {(round(x, 6), round(y, 6)) for x, y, _ in pips}
    assert len(spots) == rank
    assert all(upside_down == (y > centre_y) for _, y, upside_down in pips)
    mirrored = {(round(2 * centre_x - x, 6), round(2 * centre_y - y, 6)) for x, y, _ in pips}
    # The classic seven has its odd pip in the upper half only; every other layout looks the same turned round.
    assert (spots == mirrored) == (rank != 7)


def test_card_geometry_runs_without_qt():
    path = Path(geometry.__file__)
    code = ("import importlib.util, sys\n"
            f"spec = importlib.util.spec_from_file_location('geometry', {str(path)!r})\n"
            "module = importlib.util.module_from_spec(spec)\nspec.loader.exec_module(module)\n"
            "module.pip_centers(10)\n"
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_court_frame_is_centred_on_the_card():
    centre = cardart.COURT_FRAME.center()
    assert (centre.x(), centre.y()) == geometry.CARD_CENTER
