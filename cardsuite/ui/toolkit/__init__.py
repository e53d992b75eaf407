"""The table toolkit every game's table is built from, game-agnostic: the scene, card items and art, piles,
drag and click, keyboard play, animation, hints, overlays, sound and the controller that puts a match on a table."""
