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
Anything else goes the usual way, and so does every enum on a Python whose
enums the quick way does not build alike (``builds_alike``, checked once at
start): it copies what that module does inside, which changes between
releases.
"""

from __future__ import annotations

import builtins
import contextlib
import enum
import functools
import sys
from collections.abc import Callable
from typing import Any

_PLAIN_BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
_simple_enum: Callable[..., Callable[[type], type]] | None = getattr(enum, "_simple_enum", None)
_BASE_NAMES: dict[type, frozenset[str]] = {base: frozenset(dir(base)) for base in _PLAIN_BASES}
_usual_create: Callable[..., type] = vars(enum.EnumType)["_create_"]  # private: not in the stubs
# What the usual way does to an enum whose module it cannot tell (a Python
# without it builds every enum the usual way).
_make_class_unpicklable: Callable[[type], None] | None = vars(enum).get("_make_class_unpicklable")
_UNKNOWN_MODULE = "<unknown>"
# How the usual way keeps an enum's _generate_next_value_, as Enum's own shows.
_NEXT_VALUE_STATIC = isinstance(vars(enum.Enum).get("_generate_next_value_"), staticmethod)
# Enums of each kind PySide asks for, with what sets them apart: aliases, a
# zero, a negative value, multi-bit flags, flags out of order, a big value.
_PROBES: tuple[tuple[type, list[tuple[str, int]]], ...] = (
    (enum.Enum, [("A", 0), ("B", 5), ("C", 5), ("D", -1)]),
    (enum.IntEnum, [("A", 3), ("B", 1), ("C", 3)]),
    (enum.Flag, [("A", 4), ("B", 1), ("AB", 5), ("NONE", 0), ("B2", 1), ("HIGH", 24)]),
    (enum.IntFlag, [("X", 1), ("Y", 2), ("ALL", 3), ("BIG", 1 << 40), ("NEG", -4)]),
    (enum.IntFlag, []),
)


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
            and builtins.type(pair[0]) is str
            and pair[0][:1].isalpha()
            and pair[0] != "mro"
            and builtins.type(pair[1]) is int  # the usual way makes IntEnum's True a 1
            for pair in names
        )
    )
    body: dict[str, Any] = {} if usual else dict(names)
    # A member named like an attribute of its base (``name``, ``value``,
    # ``real``) needs the usual way's redirect: ``_simple_enum`` would let
    # ``member.name`` find the member called "name".
    usual = usual or len(body) != len(names) or not _BASE_NAMES[cls].isdisjoint(body)
    if module is None:
        module = _caller_module()
        if module is None:  # no caller to name: the usual way makes the enum unpicklable
            made = _usual_create(
                cls,
                class_name,
                names,
                module=_UNKNOWN_MODULE,
                qualname=qualname,
                type=type,
                start=start,
                boundary=boundary,
            )
            assert _make_class_unpicklable is not None  # else builds_alike says no
            _make_class_unpicklable(made)
            return made
    if usual:  # repeated names, too: the usual way refuses them
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
    assert _simple_enum is not None
    made = _simple_enum(cls, boundary=boundary)(
        builtins.type(class_name, (), {"__module__": module})
    )
    _add_members(made, names)
    if qualname is not None:  # _simple_enum takes the plain class's, which is its name
        made.__qualname__ = qualname
    made.__doc__ = None  # _simple_enum writes "An enumeration."; the usual way leaves none
    if _NEXT_VALUE_STATIC:  # 3.12 on: the usual way keeps it a staticmethod, _simple_enum not
        builtins.type.__setattr__(
            made, "_generate_next_value_", staticmethod(vars(made)["_generate_next_value_"])
        )
    return made


def _caller_module() -> str | None:
    """The usual way's guess at the module that asked for an enum, or None.

    Made here, as the usual way would look one frame too close: frames are
    this one (0), ``_quick_create`` (1), ``EnumType.__call__`` (2), the caller (3).
    """
    name: str | None = None
    frame_module_name = getattr(sys, "_getframemodulename", None)  # Python 3.12 on
    if frame_module_name is not None:
        name = frame_module_name(3)
    else:
        with contextlib.suppress(AttributeError, ValueError, KeyError):
            name = sys._getframe(3).f_globals["__name__"]
    return name


def _add_members(made: Any, pairs: list[tuple[str, int]]) -> None:
    """Give a memberless enum from ``_simple_enum`` its members, as its own loop would.

    That loop (CPython 3.11) checks each name as if a person had written it,
    makes a ``property`` to reach each member and sets it through the enum's
    ``__setattr__``: two thirds of the time. Here each member is the class
    attribute itself, as an enum made the usual way has it (names that clash
    with the base class's go the usual way), and everything else is set the
    same: the member's name, value, class and place, the
    name and value maps, and a flag's masks.
    """
    member_map, value_map, member_names = (
        made._member_map_,
        made._value2member_map_,
        made._member_names_,
    )
    new_member, use_args = made._new_member_, made._use_args_
    flag = issubclass(made, enum.Flag)
    single_bits = multi_bits = 0
    for name, value in pairs:
        member = value_map.get(value)
        if member is None:  # else an alias of the member with that value
            member = new_member(made, value) if use_args else new_member(made)
            vars(member).update(
                _value_=value, _name_=name, __objclass__=made, _sort_order_=len(member_names)
            )
            value_map[value] = member
            if not flag or (value and not value & (value - 1)):  # a flag's single bit
                member_names.append(name)
                single_bits |= value
            else:
                multi_bits |= value
        builtins.type.__setattr__(made, name, member)  # not a member's name: checked above
        member_map[name] = member
    if flag:
        if "_singles_mask_" in vars(made):  # 3.11.4 on: multi-bit members count in the mask
            made._flag_mask_ = single_bits | multi_bits
            made._singles_mask_ = single_bits
        else:  # 3.11.0 to 3.11.3, as Debian 12's Python: single bits only
            made._flag_mask_ = single_bits
        made._all_bits_ = 2 ** ((single_bits | multi_bits).bit_length()) - 1
        values = [member._value_ for member in made]
        if values != sorted(values):
            made._iter_member_ = made._iter_member_by_def_


def _looks(kind: Any) -> list[str]:
    """All an enum class is made of: its bases, attributes, and each member's own.

    Its behaviour follows from these: every method comes from the class's
    attributes or its bases, every answer from the attributes.
    """
    seen = [repr(kind.__mro__), kind.__qualname__]
    seen += sorted(f"{name}={value!r}" for name, value in vars(kind).items())
    seen += [f"{name}={vars(member)!r}" for name, member in kind.__members__.items()]
    return seen


@functools.cache  # the answer of one Python, asked once a run
def builds_alike() -> bool:
    """Whether this Python's usual way and the quick way build the probe enums alike.

    The quick way copies what CPython's enum module does inside, which
    changes between releases (3.11.0 to 3.11.3 have no ``_singles_mask_``
    and count only single bits in ``_flag_mask_``; from 3.12 the usual way
    keeps ``_generate_next_value_`` a staticmethod: the quick way follows
    both). A Python whose enums still come out otherwise builds every enum
    the usual way. 3.11.2, 3.11.7, 3.12.1 and 3.13.0 build them alike.
    """
    if _simple_enum is None or _make_class_unpicklable is None:
        return False
    keep = enum.FlagBoundary.KEEP  # the boundary PySide gives every enum
    for base, pairs in _PROBES:
        try:
            usual = _usual_create(base, "Probe", pairs, module=__name__, boundary=keep)
            quick = _quick_create(base, "Probe", pairs, module=__name__, boundary=keep)
            if _looks(quick) != _looks(usual):
                return False
        except Exception:  # a failure here means the two are not alike
            return False
    return True


def quicken_enum_creation() -> None:
    """Route PySide's enum classes to the quick builder; call before PySide is imported.

    Only on a Python where the quick builder is seen to build enums as the
    usual builder does (``builds_alike``); elsewhere nothing changes.
    """
    if builds_alike():
        setattr(enum.EnumType, "_create_", _quick_create)  # noqa: B010 (private: not in the stubs)
