"""PySide's enum classes built the quick way are the same classes as built the usual way.

The game (and, through tests/conftest.py, these tests) routes PySide's enum
classes to ``enum._simple_enum``. Every Qt enum of every class in QtCore,
QtGui and QtWidgets is built again both ways from the names and values PySide
gave it, and the two must match: CPython's own check, ``_test_simple_enum``,
plus what code sees of the members. A Python whose enums would come out
otherwise builds them the usual way.
"""

from __future__ import annotations

import _thread
import copy
import enum
import inspect
import pickle
import time
from collections.abc import Callable, Iterator
from functools import partial

import pytest
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from acesup_qt import quick_enums
from acesup_qt.quick_enums import _quick_create, _usual_create, quicken_enum_creation

_test_simple_enum = getattr(enum, "_test_simple_enum", None)
# Where the quick way would build otherwise (another Python), the game builds
# every enum the usual way and there is nothing to compare.
built_quick_here = pytest.mark.skipif(
    _test_simple_enum is None or not quick_enums.builds_alike(),
    reason="this Python builds every enum the usual way",
)


def qt_enums() -> Iterator[type[enum.Enum]]:
    """Every enum class of the Qt modules the game uses, each once."""
    seen: set[int] = set()
    for module in (QtCore, QtGui, QtWidgets):
        classes = [getattr(module, name) for name in dir(module)]  # PySide loads them when asked
        for owner in [module, *(kind for kind in classes if isinstance(kind, type))]:
            for name in dir(owner):
                value = getattr(owner, name, None)  # PySide makes a class's enums when asked
                if isinstance(value, enum.EnumType) and id(value) not in seen:
                    seen.add(id(value))
                    yield value  # type: ignore[misc]


def base_of(kind: type[enum.Enum]) -> type[enum.Enum]:
    for base in (enum.IntFlag, enum.Flag, enum.IntEnum, enum.Enum):
        if issubclass(kind, base):
            return base
    raise AssertionError(kind)


def built_both_ways(kind: type[enum.Enum]) -> tuple[type[enum.Enum], type[enum.Enum]]:
    pairs = [(name, member.value) for name, member in kind.__members__.items()]
    options = {
        "module": kind.__module__,
        "qualname": kind.__qualname__,
        "boundary": getattr(kind, "_boundary_", None),
    }
    usual = _usual_create(base_of(kind), kind.__name__, pairs, **options)  # type: ignore[arg-type]
    quick = _quick_create(base_of(kind), kind.__name__, pairs, **options)
    return usual, quick


def seen_by_code(kind: type[enum.Enum]) -> list[object]:
    """What code can see of an enum: its members, lookups, texts and flag arithmetic."""
    seen: list[object] = [kind.__name__, kind.__qualname__, kind.__module__, list(kind.__members__)]
    seen += [kind.__doc__, inspect.getdoc(kind), dir(kind), len(kind), [m.name for m in kind]]
    for name, member in kind.__members__.items():
        seen += [name, member.name, member.value, repr(member.value), repr(member), str(member)]
        seen += [format(member), f"{member}", kind(member.value).name, kind[name].name]
        seen += [hash(member), member in kind, isinstance(member, int), dir(member)]
        if isinstance(member, enum.Flag):
            seen += [repr(~member), (~member).value, repr(member | kind(0)), len(member)]
            seen += [_attempt(partial(list, member))]
    seen += [_attempt(partial(kind, value)) for value in (7, -2, 1 << 41)]  # _missing_
    return seen


def _attempt(look: Callable[[], object]) -> str:
    """What a look shows, an error included (the usual way's errors must be the same)."""
    try:
        return repr(look())
    except Exception as error:
        return f"{type(error).__name__}: {error}"


@built_quick_here
def test_the_game_start_builds_the_quick_way() -> None:
    quicken_enum_creation()  # as app.main does before it imports PySide
    assert vars(enum.EnumType)["_create_"] is _quick_create
    probe = enum.IntFlag("Probe", [("ONE", 1), ("TWO", 2)], boundary=enum.FlagBoundary.KEEP)
    assert (probe.ONE | probe.TWO).value == 3


@built_quick_here
def test_every_qt_enum_is_the_same_built_either_way() -> None:
    checked = 0
    for kind in qt_enums():
        usual, quick = built_both_ways(kind)
        assert _test_simple_enum is not None
        _test_simple_enum(usual, quick)  # raises TypeError naming each difference
        assert seen_by_code(quick) == seen_by_code(usual), kind.__qualname__
        checked += 1
    assert checked > 500  # the whole of QtCore, QtGui and QtWidgets, not a few


@built_quick_here
@pytest.mark.parametrize(
    ("base", "pairs"),
    [
        (enum.Enum, [("A", 0), ("B", 5), ("C", 5), ("D", -1)]),  # an alias, a negative value
        (enum.IntEnum, [("value", 1), ("name", 2), ("real", 3)]),  # names the base class has
        (enum.Flag, [("A", 4), ("B", 1), ("AB", 5), ("NONE", 0), ("B2", 1)]),  # unsorted, aliases
        (enum.IntFlag, [("X", 1), ("Y", 2), ("ALL", 3), ("BIG", 1 << 40), ("NEG", -4)]),
        (enum.IntFlag, []),
        (enum.IntEnum, [("YES", True), ("NO", 0)]),  # the usual way makes True a 1
        (enum.IntFlag, [("ON", True), ("KEY", Qt.Key.Key_A)]),  # an IntEnum's member too
        (enum.Enum, [("YES", True), ("KEY", Qt.Key.Key_A)]),
    ],
)
def test_edge_cases_are_the_same_built_either_way(
    base: type[enum.Enum], pairs: list[tuple[str, object]]
) -> None:
    options = {"module": __name__, "qualname": "Owner.Edge", "boundary": enum.FlagBoundary.KEEP}
    usual = _usual_create(base, "Edge", pairs, **options)
    quick = _quick_create(base, "Edge", pairs, **options)
    assert _test_simple_enum is not None
    _test_simple_enum(usual, quick)
    assert seen_by_code(quick) == seen_by_code(usual)
    assert [member.name for member in quick] == [member.name for member in usual]


def test_anything_else_is_built_the_usual_way() -> None:
    # Names as one string, a mixed-in type, a reserved name: the usual builder's rules hold.
    assert [m.value for m in enum.Enum("Plain", "A B")] == [1, 2]
    with pytest.raises(ValueError, match="_sunder_"):
        enum.Enum("Reserved", [("_order_x_", 1)])
    with pytest.raises(TypeError, match="already defined"):
        enum.Enum("Twice", [("A", 1), ("A", 2)])
    mixed = enum.Enum("Mixed", [("A", 1)], type=int)  # type: ignore[call-overload]
    assert isinstance(mixed.A, int)


def test_an_enum_no_module_asked_for_cannot_be_pickled_as_the_usual_way_has_it() -> None:
    # A thread started from C has no Python caller to name as the enum's module.
    quicken_enum_creation()
    made: list[type[enum.Enum]] = []
    _thread.start_new_thread(made.extend, (map(enum.IntEnum, ["Lost"], [[("A", 1)]]),))
    deadline = time.monotonic() + 5
    while not made and time.monotonic() < deadline:
        time.sleep(0.01)
    lost = made[0]
    assert lost.__module__ == "<unknown>"
    with pytest.raises(TypeError, match="cannot be pickled"):
        pickle.dumps(lost.A)


def test_qt_enums_pickle_copy_and_reach_qt_as_before(qapp: QApplication) -> None:
    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    assert pickle.loads(pickle.dumps(align)) == align
    assert pickle.loads(pickle.dumps(Qt.Key.Key_A)) is Qt.Key.Key_A
    assert copy.copy(Qt.Key.Key_A) is Qt.Key.Key_A
    assert copy.deepcopy(Qt.AlignmentFlag.AlignLeft) is Qt.AlignmentFlag.AlignLeft
    assert Qt.AlignLeft is Qt.AlignmentFlag.AlignLeft  # type: ignore[attr-defined]
    assert QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Z).toString() == "Ctrl+Z"
    assert QKeySequence(Qt.Key.Key_A).toString() == "A"
    label = QLabel("x")
    label.setAlignment(align)
    assert label.alignment() == align
    buttons = QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel
    assert [button.name for button in buttons] == ["Ok", "Cancel"]
    assert len(buttons) == 2
    assert f"{Qt.Key.Key_A} {Qt.Key.Key_A!r}" == "65 <Key.Key_A: 65>"
    assert repr(Qt.AlignmentFlag(0x40000)) == "<AlignmentFlag: 262144>"  # KEEP: unnamed bits


def test_signals_carry_qt_enums(qapp: QApplication) -> None:
    class Sender(QObject):
        aligned = Signal(Qt.AlignmentFlag)
        anything = Signal(object)

    sender = Sender()
    got: list[object] = []
    sender.aligned.connect(got.append)
    sender.anything.connect(got.append)
    sender.aligned.emit(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    sender.anything.emit(Qt.Key.Key_B)
    assert got == [Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, Qt.Key.Key_B]
    assert type(got[0]) is Qt.AlignmentFlag


def test_a_python_whose_enums_come_out_otherwise_builds_them_the_usual_way(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    add_members = quick_enums._add_members

    def as_an_older_enum_module(made: type, pairs: list[tuple[str, int]]) -> None:
        add_members(made, pairs)
        if issubclass(made, enum.Flag):
            type.__setattr__(made, "_flag_mask_", made._singles_mask_)

    monkeypatch.setattr(quick_enums, "_add_members", as_an_older_enum_module)
    monkeypatch.setattr(enum.EnumType, "_create_", _usual_create)
    quick_enums.builds_alike.cache_clear()  # the answer is kept for the run
    try:
        assert not quick_enums.builds_alike()
        quicken_enum_creation()
        assert vars(enum.EnumType)["_create_"] is _usual_create
    finally:
        quick_enums.builds_alike.cache_clear()
