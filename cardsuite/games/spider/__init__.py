"""Spider Solitaire duel: both players get the same deal; the higher score wins (RULES.md P-1 ... P-10).

``engine`` (Qt-free): ``board`` the compact single-player board (cards as small ints, columns as
tuples) that the engine, the bots and the solver share; ``game`` the duel engine (``GAME``), with its
``actions``, ``options`` and ``views``; ``worlds`` what a seat has not seen and a duel built from its
view (determinisation); ``scoring`` the score breakdown and the duel's decision.  ``bots`` (Qt-free):
``levels`` the easy, medium and hard players (``LEVELS``) and the hint for human players, ``search``
the pruned move generation, the position evaluation and the block search, ``budget`` the work they may
do, ``solver`` the full-information oracle (winnable deals, best score).  ``table`` is the Qt table.

For a table (see :mod:`.engine.game` for the details):

* actions: ``Move(src, dst, count)``, ``TurnUp(column)``, ``Deal()``, ``Undo()``, ``Done()``, and
  the host's ``TimeUp()``; take them from ``legal_actions`` (legal drop targets while dragging are
  the ``Move`` actions of the dragged column and count) and send them with the seat's clock,
  ``dataclasses.replace(action, elapsed_ms=ms)``.  ``BoardView.run_start(column, index)`` tells how
  many cards a pick-up at a card takes; ``BoardView.columns`` shows face-down cards as None.
* events carry pile names ``col0`` ... ``col9``, ``stock`` and ``foundation``.
* hints: ``bots.levels.hint(view)``; after the game (a view carries ``deal_number`` only from its seat's
  end) ``bots.solver.best_score(view.deal_number, view.suits)``
  for "the best possible score on this deal was N" (slow: run it off the GUI thread);
  ``engine.game.watch_frames(view.watch)`` for watching the opponent's game once the seat has finished.
"""
