"""Canasta: 108 cards, melds and canastas, 2 players or 4 in two partnerships, played to a target score.

``rules`` holds the engine (RULES.md C-1 ... C-15) and the match hooks;
``actions`` and ``views`` its actions and per-seat views; ``options`` the table
options and the StarGames / Classic presets; ``melds`` the compact card
numbering and the meld rules shared with the bots (with the helpers that list
the melds a hand can make and plan a going out); ``scoring`` the round score
with its breakdown; ``bots`` the easy, medium and hard players; and ``layout``
a builder of positions from card texts for tests and bug reports.
"""
