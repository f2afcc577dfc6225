"""Qt's offscreen platform (tests, build checks, a server without a screen): its noise hushed.

Offscreen, Qt says "This plugin does not support propagateSizeHints()" each
time a shown window's least size changes, for there is no window manager to
tell. The main window's does as it shows (its layouts settle once it has a
platform window: 0x0 to the table's 320x320) and again a moment later (the
status bar's labels and size grip widen it); so do dialogs of a fixed size.
Settling the layouts before ``show`` hushed the first for most deals but cost
1.5 ms of every start (they were laid out twice), and not the second. So the
one message is left out (with "does not support raise()", said as a later
start brings the window forward), and only offscreen: every other Qt message goes on
to stderr as Qt would print it, and on a screen nothing is changed at all.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

UNSUPPORTED_SIZE_HINTS = "This plugin does not support propagateSizeHints()"
# Said as a later start brings the window to the front (``later_starts``): offscreen,
# no window is in front of another.
UNSUPPORTED_RAISE = "This plugin does not support raise()"


def _pass_on(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message not in (UNSUPPORTED_SIZE_HINTS, UNSUPPORTED_RAISE):
        print(qFormatLogMessage(kind, context, message), file=sys.stderr, flush=True)


def hush_size_hints() -> None:
    """Keep Qt's words on size hints it cannot pass on out of stderr, and only those.

    For the offscreen platform only (where build checks read any word on
    stderr as a fault): a handler of ours replaces Qt's own, which on a
    desktop may write elsewhere than stderr (the system log, a debugger).
    """
    qInstallMessageHandler(_pass_on)
