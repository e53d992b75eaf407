"""cardsuite: Canasta, Schnapsen and the Spider Solitaire duel on your own desktop."""

__version__ = "0.1.0"
