"""The interface every game's rules engine implements, and the pieces they share.

A game is a :class:`Game` (what the registry, the match runner, bots, saves and
the network talk to) and a :class:`GameState` (one round: one deal played out).
States are changed only through ``apply``; everyone else sees a per-seat view.

Determinism: a state is a function of ``(rules version, options, seed, context,
action log)`` -- a :class:`Record`.  Randomness comes only from
:func:`rng_for`, seeded per match and round; no module-level random calls.
"""

from __future__ import annotations

import dataclasses
import random
import secrets
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Sequence

from cardsuite import codec
from cardsuite.cards import Card, Suit
from cardsuite.translate import QT_TRANSLATE_NOOP

Seat = int
JSON = Any


class IllegalAction(Exception):
    """An action the rules refuse.  ``reason`` is a sentence a player can read."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class BadMessage(ValueError):
    """JSON that does not describe a valid action, view, option set or record."""


# ---------------------------------------------------------------- randomness


MAX_SEED = 2**53 - 1       # the largest deal number a player may type in (older saves drew seeds this large)
NEW_SEED_LIMIT = 999_001   # new deal numbers are 1..999000: at most six digits, short enough to retype; the
#                            room above keeps a deal a game moves on to (Spider's first winnable deal, at most
#                            24 numbers on) within six digits too
SECRET_LIMIT = 2**53       # what is never typed nor shown (the rounds after the first) stays long: unguessable


def new_seed() -> int:
    """A fresh deal number (the match seed) from the OS's randomness, 1 to NEW_SEED_LIMIT - 1."""
    return 1 + secrets.randbelow(NEW_SEED_LIMIT - 1)


def new_secret() -> int:
    """A fresh long seed for what no player types nor may guess (a match's later rounds)."""
    return secrets.randbelow(SECRET_LIMIT)


def parse_deal_number(text: str) -> int:
    """A typed deal number: a whole number 0..MAX_SEED (every number ever drawn, old long ones too);
    ValueError with a sentence otherwise."""
    value = text.strip()
    if not value.isascii() or not value.isdigit() or int(value) > MAX_SEED:
        raise ValueError(f"a deal number is a whole number from 0 to {MAX_SEED}, not {text!r}")
    return int(value)


def rng_for(seed: int, *salt: object) -> random.Random:
    """A private RNG derived from a match seed and a salt (round number, purpose).

    String seeding is stable across runs and Python processes, so the same seed
    and salt always give the same sequence.
    """
    return random.Random(":".join([str(seed), *map(str, salt)]))


def shuffled(deck: Sequence[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy of ``deck``."""
    out = list(deck)
    rng.shuffle(out)
    return out


def indexed_card(value: Any, index: dict[Card, int], what: str, game: str) -> int:
    """A card code from saved or received JSON, as the game's card number (``index``); BadMessage if it is not one."""
    try:
        c = index.get(Card.parse(value))
    except ValueError:
        c = None
    if c is None:
        raise BadMessage(f"{what}: {value!r} is not a {game} card")
    return c


def indexed_cards(value: Any, index: dict[Card, int], what: str, game: str) -> list[int]:
    """A JSON list of card codes as card numbers (see :func:`indexed_card`)."""
    if not isinstance(value, list):
        raise BadMessage(f"{what} must be a list of cards")
    return [indexed_card(v, index, what, game) for v in value]


def check_deck(deck: Sequence[Card], expected: Iterable[Card]) -> list[Card]:
    """``deck`` as a list if it is exactly ``expected`` in some order, else BadMessage."""
    deck = list(deck)
    if sorted(deck) != sorted(expected):
        raise BadMessage("the deck order must hold exactly the game's cards, each once")
    return deck


# ---------------------------------------------------------------- actions and events


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: small frozen dataclasses with a stable JSON form.

    Subclasses set ``kind`` (a short stable name used on the wire and in saves).
    """

    kind: ClassVar[str] = "action"

    def to_json(self) -> JSON:
        return {"type": self.kind, **codec.dump(self)}


class ActionSet:
    """The action classes of one game, to read actions back from JSON."""

    def __init__(self, *classes: type[Action]):
        self.by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.kind in self.by_kind:
                raise ValueError(f"two action classes named {cls.kind!r}")
            self.by_kind[cls.kind] = cls

    def from_json(self, data: JSON) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise BadMessage("an action is an object with a 'type'")
        cls = self.by_kind.get(data["type"])
        if cls is None:
            raise BadMessage(f"unknown action type {data['type']!r}")
        body = {k: v for k, v in data.items() if k != "type"}
        return _load_message(cls, body, data["type"])


def _load_message(cls: type, data: JSON, path: str) -> Any:
    """Dataclass ``cls`` read from JSON that came from outside; a malformed one is a :class:`BadMessage`."""
    try:
        return codec.load_dataclass(cls, data, path)
    except ValueError as exc:
        raise BadMessage(str(exc)) from None


@dataclass(frozen=True)
class Event:
    """Something that happened, for tables to animate and logs to record.

    ``audience`` is the set of seats that may see this event; None means
    everyone, spectators included.  An engine that moves a hidden card emits
    one event with the card for its owner and one with ``card: None`` for the
    others.  Common kinds: ``move`` (data: card, src, dst, face_up), ``flip``,
    ``trick``, ``meld``, ``score``, ``round_over``.
    """

    kind: str
    data: dict = field(default_factory=dict)
    audience: frozenset[int] | None = None

    def visible_to(self, seat: Seat | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)

    def to_json(self) -> JSON:
        return {"kind": self.kind, "data": codec.dump(self.data, compact=True)}

    @classmethod
    def from_json(cls, data: JSON, fields: dict[str, Any] | None = None) -> "Event":
        """An event read back from :meth:`to_json` with typed data, so a receiver never guesses: the
        keys named in ``fields`` (default :data:`EVENT_FIELDS`; a game adds its own through
        :attr:`Game.event_fields`) are decoded to their type -- card codes to :class:`Card`, suits to
        :class:`Suit`, seats to ints -- and every other key must hold plain JSON (numbers, text, lists).
        The audience is not part of the JSON: a host sends each seat only the events it may see."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str) or not isinstance(
                data.get("data", {}), dict) or set(data) - {"kind", "data"}:
            raise BadMessage("an event is an object with a 'kind' and its 'data'")
        types = EVENT_FIELDS if fields is None else fields
        out = {}
        for key, value in data.get("data", {}).items():
            try:
                out[key] = codec.load(types[key], value, f"{data['kind']}.{key}") if key in types else _plain(value)
            except ValueError as exc:
                raise BadMessage(f"event {data['kind']!r}: {exc}") from None
        return cls(data["kind"], out)


EVENT_FIELDS: dict[str, Any] = {
    "card": Card | None, "cards": list[Card], "jack": Card, "top": Card, "suit": Suit,
    "seat": int | None, "winner": int | None, "partner": int, "proposer": int,
    "src": str, "dst": str, "pile": str, "face_up": bool, "round": int, "count": int,
}
"""The event data keys every game uses in the same sense, with their types (see :meth:`Event.from_json`)."""


def _plain(value: Any) -> Any:
    """``value`` if it is plain JSON (what an untyped event key may hold), else ValueError."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return {k: _plain(v) for k, v in value.items()}
    raise ValueError(f"{value!r} is not plain JSON")


def events_for(events: Iterable[Event], seat: Seat | None) -> list[Event]:
    """The events a seat (or a spectator, None) may see."""
    return [e for e in events if e.visible_to(seat)]


# ---------------------------------------------------------------- options and views


@dataclass(frozen=True)
class GameOptions:
    """Base of each game's options.  ``preset`` names the preset the rest came from.

    A game subclass adds its own fields with defaults and lists its presets in
    ``PRESETS`` as overrides of those defaults, so a preset is data.
    """

    preset: str = "default"
    PRESETS: ClassVar[dict[str, dict[str, Any]]] = {"default": {}}
    DEFAULT_TITLE: ClassVar[str] = QT_TRANSLATE_NOOP("games", "Default")   # how the "default" preset is shown

    @classmethod
    def from_preset(cls, preset: str | None = None, **overrides: Any):
        name = preset or next(iter(cls.PRESETS))
        if name not in cls.PRESETS:
            raise BadMessage(f"unknown preset {name!r}; choose one of {', '.join(cls.PRESETS)}")
        known = {f.name for f in dataclasses.fields(cls)}
        bad = set(overrides) - known
        if bad:
            raise BadMessage(f"unknown option(s): {', '.join(sorted(bad))}")
        return cls(**{"preset": name, **cls.PRESETS[name], **overrides})

    def to_json(self) -> JSON:
        return codec.dump(self)

    @classmethod
    def from_json(cls, data: JSON):
        return _load_message(cls, data, "options")


@dataclass(frozen=True)
class View:
    """Base of each game's per-seat view: what one seat may know, and nothing more.

    ``seat`` is the seat looking (None for a spectator); ``to_move`` whose
    decision it is (a frozenset when several seats act at once, None when the
    round is over).
    """

    seat: int | None
    to_move: int | frozenset[int] | None

    def to_json(self) -> JSON:
        """Compact: fields at their defaults are left out (they come back on reading)."""
        return codec.dump(self, compact=True)

    @classmethod
    def from_json(cls, data: JSON):
        return _load_message(cls, data, "view")


# ---------------------------------------------------------------- state and game


class GameState(ABC):
    """One round of a game.  Mutated only by ``apply``."""

    @property
    @abstractmethod
    def to_move(self) -> Seat | frozenset[Seat] | None:
        """Whose decision it is: a seat, a set of seats (simultaneous play), or None when the round is over."""

    @abstractmethod
    def legal_actions(self, seat: Seat) -> list[Action]:
        """Every action ``seat`` may take now (empty when it is not that seat's decision).  A game may list one
        representative per choice (Canasta: one copy per kind of card); then every action :meth:`check`
        accepts is reached through listed actions, step by step, to the same position."""

    @abstractmethod
    def _apply(self, seat: Seat, action: Action) -> list[Event]:
        """Change the state for an action already checked by :meth:`check`."""

    @abstractmethod
    def view(self, seat: Seat | None) -> View:
        """What ``seat`` may see; None is a spectator."""

    @abstractmethod
    def to_json(self) -> JSON:
        """The full state, for saves on the machine that owns the match."""

    @abstractmethod
    def copy(self) -> "GameState":
        """An independent copy: applying actions to it never changes this state (bots search on copies)."""

    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def seats_to_move(self) -> frozenset[Seat]:
        to_move = self.to_move
        if to_move is None:
            return frozenset()
        return to_move if isinstance(to_move, frozenset) else frozenset((to_move,))

    def check(self, seat: Seat, action: Action) -> None:
        """Raise IllegalAction if ``seat`` may not take ``action`` now.

        The default compares with ``legal_actions``; games override it to give a
        precise reason (``explain_illegal``) or to avoid listing every action.
        """
        if self.is_over:
            raise IllegalAction("The round is over.")
        if seat not in self.seats_to_move():
            raise IllegalAction("It is not your turn.")
        if action not in self.legal_actions(seat):
            raise IllegalAction(self.explain_illegal(seat, action))

    def explain_illegal(self, seat: Seat, action: Action) -> str:
        return "That move is not allowed now."

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Check and apply ``action`` for ``seat``; on IllegalAction nothing has changed."""
        if not isinstance(action, Action):
            raise IllegalAction("That is not a move of this game.")
        self.check(seat, action)
        return self._apply(seat, action)


@dataclass(frozen=True)
class RoundSummary:
    """What a finished round did to the match, for the round summary dialog.

    ``lines`` are (label, values per seat) rows of the breakdown; ``points`` the
    match points each seat got; ``winner`` the round's winner (None for a draw).
    """

    winner: int | None
    points: tuple[int, ...]
    lines: tuple[tuple[str, tuple[str, ...]], ...] = ()
    text: str = ""


class Game(ABC):
    """A game as the registry, the match runner, bots, saves and the network see it.

    Subclasses set the class attributes and implement the deal and the
    match-scoring hooks.  The match score is a JSON-ready dict owned by the game.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    rules_version: ClassVar[int] = 1
    Options: ClassVar[type[GameOptions]]
    View: ClassVar[type[View]]
    actions: ClassVar[ActionSet]

    @abstractmethod
    def seat_count(self, options: GameOptions) -> int:
        """How many seats a table with these options has."""

    def teams(self, options: GameOptions) -> tuple[tuple[Seat, ...], ...]:
        """The sides that score together, each a tuple of seats; by default every seat plays for itself."""
        return tuple((seat,) for seat in range(self.seat_count(options)))

    @abstractmethod
    def new_state(self, options: GameOptions, seed: int, context: JSON = None) -> GameState:
        """A new round dealt from ``seed``; ``context`` carries what the match knows (dealer, scores)."""

    @abstractmethod
    def from_deck(self, options: GameOptions, deck: Sequence[Card], context: JSON = None) -> GameState:
        """A new round dealt from a given deck order (card 0 dealt first)."""

    event_fields: ClassVar[dict[str, Any]] = {}
    """Event data keys of this game beyond :data:`EVENT_FIELDS`, with their types."""

    open_tables: ClassVar[bool] = False
    """Whether every network table of this game is open to anyone: never invitation- or friends-only, and
    nobody is invited to it directly (the Spider duel, RULES P-10)."""

    player_settings: ClassVar[dict[str, Any]] = {}
    """The player's own settings of this game (a table's preferences kept for later matches), each with its
    default: the settings file keeps each as ``<game name>_<key>``, of the default's type."""

    def view_from_json(self, data: JSON) -> View:
        return self.View.from_json(data)

    def event_from_json(self, data: JSON) -> Event:
        """One of this game's events from its JSON, with typed data (:meth:`Event.from_json`)."""
        return Event.from_json(data, {**EVENT_FIELDS, **self.event_fields})

    # -- determinisation: how a bot that needs hidden cards builds a world to search ---------

    @abstractmethod
    def unseen_cards(self, view: View) -> list[Card]:
        """The cards ``view``'s seat cannot see, as a multiset in the game's documented fill order of
        places (other hands, stock, face-down cards ...), each place's cards listed where it starts.

        Their identities carry nothing: a bot reads only the multiset (``sorted`` or a Counter), and the
        order of places tells :meth:`determinise` where each card of an assignment goes.
        """

    @abstractmethod
    def determinise(self, view: View, assignment: Sequence[Card]) -> GameState:
        """A full state that agrees with ``view`` in everything its seat can see, the hidden places filled
        from ``assignment`` -- a permutation of :meth:`unseen_cards` -- in the same order of places.

        The one public way for a bot to get a state to search: it samples an assignment from what it
        knows (honest: only the view), never reads the real state.  BadMessage if ``assignment`` is not
        exactly the unseen cards, or puts a card where the rules never let it lie (each game documents
        such places, e.g. Canasta: a red 3 never stays in a hand).  A finished round may be refused:
        no bot searches one.
        """

    def time_control(self, options: GameOptions) -> "TimeControl | None":
        """The clock rules of a timed game (None: untimed), for whoever hosts a seat."""
        return None

    # -- match scoring hooks ------------------------------------------------

    def new_match_score(self, options: GameOptions) -> JSON:
        """The match score before the first round."""
        return {"totals": [0] * self.seat_count(options), "rounds": 0}

    def follow_on(self, options: GameOptions, previous: JSON) -> JSON:
        """The match score a match starts with when it follows ``previous`` (the last match's final
        score) at the same game -- what carries over from one match to the next (Schnapsen: the deal)."""
        return self.new_match_score(options)

    def deal_follows(self, options: GameOptions, seed: int) -> JSON:
        """What a match dealt from deal number ``seed`` follows (the ``previous`` of :meth:`follow_on`), when
        the number itself must decide what would otherwise carry over from the last match -- so that the
        same number deals the same whatever was played before (Schnapsen: who deals first).  None: nothing
        that carries over changes a deal.  See :func:`cardsuite.play.match.new_deal`."""
        return None

    def round_context(self, options: GameOptions, match_score: JSON, round_no: int) -> JSON:
        """What the next round's deal needs from the match (dealer, scores...)."""
        return {"round": round_no, "dealer": round_no % self.seat_count(options)}

    def replays_context(self, recorded: JSON, derived: JSON) -> bool:
        """Whether a saved round's context is the one the match derives now (a save replays only then);
        a game whose context gained a field may accept saves written before it."""
        return recorded == derived

    @abstractmethod
    def score_round(self, options: GameOptions, match_score: JSON, state: GameState) -> tuple[JSON, RoundSummary]:
        """The match score after a finished round, and the round's summary."""

    @abstractmethod
    def match_result(self, options: GameOptions, match_score: JSON) -> "MatchResult | None":
        """The match's result once it is decided, else None."""

    def stake(self, options: GameOptions, match_score: JSON = None) -> "tuple[int, int] | None":
        """What a match with these options is played for in the player's chips, as (stake, limit; 0: no limit),
        the stake as ``match_score`` has it when given (a double raised it); None: it is not played for chips."""
        return None

    def statistics_score(self, options: GameOptions, totals: Sequence[int], seat: Seat) -> int:
        """A finished match's score for ``seat`` as the statistics keep it (its Score, best and average:
        bigger is better); by default the seat's total."""
        return int(totals[seat]) if 0 <= seat < len(totals) and isinstance(totals[seat], int) else 0

    def statistics_variant(self, options: JSON) -> str | None:
        """The variant a recorded match was played in (its options' JSON), English and marked for translation in
        the "games" context, for the statistics by variant (Spider practice: "2 suits, classic rules"); None: the
        game keeps no statistics by variant."""
        return None

    def statistics_seconds(self, options: GameOptions, state: GameState, seat: Seat) -> float | None:
        """A finished match's playing time for ``seat`` as the statistics keep it, when the game's own
        result shows one (the Spider duel's result sheet: the seat's finishing time), so both say the same;
        None: the time the match was on the screen."""
        return None


class TimeControl(ABC):
    """How the host of a seat keeps its clock in a timed game.

    The engine never reads a clock: the match host (:mod:`cardsuite.play`) keeps
    every seat's playing time -- a person's, a bot's and a remote peer's alike --
    writes it on every action it applies (whatever the seat wrote there), and
    applies the game's time-up action once the limit has passed.
    """

    limit_ms: int

    @abstractmethod
    def used_ms(self, state: GameState, seat: Seat) -> int:
        """The seat's playing time as the state last recorded it (a resumed match goes on from it)."""

    @abstractmethod
    def stamp(self, action: Action, elapsed_ms: int) -> Action:
        """``action`` as it leaves its host at ``elapsed_ms``; past the limit, the time-up action."""

    @abstractmethod
    def time_up(self, elapsed_ms: int) -> Action:
        """What the host sends for a seat whose clock has run out."""


@dataclass(frozen=True)
class MatchResult:
    """Who won the match (None: a draw) and a sentence for the summary."""

    winner: int | None
    text: str
    totals: tuple[int, ...] = ()


# ---------------------------------------------------------------- records and replay


@dataclass
class Record:
    """A round's full record: enough to rebuild any position exactly."""

    game: str
    rules_version: int
    options: JSON
    seed: int | None
    context: JSON = None
    deck: list[str] | None = None
    actions: list[tuple[int, JSON]] = field(default_factory=list)

    def to_json(self) -> JSON:
        return {
            "game": self.game, "rules_version": self.rules_version, "options": self.options,
            "seed": self.seed, "context": self.context, "deck": self.deck,
            "actions": [[seat, action] for seat, action in self.actions],
        }

    @classmethod
    def from_json(cls, data: JSON) -> "Record":
        if not isinstance(data, dict):
            raise BadMessage("a record is an object")
        try:
            actions = [(int(seat), action) for seat, action in data.get("actions", [])]
            return cls(
                game=str(data["game"]), rules_version=int(data["rules_version"]),
                options=data["options"], seed=data.get("seed"), context=data.get("context"),
                deck=data.get("deck"), actions=actions,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise BadMessage(f"malformed record: {exc}") from None


def start_round(game: Game, record: Record) -> GameState:
    """The state a record starts from (before any of its actions)."""
    if record.rules_version != game.rules_version:
        raise BadMessage(
            f"this record was made with rules version {record.rules_version} of {game.title}; "
            f"this program plays version {game.rules_version}")
    options = game.Options.from_json(record.options)
    if record.deck is not None:
        try:
            deck = [Card.parse(c) for c in record.deck]
        except ValueError as exc:
            raise BadMessage(str(exc)) from None
        return game.from_deck(options, deck, record.context)
    if record.seed is None:
        raise BadMessage("a record needs a seed or a deck")
    return game.new_state(options, record.seed, record.context)


def replay(game: Game, record: Record) -> GameState:
    """Rebuild the position a record leads to; BadMessage/IllegalAction if it does not replay."""
    state = start_round(game, record)
    for seat, data in record.actions:
        state.apply(seat, game.actions.from_json(data))
    return state
