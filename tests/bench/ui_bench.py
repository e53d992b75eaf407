"""Rendering speed of the Qt table toolkit (offscreen).

    python tests/bench/ui_bench.py [--game NAME] [--repeat 50] [--json]

Figures:
  * faces_ms: rendering all 53 card faces with a cold cache, at 2 widths;
  * drag_move_ms: one mouse-move event while 13 cards are dragged, including the
    (partial) repaint Qt then does (target < 2 ms);
  * rebuild_ms[game]: rebuilding a registered game's full table from a mid-round
    view, animations off (target < 20 ms).  Every registered game is measured
    unless --game names one;
  * canasta (with --game canasta or no --game): rebuilding the 4-player table from a view
    with a 30-card pile and full meld zones (target < 20 ms median), and one mouse-move
    event while 5 selected hand cards are dragged (target < 2 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from functools import partial

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import benchlib  # noqa: E402
from cardsuite import games  # noqa: E402
from cardsuite.cards import Card, Rank, Suit, all_faces  # noqa: E402
from cardsuite.play import play_bots  # noqa: E402
from cardsuite.play.match import Match  # noqa: E402
from cardsuite.play.seats import BotSeat  # noqa: E402
from cardsuite.profile.settings import Settings  # noqa: E402
from cardsuite.ui.toolkit.cardart import CardRenderer  # noqa: E402
from cardsuite.ui.toolkit.piles import SpreadPile  # noqa: E402
from cardsuite.ui.toolkit.table import GameTable  # noqa: E402


def send_mouse(viewport, kind, point, buttons) -> None:
    """A real mouse event on a view's viewport (a press, a move with the button held, a release)."""
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    event = QMouseEvent(kind, QPointF(point), QPointF(viewport.mapToGlobal(point)), button,
                        buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def bench_faces(widths=(90, 180)) -> dict[str, float]:
    """Cold-cache rendering of the 53 faces at each width."""
    out = {}
    for width in widths:
        renderer = CardRenderer()
        start = time.perf_counter()
        for face in all_faces():
            renderer.pixmap(face.code, width)
        out[str(width)] = round((time.perf_counter() - start) * 1000, 2)
    return out


class DragBench(GameTable):
    """Two Spider-like columns: a K-to-A run of 13 cards to drag onto the other."""

    TABLE_SIZE = (10.0, 7.0)

    def setup(self) -> None:
        self.source = self.register_pile("source", SpreadPile(self.table_scene, (1.0, 0.5), max_extent=6.0))
        self.target = self.register_pile("target", SpreadPile(self.table_scene, (6.0, 0.5), max_extent=6.0))

    def render(self, view, legal) -> None:
        run = [Card(Rank(r), Suit.SPADES) for r in range(13, 0, -1)]
        self.source.set_cards(run)
        self.target.set_cards([])
        self.enable_drag(self.source.items[0], "run", lambda payload: {self.target: "move"})


def bench_drag(moves: int) -> float:
    """Median milliseconds of one mouse-move event while dragging 13 cards."""
    table = DragBench(None, None, settings(), None)
    table.resize(1400, 900)
    table.show()
    table.show_view(None, [], ["move"])
    QApplication.processEvents()
    viewport = table.viewport()
    grab = table.mapFromScene(table.source.items[0].mapToScene(QPointF(0.5, 0.15)))

    send = partial(send_mouse, viewport)

    send(QEvent.Type.MouseButtonPress, grab, Qt.MouseButton.LeftButton)
    times = []
    for i in range(moves):
        point = grab + type(grab)(5 + (i % 400), 3 + (i % 200) // 2)
        start = time.perf_counter()
        send(QEvent.Type.MouseMove, point, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    dragged = table.drag.dragged_count()
    send(QEvent.Type.MouseButtonRelease, grab, Qt.MouseButton.NoButton)
    table.close()
    return round(statistics.median(times[5:]), 3), dragged


def bench_rebuild(entry, repeat: int) -> dict[str, float]:
    """Time to rebuild a game's table from a mid-round view (animations off)."""
    levels = entry.bot_levels()
    game = entry.game()
    options = game.Options.from_preset()
    seats = [BotSeat(levels["random"], f"P{i}", 0) for i in range(game.seat_count(options))]
    match = Match(entry, options, seats, seed=7)
    play_bots(match, max_actions=6, auto_continue=False)
    table, times = time_rebuilds(entry, options, [s.name for s in seats], [s.rating for s in seats],
                                 match.view(0), match.legal(0), repeat)
    table.close()
    return times


def time_rebuilds(entry, options, names, ratings, view, legal, repeat: int):
    """A table shown at 1400x900 and the percentiles of rebuilding it from ``view`` ``repeat`` times."""
    table = entry.table_class()(entry, options, settings())
    table.resize(1400, 900)
    table.show()
    table.set_players(names, ratings, 0)
    table.show_view(view, [], legal)
    QApplication.processEvents()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        table.show_view(view, [], legal)
        QApplication.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    return table, benchlib.percentiles(times)


def canasta_table(repeat: int):
    """The 4-player Canasta table on a crowded view: a 30-card pile, eight melds a side."""
    from cardsuite.games.canasta.engine.positions import layout
    from cardsuite.games.canasta.engine.options import CanastaOptions
    entry = games.get("canasta")
    options = CanastaOptions.from_preset("Classic", players=4)
    ranks = ("A", "K", "Q", "J", "10", "9", "8", "7")
    melds = {0: [" ".join([f"{r}S {r}H {r}D"] + ["JK"] * (i % 2)) for i, r in enumerate(ranks)],
             1: [f"{r}C {r}C {r}D" for r in ranks]}
    pile = "4S 4H 4D 4C 5S 5H 5D 5C 6S 6H 6D 6C 4S 4H 4D 4C 5S 5H 5D 5C 6S 6H 6D 6C 2S 2H 2D 2C 9S 10S"
    state = layout(options, hands=["AS KH QH JH 10H 9H 8H 7H 3S 3S", "3C", "3C", "KS"], pile=pile,
                   melds=melds, turn=0, phase="play")
    view = state.view(0)
    assert len(view.pile) == 30
    return time_rebuilds(entry, options, ["You", "B", "C", "D"], [None] * 4, view, state.legal_actions(0), repeat)


def bench_canasta_drag(table, moves: int) -> tuple[float, int]:
    """Median milliseconds of one mouse-move event while 5 selected hand cards are dragged."""
    hand = table.my_hand
    hand.selected = {it.key for it in hand.items[:5]}
    viewport = table.viewport()
    grab = table.mapFromScene(hand.items[0].mapToScene(QPointF(0.15, 0.3)))

    send = partial(send_mouse, viewport)

    send(QEvent.Type.MouseButtonPress, grab, Qt.MouseButton.LeftButton)
    times = []
    for i in range(moves):
        point = grab - type(grab)(5 + (i % 300), 3 + (i % 200))
        start = time.perf_counter()
        send(QEvent.Type.MouseMove, point, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    dragged = table.drag.dragged_count()
    table.drag.cancel()
    table.close()
    return round(statistics.median(times[5:]), 3), dragged


_SETTINGS = None


def settings() -> Settings:
    global _SETTINGS
    if _SETTINGS is None:
        _SETTINGS = Settings(read_only=True)
        _SETTINGS.set("animation_speed", "off")
        _SETTINGS.set("bot_pace", 0.0)
    return _SETTINGS


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", help="measure only this game's table")
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    faces = bench_faces()
    drag_ms, dragged = bench_drag(args.repeat * 4)
    names = [args.game] if args.game else list(games.GAMES)
    rebuild = {name: bench_rebuild(games.get(name), args.repeat) for name in names}
    figures = {"faces_ms": faces, "drag_move_ms": drag_ms, "dragged_cards": dragged, "rebuild_ms": rebuild}
    canasta = None
    if "canasta" in names:
        table, crowded = canasta_table(args.repeat)
        c_drag, c_dragged = bench_canasta_drag(table, args.repeat * 4)
        canasta = {"rebuild_4p_crowded_ms": crowded, "drag_move_ms": c_drag, "dragged_cards": c_dragged}
        figures["canasta"] = canasta
    lines = ["53 faces, cold cache: " + ", ".join(f"{w} px {ms:.1f} ms" for w, ms in faces.items()),
             f"one drag-move event with {dragged} cards dragged: median {drag_ms:.3f} ms (target < 2 ms)"]
    for name, figs in rebuild.items():
        lines.append(f"rebuild {name} table from a view: median {figs['median']:.2f} ms, p95 {figs['p95']:.2f} ms "
                     f"(target < 20 ms)")
    if canasta is not None:
        figs = canasta["rebuild_4p_crowded_ms"]
        lines.append(f"rebuild the 4-player canasta table (30-card pile, full melds): median {figs['median']:.2f} ms, "
                     f"p95 {figs['p95']:.2f} ms (target < 20 ms)")
        lines.append(f"canasta: one drag-move event with {canasta['dragged_cards']} selected cards dragged: median "
                     f"{canasta['drag_move_ms']:.3f} ms (target < 2 ms)")
    if not rebuild:
        lines.append("no games registered: no table rebuild measured")
    benchlib.emit(figures, lines, args.json)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
