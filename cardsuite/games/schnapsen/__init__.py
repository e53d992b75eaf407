"""Schnapsen ("Sznapsik", 66): two players, 20 cards, tricks and marriages, played to a bummerl.

``rules`` holds the game (RULES.md S-1 ... S-13: the deal, determinisation, match
scoring) and re-exports the rest of the engine: ``interface`` (options, actions,
views) and ``state`` (one round).  ``core`` is the compact card numbering and
scoring shared with the bots, ``bots`` the easy, medium and hard players and
``search`` the hard player's determinised alpha-beta search.
"""
