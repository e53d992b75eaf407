"""Schnapsen ("Sznapsik", 66): two players, 20 cards, tricks and marriages, played to a bummerl.

``engine`` (Qt-free): ``game`` the Game (engine/RULES.md S-1 ... S-13: the deal, determinisation, match
scoring), ``state`` one round (legality, ``apply``, the per-seat views), ``options``, ``actions`` and
``views`` what crosses the engine's edge, ``cards`` the compact card numbering, ``scoring`` the card
points, marriages and game points (shared with the bots).  ``bots`` (Qt-free): ``levels``
(``LEVELS``: easy, medium and hard from ``players``, expert from ``expert``) and ``search``, the hard and
expert players' determinised alpha-beta search.  ``table`` is the Qt table.
"""
