"""The computer players of Canasta, Qt-free: the registry reads ``bots.levels.LEVELS``.

:mod:`.levels` lists easy and medium (:mod:`.heuristics`), hard (:mod:`.search`, which plays
medium's best plans out on sampled deals in :mod:`.playout`) and expert (:mod:`.expert`: more worlds
and plans, worlds weighted by what the players did in :mod:`.inference`, and the partnership's
"may I go out?" and discards decided by play-outs).  All four work on
:class:`~.knowledge.Sit` -- what one seat knows, as card ints (:mod:`.knowledge`) -- and their
plans become actions in :mod:`.plans`; :mod:`.partners` picks the discards that help a partner; the
heuristics' weights are in :mod:`.tuning`.  Each answers from its seat's view alone.  Bots take cards back
only to recover from a refused plan (a partner's "no", a Classic black-3 pickup that cannot go out), so
every turn moves forward.  The same view, legal actions and RNG always give the same answer.  Bots use only the
public engine API (``tests/core/test_public_api.py`` checks their source).
"""
