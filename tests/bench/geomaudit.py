"""A geometry auditor: finds graphics items that change their bounding rect without warning the scene.

A ``QGraphicsItem`` must call ``prepareGeometryChange()`` before any change of the state its
``boundingRect()`` reads; otherwise the scene's BSP index keeps the old rect, and a later hit test or hover
dispatch (right after a mouse release, say) walks stale entries and may touch a freed item: a segfault
far from its cause.  The auditor wraps, for every ``QGraphicsItem`` subclass the ``cardsuite`` package
defines:

- ``boundingRect()``: the rect each item last returned is remembered; when it returns a different one
  and the item (while in a scene) was not warned since that call, a violation is recorded;
- ``__setattr__``: a write to an item that moves its rect unwarned is remembered with its Python stack,
  so a violation names the setter that changed the state (not the event loop that asked for the rect);
- ``prepareGeometryChange()``, and Qt's ``setScale``/``setTransform`` (which warn the scene for the
  item and its whole subtree): the item is warned.

A rect that changes with no such write behind it depends on state outside the item (a font floor, a
parent's scale, a list changed in place); the violation then carries the stack of the call that saw it.

    auditor = GeometryAuditor(report=callback)   # callback(text) for each distinct violation
    auditor.install() ... auditor.uninstall()    # or: with GeometryAuditor() as auditor: ...
"""

from __future__ import annotations

import importlib
import pkgutil
import traceback

from PySide6.QtWidgets import QGraphicsItem

STATE = "_geoaudit_state"
STACK_LIMIT = 14


def _key(rect) -> tuple[float, float, float, float]:
    return (rect.x(), rect.y(), rect.width(), rect.height())


def _stack(skip: int = 2) -> str:
    frames = traceback.extract_stack()[:-skip]
    frames = [f for f in frames if "geomaudit.py" not in f.filename][-STACK_LIMIT:]
    return "".join(traceback.format_list(frames))


def _import_all(package: str = "cardsuite") -> None:
    """Every module of the package, so that every item class exists (tables are imported lazily)."""
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(root.__path__, package + "."):
        if info.name.endswith("__main__"):           # running it would start the app
            continue
        try:
            importlib.import_module(info.name)
        except Exception:          # a module that cannot import here (an optional tool) has no items we use
            continue


def item_classes(package: str = "cardsuite") -> list[type]:
    """Every ``QGraphicsItem`` subclass defined in ``package``'s modules."""
    _import_all(package)
    found, todo = [], [QGraphicsItem]
    seen = set()
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub in seen:
                continue
            seen.add(sub)
            todo.append(sub)
            if sub.__module__.split(".")[0] == package:
                found.append(sub)
    return found


class GeometryAuditor:
    """Records each item that changed its bounding rect unwarned; see the module's docstring."""

    def __init__(self, report=None, package: str = "cardsuite"):
        self.report = report
        self.package = package
        self.violations: list[str] = []
        self.count = 0
        self.observed = 0
        """How many rects the auditor has compared (a run that saw none audited nothing)."""
        self._seen: set[tuple] = set()
        self._depth = 0
        self._patched: list[tuple[type, str, object]] = []

    # -- installing -------------------------------------------------------------------------------------

    def __enter__(self) -> "GeometryAuditor":
        self.install()
        return self

    def __exit__(self, *exc) -> None:
        self.uninstall()

    def install(self) -> None:
        classes = item_classes(self.package)
        for cls in classes:
            if "boundingRect" in cls.__dict__:
                self._patch(cls, "boundingRect", self._wrap_bounds(cls.__dict__["boundingRect"]))
            bases = [b for b in cls.__mro__[1:] if b in classes]
            if not bases and "__setattr__" not in cls.__dict__:
                self._patch(cls, "__setattr__", self._wrap_setattr(cls.__setattr__))
        for name in ("prepareGeometryChange", "setScale", "setTransform"):
            self._patch(QGraphicsItem, name, self._wrap_warning(getattr(QGraphicsItem, name),
                                                                subtree=name != "prepareGeometryChange"))

    def uninstall(self) -> None:
        for cls, name, old in reversed(self._patched):
            if old is None:
                delattr(cls, name)
            else:
                setattr(cls, name, old)
        self._patched.clear()

    def _patch(self, cls: type, name: str, new) -> None:
        self._patched.append((cls, name, cls.__dict__.get(name)))
        setattr(cls, name, new)

    # -- the wrappers -----------------------------------------------------------------------------------

    def _wrap_bounds(self, original):
        auditor = self

        def boundingRect(item):
            auditor._depth += 1
            try:
                rect = original(item)
            finally:
                auditor._depth -= 1
            if not auditor._depth:
                auditor._seen_rect(item, rect)
            return rect
        return boundingRect

    def _wrap_setattr(self, original):
        auditor = self

        def __setattr__(item, name, value):
            original(item, name, value)
            if name != STATE and not auditor._depth:
                auditor._written(item, name)
        return __setattr__

    def _wrap_warning(self, original, subtree: bool):
        auditor = self

        def warned(item, *args):
            result = original(item, *args)
            auditor._warn(item, subtree)
            return result
        warned.__name__ = original.__name__
        return warned

    # -- the bookkeeping --------------------------------------------------------------------------------

    def _warn(self, item, subtree: bool) -> None:
        state = getattr(item, STATE, None)
        if state is not None:
            state[1] = True
        if subtree:
            for child in item.childItems():
                self._warn(child, True)

    def _written(self, item, name: str) -> None:
        state = getattr(item, STATE, None)
        if state is None or state[1] or state[2] is not None:
            return
        self._depth += 1
        try:
            rect = _key(type(item).boundingRect(item))
        except Exception:          # a half-set state between two writes of one setter: the next write tells
            return
        finally:
            self._depth -= 1
        if rect != state[0] and item.scene() is not None:
            state[2] = f"{type(item).__name__}.{name} written at\n{_stack(3)}"

    def _seen_rect(self, item, rect) -> None:
        self.observed += 1
        key = _key(rect)
        state = getattr(item, STATE, None)
        if state is None:
            setattr(item, STATE, [key, False, None])     # rect, warned, the write that moved it
            return
        if key != state[0] and not state[1] and item.scene() is not None:
            self._violation(item, state[0], key, state[2])
        state[0], state[1], state[2] = key, False, None

    def _violation(self, item, old, new, write: str | None) -> None:
        cls = type(item).__name__
        if write is None:
            where = ("no write to the item moved it: its rect follows state outside it (a font, a parent's "
                     f"scale, a list changed in place); boundingRect was called at\n{_stack(4)}")
        else:
            where = write
        culprit = where.strip().splitlines()[-2:] if where else []
        self._record((cls, tuple(culprit)), f"GeometryAudit: {cls} changed its boundingRect from {old} to {new} "
                                            f"without prepareGeometryChange(); {where}")

    def _record(self, dedup: tuple, text: str) -> None:
        self.count += 1
        if dedup in self._seen:
            return
        self._seen.add(dedup)
        self.violations.append(text)
        if self.report is not None:
            self.report(text)
