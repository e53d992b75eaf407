"""Canasta: 108 cards, melds and canastas, 2 players or 4 in two partnerships, played to a target score.

``engine`` (Qt-free) holds the rules (RULES.md C-1 ... C-15): ``game`` the Game (deal, determinisation,
match score), ``state`` one round, ``actions`` and ``views`` what crosses its edge, ``options`` the table
options and the StarGames / Classic presets, ``melds`` the compact card numbering and the meld rules,
``scoring`` the round score, and ``positions`` a builder of positions from card texts for tests and bug
reports.  ``bots`` (Qt-free) holds the players: ``levels`` (``LEVELS``, the hard player),
``heuristics`` (easy and medium) and what they share.  ``table`` is the Qt table.
"""
