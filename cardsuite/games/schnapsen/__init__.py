"""Schnapsen ("Sznapsik", 66): two players, 20 cards, tricks and marriages, played to a bummerl.

``rules`` holds the engine (RULES.md S-1 ... S-13), ``core`` the compact card
numbering and scoring it shares with the bots, ``bots`` the easy, medium and
hard players and ``search`` the hard player's determinised alpha-beta search.
"""
