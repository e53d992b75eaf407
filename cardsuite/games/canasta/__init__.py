"""Canasta: 108 cards, melds and canastas, 2 players or 4 in two partnerships, played to a target score.

``engine`` (Qt-free) holds the rules (engine/RULES.md C-1 ... C-15; its docstring names its modules and
writes down the rules decisions): ``game`` the Game (deal, determinisation, match score), ``state``
one round, ``actions`` and ``views`` what crosses its edge, ``options`` the table options and the
StarGames / Classic presets, ``cards`` the compact card numbering, ``melds`` the meld rules,
``scoring`` the round score, and ``positions`` a builder of positions from card texts for tests and
bug reports.  ``bots`` (Qt-free) holds the players: ``levels`` (``LEVELS``), ``heuristics`` (easy
and medium), ``search`` (hard), ``expert`` (expert) and what they share.  ``table`` is the Qt table.
"""
