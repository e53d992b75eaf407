"""Spider practice as the registry sees it ("spider_practice"): one player, the duel's board and rules or the
classic ones (RULES.md P-11, P-12); the state is in :mod:`.practicestate`.

It shares this folder with the duel on purpose: the board, the deal, the oracle and the views are the
duel's, and the practice table (``table/practice.py``) is the duel's table with practice's buttons.  Its
record, save and replay are the engine contract's like any game's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from cardsuite.cards import Card, spider_deck
from cardsuite.engine import ActionSet, BadMessage, Game, GameOptions, MatchResult, RoundSummary, check_deck
from cardsuite.translate import QT_TRANSLATE_NOOP

from .actions import AutoTurnUp, Deal, Done, Move, TimeUp, TurnUp, Undo
from .board import EARNED, card_int
from .deal import WINNABLE_TRIES, deck_ints, first_winnable
from .practicestate import (PRACTICE_RULES_VERSION, Demo, PracticeClock, PracticeState, PracticeView, Redo,
                            Restart)
from .scoring import clock_text
from . import worlds
from .worlds import board_of, runs_and_unseen, undo_stack

VARIANTS = {(1, False): QT_TRANSLATE_NOOP("games", "1 suit"), (2, False): QT_TRANSLATE_NOOP("games", "2 suits"),
            (4, False): QT_TRANSLATE_NOOP("games", "4 suits"),
            (1, True): QT_TRANSLATE_NOOP("games", "1 suit, classic rules"),
            (2, True): QT_TRANSLATE_NOOP("games", "2 suits, classic rules"),
            (4, True): QT_TRANSLATE_NOOP("games", "4 suits, classic rules")}


@dataclass(frozen=True)
class PracticeOptions(GameOptions):
    """Suit count (1, 2 or 4), the rules (the preset: the duel's, or classic) and winnable deals."""

    suits: int = field(default=1, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Suits"),
        "help": QT_TRANSLATE_NOOP("games", "1 suit: eight times spades A-K (easiest). 2 suits: hearts and spades. "
                                           "4 suits: two full decks (hardest)."),
        "choices": [(1, QT_TRANSLATE_NOOP("games", "1 suit")), (2, QT_TRANSLATE_NOOP("games", "2 suits")),
                    (4, QT_TRANSLATE_NOOP("games", "4 suits"))]})
    classic: bool = field(default=False, metadata={"hidden": True})   # set by the preset (RULES P-12)
    winnable_only: bool = field(default=False, metadata={
        "label": QT_TRANSLATE_NOOP("games", "Winnable deals only"),
        "help": QT_TRANSLATE_NOOP("games", "Deal only deals the solver can win: the first winnable deal number from "
                                           "the one chosen.")})
    auto_turn_up: bool = field(default=False, metadata={"hidden": True})   # the player's own setting (P-4)
    PRESETS = {"duel_rules": {}, "classic": {"classic": True}}
    PRESET_TITLES = (QT_TRANSLATE_NOOP("games", "Duel rules"), QT_TRANSLATE_NOOP("games", "Classic"))   # as shown

    def __post_init__(self) -> None:
        if self.suits not in (1, 2, 4) or isinstance(self.suits, bool):
            raise ValueError("Spider practice is played with 1, 2 or 4 suits")
        for name in ("classic", "winnable_only", "auto_turn_up"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")


class PracticeGame(Game):
    name = "spider_practice"
    title = "Spider practice"
    rules_version = PRACTICE_RULES_VERSION
    Options = PracticeOptions
    View = PracticeView
    actions = ActionSet(Move, TurnUp, AutoTurnUp, Deal, Undo, Redo, Restart, Demo, Done, TimeUp)
    # no player_settings of its own: the table follows the duel's "spider_auto_turn_up" (one setting, RULES P-4)

    def seat_count(self, options: GameOptions) -> int:
        return 1

    def new_state(self, options: PracticeOptions, seed: int, context: Any = None) -> PracticeState:
        """Deal number ``seed`` -- the duel's deal of that number for 1 and 2 suits -- or with
        ``winnable_only`` the first one from it the solver wins by the rules chosen."""
        if not isinstance(options, PracticeOptions):
            raise BadMessage("these are not Spider practice options")
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise BadMessage("a deal number is a whole number >= 0")
        number = seed
        if options.winnable_only:
            number = first_winnable(seed, options.suits, WINNABLE_TRIES, full_deal=options.classic)
        return PracticeState(options, deck_ints(number, options.suits), number)

    def from_deck(self, options: PracticeOptions, deck: Sequence[Card], context: Any = None) -> PracticeState:
        if not isinstance(options, PracticeOptions):
            raise BadMessage("these are not Spider practice options")
        deck = check_deck(deck, spider_deck(options.suits))
        return PracticeState(options, [card_int(c) for c in deck], None)

    def unseen_cards(self, view: PracticeView) -> list[Card]:
        """As in the duel (:mod:`.worlds`): face-down cards column by column, then the stock."""
        return worlds.unseen_cards(view)

    def determinise(self, view: PracticeView, assignment: Sequence[Card]) -> PracticeState:
        """A game whose view is ``view``, its face-down cards and stock filled from ``assignment``."""
        if view.seat != 0 or view.board is None or view.finished or view.over:
            raise BadMessage("only the view of a game still played can be determinised")
        runs, unseen = runs_and_unseen(view)
        assignment = list(assignment)
        if sorted(assignment) != unseen:
            raise BadMessage("an assignment must hold exactly the unseen cards")
        try:
            options = PracticeOptions(preset="classic" if view.classic else "duel_rules", suits=view.suits,
                                      classic=view.classic, auto_turn_up=view.auto_turn_up)
        except ValueError as exc:
            raise BadMessage(str(exc)) from None
        bv = view.board
        board = board_of(bv, assignment, runs, view.auto_turn_up)
        state = PracticeState(options, [c & ~EARNED for c in board.all_cards()], None)
        state.board = board
        me = view.players[0]
        state.elapsed, state.start_ms = me.elapsed_ms, view.start_ms
        state.restarts, state.assisted = view.restarts, view.assisted
        if view.classic:
            if len(view.undo_turned) != len(bv.undo_moves):
                raise BadMessage("the classic undo steps do not add up")
            state.stack = [(s.src, s.dst, s.count, t) for s, t in zip(bv.undo_moves, view.undo_turned)]
            state.classic_undos = 0
            state.classic_moves = 500 + 100 * board.runs - view.score
        else:
            board.undo = undo_stack(board, bv.undo_moves)
        state.redo = list(reversed(view.redo_steps))
        state.plan = [view.demo_step] if view.demo_step else []
        state.demo = view.demo
        if state.view(0) != view:
            raise BadMessage("this view is not one a Spider practice game can show")
        return state

    def time_control(self, options: PracticeOptions) -> PracticeClock:
        return PracticeClock()

    # -- one game, one round -------------------------------------------------------------------

    def score_round(self, options: PracticeOptions, match_score: Any,
                    state: PracticeState) -> tuple[dict[str, Any], RoundSummary]:
        if not state.is_over:
            raise ValueError("the game is not over")
        lines = ((QT_TRANSLATE_NOOP("Scoring", "Score"), (str(state.score),)),
                 (QT_TRANSLATE_NOOP("Scoring", "Time"), (clock_text(state.finish_ms),)))
        if state.won:                                   # the summary's text is translated in "Scoring"
            text = QT_TRANSLATE_NOOP("Scoring", "Won: every card cleared.")
        elif state.finished == "cleared":
            text = QT_TRANSLATE_NOOP("Scoring", "Cleared with the solver's help: not counted as won.")
        else:
            text = QT_TRANSLATE_NOOP("Scoring", "Not won.")
        return ({"totals": [state.score], "rounds": 1, "won": state.won},
                RoundSummary(0 if state.won else None, (state.score,), lines, text))

    def match_result(self, options: PracticeOptions, match_score: Any) -> MatchResult | None:
        if not isinstance(match_score, dict) or int(match_score.get("rounds", 0)) < 1:
            return None
        won = bool(match_score.get("won"))
        return MatchResult(0 if won else None, QT_TRANSLATE_NOOP("Scoring", "Won.") if won else
                           QT_TRANSLATE_NOOP("Scoring", "Not won."), tuple(match_score.get("totals", (0,))))

    def statistics_seconds(self, options: PracticeOptions, state: PracticeState, seat: int) -> float | None:
        """The game's time as the table shows it at the end: from the last restart, whole seconds."""
        return float(state.finish_ms // 1000) if state.finished else None

    def statistics_variant(self, options: Any) -> str | None:
        """The variant a recorded game was played in, for the statistics by variant (English, translated
        in the "games" context): the suit count and the rules."""
        if not isinstance(options, dict):
            return None
        return VARIANTS.get((options.get("suits"), bool(options.get("classic"))))


GAME = PracticeGame()
