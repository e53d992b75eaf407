"""Spider Solitaire duel: both players get the same deal; the higher score wins (engine/RULES.md P-1 ... P-10).

``engine`` (Qt-free): ``game`` the duel engine (``GAME``) as the registry, matches and saves see it;
``state`` the duel's state, its events and its clock; ``deal`` which cards are dealt (deal numbers,
``deck_order``, winnable deals); ``oracle`` the full-information search that decides which deals are
winnable (a rule, hence in the engine), whose move generation and column evaluation the bots share;
``board`` the compact single-player board (cards as small ints, columns as tuples) that all of them
use; ``actions``, ``options`` and ``views``; ``worlds`` what a seat has not seen and a duel built
from its view (determinisation); ``scoring`` the score breakdown and the duel's decision.
``bots`` (Qt-free): ``levels`` the registry of the easy, medium, hard and expert players (``LEVELS``),
``players`` the easy, medium and hard players, ``expert`` the expert, ``search`` the bots' evaluation and block search, ``budget`` the work they may do,
``solver`` the oracle's answers for players (the best score on a deal, the hard bot's endgame
check).  ``table`` is the Qt table.  The engine imports nothing of ``bots`` or ``table``.

For a table (see :mod:`.engine.game` for the details):

* actions: ``Move(src, dst, count)``, ``TurnUp(column)``, ``Deal()``, ``Undo()``, ``Done()``, and
  the host's ``TimeUp()``; take them from ``legal_actions`` (legal drop targets while dragging are
  the ``Move`` actions of the dragged column and count) and send them with the seat's clock,
  ``dataclasses.replace(action, elapsed_ms=ms)``.  ``BoardView.run_start(column, index)`` tells how
  many cards a pick-up at a card takes; ``BoardView.columns`` shows face-down cards as None.
* events carry pile names ``col0`` ... ``col9``, ``stock`` and ``foundation``.
* hints: the shared hint (``cardsuite.play.hinting``: the strongest level of ``bots.levels``); after the game (a view carries ``deal_number`` only from its seat's
  end) ``bots.solver.best_score(view.deal_number, view.suits)``
  for "the best possible score on this deal was N" (slow: run it off the GUI thread);
  ``engine.views.watch_frames(view.watch)`` for watching the opponent's game once the seat has finished.
"""
