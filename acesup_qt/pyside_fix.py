"""Work around a PySide6 6.12 fault on Python 3.11: keep ``None``, True and False alive.

PySide6-Essentials 6.12.0 returns ``None`` from every void method (``QPainter.save``,
``QObject.setObjectName``...) without taking a reference to it. Python 3.12
made ``None`` immortal, so there nothing happens; on 3.11 each call takes one
reference away, and after a few thousand calls (a few seconds of painting
cards) Python stops with "Fatal Python error: none_dealloc". Some calls do the same
to ``True`` or ``False`` ("bool_dealloc").

``protect_none`` gives these three so many extra references that the leak can
never use them up. It runs once, when the GUI modules are imported; the
engine and the command line never need it.
"""

from __future__ import annotations

import ctypes
import sys

_EXTRA_REFERENCES = 1 << 48  # about 2.8e14: centuries of void calls


def protect_none() -> None:
    """Raise the reference counts of None, True and False out of reach (Python < 3.12)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return  # they are immortal there
    for constant in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(constant))  # ob_refcnt, the first field
        if count.value < _EXTRA_REFERENCES:
            count.value += _EXTRA_REFERENCES


protect_none()
