"""Let PySide build its Python enum classes the quick way CPython builds its own.

PySide makes a Python ``enum`` class for every Qt enum of a class the first
time Python touches that class: some 200 classes and 3,400 members before
the game's first frame, about a sixth of its start-up. It makes each one with
the functional API, ``IntFlag("AlignmentFlag", [("AlignLeft", 1), ...])``,
whose metaclass checks every member as if a person had typed it into a class
body. CPython builds its own start-up enums (``re``, ``ssl``, ``http``) with
``enum._simple_enum`` instead, which skips those checks and makes an
equivalent class (CPython tests the two against each other with
``enum._test_simple_enum``, and so do we, on every enum the game's start
builds). The game routes PySide's plain calls there: a list of unique
(name, value) pairs on ``Enum``, ``IntEnum``, ``Flag`` or ``IntFlag``.
Anything else, and any Python without ``_simple_enum``, goes the usual way.
"""

from __future__ import annotations

import builtins
import contextlib
import enum
import sys
from collections.abc import Callable
from typing import Any

_PLAIN_BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_simple_enum: Callable[..., Callable[[type], type]] | None = getattr(enum, "_simple_enum", None)
_usual_create: Callable[..., type] = vars(enum.EnumType)["_create_"]  # private: not in the stubs


def _quick_create(
    cls: type,
    class_name: str,
    names: Any,
    *,
    module: str | None = None,
    qualname: str | None = None,
    type: type | None = None,
    start: int = 1,
    boundary: enum.FlagBoundary | None = None,
) -> type:
    """``EnumType._create_``, quicker for the calls PySide makes; the usual way for the rest."""
    usual = (  # a name the usual way refuses or treats apart (sunder, dunder, private)
        _simple_enum is None
        or type is not None
        or cls not in _PLAIN_BASES
        or not isinstance(names, list)
        or not all(
            isinstance(pair, tuple)
            and len(pair) == 2
            and isinstance(pair[0], str)
            and pair[0][:1].isalpha()
            and pair[0] != "mro"
            and isinstance(pair[1], int)
            for pair in names
        )
    )
    body: dict[str, Any] = {} if usual else dict(names)
    if module is None:
        # The usual way's guess: the module of whoever asked for the enum (made
        # here, as the usual way would look one frame too close, at this one).
        with contextlib.suppress(AttributeError, ValueError, KeyError):
            module = sys._getframe(2).f_globals["__name__"]
    if usual or module is None or len(body) != len(names):  # repeated names are refused there
        return _usual_create(
            cls,
            class_name,
            names,
            module=module,
            qualname=qualname,
            type=type,
            start=start,
            boundary=boundary,
        )
    body["__module__"] = module
    assert _simple_enum is not None
    made = _simple_enum(cls, boundary=boundary)(builtins.type(class_name, (), body))
    if qualname is not None:  # _simple_enum takes the plain class's, which is its name
        made.__qualname__ = qualname
    return made


def quicken_enum_creation() -> None:
    """Route PySide's enum classes to the quick builder; call before PySide is imported."""
    if _simple_enum is not None:
        setattr(enum.EnumType, "_create_", _quick_create)  # noqa: B010 (private: not in the stubs)
