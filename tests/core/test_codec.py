"""The dataclass JSON codec: round trips and readable refusals."""

from dataclasses import dataclass
from enum import Enum

import pytest

from cardsuite import codec
from cardsuite.cards import Card, card


class Colour(Enum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Inner:
    cards: tuple[Card, ...]
    colour: Colour


@dataclass(frozen=True)
class Outer:
    name: str
    count: int
    ratio: float
    maybe: Card | None
    inner: Inner
    pair: tuple[int, str]
    table: dict[int, list[Card]]
    tags: frozenset[str] = frozenset()


def sample():
    return Outer("x", 3, 0.5, None, Inner((card("AS"), card("JK:2")), Colour.RED), (1, "a"),
                 {0: [card("10H")]}, frozenset({"b", "a"}))


def test_round_trip():
    value = sample()
    assert codec.load(Outer, codec.dump(value)) == value


@pytest.mark.parametrize("mutate,where", [
    (lambda d: d.update(count="3"), "count"),
    (lambda d: d["inner"].update(cards=["ZZ"]), "cards"),
    (lambda d: d.update(extra=1), "unknown"),
    (lambda d: d.pop("name"), "missing"),
    (lambda d: d.update(pair=[1]), "pair"),
    (lambda d: d["inner"].update(colour="green"), "colour"),
    (lambda d: d.update(table={"x": []}), "table"),
])
def test_malformed_data_is_refused_with_a_path(mutate, where):
    data = codec.dump(sample())
    mutate(data)
    with pytest.raises(ValueError) as info:
        codec.load(Outer, data)
    assert where in str(info.value)


def test_bool_is_not_an_int():
    with pytest.raises(ValueError):
        codec.load(int, True)


@dataclass(frozen=True)
class Step:
    kind: str
    count: int = 0
    flag: bool = False
    note: str | None = None


def test_compact_leaves_out_defaults_and_reads_back_the_same():
    steps = (Step("move"), Step("move", 3), Step("deal", flag=True, note="x"))
    data = codec.dump(steps, compact=True)
    assert data == [{"kind": "move"}, {"kind": "move", "count": 3}, {"kind": "deal", "flag": True, "note": "x"}]
    assert codec.load(tuple[Step, ...], data) == steps
    assert codec.dump(steps)[0] == {"kind": "move", "count": 0, "flag": False, "note": None}


def test_compact_keeps_a_value_of_another_type_equal_to_the_default():
    @dataclass(frozen=True)
    class Loose:
        value: object = 0

    assert codec.dump(Loose(False), compact=True) == {"value": False}
    assert codec.dump(Loose(0), compact=True) == {}
