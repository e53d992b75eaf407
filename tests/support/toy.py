"""The toy trick game's registry entry (registered by conftest.py for the whole session)."""

from cardsuite import games

TOY = games.GameEntry("toy", "Toy tricks", "A tiny trick game for tests.", "support.toygame")
