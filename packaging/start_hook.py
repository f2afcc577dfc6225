"""PyInstaller runtime hook: the frozen game loads PySide the way ``acesup-qt`` does.

PyInstaller's own runtime hook for PySide6 imports ``QtCore`` before the game's
first line runs, so the game's start-up work on PySide's loading would come
too late in the bundle. Runtime hooks named in the spec run before PyInstaller's
own, so this one loads PySide first, as ``launch`` and ``app`` do from source:
its enum classes the quick way (``quick_enums``), its embedded sources and
patterns from the game's start cache (``pyside_code_cache``), the modules it
imports for nothing left unrun (``lazy_modules``) and Python's cycle collector
resting meanwhile. Anything that fails here only leaves PySide to load the
usual way, a moment later.
"""

import gc

_collecting = gc.isenabled()
gc.disable()
try:
    from acesup_qt import lazy_modules
    from acesup_qt.pyside_code_cache import loading_pyside
    from acesup_qt.quick_enums import quicken_enum_creation

    lazy_modules.defer()
    try:
        quicken_enum_creation()  # before PySide builds its first enum
        with loading_pyside():
            import PySide6.QtCore  # noqa: F401 (loaded here, first)
    finally:
        lazy_modules.stop()
except Exception:  # a speed-up must never stop the game: PySide loads later, or says why
    pass
finally:
    if _collecting:
        gc.enable()
