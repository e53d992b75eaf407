"""A tiny trick game that exercises the engine interface in tests.

Eight cards (A K Q J of spades and hearts); each seat gets three, two stay
hidden in a stock.  The leader plays any card, the other plays any card; the
higher rank wins the trick (spades beat hearts on equal rank) and leads next.
Three tricks make a round; the match goes to 4 tricks in total.
"""
