"""The Canasta engine: RULES.md C-1 ... C-15, 2 players or 4 in two partnerships.

This package holds the engine; the registry imports ``engine.game.GAME``.  This docstring is the
place its rules decisions are written down.  The code lives in modules named for
what they own: :mod:`.game` (the deal, determinisation and the match score),
:mod:`.state` (the round: :class:`~.state.CanastaState`), :mod:`.pickup` (taking
the pile), :mod:`.reasons` (refusals), :mod:`.moves` (what each move changes),
:mod:`.phases`, :mod:`.actions`, :mod:`.views`, :mod:`.options` (the table options
and the StarGames / Classic presets), :mod:`.cards` (the compact card numbering),
:mod:`.melds` (the meld rules on it), :mod:`.scoring` (the round score), and
:mod:`.positions` (positions from card texts, for tests and bug reports).
:mod:`.pickup`, :mod:`.reasons` and :mod:`.moves` are mixins of the one class
``CanastaState``: they call each other's private methods through ``self``, as
parts of one class do; every other module uses public names.

One :class:`CanastaState` is one round (one deal played out).  Cards are the
small ints of :mod:`.cards`; :class:`~cardsuite.cards.Card` objects appear only
at the edges (actions, events, views, JSON).  Seats 0..n-1 play in that order;
seat ``s`` belongs to side ``s % 2`` (partners 0+2 and 1+3), and a side shares
its melds and red 3s.

The turn (RULES C-4)
    ``draw`` phase: ``Draw()`` from the stock, or ``TakePile(cards)`` -- the hand
    cards that go with the top card into its meld (RULES C-8).  With the stock
    empty, ``Draw()`` ends the round (RULES C-11).  ``ProposeDouble()`` first, if
    the table allows doubling (RULES C-14).  A side that has not melded may lay
    cards (``Meld``) before taking the pile with them, so that they count toward
    its initial minimum (RULES C-6); those cards can be taken back until the
    pickup, and ``Draw()`` is refused while any lie on the table.

    ``play`` phase: ``Meld(rank, cards)`` lays hand cards on the side's meld of
    ``rank`` (a new group while there is none; a group may be short or invalid
    while the turn goes on), ``TakeBack(cards)`` returns cards laid from the hand
    this turn (RULES C-15; ``TakeBack(())`` returns all of them), then
    ``Discard(card)`` or ``GoOut(discard)`` commits the turn.  Only then are the
    melds checked (RULES C-5, C-6, C-10); an invalid commit is refused with the
    reason.  ``AskPartner()`` (partnership option) puts the binding question
    "may I go out?"; the partner answers with ``Answer(yes)``.  ``UndoPickup()``
    takes back a Classic black-3 pickup.

Legal actions list one representative per distinct choice: for each rank in
the hand, "lay one natural card" and, when they make a meld, "lay all your
naturals" (``Meld``); a joker and a 2 on each meld that holds more natural
cards than wild ones; every count of naturals / jokers / 2s with which the pile
can be taken; ``Discard`` and ``TakeBack`` per face of card, and "take back
everything".  Cards of one rank (and the 2s among themselves) are
interchangeable in play, so the lowest-numbered copy stands for them.
:meth:`CanastaState.check` accepts the same moves made with other copies of the
same faces and any group of cards of one rank, so a table may send exactly the
cards the player picked.  Every position a turn can commit is reachable through
the listed actions.

Corner cases decided here (RULES.md is silent or leaves a choice):

* Dealing (C-2): one card at a time, starting with the player after the dealer.
  The up-card chain stays in the pile under the first ordinary card; a red 3 in
  it goes to whoever takes the pile (no replacement, C-3) and freezes the pile
  like a wild card until then.
* Cards may be laid before drawing only by a side without melds, only while the
  pile could be taken with them (it is not blocked, the player holds two
  natural cards of the top card's rank or has laid them, and the minimum is
  within reach: the cards laid, the top card, and every hand card that could
  still join them in a meld, wild cards included).  That bound never falls as
  cards are laid, so each step of a turn ``check`` accepts stays listed.  After
  a side has melded, laying after the pickup does the same.
* "Two natural cards from hand" for a frozen pile counts the naturals of the top
  card's rank laid this turn before the pickup too.
* A pickup that would leave the player fewer than two cards in hand is allowed
  only if the side then has the canastas to go out (otherwise the player could
  neither discard nor go out).  The single-card rule of C-8 is checked on the
  hand as it is at the pickup.
* Laying is refused at once when it can never lead to a valid meld in this
  turn: natural cards of a rank the hand and the side's meld cannot make a
  meld of (fewer than two naturals, or two and no wild card anywhere; black 3s:
  fewer than three), a wild card on a group without a natural card, more wild
  cards than natural ones (lay the naturals first), a fourth wild card, a wild
  card on black 3s.  Short and otherwise unfinished groups are fine until the
  turn commits.
* Anti-stalling: a turn allows ``2 x (cards in hand + cards laid this turn) + 4``
  cards to be laid (taken back or not; counted in cards, so a lay costs the same
  at once or card by card); after that cards can still be taken back and the
  turn finished.  No real turn comes near it; it keeps random play finite.
* Discarding the last card is going out and goes through ``GoOut``.
* Concealed (C-10) means the player laid no card in an earlier turn of the
  round; in a partnership the partner's melds do not matter.  A concealed player
  whose side has not melded needs no minimum (option ``concealed_no_minimum``).
* Classic black-3 pickup (C-8): after ``UndoPickup`` the pile cannot be taken
  again in that turn; the player draws instead.
* "May I go out?" (C-10 option, 4 players only: the options refuse it with 2):
  asked once per turn in the play phase -- right after the draw or the pickup,
  or later -- when ``CanastaState.go_out_plan`` finds a way to go out this turn
  from the hand, the cards laid this turn and the side's melds (or going out is
  legal as the cards lie), and the player holds two cards or more.  "Yes": the
  player may still lay and take back cards, but the turn ends only by
  ``GoOut`` (no ``Discard``); "no" forbids going out for the rest of the turn.
* Doubling (C-14) in a partnership: the next player (an opponent) answers for
  the other side, and the accepting side alone may propose the next double.
  Each side may double at most once in a row, so there are no loops.
* Empty stock (C-11): a player who must draw from an empty stock and could not
  possibly take the pile (blocked, frozen without two naturals, the minimum out
  of reach, single-card rule) ends the round at once; otherwise they choose
  between taking it and ``Draw()`` (ending the round).
"""
