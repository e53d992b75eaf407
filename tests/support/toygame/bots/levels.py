"""Bots of the toy trick game: one greedy level."""

from cardsuite.bots import Bot, BotLevel

from ..engine.game import strength


class GreedyBot(Bot):
    level = "easy"

    def choose(self, view, legal, rng):
        return max(legal, key=lambda a: strength(a.card))


LEVELS = [BotLevel("easy", "Easy", 1000, GreedyBot)]
