"""Texts the games declare reach the translation catalogues: summary row labels (looked up in
"Scoring") and the option labels, help, choices and level titles of the new-game dialog ("games")."""

from __future__ import annotations

import random

from cardsuite import games
from cardsuite.storage import Settings
from cardsuite.ui import newgame
from cardsuite.ui.i18n import REGISTRY_STRINGS, SCORING_STRINGS


def summary_labels(entry, rounds: int = 6) -> set[str]:
    game = entry.game()
    labels: set[str] = set()
    for preset in list(game.Options.PRESETS) or [None]:
        options = game.Options.from_preset(preset)
        for seed in range(rounds):
            match_score = game.new_match_score(options)
            state = game.new_state(options, seed, game.round_context(options, match_score, 0))
            rng = random.Random(seed)
            while not state.is_over:
                seat = rng.choice(sorted(state.seats_to_move()))
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            _, summary = game.score_round(options, match_score, state)
            labels.update(label for label, _ in summary.lines)
    return labels


def test_every_summary_label_is_in_the_translation_catalogue():
    listed = set(SCORING_STRINGS)
    for name in ("schnapsen", "spider", "canasta"):
        labels = summary_labels(games.ENGINES[name])
        assert labels, name
        assert labels <= listed, f"{name}: add to i18n.SCORING_STRINGS: {sorted(labels - listed)}"


def test_every_text_of_the_new_game_dialog_is_in_the_catalogue(qtbot, monkeypatch):
    asked: list[str] = []
    real = newgame.game_text
    monkeypatch.setattr(newgame, "game_text", lambda text: asked.append(text) or real(text))
    for entry in games.GAMES.values():
        if entry.name == "toy":
            continue
        dialog = newgame.NewGameDialog(entry, Settings.load())
        qtbot.addWidget(dialog)
    missing = sorted(set(asked) - set(REGISTRY_STRINGS))
    assert asked and not missing, f"add to i18n.REGISTRY_STRINGS: {missing}"
