"""JSON for the engines' frozen dataclasses, driven by their type hints.

Actions, views, events and options are small frozen dataclasses; this module
turns them into plain JSON values and back without each class writing its own
code.  Supported field types: bool, int, float, str, None, Card, Enum,
nested dataclasses, ``tuple[X, ...]``, ``tuple[X, Y]``, ``list[X]``,
``frozenset[X]``, ``dict[str|int, X]`` and ``X | None``.  Anything that does not
fit raises ``ValueError`` with the path of the bad value, so a malformed save
or network message is refused with a readable reason.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import lru_cache
from typing import Any

from cardsuite.cards import Card


def dump(value: Any, compact: bool = False) -> Any:
    """A JSON-ready value for ``value``.

    ``compact`` leaves out every dataclass field that holds its default (:func:`load_dataclass`
    puts it back): views and events cross the network in frames of at most 64 KiB, and a Spider
    view with a long game's replay steps would not fit written out in full.  Saves are written
    in full, so that a default changed later cannot change what an old save meant.
    """
    if value is None or isinstance(value, (bool, int, float, str)):
        return value.value if isinstance(value, enum.Enum) else value
    if isinstance(value, Card):
        return value.text
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if compact and f.default is not dataclasses.MISSING and _same(item, f.default):
                continue
            out[f.name] = dump(item, compact)
        return out
    if isinstance(value, (list, tuple)):
        return [dump(v, compact) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((dump(v, compact) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k.value if isinstance(k, enum.Enum) else k): dump(v, compact) for k, v in value.items()}
    raise ValueError(f"cannot encode {type(value).__name__} as JSON")


def _same(value: Any, default: Any) -> bool:
    """Whether a field holds its default (``1 == True`` does not count: the type must match too)."""
    return type(value) is type(default) and value == default


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def load(tp: Any, data: Any, path: str = "$") -> Any:
    """Rebuild a value of type ``tp`` from JSON ``data``; raise ValueError naming the bad path."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return load(arg, data, path)
            except ValueError as exc:
                errors.append(str(exc))
        raise ValueError(f"{path}: {data!r} fits none of {tp}")
    if tp is type(None):
        if data is not None:
            raise ValueError(f"{path}: expected null")
        return None
    if tp is bool:
        if not isinstance(data, bool):
            raise ValueError(f"{path}: expected true or false, got {data!r}")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError(f"{path}: expected a whole number, got {data!r}")
        return data
    if tp is float:
        if not isinstance(data, (int, float)) or isinstance(data, bool):
            raise ValueError(f"{path}: expected a number, got {data!r}")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise ValueError(f"{path}: expected text, got {data!r}")
        return data
    if tp is Card:
        try:
            return Card.parse(data)
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from None
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise ValueError(f"{path}: {data!r} is not a {tp.__name__}") from None
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return load_dataclass(tp, data, path)
    if origin in (tuple, list, frozenset, set):
        if not isinstance(data, list):
            raise ValueError(f"{path}: expected a list, got {type(data).__name__}")
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(data):
                raise ValueError(f"{path}: expected {len(args)} items, got {len(data)}")
            return tuple(load(a, d, f"{path}[{i}]") for i, (a, d) in enumerate(zip(args, data)))
        item = args[0] if args else Any
        items = [load(item, d, f"{path}[{i}]") for i, d in enumerate(data)]
        return {tuple: tuple, list: list, frozenset: frozenset, set: set}[origin](items)
    if origin is dict:
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected an object, got {type(data).__name__}")
        key_tp, val_tp = args if args else (str, Any)
        out = {}
        for k, v in data.items():
            key = k
            if key_tp is int:
                try:
                    key = int(k)
                except (TypeError, ValueError):
                    raise ValueError(f"{path}: key {k!r} is not a number") from None
            elif key_tp is not str:
                key = load(key_tp, k, f"{path}.{k}")
            out[key] = load(val_tp, v, f"{path}.{k}")
        return out
    raise ValueError(f"{path}: cannot decode type {tp}")


def load_dataclass(cls: type, data: Any, path: str = "$") -> Any:
    """Build dataclass ``cls`` from a JSON object; unknown keys are refused, missing ones take defaults."""
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected an object for {cls.__name__}, got {type(data).__name__}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    unknown = set(data) - set(fields)
    if unknown:
        raise ValueError(f"{path}: unknown field(s) {sorted(unknown)} for {cls.__name__}")
    kwargs = {}
    for name, f in fields.items():
        if name in data:
            kwargs[name] = load(hints[name], data[name], f"{path}.{name}")
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise ValueError(f"{path}: missing field {name!r} for {cls.__name__}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{path}: {exc}") from None
